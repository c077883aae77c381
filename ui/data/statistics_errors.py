"""Why the statistics file cannot be used: StatisticsError, and how an sqlite failure is told
apart (damaged bytes, a passing lock, another trouble).

A damaged file does not always make SQLite complain: a changed byte in a name or a text gives
bytes that are not UTF-8 (UnicodeDecodeError when Python reads them), a changed type byte gives
a number where a text belongs (TypeError, ValueError, OverflowError in the code that reads it).
Those are damage too (DATA_ERRORS, `data_error`), never a traceback."""

from __future__ import annotations

import sqlite3
from pathlib import Path

_DAMAGED_CODES = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)
_BUSY_CODES = (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
# Python's sqlite3 says so (an OperationalError) of a text that is not UTF-8 in some reads.
_NOT_UTF8 = "Could not decode to UTF-8"
# What reading what SQLite did not write can raise beyond sqlite3.Error (see above).
DATA_ERRORS = (ValueError, TypeError, ArithmeticError, LookupError, MemoryError)


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
    if code in _DAMAGED_CODES or str(exc).startswith(_NOT_UTF8):
        return StatisticsError(path, f"is damaged ({exc})", damaged=True)
    if code in _BUSY_CODES:
        return StatisticsError(path, f"is in use by another program ({exc})", busy=True)
    return StatisticsError(path, f"{doing} ({exc})")


def data_error(path: Path, exc: Exception) -> StatisticsError:
    """A DATA_ERRORS exception met while reading the file: the file is damaged."""
    if isinstance(exc, UnicodeDecodeError):
        said = f"a text in it is not UTF-8: byte {exc.object[exc.start]:#04x}"
    else:
        said = f"{type(exc).__name__}: {str(exc)[:100]}"
    return StatisticsError(path, f"is damaged ({said})", damaged=True)
