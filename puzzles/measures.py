"""The solver's measures of one deal, in the plain form stored in packs and shown in the app."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

from solitaire.deal import Deal
from solitaire.variant import Variant

if TYPE_CHECKING:
    from solver.play_count import PlayCount


@dataclass(frozen=True)
class Measures:
    """How hard a fully known deal is, from the exact search (solver.play_count).

    random_win: the chance that choosing uniformly among the legal moves wins: the share of
    the player's possible plays that win, each weighted as a random player would meet it.
    win_fraction: winning complete plays / complete plays (every play counted once).
    only_moves: over the winning lines, the least number of decisions where exactly one of two
    or more legal moves keeps a win. positions: distinct positions the search explored.
    """

    solvable: bool
    random_win: Fraction
    winning_plays: int
    plays: int
    only_moves: int | None
    decisions: int | None
    positions: int

    @property
    def win_fraction(self) -> float:
        return self.winning_plays / self.plays if self.plays else 0.0

    @classmethod
    def of(cls, count: PlayCount) -> Measures:
        return cls(
            solvable=count.solvable,
            random_win=count.random_win,
            winning_plays=count.winning_plays,
            plays=count.plays,
            only_moves=count.only_moves,
            decisions=count.decisions,
            positions=count.positions,
        )

    def to_json(self) -> dict[str, object]:
        """Plain values; the fractions are rounded to 6 significant digits for reading."""
        return {
            "solvable": self.solvable,
            "random_win": float(f"{float(self.random_win):.6g}"),
            "win_fraction": float(f"{self.win_fraction:.6g}"),
            "winning_plays": self.winning_plays,
            "plays": self.plays,
            "only_moves": self.only_moves,
            "decisions": self.decisions,
            "positions": self.positions,
        }


def measure(variant: Variant, deal: Deal) -> tuple[Measures, tuple[str, ...] | None]:
    """The measures of a deal and one solution (None when it cannot be won)."""
    from solver.play_count import count_plays  # compiled: imported only when needed

    count = count_plays(variant, deal)
    return Measures.of(count), count.solution


def measures_from_json(data: dict[str, object]) -> Measures:
    """Read stored measures back (random_win as stored, i.e. rounded)."""
    only = data.get("only_moves")
    decisions = data.get("decisions")
    return Measures(
        solvable=bool(data["solvable"]),
        random_win=Fraction(str(data["random_win"])),
        winning_plays=int(data["winning_plays"]),  # type: ignore[call-overload]
        plays=int(data["plays"]),  # type: ignore[call-overload]
        only_moves=None if only is None else int(only),  # type: ignore[call-overload]
        decisions=None if decisions is None else int(decisions),  # type: ignore[call-overload]
        positions=int(data["positions"]),  # type: ignore[call-overload]
    )


def odds_text(chance: Fraction) -> str:
    """'1 in 1,234': readable for the tiny chances of 4x4 puzzles."""
    return f"1 in {round(1 / chance):,}" if chance else "never"
