"""The codes and lookup tables of the compiled rules core (solver.core), made from the engine's
tables in solitaire.tiles: goals, position status, edge colours, forced-fill orientations."""

from __future__ import annotations

import numpy as np

from solitaire.tiles import EDGE_COLOUR, orientation_with

LINE, LOOP = 0, 1
PLAYING, WON, LOST = 0, 1, 2  # LOST: full without the goal, or decided (both colours out)

# EC[o, edge]: colour on that edge (0 white, 1 black), straight from the engine's table.
EC = np.array(EDGE_COLOUR, dtype=np.int8)


def _fill_table() -> np.ndarray:
    """FILL[colour, e1, e2]: the orientation whose `colour` track joins e1 and e2."""
    fill = -np.ones((2, 4, 4), dtype=np.int8)
    for a in range(4):
        for b in range(4):
            if a != b:
                fill[0, a, b] = orientation_with((a, b))
                others = tuple(e for e in range(4) if e not in (a, b))
                fill[1, a, b] = orientation_with(others)  # black joins what white does not
    return fill


FILL = _fill_table()


def goal_code(goal: str) -> int:
    return LOOP if goal == "loop" else LINE


def max_moves(n: int) -> int:
    """An upper bound on the placements of all six orientations on an n x n board."""
    return 6 * (n + 2) * (n + 2)
