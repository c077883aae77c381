"""Variants: the board size and the goal."""

from __future__ import annotations

import re
from dataclasses import dataclass

from solitaire.errors import NotationError

MIN_SIZE, MAX_SIZE = 2, 8
GOALS = ("line", "loop")


@dataclass(frozen=True)
class Variant:
    size: int
    goal: str = "line"

    def __post_init__(self) -> None:
        if not MIN_SIZE <= self.size <= MAX_SIZE:
            raise NotationError(f"size {self.size} is not supported (use {MIN_SIZE} to {MAX_SIZE})")
        if self.goal not in GOALS:
            raise NotationError(f"goal {self.goal!r} is not one of: {', '.join(GOALS)}")
        if self.goal == "loop" and self.size % 2:
            raise NotationError(
                f"a loop through every tile needs an even size; {self.size}x{self.size} has none"
            )

    @property
    def tiles(self) -> int:
        return self.size * self.size

    def __str__(self) -> str:
        return f"{self.size}x{self.size} {self.goal}"

    @classmethod
    def parse(cls, text: str) -> Variant:
        """Read '3x3 line', '4x4 loop' (the goal defaults to line)."""
        match = re.fullmatch(r"\s*(\d+)\s*x\s*(\d+)\s*(line|loop)?\s*", text, re.IGNORECASE)
        if not match:
            raise NotationError(
                f"{text!r} is not a variant (write it like '3x3 line' or '4x4 loop')"
            )
        rows, cols = int(match[1]), int(match[2])
        if rows != cols:
            raise NotationError(f"{text!r}: the board must be square")
        return cls(rows, (match[3] or "line").lower())


STANDARD_VARIANTS = (Variant(3, "line"), Variant(4, "line"), Variant(4, "loop"))
