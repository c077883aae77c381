"""Hints in pure Python (no numba, no numpy), for the browser: `hint_report` answers exactly what
`trax-solitaire hint --json` prints at lookahead 0 and 1, value for value.

Use:

    table = WebTable.from_folder(variant, Path("tables"))  # or .from_bytes(variant, data)
    report = hint_report(position, lookahead=1, every=False, table=table)
    # {"exact": True, "moves": [{"move": "B1:NE", "forced": 0, "win": 0.5,
    #                            "fraction": "1/2"}, ...]}

`position` is a solitaire.position.Position (a session's `position`); `every` False gives the
moves tied for the best value (`hint`), True every legal move best first (`hint --all`). The
look-up is the one of solver.tables.values.FairPlayTable: the layout a move leaves, made
canonical over the 16 symmetries, found by binary search among the layouts of its tile count;
lookahead 1 reads the value for the next tile (when the move forced no fill), otherwise the mean
over the tile in hand. A layout missing from the table is terminal: won, lost or decided.
"""

from __future__ import annotations

from bisect import bisect_left
from fractions import Fraction
from pathlib import Path
from typing import Any

from solitaire.errors import TraxError
from solitaire.position import Placement, Position
from solitaire.tiles import PROBABILITY
from solitaire.variant import Variant
from solver.portable.packing import (
    TIE,
    canonical,
    encode,
    group_ties,
    orientation_map,
    terminal_value,
)
from solver.portable.webfile import read_web_table, web_table_name

LOOKAHEADS = (0, 1)


class WebTable:
    """One variant's fair-play values at lookahead 0 and 1, from a web table file."""

    def __init__(self, variant: Variant, arrays: dict) -> None:
        self.variant = variant
        self.codes = arrays["codes"]
        self.offsets = arrays["offsets"]
        self.values = {1: arrays["w0"], 0: arrays["v0"]}
        self.omap = [orientation_map(d) for d in range(16)]

    @classmethod
    def from_bytes(cls, variant: Variant, data: bytes) -> WebTable:
        """A table from the bytes of its file (solver.portable.webfile), checked; raises
        WebTableError naming the problem."""
        return cls(variant, read_web_table(data, variant))

    @classmethod
    def from_folder(cls, variant: Variant, folder: Path) -> WebTable:
        """The table of a variant from its file in `folder` (named by web_table_name);
        WebTableError if it is damaged, OSError if it cannot be read."""
        return cls.from_bytes(variant, (Path(folder) / web_table_name(variant)).read_bytes())

    def find(self, code: int, count: int) -> tuple[int, int]:
        """(index in the table or -1, transform) of a packed layout of `count` tiles."""
        key, d = canonical(code, self.variant.size)
        lo, hi = self.offsets[count], self.offsets[count + 1]
        i = bisect_left(self.codes, key, lo, hi)
        return (i if i < hi and self.codes[i] == key else -1), d

    def mean(self, lookahead: int, index: int) -> float:
        """The value before the tile in hand is known (exact: dyadic values, eighths)."""
        row = self.values[lookahead]
        total = 0.0
        for k in range(6):
            total += row[6 * index + k] * PROBABILITY[k]
        return total

    def layout_value(
        self, tiles: dict[tuple[int, int], int], lookahead: int, next_tile: int | None, fills: int
    ) -> float:
        """Value of the layout a move leaves: looked up, or terminal (see the module doc)."""
        index, d = self.find(encode(tiles, self.variant.size), len(tiles))
        if index < 0:
            return self._terminal_value(tiles)
        if lookahead == 1 and fills == 0 and next_tile is not None:
            return self.values[1][6 * index + self.omap[d][next_tile]]
        return self.mean(lookahead, index)

    def _terminal_value(self, tiles: dict[tuple[int, int], int]) -> float:
        return terminal_value(self.variant, tiles)

    def move_values(self, position: Position, lookahead: int) -> list[tuple[Placement, float]]:
        """Every legal move with its exact win probability, best first (ties in notation
        order), as solver.tables.values.FairPlayTable.move_values."""
        if position.variant != self.variant:
            raise TraxError(f"this table is for {self.variant}, not {position.variant}")
        if lookahead not in LOOKAHEADS:
            raise TraxError(f"the web tables answer lookahead 0 or 1, not {lookahead}")
        next_tile = position.next_tile if lookahead == 1 else None
        scored = []
        for placement in position.legal_moves():
            tiles = dict(position.tiles)
            tiles[placement.cell] = placement.orientation
            tiles.update(placement.fills)
            value = self.layout_value(tiles, lookahead, next_tile, len(placement.fills))
            scored.append((placement, value))
        return group_ties(sorted(scored, key=lambda pv: -pv[1]))

    def best_moves(self, position: Position, lookahead: int) -> list[tuple[Placement, float]]:
        """Every move tied for the best value (empty when there is no legal move)."""
        values = self.move_values(position, lookahead)
        return [(p, v) for p, v in values if v >= values[0][1] - TIE] if values else []


def fraction_text(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def hint_json(scored: list[tuple[Placement, Any]], fraction: Any = None) -> dict:
    """The dict `hint --json` prints for scored moves (values float or Fraction); `fraction`
    writes a value's exact fraction (default: the float's exact value, for the tables)."""
    write = fraction or (lambda value: fraction_text(Fraction(value)))
    moves = [
        {"move": str(p.move), "forced": len(p.fills), "win": float(v), "fraction": write(v)}
        for p, v in scored
    ]
    return {"moves": moves, "exact": True}


def hint_report(position: Position, lookahead: int, every: bool, table: WebTable) -> dict:
    """Exactly the dict `trax-solitaire hint --json [--all] --lookahead 0|1` prints for this
    position: {"exact": True, "moves": [{"move", "forced", "win", "fraction"}, ...]}."""
    if every:
        scored = table.move_values(position, lookahead)
    else:
        scored = table.best_moves(position, lookahead)
    return hint_json(scored)
