"""Difficulty levels of open-stack puzzles, graded from the solver's own measures.

A puzzle's level is the hardest level whose test it meets, where each level has a ceiling on
`random_win` (the chance that uniformly random legal play wins: how much luck a blind player
needs) and a floor on `only_moves` (decisions where exactly one legal move keeps a win, on the
most forgiving winning line: how much a careful player must see). Either is enough:

    Fiendish  random_win < P3  or  only_moves >= M3
    Hard      random_win < P2  or  only_moves >= M2
    Medium    random_win < P1  or  only_moves >= M1
    Easy      otherwise

The thresholds differ per variant because a 16-tile play has far more ways to go wrong than a
9-tile one; they were set from samples of random deals so each level is reasonably common
(roughly quartiles of random_win among solvable deals).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from puzzles.measures import Measures
from solitaire.translatable import QT_TR_NOOP
from solitaire.variant import Variant

LEVELS = ("Easy", "Medium", "Hard", "Fiendish")

LEVEL_TEXT = {
    QT_TR_NOOP("Easy"): QT_TR_NOOP("Many plays win; no single move has to be found."),
    QT_TR_NOOP("Medium"): QT_TR_NOOP(
        "Fewer plays win, or one move along the way is the only one that works."
    ),
    QT_TR_NOOP("Hard"): QT_TR_NOOP("Few plays win, or several moves are the only ones that work."),
    QT_TR_NOOP("Fiendish"): QT_TR_NOOP(
        "Hardly any play wins: plan the whole stack before the first tile."
    ),
}


@dataclass(frozen=True)
class Thresholds:
    """random_win ceilings and only_moves floors for Medium, Hard and Fiendish."""

    random_win: tuple[Fraction, Fraction, Fraction]
    only_moves: tuple[int, int, int]

    def to_json(self) -> dict[str, object]:
        return {
            "random_win_below": {
                level: str(p) for level, p in zip(LEVELS[1:], self.random_win, strict=True)
            },
            "only_moves_at_least": dict(zip(LEVELS[1:], self.only_moves, strict=True)),
        }


THRESHOLDS: dict[Variant, Thresholds] = {
    Variant(3, "line"): Thresholds(
        (Fraction("0.08"), Fraction("0.03"), Fraction("0.01")), (1, 2, 3)
    ),
    Variant(4, "line"): Thresholds(
        (Fraction("0.007"), Fraction("0.005"), Fraction("0.004")), (1, 2, 3)
    ),
    Variant(4, "loop"): Thresholds(
        (Fraction("0.00015"), Fraction("0.00006"), Fraction("0.00002")), (2, 4, 6)
    ),
}


def thresholds_for(variant: Variant) -> Thresholds:
    # Other variants borrow the thresholds of the standard variant with the same goal.
    return THRESHOLDS.get(variant) or THRESHOLDS[Variant(4, variant.goal)]


def level_of(variant: Variant, measures: Measures) -> str | None:
    """The level of a solvable puzzle (None for an unsolvable deal: it is no puzzle)."""
    if not measures.solvable or measures.only_moves is None:
        return None
    limits = thresholds_for(variant)
    level = LEVELS[0]
    for name, ceiling, floor in zip(LEVELS[1:], limits.random_win, limits.only_moves, strict=True):
        if measures.random_win < ceiling or measures.only_moves >= floor:
            level = name
    return level
