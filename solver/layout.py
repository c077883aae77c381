"""Compact layouts for the solvers: a layout packed into one int64, and its symmetries.

A layout is translated so that its bounding box touches the top-left corner of an N x N grid;
cell (row, col) of that grid occupies bits 3*(row*N + col) .. +2 and holds orientation + 1 (0 is
an empty cell; the packing itself, pure Python, is solver.portable.packing, re-exported here). That
fits N <= 4 in 48 bits, which is what makes sorted numpy arrays of codes and
binary search a cheap memo table.

The 8 turns and mirrors of the square, each with or without the colour swap, map legal moves to
legal moves and keep tile probabilities (NS<->EW both 1/4, curves to curves), so win probabilities
are invariant under them. `symmetry_tables` precomputes, per transform and per grid row, the
transformed bits of every possible row, so a transform is N table look-ups plus a shift.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from solitaire.tiles import PROBABILITY, colour_swapped, mirrored, turned
from solver.portable.packing import Cell as Cell
from solver.portable.packing import cell_map as cell_map
from solver.portable.packing import decode as decode
from solver.portable.packing import encode as encode

MAX_SOLVER_SIZE = 4  # 3 bits per cell in an int64 (5x5 would need 75 bits)
TRANSFORMS = 16  # 4 quarter turns x mirror x colour swap


def orientation_maps() -> np.ndarray:
    """OMAP[d, o]: where transform d sends orientation o. d = quarter turns + 4*mirror + 8*swap;
    the mirror (east-west) is applied first, then the turns, then the colour swap."""
    omap = np.empty((TRANSFORMS, 6), dtype=np.int64)
    for d in range(TRANSFORMS):
        quarters, mirror, swap = d % 4, (d // 4) % 2, d // 8
        for o in range(6):
            x = mirrored(o) if mirror else o
            x = turned(x, quarters)
            omap[d, o] = colour_swapped(x) if swap else x
    return omap


@dataclass(frozen=True)
class Tables:
    """Everything the compiled kernels need for one board size, as plain arrays."""

    size: int
    row_table: np.ndarray  # [16, N, 2**(3N)] transformed bits of each row value
    row_mask: np.ndarray  # [N] bits of each row
    col_mask: np.ndarray  # [N] bits of each column
    omap: np.ndarray  # [16, 6]


_TABLES: dict[int, Tables] = {}


def symmetry_tables(size: int) -> Tables:
    if not 2 <= size <= MAX_SOLVER_SIZE:
        raise ValueError(
            f"the exact solver packs layouts into 64 bits and supports sizes 2 to "
            f"{MAX_SOLVER_SIZE}, not {size}"
        )
    if size in _TABLES:
        return _TABLES[size]
    omap = orientation_maps()
    bits = 3 * size
    values = np.arange(1 << bits, dtype=np.int64)
    row_table = np.zeros((TRANSFORMS, size, 1 << bits), dtype=np.int64)
    for d in range(TRANSFORMS):
        code_map = np.concatenate(([0], omap[d] + 1, [0])).astype(np.int64)  # 0 stays empty
        for row in range(size):
            for col in range(size):
                field = (values >> (3 * col)) & 7
                r2, c2 = cell_map(d, size, row, col)
                row_table[d, row] |= code_map[field] << (3 * (r2 * size + c2))
    row_mask = np.array([((1 << bits) - 1) << (bits * r) for r in range(size)], dtype=np.int64)
    col_mask = np.array(
        [sum(7 << (3 * (r * size + c)) for r in range(size)) for c in range(size)],
        dtype=np.int64,
    )
    tables = Tables(size, row_table, row_mask, col_mask, omap)
    _TABLES[size] = tables
    return tables


PROBABILITY_ARRAY = np.array(PROBABILITY, dtype=np.float64)
