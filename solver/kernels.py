"""Compiled kernels on packed layouts (see solver.layout): move generation with the forced
cascade, the dead-space and frame rules; the end-of-game check of RULES.md section 5; and
canonical forms under the 16 symmetries.

These mirror solitaire.position exactly (the tests cross-check them against the engine on
random positions); they exist because the engine, in pure Python, is far too slow to visit the
millions of 4x4 layouts.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from solitaire.tiles import BLACK, WHITE, WHITE_EDGES
from solver.layout import EDGE_COLOUR_ARRAY

LINE, LOOP = 0, 1
PLAYING, WON, LOST = 0, 1, 2  # LOST: full without the goal, or decided (both colours out)
MAX_PLACEMENTS = 6 * 36  # 6 orientations x at most (N+2)^2 - N^2 - 4 candidate cells, N <= 4

EC = EDGE_COLOUR_ARRAY
DR = np.array([-1, 0, 1, 0], dtype=np.int64)
DC = np.array([0, 1, 0, -1], dtype=np.int64)


def _pair_tables() -> tuple[np.ndarray, np.ndarray]:
    """By bitmask of two edges: the orientation whose white (resp. black) track joins them."""
    white = np.full(16, -1, dtype=np.int64)
    black = np.full(16, -1, dtype=np.int64)
    for o, (a, b) in enumerate(WHITE_EDGES):
        mask = (1 << a) | (1 << b)
        white[mask] = o
        black[15 ^ mask] = o
    return white, black


WHITE_PAIR, BLACK_PAIR = _pair_tables()
assert WHITE == 0 and BLACK == 1  # EC holds 0 for white, 1 for black


@njit(cache=True)
def tile_count(code: np.int64, n: int) -> int:
    t = 0
    for i in range(n * n):
        if (code >> (3 * i)) & 7:
            t += 1
    return t


@njit(cache=True)
def _find(parent: np.ndarray, i: int) -> int:
    while parent[i] != i:
        parent[i] = parent[parent[i]]
        i = parent[i]
    return i


@njit(cache=True)
def layout_status(
    code: np.int64, n: int, goal: int, cells: np.ndarray, parent: np.ndarray, comp: np.ndarray
) -> int:
    """PLAYING, WON (full with the goal) or LOST (full without it, or decided: section 5).

    cells, parent: int64[n*n] scratch; comp: int64[n*n, 3] scratch (size, ends, closed ends)."""
    h = 0
    w = 0
    t = 0
    for i in range(n * n):
        v = (code >> (3 * i)) & 7
        cells[i] = v - 1
        if v:
            t += 1
            if i // n + 1 > h:
                h = i // n + 1
            if i % n + 1 > w:
                w = i % n + 1
    full = t == n * n
    out = 0
    for colour in range(2):
        for i in range(n * n):
            parent[i] = i
            comp[i, 0] = 0
            comp[i, 1] = 0
            comp[i, 2] = 0
        for i in range(n * n):
            o = cells[i]
            if o < 0:
                continue
            r = i // n
            c = i % n
            for e in range(4):
                if EC[o, e] != colour:
                    continue
                rr = r + DR[e]
                cc = c + DC[e]
                if 0 <= rr < n and 0 <= cc < n and cells[rr * n + cc] >= 0:
                    a = _find(parent, i)
                    b = _find(parent, rr * n + cc)
                    if a != b:
                        parent[a] = b
                else:
                    comp[i, 1] += 1
                    # The end leaves a frame already n wide that way: it can never be extended.
                    if (
                        (e == 0 and r == 0 and h == n)
                        or (e == 2 and r == h - 1 and h == n)
                        or (e == 3 and c == 0 and w == n)
                        or (e == 1 and c == w - 1 and w == n)
                    ):
                        comp[i, 2] += 1
        tracks = 0
        colour_out = False
        for i in range(n * n):
            if cells[i] < 0:
                continue
            root = _find(parent, i)
            if root != i:
                comp[root, 1] += comp[i, 1]
                comp[root, 2] += comp[i, 2]
            comp[root, 0] += 1
        for i in range(n * n):
            if cells[i] < 0 or parent[i] != i:
                continue
            tracks += 1
            size = comp[i, 0]
            ends = comp[i, 1]
            closed = comp[i, 2]
            # A closed track, or one whose ends can never be extended (line) / one end that
            # can never close (loop), short of every tile: that colour is out (section 5).
            if size < n * n and (
                ends == 0 or (goal == LINE and closed == ends) or (goal == LOOP and closed > 0)
            ):
                colour_out = True
        if full:
            if tracks == 1 and (goal == LINE or comp[_find(parent, 0), 1] == 0):
                return WON
        elif colour_out:
            out += 1
    if full or out == 2:
        return LOST
    return PLAYING


@njit(cache=True)
def generate(
    code: np.int64,
    n: int,
    goal: int,
    out_o: np.ndarray,
    out_r: np.ndarray,
    out_c: np.ndarray,
    out_k: np.ndarray,
    out_code: np.ndarray,
    out_status: np.ndarray,
    grid: np.ndarray,
    work: np.ndarray,
    stack: np.ndarray,
    placed: np.ndarray,
    cells: np.ndarray,
    parent: np.ndarray,
    comp: np.ndarray,
) -> int:
    """Every normal placement of every orientation on a non-empty layout.

    Writes, per placement: orientation, row and column relative to the layout's top-left
    (-1 for the row/column before it, as '0' and '@' in notation), forced fill count, the
    normalised code after the cascade and its status. Returns the count. Rule 4.5 (turning)
    is left to the caller: it keeps the hand's own placements when there are any.
    Scratch: grid, work int64[(n+4)^2]; stack, placed int64[(n+4)^2]; see layout_status."""
    W = n + 4  # two cells of margin on every side, offset 2
    grid[:] = -1
    h = 0
    w = 0
    t = 0
    for i in range(n * n):
        v = (code >> (3 * i)) & 7
        if v:
            r = i // n
            c = i % n
            grid[(r + 2) * W + c + 2] = v - 1
            t += 1
            if r + 1 > h:
                h = r + 1
            if c + 1 > w:
                w = c + 1
    count = 0
    for r in range(-1, h + 1):
        for c in range(-1, w + 1):
            idx = (r + 2) * W + c + 2
            if grid[idx] >= 0:
                continue
            adjacent = False
            for e in range(4):
                if grid[idx + DR[e] * W + DC[e]] >= 0:
                    adjacent = True
            if not adjacent:
                continue
            rows = max(h - 1, r) - min(0, r) + 1
            cols = max(w - 1, c) - min(0, c) + 1
            if rows > n or cols > n:
                continue
            for o in range(6):
                fits = True
                for e in range(4):
                    q = grid[idx + DR[e] * W + DC[e]]
                    if q >= 0 and EC[q, (e + 2) % 4] != EC[o, e]:
                        fits = False
                        break
                if not fits:
                    continue
                # The forced cascade, in the engine's order (last placed first, edges N E S W).
                work[:] = grid
                work[idx] = o
                stack[0] = idx
                sp = 1
                placed[0] = idx
                k = 0
                dead = False
                while sp > 0 and not dead:
                    sp -= 1
                    p = stack[sp]
                    for e in range(4):
                        s = p + DR[e] * W + DC[e]
                        if work[s] >= 0:
                            continue
                        sr = s // W - 2
                        sc = s % W - 2
                        # Outside rows/cols -1..n a space touches one tile at most: never
                        # forced nor dead (and its neighbours would leave the margin).
                        if sr < -1 or sr > n or sc < -1 or sc > n:
                            continue
                        wmask = 0
                        bmask = 0
                        nw = 0
                        nb = 0
                        for f in range(4):
                            q = work[s + DR[f] * W + DC[f]]
                            if q >= 0:
                                if EC[q, (f + 2) % 4] == 0:
                                    nw += 1
                                    wmask |= 1 << f
                                else:
                                    nb += 1
                                    bmask |= 1 << f
                        if nw >= 3 or nb >= 3:
                            dead = True
                            break
                        if nw == 2:
                            fill = WHITE_PAIR[wmask]
                        elif nb == 2:
                            fill = BLACK_PAIR[bmask]
                        else:
                            continue
                        work[s] = fill
                        k += 1
                        placed[k] = s
                        stack[sp] = s
                        sp += 1
                if dead:
                    continue
                # Re-pack, shifted so the new bounding box starts at the top-left.
                top = min(0, r)
                left = min(0, c)
                new = code << (3 * n) if top < 0 else code
                if left < 0:
                    new = new << 3
                for j in range(k + 1):
                    s = placed[j]
                    sr = s // W - 2 - top
                    sc = s % W - 2 - left
                    new |= np.int64(work[s] + 1) << (3 * (sr * n + sc))
                out_o[count] = o
                out_r[count] = r
                out_c[count] = c
                out_k[count] = k
                out_code[count] = new
                out_status[count] = layout_status(new, n, goal, cells, parent, comp)
                count += 1
    return count


@njit(cache=True)
def canonical(
    code: np.int64, n: int, row_table: np.ndarray, row_mask: np.ndarray, col_mask: np.ndarray
) -> tuple[np.int64, int]:
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
def find_index(codes: np.ndarray, lo: int, hi: int, key: np.int64) -> int:
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


def legal_placements(
    code: int, n: int, goal: int, hand: int
) -> list[tuple[int, int, int, int, int, int]]:
    """The legal moves of `hand` on a non-empty packed layout, with rule 4.5 applied: tuples
    (row, col, orientation, forced fills, new code, status). For tests and tools; the builders
    call `generate` directly."""
    m = MAX_PLACEMENTS
    g = (n + 4) * (n + 4)
    out = [np.empty(m, np.int64) for _ in range(6)]
    scratch = [np.empty(g, np.int64) for _ in range(4)]
    moves = generate(
        np.int64(code),
        n,
        goal,
        *out,
        *scratch,
        np.empty(n * n, np.int64),
        np.empty(n * n, np.int64),
        np.empty((n * n, 3), np.int64),
    )
    o, r, c, k, new, status = (array[:moves].tolist() for array in out)
    found = [(r[j], c[j], o[j], k[j], new[j], status[j]) for j in range(moves)]
    dealt = [p for p in found if p[2] == hand]
    return dealt or found


@njit(cache=True)
def scratch_buffers(n: int):
    """Work arrays for one call of the move generator on an n x n board (allocated once per
    outer loop, not per position)."""
    m = MAX_PLACEMENTS
    g = (n + 4) * (n + 4)
    return (
        np.empty(m, np.int64),
        np.empty(m, np.int64),
        np.empty(m, np.int64),
        np.empty(m, np.int64),
        np.empty(m, np.int64),
        np.empty(m, np.int64),
        np.empty(g, np.int64),
        np.empty(g, np.int64),
        np.empty(g, np.int64),
        np.empty(g, np.int64),
        np.empty(n * n, np.int64),
        np.empty(n * n, np.int64),
        np.empty((n * n, 3), np.int64),
    )
