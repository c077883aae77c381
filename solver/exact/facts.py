"""Per-layout facts for the exact set flow (solver.exact.sets), by a backward pass over every
reachable canonical layout of a variant (the fair-play table's layout list).

For a canonical layout L (non-terminal, reachable) and a tile h in hand:
- can[L]: some continuation of the stack wins from L (exists tiles, exists moves). A layout
  without it can be dropped from every set: it never contributes a win.
- sure[L]: L wins whatever tiles come, even if each tile were chosen by an adversary who sees
  the move just made (for every tile, some move keeps `sure` or wins). This is sufficient for
  "wins for every continuation", so a set holding such a layout makes its deal prefix solvable.
- win[L, h]: some legal move of h wins at once or reaches a `sure` layout.
- the moves of h worth following: their resulting layouts (in L's frame, translated to the
  top-left) that have `can`, stored once per (L, h) in a flat array.

Rule 4.5 is applied here: the moves of h are its dealt placements, or every orientation's
placements when h fits nowhere as dealt. Successor layouts are looked up in fuller levels, so
levels are processed from the fullest down.
"""

from __future__ import annotations

import numpy as np

from solitaire.variant import Variant
from solver import core
from solver.exact.sets import tile_count
from solver.exact.suffix import wins_everything
from solver.exact.tables import Facts
from solver.jit import njit
from solver.layout import symmetry_tables
from solver.symmetry import canonical, find_index
from solver.tables.service import table_for


@njit(cache=True)
def _lookup(code, n, codes, offsets, row_table, row_mask, col_mask):
    key, _ = canonical(code, n, row_table, row_mask, col_mask)
    t = tile_count(code, n)
    return find_index(codes, offsets[t], offsets[t + 1], key)


@njit(cache=True)
def _pass(
    codes, offsets, n, goal, row_table, row_mask, col_mask, can, sure, win, start, succ, write, keep
):
    """First call (write False): can, sure, win and the successor counts into start[1:].
    Second call (write True, start made cumulative): the successor codes into succ.
    `sure` is left as given for layouts of `keep` tiles or more (known exactly already)."""
    cells = n * n
    board, frame, work = core.new_board(n)
    m = 6 * (n + 2) * (n + 2)  # core.max_moves(n), an upper bound on the placements
    out = np.empty((m, 6), np.int64)
    good = np.zeros(m, np.bool_)
    great = np.zeros(m, np.bool_)
    for t in range(cells - 1, 0, -1):
        for i in range(offsets[t], offsets[t + 1]):
            core.load(codes[i], n, board, frame)
            # Every orientation's placements; rule 4.5 is applied per hand below.
            moves = core.expand(board, frame, n, goal, -1, True, False, work, out)
            oo = out[:, 0]
            ocode = out[:, 4]
            ost = out[:, 5]
            has = np.zeros(6, np.bool_)
            for j in range(moves):
                has[oo[j]] = True
                good[j] = False
                great[j] = False
                if ost[j] == core.WON:
                    good[j] = True
                    great[j] = True
                elif ost[j] == core.PLAYING:
                    idx = _lookup(ocode[j], n, codes, offsets, row_table, row_mask, col_mask)
                    if idx < 0:
                        raise RuntimeError("a successor layout is missing from the table")
                    good[j] = can[idx]
                    great[j] = sure[idx]
            any_good = False
            all_great = True
            for h in range(6):
                turned = not has[h]
                g = False
                s = False
                pos = start[6 * i + h]
                for j in range(moves):
                    if turned or oo[j] == h:
                        g = g or good[j]
                        s = s or great[j]
                for j in range(moves):
                    if (turned or oo[j] == h) and good[j] and ost[j] == core.PLAYING and not s:
                        if write:
                            succ[pos] = ocode[j]
                        pos += 1
                if not write:
                    start[6 * i + h + 1] = pos - start[6 * i + h]
                    win[i, h] = s
                any_good = any_good or g
                all_great = all_great and s
            if not write:
                can[i] = any_good
                if t < keep:
                    sure[i] = all_great


def layout_facts(variant: Variant, exact_from: int | None = None) -> Facts:
    """The facts of every reachable layout of a variant (the fair-play table lists them).

    With `exact_from`, `sure` is made exact (wins for every continuation) for the layouts of that
    many tiles or more, by suffix bitsets (solver.exact.suffix); the adversarial test below them
    then builds on it, so more layouts are found sure."""
    table = table_for(variant, 1)
    n = variant.size
    goal = core.goal_code(variant.goal)
    tb = symmetry_tables(n)
    codes, offsets = table.codes, table.offsets
    count = len(codes)
    can = np.zeros(count, np.bool_)
    sure = np.zeros(count, np.bool_)
    win = np.zeros((count, 6), np.bool_)
    start = np.zeros(6 * count + 1, np.int64)
    args = (codes, offsets, n, goal, tb.row_table, tb.row_mask, tb.col_mask, can, sure, win)
    _pass(*args, start, np.empty(0, np.int64), False, n * n + 1)
    if exact_from is not None and exact_from <= n * n - 2:
        first = Facts(
            variant,
            codes,
            offsets,
            can,
            sure,
            win,
            np.cumsum(start),
            np.empty(0, np.int64),
            table.mean,
        )
        succ = np.empty(int(first.start[-1]), np.int64)
        _pass(*args, first.start, succ, True, n * n + 1)
        first = Facts(variant, codes, offsets, can, sure, win, first.start, succ, table.mean)
        lo = int(offsets[exact_from])
        sure[lo:] = can[lo:] & wins_everything(first, exact_from)
        start[:] = 0
        _pass(*args, start, np.empty(0, np.int64), False, exact_from)
    # Levels were walked fullest first, so the counts are per (L, h) wherever L lies.
    start = np.cumsum(start)
    succ = np.empty(int(start[-1]), np.int64)
    _pass(*args, start, succ, True, n * n + 1)
    return Facts(variant, codes, offsets, can, sure, win, start, succ, table.mean)
