"""Unions of suffix bitsets stored by tile count, for the fast exact finish (numbered_finish).

The bitset of a layout of j tiles does not depend on the tiles m..j-1 of the suffix (they went
into forced fills): its blocks repeat 6^(j-m) times. So a layout of j > m tiles keeps only its
first 6^(N*N-j-3) blocks (a sixth of the words per extra tile), and a union ORs each layout
into the accumulator of its tile count; the short accumulators are spread over the full one
once per union. (Layouts with fewer than three tiles to go keep full rows: their bits are
inside a block.)
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numba import types
from numba.extending import intrinsic

from solver.exact.numbered_step import new_ids, wins_at_once
from solver.exact.sets import EIGHTHS_ARRAY
from solver.jit import njit


@intrinsic
def popcount(typingctx, x):  # noqa: ANN001, ANN201 (a numba intrinsic)
    """The population count of a uint64, as one machine instruction."""
    sig = types.uint64(types.uint64)

    def codegen(context, builder, signature, args):  # noqa: ANN001, ANN202
        return builder.ctpop(args[0])

    return sig, codegen


@dataclass(frozen=True)
class Rows:
    """The bitsets of the ids of `base` on, compressed by tile count (see the docstring)."""

    base: int
    flat: np.ndarray  # uint64: the segments of every row that are not zero
    starts: np.ndarray  # int64[R + 1]: row x's segments are segs[starts[x]:starts[x+1]]
    segs: np.ndarray  # int64[S, 2]: where a segment is in flat, where it goes in the union
    seglen: np.ndarray  # int64[R]: the words of row x's segments
    groups: np.ndarray  # int64[G, 2]: the short accumulators (offset, blocks), G >= 0
    size: int  # the accumulator's length in words (the full row first)
    weight: np.ndarray  # int64[blocks]: each full block's odds (eighths)
    classes: np.ndarray  # uint64[4, 4]: a block's bits by weight 1, 2, 4, 8
    full: np.ndarray  # uint64[4]: a full block
    whole: int  # the weight of every suffix (8^digits)

    def kernel(self) -> tuple:
        return (
            self.flat,
            self.starts,
            self.segs,
            self.seglen,
            self.groups,
            self.weight,
            self.classes,
            self.full,
        )


def compress(bits: np.ndarray, tiles: np.ndarray, m: int, cells: int, tables: tuple) -> Rows:
    """Rows from the full bitsets `bits` of the ids of m tiles or more (their tile counts)."""
    weight, classes, full, whole = tables
    words = bits.shape[1]
    short = {j: 4 * 6 ** (cells - j - 3) for j in range(m + 1, cells - 2)}
    offsets, size = {}, words
    for j, length in short.items():
        offsets[j] = size
        size += length
    lengths = np.array([short.get(int(j), words) for j in tiles], np.int64)
    accoff = np.array([offsets.get(int(j), 0) for j in tiles], np.int64)
    groups = np.array([[offsets[j], short[j] // 4] for j in short], np.int64).reshape(-1, 2)
    seglen = np.where(lengths >= 24, lengths // 6, lengths)
    pieces, segs, starts, end = [], [], [0], 0
    for x in range(len(bits)):
        n = int(seglen[x])
        for k in range(0, int(lengths[x]), n):
            piece = bits[x, k : k + n]
            if piece.any():  # a zero segment (no move of that tile alive) adds nothing
                segs.append((end, int(accoff[x]) + k))
                pieces.append(piece)
                end += n
        starts.append(len(segs))
    flat = np.concatenate(pieces) if pieces else np.zeros(1, np.uint64)
    segs_array = np.array(segs, np.int64).reshape(-1, 2)
    starts_array = np.array(starts, np.int64)
    parts = (flat, starts_array, segs_array, seglen)
    return Rows(0, *parts, groups, size, weight, classes, full, whole)


@njit(cache=True)
def or_rows(ids, lo, hi, base, flat, starts, segs, seglen, acc):
    """acc |= the row of every id of ids[lo:hi] (its segments that are not zero)."""
    for i in range(lo, hi):
        x = ids[i] - base
        n = seglen[x]
        for s in range(starts[x], starts[x + 1]):
            row = flat[segs[s, 0] : segs[s, 0] + n]
            dst = acc[segs[s, 1] : segs[s, 1] + n]
            for w in range(n):
                dst[w] |= row[w]


@njit(cache=True)
def count(acc, groups, weight, classes, full, whole):
    """Spread the short accumulators over the full one, then its weighted count."""
    blocks = weight.shape[0]
    for g in range(groups.shape[0] - 1, -1, -1):  # shortest first, each into the next longer
        n = 4 * groups[g, 1]
        src = acc[groups[g, 0] : groups[g, 0] + n]
        lo = groups[g - 1, 0] if g > 0 else 0
        hi = lo + (4 * groups[g - 1, 1] if g > 0 else 4 * blocks)
        for rep in range(lo, hi, n):
            dst = acc[rep : rep + n]
            for w in range(n):
                dst[w] |= src[w]
    missing = 0
    f0, f1, f2, f3 = full[0], full[1], full[2], full[3]
    for b in range(blocks):
        a = 4 * b
        if (acc[a] ^ f0) | (acc[a + 1] ^ f1) | (acc[a + 2] ^ f2) | (acc[a + 3] ^ f3) == 0:
            continue
        c = np.int64(0)
        for w in range(4):
            x = ~acc[4 * b + w]
            c += popcount(x & classes[0, w]) + 2 * popcount(x & classes[1, w])
            c += 4 * popcount(x & classes[2, w]) + 8 * popcount(x & classes[3, w])
        missing += weight[b] * c
    return whole - missing


@njit(cache=True)
def finish_rows(offs, items, mass, base, rows, size, whole):
    """Solvable weight of every set (its mass times the weight of its winning suffixes)."""
    flat, starts, segs, seglen, groups, weight, classes, full = rows
    acc = np.empty(size, np.uint64)
    solved = 0
    for s in range(offs.shape[0] - 1):
        acc[:] = 0
        or_rows(items, offs[s], offs[s + 1], base, flat, starts, segs, seglen, acc)
        solved += mass[s] * count(acc, groups, weight, classes, full, whole)
    return solved


@njit(cache=True)
def walk_rows(offs, items, mass, k, first, moves, base, rows, size, whole):
    """Read tile k for every set (depth k) without storing the sets it makes, and finish each
    at once: the layouts still waiting are ORed once per set, the moves of each tile on top.
    Returns the solvable weight (units 8^-(k+1) x 8^-digits) and the sets finished."""
    win, start, succ = moves
    flat, starts, segs, seglen, groups, weight, classes, full = rows
    waiting = np.empty(size, np.uint64)
    acc = np.empty(size, np.uint64)
    seen = np.zeros(win.shape[0], np.int64)
    buf = np.empty(win.shape[0], np.int32)
    serial = solved = finished = 0
    for s in range(offs.shape[0] - 1):
        lo, hi = offs[s], offs[s + 1]
        na = lo
        while na < hi and items[na] < first[k + 1]:
            na += 1
        waiting[:] = 0
        or_rows(items, na, hi, base, flat, starts, segs, seglen, waiting)
        for h in range(6 if na > lo else 1):
            weight_h = mass[s] * (EIGHTHS_ARRAY[h] if na > lo else 8)
            if wins_at_once(items, lo, na, h, win):
                solved += weight_h * whole
                continue
            serial += 1
            for i in range(na, hi):
                seen[items[i]] = serial
            m = new_ids(items, lo, na, h, start, succ, seen, serial, buf)
            if m == 0 and na == hi:
                continue  # nothing left: lost
            for bit in range(acc.shape[0]):
                acc[bit] = waiting[bit]
            or_rows(buf, 0, m, base, flat, starts, segs, seglen, acc)
            solved += weight_h * count(acc, groups, weight, classes, full, whole)
            finished += 1
    return solved, finished
