"""Exact win probabilities with k tiles seen ahead, looked up without the compiler.

A `SeeingTable` holds, for every canonical layout in play of a variant, the scaled integer
values of solver.tables.seeing.values for lookahead k: A(L, s_1..s_i) * 8^(r - i) for every sequence
of i <= min(k, r) tiles known (r tiles left). Its questions, all answered as exact Fractions:

- `exact_win_rate()`: the optimal win rate of the variant at lookahead k (the empty table);
- `exact_move_values(position)`: every legal move of an engine Position with its win probability
  when the hand and the deal's next k tiles are seen (best first, ties in notation order);
- `value(tiles, known)`: a layout's value with the tiles `known` (hand first).

A look-up is the engine's legal moves, a canonical form and a binary search per move: about a
millisecond for a whole position in pure Python (benchmarks/bench_seeing.py measures it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from solitaire.errors import TraxError
from solitaire.position import Placement, Position
from solitaire.tiles import BLACK, EIGHTHS, WHITE
from solitaire.tracks import colour_out_reason, goal_colour
from solitaire.variant import Variant
from solver.layout import Tables, encode, symmetry_tables
from solver.tables.values import canonical

FORMAT = 1
ARRAYS = ("meta", "codes", "offsets", "base", "vals")


def block_start(length: int) -> int:
    """Where the block of sequences of `length` tiles begins in a layout's row."""
    return (6**length - 1) // 5


def row_width(k: int, left: int) -> int:
    """Values stored for a layout with `left` tiles left at lookahead k: lengths 0..min(k, left)."""
    return block_start(min(k, left) + 1)


@dataclass
class SeeingTable:
    """Exact values of one variant at lookahead k (see the module doc)."""

    variant: Variant
    k: int
    codes: np.ndarray  # int64[M] canonical layouts in play, by tile count then code
    offsets: np.ndarray  # int64[N*N + 2] start of each tile count
    base: np.ndarray  # int64[M + 1] start of each layout's row in vals
    vals: np.ndarray  # int64 scaled values, blocks of lengths 0..min(k, r) per row
    tables: Tables = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.tables = symmetry_tables(self.variant.size)

    # -- values ----------------------------------------------------------------------------

    def find(self, code: int, count: int) -> tuple[int, int]:
        """(index or -1, transform to the canonical code) of a packed layout of `count` tiles."""
        key, d = canonical(code, self.variant.size, self.tables)
        lo, hi = int(self.offsets[count]), int(self.offsets[count + 1])
        i = lo + int(np.searchsorted(self.codes[lo:hi], key))
        return (i if i < hi and int(self.codes[i]) == key else -1), d

    def value(self, tiles: dict[tuple[int, int], int], known: Sequence[int]) -> Fraction:
        """Win probability of a layout with the tiles `known` next on the stack (the hand
        first, at most k + 1 of them used), optimal play with k seen ahead from then on."""
        cells = self.variant.tiles
        left = cells - len(tiles)
        if left == 0 or not tiles:
            if not tiles:
                return self._empty_value(known)
            return Fraction(
                int(goal_colour(tiles, self.variant.size, self.variant.goal) is not None)
            )
        index, d = self.find(encode(tiles, self.variant.size), len(tiles))
        if index < 0:
            return self._terminal(tiles)
        seen = list(known)[: min(self.k, left)]
        omap = self.tables.omap
        at = 0
        for tile in seen:
            at = at * 6 + int(omap[d, tile])
        start = block_start(len(seen))
        scaled = int(self.vals[int(self.base[index]) + start + at])
        return Fraction(scaled, 8 ** (left - len(seen)))

    def _empty_value(self, known: Sequence[int]) -> Fraction:
        """The empty table: the hand is laid as dealt, the rest seen as before."""
        if not known:
            return sum(
                (Fraction(EIGHTHS[h], 8) * self._empty_value([h]) for h in range(6)), Fraction(0)
            )
        return self.value({(0, 0): known[0]}, known[1:])

    def _terminal(self, tiles: dict[tuple[int, int], int]) -> Fraction:
        n, goal = self.variant.size, self.variant.goal
        if all(colour_out_reason(tiles, n, goal, colour) for colour in (WHITE, BLACK)):
            return Fraction(0)  # decided
        raise LookupError(f"layout {encode(tiles, n):#x} is not in the {self.variant} table")

    def exact_win_rate(self) -> Fraction:
        """The optimal win rate of the variant with k tiles seen ahead, exactly."""
        return self._empty_value([])

    def seen_tiles(self, position: Position) -> tuple[int, ...]:
        """The deal's tiles after the hand that the player sees: the next k."""
        start = position.consumed + 1
        return tuple(position.deal[start : start + self.k])

    def exact_move_values(self, position: Position) -> list[tuple[Placement, Fraction]]:
        """Every legal move with its exact win probability, the hand and the deal's next k
        tiles seen; best first, ties in notation order."""
        if position.variant != self.variant:
            raise TraxError(f"this table is for {self.variant}, not {position.variant}")
        seen = self.seen_tiles(position)
        scored = []
        for placement in position.legal_moves():
            tiles = dict(position.tiles)
            tiles[placement.cell] = placement.orientation
            tiles.update(placement.fills)
            scored.append((placement, self.value(tiles, seen[len(placement.fills) :])))
        return sorted(scored, key=lambda pv: (-pv[1], str(pv[0].move)))

    def exact_best_moves(self, position: Position) -> list[tuple[Placement, Fraction]]:
        """The hint: every move tied for the best value (empty when there is none)."""
        values = self.exact_move_values(position)
        return [(p, v) for p, v in values if v == values[0][1]]

    # -- the interface of solver.tables.FairPlayTable, in floats ----------------------------

    @property
    def lookahead(self) -> int:
        return self.k

    def win_rate(self) -> float:
        return float(self.exact_win_rate())

    def move_values(self, position: Position) -> list[tuple[Placement, float]]:
        return [(p, float(v)) for p, v in self.exact_move_values(position)]

    def best_moves(self, position: Position) -> list[tuple[Placement, float]]:
        return [(p, float(v)) for p, v in self.exact_best_moves(position)]

    def position_value(self, position: Position) -> float:
        """Win probability of a position with optimal play seeing k ahead from here."""
        if position.hand is None:
            return 1.0 if position.is_won() else 0.0
        values = self.exact_move_values(position)
        return float(values[0][1]) if values else 0.0

    # -- storage ---------------------------------------------------------------------------

    def arrays(self) -> dict[str, np.ndarray]:
        return {
            "meta": meta_for(self.variant, self.k),
            "codes": self.codes,
            "offsets": self.offsets,
            "base": self.base,
            "vals": self.vals,
        }


def meta_for(variant: Variant, k: int) -> np.ndarray:
    from solver.cache import RULES_VERSION

    goal = {"line": 0, "loop": 1}[variant.goal]
    return np.array([FORMAT, variant.size, goal, k, RULES_VERSION], dtype=np.int64)


def from_arrays(variant: Variant, k: int, arrays: dict[str, np.ndarray]) -> SeeingTable | None:
    """A table from loaded arrays, or None unless they are one for this variant and k: the
    shapes, the row widths per tile count and every value's range are checked."""
    meta, codes, offsets, base, vals = (arrays[name] for name in ARRAYS)
    cells = variant.tiles
    if not (
        np.array_equal(meta, meta_for(variant, k))
        and all(a.dtype == np.int64 and a.ndim == 1 for a in (codes, offsets, base, vals))
        and offsets.shape == (cells + 2,)
        and offsets[0] == 0
        and offsets[-1] == len(codes)
        and base.shape == (len(codes) + 1,)
        and base[0] == 0
        and base[-1] == len(vals)
    ):
        return None
    widths = np.diff(base)
    for t in range(1, cells):
        lo, hi = int(offsets[t]), int(offsets[t + 1])
        if np.any(widths[lo:hi] != row_width(k, cells - t)):
            return None
        row = vals[int(base[lo]) : int(base[hi])]
        if row.size and (row.min() < 0 or row.max() > 8 ** (cells - t)):
            return None
    return SeeingTable(variant, k, codes, offsets, base, vals)
