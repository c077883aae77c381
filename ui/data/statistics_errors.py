"""Why the statistics file cannot be used: StatisticsError, and how an sqlite failure is told
apart (damaged bytes, a passing lock, another trouble)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

_DAMAGED_CODES = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)
_BUSY_CODES = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


class StatisticsError(Exception):
    """The statistics file cannot be used; the message names the file and the problem."""

    def __init__(self, path: Path, problem: str, damaged: bool = False, busy: bool = False):
        self.path = path
        self.problem = problem
        # True only when the file itself is unusable (not a database, corrupt, foreign schema):
        # then offering quarantine makes sense. A locked or unwritable file is not damaged.
        self.damaged = damaged
        self.busy = busy  # locked by another program for now; try again later
        super().__init__(f"Statistics file {path}: {problem}")


def sqlite_error(path: Path, doing: str, exc: sqlite3.Error) -> StatisticsError:
    """Classify an sqlite failure: damaged bytes, a passing lock, or another trouble."""
    code = getattr(exc, "sqlite_errorcode", 0) & 0xFF
    if code in _DAMAGED_CODES:
        return StatisticsError(path, f"is damaged ({exc})", damaged=True)
    if code in _BUSY_CODES:
        return StatisticsError(path, f"is in use by another program ({exc})", busy=True)
    return StatisticsError(path, f"{doing} ({exc})")
