"""A test run leaves nothing in the temporary folder: the player's data folder that
tests/conftest.py makes for a run is made once, by the run's first process, and removed when it
ends."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO_ROOT

SHOW = """
import os, pathlib, subprocess, sys
import tests.conftest
made = pathlib.Path(os.environ["TRAX_SOLITAIRE_DATA_DIR"])
assert made.is_dir()
# A process the run starts (a worker, a nested run) takes the same folder and makes none.
child = "import os, tests.conftest; print(os.environ['TRAX_SOLITAIRE_DATA_DIR'])"
again = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, check=True)
print(made)
print(again.stdout.strip())
"""


def test_the_runs_data_folder_is_made_once_and_removed_at_the_end(tmp_path: Path) -> None:
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("TRAX_SOLITAIRE_DATA_DIR",)}
    env |= {"TMPDIR": str(temporary), "PYTHONPATH": str(REPO_ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", SHOW], env=env, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    made, inherited = result.stdout.split()
    assert Path(made).parent == temporary
    assert inherited == made
    assert list(temporary.glob("trax-solitaire-tests-*")) == []  # removed at the end
