"""The statistics' counting rules, pure Python, for every front end (the desktop's store, the
command line's `history`, the web page): one copy.

- An attempt (solitaire.attempts) counts once: its first report stands, a later one of the same
  attempt id is ignored (`first_reports`), so restarting, undoing or reopening a saved game
  cannot farm a win (solitaire.session reports an attempt once; the store's attempt column is
  UNIQUE and it inserts OR IGNORE).
- Only random and numbered deals (COUNTED_SOURCES) feed the win rate and the streaks; the other
  sources are counted apart.
- Game order is the order games were recorded, never their timestamps (a clock set back must not
  reorder streaks). `figures` gives played, won, the current streak (wins since the last game not
  won) and the best streak, over (result, hints) pairs in that order.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TypeVar

from solitaire.record import RESULTS, SOURCES

# Only these sources feed the win rate and the streaks; the others are counted apart.
COUNTED_SOURCES = ("random", "number")

Item = TypeVar("Item")

__all__ = ["COUNTED_SOURCES", "RESULTS", "SOURCES", "Figures", "figures", "first_reports"]


@dataclass(frozen=True)
class Figures:
    played: int
    won: int
    current_streak: int
    best_streak: int
    hints_used: int

    @property
    def win_rate(self) -> float | None:
        """0..1; None when no game has been played."""
        return self.won / self.played if self.played else None


def figures(games: Iterable[tuple[str, int]]) -> Figures:
    """The figures of games given as (result, hints) in the order they were recorded."""
    played = won = hints = run = best = 0
    for result, used in games:
        played += 1
        hints += used
        if result == "won":
            won += 1
            run += 1
            best = max(best, run)
        else:
            run = 0
    return Figures(played, won, run, best, hints)


def first_reports(items: Iterable[Item], attempt: Callable[[Item], str | None]) -> list[Item]:
    """The items in order without any whose attempt id came before (an attempt counts once;
    items with no attempt id, recorded before attempts had ids, are all kept)."""
    seen: set[str] = set()
    kept = []
    for item in items:
        key = attempt(item)
        if key is not None:
            if key in seen:
                continue
            seen.add(key)
        kept.append(item)
    return kept
