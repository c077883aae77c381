"""The statistics store's reading (StatisticsStore inherits it): the figures and games of
StatisticsQueries (ui/data/statistics_queries.py), where whatever the file's rows hold that
cannot be what this program wrote (a variant or a time that is not one, a text where a number
belongs: bytes changed on the disk) is a damaged file (StatisticsError), never a traceback."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from solitaire.variant import Variant
from ui.data.statistics_errors import DATA_ERRORS, StatisticsError
from ui.data.statistics_queries import (
    Ahead,
    GameRecord,
    SourceCount,
    Sources,
    StatisticsQueries,
    VariantStats,
    check_sources,
    variant_key,
)
from ui.data.statistics_schema import COUNTED_SOURCES, SOURCES

T = TypeVar("T")


class StoreReads:
    """Needs `queries` and `_unreadable` (the StatisticsError of a failed read)."""

    queries: StatisticsQueries

    def _unreadable(self, exc: Exception) -> StatisticsError:
        raise NotImplementedError

    def _reading(self, read: Callable[[], T]) -> T:
        """A read of the file's games: what they hold that cannot be what this program wrote
        (a variant or a time that is not one, a text where a number belongs) is damage. The
        arguments are checked before (a bad one is the caller's bug, a ValueError)."""
        try:
            return read()
        except DATA_ERRORS as exc:
            raise self._unreadable(exc) from exc

    def attempt_result(self, attempt: str) -> str | None:
        return self._reading(lambda: self.queries.attempt_result(attempt))

    def summary(
        self, variant: Variant | str, sources: Sources = COUNTED_SOURCES, lookahead: Ahead = None
    ) -> VariantStats:
        key, _ = variant_key(variant), check_sources(sources)  # a caller's bug: ValueError
        return self._reading(lambda: self.queries.summary(key, sources, lookahead))

    def counts(self, variant: Variant | str, lookahead: Ahead = None) -> dict[str, SourceCount]:
        key = variant_key(variant)
        return self._reading(lambda: self.queries.counts(key, lookahead))

    def history(
        self,
        variant: Variant | str,
        limit: int = 20,
        sources: Sources = SOURCES,
        lookahead: Ahead = None,
    ) -> list[GameRecord]:
        key, _ = variant_key(variant), check_sources(sources)
        return self._reading(lambda: self.queries.history(key, limit, sources, lookahead))

    def games(self, variant: Variant | str | None = None) -> list[GameRecord]:
        key = None if variant is None else variant_key(variant)
        return self._reading(lambda: self.queries.games(key))

    def game_record(self, row_id: int) -> str | None:
        return self._reading(lambda: self.queries.game_record(row_id))

    def variants(self) -> list[str]:
        """Every variant with a recorded game; one that is no variant is damage (ValueError
        from variant_key, within the guard), never a tab whose every read fails."""
        return self._reading(lambda: [n for n in self.queries.variants() if variant_key(n)])
