"""Where a game stands: playing, won, lost or stuck, and which colours are out and why."""

from __future__ import annotations

from dataclasses import dataclass, field

from solitaire.tiles import COLOUR_NAMES


@dataclass
class Outcome:
    """Where a game stands. `status` is 'playing', 'won', 'lost' (full board, no goal) or
    'stuck' (rule 4.7). `out` maps each colour that can no longer make the goal to why."""

    status: str
    winner: int | None = None
    out: dict[int, str] = field(default_factory=dict)
    goal: str = "line"

    @property
    def decided(self) -> bool:
        """Neither colour can reach the goal any more (the game is lost even if play goes on)."""
        return len(self.out) == 2

    @property
    def over(self) -> bool:
        return self.status != "playing"

    def describe(self) -> str:
        if self.status == "won":
            return f"won: one {COLOUR_NAMES[self.winner or 0]} {self.goal} through every tile"
        reasons = "; ".join(f"{COLOUR_NAMES[c]} is out ({r})" for c, r in sorted(self.out.items()))
        if self.status == "stuck":
            return "lost: the tile in hand fits nowhere in any orientation" + (
                f" ({reasons})" if reasons else ""
            )
        if self.status == "lost":
            return f"lost: {reasons}" if reasons else "lost"
        if self.decided:
            return f"decided, no win possible: {reasons}"
        return "playing" + (f" ({reasons})" if reasons else "")
