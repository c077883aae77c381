"""Clairvoyant solving (docs/rules.md section 7): is a deal winnable with the whole stack known?

`solve` returns one winning move list in the notation of docs/rules.md section 6 (forced fills are
implied, so a solution can have fewer moves than the deal has tiles), or None when no sequence of
legal moves reaches the goal. The search is a compiled depth-first search on the rules core
(solver.core), with a transposition table of the layouts whose subtree failed. One deal at a
time, it runs interpreted until compiling it pays (solver.interpreted): the first answer does
not wait for numba.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from solitaire.deal import Deal
from solitaire.errors import TraxError
from solitaire.move import Move
from solitaire.variant import Variant
from solver import core
from solver.interpreted import Kernel
from solver.jit import njit
from solver.layout import MAX_SOLVER_SIZE
from solver.layout import encode as layout_key


def _check(variant: Variant, deal: Sequence[int]) -> None:
    if variant.size > MAX_SOLVER_SIZE:
        raise TraxError(
            f"the clairvoyant solver handles sizes up to {MAX_SOLVER_SIZE}, "
            f"not {variant.size}x{variant.size}"
        )
    if len(deal) != variant.tiles:
        raise TraxError(f"a {variant} deal has {variant.tiles} tiles, this one has {len(deal)}")


def solve_moves(variant: Variant, deal: Deal) -> list[Move] | None:
    """A winning list of moves for this deal, or None if the deal is unsolvable."""
    return solve_from(variant, deal, 0)


def solve_from(variant: Variant, deal: Deal, start: int) -> list[Move] | None:
    """A winning list of moves from the layout with key `start` (solver.layout.encode; its tile
    count is the tiles consumed; not a full layout), or None if no play from there wins."""
    _check(variant, deal)
    path = np.zeros((variant.tiles + 1, 3), dtype=np.int64)
    goal = core.goal_code(variant.goal)
    length = SEARCH(np.asarray(deal, dtype=np.int64), variant.size, goal, start, path)
    if length < 0:
        return None
    # Labels count from the frame as it was before each move (docs/rules.md section 6).
    return [Move(int(col), int(row), int(o)) for row, col, o in path[:length]]


def solve(variant: Variant, deal: Deal) -> list[str] | None:
    """A winning move list as strings like ['@0:NS', 'B1:NE', ...], or None."""
    moves = solve_moves(variant, deal)
    return None if moves is None else [str(m) for m in moves]


def is_solvable(variant: Variant, deal: Deal) -> bool:
    """Whether the deal can be won with the whole stack known (no move list built)."""
    _check(variant, deal)
    path = np.zeros((variant.tiles + 1, 3), dtype=np.int64)
    deal_array = np.asarray(deal, dtype=np.int64)
    return SEARCH(deal_array, variant.size, core.goal_code(variant.goal), 0, path) >= 0


def solvable_mask(variant: Variant, deals: np.ndarray) -> np.ndarray:
    """is_solvable for each row of a (count, tiles) array of deals, in one compiled call."""
    deals = np.ascontiguousarray(deals, dtype=np.int64)
    if deals.ndim != 2 or deals.shape[1] != variant.tiles:
        raise ValueError(f"deals must have shape (count, {variant.tiles})")
    _check(variant, deals[0] if len(deals) else [0] * variant.tiles)
    return _solvable_many(deals, variant.size, core.goal_code(variant.goal))


@njit(cache=True)
def _solvable_many(deals, n, goal):
    found = np.zeros(deals.shape[0], np.bool_)
    path = np.zeros((n * n + 1, 3), np.int64)
    for i in range(deals.shape[0]):
        found[i] = solve_kernel(deals[i], n, goal, 0, path) >= 0
    return found


def successors(
    variant: Variant, key: int, hand: int, strong: bool = False
) -> list[tuple[Move, int, int]]:
    """Every legal move of `hand` from layout `key`, as (move, forced fills, resulting key).
    The resulting key is 0 when the move leaves the game decided or full without the goal (with
    `strong`, also where the solver's stronger bounds prove no win is left)."""
    return [
        (Move(c, r, o), f, 0 if s == core.LOST else nk)
        for o, r, c, f, nk, s in _rows(variant, key, hand, strong)
    ]


def successor_keys(
    variant: Variant, key: int, hand: int, strong: bool = False
) -> list[tuple[int, int]]:
    """successors' (forced fills, resulting key) alone, for walks that need no moves (the
    exact level walk makes millions of moves it would throw away)."""
    return [(f, 0 if s == core.LOST else nk) for *_, f, nk, s in _rows(variant, key, hand, strong)]


def _rows(variant: Variant, key: int, hand: int, strong: bool) -> list[list[int]]:
    n = variant.size
    if n > MAX_SOLVER_SIZE:
        raise TraxError(f"sizes up to {MAX_SOLVER_SIZE} only")
    return MOVES(np.int64(key), n, core.goal_code(variant.goal), hand, strong).tolist()


@njit(cache=True)
def _legal_rows(key, n, goal, hand, strong):
    """successors' rows: (orientation, row, column, fills, key, status) of each legal move."""
    board, frame, work = core.new_board(n)
    core.load(key, n, board, frame)
    out = np.zeros((6 * (n + 2) * (n + 2), 6), dtype=np.int64)  # core.max_moves(n)
    k = core.legal(board, frame, n, goal, hand, strong, work, out)
    return out[:k]


__all__ = [
    "solve",
    "solve_moves",
    "solve_from",
    "is_solvable",
    "solvable_mask",
    "layout_key",
    "successors",
    "successor_keys",
]


@njit(cache=True)
def _remember(table, stored, key):
    """Add a key to the open-addressing set `table` (0 is the empty slot; the empty layout is
    never stored), doubling it when half full. Returns the table (maybe a new one)."""
    if 2 * (stored + 1) > table.shape[0]:
        bigger = np.zeros(table.shape[0] * 2, dtype=np.int64)
        for old in table:
            if old != 0:
                bigger[_slot(bigger, old)] = old
        table = bigger
    table[_slot(table, key)] = key
    return table


@njit(cache=True)
def _slot(table, key):
    mask = table.shape[0] - 1
    h = (key ^ (key >> 17) ^ (key >> 31) ^ (key << 7)) & mask
    while table[h] != 0 and table[h] != key:
        h = (h + 1) & mask
    return h


@njit(cache=True, inline="always")
def _move_stacks(n):
    """solve_kernel's per-depth candidates (cells, orientations), tiles placed and frames."""
    total = n * n
    width = 6 * (n + 2) * (n + 2)
    mv_cell = np.zeros((total + 1, width), dtype=np.int64)
    mv_o = np.zeros((total + 1, width), dtype=np.int64)
    placed = np.zeros((total + 1, total + 1), dtype=np.int64)
    frames = np.zeros((total + 1, 5), dtype=np.int64)
    return mv_cell, mv_o, placed, frames


@njit(cache=True, inline="always")
def _depth_counters(n):
    """solve_kernel's per-depth candidate count, next candidate and tiles the move placed."""
    total = n * n
    nmoves = np.zeros(total + 1, dtype=np.int64)
    idx = np.zeros(total + 1, dtype=np.int64)
    counts = np.zeros(total + 1, dtype=np.int64)
    return nmoves, idx, counts


@njit(cache=True, inline="always")
def _depth_flags(n):
    """solve_kernel's per-depth colours out, turned list in use, and a placement found."""
    total = n * n
    known_out = np.zeros((total + 2, 2), dtype=np.bool_)
    turned = np.zeros(total + 1, dtype=np.bool_)
    found = np.zeros(total + 1, dtype=np.bool_)
    return known_out, turned, found


@njit(cache=True, inline="always")
def _both_out(board, frame, n, goal, visited, stack, known_out, depth):
    """Whether both colours are out after the move at `depth` (noted in known_out[depth + 1]).
    Being out is monotone: a child rechecks only the colours not out yet, white first."""
    for colour in range(2):
        out = known_out[depth, colour]
        if not out and (colour == 0 or known_out[depth + 1, 0]):
            out = core.colour_out(board, frame, n, goal, colour, visited, stack, True)
        known_out[depth + 1, colour] = out
    return known_out[depth + 1, 0] and known_out[depth + 1, 1]


@njit(cache=True, inline="always")
def _back_up(board, frame, n, depth, table, stored, placed, counts, frames):
    """Every move from `depth` failed: remember the layout (below the root) and take back the
    move that led here. Returns the new depth, table and count stored."""
    if depth > 0:
        table = _remember(table, stored, core.key_of(board, frame, n))
        stored += 1
    depth -= 1
    if depth >= 0:
        core.unplace(board, frame, placed[depth], counts[depth], frames[depth])
    return depth, table, stored


@njit(cache=True, inline="always")
def _note_move(path_d, cell, o, saved, w):
    """The move as notation counts it: row and column relative to the frame before the move
    (-1, -1 on the empty table), and the orientation."""
    path_d[0] = -1 if saved[4] == 0 else cell // w - saved[0]
    path_d[1] = -1 if saved[4] == 0 else cell % w - saved[2]
    path_d[2] = o


# Candidates are made lazily and each cascade once, on the way down; only when no dealt
# placement survives its cascade is the turned list made (rule 4.5). Being out is monotone (a
# closed track stays closed, a full frame stays full), so a child only rechecks colours not yet
# out. Failed layouts are remembered in a hash set (`table`, `stored` entries).
@njit(cache=True)
def solve_kernel(deal, n, goal, start, path):
    """Depth-first search for a winning game with the whole stack known, from the layout
    `start` (0: the empty table). Returns the number of moves of the first win found (row,
    column relative to the frame before the move, and orientation in path), or -1 when the
    deal is unsolvable."""
    w = 2 * n + 3
    board, frame, work = core.new_board(n)
    core.load(np.int64(start), n, board, frame)
    visited, stack = work[3], work[4]
    mv_cell, mv_o, placed, frames = _move_stacks(n)
    nmoves, idx, counts = _depth_counters(n)
    known_out, turned, found = _depth_flags(n)
    table = np.zeros(1 << 12, dtype=np.int64)
    stored = 0
    depth = 0
    nmoves[0] = -1  # -1: candidates still to be made (one call site below)
    while depth >= 0:
        if nmoves[depth] < 0:
            nmoves[depth] = core.candidates(
                board, frame, n, deal[frame[4]], turned[depth], mv_cell[depth], mv_o[depth]
            )
            idx[depth] = 0
        if idx[depth] >= nmoves[depth]:
            if not found[depth] and not turned[depth] and frame[4] > 0:
                turned[depth] = True
                nmoves[depth] = -1
                continue
            depth, table, stored = _back_up(
                board, frame, n, depth, table, stored, placed, counts, frames
            )
            continue
        i = idx[depth]
        idx[depth] += 1
        cell = mv_cell[depth, i]
        cnt = core.place(board, frame, n, cell, mv_o[depth, i], placed[depth], frames[depth])
        if cnt < 0:
            continue  # a dead space (rule 4.6); the layout is already restored
        found[depth] = True
        counts[depth] = cnt
        _note_move(path[depth], cell, mv_o[depth, i], frames[depth], w)
        if frame[4] == n * n:
            if core.status(board, frame, n, goal, visited, stack, False) == core.WON:
                return depth + 1
            core.unplace(board, frame, placed[depth], cnt, frames[depth])
            continue
        key = core.key_of(board, frame, n)
        seen = table[_slot(table, key)] == key
        if not seen and _both_out(board, frame, n, goal, visited, stack, known_out, depth):
            table = _remember(table, stored, key)
            stored += 1
            seen = True
        if seen:
            core.unplace(board, frame, placed[depth], cnt, frames[depth])
            continue
        depth += 1
        nmoves[depth] = -1
        turned[depth] = False
        found[depth] = False
    return -1


# One deal at a time: interpreted until compiled pays (solver.interpreted).
SEARCH = Kernel(solve_kernel)
MOVES = Kernel(_legal_rows)
