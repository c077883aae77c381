"""Reading a file only when it is a regular file: one helper for every file the program reads.

A FIFO in place of a cache entry, a checkpoint or the player's data would block an ordinary
`open` for ever (until something writes to it); a device or folder is not what was meant
either. `open_regular` opens without blocking (O_NONBLOCK), checks the opened descriptor with
fstat (so nothing can be swapped in between a check and the open) and refuses anything but a
regular file with `NotRegularFile`, an OSError whose message says what stands there.

    with open_regular(path) as handle:      # binary, like open(path, "rb")
        data = handle.read()
    text = read_regular_text(path)          # or read_regular_bytes(path, limit=...)

Errors are OSError (FileNotFoundError for a missing file; ELOOP for a symbolic-link loop, ...),
so callers treat them as any unreadable file; `describe(exc)` says one in a few words."""

from __future__ import annotations

import errno
import os
import stat
from typing import BinaryIO

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
)


class NotRegularFile(OSError):
    """Something other than a regular file stands at the path."""


def kind_of(mode: int) -> str:
    for test, name in _KINDS:
        if test(mode):
            return name
    return "not a regular file"


def open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    """The file opened for binary reading; NotRegularFile when it is not a regular file."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except IsADirectoryError as exc:
        raise NotRegularFile(errno.EISDIR, "is a folder, not a file", os.fspath(path)) from exc
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(
                errno.EINVAL, f"is {kind_of(mode)}, not a regular file", os.fspath(path)
            )
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return open(fd, "rb", closefd=True)  # noqa: SIM115 (the caller closes it)
    except BaseException:
        os.close(fd)
        raise


def read_regular_bytes(path: str | os.PathLike[str], limit: int | None = None) -> bytes:
    """The file's bytes (at most limit + 1 of them when a limit is given, so that the caller
    can tell a file that is too large); OSError as open_regular."""
    with open_regular(path) as handle:
        return handle.read() if limit is None else handle.read(limit + 1)


def read_regular_text(path: str | os.PathLike[str], limit: int | None = None) -> str:
    """The file's text (UTF-8); OSError as open_regular, UnicodeDecodeError if not UTF-8."""
    return read_regular_bytes(path, limit).decode("utf-8")


def is_regular_or_missing(path: str | os.PathLike[str]) -> bool:
    """True for a regular file (symbolic links followed) or nothing at all."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return True
    except OSError:
        return False


def describe(exc: OSError) -> str:
    """An OSError in a few words: 'is a FIFO (named pipe), not a regular file', 'Too many
    levels of symbolic links', 'Permission denied'."""
    return exc.strerror or str(exc)


__all__ = [
    "NotRegularFile",
    "describe",
    "is_regular_or_missing",
    "kind_of",
    "open_regular",
    "read_regular_bytes",
    "read_regular_text",
]
