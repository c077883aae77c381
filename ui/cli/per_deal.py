"""`stats --per-deal FILE`: one CSV line a deal (solver.measure.PER_DEAL_HEADER), so a sample
can be checked deal by deal and reused. The file is written beside its final name and renamed
over it once every deal is in (a run stopped half-way leaves no half file, and whatever stood
there before stays whole until then)."""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

from solitaire.errors import TraxError


def check_target(path: Path) -> None:
    """TraxError (exit 2) now, before the work, when the file could not be made there."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:  # a symbolic-link loop, a folder that may not be searched
        raise TraxError(f"--per-deal {path}: cannot use it ({exc.strerror or exc})") from None
    if mode is not None and not stat.S_ISREG(mode):
        raise TraxError(f"--per-deal {path} is not a regular file; give a file name")
    folder = path.parent
    if not folder.is_dir():
        raise TraxError(f"--per-deal {path}: there is no folder {folder}")


@contextlib.contextmanager
def per_deal_file(path: Path, header: str) -> Iterator[Callable[[str], None]]:
    """A writer of lines for `path`: the header first, then what it is given; the file takes
    its name only when the block ends without an error. An OSError (a full disk, a folder that
    may not be written) goes to the caller, which says it in one line (exit 1)."""
    check_target(path)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    handle: TextIO
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(header + "\n")
            yield handle.write
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(temporary, _mode(path))  # mkstemp's 0600 is for secrets, not for results
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise


def _mode(path: Path) -> int:
    """The permissions of the file it replaces, or what a new file gets (0666 less umask)."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask
