"""The standalone app (issue 17): `python tools/bundle.py` builds a one-folder application with
PyInstaller, and its executable runs in a clean environment (`env -i` with only HOME, PATH and
QT_QPA_PLATFORM): the version, hints from the shipped tables, the compiled solver (`solve`,
`stats` with worker processes, `analyse`: what the Review window computes), all giving the source
tree's answers, and the app to its first window. Compiled kernels are cached in the user's cache
folder, never inside the bundle.

Building takes a few minutes (marked `bundle`: `-m "not bundle"` leaves it out of a quick run;
CI runs it)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from solitaire.version import __version__
from tests.conftest import REPO_ROOT

pytestmark = [
    pytest.mark.bundle,
    pytest.mark.skipif(sys.platform == "win32", reason="the clean environment is POSIX's"),
]

DEAL = "NS NE NE SW NS NS NE NE SW"
MOVES = "@0:NS A2:NE B1:NE"


def snapshot(folder: Path) -> dict[str, int]:
    return {str(p.relative_to(folder)): p.lstat().st_size for p in folder.rglob("*") if p.is_file()}


@pytest.fixture(scope="module")
def bundled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled executable, built by tools/bundle.py into a temporary folder."""
    pytest.importorskip("PyInstaller", reason='PyInstaller (pip install -e ".[test]")')
    out = tmp_path_factory.mktemp("bundle")
    command = [sys.executable, "tools/bundle.py", "--dist", str(out / "dist"), "--quiet"]
    command += ["--work", str(out / "work")]
    done = subprocess.run(
        command, cwd=REPO_ROOT, capture_output=True, text=True, timeout=3600, check=False
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    program = out / "dist" / "trax-solitaire" / "trax-solitaire"
    assert program.is_file() and os.access(program, os.X_OK)
    assert f"built {program}" in done.stdout
    return program


@pytest.fixture(scope="module")
def home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The clean environment's home, shared by this file's tests: kernels compiled by one run
    of the bundle serve the next, as they would on a player's machine."""
    return tmp_path_factory.mktemp("home")


def clean_run(program: Path, home: Path, *words: str, **extra: str) -> str:
    """Run the bundle as `env -i HOME=... PATH=/usr/bin:/bin QT_QPA_PLATFORM=offscreen`."""
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen", **extra}
    done = subprocess.run(
        [str(program), *words], cwd=home, env=env, capture_output=True, text=True, timeout=900
    )
    assert done.returncode == 0, f"{words} exited {done.returncode}:\n{done.stderr[-3000:]}"
    return done.stdout


def source_answer(*words: str) -> object:
    """The source tree's answer, from the command line run in this process (the test's own
    data and cache folders): what the bundle must print too."""
    from tests.web_helpers import cli

    return json.loads(cli(*words))


def test_the_bundle_runs_the_commands_in_a_clean_environment(bundled: Path, home: Path) -> None:
    before = snapshot(bundled.parent)
    assert clean_run(bundled, home, "--version") == f"trax-solitaire {__version__}\n"
    commands = [
        ["hint", "--deal", DEAL, "--moves", MOVES, "--all", "--json"],
        ["odds", "--size", "4", "--goal", "loop", "--json"],
        ["solve", "--deal", DEAL, "--json"],
        ["analyse", "--deal", DEAL, "--moves", MOVES, "--json"],
        ["stats", "--deals", "12", "--seed", "5", "--jobs", "2", "--json"],
        ["puzzles", "list", "--json"],
    ]
    for words in commands:
        got = json.loads(clean_run(bundled, home, *words))
        assert got == source_answer(*words), words
    # The kernels compiled once are kept in the user's cache folder, not in the bundle.
    assert list((home / ".cache" / "trax-solitaire" / "numba").rglob("*.nbi"))
    assert snapshot(bundled.parent) == before


def test_the_bundled_app_opens_its_window(bundled: Path, home: Path) -> None:
    out = clean_run(bundled, home, TRAX_SOLITAIRE_STARTUP_PROBE="1")
    assert out.startswith("startup-seconds ")


def test_the_licence_and_the_man_page_travel_with_the_bundle(bundled: Path) -> None:
    for shipped in ("LICENSE", "packaging/trax-solitaire.6"):
        copy = bundled.parent / Path(shipped).name
        assert copy.read_bytes() == (REPO_ROOT / shipped).read_bytes(), shipped


def glibc_needed(folder: Path) -> tuple[int, int]:
    """The newest GLIBC_x.y symbol version any ELF file in `folder` asks for (objdump -T)."""
    newest = (0, 0)
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        with path.open("rb") as file:
            if file.read(4) != b"\x7fELF":
                continue
        done = subprocess.run(["objdump", "-T", str(path)], capture_output=True, text=True)
        for major, minor in re.findall(r"GLIBC_(\d+)\.(\d+)", done.stdout):
            newest = max(newest, (int(major), int(minor)))
    return newest


@pytest.mark.skipif(not shutil.which("objdump"), reason="binutils")
def test_the_docs_name_the_glibc_the_bundle_needs(bundled: Path) -> None:
    """docs/packaging.md, and the README in short, name the bundle's glibc floor."""
    floors = set()
    for page in ("docs/packaging.md", "README.md"):
        text = " ".join((REPO_ROOT / page).read_text(encoding="utf-8").split())
        stated = re.search(r"needs (?:\*\*)?glibc (\d+)\.(\d+) or newer", text)
        assert stated, f"{page} does not name the bundle's glibc floor"
        floors.add((int(stated[1]), int(stated[2])))
    (floor,) = floors
    needed = glibc_needed(bundled.parent)
    assert needed > (2, 0) and needed <= floor, needed


def test_a_moved_bundle_keeps_one_set_of_compiled_kernels(bundled: Path, home: Path) -> None:
    # The compiled play (the kernels the commands' test compiled here already, if it ran).
    words = ("stats", "--deals", "12", "--seed", "5", "--jobs", "1", "--json")
    said = clean_run(bundled, home, *words)
    kernels = home / ".cache" / "trax-solitaire" / "numba"
    (first,) = kernels.iterdir()
    assert list(first.rglob("*.nbi"))
    folder = bundled.parent
    moved = folder.with_name("moved-trax-solitaire")
    folder.rename(moved)
    try:
        assert clean_run(moved / bundled.name, home, *words) == said
        (second,) = kernels.iterdir()  # the place it left is gone: so are its kernels
        assert second != first and list(second.rglob("*.nbi"))
    finally:
        moved.rename(folder)
