"""A failed test whose teardown hangs fails with the stack of every thread instead of blocking
the run (tests/time_limit.py): pytest-timeout alone stops the clock at the failure."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO_ROOT

HANGS_AFTER_FAILING = """
import time

import pytest


@pytest.fixture
def stuck():
    yield
    time.sleep(600)  # a teardown that never ends: a question nobody answers


def test_fails_then_hangs(stuck):
    assert False, "failed"
"""


def test_a_hang_after_a_failure_still_ends_with_its_stack(tmp_path: Path) -> None:
    test = tmp_path / "test_hangs.py"
    test.write_text(HANGS_AFTER_FAILING)
    command = [sys.executable, "-m", "pytest", "-q", "-p", "tests.time_limit", str(test)]
    command += ["--timeout", "3", "--timeout-method", "thread", "-p", "no:cacheprovider"]
    command += ["-c", os.devnull]
    command += ["--rootdir", str(tmp_path)]
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    done = subprocess.run(
        command, env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300
    )
    said = done.stdout + done.stderr
    assert done.returncode != 0, said
    assert "Timeout" in said and "in stuck" in said, said  # the stack, down to the fixture
