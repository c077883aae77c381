"""Compiled kernels of the fast exact flow: reading one tile for every set of numbered layouts
(solver.exact.numbered), canonicalising the new sets by symmetry and merging equal ones in a hash
table as they are made (no sort of the whole depth, no second pass).

A set is a sorted list of ids (int32); a batch of sets is CSR (offs[S+1] into items) with an
exact mass per set (int64, units of 8^-depth). A set's canonical form is the smallest sorted
list among its 16 images; only the images whose smallest id is the least of all are sorted.
"""

from __future__ import annotations

import numpy as np

from solver.exact.sets import EIGHTHS_ARRAY, lexically_less
from solver.jit import njit


@njit(cache=True)
def canonical_ids(buf, m, image, tmp, best, first):
    """Write the canonical form of the sorted, distinct ids buf[:m] into best[:m]. A symmetry
    keeps tile counts, and ids are ordered by tile count first, so the smallest id of an image
    is the image of an id of the fewest tiles: only those are looked at to find it."""
    g = 0
    end = first[np.searchsorted(first, buf[0], side="right")]
    while g < m and buf[g] < end:
        g += 1
    mins = np.empty(16, np.int64)
    lowest = np.int64(1) << 40
    for d in range(16):
        low = np.int64(1) << 40
        for i in range(g):
            x = image[d, buf[i]]
            if x < low:
                low = x
        mins[d] = low
        if low < lowest:
            lowest = low
    have = False
    for d in range(16):
        if mins[d] != lowest:
            continue
        for i in range(m):
            tmp[i] = image[d, buf[i]]
        tmp[:m].sort()
        if not have or lexically_less(tmp, best, m):
            for i in range(m):
                best[i] = tmp[i]
            have = True


@njit(cache=True)
def hash_ids(a, lo, hi):
    h = np.uint64(1469598103934665603)
    for i in range(lo, hi):
        x = np.uint64(a[i]) + np.uint64(0x9E3779B97F4A7C15)
        x ^= x >> np.uint64(29)
        x *= np.uint64(0xBF58476D1CE4E5B9)
        x ^= x >> np.uint64(32)
        h = (h ^ x) * np.uint64(1099511628211)
        h ^= h >> np.uint64(31)
    return np.int64(h >> np.uint64(1))


@njit(cache=True)
def gather(items, lo, na, hi, h, win, start, succ, stamp, serial, buf):
    """The set after tile h: the ids one move of h away from the active ids items[lo:na], and
    the waiting ids items[na:hi], distinct, in buf; returns their count, or -1 when a move of h
    wins whatever follows."""
    if wins_at_once(items, lo, na, h, win):
        return -1
    m = new_ids(items, lo, na, h, start, succ, stamp, serial, buf)
    for i in range(na, hi):
        x = items[i]
        if stamp[x] != serial:
            stamp[x] = serial
            buf[m] = x
            m += 1
    return m


@njit(cache=True)
def wins_at_once(items, lo, na, h, win):
    """Whether a move of tile h from one of the active ids items[lo:na] wins whatever follows."""
    for i in range(lo, na):  # noqa: SIM110 (compiled: a plain loop)
        if win[items[i], h]:
            return True
    return False


@njit(cache=True)
def new_ids(items, lo, na, h, start, succ, seen, serial, buf):
    """The ids one move of h away from items[lo:na] not yet marked in `seen`, marked, written
    to buf; returns their count."""
    m = 0
    for i in range(lo, na):
        c = items[i]
        for j in range(start[6 * c + h], start[6 * c + h + 1]):
            x = succ[j]
            if seen[x] != serial:
                seen[x] = serial
                buf[m] = x
                m += 1
    return m


@njit(cache=True)
def _rehash(hashes, count, size):
    slots = np.full(size, -1, np.int64)
    mask = size - 1
    for s in range(count):
        p = hashes[s] & mask
        while slots[p] >= 0:
            p = (p + 1) & mask
        slots[p] = s
    return slots


@njit(cache=True)
def _find(best, m, key, slots, offs, items, hashes):
    """The slot holding the set best[:m] (hash `key`), or the free slot where it belongs
    (returned as -1 - slot)."""
    mask = slots.shape[0] - 1
    p = key & mask
    while True:
        s = slots[p]
        if s < 0:
            return -1 - p
        if hashes[s] == key and offs[s + 1] - offs[s] == m:
            lo = offs[s]
            same = True
            for i in range(m):
                if items[lo + i] != best[i]:
                    same = False
                    break
            if same:
                return p
        p = (p + 1) & mask


@njit(cache=True)
def _grown(a, size):
    out = np.empty(max(size, 2 * a.shape[0]), a.dtype)
    for i in range(a.shape[0]):
        out[i] = a[i]
    return out


@njit(cache=True)
def add_set(best, m, weight, out, count):
    """Add mass `weight` to the set best[:m] in the table `out` (offs, items, mass, hashes,
    slots; grown as needed, hence returned) holding `count` sets; returns (out, count)."""
    offs, items, mass, hashes, slots = out
    key = hash_ids(best, 0, m)
    p = _find(best, m, key, slots, offs, items, hashes)
    if p >= 0:
        mass[slots[p]] += weight
        return out, count
    pos = offs[count]
    if pos + m > items.shape[0]:
        items = _grown(items, pos + m)
    if count + 2 > mass.shape[0]:
        offs, mass, hashes = _grown(offs, count + 3), _grown(mass, 0), _grown(hashes, 0)
    for i in range(m):
        items[pos + i] = best[i]
    offs[count + 1] = pos + m
    mass[count] = weight
    hashes[count] = key
    if 2 * (count + 1) > slots.shape[0]:
        slots = _rehash(hashes, count + 1, 2 * slots.shape[0])
    else:
        slots[-1 - p] = count
    return (offs, items, mass, hashes, slots), count + 1


@njit(cache=True)
def new_table(sets, layouts):
    size = 1024
    while size < 2 * sets:
        size *= 2
    offs = np.zeros(sets + 2, np.int64)
    out = (offs, np.empty(layouts + 16, np.int32), np.zeros(sets + 1, np.int64))
    return (*out, np.zeros(sets + 1, np.int64), np.full(size, -1, np.int64))


@njit(cache=True)
def step_ids(offs, items, mass, k, first, image, win, start, succ, out, count, tally):
    """Read tile k for the sets offs/items/mass (depth k), adding the undecided sets after it
    to the table `out` (see add_set) of `count` sets. tally[0] += the mass solved, tally[1] +=
    the mass lost (units 8^-(k+1)). Returns (out, count)."""
    universe = image.shape[1]
    stamp = np.zeros(universe, np.int64)
    buf = np.empty(universe, np.int32)
    tmp = np.empty(universe, np.int32)
    best = np.empty(universe, np.int32)
    serial = 0
    active_end = first[k + 1]
    for s in range(offs.shape[0] - 1):
        lo, hi = offs[s], offs[s + 1]
        na = lo
        while na < hi and items[na] < active_end:
            na += 1
        hands = 6 if na > lo else 1
        for h in range(hands):
            weight = mass[s] * (EIGHTHS_ARRAY[h] if na > lo else 8)
            serial += 1
            m = gather(items, lo, na, hi, h, win, start, succ, stamp, serial, buf)
            if m < 0:
                tally[0] += weight
                continue
            if m == 0:
                tally[1] += weight
                continue
            buf[:m].sort()
            canonical_ids(buf, m, image, tmp, best, first)
            out, count = add_set(best, m, weight, out, count)
    return out, count
