"""Reading the statistics: the figures of a variant, counts per source, the games themselves.

StatisticsStore (ui/data/statistics.py) holds one and hands it its SQL runner."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime

from solitaire.errors import TraxError
from solitaire.tally import figures
from solitaire.variant import Variant
from ui.data.statistics_schema import COUNTED_SOURCES, RESULTS, SOURCES


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
    row_id: int | None = None  # the game's row, for `game_record`
    has_record: bool = False  # False for games recorded before games were kept (schema < 4)
    lookahead: int = 1  # tiles shown ahead (issue 16); 1 for games recorded before schema 5


_GAME_COLUMNS = (
    "finished_at, variant, deal, deal_number, result, hints, moves, puzzle, source, seconds, "
    "skill_loss, luck, id, record IS NOT NULL, lookahead"
)


def _game(row: tuple) -> GameRecord:
    return GameRecord(datetime.fromisoformat(row[0]), *row[1:-2], bool(row[-2]), int(row[-1]))


def source_of(source: str | None, number: int | None, puzzle: str | None) -> str:
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


Sources = tuple[str, ...]
Ahead = int | None  # a lookahead (tiles shown ahead), or None for every one


def checked_result(
    won: bool, result: str | None, counts: tuple[float, ...], record: str | None
) -> str:
    """The result of a game to record (by default 'won'/'lost' from `won`), checked with its
    counts (hints, moves, seconds, lookahead: none negative) and its record (text or None);
    ValueError (a caller's bug) when they do not fit."""
    if result is None:
        result = "won" if won else "lost"
    if result not in RESULTS:
        raise ValueError(f"result {result!r} is not one of: {', '.join(RESULTS)}")
    if (result == "won") != bool(won):
        raise ValueError(f"result {result!r} contradicts won={won}")
    if any(count < 0 for count in counts):
        raise ValueError("hints, moves, seconds and lookahead cannot be negative")
    if record is not None and not isinstance(record, str):
        raise ValueError("a game's record is its text")
    return result


def variant_key(variant: Variant | str) -> str:
    """One spelling per variant, so '3x3' and '3x3 line' count together."""
    if isinstance(variant, Variant):
        return str(variant)
    try:
        return str(Variant.parse(variant))
    except TraxError as exc:
        raise ValueError(str(exc)) from exc


class StatisticsQueries:
    """The read side of the store, over `query` (runs one SELECT; raises StatisticsError when
    the file cannot be read) and `waiting` (the games not written yet)."""

    def __init__(
        self,
        query: Callable[[str, tuple[object, ...]], list[tuple]],
        waiting: Callable[[], list[dict[str, object]]],
    ) -> None:
        self._run = query
        self._waiting = waiting

    def _query(self, sql: str, parameters: tuple[object, ...] = ()) -> list[tuple]:
        return self._run(sql, parameters)

    def attempt_result(self, attempt: str) -> str | None:
        """The result stored (or waiting to be) for this attempt id, None if it was never
        recorded. Raises StatisticsError when the file cannot be read."""
        for row in self._waiting():
            if row.get("attempt") == attempt:
                return str(row["result"])
        found = self._query("SELECT result FROM games WHERE attempt = ?", (attempt,))
        return str(found[0][0]) if found else None

    def summary(
        self,
        variant: Variant | str,
        sources: tuple[str, ...] = COUNTED_SOURCES,
        lookahead: int | None = None,
    ) -> VariantStats:
        """Played, won, win rate, streaks and hints over the games of the given sources (by
        default random and numbered deals only: the others do not feed the win rate), of one
        lookahead (tiles shown ahead) or, with None, of every one."""
        key = variant_key(variant)
        where, parameters = _where(key, sources, lookahead)
        rows = self._query(f"SELECT result, hints FROM games WHERE {where} ORDER BY id", parameters)
        found = figures(rows)  # the counting rules' one copy (solitaire.tally)
        return VariantStats(
            played=found.played,
            won=found.won,
            win_rate=found.win_rate,
            current_streak=found.current_streak,
            best_streak=found.best_streak,
            hints_used=found.hints_used,
        )

    def counts(
        self, variant: Variant | str, lookahead: int | None = None
    ) -> dict[str, SourceCount]:
        """Games played and won per source, for every source (zero when none)."""
        where, parameters = _where(variant_key(variant), SOURCES, lookahead)
        rows = self._query(
            f"SELECT source, COUNT(*), SUM(result = 'won') FROM games WHERE {where} "
            "GROUP BY source",
            parameters,
        )
        found = {source: SourceCount(played, won) for source, played, won in rows}
        return {source: found.get(source, SourceCount(0, 0)) for source in SOURCES}

    def history(
        self,
        variant: Variant | str,
        limit: int = 20,
        sources: tuple[str, ...] = SOURCES,
        lookahead: int | None = None,
    ) -> list[GameRecord]:
        """The most recent games of a variant (of every source by default; of one lookahead,
        or with None of every one), newest first."""
        where, parameters = _where(variant_key(variant), sources, lookahead)
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
                (variant_key(variant),),
            )
        return [_game(row) for row in rows]

    def game_record(self, row_id: int) -> str | None:
        """The text of a game's record (solitaire/record.py) as stored, unchecked: None when
        the game was recorded before games were kept, or is not there (any more)."""
        found = self._query("SELECT record FROM games WHERE id = ?", (row_id,))
        return None if not found or found[0][0] is None else str(found[0][0])

    def lookaheads(self, variant: Variant | str) -> list[int]:
        """The lookaheads (tiles shown ahead) the variant's recorded games were played with."""
        rows = self._query(
            "SELECT DISTINCT lookahead FROM games WHERE variant = ? ORDER BY 1",
            (variant_key(variant),),
        )
        return [int(row[0]) for row in rows]

    def variants(self) -> list[str]:
        """Every variant with at least one recorded game."""
        return [row[0] for row in self._query("SELECT DISTINCT variant FROM games ORDER BY 1")]


def check_sources(sources: tuple[str, ...]) -> None:
    """ValueError (a caller's bug) unless `sources` are some of SOURCES."""
    if set(sources) - set(SOURCES) or not sources:
        raise ValueError(f"sources must be some of: {', '.join(SOURCES)}")


def _where(
    variant_key: str, sources: tuple[str, ...], lookahead: int | None = None
) -> tuple[str, tuple[object, ...]]:
    check_sources(sources)
    marks = ", ".join("?" * len(sources))
    where, parameters = f"variant = ? AND source IN ({marks})", (variant_key, *sources)
    if lookahead is None:
        return where, parameters
    return f"{where} AND lookahead = ?", (*parameters, int(lookahead))
