"""The compiled fair-play policy: the best move by table look-up inside numba kernels, for one
layout (`best_for_key`) or whole games (`play_deals`). Part of the tables service: reached
through `FairPlayTable.best_move` and `FairPlayTable.play_deals` (solver.tables.values), which
pass the table's arrays and symmetry tables as two tuples.
"""

from __future__ import annotations

import numpy as np

from solver import core
from solver.jit import njit
from solver.symmetry import canonical, find_index


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
def best_for_key(key, n, goal, hand, nxt, lookahead, tab, sym):
    """(row, col, orientation, new key) of the best move from a packed layout; -1s if stuck."""
    board, frame, work = core.new_board(n)
    core.load(key, n, board, frame)
    moves = np.empty((6 * (n + 2) * (n + 2), 6), np.int64)
    j, _ = _choose(board, frame, n, goal, hand, nxt, lookahead, tab, sym, work, moves)
    if j < 0:
        return -1, -1, -1, key
    return moves[j, 1], moves[j, 2], moves[j, 0], moves[j, 4]


@njit(cache=True)
def play_deals(deals, n, goal, lookahead, tab, sym):
    """Play each deal with the policy until won, full, stuck or decided; won or not."""
    cells = n * n
    won = np.zeros(deals.shape[0], np.bool_)
    board, frame, work = core.new_board(n)
    moves = np.empty((6 * (n + 2) * (n + 2), 6), np.int64)
    saved = np.empty(5, np.int64)  # the frame before each move (place() notes it)
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
            consumed += core.place(board, frame, n, cell, row[0], work[2], saved)
            if moves[j, 5] == core.WON:
                won[g] = True
                break
            if moves[j, 5] == core.LOST:
                break
    return won
