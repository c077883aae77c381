"""File problems in plain words for the player: never Python's text ("[Errno 13] Permission
denied: '/x/.tmp123' -> '/x/kept.trax'", "'utf-8' codec can't decode byte 0x88"), always the
file the player knows and what went wrong with it. No Qt: the player's data code uses it too."""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path

_WHY = {
    errno.EACCES: "permission was refused",
    errno.EPERM: "permission was refused",
    errno.EROFS: "the disk is read-only",
    errno.ENOTDIR: "part of its path is a file, not a folder",
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is used up",
    errno.ENOENT: "it does not exist",
    errno.EISDIR: "it is a folder, not a file",
    errno.EIO: "the disk reported an error",
    errno.ENAMETOOLONG: "its name is too long",
}


def why(exc: BaseException) -> str:
    """What went wrong, in words ("permission was refused"), for an OSError or a decoding error;
    never a temporary file's name or Python's message."""
    if isinstance(exc, UnicodeError):
        return "it is not a text file this app wrote (its characters cannot be read)"
    if isinstance(exc, OSError):
        if exc.errno in _WHY:
            return _WHY[exc.errno]
        if exc.strerror:
            return exc.strerror[:1].lower() + exc.strerror[1:]
    return "it could not be read or written"


def cannot_write(folder: Path) -> str | None:
    """None when files can be made in `folder` (made if missing); else why not, in words."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(prefix=".trax-write-check-", dir=folder)
        os.close(handle)
        os.unlink(name)
    except OSError as exc:
        return why(exc)
    return None
