"""Numbered layouts for the fast exact flow (solver.exact.numbered_flow): every image, under the 16
symmetries, of every layout from which some continuation of the stack wins.

A 4x4 loop has 916 such canonical layouts (4x4 line 18,395), so all their images fit in a few
small tables, and the flow never has to canonicalise or binary-search a packed layout again:

- ids are ordered by tile count first, then by code; a set is a sorted list of ids, so its
  layouts waiting for the tile being read are a prefix of it;
- image[d, i]: the id of symmetry d applied to layout i (a set's images are table look-ups);
- win[i, h]: a legal move of tile h from layout i wins at once or reaches a sure layout;
- succ[start[6i+h]:start[6i+h+1]]: the ids of the live layouts one move of h away, in i's frame.

Everything here comes from solver.exact.facts (itself from the compiled core's moves): these are
the same facts, renumbered, not a second mirror of the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from solver.exact.sets import tile_count
from solver.exact.tables import Facts
from solver.jit import njit
from solver.layout import symmetry_tables
from solver.symmetry import canonical, find_index, transform


@dataclass(frozen=True)
class Universe:
    """The numbered live layouts of one variant (see the module's docstring)."""

    size: int
    codes: np.ndarray  # int64[U], ordered by (tile count, code)
    first: np.ndarray  # int64[N*N + 2]: ids of t tiles are first[t]:first[t+1]
    image: np.ndarray  # int32[16, U]
    win: np.ndarray  # bool[U, 6]
    start: np.ndarray  # int64[6U + 1]
    succ: np.ndarray  # int32[...]
    sorted_codes: np.ndarray  # int64[U], ascending
    sorted_ids: np.ndarray  # int32[U]: the id of sorted_codes[i]
    dead: np.ndarray  # int64[...]: the canonical reachable layouts from which nothing wins

    def __len__(self) -> int:
        return len(self.codes)

    def ids_of(self, codes: np.ndarray) -> np.ndarray:
        """The ids of packed layouts, -1 for a dead one (no continuation wins from it)."""
        where = np.minimum(np.searchsorted(self.sorted_codes, codes), len(self.codes) - 1)
        found = self.sorted_codes[where] == codes
        tb = symmetry_tables(self.size)
        for code in codes[~found]:
            key, _ = canonical(np.int64(code), self.size, tb.row_table, tb.row_mask, tb.col_mask)
            if self.dead[min(np.searchsorted(self.dead, key), len(self.dead) - 1)] != key:
                raise ValueError("a layout that is not reachable in this variant")
        return np.where(found, self.sorted_ids[where], -1).astype(np.int32)


@njit(cache=True)
def _images(canon, n, row_table, row_mask, col_mask):
    """Every image of every code in `canon`, with repeats, and their tile counts."""
    out = np.empty(16 * canon.shape[0], np.int64)
    tiles = np.empty(16 * canon.shape[0], np.int64)
    for i in range(canon.shape[0]):
        t = tile_count(canon[i], n)
        for d in range(16):
            out[16 * i + d] = transform(canon[i], d, n, row_table, row_mask, col_mask)
            tiles[16 * i + d] = t
    return out, tiles


@njit(cache=True)
def _image_table(codes, sorted_codes, sorted_ids, n, row_table, row_mask, col_mask):
    image = np.empty((16, codes.shape[0]), np.int32)
    for i in range(codes.shape[0]):
        for d in range(16):
            x = transform(codes[i], d, n, row_table, row_mask, col_mask)
            image[d, i] = sorted_ids[np.searchsorted(sorted_codes, x)]
    return image


@njit(cache=True)
def _moves(codes, sorted_codes, sorted_ids, n, tb, facts, write, win, start, succ):
    """First call (write False): win and the successor counts into start[1:]. Second call
    (start made cumulative): the successor ids into succ."""
    row_table, row_mask, col_mask, omap, inv = tb
    fcodes, offsets, fwin, fstart, fsucc = facts
    for i in range(codes.shape[0]):
        c = codes[i]
        t = tile_count(c, n)
        key, d = canonical(c, n, row_table, row_mask, col_mask)
        idx = find_index(fcodes, offsets[t], offsets[t + 1], key)
        if idx < 0:
            raise RuntimeError("a numbered layout is missing from the facts")
        e = inv[d]
        for h in range(6):
            hh = omap[d, h]
            lo, hi = fstart[6 * idx + hh], fstart[6 * idx + hh + 1]
            if not write:
                win[i, h] = fwin[idx, hh]
                start[6 * i + h + 1] = hi - lo
                continue
            pos = start[6 * i + h]
            for j in range(lo, hi):
                x = transform(fsucc[j], e, n, row_table, row_mask, col_mask)
                succ[pos] = sorted_ids[np.searchsorted(sorted_codes, x)]
                pos += 1


def build_universe(facts: Facts, inv: np.ndarray) -> Universe:
    """Number every image of every live layout of `facts` and tabulate their moves."""
    n = facts.variant.size
    tb = symmetry_tables(n)
    rows = (tb.row_table, tb.row_mask, tb.col_mask)
    canon = facts.codes[facts.can]
    every, tiles = _images(canon, n, *rows)
    order = np.lexsort((every, tiles))
    every, tiles = every[order], tiles[order]
    keep = np.ones(len(every), bool)
    keep[1:] = every[1:] != every[:-1]
    codes, tiles = every[keep], tiles[keep]
    first = np.searchsorted(tiles, np.arange(n * n + 2)).astype(np.int64)
    by_code = np.argsort(codes, kind="stable")
    sorted_codes, sorted_ids = codes[by_code], by_code.astype(np.int32)
    image = _image_table(codes, sorted_codes, sorted_ids, n, *rows)
    win = np.zeros((len(codes), 6), np.bool_)
    start = np.zeros(6 * len(codes) + 1, np.int64)
    table = (*rows, tb.omap, inv)
    known = (facts.codes, facts.offsets, facts.win, facts.start, facts.succ)
    empty = np.empty(0, np.int32)
    _moves(codes, sorted_codes, sorted_ids, n, table, known, False, win, start, empty)
    start = np.cumsum(start)
    succ = np.empty(int(start[-1]), np.int32)
    _moves(codes, sorted_codes, sorted_ids, n, table, known, True, win, start, succ)
    dead = np.sort(facts.codes[~facts.can])
    return Universe(n, codes, first, image, win, start, succ, sorted_codes, sorted_ids, dead)
