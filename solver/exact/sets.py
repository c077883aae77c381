"""Compiled kernels of the exact set flow (see solver.exact_flow for the method).

A state is a set of layouts (packed as in solver.layout: translated to the top-left, 3 bits a
cell), stored sorted; a batch of states is CSR: offs[S+1] into items, with a mass per state.
A state is kept in its canonical form: the smallest sorted image under the 16 symmetries of
the square and colour swap (all keep the tile odds, so equal canonical forms share their odds).
"""

from __future__ import annotations

import numpy as np
from numba import njit

from solver.symmetry import canonical, find_index, transform

EIGHTHS_ARRAY = np.array([2, 2, 1, 1, 1, 1], dtype=np.int64)


@njit(cache=True)
def tile_count(code, n):
    """Tiles in a packed layout (= stack tiles it consumed)."""
    t = 0
    for i in range(n * n):
        if (code >> (3 * i)) & 7:
            t += 1
    return t


@njit(cache=True)
def _less(a, b, m):
    for i in range(m):
        if a[i] != b[i]:
            return a[i] < b[i]
    return False


@njit(cache=True)
def canonical_set(items, m, n, row_table, row_mask, col_mask, tmp, best):
    """Write the canonical form of the sorted, distinct items[:m] into best[:m]."""
    for i in range(m):
        best[i] = items[i]
    for d in range(1, 16):
        for i in range(m):
            tmp[i] = transform(items[i], d, n, row_table, row_mask, col_mask)
        tmp[:m].sort()
        if _less(tmp, best, m):
            for i in range(m):
                best[i] = tmp[i]


@njit(cache=True)
def set_hash(a, lo, hi):
    h = np.uint64(1469598103934665603)
    for i in range(lo, hi):
        x = np.uint64(a[i])
        x ^= x >> np.uint64(29)
        x *= np.uint64(0xBF58476D1CE4E5B9)
        x ^= x >> np.uint64(32)
        h = (h ^ x) * np.uint64(1099511628211)
        h ^= h >> np.uint64(31)
    return np.int64(h >> np.uint64(1))


@njit(cache=True)
def step(
    offs,
    items,
    mass,
    k,
    n,
    codes,
    offsets,
    row_table,
    row_mask,
    col_mask,
    omap,
    inv,
    win,
    start,
    succ,
    out_offs,
    out_items,
    out_mass,
    out_hash,
    tally,
    beam,
    score,
):
    """Read tile k for every state: states whose sets hold no k-tile layout pass unchanged with
    mass x8 (tile k is irrelevant to them); otherwise each tile h makes the set of the layouts
    still waiting and the successors of the k-tile layouts. Returns the number of states
    written, or -1 when the output arrays are too small (nothing is then reliable).
    tally[0] += solved mass, tally[1] += lost mass (in units of the new depth).
    With beam > 0, a set of more layouts keeps only the `beam` best by `score` (per canonical
    layout): fewer layouts can only win less often, so the solved mass is then a lower bound."""
    written = 0
    pos = 0
    cap_items = out_items.shape[0]
    cap_states = out_mass.shape[0]
    buf = np.empty(1024, np.int64)
    tmp = np.empty(1024, np.int64)
    out_offs[0] = 0
    for s in range(offs.shape[0] - 1):
        lo = offs[s]
        hi = offs[s + 1]
        active = False
        for i in range(lo, hi):
            if tile_count(items[i], n) == k:
                active = True
                break
        hands = 6 if active else 1
        for h in range(hands):
            weight = mass[s] * (EIGHTHS_ARRAY[h] if active else 8)
            m = 0
            solved = False
            for i in range(lo, hi):
                c = items[i]
                if tile_count(c, n) != k:
                    if m >= buf.shape[0]:
                        buf = _grow(buf, m)
                    buf[m] = c
                    m += 1
                    continue
                key, d = canonical(c, n, row_table, row_mask, col_mask)
                idx = find_index(codes, offsets[k], offsets[k + 1], key)
                hh = omap[d, h]
                if win[idx, hh]:
                    solved = True
                    break
                e = inv[d]
                for j in range(start[6 * idx + hh], start[6 * idx + hh + 1]):
                    if m >= buf.shape[0]:
                        buf = _grow(buf, m)
                    buf[m] = transform(succ[j], e, n, row_table, row_mask, col_mask)
                    m += 1
            if solved:
                tally[0] += weight
                continue
            if m == 0:
                tally[1] += weight
                continue
            buf[:m].sort()
            u = 1
            for i in range(1, m):
                if buf[i] != buf[u - 1]:
                    buf[u] = buf[i]
                    u += 1
            if tmp.shape[0] < buf.shape[0]:
                tmp = np.empty(buf.shape[0], np.int64)
            if beam > 0 and u > beam:
                u = _keep_best(
                    buf, u, beam, n, codes, offsets, row_table, row_mask, col_mask, score
                )
            if written + 1 > cap_states or pos + u > cap_items:
                return -1
            canonical_set(buf, u, n, row_table, row_mask, col_mask, tmp, out_items[pos : pos + u])
            out_mass[written] = weight
            out_hash[written] = set_hash(out_items, pos, pos + u)
            pos += u
            written += 1
            out_offs[written] = pos
    return written


@njit(cache=True)
def _keep_best(buf, u, beam, n, codes, offsets, row_table, row_mask, col_mask, score):
    """Keep the `beam` layouts of buf[:u] with the highest score, sorted; returns beam."""
    values = np.empty(u, np.float64)
    for i in range(u):
        key, _ = canonical(buf[i], n, row_table, row_mask, col_mask)
        t = tile_count(buf[i], n)
        values[i] = -score[find_index(codes, offsets[t], offsets[t + 1], key)]
    order = np.argsort(values, kind="mergesort")
    kept = np.sort(buf[order[:beam]])
    buf[:beam] = kept
    return beam


@njit(cache=True)
def _grow(buf, m):
    bigger = np.empty(2 * buf.shape[0], np.int64)
    bigger[:m] = buf[:m]
    return bigger


@njit(cache=True)
def merge(order, offs, items, mass, hashes, new_offs, new_items, new_mass):
    """Merge equal sets. `order` lists the states sorted by hash; equal sets have equal hashes,
    and within a run of equal hashes every set is compared in full with the kept ones.
    Returns the number of distinct states written to new_*."""
    count = 0
    pos = 0
    new_offs[0] = 0
    i = 0
    total = order.shape[0]
    while i < total:
        j = i
        while j < total and hashes[order[j]] == hashes[order[i]]:
            j += 1
        first = count
        for r in range(i, j):
            s = order[r]
            lo = offs[s]
            hi = offs[s + 1]
            found = -1
            for q in range(first, count):
                qlo = new_offs[q]
                qhi = new_offs[q + 1]
                if qhi - qlo != hi - lo:
                    continue
                same = True
                for x in range(hi - lo):
                    if new_items[qlo + x] != items[lo + x]:
                        same = False
                        break
                if same:
                    found = q
                    break
            if found >= 0:
                new_mass[found] += mass[s]
            else:
                for x in range(hi - lo):
                    new_items[pos + x] = items[lo + x]
                pos += hi - lo
                new_mass[count] = mass[s]
                count += 1
                new_offs[count] = pos
        i = j
    return count
