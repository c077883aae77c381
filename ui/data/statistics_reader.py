"""Reading the statistics file without changing it, for `trax-solitaire history`.

A reader reads; only the app writes. The file is opened read-only and copied into memory
(SQLite's backup), and everything else happens on the copy: an older schema is migrated there,
not in the file; a file with no schema gets none; games waiting in a pending file (left by an
app that was killed) stay there for the app to write. Anything that is not a regular file, or
cannot be opened (a symbolic-link loop, no permission), is an error that names the file and the
problem, never an empty history.

Rows the program cannot show truthfully (a time that is not a time, an infinite or negative
number of seconds, a variant or result it does not know, a lookahead that is not a count, a
text that is not UTF-8 or a number where a text belongs) are left out of the copy before
anything is counted, and counted (`History.skipped`)."""

from __future__ import annotations

import math
import os
import shutil
import sqlite3
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from solitaire.errors import TraxError
from solitaire.files import open_regular
from solitaire.variant import Variant
from ui.data.statistics_errors import DATA_ERRORS, StatisticsError, data_error, sqlite_error
from ui.data.statistics_queries import GameRecord, StatisticsQueries, VariantStats
from ui.data.statistics_schema import RESULTS, SOURCES, check_schema

_SQLITE_HEADER = b"SQLite format 3\x00"
READ_WAIT = 1.0  # seconds to wait for a file the app is writing
MAX_LOOKAHEAD = 15  # tiles shown ahead: fewer than the largest deal's tiles


@dataclass
class History:
    games: list[GameRecord] = field(default_factory=list)
    summary: dict[str, VariantStats] = field(default_factory=dict)
    skipped: int = 0  # rows that could not be read, left out
    # per variant, the figures of each lookahead (tiles shown ahead) with games, apart
    by_lookahead: dict[str, dict[int, VariantStats]] = field(default_factory=dict)


class _Copy(StatisticsQueries):
    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection

    def _query(self, sql: str, parameters: tuple[object, ...] = ()) -> list[tuple]:
        return self.connection.execute(sql, parameters).fetchall()


def _problem(path: Path, text: str) -> TraxError:
    return TraxError(f"Statistics file {path}: {text}")


def _check_file(path: Path) -> bool:
    """True when there is a file to read, False when there is none (never played); TraxError
    for anything that cannot be read as a file."""
    try:
        with open_regular(path) as handle:
            header = handle.read(len(_SQLITE_HEADER))
    except FileNotFoundError:
        if os.path.lexists(path):
            raise _problem(path, "cannot be read (a symbolic link to nothing)") from None
        return False
    except OSError as exc:
        raise _problem(path, f"cannot be read ({exc.strerror or exc})") from None
    if not header:
        raise _problem(path, "is empty (0 bytes): it was cut short, so its games are gone")
    if header != _SQLITE_HEADER:
        raise _problem(path, "is not a statistics database (it is not an SQLite file)")
    return True


def _give_up_after(wait: float) -> Callable[[int, int, int], None]:
    """A backup's progress callback: sqlite3's backup retries a locked file for ever (its busy
    timeout is not asked), so after `wait` seconds of a lock this ends it as a lock. Being
    Python code run at every step, it also lets Ctrl+C and SIGTERM act while it waits."""
    until = time.monotonic() + wait

    def progress(status: int, remaining: int, total: int) -> None:
        if status in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) and time.monotonic() > until:
            error = sqlite3.OperationalError("database is locked")
            error.sqlite_errorcode = sqlite3.SQLITE_BUSY  # type: ignore[attr-defined]
            raise error

    return progress


@contextmanager
def _source(path: Path) -> Iterator[str]:
    """The URI to read the file through: itself, read-only. But SQLite opens a database with
    a -wal file beside it (left by a crash, or copied with it) in WAL mode and makes a -shm
    file for it, read-only or not. Then the database and its -wal are copied to a private
    folder and read there: nothing appears beside the player's file, and the games the -wal
    holds, which the app would take in, are shown."""
    wal = path.with_name(f"{path.name}-wal")
    try:
        stray = wal.stat().st_size > 0  # an empty one SQLite ignores
    except OSError:
        stray = False
    if not stray:
        yield f"{path.resolve().as_uri()}?mode=ro"
        return
    with tempfile.TemporaryDirectory(prefix="trax-solitaire-history-") as folder:
        copy = Path(folder) / path.name
        try:
            for original, copied in ((path, copy), (wal, copy.with_name(wal.name))):
                with open_regular(original) as handle, copied.open("wb") as out:
                    shutil.copyfileobj(handle, out)
        except OSError as exc:
            raise _problem(original, f"cannot be read ({exc.strerror or exc})") from None
        yield copy.as_uri()


def _copy_in_memory(path: Path) -> sqlite3.Connection:
    memory = sqlite3.connect(":memory:", isolation_level=None)
    try:
        with _source(path) as uri:
            source = sqlite3.connect(uri, uri=True, timeout=READ_WAIT)
            try:
                source.backup(memory, progress=_give_up_after(READ_WAIT), sleep=0.05)
            finally:
                source.close()
        check_schema(memory, path)  # an older schema is migrated in the copy only
        memory.text_factory = _text  # a row's text that is not UTF-8 leaves that row out
    except sqlite3.Error as exc:
        memory.close()
        raise TraxError(str(sqlite_error(path, "cannot be read", exc))) from None
    except StatisticsError as exc:
        memory.close()
        raise TraxError(str(exc)) from None
    except BaseException:
        memory.close()
        raise
    return memory


def _text(data: bytes) -> str | bytes:
    """A text as SQLite holds it, decoded; left as bytes (a row `_readable` refuses) when it
    is not UTF-8, as after a byte changed on the disk."""
    try:
        return data.decode()
    except UnicodeDecodeError:
        return data


def _readable(row: tuple) -> bool:
    finished_at, variant, deal, result, source, hints, moves, seconds, loss, luck, ahead = row[:11]
    number, puzzle = row[11:]
    if not (isinstance(ahead, int) and 0 <= ahead <= MAX_LOOKAHEAD):  # text, a blob, a float
        return False
    if not (isinstance(finished_at, str) and isinstance(variant, str)):
        return False
    if not (number is None or isinstance(number, int)) or not isinstance(puzzle, str | None):
        return False
    try:
        datetime.fromisoformat(finished_at)
        if str(Variant.parse(variant)) != variant:
            return False
    except (TypeError, ValueError, TraxError):
        return False
    numbers_ok = all(
        value is None or (isinstance(value, float | int) and math.isfinite(value))
        for value in (seconds, loss, luck)
    )
    counts_ok = all(isinstance(n, int) and n >= 0 for n in (hints, moves))
    return (
        numbers_ok
        and counts_ok
        and (seconds is None or seconds >= 0)
        and isinstance(deal, str)
        and result in RESULTS
        and source in SOURCES
    )


def _drop_unreadable(connection: sqlite3.Connection) -> int:
    rows = connection.execute(
        "SELECT id, finished_at, variant, deal, result, source, hints, moves, seconds, "
        "skill_loss, luck, lookahead, deal_number, puzzle FROM games"
    ).fetchall()
    bad = [(row[0],) for row in rows if not _readable(row[1:])]
    connection.executemany("DELETE FROM games WHERE id = ?", bad)
    return len(bad)


def read_history(path: Path, variant: Variant | None, lookahead: int | None = None) -> History:
    """The games (of one variant, or all; of one lookahead, or all) and per variant the
    figures, also per lookahead apart; TraxError (one line) when the file cannot be read.
    Nothing is written anywhere."""
    if not _check_file(path):
        names = [str(variant)] if variant is not None else []
        return History(summary={name: _empty() for name in names})
    connection = _copy_in_memory(path)
    try:
        skipped = _drop_unreadable(connection)
        copy = _Copy(connection)
        names = [str(variant)] if variant is not None else copy.variants()
        games = [g for g in copy.games(variant) if lookahead in (None, g.lookahead)]
        summary = {n: copy.summary(n, lookahead=lookahead) for n in names}
        apart = {
            n: {
                k: copy.summary(n, lookahead=k)
                for k in (copy.lookaheads(n) if lookahead is None else [lookahead])
            }
            for n in names
        }
        return History(games, summary, skipped, apart)
    except sqlite3.Error as exc:
        raise TraxError(str(sqlite_error(path, "cannot be read", exc))) from None
    except DATA_ERRORS as exc:  # what no row `_readable` lets through; never a traceback
        raise TraxError(str(data_error(path, exc))) from None
    finally:
        connection.close()


def _empty() -> VariantStats:
    return VariantStats(0, 0, None, 0, 0, 0)


__all__ = ["History", "read_history"]
