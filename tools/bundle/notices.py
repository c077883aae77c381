"""THIRD-PARTY-NOTICES.txt of the standalone folder (issue 34), written by trax-solitaire.spec
once the folder is built: every file in the folder, and every module in the program's archive,
is put down to the component it comes from, whose licence and its full text the file then gives
(ui/notices says how). A file is traced through the path PyInstaller copied it from:

- the running Python's own files (libpython, lib-dynload, the standard library) -> CPython;
- a file an installed distribution lists in its RECORD -> that distribution (the ICU libraries
  inside PySide6's Qt -> ICU, which PySide6's metadata does not name);
- a file of the source tree, or a translation compiled from it -> the project;
- the executable and PyInstaller's own modules -> PyInstaller's bootloader and runtime;
- any other file (the system's shared libraries) -> its Debian package (`dpkg -S`), with the
  package's /usr/share/doc/<package>/copyright and the common licence texts it refers to.

A file that cannot be traced stops the build, where dpkg is there to ask; elsewhere (no dpkg)
it is listed as not traced, with a warning."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import sysconfig
from collections import defaultdict
from pathlib import Path, PurePosixPath

from solitaire.version import __version__
from ui.common.project import PROJECT_URL
from ui.notices import (
    NOTICES_NAME,
    Component,
    NoticeError,
    python_component,
    render,
    standard_texts,
)
from ui.notices.distributions import distribution_component, installed_files

PROJECT = "project"
OURS = "trax-solitaire"  # the project's own distribution (an installed checkout)
PYTHON = "python"
BOOTLOADER = "pyinstaller"  # the executable is its bootloader; its modules start the program
ICU = "ICU"
COMMON_LICENCES = Path("/usr/share/common-licenses")
LGPL = {"PySide6_Essentials", "PySide6", "shiboken6", "PySide6_Addons"}
LGPL_NOTE = (
    "PySide6, shiboken6 and the Qt libraries PySide6 carries are used under the GNU Lesser "
    "General Public License version 3 (its text and the GPL's, below). They are linked "
    "dynamically and you may replace them with your own build, or another release, of the "
    "same version: put its files in place of those in _internal/PySide6/ (the Qt libraries "
    "are in _internal/PySide6/Qt/lib/, Qt's plugins in _internal/PySide6/Qt/plugins/) and "
    "_internal/shiboken6/. Their source: https://code.qt.io/ and "
    "https://download.qt.io/official_releases/QtForPython/ (Qt's own source: "
    "https://download.qt.io/official_releases/qt/). Qt includes third-party code under its "
    "own licences, listed at https://doc.qt.io/qt-6/licenses-used-in-qt.html. This "
    f"program's source: {PROJECT_URL}."
)
BOOTLOADER_NOTE = (
    "The executable trax-solitaire is PyInstaller's bootloader, and a few of PyInstaller's "
    "modules start the program: the GPL-2.0-or-later with PyInstaller's exception, which "
    "lets them be shipped with any program under its own licence (COPYING.txt, below)."
)
INTRO = (
    "The standalone folder of Trax Solitaire holds, besides the program (MIT licence), "
    "software made by others: Python, Qt for Python (PySide6), numpy, numba, llvmlite and "
    "the libraries of this system they link. Each is named below with the files of this "
    "folder it accounts for (paths from the folder; a folder/ stands for all its files), the "
    "licence it comes under and that licence's full text, as the component ships it. "
    '"the program\'s archive" is the modules compiled into the trax-solitaire executable.'
)


def python_roots() -> list[Path]:
    """The folders of the running Python's standard library and its extension modules (of the
    base installation, not of a virtual environment)."""
    base = {"base": sys.base_prefix, "platbase": sys.base_exec_prefix}
    return [Path(sysconfig.get_path(key, vars=base)).resolve() for key in ("stdlib", "platstdlib")]


class Tracer:
    """Which component a copied file (by its source path) comes from."""

    def __init__(self, project_roots: list[Path]) -> None:
        self.owners = installed_files()
        self.project_roots = [root.resolve() for root in project_roots]
        self.python = python_roots()
        self.environment = Path(sys.prefix).resolve()
        self.system: dict[str, str] = {}

    def owner(self, source: str, destination: str) -> str | None:
        path = Path(source).resolve()
        name = PurePosixPath(destination).name
        found = self.owners.get(path)
        if found in LGPL and name.startswith("libicu"):
            return ICU
        if found is not None:
            return PROJECT if found == OURS else found
        if name.startswith("libpython") or any(path.is_relative_to(r) for r in self.python):
            return PYTHON
        if path.is_relative_to(self.environment):  # a file of the build's virtual environment
            return None
        if any(path.is_relative_to(root) for root in self.project_roots):
            return PROJECT
        return self.system.get(source)

    def ask_dpkg(self, sources: list[str]) -> None:
        """Fill `system` with the Debian package of each source, where dpkg knows one: the
        first of its spellings that dpkg knows. One question for every spelling of every
        source (each `dpkg -S` reads dpkg's whole database: one per file took seconds)."""
        if not sources or not shutil.which("dpkg"):
            return
        spellings = {source: _spellings(source) for source in sources}
        asked = list(dict.fromkeys(path for paths in spellings.values() for path in paths))
        done = subprocess.run(["dpkg", "-S", *asked], capture_output=True, text=True, check=False)
        spelled = set(asked)
        known: dict[str, str] = {}  # an absolute path given to dpkg -S: the first line on it
        for line in done.stdout.splitlines():
            head, _, path = line.rpartition(": ")
            if head and path in spelled:
                known.setdefault(path, head)
        for source, paths in spellings.items():
            found = next((known[path] for path in paths if path in known), None)
            if found is not None:
                self.system[source] = "deb:" + found.split(":")[0]


def _spellings(source: str) -> list[str]:
    """A path as dpkg may know it: as given, resolved, and with /usr/lib and /lib swapped
    (merged /usr)."""
    spelled = [source, str(Path(source).resolve())]
    for path in list(spelled):
        if path.startswith("/usr/lib/"):
            spelled.append(path.removeprefix("/usr"))
        elif path.startswith("/lib/"):
            spelled.append("/usr" + path)
    return list(dict.fromkeys(spelled))


def compress(owned: dict[str, str]) -> dict[str, list[str]]:
    """Each owner's paths, a folder written once (as folder/) where one owner has all its
    files."""
    tree: dict[str, set[str]] = defaultdict(set)
    for path, owner in owned.items():
        parts = PurePosixPath(path).parts
        for depth in range(1, len(parts)):
            tree["/".join(parts[:depth])].add(owner)
    covers: dict[str, list[str]] = defaultdict(list)
    for path, owner in sorted(owned.items()):
        parts = PurePosixPath(path).parts
        shown = path
        for depth in range(1, len(parts)):
            folder = "/".join(parts[:depth])
            if tree[folder] == {owner}:
                shown = folder + "/"
                break
        if shown not in covers[owner]:
            covers[owner].append(shown)
    return covers


def debian_component(package: str, covers: list[str]) -> Component:
    """A Debian package's copyright file, with the common licence texts it refers to."""
    copyright_file = Path("/usr/share/doc") / package / "copyright"
    if not copyright_file.is_file():
        raise NoticeError(f"{package}: no {copyright_file}")
    text = copyright_file.read_text(encoding="utf-8", errors="replace")
    version = subprocess.run(
        ["dpkg-query", "-W", "-f", "${Version}", package], capture_output=True, text=True
    ).stdout.strip()
    licences = re.findall(r"^License: *(.+)$", text, re.MULTILINE)
    texts = [(f"{copyright_file}", text)]
    for name in dict.fromkeys(re.findall(r"common-licenses/([A-Za-z0-9+_-]+(?:\.\d+)*)", text)):
        common = COMMON_LICENCES / name
        if common.is_file():
            texts.append((f"{common}", common.read_text(encoding="utf-8", errors="replace")))
    shown = "; ".join(dict.fromkeys(licences)) or "see the copyright file below"
    return Component(f"{package} {version} (Debian package)", shown, covers, texts)


def _component(owner: str, covers: list[str], project_licence: Path) -> Component:
    if owner == PROJECT:
        text = project_licence.read_text(encoding="utf-8")
        name = f"Trax Solitaire {__version__}"
        return Component(name, "MIT", covers, [("LICENSE", text)])
    if owner == PYTHON:
        return python_component(covers)
    if owner == ICU:
        texts = standard_texts("ICU")
        return Component("ICU (inside PySide6's Qt)", "Unicode-DFS-2016", covers, texts)
    if owner.startswith("deb:"):
        return debian_component(owner.removeprefix("deb:"), covers)
    notes = {BOOTLOADER: BOOTLOADER_NOTE, **dict.fromkeys(LGPL, LGPL_NOTE)}
    return distribution_component(owner, covers, notes.get(owner, ""))


ORDER = (PROJECT, PYTHON, BOOTLOADER)
PROGRAM = "trax-solitaire"  # the executable, and the man page beside it
BESIDE = ("LICENSE", NOTICES_NAME)  # the project's files beside the executable


def _order(owner: str) -> tuple[int, bool, str]:
    """The project, Python, PyInstaller, the distributions, then the system's packages."""
    first = ORDER.index(owner) if owner in ORDER else len(ORDER)
    return first, owner.startswith("deb:"), owner.lower()


def write_notices(
    folder: Path, contents: str, tocs: list[list[tuple]], pure: list[tuple], roots: list[Path]
) -> Path:
    """Write THIRD-PARTY-NOTICES.txt into the built `folder` (its files under `contents`, e.g.
    _internal), from PyInstaller's lists (destination, source, kind) and its modules `pure`
    (name, source, kind); `roots`: the source tree and other folders of the project's files."""
    tracer = Tracer(roots)
    sources = {dest.replace("\\", "/"): src for toc in tocs for dest, src, _ in toc if src}
    owned: dict[str, str] = {}
    unknown: list[str] = []
    files = sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    untraced = []
    for path in files:
        relative = path.relative_to(folder).as_posix()
        if path.parent == folder and (path.name in BESIDE or path.name.startswith(PROGRAM)):
            program = path.name.startswith(PROGRAM) and path.suffix in ("", ".exe")
            owned[relative] = BOOTLOADER if program else PROJECT
            continue
        inside = path.relative_to(folder / contents).as_posix()
        if inside == "base_library.zip":
            owned[relative] = PYTHON
            continue
        source = sources.get(inside)
        owner = tracer.owner(source, inside) if source else None
        if owner is None:
            untraced.append((relative, source))
        else:
            owned[relative] = owner
    tracer.ask_dpkg([source for _, source in untraced if source])
    for relative, source in untraced:
        owner = tracer.owner(source, relative) if source else None
        if owner is None:
            unknown.append(f"{relative} (from {source})")
        else:
            owned[relative] = owner
    owned[NOTICES_NAME] = PROJECT  # this file, written below
    archive = _archive_owners(tracer, pure)
    covers = compress(owned)
    for owner in archive:
        covers.setdefault(owner, []).append("modules in the program's archive")
    if unknown and shutil.which("dpkg"):
        raise NoticeError("files of the folder with no known licence: " + ", ".join(unknown))
    if unknown:
        print("bundle: no licence traced for: " + ", ".join(unknown), file=sys.stderr)
    owners = sorted(covers, key=_order)
    components = [_component(owner, covers[owner], roots[0] / "LICENSE") for owner in owners]
    if unknown:
        components.append(Component("Not traced", "unknown", unknown))
    title = f"Third-party notices: Trax Solitaire {__version__}, the standalone folder"
    target = folder / NOTICES_NAME
    target.write_text(render(title, INTRO, components), encoding="utf-8")
    return target


def _archive_owners(tracer: Tracer, pure: list[tuple]) -> set[str]:
    """The components of the modules compiled into the program's archive."""
    found = set()
    for _name, source, _kind in pure:
        if not source or not Path(source).is_file():
            continue
        owner = tracer.owner(source, Path(source).name)
        if owner is None:
            raise NoticeError(f"a module of the program's archive with no known licence: {source}")
        found.add(owner)
    return found
