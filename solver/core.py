"""The compiled rules core: one board, one move generator (docs/rules.md sections 4 and 5).

Every solver runs on these kernels: the fair-play tables (solver.tables), the
clairvoyant search (solver.clairvoyant), the exact counts of solver.play_count and the exact
walk. The engine in `solitaire/` stays the readable reference; tests/test_core.py cross-checks
the two on random positions of every size and goal.

The board is a padded square of side W = 2N + 3, one int8 per cell (-1 empty, else the
orientation 0..5). The first tile goes to the centre (N+1, N+1) and a loaded layout sits so it
can still grow N-1 cells any way, so every neighbour of every cell looked at stays inside the
array (no bounds checks). `frame` is int64[5]: top, bottom, left, right, tile count.

A layout is keyed by one int64, the packing of solver.layout: the N x N window anchored at the
top-left of its bounding box, 3 bits per cell (orientation + 1, 0 empty), row-major. The key is
translation invariant and, since every tile on the table consumed one stack tile, it is the whole
state of a search over a known deal.
"""

from __future__ import annotations

import numpy as np

from solver.core_tables import EC as EC
from solver.core_tables import FILL as FILL
from solver.core_tables import LINE as LINE
from solver.core_tables import LOOP as LOOP
from solver.core_tables import LOST as LOST
from solver.core_tables import PLAYING as PLAYING
from solver.core_tables import WON as WON
from solver.core_tables import goal_code as goal_code
from solver.core_tables import max_moves as max_moves

# Codes and lookup tables, made from the engine's (re-exported: callers use core.LOST...).
from solver.jit import njit


@njit(cache=True)
def new_board(n):
    """An empty board and frame, and the work arrays every kernel below takes."""
    w = 2 * n + 3
    m = 6 * (n + 2) * (n + 2)
    board = -np.ones(w * w, dtype=np.int8)
    frame = np.array([1, 0, 1, 0, 0], dtype=np.int64)
    # Rows: candidate cells, candidate orientations, placed cells, visited marks, track stack.
    work = np.zeros((5, max(m, w * w)), dtype=np.int64)
    return board, frame, work


@njit(cache=True)
def _step(cell, w, edge):
    """The board index across `edge` (N, E, S, W) of `cell`."""
    if edge == 0:
        return cell - w
    if edge == 1:
        return cell + 1
    if edge == 2:
        return cell + w
    return cell - 1


@njit(cache=True)
def _grow(frame, w, cell):
    r = cell // w
    c = cell % w
    if frame[4] == 0:
        frame[0] = r
        frame[1] = r
        frame[2] = c
        frame[3] = c
    else:
        frame[0] = min(frame[0], r)
        frame[1] = max(frame[1], r)
        frame[2] = min(frame[2], c)
        frame[3] = max(frame[3], c)
    frame[4] += 1


@njit(cache=True)
def load(key, n, board, frame):
    """Lay the layout of `key` on the board (cleared first), placed so it can grow every way."""
    w = 2 * n + 3
    board[:] = -1
    frame[0] = 1
    frame[1] = 0
    frame[2] = 1
    frame[3] = 0
    frame[4] = 0
    h = 0
    wd = 0
    for i in range(n * n):
        if (key >> (3 * i)) & 7:
            h = max(h, i // n + 1)
            wd = max(wd, i % n + 1)
    for i in range(n * n):
        v = (key >> (3 * i)) & 7
        if v:
            cell = (2 + n - h + i // n) * w + 2 + n - wd + i % n
            board[cell] = v - 1
            _grow(frame, w, cell)


@njit(cache=True)
def key_of(board, frame, n):
    """The layout's int64 key (0 for the empty table)."""
    if frame[4] == 0:
        return np.int64(0)
    w = 2 * n + 3
    key = np.int64(0)
    shift = 0
    for r in range(frame[0], frame[0] + n):
        for c in range(frame[2], frame[2] + n):
            key |= np.int64(board[r * w + c] + 1) << shift
            shift += 3
    return key


@njit(cache=True)
def candidates(board, frame, n, hand, turned, out_cell, out_o):
    """Cells and orientations passing the frame and colour rules (4.2, 4.3), before the cascade
    and dead-space rule (4.4, 4.6): `hand` only, or with `turned` every other orientation (every
    one when hand is -1). The empty table has the one first move, at the centre."""
    w = 2 * n + 3
    if frame[4] == 0:
        out_cell[0] = (n + 1) * w + n + 1
        out_o[0] = hand
        return 1
    k = 0
    for o in range(6):
        if (o == hand) == turned:
            continue
        for r in range(frame[0] - 1, frame[1] + 2):
            if max(frame[1], r) - min(frame[0], r) >= n:
                continue
            for c in range(frame[2] - 1, frame[3] + 2):
                if max(frame[3], c) - min(frame[2], c) >= n:
                    continue
                cell = r * w + c
                if board[cell] >= 0:
                    continue
                touches = False
                fits = True
                for e in range(4):
                    q = board[_step(cell, w, e)]
                    if q >= 0:
                        touches = True
                        if EC[q, (e + 2) & 3] != EC[o, e]:
                            fits = False
                if touches and fits:
                    out_cell[k] = cell
                    out_o[k] = o
                    k += 1
    return k


@njit(cache=True)
def place(board, frame, n, cell, o, placed, saved):
    """Lay `o` at `cell` and make every forced fill (rule 4.4). The cells set go to `placed`
    (the played cell first), the frame before the move to `saved` (for unplace); returns how
    many, or -1 on a dead space (rule 4.6), the board and frame then restored already. Fills are
    confluent (docs/rules.md 4.4), so a FIFO gives the engine's result. Fills lie inside the
    frame (two neighbours), never beyond it."""
    w = 2 * n + 3
    for i in range(5):
        saved[i] = frame[i]
    board[cell] = o
    _grow(frame, w, cell)
    placed[0] = cell
    count = 1
    head = 0
    while head < count:
        p = placed[head]
        head += 1
        for d in range(4):
            space = _step(p, w, d)
            if board[space] >= 0:
                continue
            whites = 0
            blacks = 0
            w0 = -1
            w1 = -1
            b0 = -1
            b1 = -1
            for e in range(4):
                q = board[_step(space, w, e)]
                if q < 0:
                    continue
                if EC[q, (e + 2) & 3] == 0:
                    if whites == 0:
                        w0 = e
                    else:
                        w1 = e
                    whites += 1
                else:
                    if blacks == 0:
                        b0 = e
                    else:
                        b1 = e
                    blacks += 1
            if whites >= 3 or blacks >= 3:
                unplace(board, frame, placed, count, saved)
                return -1
            if whites == 2:
                f = FILL[0, w0, w1]
            elif blacks == 2:
                f = FILL[1, b0, b1]
            else:
                continue
            board[space] = f
            _grow(frame, w, space)
            placed[count] = space
            count += 1
    return count


@njit(cache=True)
def unplace(board, frame, placed, count, saved):
    """Take back `count` placed cells and restore the frame saved before them."""
    for i in range(count):
        board[placed[i]] = -1
    for i in range(5):
        frame[i] = saved[i]


@njit(cache=True, inline="always")
def _walk_track(board, frame, n, colour, start, visited, stack, full_h, full_w, short_h, short_w):
    """colour_out's walk of the `colour` track through `start` (its tiles marked visited):
    returns its tiles, its open ends, those leaving a full frame edge, and those leaving the
    north, east, south and west sides of a frame one short of N."""
    w = 2 * n + 3
    north = 0
    east = 0
    south = 0
    west = 0
    visited[start] = 1
    stack[0] = start
    sp = 1
    cells = 0
    ends = 0
    closed = 0
    while sp > 0:
        sp -= 1
        cell = stack[sp]
        cells += 1
        o = board[cell]
        r = cell // w
        c = cell % w
        for e in range(4):
            if EC[o, e] != colour:
                continue
            nb = _step(cell, w, e)
            if board[nb] >= 0:
                if not visited[nb]:
                    visited[nb] = 1
                    stack[sp] = nb
                    sp += 1
                continue
            ends += 1
            if e == 0:
                on_edge, full, short = r == frame[0], full_h, short_h
            elif e == 2:
                on_edge, full, short = r == frame[1], full_h, short_h
            elif e == 1:
                on_edge, full, short = c == frame[3], full_w, short_w
            else:
                on_edge, full, short = c == frame[2], full_w, short_w
            if on_edge and full:
                closed += 1
            elif on_edge and short:
                if e == 0:
                    north += 1
                elif e == 1:
                    east += 1
                elif e == 2:
                    south += 1
                else:
                    west += 1
    return cells, ends, closed, north, east, south, west


@njit(cache=True)
def colour_out(board, frame, n, goal, colour, visited, stack, strong):
    """docs/rules.md section 5: True when this colour can no longer make the goal.

    With `strong`, also True in further cases that provably cannot win (search pruning only; the
    rules' 'decided' is the plain test). The winning track has at most 2 ends (0 for loop), and
    an end leaving a full frame edge stays an end; when the frame is one short of N wide it grows
    on one side only, so ends leaving both the west and east sides leave at least min(west, east)
    ends on the side that does not grow (likewise north and south)."""
    w = 2 * n + 3
    full_h = frame[1] - frame[0] + 1 == n
    full_w = frame[3] - frame[2] + 1 == n
    short_h = frame[1] - frame[0] + 2 == n
    short_w = frame[3] - frame[2] + 2 == n
    all_closed = 0
    north = 0  # ends on a side that may be the one not to grow
    east = 0
    south = 0
    west = 0
    for r0 in range(frame[0], frame[1] + 1):
        for c0 in range(frame[2], frame[3] + 1):
            visited[r0 * w + c0] = 0
    for r0 in range(frame[0], frame[1] + 1):
        for c0 in range(frame[2], frame[3] + 1):
            start = r0 * w + c0
            if board[start] < 0 or visited[start]:
                continue
            cells, ends, closed, dn, de, ds, dw = _walk_track(
                board, frame, n, colour, start, visited, stack, full_h, full_w, short_h, short_w
            )
            north += dn
            east += de
            south += ds
            west += dw
            all_closed += closed
            if cells >= n * n:
                continue
            if ends == 0 or (goal == LINE and closed == ends) or (goal == LOOP and closed > 0):
                return True
    if strong:
        bound = all_closed + min(east, west) + min(north, south)
        return bound > (2 if goal == LINE else 0)
    return False


@njit(cache=True)
def _closed(board, frame, n, colour):
    """No track of this colour leaves the layout (every end meets a tile)."""
    w = 2 * n + 3
    for r in range(frame[0], frame[1] + 1):
        for c in range(frame[2], frame[3] + 1):
            cell = r * w + c
            for e in range(4):
                if EC[board[cell], e] == colour and board[_step(cell, w, e)] < 0:
                    return False
    return True


@njit(cache=True)
def status(board, frame, n, goal, visited, stack, strong):
    """PLAYING, WON (full with the goal) or LOST: full without it, or decided (section 5; with
    `strong`, also where colour_out's stronger bounds prove no win is left)."""
    full = frame[4] == n * n
    for colour in range(2):  # one call site: numba inlines colour_out where it is called
        out = colour_out(board, frame, n, goal, colour, visited, stack, strong and not full)
        if full:
            # Full: a colour wins iff its one track covers every tile (closed, for loop).
            if not out and (goal == LINE or _closed(board, frame, n, colour)):
                return WON
        elif not out:
            return PLAYING
    return LOST


@njit(cache=True)
def expand(board, frame, n, goal, hand, turned, strong, work, out):
    """Every legal placement passing `candidates(hand, turned)`, with its outcome: per row of
    `out` (int64[m, 6]): orientation, row and column relative to the frame before the move (as
    notation labels count: -1 is '@'/'0'; -1, -1 on the empty table), forced fills, the new key
    and its status. Returns the count. The board is left as it was."""
    w = 2 * n + 3
    cand_cell = work[0]
    cand_o = work[1]
    placed = work[2]
    visited = work[3]
    stack = work[4]
    saved = frame.copy()
    m = candidates(board, frame, n, hand, turned, cand_cell, cand_o)
    count = 0
    for i in range(m):
        cell = cand_cell[i]
        cnt = place(board, frame, n, cell, cand_o[i], placed, saved)
        if cnt < 0:
            continue
        out[count, 0] = cand_o[i]
        out[count, 1] = -1 if saved[4] == 0 else cell // w - saved[0]
        out[count, 2] = -1 if saved[4] == 0 else cell % w - saved[2]
        out[count, 3] = cnt - 1
        out[count, 4] = key_of(board, frame, n)
        out[count, 5] = status(board, frame, n, goal, visited, stack, strong)
        unplace(board, frame, placed, cnt, saved)
        count += 1
    return count


@njit(cache=True)
def legal(board, frame, n, goal, hand, strong, work, out):
    """The legal moves of `hand` (see `expand`): its placements as dealt or, when there are
    none, those of every other orientation (rule 4.5). Returns the count (0: stuck)."""
    for t in range(2):  # one call site, so numba compiles expand into this function once
        k = expand(board, frame, n, goal, hand, t == 1, strong, work, out)
        if k > 0 or frame[4] == 0:
            return k
    return 0


@njit(cache=True)
def notation_rank(row, col, o):
    """Sort key of a move in notation order: column, row, then orientation name."""
    name_rank = (3, 1, 2, 0, 5, 4)  # ES EW NE NS NW SW: the rank of NS, EW, NE, ES, SW, NW
    return ((col + 1) * 16 + row + 1) * 8 + name_rank[o]
