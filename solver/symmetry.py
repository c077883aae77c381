"""Compiled look-ups on the packed layouts of solver.layout: the canonical form of a layout under
the 16 symmetries (see solver.layout.symmetry_tables), and binary search in sorted codes."""

from __future__ import annotations

import numpy as np
from numba import njit


@njit(cache=True)
def canonical(code, n, row_table, row_mask, col_mask):
    """The smallest code among the 16 images of a layout, and a transform that gives it."""
    bits = 3 * n
    field = (np.int64(1) << bits) - 1
    best = np.int64(-1)
    best_d = 0
    for d in range(16):
        x = np.int64(0)
        for r in range(n):
            x |= row_table[d, r, (code >> (bits * r)) & field]
        dr = 0
        while (x & row_mask[dr]) == 0:
            dr += 1
        dc = 0
        while (x & col_mask[dc]) == 0:
            dc += 1
        x = x >> (3 * (n * dr + dc))
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
