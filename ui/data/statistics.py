"""Game statistics: one SQLite row per finished game, summaries computed by SQL.

The player's games are never lost and never written into a file that may be damaged:
- A new database is built under a temporary name and linked into place, so an empty (0-byte)
  file is never a fresh start: it is a damaged file, reported like any other.
- Opening reads only until the file is known to be ours and sound (SQLite's integrity check
  of every page and index); a damaged file is never written to. It is moved aside (never
  deleted or overwritten) only through `StatisticsStore.quarantine`, which the app calls when
  the player agrees. Whatever reading a damaged file raises is a StatisticsError (damaged),
  SQLite's errors and Python's alike (ui/data/statistics_errors.py).
- Recording never waits long: when the file is locked (another app instance, a backup tool) or
  cannot be used, the game waits in a pending file beside the database (ui/statistics_pending)
  and is written by the next `record_game` or `flush_pending` once the file is free.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from datetime import UTC, datetime
from pathlib import Path

from solitaire.file_words import why
from solitaire.files import open_regular
from solitaire.storage import DATA_DIR_ENV, data_dir, move_aside
from solitaire.variant import Variant
from ui.data.statistics_errors import DATA_ERRORS, StatisticsError, data_error, sqlite_error
from ui.data.statistics_pending import INSERT_KEYS, ROW_KEYS, PendingGames, new_uid, read_orphan
from ui.data.statistics_queries import (
    GameRecord,
    SourceCount,
    StatisticsQueries,
    VariantStats,
    checked_result,
    source_of,
    variant_key,
)
from ui.data.statistics_reads import StoreReads
from ui.data.statistics_schema import (
    COUNTED_SOURCES,
    RESULTS,
    SCHEMA_VERSION,
    SOURCES,
    check_schema,
    create_database,
)

__all__ = [
    "COUNTED_SOURCES", "DATA_DIR_ENV", "FILE_NAME", "RESULTS", "SCHEMA_VERSION", "SOURCES",
    "GameRecord", "SourceCount", "StatisticsError", "StatisticsStore", "VariantStats",
    "default_path",
]  # fmt: skip

FILE_NAME = "statistics.sqlite3"
WRITE_WAIT = 0.1  # seconds a game waits for a locked file before it is queued instead
READ_WAIT = 1.0  # seconds a read (the Statistics window) waits for a locked file
CLOSE_WAIT = 2.0  # seconds closing waits to write queued games (they are kept anyway)
# SQLite keeps a crashed transaction in these files beside the database; they belong to it.
_COMPANIONS = ("-journal", "-wal", "-shm")
_SQLITE_HEADER = b"SQLite format 3\x00"
_MARKS = ", ".join("?" * len(INSERT_KEYS))
# OR IGNORE: a game already stored (the same uid, or the same attempt) is not stored again.
_INSERT = f"INSERT OR IGNORE INTO games ({', '.join(INSERT_KEYS)}) VALUES ({_MARKS})"


def _plain(exc: Exception) -> str:
    """An OSError in words (no temporary file names); SQLite's own short text otherwise."""
    return why(exc) if isinstance(exc, OSError) else str(exc)


def default_path() -> Path:
    return data_dir() / FILE_NAME


class StatisticsStore(StoreReads):
    """The statistics database. Raises StatisticsError if the file is damaged or not ours; a
    file locked at opening is not an error (games wait until it is free)."""

    def __init__(self, path: Path | None = None, *, busy_timeout: float = WRITE_WAIT) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.busy_timeout = busy_timeout
        self._connection: sqlite3.Connection | None = None
        self.problem: StatisticsError | None = None  # why games are waiting, if they are
        self._refused = False  # damaged or not ours: never written to by this store
        self._pending = PendingGames(self.path)
        self.kept = True  # the waiting games are in the pending file, not only in memory
        self.queries = StatisticsQueries(self._query, self._waiting)  # the reading
        try:
            self._connect()
        except StatisticsError as exc:
            if not exc.busy:
                self._pending.close()
                raise
            self.problem = exc
        with suppress(StatisticsError):
            self.flush_pending()  # games an earlier session could not write

    @classmethod
    def queue_only(cls, problem: StatisticsError) -> StatisticsStore:
        """A store that never touches its (damaged) file: games wait in its pending file for
        a later session, after the player has let the file be moved aside."""
        store = cls.__new__(cls)
        store.path, store.busy_timeout, store._connection = problem.path, WRITE_WAIT, None
        store.problem, store._refused = problem, True
        store._pending = PendingGames(problem.path)
        store.kept = True
        store.queries = StatisticsQueries(store._query, store._waiting)
        return store

    @property
    def pending(self) -> int:
        """Games finished in this session and not yet in the database."""
        return len(self._pending)

    # -- opening -------------------------------------------------------------------------------

    def _connect(self) -> None:
        self._check_header()
        try:
            if not self.path.exists():
                create_database(self.path)
            elif self.path.stat().st_size == 0:
                raise StatisticsError(
                    self.path,
                    "is empty (0 bytes): it was cut short, so its games are gone from it",
                    damaged=True,
                )
            # isolation_level=None: transactions are explicit.
            connection = sqlite3.connect(self.path, isolation_level=None, timeout=self.busy_timeout)
        except (OSError, sqlite3.Error) as exc:
            raise StatisticsError(self.path, f"cannot be opened ({_plain(exc)})") from exc
        try:
            check_schema(connection, self.path)
            # FULL: a game reported as recorded is on disk even if the power fails next.
            connection.execute("PRAGMA synchronous = FULL")
        except sqlite3.Error as exc:
            connection.close()
            raise sqlite_error(self.path, "cannot be read", exc) from exc
        except BaseException:
            connection.close()
            raise
        self._connection = connection

    def _check_header(self) -> None:
        """Refuse a non-empty file without SQLite's header before SQLite sees it: SQLite would
        delete or replay a journal file beside it, and the damaged set must stay as found."""
        try:
            with open_regular(self.path) as handle:  # a FIFO would block an open
                header = handle.read(len(_SQLITE_HEADER))
        except FileNotFoundError:
            return
        except OSError as exc:
            raise StatisticsError(self.path, f"cannot be read ({why(exc)})") from exc
        if header and header != _SQLITE_HEADER:
            raise StatisticsError(
                self.path, "is not a statistics database (it is not an SQLite file)", damaged=True
            )

    @staticmethod
    def quarantine(path: Path | None = None) -> Path:
        """Rename a damaged file aside as '<name>.damaged-<UTC time>' and return the new path.

        Call only when the player agrees; then open a fresh StatisticsStore(path). SQLite's
        journal files move with it, so the fresh database cannot pick up a stale journal.
        Games waiting in pending files stay: the fresh store writes them.
        """
        path = Path(path) if path is not None else default_path()
        if not path.exists():
            raise StatisticsError(path, "does not exist, so there is nothing to move aside")
        try:
            return move_aside(path, "damaged statistics", companions=_COMPANIONS)
        except OSError as exc:
            raise StatisticsError(path, f"could not be moved aside ({why(exc)})") from exc

    def close(self) -> None:
        """Write what waits if the file is free within CLOSE_WAIT; what still waits stays in the
        pending file, for the next session."""
        if self._pending.rows and not self._refused:
            with suppress(StatisticsError):
                self.flush_pending(wait=CLOSE_WAIT)
        self._save_pending()
        self._pending.close()
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def __enter__(self) -> StatisticsStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- writing -------------------------------------------------------------------------------

    def record_game(
        self,
        variant: Variant | str,
        won: bool,
        hints: int,
        moves: int,
        deal: str,
        number: int | None = None,
        result: str | None = None,
        puzzle: str | None = None,
        finished_at: datetime | None = None,
        *,
        source: str | None = None,
        seconds: float = 0.0,
        skill_loss: float | None = None,
        luck: float | None = None,
        uid: str | None = None,
        attempt: str | None = None,
        record: str | None = None,
        lookahead: int = 1,
    ) -> None:
        """Record one finished game; it is never dropped. If the file is locked, the game waits
        (see `pending`) and is written later; if the file is damaged, StatisticsError(damaged)
        is raised after the game was queued, so the caller can offer to move the file aside.

        `result` is one of RESULTS (default 'won'/'lost' from `won`); `source` one of SOURCES,
        by default implied by `puzzle` and `number` ('puzzle', 'number', else 'random').
        `uid` names the game row: a uid already stored is not stored again. `attempt` is the
        session's attempt id: one already stored or waiting is ignored (its first report
        stands), so an attempt reported twice, even by two runs of the app, counts once.
        `record`: its record's text, to review (`game_record`); `lookahead`: tiles shown ahead."""
        result = checked_result(won, result, (hints, moves, seconds, lookahead), record)
        source = source_of(source, number, puzzle)
        if attempt is not None and any(r.get("attempt") == attempt for r in self._pending.rows):
            return
        when = (finished_at or datetime.now(UTC)).astimezone(UTC)
        values = (
            when.isoformat(timespec="seconds"), variant_key(variant), " ".join(deal.split()),
            number, source, result, int(hints), int(moves), float(seconds),
            None if skill_loss is None else float(skill_loss),
            None if luck is None else float(luck), puzzle, uid or new_uid(),
        )  # fmt: skip
        row = dict(zip(ROW_KEYS, values, strict=True))
        self._pending.add({**row, "attempt": attempt, "record": record, "lookahead": lookahead})
        self.flush_pending()

    def take_in(self, rows: list[dict[str, object]]) -> None:
        """Record games saved elsewhere (ui/data/saved_games.py); stored ones are not again."""
        for row in rows:
            self._pending.add(row)
        self.flush_pending()

    def flush_pending(self, wait: float | None = None) -> int:
        """Write the games that wait (this store's, then those of ended sessions) in one
        transaction; return how many of this store's still wait. Waits at most `wait` seconds
        (default: busy_timeout) for a locked file. Raises StatisticsError only when the file
        is found damaged (the games stay queued)."""
        if self._refused:
            self._save_pending()
            return self.pending
        try:
            if self._connection is None:
                self._connect()
            orphans = [(path, read_orphan(path)) for path in self._pending.orphans()]
            rows = [row for _, found in orphans for row in found or ()] + self._pending.rows
            if rows:
                self._insert(rows, self.busy_timeout if wait is None else wait)
        except StatisticsError as exc:
            self.problem = exc
            self._refused = exc.damaged or not exc.busy and self._connection is None
            self._save_pending()
            if exc.damaged:
                raise
            return self.pending
        self.problem = None
        self._pending.written(len(self._pending.rows))
        for path, found in orphans:
            if found is not None:
                with suppress(OSError):
                    path.unlink()
        return 0

    def _insert(self, rows: list[dict[str, object]], wait: float) -> None:
        connection = self._connection
        assert connection is not None
        try:
            connection.execute(f"PRAGMA busy_timeout = {int(wait * 1000)}")
            connection.execute("BEGIN IMMEDIATE")
            values = [tuple(row.get(key) for key in INSERT_KEYS) for row in rows]
            connection.executemany(_INSERT, values)
            connection.execute("COMMIT")
        except sqlite3.Error as exc:
            if connection.in_transaction:
                with suppress(sqlite3.Error):
                    connection.execute("ROLLBACK")
            raise sqlite_error(self.path, "could not be written", exc) from exc
        finally:
            with suppress(sqlite3.Error):
                connection.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout * 1000)}")

    def _waiting(self) -> list[dict[str, object]]:
        return self._pending.rows

    def _save_pending(self) -> None:
        try:
            self._pending.save()
        except OSError as exc:  # still kept in memory, and written when the file is free
            self.kept = False
            self.problem = StatisticsError(
                self.path, f"waiting games could not be saved ({why(exc)})"
            )
            return
        self.kept = True

    @property
    def only_in_memory(self) -> int:
        """How many waiting games no file holds: quitting now would lose them."""
        return 0 if self.kept else self.pending

    def waiting_copy_name(self) -> str:
        """A file name for `save_waiting_to` that a store takes over beside the database."""
        return self._pending.copy_name()

    def save_waiting_to(self, path: Path) -> int:
        """Write the waiting games to `path` (another folder, chosen by the player) as a
        pending file: put beside the statistics file later, they are recorded. Raises OSError."""
        return self._pending.save_copy(path)

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One atomic write; any sqlite failure becomes a StatisticsError naming the file."""
        connection = self._ready()
        try:
            connection.execute("BEGIN IMMEDIATE")
            try:
                yield connection
            except BaseException:
                connection.execute("ROLLBACK")
                raise
            connection.execute("COMMIT")
        except sqlite3.Error as exc:
            raise sqlite_error(self.path, "could not be written", exc) from exc

    def _ready(self) -> sqlite3.Connection:
        """The open connection to a sound file, or StatisticsError saying why there is none."""
        if self._refused:
            assert self.problem is not None
            raise self.problem
        if self._connection is None:
            self._connect()
        assert self._connection is not None
        return self._connection

    def _query(self, sql: str, parameters: tuple[object, ...] = ()) -> list[tuple]:
        connection = self._ready()
        try:
            connection.execute(f"PRAGMA busy_timeout = {int(READ_WAIT * 1000)}")
            return connection.execute(sql, parameters).fetchall()
        except (sqlite3.Error, *DATA_ERRORS) as exc:
            error = self._unreadable(exc)
            raise error from exc
        finally:
            with suppress(sqlite3.Error):
                connection.execute(f"PRAGMA busy_timeout = {int(self.busy_timeout * 1000)}")

    def _unreadable(self, exc: Exception) -> StatisticsError:
        """The StatisticsError of a failed read; a damaged file is never used again."""
        if isinstance(exc, sqlite3.Error):
            error = sqlite_error(self.path, "could not be read", exc)
        else:
            error = data_error(self.path, exc)
        if error.damaged:
            self._refused, self.problem = True, error
        return error

    def reset(self, variant: Variant | str | None = None) -> int:
        """Delete the games of one variant, or of all variants; returns how many were deleted."""
        with self._transaction() as connection:
            if variant is None:
                return connection.execute("DELETE FROM games").rowcount
            key = (variant_key(variant),)
            return connection.execute("DELETE FROM games WHERE variant = ?", key).rowcount
