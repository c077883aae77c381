"""The last tiles of the fast exact flow, by bitsets over every suffix of the stack, on the
numbered layouts of solver.exact.numbered (the method of solver.exact.suffix, packed tighter).

After m tiles, each undecided set R wins on the suffixes (tiles m..N*N-1, D = N*N - m of them)
that some layout of R wins with. Each layout L of j >= m tiles gets the bitset B_L of those
(only tiles j.. matter; tiles m..j-1 went into forced fills):

    B_L = OR over tiles t of [tile j = t] AND (ALL if a move of t wins at once or reaches a
          sure layout, else OR of B_L' over the moves of t)

from the fullest layouts down, and R wins on OR_{L in R} B_L.

Bits: the last r = min(3, D) tiles of a suffix (6^r <= 216 values) index a bit inside a block
of ceil(6^r / 64) words (4 for r = 3: 84% of the bits used); the other tiles index the block,
first tile most significant. A block's weight is its tiles' odds; inside a block each bit's
weight (1 to 8 eighths^r) is one of four classes, so a weighted count is four masked popcounts
per word.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from solver.exact.numbered import Universe
from solver.exact.numbered_union import Rows, compress, finish_rows, walk_rows
from solver.exact.sets import EIGHTHS_ARRAY
from solver.jit import njit

CLASSES = (1, 2, 4, 8)


def block_tables(digits: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """For a suffix of `digits` tiles: the tile of each (prefix position, block), each block's
    weight (eighths), the bit masks per (in-block position, tile) over a block's words, and
    the masks of the four weight classes over a block's words."""
    r = min(3, digits)
    per = 4  # 6^r <= 216 bits; fewer tiles leave the last words empty (and "full" when empty)
    blocks = 6 ** (digits - r)
    q = np.arange(blocks, dtype=np.int64)
    tile = np.zeros((max(digits - r, 1), blocks), np.int64)
    weight = np.ones(blocks, np.int64)
    for p in range(digits - r):
        tile[p] = (q // 6 ** (digits - r - 1 - p)) % 6
        weight *= EIGHTHS_ARRAY[tile[p]]
    select = np.zeros((r, 6, per), np.uint64)
    classes = np.zeros((4, per), np.uint64)
    for bit in range(6**r):
        word, one = bit // 64, np.uint64(1) << np.uint64(bit % 64)
        w = 1
        for p in range(r):
            t = (bit // 6 ** (r - 1 - p)) % 6
            select[p, t, word] |= one
            w *= int(EIGHTHS_ARRAY[t])
        classes[CLASSES.index(w), word] |= one
    return tile, weight, select, classes


@njit(cache=True)
def _or_moves(i, t, win, start, succ, base, bits, acc, full):
    """acc = the union of the bitsets of the moves of t from id i (all of `full` when one
    wins whatever follows); returns False when t has no move worth following."""
    if win[i, t]:
        for k in range(acc.shape[0]):
            acc[k] = full[k]
        return True
    lo, hi = start[6 * i + t], start[6 * i + t + 1]
    if lo == hi:
        return False
    first = bits[succ[lo] - base]
    for k in range(acc.shape[0]):
        acc[k] = first[k]
    for j in range(lo + 1, hi):
        row = bits[succ[j] - base]
        for q in range(acc.shape[0]):
            acc[q] |= row[q]
    return True


@njit(cache=True)
def build_bits(m, cells, first, win, start, succ, tile, select, bits):
    """bits[i - first[m]] = B of every id i of m tiles or more, fullest first."""
    base = first[m]
    words = bits.shape[1]
    r, per = select.shape[0], select.shape[2]
    digits = cells - m
    full = np.zeros(words, np.uint64)
    for p in range(per):
        for t in range(6):
            for w in range(p, words, per):
                full[w] |= select[0, t, p]
    acc = np.empty(words, np.uint64)
    for i in range(first[cells] - 1, base - 1, -1):
        j = 0
        while first[j + 1] <= i:
            j += 1
        row = bits[i - base]
        row[:] = 0
        for t in range(6):
            if not _or_moves(i, t, win, start, succ, base, bits, acc, full):
                continue
            p = j - m
            if p < digits - r:
                for b in range(tile.shape[1]):
                    if tile[p, b] == t:
                        for w in range(b * per, b * per + per):
                            row[w] |= acc[w]
            else:
                sel = select[p - (digits - r), t]
                for w in range(words):
                    row[w] |= acc[w] & sel[w % per]


def finish_tables(depth: int, universe: Universe) -> Rows:
    """The bitsets of every id of `depth` tiles or more, compressed by tile count."""
    cells = universe.size**2
    digits = cells - depth
    if digits < 1:
        raise ValueError("the suffix stage needs at least one tile left")
    tile, weight, select, classes = block_tables(digits)
    base = int(universe.first[depth])
    rows = int(universe.first[cells]) - base
    bits = np.zeros((max(rows, 1), len(weight) * 4), np.uint64)
    u = universe
    build_bits(depth, cells, u.first, u.win, u.start, u.succ, tile, select, bits)
    full = np.bitwise_or.reduce(select[0], axis=0)
    whole = int(weight.sum()) * int(EIGHTHS_ARRAY.sum()) ** min(3, digits)
    ids = np.arange(base, base + len(bits))
    tiles = np.searchsorted(u.first, ids, side="right") - 1
    compact = compress(bits, tiles, depth, cells, (weight, classes, full, whole))
    return replace(compact, base=base)


def finish_range(
    states: tuple[np.ndarray, np.ndarray, np.ndarray],
    lo: int,
    hi: int,
    depth: int,
    universe: Universe,
    rows: Rows,
    walk: bool,
) -> int:
    """The solved weight of the sets lo..hi-1 (ids) after `depth` tiles, in units of 8^-tiles:
    finished at once, or (`walk`) after reading one more tile without storing the sets it
    makes. `rows` are the bitsets of `depth` (+1 when walking) tiles on (finish_tables)."""
    offs, items, mass = states
    part = (offs[lo : hi + 1], items, mass[lo:hi])
    r, u = rows, universe
    if not walk:
        return int(finish_rows(*part, r.base, r.kernel(), r.size, r.whole))
    moves = (u.win, u.start, u.succ)
    won, _ = walk_rows(*part, depth, u.first, moves, r.base, r.kernel(), r.size, r.whole)
    return int(won)
