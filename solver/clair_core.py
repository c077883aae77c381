"""Compact layouts and numba kernels for the clairvoyant solver (RULES.md sections 4 and 5).

A layout lives on a padded square grid of side W = 2N+3, one int8 per cell (-1 empty, else the
orientation 0..5). The first tile goes to the centre (N+1, N+1), so the floating frame can grow
N-1 cells any way and every neighbour of every cell we look at stays inside the array (no bounds
checks, no wrap-around).

A layout is also keyed as an int64: the N x N window anchored at the top-left of its bounding box,
3 bits per cell (orientation + 1, 0 for empty), row-major. The key is translation invariant, and
since every placed cell consumed exactly one stack tile, the key alone (its tile count) also says
how many tiles are used: it is the whole state of a clairvoyant search. 3 bits x 16 cells fit in
64 bits, so the fast path supports N <= 4.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from solitaire.tiles import EDGE_COLOUR, orientation_with

MAX_FAST_SIZE = 4

# EC[o, edge]: colour on that edge (0 white, 1 black), straight from the engine's table.
EC = np.array(EDGE_COLOUR, dtype=np.int8)

# FILL[colour, e1, e2]: the orientation whose `colour` track joins e1 and e2 (-1 when e1 == e2).
FILL = -np.ones((2, 4, 4), dtype=np.int8)
for _a in range(4):
    for _b in range(4):
        if _a != _b:
            _white = orientation_with((_a, _b))
            FILL[0, _a, _b] = _white
            # Black joins (a, b) exactly when white joins the other two edges.
            _others = tuple(e for e in range(4) if e not in (_a, _b))
            FILL[1, _a, _b] = orientation_with(_others)

GOAL_LINE, GOAL_LOOP = 0, 1


def goal_code(goal: str) -> int:
    return GOAL_LOOP if goal == "loop" else GOAL_LINE


def side(size: int) -> int:
    return 2 * size + 3


@njit(cache=True)
def neighbour_cell(cell, w, edge):
    """The board index across `edge` (N, E, S, W) of `cell` on a board `w` cells wide."""
    if edge == 0:
        return cell - w
    if edge == 1:
        return cell + 1
    if edge == 2:
        return cell + w
    return cell - 1


@njit(cache=True)
def neighbour_colour(board, w, cell, edge, ec):
    """Colour the neighbour across `edge` shows towards `cell`, or -1 when empty."""
    o = board[neighbour_cell(cell, w, edge)]
    if o < 0:
        return -1
    return ec[o, (edge + 2) & 3]


@njit(cache=True)
def fits(frame, n, r, c):
    """The frame rule (4.2): the bounding box with (r, c) added stays within n x n."""
    if frame[4] == 0:
        return True
    top = min(frame[0], r)
    bottom = max(frame[1], r)
    left = min(frame[2], c)
    right = max(frame[3], c)
    return bottom - top < n and right - left < n


@njit(cache=True)
def matches(board, w, cell, o, ec):
    for e in range(4):
        col = neighbour_colour(board, w, cell, e, ec)
        if col >= 0 and col != ec[o, e]:
            return False
    return True


@njit(cache=True)
def grow(frame, w, cell):
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
def place(board, frame, w, cell, o, ec, fill, placed, old_frame):
    """Lay `o` at `cell` and make every forced fill (rule 4.4). The cells set are written to
    `placed` (the played cell first); returns how many, or -1 on a dead space (rule 4.6), in which
    case the board and frame are already restored to `old_frame`."""
    board[cell] = o
    grow(frame, w, cell)
    placed[0] = cell
    count = 1
    head = 0
    steps = (-w, 1, w, -1)
    dead = False
    # Fills are confluent (RULES.md 4.4), so a FIFO over `placed` gives the engine's result.
    while head < count and not dead:
        p = placed[head]
        head += 1
        for d in steps:
            space = p + d
            if board[space] >= 0:
                continue
            w0 = -1
            w1 = -1
            b0 = -1
            b1 = -1
            whites = 0
            blacks = 0
            for e in range(4):
                col = neighbour_colour(board, w, space, e, ec)
                if col == 0:
                    if whites == 0:
                        w0 = e
                    else:
                        w1 = e
                    whites += 1
                elif col == 1:
                    if blacks == 0:
                        b0 = e
                    else:
                        b1 = e
                    blacks += 1
            if whites >= 3 or blacks >= 3:
                dead = True
                break
            if whites == 2:
                f = fill[0, w0, w1]
            elif blacks == 2:
                f = fill[1, b0, b1]
            else:
                continue
            board[space] = f
            grow(frame, w, space)
            placed[count] = space
            count += 1
    if dead:
        unplace(board, frame, placed, count, old_frame, w)
        return -1
    return count


@njit(cache=True)
def unplace(board, frame, placed, count, old_frame, w):
    """Take back `count` placed cells and restore the frame saved before them."""
    for i in range(count):
        board[placed[i]] = -1
    for i in range(5):
        frame[i] = old_frame[i]


@njit(cache=True)
def gen_candidates(board, frame, w, n, hand, turned, ec, out_cell, out_o):
    """Cells and orientations that pass the frame and colour-matching rules (4.2, 4.3), before
    the forced cascade and dead-space rule (4.4, 4.6) are tried: `hand` only, or with `turned`
    every other orientation (rule 4.5). The empty table has the one first move at the centre."""
    if frame[4] == 0:
        out_cell[0] = (n + 1) * w + (n + 1)
        out_o[0] = hand
        return 1
    k = 0
    for o in range(6):
        if (o == hand) == turned:
            continue
        for r in range(frame[0] - 1, frame[1] + 2):
            for c in range(frame[2] - 1, frame[3] + 2):
                cell = r * w + c
                if board[cell] >= 0:
                    continue
                if (
                    board[cell - w] < 0
                    and board[cell + w] < 0
                    and board[cell - 1] < 0
                    and board[cell + 1] < 0
                ):
                    continue
                if fits(frame, n, r, c) and matches(board, w, cell, o, ec):
                    out_cell[k] = cell
                    out_o[k] = o
                    k += 1
    return k


@njit(cache=True)
def gen_moves(board, frame, w, n, hand, ec, fill, out_cell, out_o, placed):
    """Every legal move of `hand`: its legal placements as dealt, or, when there is none, every
    legal placement of every orientation (rule 4.5). Returns the count."""
    saved = frame.copy()
    for turned in (False, True):
        k = 0
        m = gen_candidates(board, frame, w, n, hand, turned, ec, out_cell, out_o)
        for i in range(m):
            cnt = place(board, frame, w, out_cell[i], out_o[i], ec, fill, placed, saved)
            if cnt < 0:
                continue
            unplace(board, frame, placed, cnt, saved, w)
            out_cell[k] = out_cell[i]
            out_o[k] = out_o[i]
            k += 1
        if k > 0 or frame[4] == 0:
            return k
    return 0


@njit(cache=True)
def layout_key(board, frame, w, n):
    if frame[4] == 0:
        return np.int64(0)
    key = np.int64(0)
    shift = 0
    for r in range(frame[0], frame[0] + n):
        for c in range(frame[2], frame[2] + n):
            o = board[r * w + c]
            key |= np.int64(o + 1) << shift
            shift += 3
    return key


@njit(cache=True)
def load_key(key, board, frame, w, n):
    """Write the layout of `key` onto an empty board, placed so it can still grow every way."""
    for i in range(board.shape[0]):
        board[i] = -1
    frame[0] = 1
    frame[1] = 0
    frame[2] = 1
    frame[3] = 0
    frame[4] = 0
    if key == 0:
        return
    h = 0
    wd = 0
    shift = 0
    for r in range(n):
        for c in range(n):
            v = (key >> shift) & 7
            shift += 3
            if v:
                h = max(h, r + 1)
                wd = max(wd, c + 1)
    top = 2 + (n - h)
    left = 2 + (n - wd)
    shift = 0
    for r in range(n):
        for c in range(n):
            v = (key >> shift) & 7
            shift += 3
            if v:
                cell = (top + r) * w + (left + c)
                board[cell] = v - 1
                grow(frame, w, cell)


@njit(cache=True)
def colour_out(board, frame, w, n, goal, colour, ec, visited, stack, strong=False):
    """RULES.md section 5: True when this colour can no longer reach the goal.

    With `strong`, also True in further cases that provably cannot win (for search pruning only;
    the rules' 'decided' is the plain test). The winning track has at most 2 ends (0 for loop),
    and an end leaving a full frame edge stays an end; when the frame is one short of N wide, it
    grows on one side only, so ends leaving both the west and east sides leave at least
    min(west, east) ends on the side that does not grow (likewise north and south)."""
    total = n * n
    short_h = frame[1] - frame[0] + 2 == n
    short_w = frame[3] - frame[2] + 2 == n
    all_closed = 0
    west = 0
    east = 0
    north = 0
    south = 0
    full_h = frame[1] - frame[0] + 1 == n
    full_w = frame[3] - frame[2] + 1 == n
    # Only tile cells inside the frame are ever marked, so clearing the frame is enough.
    for r0 in range(frame[0], frame[1] + 1):
        for c0 in range(frame[2], frame[3] + 1):
            visited[r0 * w + c0] = 0
    for r0 in range(frame[0], frame[1] + 1):
        for c0 in range(frame[2], frame[3] + 1):
            start = r0 * w + c0
            if board[start] < 0 or visited[start]:
                continue
            visited[start] = 1
            stack[0] = start
            sp = 1
            cells = 0
            ends = 0
            closed_ends = 0
            while sp > 0:
                sp -= 1
                cell = stack[sp]
                cells += 1
                o = board[cell]
                r = cell // w
                c = cell % w
                for e in range(4):
                    if ec[o, e] != colour:
                        continue
                    nb = neighbour_cell(cell, w, e)
                    if board[nb] >= 0:
                        if not visited[nb]:
                            visited[nb] = 1
                            stack[sp] = nb
                            sp += 1
                    else:
                        ends += 1
                        if e == 0:
                            shut = full_h and r == frame[0]
                        elif e == 2:
                            shut = full_h and r == frame[1]
                        elif e == 1:
                            shut = full_w and c == frame[3]
                        else:
                            shut = full_w and c == frame[2]
                        if shut:
                            closed_ends += 1
                        elif e == 0:
                            north += short_h and r == frame[0]
                        elif e == 2:
                            south += short_h and r == frame[1]
                        elif e == 1:
                            east += short_w and c == frame[3]
                        else:
                            west += short_w and c == frame[2]
            all_closed += closed_ends
            if cells >= total:
                continue
            if ends == 0:
                return True
            if goal == 0 and closed_ends == ends:
                return True
            if goal == 1 and closed_ends > 0:
                return True
    if strong:
        bound = all_closed + min(west, east) + min(north, south)
        return bound > (2 if goal == 0 else 0)
    return False


@njit(cache=True)
def is_won(board, frame, w, n, goal, ec, visited, stack):
    """On a full board, whether one colour makes the goal (RULES.md section 5)."""
    if frame[4] != n * n:
        return False
    # A full board: a colour is "out" iff it has a track shorter than n*n (closed or ending on
    # the finished frame); otherwise its single track covers every tile. For loop the single track
    # must also be closed, which colour_out's loop rule already demands (no end on the frame).
    for colour in range(2):
        single = not colour_out(board, frame, w, n, goal, colour, ec, visited, stack)
        if single and (goal == 0 or _closed_single(board, frame, w, colour, ec)):
            return True
    return False


@njit(cache=True)
def _closed_single(board, frame, w, colour, ec):
    for r in range(frame[0], frame[1] + 1):
        for c in range(frame[2], frame[3] + 1):
            cell = r * w + c
            o = board[cell]
            for e in range(4):
                if ec[o, e] == colour:
                    nb = neighbour_cell(cell, w, e)
                    if board[nb] < 0:
                        return False
    return True


@njit(cache=True)
def _slot(table, key):
    """Open addressing on int64 keys (0 is the empty slot; the empty layout is never stored)."""
    mask = table.shape[0] - 1
    h = (key ^ (key >> 17) ^ (key >> 31) ^ (key << 7)) & mask
    while table[h] != 0 and table[h] != key:
        h = (h + 1) & mask
    return h


@njit(cache=True)
def _grow_table(table):
    bigger = np.zeros(table.shape[0] * 2, dtype=np.int64)
    for key in table:
        if key != 0:
            bigger[_slot(bigger, key)] = key
    return bigger


@njit(cache=True)
def solve_kernel(deal, n, goal, ec, fill, path_cell, path_o, path_frame):
    """Depth-first search for a winning game with the whole stack known.

    Returns the number of moves of the first win found (the moves are in path_cell / path_o, the
    frame before each move in path_frame), or -1 when the deal is unsolvable. Every state whose
    subtree failed is kept in a transposition table keyed by the normalised layout."""
    w = 2 * n + 3
    total = n * n
    board = -np.ones(w * w, dtype=np.int8)
    frame = np.array([1, 0, 1, 0, 0], dtype=np.int64)
    visited = np.zeros(w * w, dtype=np.int8)
    stack = np.zeros(total + 1, dtype=np.int64)
    width = 6 * 4 * (n + 2)
    mv_cell = np.zeros((total + 1, width), dtype=np.int64)
    mv_o = np.zeros((total + 1, width), dtype=np.int64)
    nmoves = np.zeros(total + 1, dtype=np.int64)
    idx = np.zeros(total + 1, dtype=np.int64)
    placed = np.zeros((total + 1, total + 1), dtype=np.int64)
    counts = np.zeros(total + 1, dtype=np.int64)
    table = np.zeros(1 << 12, dtype=np.int64)
    stored = 0
    # known_out[d, colour]: that colour was already out at depth d. Being out is monotone (a
    # closed track stays closed, a full frame stays full), so a child only rechecks the others.
    known_out = np.zeros((total + 2, 2), dtype=np.bool_)

    # Candidates are generated lazily: the cascade of each is made once, on the way down. Only
    # when no dealt placement survived its cascade is the turned list made (rule 4.5).
    turned = np.zeros(total + 1, dtype=np.bool_)
    found = np.zeros(total + 1, dtype=np.bool_)
    depth = 0
    nmoves[0] = gen_candidates(board, frame, w, n, deal[0], False, ec, mv_cell[0], mv_o[0])
    idx[0] = 0
    while depth >= 0:
        if idx[depth] >= nmoves[depth]:
            if not found[depth] and not turned[depth] and frame[4] > 0:
                turned[depth] = True
                nmoves[depth] = gen_candidates(
                    board, frame, w, n, deal[frame[4]], True, ec, mv_cell[depth], mv_o[depth]
                )
                idx[depth] = 0
                continue
            # Every move from here failed: remember the layout, take back the move that led here.
            if depth > 0:
                key = layout_key(board, frame, w, n)
                if 2 * (stored + 1) > table.shape[0]:
                    table = _grow_table(table)
                table[_slot(table, key)] = key
                stored += 1
            depth -= 1
            if depth >= 0:
                unplace(board, frame, placed[depth], counts[depth], path_frame[depth], w)
            continue
        i = idx[depth]
        idx[depth] += 1
        for j in range(5):
            path_frame[depth, j] = frame[j]
        cnt = place(
            board,
            frame,
            w,
            mv_cell[depth, i],
            mv_o[depth, i],
            ec,
            fill,
            placed[depth],
            path_frame[depth],
        )
        if cnt < 0:
            continue  # a dead space (rule 4.6); place() has already restored the layout
        found[depth] = True
        counts[depth] = cnt
        path_cell[depth] = mv_cell[depth, i]
        path_o[depth] = mv_o[depth, i]
        used = frame[4]
        if used == total:
            if is_won(board, frame, w, n, goal, ec, visited, stack):
                return depth + 1
            unplace(board, frame, placed[depth], cnt, path_frame[depth], w)
            continue
        key = layout_key(board, frame, w, n)
        if table[_slot(table, key)] == key:
            unplace(board, frame, placed[depth], cnt, path_frame[depth], w)
            continue
        white_out = known_out[depth, 0] or colour_out(
            board, frame, w, n, goal, 0, ec, visited, stack, True
        )
        black_out = known_out[depth, 1]
        if white_out and not black_out:
            black_out = colour_out(board, frame, w, n, goal, 1, ec, visited, stack, True)
        known_out[depth + 1, 0] = white_out
        known_out[depth + 1, 1] = black_out
        if white_out and black_out:
            if 2 * (stored + 1) > table.shape[0]:
                table = _grow_table(table)
            table[_slot(table, key)] = key
            stored += 1
            unplace(board, frame, placed[depth], cnt, path_frame[depth], w)
            continue
        depth += 1
        nmoves[depth] = gen_candidates(
            board, frame, w, n, deal[used], False, ec, mv_cell[depth], mv_o[depth]
        )
        idx[depth] = 0
        turned[depth] = False
        found[depth] = False
    return -1


@njit(cache=True)
def successors_kernel(
    key, hand, n, goal, ec, fill, out_key, out_fills, out_col, out_row, out_o, strong
):
    """Every legal move of `hand` from the layout `key`: the resulting key (0 when the move
    leaves the game decided, or fills the board without the goal), its forced-fill count, and the
    move's column and row relative to the frame (the notation's labels) and orientation. With
    `strong`, the key is also 0 where colour_out's stronger bounds show no win is left."""
    w = 2 * n + 3
    total = n * n
    board = -np.ones(w * w, dtype=np.int8)
    frame = np.array([1, 0, 1, 0, 0], dtype=np.int64)
    load_key(key, board, frame, w, n)
    visited = np.zeros(w * w, dtype=np.int8)
    stack = np.zeros(total + 1, dtype=np.int64)
    width = 6 * 4 * (n + 2)
    mv_cell = np.zeros(width, dtype=np.int64)
    mv_o = np.zeros(width, dtype=np.int64)
    placed = np.zeros(total + 1, dtype=np.int64)
    k = gen_moves(board, frame, w, n, hand, ec, fill, mv_cell, mv_o, placed)
    saved = frame.copy()
    for i in range(k):
        cell = mv_cell[i]
        if saved[4] == 0:
            out_col[i] = -1
            out_row[i] = -1
        else:
            out_col[i] = cell % w - saved[2]
            out_row[i] = cell // w - saved[0]
        out_o[i] = mv_o[i]
        cnt = place(board, frame, w, cell, mv_o[i], ec, fill, placed, saved)
        out_fills[i] = cnt - 1
        if frame[4] == total:
            ok = is_won(board, frame, w, n, goal, ec, visited, stack)
        else:
            ok = not (
                colour_out(board, frame, w, n, goal, 0, ec, visited, stack, strong)
                and colour_out(board, frame, w, n, goal, 1, ec, visited, stack, strong)
            )
        out_key[i] = layout_key(board, frame, w, n) if ok else 0
        unplace(board, frame, placed, cnt, saved, w)
    return k
