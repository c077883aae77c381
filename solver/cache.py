"""Where solver tables live on disk, and saving/loading them safely.

Tables are `.npz` files in the user's cache directory (TRAX_SOLITAIRE_CACHE_DIR overrides it).
They are written to a temporary file and renamed into place, so a reader never sees half a file;
a file that cannot be read, has the wrong arrays or fails its checksum is reported as missing, so
the caller rebuilds it instead of crashing or trusting it.
"""

from __future__ import annotations

import hashlib
import io
import os
import sys
import zipfile
from pathlib import Path

import numpy as np

from solitaire.storage import atomic_write_bytes

ENV_VAR = "TRAX_SOLITAIRE_CACHE_DIR"
# Bump when a ruling in RULES.md changes solver results: old cache files are then ignored.
RULES_VERSION = 1
APP_DIR = "trax-solitaire"


def cache_dir() -> Path:
    """The directory for cached tables (not created here)."""
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


def checksum(arrays: dict[str, np.ndarray]) -> str:
    """SHA-256 over the arrays' names, dtypes, shapes and bytes, in name order."""
    digest = hashlib.sha256()
    for name in sorted(arrays):
        array = np.ascontiguousarray(arrays[name])
        digest.update(f"{name}|{array.dtype.str}|{array.shape}|".encode())
        digest.update(array.tobytes())
    return digest.hexdigest()


def save(path: Path, arrays: dict[str, np.ndarray]) -> None:
    """Write arrays and their checksum atomically (temporary file, then os.replace)."""
    buffer = io.BytesIO()
    np.savez(buffer, checksum=np.array(checksum(arrays)), **arrays)
    atomic_write_bytes(path, buffer.getbuffer())


def load(path: Path, names: tuple[str, ...]) -> dict[str, np.ndarray] | None:
    """The named arrays if the file is present, readable and matches its checksum; else None."""
    try:
        with np.load(path, allow_pickle=False) as data:
            if set(data.files) != {*names, "checksum"}:
                return None
            arrays = {name: data[name] for name in names}
            stored = str(data["checksum"])
    except (OSError, ValueError, EOFError, KeyError, zipfile.BadZipFile):
        return None
    if checksum(arrays) != stored:
        return None
    return arrays
