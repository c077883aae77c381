"""What the standalone folder leaves out, and what it strips (issues 17 and 25); used by
trax-solitaire.spec on PyInstaller's lists of binaries and data files.

Left out, never loaded by the app (it imports QtCore, QtGui and QtWidgets only):
- Qt libraries that Qt's plugins would pull in: QML and Quick (the virtual keyboard), PDF, and
  the network (TLS backends, network information);
- Qt's translations but those of the app's languages (qtbase_<code>.qm for each
  ui/resources/translations/trax-solitaire_<code>.ts: Qt's own dialogs in the player's words);
- platform plugins for screens without a desktop (eglfs, linuxfb, vnc, minimal, Vulkan
  display) and their device integrations, and the evdev and TUIO input plugins they need; kept:
  xcb (X11), wayland, and offscreen (tests and screenshots);
- image-format plugins: every picture the app shows is PNG, which QtGui reads itself; SVG is
  kept, with the SVG icon engine, for the desktop's icon theme in the file dialog;
- the GTK 3 platform theme (the GTK file dialog): the plugin is small, but PyInstaller copies
  the whole GTK stack it links (GTK, GDK, cairo, pango, ATK...: about 20 MB) beside it, a copy
  that need not match the desktop's own. Qt's file dialog serves instead; the XDG desktop
  portal theme stays (the desktop's own file dialog where a portal is asked for, as in the
  Flatpak and Snap sandboxes; it links nothing but Qt).
- the readline module and GNU readline (GPL-3): an interactive prompt's line editing, which the
  app never offers (the spec also keeps the module out);
- the libraries that only the files left out linked (found with objdump, where there is one).

Stripped (`strip --strip-unneeded`, on a copy in PyInstaller's work folder; where there is no
`strip` nothing is): libpython when built with debug symbols (15 MB of them in a python.org or
pyenv build), llvmlite's library (its symbol table is 19 MB) and the extension modules of
numpy, numba and llvmlite. Never OpenBLAS (numpy.libs/): numpy no longer loads it stripped. The
dynamic symbols that Python and ctypes look up are kept by --strip-unneeded."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path, PurePath

UNUSED_LIBRARIES = ("Qt6Qml", "Qt6Quick", "Qt6VirtualKeyboard", "qtvirtualkeyboard", "Qt6Pdf")
UNUSED_LIBRARIES += ("Qt6Network", "qpdf")
UNUSED_LIBRARIES += ("libreadline",)  # GPL-3; the readline module is never imported (the spec)
# The app's languages: Qt's own translations of these are kept (ui/app/language.py loads them).
LANGUAGES = frozenset(
    path.stem.split("_", 1)[1]
    for path in (Path(__file__).resolve().parents[2] / "ui" / "resources" / "translations").glob(
        "trax-solitaire_*.ts"
    )
)
UNUSED_FOLDERS = (
    "tls",
    "networkinformation",
    "egldeviceintegrations",
    "generic",
    "qmltooling",
)
UNUSED_PLATFORMS = ("qeglfs", "qlinuxfb", "qminimal", "qminimalegl", "qvnc", "qvkkhrdisplay")
UNUSED_THEMES = ("qgtk3",)
UNUSED_IMAGE_FORMATS = ("qgif", "qicns", "qico", "qjpeg", "qtga", "qtiff", "qwbmp", "qwebp")
STRIPPED_PACKAGES = ("llvmlite", "numba", "numpy")  # numpy.libs (OpenBLAS) is another folder


def _stem(name: str) -> str:
    """A plugin's name without 'lib' and its extensions: libqxcb.so -> qxcb, qgif.dll -> qgif."""
    stem = name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def used(destination: str) -> bool:
    """Whether the bundle keeps the file that lands at `destination` (relative to the folder)."""
    path = PurePath(destination)
    parts = path.parts
    if any(word in path.name for word in UNUSED_LIBRARIES) or path.name.startswith("readline."):
        return False
    if "PySide6" not in parts:
        return True
    if any(folder in parts for folder in UNUSED_FOLDERS):
        return False
    if "translations" in parts:  # Qt's: qtbase_it.qm, kept for the app's languages only
        return path.stem.startswith("qtbase_") and path.stem.split("_", 1)[1] in LANGUAGES
    if "platforms" in parts and _stem(path.name) in UNUSED_PLATFORMS:
        return False
    if "platformthemes" in parts and _stem(path.name) in UNUSED_THEMES:
        return False
    return not ("imageformats" in parts and _stem(path.name) in UNUSED_IMAGE_FORMATS)


def strippable(destination: str) -> bool:
    """libpython, llvmlite's library and the extension modules of numpy, numba and llvmlite
    (not OpenBLAS, which lives in numpy.libs)."""
    parts = PurePath(destination).parts
    if sys.platform != "linux" or not parts:
        return False
    if len(parts) == 1 and parts[0].startswith("libpython"):
        return True
    if parts[0] not in STRIPPED_PACKAGES:
        return False
    return parts[-1].startswith("libllvmlite") or ".cpython-" in parts[-1]


def stripped(source: str, destination: str, work: Path) -> str:
    """A stripped copy of `source` in `work` (its path), or `source` when strip is missing or
    fails or saves nothing."""
    tool = shutil.which("strip")
    if tool is None:
        return source
    target = work / "stripped" / destination
    target.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        [tool, "--strip-unneeded", "-o", str(target), source], capture_output=True, check=False
    )
    if done.returncode != 0 or target.stat().st_size >= Path(source).stat().st_size:
        return source
    return str(target)


def _needed(source: str, tool: str) -> set[str]:
    """The libraries a binary links (its NEEDED entries)."""
    done = subprocess.run([tool, "-p", source], capture_output=True, text=True, check=False)
    return {line.split()[1] for line in done.stdout.splitlines() if line.split()[:1] == ["NEEDED"]}


def _reached(starts: list, libraries: dict[str, tuple], tool: str) -> set[str]:
    """Names of the libraries in `libraries` linked from `starts`, directly or through others."""
    seen: set[str] = set()
    todo = [entry[1] for entry in starts]
    while todo:
        for name in _needed(todo.pop(), tool):
            if name in libraries and name not in seen:
                seen.add(name)
                todo.append(libraries[name][1])
    return seen


def _linked_only_by(dropped: list, kept: list) -> set[str]:
    """The libraries (names) that only the dropped binaries link; nothing without objdump."""
    tool = shutil.which("objdump")
    if tool is None or not dropped or sys.platform != "linux":
        return set()
    libraries = {PurePath(e[0]).name: e for e in kept if _is_library(e[0])}
    roots = [e for e in kept if not _is_library(e[0])]
    return _reached(dropped, libraries, tool) - _reached(roots, libraries, tool)


def _is_library(destination: str) -> bool:
    """A shared library other binaries link (not a module, a plugin or libpython, which the
    program opens itself)."""
    path = PurePath(destination)
    if "plugins" in path.parts or ".cpython-" in path.name or ".abi3." in path.name:
        return False
    return path.name.startswith("lib") and ".so" in path.name and "libpython" not in path.name


def trim(binaries: list, datas: list, work: str) -> tuple[list, list]:
    """PyInstaller's (destination, source, kind) lists without the unused files (and the
    libraries only they linked), with the strippable binaries swapped for stripped copies."""
    kept = [entry for entry in binaries if used(entry[0])]
    dropped = [entry for entry in binaries if not used(entry[0])]
    orphans = _linked_only_by(dropped, kept)
    lean = []
    for destination, source, kind in kept:
        if PurePath(destination).name in orphans:
            continue
        if strippable(destination):
            source = stripped(source, destination, Path(work))
        lean.append((destination, source, kind))
    datas = [e for e in datas if used(e[0]) and PurePath(e[0]).name not in orphans]
    return lean, datas
