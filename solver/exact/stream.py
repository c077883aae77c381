"""Streaming the last tiles of the exact set flow: finish the sets of one depth without storing
the sets of the next ones.

The flow (solver.exact.flow) stores and merges the distinct sets after `root` tiles. From there
each set is walked on, tile by tile, depth first, up to `finish` tiles, where the set reached is
finished at once by the suffix bitsets of solver.exact.suffix; no deeper set is ever stored,
canonicalised or merged (4x4 line sets hardly merge anyway). Each root set is independent of the
others, so any range of them is a chunk that can run anywhere (solver.exact.chunks).

To make the walk cheap, every layout reachable from the root sets is numbered once (the
`Context`): a layout of fewer than `finish` tiles gets, per tile in hand, whether a move wins
whatever follows and the numbers of the layouts its moves reach; a layout of `finish` tiles or
more gets its suffix bitset. A set is then a list of numbers, deduplicated with a stamp array.

The union of a set's bitsets starts from its layout with the most winning weight and then only
visits the words not yet full: sets of the line goal are nearly always almost full, so most
unions stop after touching a few words.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from solver.exact import sets as S
from solver.exact.suffix import (
    _counts,
    _moves,
    _popcount,
    build_bits,
    tail_masks,
    universe,
    word_tables,
)
from solver.exact.tables import ExactTables
from solver.jit import njit

FULL_WORD = np.uint64((1 << 36) - 1)


@dataclass
class Context:
    """Every layout reachable from the root sets, numbered (`univ` sorted), with what the walk
    needs: tile counts; for layouts under `finish` tiles, win[i, h] and the successors of (i, h)
    gsucc[gstart[6i+h]:gstart[6i+h+1]]; for the others their bitset row (row[i] >= 0)."""

    finish: int
    digits: int
    univ: np.ndarray
    counts: np.ndarray
    gwin: np.ndarray
    gstart: np.ndarray
    gsucc: np.ndarray
    row: np.ndarray
    bits: np.ndarray
    weight: np.ndarray
    masks: np.ndarray
    rowweight: np.ndarray

    @property
    def nbytes(self) -> int:
        return sum(
            getattr(self, f).nbytes
            for f in ("univ", "counts", "gwin", "gstart", "gsucc", "row", "bits", "rowweight")
        )


@njit(cache=True)
def _graph(univ, counts, finish, n, tabs):
    """Win flags and successor numbers of every layout under `finish` tiles (two passes: count,
    then write). `tabs` is the method's KernelTables (solver.exact.tables)."""
    size = univ.shape[0]
    gwin = np.zeros((size, 6), np.bool_)
    gstart = np.zeros(6 * size + 1, np.int64)
    gsucc = np.empty(0, np.int64)
    buf = np.empty(512, np.int64)
    for write in (False, True):
        pos = 0
        for i in range(size):
            for h in range(6):
                gstart[6 * i + h] = pos
                if counts[i] >= finish:
                    continue
                m = _moves(univ[i], h, counts[i], n, tabs, buf)
                if m < 0:
                    gwin[i, h] = True
                for x in range(max(m, 0)):
                    if write:
                        j = np.searchsorted(univ, buf[x])
                        if j >= size or univ[j] != buf[x]:
                            raise RuntimeError("a successor is missing from the universe")
                        gsucc[pos] = j
                    pos += 1
        gstart[6 * size] = pos
        if not write:
            gsucc = np.empty(pos, np.int64)
    return gwin, gstart, gsucc


@njit(cache=True)
def _row_weights(bits, weight, masks):
    out = np.empty(bits.shape[0], np.int64)
    for i in range(bits.shape[0]):
        total = 0
        for q in range(bits.shape[1]):
            x = bits[i, q]
            c = _popcount(x & masks[0]) + 2 * _popcount(x & masks[1])
            total += weight[q] * (c + 4 * _popcount(x & masks[2]))
        out[i] = total
    return out


def build_context(root_items: np.ndarray, tables: ExactTables, finish: int) -> Context:
    """Number every layout reachable from `root_items`; bitsets from `finish` tiles on."""
    n = tables.variant.size
    digits = n * n - finish
    if digits < 2:
        raise ValueError("the suffix stage needs at least two tiles left")
    univ = universe(root_items, tables)
    counts = _counts(univ, n)
    gwin, gstart, gsucc = _graph(univ, counts, finish, n, tables.kernel)
    high = np.flatnonzero(counts >= finish)
    row = np.full(len(univ), -1, np.int64)
    row[high] = np.arange(len(high))
    digit, weight, masks = word_tables(digits)
    bits = np.zeros((len(high), 6 ** (digits - 2)), np.uint64)
    order = np.argsort(-counts[high], kind="stable")
    build_bits(univ[high], order, finish, n, tables.kernel, digit, tail_masks(), bits)
    rowweight = _row_weights(bits, weight, masks)
    return Context(
        finish, digits, univ, counts, gwin, gstart, gsucc, row, bits, weight, masks, rowweight
    )


@njit(cache=True)
def _finish_one(members, size, fin, acc, nonfull):
    """Winning weight (units 8^-digits) of the union of the bitsets of members[:size]; `fin` is
    (row, bits, weight, masks, rowweight, total) of the context."""
    row, bits, weight, masks, rowweight, total = fin
    best = 0
    for i in range(1, size):
        if rowweight[row[members[i]]] > rowweight[row[members[best]]]:
            best = i
    first = row[members[best]]
    if rowweight[first] == total:
        return total
    words = bits.shape[1]
    left = 0
    for q in range(words):
        acc[q] = bits[first, q]
        if acc[q] != FULL_WORD:
            nonfull[left] = q
            left += 1
    for i in range(size):
        if left == 0:
            break
        if i == best:
            continue
        b = row[members[i]]
        kept = 0
        for t in range(left):
            q = nonfull[t]
            x = acc[q] | bits[b, q]
            acc[q] = x
            if x != FULL_WORD:
                nonfull[kept] = q
                kept += 1
        left = kept
    missing = 0
    for t in range(left):
        q = nonfull[t]
        x = ~acc[q] & FULL_WORD
        c = _popcount(x & masks[0]) + 2 * _popcount(x & masks[1])
        missing += weight[q] * (c + 4 * _popcount(x & masks[2]))
    return total - missing


@njit(cache=True)
def stream_sets(offs, members, mass, lo, hi, root, tiles, ctx, tally):
    """Walk the root sets lo..hi-1 (their layouts as numbers in `members`, CSR by offs, masses in
    units 8^-root) down to the finish depth. tally[0] += solved, tally[1] += lost, both in units
    of 8^-tiles, counted separately (a set won early, an empty set, a bitset union's hits and
    misses); tally[2] += the sets finished by bitsets, tally[3] += the layouts in them."""
    finish, counts, gwin, gstart, gsucc, row, bits, weight, masks, rowweight = ctx
    levels = finish - root
    buf = np.empty((levels + 1, 1024), np.int64)
    lens = np.zeros(levels + 1, np.int64)
    hand = np.zeros(levels + 1, np.int64)
    active = np.zeros(levels + 1, np.bool_)
    wt = np.zeros(levels + 1, np.int64)
    stamp = np.zeros(counts.shape[0], np.int64)
    token = 0
    graph = (counts, gwin, gstart, gsucc)
    acc = np.empty(bits.shape[1], np.uint64)
    nonfull = np.empty(bits.shape[1], np.int64)
    total = np.int64(8) ** (tiles - finish)
    fin = (row, bits, weight, masks, rowweight, total)
    for s in range(lo, hi):
        if offs[s + 1] - offs[s] > buf.shape[1]:
            buf = _widen(buf, 2 * (offs[s + 1] - offs[s]))
        lens[0], hand[0], wt[0] = offs[s + 1] - offs[s], -1, mass[s]
        for q in range(lens[0]):
            buf[0, q] = members[offs[s] + q]
        level = 0
        while level >= 0:
            k = root + level
            if k == finish:
                won = _finish_one(buf[level], lens[level], fin, acc, nonfull)
                tally[0] += wt[level] * won
                tally[1] += wt[level] * (total - won)
                tally[2] += 1
                tally[3] += lens[level]
                level -= 1
                continue
            if hand[level] < 0:
                active[level] = _holds(buf[level], lens[level], counts, k)
            hand[level] += 1
            if hand[level] >= (6 if active[level] else 1):
                level -= 1
                continue
            if active[level]:
                w = wt[level] * S.EIGHTHS_ARRAY[hand[level]]
                token += 1
                buf, size = _read(buf, level, lens[level], k, hand[level], token, *graph, stamp)
            else:  # tile k went into forced fills: it does not matter
                w = wt[level] * 8
                for q in range(lens[level]):
                    buf[level + 1, q] = buf[level, q]
                size = lens[level]
            if size <= 0:  # won whatever follows (-1), or lost (0)
                tally[0 if size < 0 else 1] += w * np.int64(8) ** (tiles - k - 1)
                continue
            lens[level + 1], hand[level + 1], wt[level + 1] = size, -1, w
            level += 1


@njit(cache=True)
def _holds(members, size, counts, k):
    """Whether members[:size] hold a layout of k tiles (one that waits for tile k)."""
    for i in range(size):  # noqa: SIM110 (a loop numba compiles, not any() over a generator)
        if counts[members[i]] == k:
            return True
    return False


@njit(cache=True)
def _read(buf, level, size, k, h, token, counts, gwin, gstart, gsucc, stamp):
    """Read tile k = h for the set buf[level, :size] into buf[level + 1]: the layouts still
    waiting and the successors of the k-tile ones, each once (stamped with `token`, new for each
    set made). Returns the (maybe widened) buffer and the new set's size, or -1 when a move
    wins whatever follows."""
    made = 0
    for i in range(size):
        j = buf[level, i]
        if counts[j] != k:  # waits for a later tile: stays
            first, last, direct = j, j + 1, True
        elif gwin[j, h]:
            return buf, -1
        else:
            first, last, direct = gstart[6 * j + h], gstart[6 * j + h + 1], False
        for x in range(first, last):
            t = x if direct else gsucc[x]
            if stamp[t] != token:
                stamp[t] = token
                if made >= buf.shape[1]:
                    buf = _widen(buf, 2 * buf.shape[1])
                buf[level + 1, made] = t
                made += 1
    return buf, made


@njit(cache=True)
def _widen(buf, cap):
    bigger = np.empty((buf.shape[0], cap), np.int64)
    for i in range(buf.shape[0]):
        for j in range(buf.shape[1]):
            bigger[i, j] = buf[i, j]
    return bigger


def kernel_context(ctx: Context) -> tuple:
    """The context's arrays in the order stream_sets unpacks them."""
    return (
        ctx.finish,
        ctx.counts,
        ctx.gwin,
        ctx.gstart,
        ctx.gsucc,
        ctx.row,
        ctx.bits,
        ctx.weight,
        ctx.masks,
        ctx.rowweight,
    )
