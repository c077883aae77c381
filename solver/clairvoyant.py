"""Clairvoyant solving (RULES.md section 7): is a deal winnable with the whole stack known?

`solve` returns one winning move list in the notation of RULES.md section 6 (forced fills are
implied, so a solution can have fewer moves than the deal has tiles), or None when no sequence of
legal moves reaches the goal. The search itself is the numba kernel in `solver.clair_core`.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from solitaire.deal import Deal
from solitaire.errors import TraxError
from solitaire.move import Move
from solitaire.variant import Variant
from solver import clair_core as core

# The clairvoyant kernels key layouts exactly as the fair-play tables pack them.
from solver.layout import encode as layout_key


def _check(variant: Variant, deal: Sequence[int]) -> None:
    if variant.size > core.MAX_FAST_SIZE:
        raise TraxError(
            f"the clairvoyant solver handles sizes up to {core.MAX_FAST_SIZE}, "
            f"not {variant.size}x{variant.size}"
        )
    if len(deal) != variant.tiles:
        raise TraxError(f"a {variant} deal has {variant.tiles} tiles, this one has {len(deal)}")


def solve_moves(variant: Variant, deal: Deal) -> list[Move] | None:
    """A winning list of moves for this deal, or None if the deal is unsolvable."""
    _check(variant, deal)
    n = variant.size
    total = n * n
    w = core.side(n)
    path_cell = np.zeros(total + 1, dtype=np.int64)
    path_o = np.zeros(total + 1, dtype=np.int64)
    path_frame = np.zeros((total + 1, 5), dtype=np.int64)
    length = core.solve_kernel(
        np.asarray(deal, dtype=np.int64),
        n,
        core.goal_code(variant.goal),
        core.EC,
        core.FILL,
        path_cell,
        path_o,
        path_frame,
    )
    if length < 0:
        return None
    moves = []
    for i in range(length):
        cell, top, left, used = int(path_cell[i]), *map(int, path_frame[i, [0, 2, 4]])
        if used == 0:
            moves.append(Move(-1, -1, int(path_o[i])))
        else:
            # Labels count from the frame as it was before the move (RULES.md section 6).
            moves.append(Move(cell % w - left, cell // w - top, int(path_o[i])))
    return moves


def solve(variant: Variant, deal: Deal) -> list[str] | None:
    """A winning move list as strings like ['@0:NS', 'B1:NE', ...], or None."""
    moves = solve_moves(variant, deal)
    return None if moves is None else [str(m) for m in moves]


def is_solvable(variant: Variant, deal: Deal) -> bool:
    """Whether the deal can be won with the whole stack known (no move list built)."""
    _check(variant, deal)
    n = variant.size
    total = n * n
    return (
        core.solve_kernel(
            np.asarray(deal, dtype=np.int64),
            n,
            core.goal_code(variant.goal),
            core.EC,
            core.FILL,
            np.zeros(total + 1, dtype=np.int64),
            np.zeros(total + 1, dtype=np.int64),
            np.zeros((total + 1, 5), dtype=np.int64),
        )
        >= 0
    )


__all__ = ["solve", "solve_moves", "is_solvable", "layout_key", "successors"]


def successors(
    variant: Variant, key: int, hand: int, strong: bool = False
) -> list[tuple[Move, int, int]]:
    """Every legal move of `hand` from layout `key`, as (move, forced fills, resulting key).
    The resulting key is 0 when the move leaves the game decided or full without the goal (with
    `strong`, also where the solver's stronger bounds prove no win is left)."""
    n = variant.size
    if n > core.MAX_FAST_SIZE:
        raise TraxError(f"sizes up to {core.MAX_FAST_SIZE} only")
    width = 6 * 4 * (n + 2)
    out = [np.zeros(width, dtype=np.int64) for _ in range(5)]
    k = core.successors_kernel(
        key, hand, n, core.goal_code(variant.goal), core.EC, core.FILL, *out, strong
    )
    keys, fills, cols, rows, orients = (a[:k].tolist() for a in out)
    return [
        (Move(c, r, o), f, nk)
        for nk, f, c, r, o in zip(keys, fills, cols, rows, orients, strict=True)
    ]
