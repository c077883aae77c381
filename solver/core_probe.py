"""Python views of the compiled rules core (solver.core) for tests and tools: the legal moves
and the status of a packed layout."""

from __future__ import annotations

import numpy as np

from solver import core
from solver.jit import njit


@njit(cache=True)
def status_of_key(key, n, goal):
    """`status` of a packed layout (PLAYING, WON or LOST)."""
    board, frame, work = core.new_board(n)
    core.load(key, n, board, frame)
    return core.status(board, frame, n, goal, work[3], work[4], False)


def placements(n: int, goal: int, key: int, hand: int, strong: bool = False) -> list[tuple]:
    """For tests and tools: the legal moves of `hand` from a packed layout, with rule 4.5, as
    (orientation, row, col, forced fills, new key, status) tuples (see `expand`)."""
    board, frame, work = core.new_board(n)
    core.load(np.int64(key), n, board, frame)
    out = np.zeros((core.max_moves(n), 6), dtype=np.int64)
    k = core.legal(board, frame, n, goal, hand, strong, work, out)
    return [tuple(int(x) for x in row) for row in out[:k]]
