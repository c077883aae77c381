"""Exact win probabilities with lookahead k, by dynamic programming over the move graph.

With k tiles seen ahead the player knows a sequence s_1 ... s_j of the stack (s_1 in hand,
j = min(k + 1, tiles left)); the rest is random (rules section 2). A move of s_1 that makes f
forced fills consumes s_2 ... s_(f+1) whatever they show (docs/rules.md 4.4) and leaves s_(f+2) ...
s_j known, then reveals tiles up to k ahead again. So for a layout L with r tiles left:

    V(L, s_1..s_j) = max over the legal moves of s_1 of  A(L', s_(f+2)..s_j)
    A(L, s_1..s_i) = sum_x P(x) A(L, s_1..s_i x)          (i < j; A of length j is V)

Every value is a dyadic rational: A(L, s_1..s_i) times 8^(r - i) is an integer (each unseen
tile brings one factor of eighths), at most 8^16 = 2^48, so the pass runs on int64 exactly.
Both sides of the max carry the same scale (r - j = r' - j'); a move whose fills run past the
tiles seen consumes e unseen tiles and its successor's value is multiplied by 8^e.

Per layout the blocks of lengths i = 0 ... min(k, r) are stored one after the other; a sequence
is a base-6 number, first tile most significant; the block of length i starts at (6^i - 1)/5.
"""

from __future__ import annotations

import numpy as np

from solitaire.tiles import EIGHTHS
from solver.jit import njit
from solver.layout import orientation_maps
from solver.tables.seeing.graph import MoveGraph
from solver.tables.seeing.table import row_width

WEIGHTS = np.array(EIGHTHS, dtype=np.int64)  # 8 * P(orientation)
POW6 = 6 ** np.arange(20, dtype=np.int64)
POW8 = 8 ** np.arange(21, dtype=np.int64)


@njit(cache=True)
def _seq_index(u, length, d, omap, pow6):
    """Index of the sequence `u` (base 6, `length` digits) after transform d of every tile."""
    x = 0
    for p in range(length):
        x += omap[d, (u // pow6[p]) % 6] * pow6[p]
    return x


@njit(cache=True)
def _best(i, j, left, tables, graph, vals, best, val):
    """best[0:6^j] = V(L_i, s) for every sequence s of j tiles (scaled by 8^(left - j))."""
    omap, weights, pow6, pow8, base = tables
    start, orient, fills, status, succ, trans = graph
    tail = pow6[j - 1]
    for x in range(pow6[j]):
        best[x] = 0
    for h in range(6):
        has = False
        for e in range(start[i], start[i + 1]):
            has = has or orient[e] == h
        for e in range(start[i], start[i + 1]):
            if has and orient[e] != h:
                continue  # rule 4.5: other orientations only when h fits nowhere as dealt
            if status[e] == 2:  # core.LOST
                continue
            if status[e] == 1:  # core.WON
                for t in range(tail):
                    best[h * tail + t] = pow8[left - j]
                continue
            jp = j - 1 - fills[e]
            extra = pow8[max(0, -jp)]
            jp = max(0, jp)
            s = succ[e]
            row = base[s] + (pow6[jp] - 1) // 5
            for u in range(pow6[jp]):
                val[u] = vals[row + _seq_index(u, jp, trans[e], omap, pow6)] * extra
            for t in range(tail):
                v = val[t % pow6[jp]]
                if v > best[h * tail + t]:
                    best[h * tail + t] = v


@njit(cache=True)
def _average(src, count, out, weights):
    """out[q] = sum_x weights[x] src[6q + x] for q < count: one unseen tile more."""
    for q in range(count):
        acc = 0
        for x in range(6):
            acc += weights[x] * src[6 * q + x]
        out[q] = acc


@njit(cache=True)
def solve_level(lo, hi, k, left, tables, graph, vals, best, val):
    """Fill the rows of layouts lo..hi-1 (all with `left` tiles left) from fuller levels."""
    omap, weights, pow6, pow8, base = tables
    j = min(k + 1, left)
    top = min(k, left)
    for i in range(lo, hi):
        _best(i, j, left, tables, graph, vals, best, val)
        row = base[i]
        if top == j:
            for x in range(pow6[j]):
                vals[row + (pow6[j] - 1) // 5 + x] = best[x]
        else:
            _average(best, pow6[top], vals[row + (pow6[top] - 1) // 5 :], weights)
        for length in range(top - 1, -1, -1):
            b = row + (pow6[length] - 1) // 5
            c = row + (pow6[length + 1] - 1) // 5
            _average(vals[c:], pow6[length], vals[b:], weights)


def row_bases(graph: MoveGraph, k: int) -> np.ndarray:
    """Start of each layout's row in the flat value array (the last entry: its length)."""
    cells = graph.variant.tiles
    widths = np.zeros(len(graph.codes), np.int64)
    for t in range(1, cells):
        lo, hi = int(graph.offsets[t]), int(graph.offsets[t + 1])
        widths[lo:hi] = row_width(k, cells - t)
    base = np.zeros(len(widths) + 1, np.int64)
    base[1:] = np.cumsum(widths)
    return base


def solve_values(graph: MoveGraph, k: int) -> tuple[np.ndarray, np.ndarray]:
    """(row bases, flat scaled values) of every layout in play at lookahead k."""
    cells = graph.variant.tiles
    base = row_bases(graph, k)
    vals = np.zeros(int(base[-1]), np.int64)
    width = 6 ** min(k + 1, cells - 1)
    best = np.zeros(width, np.int64)
    val = np.zeros(width, np.int64)
    tables = (orientation_maps(), WEIGHTS, POW6, POW8, base)
    arrays = graph.edge_arrays()
    for t in range(cells - 1, 0, -1):
        lo, hi = int(graph.offsets[t]), int(graph.offsets[t + 1])
        if hi > lo:
            solve_level(lo, hi, k, cells - t, tables, arrays, vals, best, val)
    return base, vals
