"""The value of seeing ahead: the optimal win rate for every lookahead k of a variant.

For k up to store.max_exact the rate is exact (the values pass of this package). With the
whole stack seen (k >= tiles - 1, or `all`) it is the exact solvable fraction of
`exact-solvable` (for 2x2 and 3x3 the values pass at k = tiles - 1 gives it too, and the tests
check the two agree). In between the rate is bounded rigorously: seeing more never hurts (a
player may ignore a tile), so the largest exact k below gives a lower bound and the
clairvoyant value an upper bound.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from solitaire.errors import TraxError
from solitaire.variant import Variant
from solver.tables.seeing.store import max_exact, seeing_table


@dataclass(frozen=True)
class Odds:
    """The optimal win rate at one lookahead: exact, or between two exact bounds."""

    variant: Variant
    k: int | None  # None: the whole stack seen
    lower: Fraction
    upper: Fraction
    lower_k: int  # the lookahead whose exact value is the lower bound

    @property
    def exact(self) -> bool:
        return self.lower == self.upper

    def json(self) -> dict[str, Any]:
        """The `odds --json` keys (docs/cli.md)."""
        out: dict[str, Any] = {
            "size": self.variant.size,
            "goal": self.variant.goal,
            "lookahead": "all" if self.k is None else self.k,
            "exact": self.exact,
        }
        if self.exact:
            out["win"] = out["probability"] = float(self.lower)
            out["fraction"] = f"{self.lower.numerator}/{self.lower.denominator}"
        else:
            out["win"] = out["probability"] = None
            out["lower"] = f"{self.lower.numerator}/{self.lower.denominator}"
            out["upper"] = f"{self.upper.numerator}/{self.upper.denominator}"
            out["lower_float"] = float(self.lower)
            out["upper_float"] = float(self.upper)
            out["lower_lookahead"] = self.lower_k
        return out


# Said of a damaged fair-play table that `odds` does without (a hint builds it again).
NOT_REBUILT = "not needed here (the next hint builds it again)"


def whole_stack_k(variant: Variant) -> int:
    """The smallest k at which the whole stack is seen from the first move."""
    return variant.tiles - 1


# The whole stack known for 4x4: `exact-solvable`'s set flow gives (lower, upper), equal when
# exact. The caller passes it in (solver.exact imports this wing's entry, so not the reverse).
WholeStack = Callable[[Variant], tuple[Fraction, Fraction]]


def clairvoyant(variant: Variant, whole: WholeStack | None) -> tuple[Fraction, Fraction]:
    """(lower, upper) of the solvable fraction, equal when exact: the values pass for sizes 2
    and 3, `whole(variant)` (exact-solvable) for 4x4."""
    top = whole_stack_k(variant)
    if max_exact(variant) >= top:
        value = seeing_table(variant, top).exact_win_rate()
        return value, value
    if whole is None:
        raise TraxError(f"the whole stack known for {variant} needs exact-solvable's figure")
    return whole(variant)


def odds(variant: Variant, k: int | None, whole: WholeStack | None = None) -> Odds:
    """The optimal win rate with k tiles seen ahead (None: all), exact or bounded; `whole`
    gives the whole-stack value where the tables do not reach it (4x4)."""
    top = whole_stack_k(variant)
    stored = fair_play_rate(variant, k) if k in (0, 1) else None
    if stored is not None:
        return Odds(variant, k, stored, stored, k)
    if k is not None and k <= max_exact(variant):
        value = seeing_table(variant, k).exact_win_rate()
        return Odds(variant, k, value, value, k)
    lower_whole, upper = clairvoyant(variant, whole)
    if k is None or k >= top:
        return Odds(variant, k, lower_whole, upper, top)
    below = max_exact(variant)
    return Odds(variant, k, seeing_table(variant, below).exact_win_rate(), upper, below)


def fair_play_rate(variant: Variant, k: int) -> Fraction | None:
    """Lookahead 0 or 1 from the shipped or cached fair-play tables (no compiler, no build):
    their float64 values are exact (dyadic, at most 48 bits; tests/test_seeing.py checks them
    against this package's integers), so the fraction is the float's. None if not stored.
    A damaged cached table is not rebuilt here (odds works the figure out from the lookahead
    table instead), and the line that names it says so."""
    from solver.tables.values import FairPlayTable, stored_arrays

    arrays = stored_arrays(variant, k, then=NOT_REBUILT)
    table = FairPlayTable.from_arrays(variant, k, arrays) if arrays else None
    return None if table is None else Fraction(table.win_rate())


def exact_curve(variant: Variant) -> list[Fraction]:
    """The exact rates for k = 0 ... max_exact(variant)."""
    return [seeing_table(variant, k).exact_win_rate() for k in range(max_exact(variant) + 1)]
