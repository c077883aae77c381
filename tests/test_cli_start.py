"""What a command's start costs: the command line imports what every command needs and leaves
the rest to the commands that want it. `--version` and `history` import neither numba, numpy nor
Qt, nor the network's modules (xml.sax.saxutils, for the metainfo's escaping, imported
urllib.request, http and email: 30 ms of CPU, a quarter of `--version`)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.conftest import REPO_ROOT

HEAVY = ("numba", "numpy", "PySide6", "urllib.request", "http.client", "email", "xml.sax")
CHILD = """
import contextlib, io, sys
from ui.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    code = main(sys.argv[1:])
print(code, *sorted(name for name in {heavy!r} if name in sys.modules))
"""


@pytest.mark.parametrize("words", [["--version"], ["history", "--json"]])
def test_a_light_command_imports_nothing_it_does_not_use(tmp_path, words: list[str]) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "TRAX_SOLITAIRE_DATA_DIR": str(tmp_path)}
    child = CHILD.format(heavy=HEAVY)
    done = subprocess.run(
        [sys.executable, "-c", child, *words], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["0"]  # answered, and nothing heavy loaded
