"""The standalone app (issue 17): `python tools/bundle.py` builds a one-folder application with
PyInstaller, and its executable runs in a clean environment (`env -i` with only HOME, PATH and
QT_QPA_PLATFORM): the version, hints from the shipped tables, the solver (`solve`, answered
interpreted at first; `analyse`, what the Review window computes; `stats`, compiled, with worker
processes), all giving the source tree's answers, and the app to its first window. Compiled
kernels are cached in the user's cache folder, never inside the bundle, one set for each place
the bundle runs from.

The folder's THIRD-PARTY-NOTICES.txt (issue 34) accounts for every file in it and every module
of the program's archive, each with a licence text that is there: checked against dpkg, the
distributions' own metadata and the running Python, not against the notices' own word.

Building takes a few minutes (marked `bundle`: `-m "not bundle"` leaves it out of a quick run;
CI runs it)."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator
from fractions import Fraction
from pathlib import Path

import pytest

from solitaire.version import __version__
from solver.jit_cache import PLACE_FILE
from tests.conftest import REPO_ROOT
from ui.notices import NOTICES_NAME, python_licence_file, sections

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
    scratch = out / "tmp"  # the build's temporary folder: it must leave it empty
    scratch.mkdir()
    env = {**os.environ, "TMPDIR": str(scratch)}
    done = subprocess.run(
        command, cwd=REPO_ROOT, capture_output=True, text=True, timeout=3600, check=False, env=env
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


def clean_env(home: Path, **extra: str) -> dict[str, str]:
    """`env -i HOME=... PATH=/usr/bin:/bin QT_QPA_PLATFORM=offscreen`, and `extra`."""
    return {"HOME": str(home), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen", **extra}


def clean_run(program: Path, home: Path, *words: str, **extra: str) -> str:
    """Run the bundle in the clean environment (clean_env); its standard output."""
    with clean_start(program, home, *words, **extra) as finish:
        return finish()


@contextlib.contextmanager
def clean_start(
    program: Path, home: Path, *words: str, **extra: str
) -> Iterator[Callable[[], str]]:
    """The bundle started in the clean environment (clean_env) in the background: yields the
    function that waits for it and gives its standard output (it is stopped if the test ends
    first)."""
    process = subprocess.Popen(
        [str(program), *words],
        cwd=home,
        env=clean_env(home, **extra),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )

    def finish() -> str:
        out, err = process.communicate(timeout=900)
        assert process.returncode == 0, f"{words} exited {process.returncode}:\n{err[-3000:]}"
        return out

    try:
        yield finish
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()


def source_answer(*words: str) -> object:
    """The source tree's answer, from the command line run in this process (the test's own
    data and cache folders): what the bundle must print too."""
    from tests.web_helpers import cli

    return json.loads(cli(*words))


# More deals than one task holds (solver.measure.MIN_CHUNK), so two tasks: the bundle starts
# two worker processes (spawned: the frozen program serves them through freeze_support). The
# exact 3x3 figure beside the sample it reads from its cache (see seed_exact_figure).
STATS = ("stats", "--deals", "1000", "--seed", "5", "--jobs", "2", "--json")
# The source tree's answer in this process alone: the figures are the same whatever --jobs
# (tests/test_measure.py), and two workers started here would only cost their start.
STATS_HERE = ("stats", "--deals", "1000", "--seed", "5", "--jobs", "1", "--json")
COMMANDS = (
    ("hint", "--deal", DEAL, "--moves", MOVES, "--all", "--json"),
    ("odds", "--size", "4", "--goal", "loop", "--json"),
    ("solve", "--deal", DEAL, "--json"),
    ("analyse", "--deal", DEAL, "--moves", MOVES, "--json"),
    ("puzzles", "list", "--json"),
)


def seed_exact_figure(home: Path, value: Fraction) -> Path:
    """The exact 3x3 line figure put in the clean home's cache as `stats` keeps it (the entry
    the walk writes, under the name the solver gives it: a hash of its sources, which the
    bundle ships as they are), so the bundle reads it, checked as any cached figure is, instead
    of walking every deal again (11 core-seconds: the walk is the source tree's, walked once a
    test run and checked by the exact tests). The entry's path."""
    from solitaire.variant import Variant
    from solver.exact.cache import entry_path, make_entry

    variant = Variant(3, "line")
    entry = home / ".cache" / "trax-solitaire" / entry_path(variant).name
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(json.dumps(make_entry(variant, value)))
    return entry


def test_the_bundle_runs_the_commands_in_a_clean_environment(
    bundled: Path, home: Path, walk3: Fraction
) -> None:
    from solver.measure import chunks

    assert len(list(chunks(int(STATS[2]), 2))) == 2
    before = snapshot(bundled.parent)
    entry = seed_exact_figure(home, walk3)
    seeded = entry.stat()
    # stats first, in the background: on a fresh install it compiles the kernels (10 s),
    # while this process finds the source tree's answers and the other commands run (they
    # answer without the compiler).
    with clean_start(bundled, home, *STATS) as stats:
        # The source tree's stats reads the same figure from the run's cache (walk3).
        expected = source_answer(*STATS_HERE)
        assert clean_run(bundled, home, "--version") == f"trax-solitaire {__version__}\n"
        for words in COMMANDS:
            got = json.loads(clean_run(bundled, home, *words))
            assert got == source_answer(*words), words
        assert json.loads(stats()) == expected
    # The bundle took the figure it was given (under the name it gives it) and walked nothing:
    # the entry is the same file, alone, and nothing was set aside as damaged.
    assert [p.name for p in entry.parent.glob("exact-*")] == [entry.name]
    assert (entry.stat().st_ino, entry.stat().st_mtime_ns) == (seeded.st_ino, seeded.st_mtime_ns)
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
    # The compiled search: solve made to compile at once (it would answer interpreted,
    # solver/interpreted.py), the fewest kernels a command compiles. At the first place they
    # are among those the commands' test compiled already, if it ran.
    words = ("solve", "--deal", DEAL, "--json")
    compiled = {"TRAX_SOLITAIRE_INTERPRETED": "0"}
    said = clean_run(bundled, home, *words, **compiled)
    kernels = home / ".cache" / "trax-solitaire" / "numba"
    (first,) = kernels.iterdir()
    assert list(first.rglob("*.nbi"))
    folder = bundled.parent
    moved = folder.with_name("moved-trax-solitaire")
    folder.rename(moved)
    try:
        # Answered by the interpreter at the new place (compiling there again is the same
        # steps as at the first): the new place has a folder of its own, the old one's is gone.
        assert clean_run(moved / bundled.name, home, *words) == said
        (second,) = kernels.iterdir()  # the place it left is gone: so are its kernels
        assert second != first
        noted = Path((second / PLACE_FILE).read_text(encoding="utf-8"))
        assert noted.is_relative_to(moved.resolve())  # the place it runs from now
    finally:
        moved.rename(folder)


# -- the licences (issue 34) --


def covered_by(notices: str) -> dict[str, str]:
    """Each path (or folder/) the notices list, and the component it is listed under; every
    component with at least one licence text of some length."""
    covered = {}
    for name, body in sections(notices).items():
        listed = body.split("Files:\n", 1)[1]
        for line in listed.splitlines():
            if not line.startswith("  "):
                break
            covered[line.strip()] = name
        blocks = re.split(r"\n-{78}\n\[[^\n]+\]\n", body)[1:]
        assert blocks, f"{name}: no licence text"
        assert all(len(b) > 150 or b.startswith("(the same text as") for b in blocks), name
    return covered


def component_of(covered: dict[str, str], relative: str) -> str | None:
    if relative in covered:
        return covered[relative]
    parts = relative.split("/")
    for depth in range(len(parts) - 1, 0, -1):
        folder = "/".join(parts[:depth]) + "/"
        if folder in covered:
            return covered[folder]
    return None


def is_elf(path: Path) -> bool:
    with path.open("rb") as file:
        return file.read(4) == b"\x7fELF"


def debian_packages(names: set[str]) -> dict[str, str]:
    """The Debian package holding a library of each name (a name left out: none, or no dpkg:
    the notices then hold the folder's file by its component alone). dpkg is asked once, with
    one pattern for every file it knows, and its lines are sorted out by name here: each
    pattern given to `dpkg -S` reads its whole database again (one a name took seconds)."""
    if not names or not shutil.which("dpkg"):
        return {}
    done = subprocess.run(["dpkg", "-S", "*"], capture_output=True, text=True)
    found: dict[str, str] = {}
    for line in done.stdout.splitlines():
        package, _, path = line.partition(": ")
        name = path.rsplit("/", 1)[-1]
        if name in names and "," not in package:
            found.setdefault(name, package.split(":")[0])
    return found


def archive_modules(program: Path) -> set[str]:
    """The top-level names of the modules compiled into the executable's archive."""
    from PyInstaller.archive.readers import CArchiveReader

    reader = CArchiveReader(str(program))
    (pyz,) = [name for name in reader.toc if name.endswith(".pyz")]
    return {name.split(".")[0] for name in reader.open_embedded_archive(pyz).toc}


def test_every_file_of_the_folder_has_a_licence_in_the_notices(bundled: Path) -> None:
    folder = bundled.parent
    notices = (folder / NOTICES_NAME).read_text(encoding="utf-8")
    covered = covered_by(notices)
    flat = " ".join(notices.split())
    python_text = " ".join(python_licence_file().read_text(encoding="utf-8").split())
    assert python_text in flat  # CPython's own LICENSE, PSF
    assert "GNU LESSER GENERAL PUBLIC LICENSE Version 3, 29 June 2007" in flat
    assert "GNU GENERAL PUBLIC LICENSE Version 3, 29 June 2007" in flat
    files = [path for path in sorted(folder.rglob("*")) if path.is_file()]
    libraries = {p.resolve().name for p in files if ".so" in p.resolve().name}
    packages = debian_packages(libraries)  # one question to dpkg for every library
    parts = sections(notices)
    for path in files:
        target = path.resolve()  # a link stands for the file it points to, in the folder
        assert target.is_relative_to(folder), path
        relative = target.relative_to(folder).as_posix()
        component = component_of(covered, relative)
        assert component, f"{relative}: in no component of the notices"
        if not is_elf(target) or ".so" not in target.name:
            continue
        section = " ".join(parts[component].split())
        package = packages.get(target.name)
        if target.name.startswith("libpython") or "/lib-dynload/" in relative:
            assert component.startswith("Python (CPython)"), relative
        elif "PySide6/Qt/lib/libicu" in relative:
            assert "UNICODE, INC. LICENSE AGREEMENT" in section, relative
        elif relative.startswith("_internal/PySide6/") or relative.startswith(
            "_internal/shiboken6/"
        ):
            # The texts are given once (in PySide6's section) and named in shiboken6's.
            assert "[the LGPL-3.0-only licence]" in section, relative
            assert "[the GPL-3.0-only licence]" in section, relative
            assert "replace them with your own build" in section, relative
        elif package is not None and "/" not in relative.removeprefix("_internal/"):
            copyright_file = Path("/usr/share/doc") / package / "copyright"
            text = copyright_file.read_text(encoding="utf-8", errors="replace")
            assert component.startswith(f"{package} "), relative
            assert " ".join(text.split()) in flat, relative
    numpy_section = " ".join(
        sections(notices)[next(c for c in covered.values() if c.startswith("numpy "))].split()
    )
    assert "OpenBLAS" in numpy_section and "_internal/numpy.libs/" in covered
    llvm = next(name for name in sections(notices) if name.startswith("llvmlite "))
    assert "LLVM Exceptions" in sections(notices)[llvm]


def test_every_distribution_in_the_folder_has_its_licence_in_the_notices(bundled: Path) -> None:
    import importlib.metadata as metadata

    notices = (bundled.parent / NOTICES_NAME).read_text(encoding="utf-8")
    found = sections(notices)
    flat = " ".join(notices.split())
    owners = metadata.packages_distributions()
    names = archive_modules(bundled)
    names |= {p.name for p in (bundled.parent / "_internal").iterdir() if p.is_dir()}
    dists = {dist for name in names for dist in owners.get(name, [])} - {"trax-solitaire"}
    assert {"numpy", "numba", "llvmlite", "tqdm", "shiboken6"} <= dists
    for dist in dists:
        version = metadata.version(dist)
        name = metadata.metadata(dist)["Name"]
        (section,) = [body for title, body in found.items() if title == f"{name} {version}"]
        for path in metadata.files(dist) or []:
            if path.parts[0].endswith(".dist-info") and "licenses" in path.parts:
                # Given in its section, or (the same text) in an earlier one, named there.
                text = path.locate().read_text(encoding="utf-8", errors="replace")
                assert " ".join(text.split()) in flat, (dist, path)
                assert f"[{name}'s {'/'.join(path.parts[2:])}]" in section, (dist, path)


def test_readline_is_left_out(bundled: Path) -> None:
    names = [p.name for p in bundled.parent.rglob("*")]
    assert not [n for n in names if n.startswith(("readline.", "libreadline"))], names
    assert "readline" not in archive_modules(bundled)
    assert "libreadline" not in (bundled.parent / NOTICES_NAME).read_text(encoding="utf-8")


def test_numbas_debugging_aids_are_left_out(bundled: Path) -> None:
    """Coloured dumps (pygments), annotated HTML (jinja2, markupsafe) and the system report
    (psutil): numba imports them only when asked for those, which the app never does."""
    aids = {"pygments", "jinja2", "markupsafe", "psutil"}
    assert not aids & archive_modules(bundled)
    assert not aids & {p.name for p in (bundled.parent / "_internal").iterdir()}
    notices = (bundled.parent / NOTICES_NAME).read_text(encoding="utf-8")
    assert not [name for name in sections(notices) if name.split()[0].lower() in aids]


def test_a_build_leaves_nothing_in_the_temporary_folder(bundled: Path) -> None:
    assert not list((bundled.parents[2] / "tmp").iterdir())
