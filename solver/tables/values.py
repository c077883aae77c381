"""Fair-play tables without the compiler: move values, hints and win rates (rules section 7).

A table holds, for every canonical non-terminal layout L and tile in hand h:
- lookahead 1: W0[L, h], the win probability with h in hand before the next tile is seen;
- lookahead 0: V0[L, h], the win probability with h in hand and the next tile hidden.
The value of a move follows from the layout it leaves (see solver.tables.build), so any engine
`Position` is answered from its layout, hand and (lookahead 1) next tile, never deeper tiles.

Looking a value up needs only the packing of solver.layout, the symmetry tables (numpy) and a
binary search, so hints, odds and the app's first hint run without importing numba. A layout
missing from the table is terminal (the tables hold every reachable layout still in play); the
engine then says whether it is won or lost. The compiled fast play (`best_move`, `play_deals`)
imports its kernels (solver.tables.play) on first use.

Part of the tables service: use it through `solver.tables` (`table_for`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Self

import numpy as np

from solitaire.errors import TraxError
from solitaire.move import Move
from solitaire.position import Placement, Position
from solitaire.variant import Variant
from solver import cache
from solver.layout import PROBABILITY_ARRAY, Tables, encode, symmetry_tables
from solver.portable.packing import TIE, group_ties, terminal_value
from solver.tables import shipped

RULES_VERSION = cache.RULES_VERSION
LOOKAHEADS = (0, 1)
ARRAYS = ("meta", "codes", "offsets", "values")


def canonical(code: int, n: int, tables: Tables) -> tuple[int, int]:
    """The smallest code among the 16 images of a layout, and the first transform giving it
    (the same answer as the compiled solver.symmetry.canonical)."""
    bits = 3 * n
    mask = (1 << bits) - 1
    rows = [(code >> (bits * r)) & mask for r in range(n)]
    row_mask = [int(m) for m in tables.row_mask]
    col_mask = [int(m) for m in tables.col_mask]
    best, best_d = -1, 0
    for d in range(16):
        table = tables.row_table[d]
        x = 0
        for r in range(n):
            x |= int(table[r, rows[r]])
        dr = next(i for i in range(n) if x & row_mask[i])
        dc = next(i for i in range(n) if x & col_mask[i])
        x >>= 3 * (n * dr + dc)
        if best < 0 or x < best:
            best, best_d = x, d
    return best, best_d


def table_path(variant: Variant, lookahead: int) -> Path:
    """Where the disk cache keeps a table."""
    n = variant.size
    name = f"fairplay-{n}x{n}-{variant.goal}-la{lookahead}-rules{RULES_VERSION}.npz"
    return cache.cache_dir() / name


@dataclass
class FairPlayTable:
    """Exact fair-play values of one variant at one lookahead (0 or 1), with compiled fast play."""

    variant: Variant
    lookahead: int
    codes: np.ndarray  # int64[M] canonical layouts, sorted within each tile count
    offsets: np.ndarray  # int64[N*N + 2] start of each tile count in `codes`
    values: np.ndarray  # float64[M, 6] per tile in hand (W0 or V0 of solver.tables.build)
    mean: np.ndarray = field(init=False)  # float64[M]: the value before the hand is known
    tables: Tables = field(init=False, repr=False)
    goal_code: int = field(init=False)

    def __post_init__(self) -> None:
        self.mean = self.values @ PROBABILITY_ARRAY
        self.tables = symmetry_tables(self.variant.size)
        self.goal_code = shipped.GOAL_CODES[self.variant.goal]

    # -- values ---------------------------------------------------------------------------

    def find(self, code: int, count: int) -> tuple[int, int]:
        """(index in the table or -1, transform) of a packed layout of `count` tiles."""
        key, d = canonical(code, self.variant.size, self.tables)
        lo, hi = int(self.offsets[count]), int(self.offsets[count + 1])
        i = lo + int(np.searchsorted(self.codes[lo:hi], key))
        return (i if i < hi and int(self.codes[i]) == key else -1), d

    def layout_value(
        self, tiles: dict[tuple[int, int], int], next_tile: int | None, fills: int
    ) -> float:
        """Value of the layout a move leaves: looked up, or terminal (see the module doc)."""
        index, d = self.find(encode(tiles, self.variant.size), len(tiles))
        if index < 0:
            return self._terminal_value(tiles)
        if self.lookahead == 1 and fills == 0 and next_tile is not None:
            return float(self.values[index, self.tables.omap[d, next_tile]])
        return float(self.mean[index])

    def _terminal_value(self, tiles: dict[tuple[int, int], int]) -> float:
        return terminal_value(self.variant, tiles)

    def move_values(self, position: Position) -> list[tuple[Placement, float]]:
        """Every legal move with its exact win probability, best first (ties in notation
        order). Uses only the hand and, with lookahead 1, the next tile."""
        self._check(position)
        next_tile = position.next_tile if self.lookahead == 1 else None
        scored = []
        for placement in position.legal_moves():
            tiles = dict(position.tiles)
            tiles[placement.cell] = placement.orientation
            tiles.update(placement.fills)
            value = self.layout_value(tiles, next_tile, len(placement.fills))
            scored.append((placement, value))
        best_first = sorted(scored, key=lambda pv: -pv[1])  # stable: notation order kept
        return group_ties(best_first)

    def best_moves(self, position: Position) -> list[tuple[Placement, float]]:
        """The hint: every move tied for the best value (empty when there is no legal move)."""
        values = self.move_values(position)
        return [(p, v) for p, v in values if v >= values[0][1] - TIE] if values else []

    def position_value(self, position: Position) -> float:
        """Win probability of a position with optimal fair play from here."""
        self._check(position)
        if position.hand is None:
            return 1.0 if position.is_won() else 0.0
        values = self.move_values(position)
        return values[0][1] if values else 0.0

    def win_rate(self) -> float:
        """The optimal win rate of the variant: the value of the empty table, any deal."""
        total = 0.0
        for hand in range(6):
            index, _ = self.find(hand + 1, 1)
            # Over all next tiles the transform only permutes equally likely tiles.
            total += PROBABILITY_ARRAY[hand] * self.mean[index]
        return float(total)

    def _check(self, position: Position) -> None:
        if position.variant != self.variant:
            raise TraxError(f"this table is for {self.variant}, not {position.variant}")

    # -- fast play (compiled) -------------------------------------------------------------

    def best_move(self, position: Position) -> Move | None:
        """A best move (the first in notation order among ties), or None when stuck or over.
        Runs the compiled generator, not the engine: about a hundred microseconds."""
        self._check(position)
        hand = position.hand
        if hand is None:
            return None
        nxt = position.next_tile if self.lookahead == 1 else None
        row, col, orientation, _ = self.best_move_code(
            encode(position.tiles, self.variant.size), hand, -1 if nxt is None else nxt
        )
        return None if orientation < 0 else Move(col, row, orientation)

    def best_move_code(self, code: int, hand: int, next_tile: int) -> tuple[int, int, int, int]:
        """Array-level fast path: for a packed layout (solver.layout.encode), the hand and the
        next tile (-1 if none or unknown) return (row, col, orientation, new_code) of the best
        move, row/col relative to the layout's top-left as in notation (-1 is '0'/'@');
        orientation -1 when stuck. For whole games use `play_deals`."""
        from solver.tables.play import best_for_key

        row, col, orientation, new = best_for_key(
            np.int64(code),
            self.variant.size,
            self.goal_code,
            hand,
            next_tile,
            self.lookahead,
            self._arrays,
            self._symmetry,
        )
        return int(row), int(col), int(orientation), int(new)

    def play_deals(self, deals: np.ndarray) -> np.ndarray:
        """Play each deal (rows of orientation codes, top of the stack first) with the optimal
        fair-play policy, compiled end to end; returns a bool array: won or not."""
        from solver.tables.play import play_deals

        deals = np.ascontiguousarray(deals, dtype=np.int64)
        if deals.ndim != 2 or deals.shape[1] != self.variant.tiles:
            raise ValueError(f"deals must have shape (count, {self.variant.tiles})")
        return play_deals(
            deals, self.variant.size, self.goal_code, self.lookahead, self._arrays, self._symmetry
        )

    @property
    def _arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        return (self.codes, self.offsets, self.values, self.mean)

    @property
    def _symmetry(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        t = self.tables
        return (t.row_table, t.row_mask, t.col_mask, t.omap)

    # -- storage --------------------------------------------------------------------------

    def arrays(self) -> dict[str, np.ndarray]:
        meta = np.array([self.variant.size, self.goal_code, self.lookahead, RULES_VERSION])
        return {"meta": meta, "codes": self.codes, "offsets": self.offsets, "values": self.values}

    @classmethod
    def from_arrays(
        cls, variant: Variant, lookahead: int, arrays: dict[str, np.ndarray]
    ) -> Self | None:
        """A table from loaded arrays, or None if they do not describe one for this variant."""
        meta, codes, offsets, values = (arrays[name] for name in ARRAYS)
        goal = shipped.GOAL_CODES[variant.goal]
        cells = variant.tiles
        ok = (
            meta.shape == (4,)
            and meta.tolist() == [variant.size, goal, lookahead, RULES_VERSION]
            and codes.dtype == np.int64
            and codes.ndim == 1
            and offsets.dtype == np.int64
            and offsets.shape == (cells + 2,)
            and values.dtype == np.float64
            and values.shape == (len(codes), 6)
            and offsets[0] == 0
            and offsets[-1] == len(codes)
            and bool(np.all(np.diff(offsets) >= 0))
            and bool(np.all((values >= 0) & (values <= 1)))
        )
        return cls(variant, lookahead, codes, offsets, values) if ok else None


def stored_arrays(
    variant: Variant, lookahead: int, then: str = cache.REBUILDING
) -> dict[str, np.ndarray] | None:
    """A table's arrays from the shipped package data, else the disk cache; None if neither
    holds a valid one (the caller then builds it, or says in `then` what it does instead)."""
    symmetry_tables(variant.size)  # rejects sizes the packed layouts cannot hold
    arrays = shipped.table_arrays(variant, lookahead)
    if arrays is not None:
        return arrays
    return cache.load(table_path(variant, lookahead), ARRAYS, then)
