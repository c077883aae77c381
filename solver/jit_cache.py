"""Where numba keeps the solver's compiled kernels, when the install and home are read-only.

The kernels are compiled with `cache=True`: numba keeps them beside the sources (`__pycache__`)
or in the user's cache folder. A system-wide install run by another user, or a sandbox with no
writable home, has neither, and numba then refuses to compile at all ("cannot cache function
...: no locator available"). `ensure_writable_cache` runs before any kernel is defined (from
solver/__init__.py): when neither place can be written, and NUMBA_CACHE_DIR is not set, it
points numba at a private folder under the system's temporary folder and says so in one line
on stderr. Spawned workers inherit the setting (an environment variable) and say nothing.

numba names a cache folder by the absolute path of the sources, so a copy of the app that
moves (the standalone folder) compiles again and leaves the old set behind for ever.
`cache_for_install` gives each place the app is installed at its own folder, noting the place
in it, and removes the folders of places that no longer hold the app (issue 25)."""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import shutil
import stat
import sys
import tempfile
from pathlib import Path

ENV = "NUMBA_CACHE_DIR"


def _writable(folder: Path) -> bool:
    """Can a file be made in this folder (made if missing)? numba asks the same."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            return True
    except OSError:
        return False


def _user_cache() -> Path:
    xdg = os.environ.get("XDG_CACHE_HOME")
    if xdg and Path(xdg).is_absolute():
        return Path(xdg) / "numba"
    return Path.home() / ".cache" / "numba"


def private_folder(kind: str) -> Path | None:
    """`trax-solitaire-<kind>-<uid>` under the temporary folder: made 0700, and used only if
    it is a folder of ours that no one else may enter; else None."""
    uid = os.getuid() if hasattr(os, "getuid") else 0
    folder = Path(tempfile.gettempdir()) / f"trax-solitaire-{kind}-{uid}"
    with contextlib.suppress(OSError):
        folder.mkdir(mode=0o700, exist_ok=True)
        info = folder.lstat()
        mine = not hasattr(os, "getuid") or info.st_uid == uid
        if stat.S_ISDIR(info.st_mode) and mine and not info.st_mode & 0o077 and _writable(folder):
            return folder
    return None


def _private_temporary() -> Path | None:
    """A folder of ours under the temporary folder (made 0700, checked to be ours)."""
    folder = private_folder("numba")
    if folder is not None:
        return folder
    with contextlib.suppress(OSError):
        return Path(tempfile.mkdtemp(prefix="trax-solitaire-numba-"))
    return None


def ensure_writable_cache(package: Path | None = None) -> Path | None:
    """Point numba at a temporary cache folder when it has nowhere to keep compiled code;
    returns that folder, or None when nothing had to change."""
    if os.environ.get(ENV):
        return None
    here = package or Path(__file__).resolve().parent
    if _writable(here / "__pycache__"):
        return None
    with contextlib.suppress(RuntimeError, KeyError):  # no home at all
        if _writable(_user_cache()):
            return None
    folder = _private_temporary()
    if folder is None:
        return None
    os.environ[ENV] = str(folder)
    config = sys.modules.get("numba.core.config")
    if config is not None:  # numba read its settings already
        config.CACHE_DIR = str(folder)
    print(
        "trax-solitaire: the install and home folder are read-only; compiled solver code is "
        f"kept in {folder} instead",
        file=sys.stderr,
    )
    return folder


PLACE_FILE = "installed-at.txt"
_NUMBA_FOLDER = re.compile(r"^\w+_[0-9a-f]{40}$")  # numba's own name: <folder>_<sha1 of path>


def cache_for_install(root: Path, base: Path) -> Path:
    """The folder under `base` for the kernels of the app installed at `root` (made, with the
    place noted in it). Folders of places that no longer hold the app, and numba's own folders
    left directly in `base` by older versions, are removed."""
    root = root.resolve()
    folder = base / hashlib.sha1(str(root).encode()).hexdigest()[:16]
    folder.mkdir(parents=True, exist_ok=True)
    note = folder / PLACE_FILE
    if not note.is_file() or note.read_text(encoding="utf-8") != str(root):
        part = folder / f".{PLACE_FILE}.{os.getpid()}"
        part.write_text(str(root), encoding="utf-8")
        os.replace(part, note)
    for other in base.iterdir():
        if other != folder and other.is_dir() and _abandoned(other):
            shutil.rmtree(other, ignore_errors=True)
    return folder


def _abandoned(folder: Path) -> bool:
    """A folder of kernels whose place is gone, or numba's folder from before places."""
    if _NUMBA_FOLDER.match(folder.name):
        return True
    try:
        place = (folder / PLACE_FILE).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return False  # not ours: left alone
    return not Path(place).is_dir()
