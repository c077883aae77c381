"""Packed layouts and their symmetries in pure Python (no numpy): the packing the solver's tables
are keyed by, usable in the browser.

A layout is translated so that its bounding box touches the top-left corner of an N x N grid;
cell (row, col) of that grid occupies bits 3*(row*N + col) .. +2 and holds orientation + 1 (0 is
an empty cell). The 16 symmetries are the 8 turns and mirrors of the square, each with or without
the colour swap; transform d = quarter turns + 4*mirror + 8*swap (the mirror first, then the
turns, then the swap). `canonical` gives the same answer as solver.tables.values.canonical and
the compiled solver.symmetry.canonical: the smallest code among the 16 images and the first
transform reaching it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from solitaire.position import Placement
from solitaire.tiles import BLACK, WHITE, colour_swapped, mirrored, turned
from solitaire.tracks import colour_out_reason, goal_colour
from solitaire.variant import Variant

TRANSFORMS = 16
# Moves whose values differ by less than this are tied (they come out of identical sums).
TIE = 1e-12

Cell = tuple[int, int]


def orientation_map(d: int) -> tuple[int, ...]:
    """Where transform d sends each orientation 0..5."""
    quarters, mirror, swap = d % 4, (d // 4) % 2, d // 8
    out = []
    for o in range(6):
        x = mirrored(o) if mirror else o
        x = turned(x, quarters)
        out.append(colour_swapped(x) if swap else x)
    return tuple(out)


def cell_map(d: int, size: int, row: int, col: int) -> Cell:
    """Where transform d sends a cell of the full size x size grid."""
    quarters, mirror = d % 4, (d // 4) % 2
    if mirror:
        col = size - 1 - col
    for _ in range(quarters):
        row, col = col, size - 1 - row  # a clockwise quarter turn
    return row, col


def encode(tiles: dict[Cell, int], size: int) -> int:
    """Pack a layout (any translation) into its normalised code."""
    if not tiles:
        return 0
    top = min(r for r, _ in tiles)
    left = min(c for _, c in tiles)
    code = 0
    for (r, c), o in tiles.items():
        rr, cc = r - top, c - left
        if not (0 <= rr < size and 0 <= cc < size):
            raise ValueError(f"layout is larger than {size}x{size}")
        code |= (o + 1) << (3 * (rr * size + cc))
    return code


def decode(code: int, size: int) -> dict[Cell, int]:
    """The layout of a code, its top-left tile-box corner at (0, 0)."""
    tiles = {}
    for i in range(size * size):
        v = (code >> (3 * i)) & 7
        if v:
            tiles[(i // size, i % size)] = v - 1
    return tiles


@cache
def _images(size: int) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    """Per transform: the (row, col) index each grid cell goes to, and the orientation+1 map
    (0 stays empty)."""
    out = []
    for d in range(TRANSFORMS):
        cells = tuple(
            cell_map(d, size, i // size, i % size)[0] * size
            + cell_map(d, size, i // size, i % size)[1]
            for i in range(size * size)
        )
        out.append((cells, (0, *(o + 1 for o in orientation_map(d)), 0, 0)))
    return tuple(out)


def canonical(code: int, size: int) -> tuple[int, int]:
    """The smallest code among the 16 images of a layout, and the first transform giving it."""
    fields = [(i, (code >> (3 * i)) & 7) for i in range(size * size)]
    fields = [(i, v) for i, v in fields if v]
    if not fields:
        return 0, 0
    best, best_d = -1, 0
    for d, (cells, values) in enumerate(_images(size)):
        moved = [(cells[i], values[v]) for i, v in fields]
        top = min(j // size for j, _ in moved)
        left = min(j % size for j, _ in moved)
        shift = size * top + left
        x = 0
        for j, v in moved:
            x |= v << (3 * (j - shift))
        if best < 0 or x < best:
            best, best_d = x, d
    return best, best_d


def group_ties(scored: Sequence[tuple[Placement, float]]) -> list[tuple[Placement, float]]:
    """Moves sorted best first (already) re-sorted so values within TIE of each other keep
    notation order (their moves' text)."""
    result: list[tuple[Placement, float]] = []
    group: list[tuple[Placement, float]] = []
    for item in scored:
        if group and group[0][1] - item[1] > TIE:
            result.extend(sorted(group, key=lambda pv: str(pv[0].move)))
            group = []
        group.append(item)
    result.extend(sorted(group, key=lambda pv: str(pv[0].move)))
    return result


def terminal_value(variant: Variant, tiles: dict[tuple[int, int], int]) -> float:
    """The value of a layout no table holds: 1 or 0 when the grid is full, 0 when both colours
    are out (the game is decided); anything else should have been in the table."""
    n, goal = variant.size, variant.goal
    if len(tiles) == n * n:
        return 1.0 if goal_colour(tiles, n, goal) is not None else 0.0
    if all(colour_out_reason(tiles, n, goal, colour) for colour in (WHITE, BLACK)):
        return 0.0  # decided
    raise LookupError(f"layout {encode(tiles, n):#x} is not in the {variant} table")
