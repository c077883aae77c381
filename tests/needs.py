"""What a test needs from the machine that a fresh clone may not have: a system program, a
browser, a screen, the network (a package index or the npm registry), the steering folder.

Where it is missing, the test is skipped with a reason that names it ("needs ..."), and the run
ends with the list of what was skipped and why (`-rs`, pyproject.toml). CI sets
TRAX_SOLITAIRE_TESTS_NEED_ALL=1 (.ci/run), which turns every skip into a failure (the hook
below; tests/conftest.py loads this module as a plugin), so CI still runs everything.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from typing import NoReturn

import pytest

SWITCH = "TRAX_SOLITAIRE_TESTS_NEED_ALL"


def strict() -> bool:
    """Whether every test must run (CI): then a skip is a failure."""
    return os.environ.get(SWITCH, "") not in ("", "0")


def need(what: str) -> NoReturn:
    """Skip the test: this machine lacks `what` (a failure when strict(), see conftest)."""
    pytest.skip(f"needs {what}")


def missing_programs(programs: dict[str, str]) -> list[str]:
    """The programs of {command: Debian package} not on PATH, as 'command (package)'."""
    return [f"{cmd} ({package})" for cmd, package in programs.items() if shutil.which(cmd) is None]


def need_programs(programs: dict[str, str]) -> None:
    missing = missing_programs(programs)
    if missing:
        need("on PATH: " + ", ".join(missing))


def package_index_reachable(timeout: float = 60) -> bool:
    """Whether pip reaches its package index (the one this machine's pip is set up with): a
    small wheel is downloaded, not installed, into a folder thrown away."""
    with tempfile.TemporaryDirectory(prefix="trax-solitaire-index-") as folder:
        command = [sys.executable, "-m", "pip", "download", "--no-deps", "--no-cache-dir"]
        command += ["--quiet", "--only-binary", ":all:", "--dest", folder, "wheel"]
        try:
            done = subprocess.run(command, capture_output=True, timeout=timeout, check=False)
        except (OSError, subprocess.TimeoutExpired):
            return False
    return done.returncode == 0


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):  # noqa: ANN201
    """With TRAX_SOLITAIRE_TESTS_NEED_ALL=1 (CI), a skipped test fails: what it needs is
    missing from a machine that should have everything."""
    outcome = yield
    report = outcome.get_result()
    if report.skipped and strict() and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else str(report.longrepr)
        report.outcome = "failed"
        report.longrepr = f"skipped, but {SWITCH}=1 asks for every test to run: {reason}"
