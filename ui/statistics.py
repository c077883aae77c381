"""Game statistics: one SQLite row per finished game, summaries computed by SQL.

The database must survive crashes and restarts, and a damaged file must never be lost: opening
only reads until the file is known to be ours, and a damaged file is moved aside (never deleted or
overwritten) only through `StatisticsStore.quarantine`, which the app calls when the player agrees.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from solitaire.errors import TraxError
from solitaire.storage import DATA_DIR_ENV, data_dir  # noqa: F401 (DATA_DIR_ENV re-exported)
from solitaire.variant import Variant
from ui.statistics_schema import (
    COLUMNS,
    COLUMNS_V1,
    COUNTED_SOURCES,
    CREATE,
    RESULTS,
    SCHEMA_VERSION,
    SOURCES,
    migrate,
)

FILE_NAME = "statistics.sqlite3"
# SQLite keeps a crashed transaction in these files beside the database; they belong to it.
_COMPANIONS = ("-journal", "-wal", "-shm")
_SQLITE_HEADER = b"SQLite format 3\x00"
_DAMAGED_CODES = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)


class StatisticsError(Exception):
    """The statistics file cannot be used; the message names the file and the problem."""

    def __init__(self, path: Path, problem: str, damaged: bool = False) -> None:
        self.path = path
        self.problem = problem
        # True only when the file itself is unusable (not a database, corrupt, foreign schema):
        # then offering quarantine makes sense. A locked or unwritable file is not damaged.
        self.damaged = damaged
        super().__init__(f"Statistics file {path}: {problem}")


@dataclass(frozen=True)
class VariantStats:
    played: int
    won: int
    win_rate: float | None  # 0..1; None when no game has been played
    current_streak: int
    best_streak: int
    hints_used: int


@dataclass(frozen=True)
class SourceCount:
    """The games of one variant from one source (random, number, deal, daily, graded, puzzle)."""

    played: int
    won: int


@dataclass(frozen=True)
class GameRecord:
    finished_at: datetime  # UTC
    variant: str
    deal: str
    number: int | None
    result: str
    hints: int
    moves: int
    puzzle: str | None
    source: str = "random"
    seconds: float | None = None  # None for games recorded before time was kept
    skill_loss: float | None = None
    luck: float | None = None


_GAME_COLUMNS = (
    "finished_at, variant, deal, deal_number, result, hints, moves, puzzle, source, seconds, "
    "skill_loss, luck"
)


def _game(row: tuple) -> GameRecord:
    return GameRecord(datetime.fromisoformat(row[0]), *row[1:])


def _source_of(source: str | None, number: int | None, puzzle: str | None) -> str:
    """The source given, or the one implied: a puzzle id, a deal number, else a random deal."""
    if source is None:
        source = "puzzle" if puzzle is not None else "number" if number is not None else "random"
    if source not in SOURCES:
        raise ValueError(f"source {source!r} is not one of: {', '.join(SOURCES)}")
    if (source == "puzzle") != (puzzle is not None):
        raise ValueError("a puzzle id goes with source 'puzzle', and only with it")
    if source == "number" and number is None:
        raise ValueError("source 'number' needs the deal number")
    return source


def default_data_dir() -> Path:
    """The folder for the app's data: see solitaire.storage.data_dir."""
    return data_dir()


def default_path() -> Path:
    return default_data_dir() / FILE_NAME


def _variant_key(variant: Variant | str) -> str:
    """One spelling per variant, so '3x3' and '3x3 line' count together."""
    if isinstance(variant, Variant):
        return str(variant)
    try:
        return str(Variant.parse(variant))
    except TraxError as exc:
        raise ValueError(str(exc)) from exc


class StatisticsStore:
    """The statistics database. Raises StatisticsError if the file is damaged or not ours."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self._connection = self._open()

    # -- opening -------------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        self._check_header()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            # isolation_level=None: transactions are explicit, so schema creation is atomic too.
            connection = sqlite3.connect(self.path, isolation_level=None, timeout=5.0)
        except (OSError, sqlite3.Error) as exc:
            raise StatisticsError(self.path, f"cannot be opened ({exc})") from exc
        try:
            self._check_or_create(connection)
            # FULL: a game reported as recorded is on disk even if the power fails next.
            connection.execute("PRAGMA synchronous = FULL")
        except BaseException:
            connection.close()
            raise
        return connection

    def _check_header(self) -> None:
        """Refuse a non-empty file without SQLite's header before SQLite sees it: SQLite would
        delete or replay a journal file beside it, and the damaged set must stay as found."""
        try:
            with open(self.path, "rb") as handle:
                header = handle.read(len(_SQLITE_HEADER))
        except FileNotFoundError:
            return
        except OSError as exc:
            raise StatisticsError(self.path, f"cannot be read ({exc})") from exc
        if header and header != _SQLITE_HEADER:
            raise StatisticsError(
                self.path, "is not a statistics database (it is not an SQLite file)", damaged=True
            )

    def _check_or_create(self, connection: sqlite3.Connection) -> None:
        """Read the file's schema; write only if it is empty. Anything unexpected is an error."""
        try:
            version = connection.execute("PRAGMA user_version").fetchone()[0]
            tables = {
                row[0]
                for row in connection.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' "
                    "AND name NOT LIKE 'sqlite_%'"
                )
            }
            columns = {row[1] for row in connection.execute("PRAGMA table_info(games)")}
        except sqlite3.DatabaseError as exc:
            # A file with SQLite's header but damaged pages. NOTADB/CORRUPT mean the bytes are
            # bad; BUSY, IOERR and the like are passing troubles of a file that may be fine, so
            # the app must not offer to move it aside.
            damaged = (getattr(exc, "sqlite_errorcode", 0) & 0xFF) in _DAMAGED_CODES
            problem = "is not a statistics database" if damaged else "cannot be read"
            raise StatisticsError(self.path, f"{problem} ({exc})", damaged=damaged) from exc
        if version == 0 and not tables:
            try:
                connection.executescript(f"BEGIN IMMEDIATE;{CREATE}COMMIT;")
            except sqlite3.Error as exc:
                if connection.in_transaction:
                    connection.rollback()
                raise StatisticsError(self.path, f"cannot be created ({exc})") from exc
            return
        if version > SCHEMA_VERSION:
            # Not damaged: a newer app wrote it. Keep it where the newer app will find it.
            raise StatisticsError(
                self.path,
                f"was written by a newer version of trax-solitaire (schema {version}; "
                f"this version reads schema {SCHEMA_VERSION})",
            )
        if version not in (1, SCHEMA_VERSION) or "games" not in tables:
            raise StatisticsError(
                self.path,
                "is an SQLite database but not trax-solitaire statistics "
                f"(schema version {version}, tables: {', '.join(sorted(tables)) or 'none'})",
                damaged=True,
            )
        if missing := (COLUMNS_V1 if version == 1 else COLUMNS) - columns:
            raise StatisticsError(
                self.path,
                f"has a damaged games table (missing {', '.join(sorted(missing))})",
                damaged=True,
            )
        if version == 1:
            try:
                migrate(connection)
            except sqlite3.Error as exc:
                raise StatisticsError(
                    self.path, f"could not be updated to schema {SCHEMA_VERSION} ({exc})"
                ) from exc

    @staticmethod
    def quarantine(path: Path | None = None) -> Path:
        """Rename a damaged file aside as '<name>.damaged-<UTC time>' and return the new path.

        Call only when the player agrees; then open a fresh StatisticsStore(path). SQLite's
        journal files move with it, so the fresh database cannot pick up a stale journal.
        """
        path = Path(path) if path is not None else default_path()
        if not path.exists():
            raise StatisticsError(path, "does not exist, so there is nothing to move aside")
        stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
        aside = path.with_name(f"{path.name}.damaged-{stamp}")
        counter = 1
        # Never overwrite an earlier quarantined file (two in the same second).
        while aside.exists():
            counter += 1
            aside = path.with_name(f"{path.name}.damaged-{stamp}-{counter}")
        try:
            os.rename(path, aside)
            for suffix in _COMPANIONS:
                companion = path.with_name(path.name + suffix)
                if companion.exists():
                    os.rename(companion, aside.with_name(aside.name + suffix))
        except OSError as exc:
            raise StatisticsError(path, f"could not be moved aside ({exc})") from exc
        return aside

    def close(self) -> None:
        self._connection.close()

    def __enter__(self) -> StatisticsStore:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """One atomic write; any sqlite failure becomes a StatisticsError naming the file."""
        try:
            self._connection.execute("BEGIN IMMEDIATE")
            try:
                yield self._connection
            except BaseException:
                self._connection.rollback()
                raise
            self._connection.execute("COMMIT")
        except sqlite3.Error as exc:
            raise StatisticsError(self.path, f"could not be written ({exc})") from exc

    def _query(self, sql: str, parameters: tuple[object, ...] = ()) -> list[tuple]:
        try:
            return self._connection.execute(sql, parameters).fetchall()
        except sqlite3.Error as exc:
            raise StatisticsError(self.path, f"could not be read ({exc})") from exc

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
    ) -> None:
        """Record one finished game in its own transaction.

        `result` is one of RESULTS (default 'won'/'lost' from `won`); `source` one of SOURCES,
        by default implied by `puzzle` and `number` ('puzzle', 'number', else 'random')."""
        if result is None:
            result = "won" if won else "lost"
        if result not in RESULTS:
            raise ValueError(f"result {result!r} is not one of: {', '.join(RESULTS)}")
        if (result == "won") != bool(won):
            raise ValueError(f"result {result!r} contradicts won={won}")
        if hints < 0 or moves < 0 or seconds < 0:
            raise ValueError("hints, moves and seconds cannot be negative")
        source = _source_of(source, number, puzzle)
        when = (finished_at or datetime.now(UTC)).astimezone(UTC)
        row = (
            when.isoformat(timespec="seconds"),
            _variant_key(variant),
            " ".join(deal.split()),
            number,
            source,
            result,
            int(hints),
            int(moves),
            float(seconds),
            None if skill_loss is None else float(skill_loss),
            None if luck is None else float(luck),
            puzzle,
        )
        with self._transaction() as connection:
            connection.execute(
                "INSERT INTO games (finished_at, variant, deal, deal_number, source, result, "
                "hints, moves, seconds, skill_loss, luck, puzzle) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                row,
            )

    def reset(self, variant: Variant | str | None = None) -> int:
        """Delete the games of one variant, or of all variants; returns how many were deleted."""
        with self._transaction() as connection:
            if variant is None:
                cursor = connection.execute("DELETE FROM games")
            else:
                cursor = connection.execute(
                    "DELETE FROM games WHERE variant = ?", (_variant_key(variant),)
                )
            return cursor.rowcount

    # -- reading -------------------------------------------------------------------------------

    def summary(
        self, variant: Variant | str, sources: tuple[str, ...] = COUNTED_SOURCES
    ) -> VariantStats:
        """Played, won, win rate, streaks and hints over the games of the given sources (by
        default random and numbered deals only: the others do not feed the win rate)."""
        key = _variant_key(variant)
        where, parameters = _where(key, sources)
        played, won, hints = self._query(
            "SELECT COUNT(*), COALESCE(SUM(result = 'won'), 0), COALESCE(SUM(hints), 0) "
            f"FROM games WHERE {where}",
            parameters,
        )[0]
        # A run of wins is identified by how many non-wins came before it in game order; the
        # current streak is the run after the last non-win.
        best, current = self._query(
            f"""
            WITH ordered AS (
                SELECT result,
                       SUM(result <> 'won') OVER (ORDER BY id ROWS UNBOUNDED PRECEDING)
                           AS losses_before
                FROM games WHERE {where}
            ), runs AS (
                SELECT losses_before, COUNT(*) AS length FROM ordered
                WHERE result = 'won' GROUP BY losses_before
            )
            SELECT COALESCE(MAX(length), 0),
                   COALESCE((SELECT length FROM runs
                             WHERE losses_before = (SELECT MAX(losses_before) FROM ordered)), 0)
            FROM runs
            """,
            parameters,
        )[0]
        return VariantStats(
            played=played,
            won=won,
            win_rate=won / played if played else None,
            current_streak=current,
            best_streak=best,
            hints_used=hints,
        )

    def counts(self, variant: Variant | str) -> dict[str, SourceCount]:
        """Games played and won per source, for every source (zero when none)."""
        rows = self._query(
            "SELECT source, COUNT(*), SUM(result = 'won') FROM games WHERE variant = ? "
            "GROUP BY source",
            (_variant_key(variant),),
        )
        found = {source: SourceCount(played, won) for source, played, won in rows}
        return {source: found.get(source, SourceCount(0, 0)) for source in SOURCES}

    def history(
        self, variant: Variant | str, limit: int = 20, sources: tuple[str, ...] = SOURCES
    ) -> list[GameRecord]:
        """The most recent games of a variant (of every source by default), newest first."""
        where, parameters = _where(_variant_key(variant), sources)
        rows = self._query(
            f"SELECT {_GAME_COLUMNS} FROM games WHERE {where} ORDER BY id DESC LIMIT ?",
            (*parameters, max(0, limit)),
        )
        return [_game(row) for row in rows]

    def games(self, variant: Variant | str | None = None) -> list[GameRecord]:
        """Every game (of one variant, or of all), in the order they were recorded."""
        if variant is None:
            rows = self._query(f"SELECT {_GAME_COLUMNS} FROM games ORDER BY id")
        else:
            rows = self._query(
                f"SELECT {_GAME_COLUMNS} FROM games WHERE variant = ? ORDER BY id",
                (_variant_key(variant),),
            )
        return [_game(row) for row in rows]

    def variants(self) -> list[str]:
        """Every variant with at least one recorded game."""
        return [row[0] for row in self._query("SELECT DISTINCT variant FROM games ORDER BY 1")]


def _where(variant_key: str, sources: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    unknown = set(sources) - set(SOURCES)
    if unknown or not sources:
        raise ValueError(f"sources must be some of: {', '.join(SOURCES)}")
    marks = ", ".join("?" * len(sources))
    return f"variant = ? AND source IN ({marks})", (variant_key, *sources)
