"""File problems in plain words for the player: never Python's text ("[Errno 13] Permission
denied: '/x/.tmp123' -> '/x/kept.trax'", "'utf-8' codec can't decode byte 0x88"), only what
went wrong; the caller names the file the player knows."""

from __future__ import annotations

import errno

from solitaire.translatable import QT_TR_NOOP, tr

_WHY = {
    errno.EACCES: QT_TR_NOOP("permission was refused"),
    errno.EPERM: QT_TR_NOOP("permission was refused"),
    errno.EROFS: QT_TR_NOOP("the disk is read-only"),
    errno.ENOTDIR: QT_TR_NOOP("part of its path is a file, not a folder"),
    errno.ENOSPC: QT_TR_NOOP("the disk is full"),
    errno.EDQUOT: QT_TR_NOOP("the disk quota is used up"),
    errno.ENOENT: QT_TR_NOOP("it does not exist"),
    errno.EISDIR: QT_TR_NOOP("it is a folder, not a file"),
    errno.EIO: QT_TR_NOOP("the disk reported an error"),
    errno.ENAMETOOLONG: QT_TR_NOOP("its name is too long"),
}


def why(exc: BaseException) -> str:
    """What went wrong, in words ("permission was refused"), for an OSError or a decoding error;
    never a temporary file's name or Python's message."""
    if isinstance(exc, UnicodeError):
        return tr("it holds characters that are not text: not a file this app wrote")
    if isinstance(exc, ValueError):
        return tr("its contents are not what this app writes")
    if isinstance(exc, OSError):
        if exc.errno in _WHY:
            return tr(_WHY[exc.errno])
        if exc.strerror:
            return exc.strerror[:1].lower() + exc.strerror[1:]
    return tr("it could not be read or written")
