"""Compiled look-ups on the packed layouts of solver.layout: the canonical form of a layout under
the 16 symmetries (see solver.layout.symmetry_tables), and binary search in sorted codes."""

from __future__ import annotations

import numpy as np

from solver.jit import njit


@njit(cache=True)
def transform(code, d, n, row_table, row_mask, col_mask):
    """Image of a packed layout under symmetry d (0..15), translated back to the top-left."""
    bits = 3 * n
    field = (np.int64(1) << bits) - 1
    x = np.int64(0)
    for r in range(n):
        x |= row_table[d, r, (code >> (bits * r)) & field]
    dr = 0
    while (x & row_mask[dr]) == 0:
        dr += 1
    dc = 0
    while (x & col_mask[dc]) == 0:
        dc += 1
    return x >> (3 * (n * dr + dc))


@njit(cache=True)
def canonical(code, n, row_table, row_mask, col_mask):
    """The smallest code among the 16 images of a layout, and a transform that gives it."""
    best = np.int64(-1)
    best_d = 0
    for d in range(16):
        x = transform(code, d, n, row_table, row_mask, col_mask)
        if best < 0 or x < best:
            best = x
            best_d = d
    return best, best_d


@njit(cache=True)
def find_index(codes, lo, hi, key):
    """Index of key in the sorted slice codes[lo:hi], or -1."""
    while lo < hi:
        mid = (lo + hi) >> 1
        if codes[mid] < key:
            lo = mid + 1
        else:
            hi = mid
    if lo < codes.shape[0] and codes[lo] == key:
        return lo
    return -1
