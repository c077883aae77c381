"""The last tiles of the exact set flow, by bitsets over every suffix of the stack.

After the flow has read the first m tiles (solver.exact.flow), each undecided set R of layouts
is finished at once: its solvable weight is the weight of the suffixes (tiles m..N*N-1) that
some layout of R wins with. Each layout L of j >= m tiles gets the bitset B_L of the suffixes it
wins with (only tiles j.. matter, tiles m..j-1 went into forced fills):

    B_L = OR over tiles t of [digit j = t] AND (ALL if a move of t wins at once or reaches a
          layout that wins against any tiles, else OR of B_L' over the moves of t)

computed from the fullest layouts down. Then R wins on OR_{L in R} B_L.

Bit layout: a suffix is digits t_m..t_{N*N-1}. The last two digits (36 values) are the bit
index a*6+b inside a 64-bit word; the others index the word, first tile most significant. A
word's weight is its prefix digits' odds times the last two digits' (1, 2 or 4 eighths^2), so
a weighted count is three masked popcounts per word.
"""

from __future__ import annotations

import numpy as np

from solver.exact import sets as S
from solver.exact.tables import ExactTables, Facts, exact_tables
from solver.jit import njit
from solver.symmetry import canonical, find_index, transform

EIGHTHS = S.EIGHTHS_ARRAY


def word_tables(digits: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For `digits` suffix tiles: digit[p, q] (prefix digit p of word q), the prefix weight of
    each word (in eighths), and the bit masks of the last two tiles by weight 1, 2, 4."""
    words = 6 ** (digits - 2)
    q = np.arange(words, dtype=np.int64)
    digit = np.zeros((max(digits - 2, 1), words), np.int64)
    weight = np.ones(words, np.int64)
    for p in range(digits - 2):
        digit[p] = (q // 6 ** (digits - 3 - p)) % 6
        weight *= EIGHTHS[digit[p]]
    masks = np.zeros(3, np.uint64)
    for a in range(6):
        for b in range(6):
            w = int(EIGHTHS[a] * EIGHTHS[b])
            masks[{1: 0, 2: 1, 4: 2}[w]] |= np.uint64(1) << np.uint64(a * 6 + b)
    return digit, weight, masks


def tail_masks() -> np.ndarray:
    """tail[x, t]: the bits of a word whose tile (x=0: second last, x=1: last) is t."""
    tail = np.zeros((2, 6), np.uint64)
    for a in range(6):
        for b in range(6):
            bit = np.uint64(1) << np.uint64(a * 6 + b)
            tail[0, a] |= bit
            tail[1, b] |= bit
    return tail


@njit(cache=True)
def _moves(c, h, k, n, tabs, out):
    """The layouts worth following after hand h on layout c (k tiles), in c's frame, written
    to out; returns their count, or -1 when a move of h wins whatever follows. `tabs` is the
    method's KernelTables (solver.exact.tables)."""
    key, d = canonical(c, n, tabs.row_table, tabs.row_mask, tabs.col_mask)
    idx = find_index(tabs.codes, tabs.offsets[k], tabs.offsets[k + 1], key)
    hh = tabs.omap[d, h]
    if tabs.win[idx, hh]:
        return -1
    e = tabs.inv[d]
    m = 0
    for j in range(tabs.start[6 * idx + hh], tabs.start[6 * idx + hh + 1]):
        out[m] = transform(tabs.succ[j], e, n, tabs.row_table, tabs.row_mask, tabs.col_mask)
        m += 1
    return m


@njit(cache=True)
def successors_all(layer, n, tabs):
    """Every layout one move away (any hand) from the layouts of `layer`, with repeats."""
    buf = np.empty(512, np.int64)
    total = 0
    for write in (False, True):
        found = np.empty(total if write else 0, np.int64)
        pos = 0
        for c in layer:
            k = S.tile_count(c, n)
            for h in range(6):
                m = _moves(c, h, k, n, tabs, buf)
                for i in range(max(m, 0)):
                    if write:
                        found[pos] = buf[i]
                    pos += 1
        total = pos
    return found


@njit(cache=True)
def build_bits(univ, order, m, n, tabs, digit, tail, bits):
    """Fill bits[i] = B of univ[i] for the indices in `order` (fullest layouts first)."""
    words = bits.shape[1]
    cells = n * n
    buf = np.empty(512, np.int64)
    acc = np.empty(words, np.uint64)
    full = np.uint64((1 << 36) - 1)
    for i in order:
        c = univ[i]
        k = S.tile_count(c, n)
        bits[i, :] = 0
        for t in range(6):
            cnt = _moves(c, t, k, n, tabs, buf)
            if cnt == 0:
                continue
            if cnt < 0:
                for q in range(words):
                    acc[q] = full
            else:
                acc[:] = 0
                for x in range(cnt):
                    j = np.searchsorted(univ, buf[x])
                    for q in range(words):
                        acc[q] |= bits[j, q]
            if k < cells - 2:
                p = k - m
                for q in range(words):
                    if digit[p, q] == t:
                        bits[i, q] |= acc[q]
            else:
                sel = tail[k - (cells - 2), t]
                for q in range(words):
                    bits[i, q] |= acc[q] & sel


@njit(cache=True)
def finish_sets(offs, items, mass, univ, bits, weight, masks):
    """Solvable weight of every set (sum of mass x weighted count of its winning suffixes)."""
    words = bits.shape[1]
    acc = np.empty(words, np.uint64)
    solved = 0
    for s in range(offs.shape[0] - 1):
        acc[:] = 0
        for i in range(offs[s], offs[s + 1]):
            j = np.searchsorted(univ, items[i])
            for q in range(words):
                acc[q] |= bits[j, q]
        count = 0
        for q in range(words):
            x = acc[q]
            c = _popcount(x & masks[0]) + 2 * _popcount(x & masks[1])
            c += 4 * _popcount(x & masks[2])
            count += weight[q] * c
        solved += mass[s] * count
    return solved


@njit(cache=True)
def _popcount(x):
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return np.int64((x * np.uint64(0x0101010101010101)) >> np.uint64(56))


def universe(items: np.ndarray, tables: ExactTables) -> np.ndarray:
    """The sorted layouts of the sets and every layout reachable from them."""
    n = tables.variant.size
    layers = [np.empty(0, np.int64) for _ in range(n * n + 1)]
    first = np.unique(items)
    counts = _counts(first, n)
    for level in np.unique(counts):
        layers[level] = first[counts == level]
    for level in range(n * n):
        layer = np.unique(layers[level])
        layers[level] = layer
        if len(layer):
            found = np.unique(successors_all(layer, n, tables.kernel))
            counts = _counts(found, n)
            for target in np.unique(counts):
                layers[target] = np.concatenate([layers[target], found[counts == target]])
    return np.unique(np.concatenate(layers))


def _counts(codes: np.ndarray, n: int) -> np.ndarray:
    counts = np.zeros(len(codes), dtype=np.int64)
    for i in range(n * n):
        counts += ((codes >> (3 * i)) & 7) != 0
    return counts


def finish(
    offs: np.ndarray, items: np.ndarray, mass: np.ndarray, depth: int, tables: ExactTables
) -> tuple[int, int]:
    """Solved weight of the sets after `depth` tiles, in units of 8^-tiles, and the bitset
    table's size in bytes."""
    n = tables.variant.size
    digits = n * n - depth
    if digits < 2:
        raise ValueError("the suffix stage needs at least two tiles left")
    univ = universe(items, tables)
    digit, weight, masks = word_tables(digits)
    bits = np.zeros((len(univ), 6 ** (digits - 2)), np.uint64)
    order = np.argsort(-_counts(univ, n), kind="stable")
    build_bits(univ, order, depth, n, tables.kernel, digit, tail_masks(), bits)
    return int(finish_sets(offs, items, mass, univ, bits, weight, masks)), bits.nbytes


def wins_everything(facts: Facts, depth: int) -> np.ndarray:
    """For the canonical layouts of `depth` tiles or more: whether each wins with every
    continuation of the stack (its suffix bitset is full)."""
    tables = exact_tables(facts)
    n = facts.variant.size
    digits = n * n - depth
    lo = int(facts.offsets[depth])
    mine = facts.codes[lo:][facts.can[lo:]]
    univ = universe(mine, tables)
    digit, _, _ = word_tables(digits)
    bits = np.zeros((len(univ), 6 ** (digits - 2)), np.uint64)
    order = np.argsort(-_counts(univ, n), kind="stable")
    build_bits(univ, order, depth, n, tables.kernel, digit, tail_masks(), bits)
    full = np.uint64((1 << 36) - 1)
    row_full = (bits == full).all(axis=1)
    index = np.searchsorted(univ, facts.codes[lo:])
    index = np.minimum(index, len(univ) - 1)
    return (univ[index] == facts.codes[lo:]) & row_full[index]
