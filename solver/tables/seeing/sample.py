"""Sampled win rates of lookahead-k play, compiled on the move graph (solver.tables.seeing.graph).

`sample_rate(variant, k, deals, seed)` plays random deals (orientations with the odds of
docs/rules.md section 2) with a player who sees the hand and the next k tiles:

- for k up to the largest exact table kt, the player is optimal (it maximises the exact values
  of solver.tables.seeing.values), so the sample checks the exact figure;
- for k > kt the player searches every line of play through the tiles it sees and scores what
  lies beyond with the exact lookahead-kt values. It uses only what it sees, so its win rate is
  at most the optimal lookahead-k rate: the sample estimates the rate of this particular
  player (a lower-bound estimate of the optimum, not the optimum itself).

The game is followed on the graph: the layout's index and the map taking the real tiles to the
canonical layout's frame (composed with each move's transform).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from solitaire.tiles import EIGHTHS
from solitaire.variant import Variant
from solver.jit import njit
from solver.layout import orientation_maps
from solver.tables.seeing.store import graph_for, max_exact, seeing_table
from solver.tables.seeing.values import POW6, POW8
from solver.wilson import wilson_interval

_EIGHTH = np.array([o for o, k in enumerate(EIGHTHS) for _ in range(k)], dtype=np.int64)


@njit(cache=True)
def _q(i, left, known, m, kt, graph, tab):
    """Scaled value (8^(left - m)) of layout i with `known` (canonical frame, m tiles): the
    exact table when m <= kt, else the best move over the tiles seen."""
    start, orient, fills, status, succ, trans = graph
    omap, pow6, pow8, base, vals = tab
    if m <= kt:
        at = 0
        for p in range(m):
            at = at * 6 + known[p]
        return vals[base[i] + (pow6[m] - 1) // 5 + at]
    best = np.int64(0)
    h = known[0]
    has = False
    for e in range(start[i], start[i + 1]):
        has = has or orient[e] == h
    for e in range(start[i], start[i + 1]):
        if (has and orient[e] != h) or status[e] == 2:
            continue
        if status[e] == 1:
            return pow8[left - m]
        used = 1 + fills[e]
        rest = max(0, m - used)
        nxt = np.empty(max(rest, 1), np.int64)
        for p in range(rest):
            nxt[p] = omap[trans[e], known[used + p]]
        v = _q(succ[e], left - used, nxt, rest, kt, graph, tab) * pow8[max(0, used - m)]
        best = max(best, v)
    return best


@njit(cache=True)
def _play(deals, first, first_d, k, kt, graph, tab):
    """Won or not, each deal played by the lookahead-k player (see the module doc)."""
    start, orient, fills, status, succ, trans = graph
    omap = tab[0]
    cells = deals.shape[1]
    won = np.zeros(deals.shape[0], np.bool_)
    perm = np.empty(6, np.int64)
    known = np.empty(cells, np.int64)
    for g in range(deals.shape[0]):
        h0 = deals[g, 0]
        i = first[h0]
        for x in range(6):
            perm[x] = omap[first_d[h0], x]
        c = 1
        while True:
            left = cells - c
            m = min(k + 1, left)
            for p in range(m):
                known[p] = perm[deals[g, c + p]]
            h = known[0]
            has = False
            for e in range(start[i], start[i + 1]):
                has = has or orient[e] == h
            pick = -1
            best = np.int64(-1)
            for e in range(start[i], start[i + 1]):
                if has and orient[e] != h:
                    continue
                if status[e] == 1:
                    pick = e
                    break
                if status[e] == 2:
                    v = np.int64(0)
                else:
                    used = 1 + fills[e]
                    rest = max(0, m - used)
                    nxt = np.empty(max(rest, 1), np.int64)
                    for p in range(rest):
                        nxt[p] = omap[trans[e], known[used + p]]
                    v = _q(succ[e], left - used, nxt, rest, kt, graph, tab)
                    v *= tab[2][max(0, used - m)]
                if v > best:
                    best = v
                    pick = e
            if pick < 0 or status[pick] == 2:
                break  # stuck or lost
            if status[pick] == 1:
                won[g] = True
                break
            c += 1 + fills[pick]
            for x in range(6):
                perm[x] = omap[trans[pick], perm[x]]
            i = succ[pick]
    return won


def random_deals(size: int, deals: int, seed: int) -> np.ndarray:
    """Deals drawn with the physical odds (docs/rules.md section 2) from numpy's seeded PCG64."""
    draws = np.random.default_rng(seed).integers(0, 8, size=(deals, size * size))
    return _EIGHTH[draws]


def play(variant: Variant, k: int, deals: np.ndarray) -> np.ndarray:
    """Won or not for each deal (rows of orientations, top first) at lookahead k."""
    from solver.symmetry import canonical
    from solver.tables.seeing.graph import first_codes

    graph = graph_for(variant)
    kt = min(k, max_exact(variant))
    table = seeing_table(variant, kt)
    tables = table.tables
    first = np.zeros(6, np.int64)
    first_d = np.zeros(6, np.int64)
    for h, code in enumerate(first_codes(variant.size)):
        first[h] = graph.index(int(code), 1)
        first_d[h] = canonical(np.int64(h + 1), variant.size, *_sym(tables))[1]
    arrays = graph.edge_arrays()
    tab = (orientation_maps(), POW6, POW8, table.base, table.vals)
    return _play(np.ascontiguousarray(deals, np.int64), first, first_d, k, kt, arrays, tab)


def _sym(tables: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    return tables.row_table, tables.row_mask, tables.col_mask


def sample_rate(variant: Variant, k: int, deals: int, seed: int) -> dict[str, Any]:
    """Wins of the lookahead-k player over `deals` random deals, with a 95% Wilson interval;
    `optimal` says whether the player is the optimal one (k within the exact tables)."""
    won = int(play(variant, k, random_deals(variant.size, deals, seed)).sum())
    lo, hi = wilson_interval(won, deals)
    return {
        "lookahead": k,
        "deals": deals,
        "seed": seed,
        "won": won,
        "rate": won / deals,
        "ci95": [lo, hi],
        "optimal": k <= max_exact(variant),
    }
