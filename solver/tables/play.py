"""Fair-play win probabilities (RULES.md section 7): tables, move values, hints, fast play.

A table holds, for every canonical non-terminal layout L and tile in hand h:
- lookahead 1: W0[L, h], the win probability with h in hand before the next tile is seen;
- lookahead 0: V0[L, h], the win probability with h in hand and the next tile hidden.
The value of a move follows from the layout it leaves (see `solver.build`), so any engine
`Position` is answered from its layout, hand and (lookahead 1) next tile, never deeper tiles.
Those look-ups need no compiler and live in solver.table_values; this module adds the compiled
fast play (best_move, play_deals) and the build.

`table_for` gives a table from memory, the shipped package data (solver.tables_shipped), the
disk cache, or builds it (both lookaheads at once) and caches it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

import numpy as np
from numba import njit

from solitaire.move import Move
from solitaire.position import Position
from solitaire.variant import Variant
from solver import cache, core
from solver.build import Progress, Solution, solve
from solver.layout import encode
from solver.symmetry import canonical, find_index
from solver.table_values import (
    LOADED,
    LOOKAHEADS,
    RULES_VERSION,
    TIE,
    TableValues,
    stored_arrays,
)
from solver.table_values import table_path as cache_path

__all__ = ["LOOKAHEADS", "RULES_VERSION", "TIE", "FairPlayTable", "cache_path", "table_for"]


class FairPlayTable(TableValues):
    """Exact fair-play values of one variant at one lookahead, with compiled fast play."""

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


# -- building and caching --------------------------------------------------------------------


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
    """The fair-play table of a variant: from memory, the shipped tables, the cache, or built
    (then cached). `progress(stage, done, total)` is called during a build (see
    solver.build.Progress). The one in-memory cache is solver.table_values.LOADED."""
    key = (variant, lookahead)
    loaded = LOADED.get(key)
    if isinstance(loaded, FairPlayTable):
        return loaded
    arrays = stored_arrays(variant, lookahead)  # also rejects bad lookaheads and sizes
    table = FairPlayTable.from_arrays(variant, lookahead, arrays) if arrays else None
    if table is None:
        built = tables_from_solution(solve(variant, progress))
        for la, each in built.items():
            # An unwritable cache only costs a rebuild next time.
            with contextlib.suppress(OSError):
                cache.save(cache_path(variant, la), each.arrays())
            if not isinstance(LOADED.get((variant, la)), FairPlayTable):
                LOADED[(variant, la)] = each
        table = built[lookahead]
    LOADED[key] = table
    return table


def clear_memory() -> None:
    """Forget tables loaded in this process (the disk cache is kept)."""
    LOADED.clear()


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
