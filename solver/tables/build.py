"""Building the fair-play tables (docs/rules.md section 7) by dynamic programming over layouts.

Tiles only ever increase, so layouts are grouped into levels by tile count. A forward pass
collects every canonical layout reachable from a first tile (layouts that are full or decided
are terminal and never stored); a backward pass, from the fullest level down, computes for each
stored layout L and each tile in hand h:

- lookahead 1: W0[L, h] = sum_n P(n) V(L, h, n), V the best move value with next tile n: a move
  with no forced fill leads to W0[L', n]; one with fills consumed n, so it leads to
  W1[L'] = sum_h P(h) W0[L', h];
- lookahead 0: V0[L, h] = max over moves of U[L'] with U[L'] = sum_h P(h) V0[L', h].

Both come from the same successors, so one pass builds both.

The kernels run on one core: with numba's parallel loops they took 3 s more to compile (the
first build on a fresh install: a 2x2 table, or a table that no longer matches the rules) to
save 0.6 s of the largest build, the 4x4 line table, which ships with the package.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from solitaire.variant import Variant
from solver import core
from solver.jit import njit
from solver.layout import PROBABILITY_ARRAY, symmetry_tables
from solver.symmetry import canonical, find_index

# progress(stage, done, total): stage is "layouts" (forward pass, counted in levels) or
# "values" (backward pass, counted in layouts).
Progress = Callable[[str, int, int], None]

_BLOCK = 256  # parents per block (scratch arrays are allocated per block)
_CHUNK = 1 << 15  # parents per forward-pass call (bounds the successor buffer)


@dataclass
class Solution:
    """The solved layouts of one variant: sorted canonical codes per level, and values."""

    variant: Variant
    codes: np.ndarray  # int64[M], sorted within each level
    offsets: np.ndarray  # int64[N*N + 2]: level t is codes[offsets[t]:offsets[t+1]]
    w0: np.ndarray  # float64[M, 6] lookahead 1, per hand
    v0: np.ndarray  # float64[M, 6] lookahead 0, per hand


@njit(cache=True)
def _expand(parents, n, goal, row_table, row_mask, col_mask, out):
    """Canonical codes of the non-terminal successors of each parent, into
    out[i * m:...] with m = core.max_moves(n) (unused slots stay -1)."""
    m = 6 * (n + 2) * (n + 2)
    count = parents.shape[0]
    blocks = (count + _BLOCK - 1) // _BLOCK
    for b in range(blocks):
        board, frame, work = core.new_board(n)
        moves = np.empty((m, 6), np.int64)
        for i in range(b * _BLOCK, min(count, (b + 1) * _BLOCK)):
            core.load(parents[i], n, board, frame)
            k = core.expand(board, frame, n, goal, -1, True, False, work, moves)
            for j in range(k):
                if moves[j, 5] == core.PLAYING:
                    key = canonical(moves[j, 4], n, row_table, row_mask, col_mask)[0]
                    out[i * m + j] = key


@njit(cache=True)
def _evaluate(lo, hi, level, codes, offsets, n, goal, sym, prob, w0, w1, v0, u0, missing):
    """Fill w0, w1, v0, u0 for codes[lo:hi] (all at tile count `level`) from fuller levels.
    sym = (row_table, row_mask, col_mask, omap) of solver.layout."""
    row_table, row_mask, col_mask, omap = sym
    m = 6 * (n + 2) * (n + 2)
    count = hi - lo
    blocks = (count + _BLOCK - 1) // _BLOCK
    for b in range(blocks):
        board, frame, work = core.new_board(n)
        moves = np.empty((m, 6), np.int64)
        succ = np.empty(m, np.int64)
        trans = np.empty(m, np.int64)
        best = np.empty(6, np.float64)
        for i in range(lo + b * _BLOCK, min(hi, lo + (b + 1) * _BLOCK)):
            core.load(codes[i], n, board, frame)
            k = core.expand(board, frame, n, goal, -1, True, False, work, moves)
            has = np.zeros(6, np.bool_)
            for j in range(k):
                has[moves[j, 0]] = True
                if moves[j, 5] == core.PLAYING:
                    key, d = canonical(moves[j, 4], n, row_table, row_mask, col_mask)
                    t = level + 1 + moves[j, 3]
                    succ[j] = find_index(codes, offsets[t], offsets[t + 1], key)
                    if succ[j] < 0:
                        missing[0] = 1  # cannot happen unless the two passes disagree
                    trans[j] = d
            total1 = 0.0
            total0 = 0.0
            for h in range(6):
                turned = not has[h]  # rule 4.5: any orientation when h fits nowhere as dealt
                for x in range(6):
                    best[x] = 0.0
                best0 = 0.0
                for j in range(k):
                    if not turned and moves[j, 0] != h:
                        continue
                    if moves[j, 5] == core.WON:
                        for x in range(6):
                            best[x] = 1.0
                        best0 = 1.0
                        continue
                    if moves[j, 5] == core.LOST:
                        continue
                    s = succ[j]
                    best0 = max(best0, u0[s])
                    if moves[j, 3] == 0:
                        for x in range(6):
                            best[x] = max(best[x], w0[s, omap[trans[j], x]])
                    else:
                        for x in range(6):
                            best[x] = max(best[x], w1[s])
                acc = 0.0
                for x in range(6):
                    acc += prob[x] * best[x]
                w0[i, h] = acc
                v0[i, h] = best0
                total1 += prob[h] * acc
                total0 += prob[h] * best0
            w1[i] = total1
            u0[i] = total0


def first_layouts(n: int) -> np.ndarray:
    """Canonical codes of the one-tile layouts."""
    tables = symmetry_tables(n)
    codes = {
        int(canonical(np.int64(o + 1), n, tables.row_table, tables.row_mask, tables.col_mask)[0])
        for o in range(6)
    }
    return np.array(sorted(codes), dtype=np.int64)


def solve(variant: Variant, progress: Progress | None = None) -> Solution:
    """Enumerate and evaluate every reachable layout of a variant (both lookaheads)."""
    n = variant.size
    goal = core.goal_code(variant.goal)
    tables = symmetry_tables(n)
    cells = n * n
    pending: list[list[np.ndarray]] = [[] for _ in range(cells + 1)]
    levels: list[np.ndarray] = [np.empty(0, np.int64) for _ in range(cells + 1)]
    pending[1].append(first_layouts(n))
    m = core.max_moves(n)
    for t in range(1, cells):
        if progress:
            progress("layouts", t - 1, cells - 1)
        parts = pending[t]
        level = np.unique(np.concatenate(parts)) if parts else np.empty(0, np.int64)
        pending[t] = []
        levels[t] = level
        for start in range(0, len(level), _CHUNK):
            chunk = level[start : start + _CHUNK]
            out = np.full(len(chunk) * m, -1, dtype=np.int64)
            _expand(chunk, n, goal, tables.row_table, tables.row_mask, tables.col_mask, out)
            found = np.unique(out[out >= 0])
            counts = _tile_counts(found, n)
            for target in np.unique(counts):
                pending[int(target)].append(found[counts == target])
    if progress:
        progress("layouts", cells - 1, cells - 1)
    sizes = np.array([len(x) for x in levels], dtype=np.int64)
    offsets = np.zeros(cells + 2, dtype=np.int64)
    offsets[1:] = np.cumsum(sizes)
    codes = np.concatenate(levels)
    total = len(codes)
    w0 = np.zeros((total, 6))
    v0 = np.zeros((total, 6))
    w1 = np.zeros(total)
    u0 = np.zeros(total)
    missing = np.zeros(1, dtype=np.int64)
    done = 0
    for t in range(cells - 1, 0, -1):
        lo, hi = int(offsets[t]), int(offsets[t + 1])
        if hi > lo:
            sym = (tables.row_table, tables.row_mask, tables.col_mask, tables.omap)
            _evaluate(
                lo, hi, t, codes, offsets, n, goal, sym, PROBABILITY_ARRAY, w0, w1, v0, u0, missing
            )
            if missing[0]:
                raise RuntimeError(f"{variant}: a successor of a {t}-tile layout is missing")
        done += hi - lo
        if progress:
            progress("values", done, total)
    return Solution(variant, codes, offsets, w0, v0)


def _tile_counts(codes: np.ndarray, n: int) -> np.ndarray:
    counts = np.zeros(len(codes), dtype=np.int64)
    for i in range(n * n):
        counts += ((codes >> (3 * i)) & 7) != 0
    return counts
