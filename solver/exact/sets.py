"""Compiled kernels of the exact set flow (see solver.exact.flow for the method).

A state is a set of layouts (packed as in solver.layout: translated to the top-left, 3 bits a
cell), stored sorted; a batch of states is CSR: offs[S+1] into items, with a mass per state.
A state is kept in its canonical form: the smallest sorted image under the 16 symmetries of
the square and colour swap (all keep the tile odds, so equal canonical forms share their odds).
"""

from __future__ import annotations

import numpy as np

from solitaire.tiles import EIGHTHS
from solver.jit import njit
from solver.symmetry import canonical, find_index, transform

EIGHTHS_ARRAY = np.array(EIGHTHS, dtype=np.int64)  # for the kernels: 8 x each tile's odds


@njit(cache=True)
def tile_count(code, n):
    """Tiles in a packed layout (= stack tiles it consumed)."""
    t = 0
    for i in range(n * n):
        if (code >> (3 * i)) & 7:
            t += 1
    return t


@njit(cache=True)
def lexically_less(a, b, m):
    """Whether a[:m] comes before b[:m] (the first unequal item decides)."""
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
        if lexically_less(tmp, best, m):
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
def step(offs, items, mass, k, n, tabs, out, tally, beam):
    """Read tile k for every state: states whose sets hold no k-tile layout pass unchanged with
    mass x8 (tile k is irrelevant to them); otherwise each tile h makes the set of the layouts
    still waiting and the successors of the k-tile layouts. `tabs` is the method's
    KernelTables (solver.exact.tables); `out` is (offs, items, mass, hash) to write the new
    states to. Returns the number of states written, or -1 when the output arrays are too
    small (nothing is then reliable). tally[0] += solved mass, tally[1] += lost mass (in units
    of the new depth). With beam > 0, a set of more layouts keeps only the `beam` best by the
    layouts' score: fewer layouts can only win less often, so the solved mass is then a lower
    bound."""
    out_offs, out_items, out_mass, out_hash = out
    row_table, row_mask, col_mask = tabs.row_table, tabs.row_mask, tabs.col_mask
    written = 0
    pos = 0
    buf = np.empty(1024, np.int64)
    tmp = np.empty(1024, np.int64)
    out_offs[0] = 0
    for s in range(offs.shape[0] - 1):
        lo = offs[s]
        hi = offs[s + 1]
        active = _holds_tile_count(items, lo, hi, k, n)
        for h in range(6 if active else 1):
            weight = mass[s] * (EIGHTHS_ARRAY[h] if active else 8)
            buf, m = _read_tile(items, lo, hi, k, n, h, tabs, buf)
            if m < 0:
                tally[0] += weight
                continue
            if m == 0:
                tally[1] += weight
                continue
            u = _sorted_distinct(buf, m)
            if tmp.shape[0] < buf.shape[0]:
                tmp = np.empty(buf.shape[0], np.int64)
            if beam > 0 and u > beam:
                u = _keep_best(buf, u, beam, n, tabs)
            if written + 1 > out_mass.shape[0] or pos + u > out_items.shape[0]:
                return -1
            canonical_set(buf, u, n, row_table, row_mask, col_mask, tmp, out_items[pos : pos + u])
            out_mass[written] = weight
            out_hash[written] = set_hash(out_items, pos, pos + u)
            pos += u
            written += 1
            out_offs[written] = pos
    return written


@njit(cache=True)
def _holds_tile_count(items, lo, hi, k, n):
    """Whether the set items[lo:hi] holds a layout of k tiles (one waiting for tile k)."""
    for i in range(lo, hi):  # noqa: SIM110 (numba compiles no generator expressions)
        if tile_count(items[i], n) == k:
            return True
    return False


@njit(cache=True)
def _read_tile(items, lo, hi, k, n, h, tabs, buf):
    """The set items[lo:hi] after tile h: the layouts still waiting and the successors of the
    k-tile layouts, written to buf (grown if needed). Returns (buf, count), count -1 when a
    move of h wins at once or reaches a sure layout (the prefix is solved)."""
    m = 0
    for i in range(lo, hi):
        c = items[i]
        if tile_count(c, n) != k:
            if m >= buf.shape[0]:
                buf = _grow(buf, m)
            buf[m] = c
            m += 1
            continue
        key, d = canonical(c, n, tabs.row_table, tabs.row_mask, tabs.col_mask)
        idx = find_index(tabs.codes, tabs.offsets[k], tabs.offsets[k + 1], key)
        hh = tabs.omap[d, h]
        if tabs.win[idx, hh]:
            return buf, -1
        e = tabs.inv[d]
        for j in range(tabs.start[6 * idx + hh], tabs.start[6 * idx + hh + 1]):
            if m >= buf.shape[0]:
                buf = _grow(buf, m)
            buf[m] = transform(tabs.succ[j], e, n, tabs.row_table, tabs.row_mask, tabs.col_mask)
            m += 1
    return buf, m


@njit(cache=True)
def _sorted_distinct(buf, m):
    """Sort buf[:m] and keep each layout once at the front; returns how many are kept."""
    buf[:m].sort()
    u = 1
    for i in range(1, m):
        if buf[i] != buf[u - 1]:
            buf[u] = buf[i]
            u += 1
    return u


@njit(cache=True)
def _keep_best(buf, u, beam, n, tabs):
    """Keep the `beam` layouts of buf[:u] with the highest score, sorted; returns beam."""
    values = np.empty(u, np.float64)
    for i in range(u):
        key, _ = canonical(buf[i], n, tabs.row_table, tabs.row_mask, tabs.col_mask)
        t = tile_count(buf[i], n)
        values[i] = -tabs.score[find_index(tabs.codes, tabs.offsets[t], tabs.offsets[t + 1], key)]
    order = np.argsort(values, kind="mergesort")
    kept = np.sort(buf[order[:beam]])
    for i in range(kept.shape[0]):
        buf[i] = kept[i]
    return beam


@njit(cache=True)
def _grow(buf, m):
    bigger = np.empty(2 * buf.shape[0], np.int64)
    for i in range(m):
        bigger[i] = buf[i]
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
