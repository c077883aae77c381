"""A test that needs what the machine lacks is skipped and names it; CI's switch makes that skip
a failure (tests/needs.py)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO_ROOT
from tests.needs import SWITCH

NEEDY = """
from tests.needs import need, need_programs


def test_a_missing_program():
    need_programs({"no-such-program-here": "no-such-package"})


def test_the_network():
    need("a package index that pip can reach (the network)")


def test_nothing_missing():
    need_programs({})
"""


def _run(tmp_path: Path, strict: bool) -> subprocess.CompletedProcess:
    test = tmp_path / "test_needy.py"
    test.write_text(NEEDY)
    env = {k: v for k, v in os.environ.items() if k != SWITCH}
    env["PYTHONPATH"] = str(REPO_ROOT)
    if strict:
        env[SWITCH] = "1"
    command = [sys.executable, "-m", "pytest", "-q", "-p", "tests.needs", "-rfEs", str(test)]
    command += ["-p", "no:cacheprovider", "-c", os.devnull, "--rootdir", str(tmp_path)]
    return subprocess.run(
        command, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120
    )


def test_what_is_missing_is_skipped_and_named(tmp_path: Path) -> None:
    done = _run(tmp_path, strict=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed, 2 skipped" in done.stdout, done.stdout
    assert "needs on PATH: no-such-program-here (no-such-package)" in done.stdout
    assert "needs a package index that pip can reach (the network)" in done.stdout


def test_under_the_switch_a_skip_fails(tmp_path: Path) -> None:
    done = _run(tmp_path, strict=True)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "2 failed, 1 passed" in done.stdout, done.stdout
    assert f"{SWITCH}=1 asks for every test to run" in done.stdout
