"""Issue 18, case 4: a read-only install with no writable home (a system-wide install run by
another user, a sandbox). numba has nowhere to keep compiled kernels and used to refuse to
compile ("cannot cache function ...: no locator available"); now the solver keeps them in a
private temporary folder and says so in one line.

The install is a copy of the packages in a folder the test user cannot write, run as `nobody`
(setpriv; root could write anywhere) with HOME pointing nowhere."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import REPO_ROOT

SETPRIV = shutil.which("setpriv")
pytestmark = pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0 or SETPRIV is None,
    reason="needs root and setpriv to run as another user",
)


NOBODY = ["--reuid", "nobody", "--regid", "nogroup", "--clear-groups"]


def _nobody_can_use_this_python() -> None:
    """Skip, saying why, where `nobody` cannot run this Python with the test environment's
    packages (a clone in a folder private to its owner, a home such as /root): the install is
    run by them, as another user."""
    probe = subprocess.run(
        [SETPRIV, *NOBODY, sys.executable, "-c", "import numpy, numba"],  # type: ignore[list-item]
        capture_output=True,
        text=True,
        cwd="/",
        timeout=120,
        check=False,
    )
    if probe.returncode != 0:
        from tests.needs import need

        said = (probe.stderr.strip().splitlines() or ["no word"])[-1]
        need(
            f"the test environment usable by other users ({sys.executable} run as the user "
            f"nobody, here: {said}; is a folder above it private to its owner?)"
        )


@pytest.fixture(scope="module")
def install() -> Iterator[tuple[Path, Path]]:
    """(a read-only copy of the packages, a temporary folder `nobody` may write)."""
    _nobody_can_use_this_python()
    root = Path(tempfile.mkdtemp(prefix="trax-solitaire-readonly-"))
    try:
        package = root / "install"
        for name in ("solitaire", "solver", "ui", "puzzles"):
            shutil.copytree(
                REPO_ROOT / name, package / name, ignore=shutil.ignore_patterns("__pycache__")
            )
        scratch = root / "tmp"
        scratch.mkdir()
        scratch.chmod(0o1777)
        for path in [root, *root.rglob("*")]:
            if path != scratch and path.is_dir():
                path.chmod(0o755)
        yield package, scratch
    finally:
        shutil.rmtree(root, ignore_errors=True)


def _as_nobody(install: tuple[Path, Path], *argv: str, **extra: str) -> subprocess.CompletedProcess:
    package, scratch = install
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": "/nonexistent"}
    env |= {"TMPDIR": str(scratch), "LANG": "C.UTF-8", **extra}
    return subprocess.run(
        [SETPRIV, *NOBODY, sys.executable, "-m", "ui", *argv],  # type: ignore[list-item]
        capture_output=True,
        text=True,
        cwd=package,
        env=env,
        timeout=600,
        check=False,
    )


def test_the_install_really_is_read_only_for_the_user(install) -> None:
    probe = _as_nobody(install, "--version")
    assert probe.returncode == 0, probe.stderr
    package, _ = install
    touch = subprocess.run(
        [SETPRIV, *NOBODY, "touch"]  # type: ignore[list-item]
        + [str(package / "solver" / "probe")],
        capture_output=True,
        check=False,
    )
    assert touch.returncode != 0


# The first compiles its kernels (made to: it would answer by the interpreter, as the others
# do), in the private folder; the hint reads the fair-play table the install ships.
COMPILED = {"TRAX_SOLITAIRE_INTERPRETED": "0"}


@pytest.mark.parametrize(
    ("argv", "extra", "expected"),
    [
        (
            ["exact-solvable", "--size", "2"],
            COMPILED,
            "2x2 line: 49/64 = 0.765625000 of deals are solvable",
        ),
        (["hint", "--deal", "NS NE NE SW NS NS NE NE SW", "--json"], {}, '"exact": true'),
        (["solve", "--size", "2", "--deal", "NS NE NE SW"], {}, ""),
    ],
)
def test_solver_commands_run_without_a_disk_cache(
    install, argv: list[str], extra: dict[str, str], expected: str
) -> None:
    result = _as_nobody(install, *argv, **extra)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and "no locator" not in result.stderr
    assert expected in result.stdout
    _, scratch = install
    notes = [line for line in result.stderr.splitlines() if "read-only" in line]
    assert len(notes) == 1 == len(result.stderr.splitlines()), result.stderr
    for line in notes:
        assert line.startswith("trax-solitaire: the install and home folder are read-only")
        assert str(scratch) in line
    if extra == COMPILED:  # compiled, and kept where the note says
        assert list(scratch.rglob("*.nbi"))
