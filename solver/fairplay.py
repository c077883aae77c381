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
from solitaire.tiles import ORIENTATIONS
from solitaire.variant import Variant
from solver import cache
from solver import kernels as K
from solver.build import Progress, Solution, solve
from solver.layout import encode
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

# Orientation rank in notation (alphabetical) order, for ties: ES EW NE NS NW SW.
_NOTATION_RANK = np.array([sorted(ORIENTATIONS).index(name) for name in ORIENTATIONS])


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
        if not position.tiles:
            return Move(-1, -1, hand)
        nxt = position.next_tile if self.lookahead == 1 else None
        row, col, orientation, _ = self.best_move_code(
            encode(position.tiles, self.variant.size), hand, -1 if nxt is None else nxt
        )
        if orientation < 0:
            return None
        return Move(col, row, orientation)

    def best_move_code(self, code: int, hand: int, next_tile: int) -> tuple[int, int, int, int]:
        """Array-level fast path: for a packed layout (solver.layout.encode), the hand and the
        next tile (-1 if none or unknown) return (row, col, orientation, new_code) of the best
        move, row/col relative to the layout's top-left as in notation (-1 is '0'/'@');
        orientation -1 when stuck. For whole games use `play_deals`."""
        t = self.tables
        return _choose(
            np.int64(code),
            self.variant.size,
            self.goal_code,
            hand,
            next_tile,
            self.lookahead,
            self.codes,
            self.offsets,
            self.values,
            self.mean,
            t.row_table,
            t.row_mask,
            t.col_mask,
            t.omap,
            _NOTATION_RANK,
        )[:4]

    def play_deals(self, deals: np.ndarray) -> np.ndarray:
        """Play each deal (rows of orientation codes, top of the stack first) with the optimal
        fair-play policy, compiled end to end; returns a bool array: won or not."""
        deals = np.ascontiguousarray(deals, dtype=np.int64)
        if deals.ndim != 2 or deals.shape[1] != self.variant.tiles:
            raise ValueError(f"deals must have shape (count, {self.variant.tiles})")
        t = self.tables
        return _play_deals(
            deals,
            self.variant.size,
            self.goal_code,
            self.lookahead,
            self.codes,
            self.offsets,
            self.values,
            self.mean,
            t.row_table,
            t.row_mask,
            t.col_mask,
            t.omap,
            _NOTATION_RANK,
        )


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
def _choose(
    code,
    n,
    goal,
    hand,
    nxt,
    lookahead,
    codes,
    offsets,
    values,
    mean,
    row_table,
    row_mask,
    col_mask,
    omap,
    rank,
):
    """Best placement of `hand` on a non-empty layout: (row, col, orientation, new code,
    fills, value); orientation -1 when no orientation fits anywhere."""
    (oo, orr, oc, ok, ocode, ost, grid, work, stack, placed, cells, parent, comp) = (
        K.scratch_buffers(n)
    )
    moves = K.generate(
        code, n, goal, oo, orr, oc, ok, ocode, ost, grid, work, stack, placed, cells, parent, comp
    )
    level = K.tile_count(code, n)
    dealt = False
    for j in range(moves):
        if oo[j] == hand:
            dealt = True
    best = -1
    best_value = -1.0
    best_key = 0
    for j in range(moves):
        if dealt and oo[j] != hand:
            continue
        if ost[j] == K.WON:
            value = 1.0
        elif ost[j] == K.LOST:
            value = 0.0
        else:
            key, d = K.canonical(ocode[j], n, row_table, row_mask, col_mask)
            t = level + 1 + ok[j]
            index = K.find_index(codes, offsets[t], offsets[t + 1], key)
            if lookahead == 1 and ok[j] == 0 and nxt >= 0:
                value = values[index, omap[d, nxt]]
            else:
                value = mean[index]
        order = ((oc[j] + 1) * 16 + orr[j] + 1) * 8 + rank[oo[j]]  # notation order
        if value > best_value + 1e-12 or (value > best_value - 1e-12 and order < best_key):
            best = j
            best_value = max(value, best_value)
            best_key = order
    if best < 0:
        return -1, -1, -1, code, 0, 0.0
    return orr[best], oc[best], oo[best], ocode[best], ok[best], best_value


@njit(cache=True)
def _play_deals(
    deals,
    n,
    goal,
    lookahead,
    codes,
    offsets,
    values,
    mean,
    row_table,
    row_mask,
    col_mask,
    omap,
    rank,
):
    cells = n * n
    won = np.zeros(deals.shape[0], np.bool_)
    scratch_cells = np.empty(cells, np.int64)
    parent = np.empty(cells, np.int64)
    comp = np.empty((cells, 3), np.int64)
    for g in range(deals.shape[0]):
        code = np.int64(deals[g, 0] + 1)  # the first tile, as dealt
        consumed = 1
        while consumed < cells:
            hand = deals[g, consumed]
            nxt = deals[g, consumed + 1] if consumed + 1 < cells else -1
            r, c, o, new, fills, value = _choose(
                code,
                n,
                goal,
                hand,
                nxt,
                lookahead,
                codes,
                offsets,
                values,
                mean,
                row_table,
                row_mask,
                col_mask,
                omap,
                rank,
            )
            if o < 0:
                break  # stuck
            code = new
            consumed += 1 + fills
            status = K.layout_status(code, n, goal, scratch_cells, parent, comp)
            if status == K.WON:
                won[g] = True
                break
            if status == K.LOST:
                break
    return won
