"""The installed form (issue 17): `python -m build` makes an sdist and a wheel (the wheel built
from the sdist, so both are complete); the wheel, installed into a fresh virtual environment
outside the repository and run from a folder outside it (the source tree is not on the path),
holds every data file the program reads and runs: the subcommands give the same output as the
source tree's, the desktop entry it installs starts it, and the app opens its first window.
The environment is the lean one (issue 25): PySide6's essentials without its add-ons, in which
the app, the tutorial and every dialog open (tests/app_tour.py).

The wheel is installed by pip from the built file, without its dependencies: those it declares
(and theirs in turn) are this test environment's own, laid out file by file in a folder the
fresh venv reads through a .pth file (dependency_view), and `pip check` there proves every
requirement met. pip would otherwise unpack hundreds of megabytes (numpy, numba, PySide6) again
for each run. Only the declared dependencies are in that folder: not the repository's editable
install, nor anything else of the test environment.

Building takes a minute (pip takes the build's requirements from its cache)."""

from __future__ import annotations

import email
import importlib.metadata as metadata
import json
import os
import re
import shutil
import subprocess
import sys
import venv
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from solitaire.version import __version__
from tests.conftest import REPO_ROOT
from tests.needs import need, package_index_reachable

if TYPE_CHECKING:
    from build.env import DefaultIsolatedEnv

PACKAGES = ("solitaire", "solver", "puzzles", "ui")
DEAL = "NS NE NE SW NS NS NE NE SW"


def run(command: list[str], cwd: Path, env: dict[str, str], timeout: float = 600) -> str:
    done = subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert done.returncode == 0, f"{command} exited {done.returncode}:\n{done.stderr[-3000:]}"
    return done.stdout


def clean_env(tmp: Path) -> dict[str, str]:
    """The environment without anything pointing into the repository, with fresh player's
    data and cache folders (so the shipped tables are what answers)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        TRAX_SOLITAIRE_DATA_DIR=str(tmp / "data"),
        TRAX_SOLITAIRE_CACHE_DIR=str(tmp / "cache"),
        XDG_DATA_HOME=str(tmp / "xdg"),
        HOME=str(tmp / "home"),
        PIP_DISABLE_PIP_VERSION_CHECK="1",
    )
    env.setdefault("PIP_CACHE_DIR", str(Path.home() / ".cache" / "pip"))
    (tmp / "home").mkdir(exist_ok=True)
    return env


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """(sdist, wheel): the sdist built from the repository, and the wheel built from that sdist
    unpacked (as `python -m build` and pip build one), in a tree holding files an earlier build
    left in build/lib, with no lrelease on PATH (a venv not activated). Both by the build
    package's builder, as `python -m build` runs it (no PYTHONPATH, no VIRTUAL_ENV), in one
    isolated build environment holding only what the build declares (pyproject.toml's
    build-system requires, and what the backend asks for each step): made once, not once for
    each (it unpacks PySide6's essentials, 80 MB)."""
    import tarfile

    from build.env import DefaultIsolatedEnv

    out = tmp_path_factory.mktemp("dist")
    place = tmp_path_factory.mktemp("unpacked")
    try:
        with pytest.MonkeyPatch.context() as patch, DefaultIsolatedEnv() as isolated:
            patch.delenv("PYTHONPATH", raising=False)
            patch.delenv("VIRTUAL_ENV", raising=False)
            ready: set[str] = set()
            sdist = build_in(isolated, REPO_ROOT, "sdist", out, ready)
            with tarfile.open(sdist) as archive:
                archive.extractall(place, filter="data")
            (tree,) = place.iterdir()
            for stray in STRAYS:
                (tree / "build" / "lib" / stray).parent.mkdir(parents=True, exist_ok=True)
                (tree / "build" / "lib" / stray).write_text("left by an earlier build\n")
            (place / "bin").mkdir()  # PATH: a folder with nothing in it (and the environment's)
            patch.setenv("PATH", str(place / "bin"))
            wheel = build_in(isolated, tree, "wheel", out, ready)
    except Exception:
        if not package_index_reachable():
            need("a package index that pip can reach (the network), to build the wheel")
        raise
    assert {sdist, wheel} == set(out.iterdir())
    return sdist, wheel


def build_in(
    isolated: DefaultIsolatedEnv, source: Path, distribution: str, out: Path, ready: set[str]
) -> Path:
    """`distribution` of `source` built into `out` in the isolated environment: the build-system
    requires installed there first (those not in `ready`, the ones installed already: the
    unpacked sdist's are the repository's), then what the backend asks for this distribution."""
    from build import ProjectBuilder

    builder = ProjectBuilder.from_isolated_env(isolated, source)
    if builder.build_system_requires - ready:
        isolated.install(builder.build_system_requires)
        ready |= builder.build_system_requires
    isolated.install(builder.get_requires_for_build(distribution))
    return Path(builder.build(distribution, out))


def requirements_of(wheel: Path) -> list[Requirement]:
    """The wheel's Requires-Dist (its METADATA), extras left out."""
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        text = archive.read(name).decode()
    wanted = [
        Requirement(line) for line in email.message_from_string(text).get_all("Requires-Dist")
    ]
    return [r for r in wanted if r.marker is None or r.marker.evaluate({"extra": ""})]


def dependency_view(wheel: Path, view: Path) -> dict[str, str]:
    """What pip would install beside the wheel, from this test environment: the distributions
    the wheel requires and theirs in turn, each at a version this environment holds that
    satisfies every requirement met on the way, laid out in `view` file by file as their
    RECORDs list them (links to this environment's files; scripts, outside site-packages, left
    out). Nothing else of the test environment: not the repository's editable install, not an
    add-on a requirement does not name. {canonical name: version}."""
    todo = requirements_of(wheel)
    found: dict[str, metadata.Distribution] = {}
    while todo:
        requirement = todo.pop()
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
            continue
        name = canonicalize_name(requirement.name)
        try:
            dist = found.get(name) or metadata.distribution(requirement.name)
        except metadata.PackageNotFoundError:
            pytest.fail(f"{requirement} (the wheel's or a dependency's): not in the test venv")
        assert requirement.specifier.contains(dist.version, prereleases=True), (
            f"{requirement} (the wheel's or a dependency's): the test venv has {dist.version}"
        )
        if name not in found:
            found[name] = dist
            todo += [Requirement(line) for line in dist.requires or []]
    assert "trax-solitaire" not in found
    for dist in found.values():
        for file in dist.files or []:
            if file.parts[0] == "..":
                continue
            link = view / file
            if link.is_symlink():  # a file its RECORD lists twice
                continue
            link.parent.mkdir(parents=True, exist_ok=True)
            link.symlink_to(Path(dist.locate_file(file)).resolve())
    return {name: dist.version for name, dist in found.items()}


def pip(bin_dir: Path, *words: str) -> list[str]:
    """The test environment's pip acting on the venv of `bin_dir` (pip --python): the fresh
    venv has no pip of its own (ensurepip costs seconds of CPU)."""
    return [sys.executable, "-m", "pip", "--python", str(bin_dir / "python"), *words]


@pytest.fixture(scope="module")
def installed(built: tuple[Path, Path], tmp_path_factory: pytest.TempPathFactory):  # noqa: ANN201
    """A fresh venv outside the repository with the wheel installed from the built file, its
    dependencies seen through a .pth file (dependency_view) and every requirement met (pip
    check); (bin folder, place, env). The dependencies' names and versions are
    place/dependencies.json."""
    place = tmp_path_factory.mktemp("player")
    env = clean_env(place)
    venv.create(place / "venv", with_pip=False)
    bin_dir = place / "venv" / ("Scripts" if sys.platform == "win32" else "bin")
    python = str(bin_dir / "python")
    versions = dependency_view(built[1], place / "dependencies")
    (place / "dependencies.json").write_text(json.dumps(versions))
    code = "import sysconfig; print(sysconfig.get_path('purelib'))"
    site_packages = Path(run([python, "-c", code], place, env).strip())
    assert site_packages.is_relative_to(place / "venv")
    (site_packages / "dependencies.pth").write_text(f"{place / 'dependencies'}\n")
    run(pip(bin_dir, "install", "-q", "--no-deps", str(built[1])), place, env)
    checked = run(pip(bin_dir, "check"), place, env)
    assert "No broken requirements found." in checked, checked
    return bin_dir, place, env


STRAYS = ("ui/stray_module.py", "ui/resources/translations/trax-solitaire_xx.qm")


def tracked_files() -> list[str]:
    done = subprocess.run(
        ["git", "ls-files"], cwd=REPO_ROOT, capture_output=True, text=True, check=True
    )
    return [name for name in done.stdout.splitlines() if (REPO_ROOT / name).is_file()]


def data_files() -> set[str]:
    """Every file in the source packages that is not Python source or a README: what the
    program may read at run time."""
    tracked = subprocess.run(
        ["git", "ls-files", *PACKAGES], cwd=REPO_ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    return {name for name in tracked if not name.endswith((".py", "README.md"))}


def test_the_wheel_and_the_sdist_hold_every_data_file(built: tuple[Path, Path]) -> None:
    sdist, wheel = built
    assert wheel.name == f"trax_solitaire-{__version__}-py3-none-any.whl"
    names = set(zipfile.ZipFile(wheel).namelist())
    wanted = data_files()
    assert {"puzzles/packs/3x3-line.json", "solver/data/fairplay-3x3-line.npz"} <= wanted
    assert any(name.startswith("ui/resources/icons/") for name in wanted)
    assert wanted <= names, f"missing from the wheel: {sorted(wanted - names)}"
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    assert "trax-solitaire = ui.cli:main" in zipfile.ZipFile(wheel).read(entry_points).decode()
    import tarfile

    with tarfile.open(sdist) as archive:
        members = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    assert wanted <= members, f"missing from the sdist: {sorted(wanted - members)}"


def test_the_licence_travels_with_the_wheel_and_the_sdist(built: tuple[Path, Path]) -> None:
    """The MIT licence asks for its notice in every copy (issue 25); the sdist also carries
    what packagers install (packaging/: the desktop entry, the metainfo, the man page)."""
    import tarfile

    sdist, wheel = built
    licence = (REPO_ROOT / "LICENSE").read_bytes()
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        (in_wheel,) = [n for n in names if n.endswith(".dist-info/licenses/LICENSE")]
        assert archive.read(in_wheel) == licence
        metadata = archive.read(next(n for n in names if n.endswith(".dist-info/METADATA")))
    assert b"\nLicense-Expression: MIT\n" in metadata and b"\nLicense-File: LICENSE\n" in metadata
    with tarfile.open(sdist) as archive:
        members = {name.split("/", 1)[1]: name for name in archive.getnames() if "/" in name}
        assert archive.extractfile(members["LICENSE"]).read() == licence
    packaging = {p.relative_to(REPO_ROOT).as_posix() for p in (REPO_ROOT / "packaging").iterdir()}
    assert {"packaging/trax-solitaire.6", "packaging/README.md"} <= packaging <= set(members)


def test_the_wheel_has_the_translations_and_only_the_source_tree(
    built: tuple[Path, Path],
) -> None:
    """Issue 34: the translations are compiled into the wheel whatever the PATH (setup.py finds
    lrelease in PySide6, a build requirement; `built` empties PATH), and nothing an earlier
    build left in build/lib reaches the next wheel."""
    names = set(zipfile.ZipFile(built[1]).namelist())
    for code in ("it", "fr", "de"):
        assert f"ui/resources/translations/trax-solitaire_{code}.qm" in names, code
    assert not names & set(STRAYS), sorted(names & set(STRAYS))
    sources = {name for name in tracked_files() if name.split("/")[0] in PACKAGES}
    shipped = {name for name in names if name.split("/")[0] in PACKAGES}
    compiled = {n for n in shipped if n.endswith(".qm")}
    assert shipped - compiled <= sources, sorted(shipped - compiled - sources)


def test_the_sdist_holds_the_generators_and_the_wheel_the_man_page(
    built: tuple[Path, Path],
) -> None:
    """Issue 34: the sdist carries tools/ (the generators of the shipped tables, icons and
    packaging files); the wheel carries the man page as data (share/man/man6), which pip and
    pipx install where man finds it."""
    import tarfile

    sdist, wheel = built
    with tarfile.open(sdist) as archive:
        members = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    tools = {name for name in tracked_files() if name.startswith("tools/")}
    assert "tools/make_tables.py" in tools and tools <= members, sorted(tools - members)
    data = f"trax_solitaire-{__version__}.data/data/share/man/man6/trax-solitaire.6"
    with zipfile.ZipFile(wheel) as archive:
        page = archive.read(data)
    assert page == (REPO_ROOT / "packaging" / "trax-solitaire.6").read_bytes()


def test_the_installed_wheel_has_its_man_page(installed) -> None:
    bin_dir, place, env = installed
    page = bin_dir.parent / "share" / "man" / "man6" / "trax-solitaire.6"
    assert page.read_bytes() == (REPO_ROOT / "packaging" / "trax-solitaire.6").read_bytes()
    if shutil.which("man"):
        shown = run(
            ["man", "-M", str(bin_dir.parent / "share" / "man"), "6", "trax-solitaire"],
            place,
            {**env, "MANWIDTH": "100", "MANPAGER": "cat", "PAGER": "cat"},
        )
        assert "trax-solitaire hint" in shown


# Where the fresh venv's Python finds the program and its dependencies.
WHERE = f"""
import importlib, importlib.metadata as m, json, sys
print(json.dumps({{
    "packages": {{p: importlib.import_module(p).__file__ for p in {PACKAGES!r}}},
    "project": [str(d.locate_file("")) for d in m.distributions()
                if d.metadata["Name"] == "trax-solitaire"],
    "numpy": importlib.import_module("numpy").__file__,
    "path": sys.path,
    "finders": [f"{{c.__module__}}.{{c.__qualname__}}"
                for c in (f if isinstance(f, type) else type(f) for f in sys.meta_path)],
}}))
"""


def test_the_installed_wheel_runs_away_from_the_source_tree(installed, tmp_path: Path) -> None:
    bin_dir, place, env = installed
    command = str(bin_dir / "trax-solitaire")
    where = json.loads(run([str(bin_dir / "python"), "-c", WHERE], place, env))
    # The program is the installed wheel's, once, in the venv's site-packages; its dependencies
    # are found through the .pth file; nothing of the source tree is on the path, and the test
    # environment's editable install (its finder, its .pth file) is not there.
    for package in PACKAGES:
        assert Path(where["packages"][package]).is_relative_to(place / "venv"), where
    (location,) = where["project"]
    assert Path(location).is_relative_to(place / "venv"), where
    assert Path(where["numpy"]).is_relative_to(place / "dependencies"), where
    sources = [p for p in where["path"] if p and Path(p).resolve().is_relative_to(REPO_ROOT)]
    assert not sources and not [p for p in where["path"] if "editable" in p], where["path"]
    assert not [f for f in where["finders"] if "editable" in f.lower()], where["finders"]
    assert not list((place / "dependencies").glob("*editable*"))
    assert not list((place / "dependencies").glob("trax_solitaire*"))
    assert run([command, "--version"], place, env).strip() == f"trax-solitaire {__version__}"

    here = {k: v for k, v in env.items() if k != "TRAX_SOLITAIRE_CACHE_DIR"}
    here["TRAX_SOLITAIRE_CACHE_DIR"] = str(tmp_path / "source-cache")
    source = [sys.executable, "-m", "ui"]
    commands = [
        ["odds", "--json"],
        ["odds", "--size", "4", "--goal", "loop", "--json"],
        ["hint", "--deal", DEAL, "--moves", "@0:NS A2:NE B1:NE", "--all", "--json"],
        ["solve", "--deal", DEAL, "--json"],
        ["puzzles", "list", "--json"],
    ]
    if "lessons" in run([command, "--help"], place, env):
        commands.append(["lessons", "--json"])
    for words in commands:
        got = json.loads(run([command, *words], place, env))
        assert got == json.loads(run([*source, *words], REPO_ROOT, here)), words
    listed = json.loads(run([command, "puzzles", "list", "--json"], place, env))
    assert listed, "no puzzle packs in the installed wheel"
    # The fair-play tables came with the wheel: nothing was built into the fresh cache.
    assert not list(Path(env["TRAX_SOLITAIRE_CACHE_DIR"]).glob("fairplay-*"))


def test_the_installed_app_opens_its_window(installed) -> None:
    bin_dir, place, env = installed
    probe = {**env, "TRAX_SOLITAIRE_STARTUP_PROBE": "1"}
    out = run([str(bin_dir / "trax-solitaire")], place, probe, timeout=300)
    assert out.startswith("startup-seconds ")


def test_the_installed_desktop_entry_starts_the_installed_command(installed) -> None:
    bin_dir, place, env = installed
    said = run([str(bin_dir / "trax-solitaire"), "--install-desktop"], place, env)
    entry = next(Path(env["XDG_DATA_HOME"], "applications").glob("*.desktop"))
    assert f"wrote {entry}" in said
    exec_line = next(line for line in entry.read_text().splitlines() if line.startswith("Exec="))
    assert exec_line == f"Exec={bin_dir / 'trax-solitaire'}"
    words = exec_line.removeprefix("Exec=").split()
    assert run([*words, "--version"], place, env).strip() == f"trax-solitaire {__version__}"
    removed = run([str(bin_dir / "trax-solitaire"), "--uninstall-desktop"], place, env)
    assert f"removed {entry}" in removed and not entry.exists()
    # Nor is any folder it made left behind, empty (issue 34).
    assert not list(Path(env["XDG_DATA_HOME"]).rglob("*"))


def test_the_lean_install_has_no_qt_add_ons_and_opens_every_dialog(installed) -> None:
    bin_dir, place, env = installed
    python = str(bin_dir / "python")
    listed = json.loads(run(pip(bin_dir, "list", "--format", "json"), place, env))
    names = {canonicalize_name(entry["name"]) for entry in listed}
    # What the venv holds: the wheel and what it requires (dependency_view), no more.
    assert names == {"trax-solitaire", *json.loads((place / "dependencies.json").read_text())}
    assert "pyside6-essentials" in names
    assert not names & {"pyside6-addons", "pyside6"}, sorted(names)
    probe = "import importlib.util as u; print(u.find_spec('PySide6.QtMultimedia') is None)"
    assert run([python, "-c", probe], place, env).strip() == "True"
    shutil.copy(REPO_ROOT / "tests" / "app_tour.py", place / "app_tour.py")
    said = run([python, str(place / "app_tour.py")], place, env, timeout=300)
    report = json.loads(said.strip().splitlines()[-1])
    opened = {step: windows[0].split(":")[0] for step, windows in report["dialogs"].items()}
    assert opened == {
        "new game": "NewGameDialog",
        "puzzles": "PuzzleDialog",
        "open": "QFileDialog",
        "statistics": "StatisticsDialog",
        "preferences": "PreferencesDialog",
        "rules": "HelpWindow",
        "about": "QMessageBox",
        "review": "ReviewDialog",
    }
    assert report["tutorial"] is True
    assert re.match(r"\dx\d (line|loop) — ", report["window"]), report["window"]  # its game
