"""Graded deals for the ordinary hidden-stack game.

A deal is graded by what can be computed for that deal alone:

- solvable: some play wins with the whole stack known (exact search, solver.play_count);
- fair_play_wins: optimal fair play (tile in hand and next tile known, docs/rules.md section 7)
  wins this deal, played by solver.tables' compiled policy; None when not asked for;
- random_win: the chance that uniformly random legal play wins: how forgiving the deal is.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from solitaire.deal import Deal, deal_from_number
from solitaire.errors import TraxError
from solitaire.translatable import QT_TR_NOOP
from solitaire.variant import Variant
from solver.layout import MAX_SOLVER_SIZE as MAX_SEARCH_SIZE

GRADES: dict[str, str] = {
    QT_TR_NOOP("Gentle"): QT_TR_NOOP("Winnable with good play, and forgiving: many plays win."),
    QT_TR_NOOP("Fair"): QT_TR_NOOP(
        "Winnable with good play, but few plays win: think before each tile."
    ),
    QT_TR_NOOP("Treacherous"): QT_TR_NOOP(
        "Can be won, but even the best play that sees only the next tile loses it: only luck wins."
    ),
    QT_TR_NOOP("Hopeless"): QT_TR_NOOP("No play wins, even knowing the whole stack."),
}

# Gentle needs random play to win at least this often; about the top third of solvable deals.
GENTLE_RANDOM_WIN: dict[Variant, Fraction] = {
    Variant(3, "line"): Fraction("0.06"),
    Variant(4, "line"): Fraction("0.006"),
    Variant(4, "loop"): Fraction("0.0001"),
}
MAX_CANDIDATES = 400


@dataclass(frozen=True)
class DealGrade:
    grade: str
    solvable: bool
    fair_play_wins: bool | None  # None: fair play was not asked for
    random_win: Fraction | None  # None when not needed to decide the grade

    @property
    def text(self) -> str:
        return GRADES[self.grade]


def fair_play_wins(variant: Variant, deal: Deal) -> bool:
    """Whether optimal fair play (lookahead 1) wins this deal: the table's compiled playout."""
    from solver.tables.service import table_for

    table = table_for(variant, lookahead=1)
    return bool(table.play_deals(np.array([deal], dtype=np.int64))[0])


def is_solvable(variant: Variant, deal: Deal) -> bool:
    """The clairvoyant verdict (the compiled solver is imported on first use only)."""
    from solver.clairvoyant import is_solvable as solvable

    return solvable(variant, deal)


def _gentle_threshold(variant: Variant) -> Fraction:
    return GENTLE_RANDOM_WIN.get(variant) or GENTLE_RANDOM_WIN[Variant(4, variant.goal)]


def grade_deal(variant: Variant, deal: Deal, fair_play: bool = True) -> DealGrade:
    """Grade a deal, cheapest measure first (the full count is only needed for Gentle/Fair)."""
    if variant.size > MAX_SEARCH_SIZE:
        raise TraxError(f"deals are graded up to {MAX_SEARCH_SIZE}x{MAX_SEARCH_SIZE}")
    if not is_solvable(variant, deal):
        return DealGrade("Hopeless", False, False, Fraction(0))
    wins = fair_play_wins(variant, deal) if fair_play else None
    if wins is False:
        return DealGrade("Treacherous", True, False, None)
    from solver.play_count import count_plays  # compiled: imported only when needed

    random_win = count_plays(variant, deal).random_win
    grade = "Gentle" if random_win >= _gentle_threshold(variant) else "Fair"
    return DealGrade(grade, True, wins, random_win)


def _has_grade(variant: Variant, deal: Deal, grade: str) -> bool:
    """grade_deal(...).grade == grade, without the full count when the grade does not need it."""
    if grade == "Hopeless":
        return not is_solvable(variant, deal)
    if grade == "Treacherous":
        return is_solvable(variant, deal) and fair_play_wins(variant, deal) is False
    return grade_deal(variant, deal).grade == grade


def graded_deal(
    variant: Variant,
    grade: str,
    rng_or_seed: random.Random | int | str | None = None,
    max_candidates: int = MAX_CANDIDATES,
    time_limit: float | None = 60.0,
    before_candidate: Callable[[int], None] | None = None,
) -> int:
    """A deal number of the asked grade, drawn from the generator (a seed gives the same deal
    every time it is found). Raises TraxError for an unknown grade, or when none is found in
    `max_candidates` draws or `time_limit` seconds: some grades are rare in some variants
    (fewer than 1 in 50 4x4 line deals is Hopeless). `before_candidate(attempt)` is called
    before each candidate (to report progress, or to stop the search by raising)."""
    if grade not in GRADES:
        raise TraxError(f"unknown grade {grade!r} (one of: {', '.join(GRADES)})")
    rng = rng_or_seed if isinstance(rng_or_seed, random.Random) else random.Random(rng_or_seed)
    deadline = None if time_limit is None else time.monotonic() + time_limit
    tries = 0
    while tries < max_candidates:
        tries += 1
        if before_candidate is not None:
            before_candidate(tries)
        number = rng.randrange(1, 10**9)
        if _has_grade(variant, deal_from_number(variant.size, number), grade):
            return number
        if deadline is not None and time.monotonic() > deadline:
            break
    raise TraxError(f"no {grade} {variant} deal found in {tries} tries")
