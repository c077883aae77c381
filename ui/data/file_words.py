"""File problems in plain words for the player: never Python's text ("[Errno 13] Permission
denied: '/x/.tmp123' -> '/x/kept.trax'", "'utf-8' codec can't decode byte 0x88"), always the
file the player knows and what went wrong with it. No Qt: the player's data code uses it too."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from solitaire.file_words import why

__all__ = ["cannot_write", "why"]


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
