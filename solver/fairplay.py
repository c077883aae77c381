"""Fair-play win probabilities (RULES.md section 7): tables, move values, hints, fast play.

A table holds, for every canonical non-terminal layout L and tile in hand h:
- lookahead 1: W0[L, h], the win probability with h in hand before the next tile is seen;
- lookahead 0: V0[L, h], the win probability with h in hand and the next tile hidden.
The value of a move follows from the layout it leaves (see `solver.build`), so any engine
`Position` is answered from its layout, hand and (lookahead 1) next tile, never deeper tiles.

`table_for` loads a table from the cache or builds it (both lookaheads at once) and caches it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from numba import njit

from solitaire.errors import TraxError
from solitaire.move import Move
from solitaire.position import Placement, Position
from solitaire.variant import Variant
from solver import cache, core
from solver.build import Progress, Solution, solve
from solver.layout import PROBABILITY_ARRAY, Tables, encode, symmetry_tables
from solver.symmetry import canonical, find_index

RULES_VERSION = cache.RULES_VERSION
LOOKAHEADS = (0, 1)
_ARRAYS = ("meta", "codes", "offsets", "values")
# Moves whose values differ by less than this are tied (they come out of identical sums).
TIE = 1e-12


def cache_path(variant: Variant, lookahead: int) -> Path:
    n = variant.size
    name = f"fairplay-{n}x{n}-{variant.goal}-la{lookahead}-rules{RULES_VERSION}.npz"
    return cache.cache_dir() / name


@dataclass
class FairPlayTable:
    """Exact fair-play values of one variant at one lookahead (0 or 1)."""

    variant: Variant
    lookahead: int
    codes: np.ndarray  # int64[M] canonical layouts, sorted within each tile count
    offsets: np.ndarray  # int64[N*N + 2] start of each tile count in `codes`
    values: np.ndarray  # float64[M, 6] per tile in hand (W0 or V0 above)
    mean: np.ndarray = field(init=False)  # float64[M]: the value before the hand is known
    tables: Tables = field(init=False, repr=False)
    goal_code: int = field(init=False)

    def __post_init__(self) -> None:
        self.mean = self.values @ PROBABILITY_ARRAY
        self.tables = symmetry_tables(self.variant.size)
        self.goal_code = core.goal_code(self.variant.goal)

    # -- values ---------------------------------------------------------------------------

    def layout_value(
        self, tiles: dict[tuple[int, int], int], next_tile: int | None, fills: int
    ) -> float:
        """Value of the layout a move leaves: terminal, or looked up (see the module doc)."""
        n = self.variant.size
        code = np.int64(encode(tiles, n))
        status = core.status_of_key(code, n, self.goal_code)
        if status == core.WON:
            return 1.0
        if status == core.LOST:
            return 0.0
        t = self.tables
        key, d = canonical(code, n, t.row_table, t.row_mask, t.col_mask)
        count = len(tiles)
        index = find_index(self.codes, int(self.offsets[count]), int(self.offsets[count + 1]), key)
        if index < 0:
            raise LookupError(f"layout {int(code):#x} is not in the {self.variant} table")
        if self.lookahead == 1 and fills == 0 and next_tile is not None:
            return float(self.values[index, t.omap[d, next_tile]])
        return float(self.mean[index])

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
        return _group_ties(best_first)

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
        n = self.variant.size
        t = self.tables
        total = 0.0
        for hand in range(6):
            key, _ = canonical(np.int64(hand + 1), n, t.row_table, t.row_mask, t.col_mask)
            index = find_index(self.codes, int(self.offsets[1]), int(self.offsets[2]), key)
            # Over all next tiles the transform only permutes equally likely tiles.
            total += PROBABILITY_ARRAY[hand] * self.mean[index]
        return float(total)

    # -- fast play -----------------------------------------------------------------------

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
        row, col, orientation, new = _best_for_key(
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
        deals = np.ascontiguousarray(deals, dtype=np.int64)
        if deals.ndim != 2 or deals.shape[1] != self.variant.tiles:
            raise ValueError(f"deals must have shape (count, {self.variant.tiles})")
        return _play_deals(
            deals, self.variant.size, self.goal_code, self.lookahead, self._arrays, self._symmetry
        )

    @property
    def _arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        return (self.codes, self.offsets, self.values, self.mean)

    @property
    def _symmetry(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        t = self.tables
        return (t.row_table, t.row_mask, t.col_mask, t.omap)

    def _check(self, position: Position) -> None:
        if position.variant != self.variant:
            raise TraxError(f"this table is for {self.variant}, not {position.variant}")

    # -- storage --------------------------------------------------------------------------

    def arrays(self) -> dict[str, np.ndarray]:
        meta = np.array([self.variant.size, self.goal_code, self.lookahead, RULES_VERSION])
        return {"meta": meta, "codes": self.codes, "offsets": self.offsets, "values": self.values}

    @classmethod
    def from_arrays(
        cls, variant: Variant, lookahead: int, arrays: dict[str, np.ndarray]
    ) -> FairPlayTable | None:
        """A table from loaded arrays, or None if they do not describe one for this variant."""
        meta, codes, offsets, values = (arrays[name] for name in _ARRAYS)
        goal = core.goal_code(variant.goal)
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


def _group_ties(scored: list[tuple[Placement, float]]) -> list[tuple[Placement, float]]:
    """Re-sort so values within TIE of each other keep notation order."""
    result: list[tuple[Placement, float]] = []
    group: list[tuple[Placement, float]] = []
    for item in scored:
        if group and group[0][1] - item[1] > TIE:
            result.extend(sorted(group, key=lambda pv: str(pv[0].move)))
            group = []
        group.append(item)
    result.extend(sorted(group, key=lambda pv: str(pv[0].move)))
    return result


# -- building and caching --------------------------------------------------------------------

_LOADED: dict[tuple[Variant, int], FairPlayTable] = {}


def tables_from_solution(solution: Solution) -> dict[int, FairPlayTable]:
    v = solution.variant
    return {
        1: FairPlayTable(v, 1, solution.codes, solution.offsets, solution.w0),
        0: FairPlayTable(v, 0, solution.codes, solution.offsets, solution.v0),
    }


def table_for(
    variant: Variant,
    lookahead: int = 1,
    progress: Progress | Callable[[str, int, int], None] | None = None,
) -> FairPlayTable:
    """The fair-play table of a variant: from memory, the cache, or built (then cached).

    `progress(stage, done, total)` is called during a build (see solver.build.Progress)."""
    if lookahead not in LOOKAHEADS:
        raise TraxError(f"lookahead must be 0 or 1, not {lookahead}")
    symmetry_tables(variant.size)  # rejects sizes the packed layouts cannot hold
    key = (variant, lookahead)
    if key in _LOADED:
        return _LOADED[key]
    path = cache_path(variant, lookahead)
    arrays = cache.load(path, _ARRAYS)
    table = FairPlayTable.from_arrays(variant, lookahead, arrays) if arrays else None
    if table is None:
        built = tables_from_solution(solve(variant, progress))
        for la, each in built.items():
            # An unwritable cache only costs a rebuild next time.
            with contextlib.suppress(OSError):
                cache.save(cache_path(variant, la), each.arrays())
            _LOADED[(variant, la)] = each
        table = built[lookahead]
    _LOADED[key] = table
    return table


def clear_memory() -> None:
    """Forget tables loaded in this process (the disk cache is kept)."""
    _LOADED.clear()


# -- compiled policy -------------------------------------------------------------------------


@njit(cache=True)
def _choose(board, frame, n, goal, hand, nxt, lookahead, tab, sym, work, moves):
    """The best legal move of `hand` on the board (any layout, the empty table too): its row in
    `moves` (filled as core.legal does) and its value; -1 when stuck. Ties (within 1e-12) go to
    the first move in notation order."""
    codes, offsets, values, mean = tab
    row_table, row_mask, col_mask, omap = sym
    k = core.legal(board, frame, n, goal, hand, False, work, moves)
    best = -1
    best_value = -1.0
    best_key = 0
    for j in range(k):
        if moves[j, 5] == core.WON:
            value = 1.0
        elif moves[j, 5] == core.LOST:
            value = 0.0
        else:
            key, d = canonical(moves[j, 4], n, row_table, row_mask, col_mask)
            t = frame[4] + 1 + moves[j, 3]
            index = find_index(codes, offsets[t], offsets[t + 1], key)
            if lookahead == 1 and moves[j, 3] == 0 and nxt >= 0:
                value = values[index, omap[d, nxt]]
            else:
                value = mean[index]
        order = core.notation_rank(moves[j, 1], moves[j, 2], moves[j, 0])
        if value > best_value + 1e-12 or (value > best_value - 1e-12 and order < best_key):
            best = j
            best_value = max(value, best_value)
            best_key = order
    return best, best_value


@njit(cache=True)
def _best_for_key(key, n, goal, hand, nxt, lookahead, tab, sym):
    """(row, col, orientation, new key) of the best move from a packed layout; -1s if stuck."""
    board, frame, work = core.new_board(n)
    core.load(key, n, board, frame)
    moves = np.empty((6 * (n + 2) * (n + 2), 6), np.int64)
    j, _ = _choose(board, frame, n, goal, hand, nxt, lookahead, tab, sym, work, moves)
    if j < 0:
        return -1, -1, -1, key
    return moves[j, 1], moves[j, 2], moves[j, 0], moves[j, 4]


@njit(cache=True)
def _play_deals(deals, n, goal, lookahead, tab, sym):
    """Play each deal with the policy until won, full, stuck or decided; won or not."""
    cells = n * n
    won = np.zeros(deals.shape[0], np.bool_)
    board, frame, work = core.new_board(n)
    moves = np.empty((6 * (n + 2) * (n + 2), 6), np.int64)
    for g in range(deals.shape[0]):
        core.load(np.int64(0), n, board, frame)
        consumed = 0
        while consumed < cells:
            hand = deals[g, consumed]
            nxt = deals[g, consumed + 1] if consumed + 1 < cells else -1
            j, _ = _choose(board, frame, n, goal, hand, nxt, lookahead, tab, sym, work, moves)
            if j < 0:
                break  # stuck
            row = moves[j]
            cell = (frame[0] + row[1]) * (2 * n + 3) + frame[2] + row[2]
            if frame[4] == 0:
                cell = (n + 1) * (2 * n + 3) + n + 1  # the first tile: the board's centre
            consumed += core.place(board, frame, n, cell, row[0], work[2], frame.copy())
            if moves[j, 5] == core.WON:
                won[g] = True
                break
            if moves[j, 5] == core.LOST:
                break
    return won
