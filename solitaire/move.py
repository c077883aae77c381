"""Moves in the notation of docs/rules.md section 6: a cell label, a colon and an orientation."""

from __future__ import annotations

import re
from dataclasses import dataclass

from solitaire.errors import NotationError
from solitaire.tiles import ORIENTATIONS, parse_orientation
from solitaire.translatable import QT_TR_NOOP, Text, why

_MOVE_RE = re.compile(r"([@A-Za-z])(\d+)(?::(\S*))?")
# What is wrong with a move as written (translated where shown, solitaire/translatable.py).
NOT_A_MOVE = QT_TR_NOOP(
    "{text} is not a move: write a cell and an orientation, like 'B2:NE' or '@0:NS'"
)
LEADING_ZERO = QT_TR_NOOP("{text}: row {digits} has a leading zero")
NO_ORIENTATION = QT_TR_NOOP("{text}: nothing after the colon (give an orientation like NE)")


def column_label(index: int) -> str:
    """Column label for an index from the west edge of the layout (-1 is '@')."""
    return "@" if index < 0 else chr(ord("A") + index)


def row_label(index: int) -> str:
    """Row label for an index from the north edge of the layout (-1 is '0')."""
    return str(index + 1)


@dataclass(frozen=True, order=True)
class Move:
    """A move: `col` and `row` count from the layout's west and north edges as labels do
    ('@' and '0' are -1, 'A' and '1' are 0); `orientation` None means "as dealt"."""

    col: int
    row: int
    orientation: int | None = None

    @property
    def cell(self) -> str:
        return column_label(self.col) + row_label(self.row)

    def __str__(self) -> str:
        if self.orientation is None:
            return self.cell
        return f"{self.cell}:{ORIENTATIONS[self.orientation]}"

    def with_orientation(self, orientation: int | None) -> Move:
        return Move(self.col, self.row, orientation)

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read 'B2:NE' or 'B2'; raises NotationError saying what is malformed."""
        stripped = text.strip()
        match = _MOVE_RE.fullmatch(stripped)
        if not match:
            if not stripped:
                raise NotationError(Text(QT_TR_NOOP("empty move")))
            raise NotationError(Text(NOT_A_MOVE, text=repr(text)))
        letter, digits, orientation = match[1].upper(), match[2], match[3]
        if len(digits) > 1 and digits[0] == "0":
            raise NotationError(Text(LEADING_ZERO, text=repr(text), digits=repr(digits)))
        col = -1 if letter == "@" else ord(letter) - ord("A")
        row = int(digits) - 1
        if orientation is None:
            return cls(col, row)
        if orientation == "":
            raise NotationError(Text(NO_ORIENTATION, text=repr(text)))
        try:
            return cls(col, row, parse_orientation(orientation))
        except NotationError as exc:
            raise NotationError(
                Text(QT_TR_NOOP("{text}: {reason}"), text=repr(text), reason=why(exc))
            ) from None


def parse_moves(text: str) -> list[Move]:
    """Read moves separated by spaces or commas."""
    return [Move.parse(word) for word in text.replace(",", " ").split()]
