"""Where solver tables live on disk, and saving/loading them safely.

Tables are `.npz` files in the user's cache directory (TRAX_SOLITAIRE_CACHE_DIR overrides it).
They are written to a temporary file and renamed into place, so a reader never sees half a file.
A file is checked before anything is read from it: it must be a regular file (a FIFO would hang
the reader), and each array's header must describe exactly the bytes stored for it (a forged
header could ask for terabytes). A file that fails a check, cannot be read, has the wrong arrays
or fails its checksum is moved aside to `<name>.damaged`, said on stderr and reported as missing,
so the caller rebuilds it instead of crashing, hanging or trusting it. Temporary files left by a
killed writer are removed once they are stale.
"""

from __future__ import annotations

import contextlib
import hashlib
import io
import os
import stat
import sys
import time
import zipfile
from functools import cache
from pathlib import Path

import numpy as np

from solitaire.storage import atomic_write_bytes
from solver.rules_version import RULES_VERSION as RULES_VERSION

ENV_VAR = "TRAX_SOLITAIRE_CACHE_DIR"
APP_DIR = "trax-solitaire"
# A temporary file older than this belongs to a writer that was killed (a table takes seconds).
STALE_TEMP_SECONDS = 15 * 60
# No solver table comes near this; a larger file is not one of ours.
MAX_TABLE_BYTES = 2**31


class DamagedCacheFile(Exception):
    """A cache file that must not be loaded; the message says why."""


def cache_dir() -> Path:
    """The directory for cached tables (not created here). When the folder cannot be one (a
    file stands at its place or in its path, or it cannot be entered), each table and figure
    would be rebuilt at every run, and each file in it blamed: then a private folder under the
    temporary folder serves instead, said once in one line naming the folder and ENV_VAR."""
    folder = _configured_cache_dir()
    problem = _not_a_folder(folder)
    return folder if problem is None else _instead(folder, problem)


@cache
def _instead(folder: Path, problem: str) -> Path:
    from solver.jit_cache import private_folder

    fallback = private_folder("cache")
    kept = f"kept in {fallback} meanwhile" if fallback else "rebuilt at every run"
    print(
        f"trax-solitaire: cache folder {folder} cannot be used ({problem}; {ENV_VAR} moves "
        f"it): solver tables and figures are {kept}",
        file=sys.stderr,
    )
    if fallback is None:
        return folder
    os.environ[ENV_VAR] = str(fallback)  # workers started later use it and say nothing
    return fallback


def _not_a_folder(folder: Path) -> str | None:
    """Why `folder` cannot be a folder, or None when it is one or could be made."""
    for place in (folder, *folder.parents):
        try:
            info = os.stat(place)
        except (FileNotFoundError, NotADirectoryError):
            continue  # could be made if the place above is a folder; or a file is above it
        except OSError as exc:
            return str(exc.strerror or exc)
        if not stat.S_ISDIR(info.st_mode):
            return "it is a file, not a folder" if place == folder else f"{place} is a file"
        return None
    return None


def _configured_cache_dir() -> Path:
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform == "win32":
        base = os.environ.get("LOCALAPPDATA")
        root = Path(base) if base else home / "AppData" / "Local"
    elif sys.platform == "darwin":
        root = home / "Library" / "Caches"
    else:
        xdg = os.environ.get("XDG_CACHE_HOME")
        root = Path(xdg) if xdg and Path(xdg).is_absolute() else home / ".cache"
    return root / APP_DIR


# The checksum hashes an array in slices of this many bytes: hashlib lets go of the interpreter
# lock while it hashes each one, so a thread reading a table never freezes the app's window
# (a whole 280 MB table at once held it for about a second, copied by tobytes).
HASH_SLICE_BYTES = 1 << 20


def checksum(arrays: dict[str, np.ndarray]) -> str:
    """SHA-256 over the arrays' names, dtypes, shapes and bytes, in name order."""
    digest = hashlib.sha256()
    for name in sorted(arrays):
        array = np.ascontiguousarray(arrays[name])
        digest.update(f"{name}|{array.dtype.str}|{array.shape}|".encode())
        raw = array.reshape(-1).view(np.uint8)  # the same bytes as tobytes(), not copied
        for start in range(0, raw.size, HASH_SLICE_BYTES):
            digest.update(raw[start : start + HASH_SLICE_BYTES])
    return digest.hexdigest()


def save(path: Path, arrays: dict[str, np.ndarray]) -> None:
    """Write arrays and their checksum atomically (temporary file, then os.replace)."""
    remove_stale_temporaries(path.parent)
    buffer = io.BytesIO()
    np.savez(buffer, checksum=np.array(checksum(arrays)), **arrays)
    atomic_write_bytes(path, buffer.getbuffer())


def remove_stale_temporaries(folder: Path, now: float | None = None) -> list[Path]:
    """Delete the `*.tmp` files a killed writer left in the folder (those older than
    STALE_TEMP_SECONDS, so a writer still at work keeps its own). Returns what was removed."""
    now = time.time() if now is None else now
    removed = []
    with contextlib.suppress(OSError):
        for temp in folder.glob("*.tmp"):
            with contextlib.suppress(OSError):
                info = temp.lstat()
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_SECONDS:
                    temp.unlink()
                    removed.append(temp)
    return removed


@cache
def _tidied(folder: Path) -> None:
    """Remove stale temporaries once per process and folder (loads happen every run)."""
    remove_stale_temporaries(folder)


def regular_file_size(path: Path) -> int | None:
    """The size of the file, None when there is none; DamagedCacheFile when something else
    (a FIFO, a folder, a device) stands in its place."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise DamagedCacheFile(f"cannot be examined ({exc.strerror})") from None
    if not stat.S_ISREG(info.st_mode):
        raise DamagedCacheFile("is not a regular file")
    return info.st_size


def check_npz(path: Path, names: tuple[str, ...]) -> None:
    """Check the archive's layout without loading an array: exactly the expected members,
    stored uncompressed, each with a .npy header whose shape and dtype account for exactly the
    bytes stored. DamagedCacheFile otherwise."""
    size = regular_file_size(path)
    if size is None:
        raise FileNotFoundError(path)
    if size > MAX_TABLE_BYTES:
        raise DamagedCacheFile(f"is {size} bytes, too large for a solver table")
    try:
        with zipfile.ZipFile(path) as archive:
            members = {info.filename: info for info in archive.infolist()}
            if set(members) != {f"{name}.npy" for name in (*names, "checksum")}:
                raise DamagedCacheFile("does not hold the expected arrays")
            for info in members.values():
                if info.compress_type != zipfile.ZIP_STORED:
                    raise DamagedCacheFile(f"{info.filename} is compressed")
                with archive.open(info) as member:
                    check_member(member, info)
    except (zipfile.BadZipFile, OSError, ValueError, EOFError) as exc:
        raise DamagedCacheFile(f"is not a readable table ({exc})") from None


def check_member(member, info: zipfile.ZipInfo) -> None:
    """One .npy member's header: no objects, and a shape and dtype that account for exactly
    the bytes stored (compressed members are read decompressed)."""
    version = np.lib.format.read_magic(member)
    read_header = {
        (1, 0): np.lib.format.read_array_header_1_0,
        (2, 0): np.lib.format.read_array_header_2_0,
    }.get(version)
    if read_header is None:
        raise DamagedCacheFile(f"{info.filename} has .npy version {version}")
    shape, _, dtype = read_header(member, max_header_size=10_000)
    if dtype.hasobject:
        raise DamagedCacheFile(f"{info.filename} holds Python objects")
    count = 1
    for extent in shape:
        count *= int(extent)
    header_bytes = member.tell()
    if header_bytes + count * dtype.itemsize != info.file_size:
        raise DamagedCacheFile(
            f"{info.filename}'s header claims shape {shape} of {dtype}, "
            f"not the {info.file_size - header_bytes} bytes stored"
        )


REBUILDING = "rebuilding it"  # what becomes of a damaged file, said after it is moved aside


def set_aside(path: Path, reason: str, then: str = REBUILDING) -> Path | None:
    """Move a damaged cache file to `<name>.damaged` (replacing an older one, so damage never
    piles up) and say so on stderr, with `then`: what the caller does without it (a caller
    that does not rebuild it says so, issue 33). Returns where it went, None if not moved."""
    aside = path.with_name(path.name + ".damaged")
    try:
        os.replace(path, aside)
    except OSError:
        aside = None
    where = f"moved to {aside.name}" if aside else "could not be moved"
    print(f"trax-solitaire: cache file {path} {reason}; {where}, {then}", file=sys.stderr)
    return aside


def load(
    path: Path, names: tuple[str, ...], then: str = REBUILDING
) -> dict[str, np.ndarray] | None:
    """The named arrays if the file is present, sound and matches its checksum; else None
    (a damaged file is first moved aside, see set_aside, which says `then`)."""
    _tidied(path.parent)
    try:
        check_npz(path, names)
        arrays = _read(path, names)
    except FileNotFoundError:
        return None
    except DamagedCacheFile as exc:
        set_aside(path, str(exc), then)
        return None
    if arrays is None:
        set_aside(path, "fails its checksum", then)
    return arrays


def _read(path: Path, names: tuple[str, ...]) -> dict[str, np.ndarray] | None:
    try:
        with np.load(path, allow_pickle=False) as data:
            arrays = {name: data[name] for name in names}
            stored = str(data["checksum"])
    except (OSError, ValueError, EOFError, KeyError, zipfile.BadZipFile) as exc:
        raise DamagedCacheFile(f"cannot be read ({exc})") from None
    return arrays if checksum(arrays) == stored else None
