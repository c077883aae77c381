"""The move graph of a variant: every reachable canonical layout still in play and, per layout,
every legal placement of every orientation with where it leads (docs/rules.md sections 4 and 5).

The graph does not depend on what the player sees, so one graph serves every lookahead k: the
value passes of solver.tables.seeing.values run over it for each k without calling the rules again.
It is made with the compiled rules core (solver.core), level by level in tile count as
solver.build does: a layout is kept only while it is in play (full or decided layouts are
terminal, their outcome is stored on the edge that reaches them).

Per edge: the orientation played (to apply rule 4.5 per hand), the forced fills it makes, its
status (core.PLAYING, WON or LOST), the successor's index (-1 when terminal) and the symmetry
taking the successor's layout to its canonical code (tiles seen are mapped by OMAP with it).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from solitaire.variant import Variant
from solver import core
from solver.jit import njit
from solver.layout import symmetry_tables
from solver.symmetry import canonical

_CHUNK = 4096  # parents per kernel call (bounds the edge buffer: 4096 x 216 rows)


@dataclass(frozen=True)
class MoveGraph:
    """Layouts in play, sorted by tile count then code, and their outgoing edges."""

    variant: Variant
    codes: np.ndarray  # int64[M] canonical codes
    offsets: np.ndarray  # int64[N*N + 2]: level t is codes[offsets[t]:offsets[t + 1]]
    edge_start: np.ndarray  # int64[M + 1]: the edges of layout i are edge_start[i]:[i + 1]
    orientation: np.ndarray  # int8[E] orientation played
    fills: np.ndarray  # int8[E] forced fills made
    status: np.ndarray  # int8[E] core.PLAYING, WON or LOST
    successor: np.ndarray  # int64[E] index of the successor layout, -1 if terminal
    transform: np.ndarray  # int8[E] symmetry from the successor's layout to its canonical code

    def index(self, key: int, count: int) -> int:
        """Index of a canonical code of `count` tiles, or -1."""
        lo, hi = int(self.offsets[count]), int(self.offsets[count + 1])
        i = lo + int(np.searchsorted(self.codes[lo:hi], key))
        return i if i < hi and int(self.codes[i]) == key else -1

    def edge_arrays(self) -> tuple[np.ndarray, ...]:
        """The edges as the compiled kernels take them: (edge_start, orientation, fills, status,
        successor, transform)."""
        return (
            self.edge_start,
            self.orientation,
            self.fills,
            self.status,
            self.successor,
            self.transform,
        )


@njit(cache=True)
def _edges(parents, n, goal, row_table, row_mask, col_mask, count, out):
    """Every legal placement (every orientation) of each parent: count[i] rows of `out`
    (orientation, fills, status, canonical successor code, transform), parents in order."""
    m = 6 * (n + 2) * (n + 2)
    board, frame, work = core.new_board(n)
    moves = np.empty((m, 6), np.int64)
    row = 0
    for i in range(parents.shape[0]):
        core.load(parents[i], n, board, frame)
        k = core.expand(board, frame, n, goal, -1, True, False, work, moves)
        count[i] = k
        for j in range(k):
            out[row, 0] = moves[j, 0]
            out[row, 1] = moves[j, 3]
            out[row, 2] = moves[j, 5]
            key, d = canonical(moves[j, 4], n, row_table, row_mask, col_mask)
            out[row, 3] = key
            out[row, 4] = d
            row += 1
    return row


def _tile_counts(codes: np.ndarray, n: int) -> np.ndarray:
    counts = np.zeros(len(codes), dtype=np.int64)
    for i in range(n * n):
        counts += ((codes >> (3 * i)) & 7) != 0
    return counts


def _level_edges(level: np.ndarray, n: int, goal: int) -> tuple[np.ndarray, np.ndarray]:
    """(edge counts per parent, edge rows) of one level, in chunks."""
    tables = symmetry_tables(n)
    m = core.max_moves(n)
    counts, rows = [], []
    for start in range(0, len(level), _CHUNK):
        chunk = level[start : start + _CHUNK]
        count = np.zeros(len(chunk), np.int64)
        out = np.empty((len(chunk) * m, 5), np.int64)
        used = _edges(
            chunk, n, goal, tables.row_table, tables.row_mask, tables.col_mask, count, out
        )
        counts.append(count)
        rows.append(out[:used].copy())
    if not counts:
        return np.zeros(0, np.int64), np.zeros((0, 5), np.int64)
    return np.concatenate(counts), np.concatenate(rows)


def first_codes(n: int) -> np.ndarray:
    """Canonical code of the one-tile layout of each orientation (index: the orientation)."""
    tables = symmetry_tables(n)
    return np.array(
        [
            int(
                canonical(np.int64(o + 1), n, tables.row_table, tables.row_mask, tables.col_mask)[0]
            )
            for o in range(6)
        ],
        dtype=np.int64,
    )


def build_graph(variant: Variant) -> MoveGraph:
    """Enumerate the layouts in play level by level, then resolve every edge's successor."""
    n, cells = variant.size, variant.tiles
    goal = core.goal_code(variant.goal)
    pending: list[list[np.ndarray]] = [[] for _ in range(cells + 2)]
    pending[1].append(np.unique(first_codes(n)))
    levels: list[np.ndarray] = [np.zeros(0, np.int64) for _ in range(cells + 1)]
    level_edges: list[tuple[np.ndarray, np.ndarray]] = []
    for t in range(1, cells):
        parts = pending[t]
        levels[t] = np.unique(np.concatenate(parts)) if parts else np.zeros(0, np.int64)
        counts, rows = _level_edges(levels[t], n, goal)
        level_edges.append((counts, rows))
        found = np.unique(rows[rows[:, 2] == core.PLAYING, 3])
        targets = _tile_counts(found, n)
        for target in np.unique(targets):
            pending[int(target)].append(found[targets == target])
    offsets = np.zeros(cells + 2, dtype=np.int64)
    offsets[1:] = np.cumsum([len(x) for x in levels])
    codes = np.concatenate(levels)
    counts = np.concatenate([c for c, _ in level_edges])
    rows = np.concatenate([r for _, r in level_edges])
    edge_start = np.zeros(len(codes) + 1, np.int64)
    edge_start[1:] = np.cumsum(counts)
    return MoveGraph(
        variant,
        codes,
        offsets,
        edge_start,
        rows[:, 0].astype(np.int8),
        rows[:, 1].astype(np.int8),
        rows[:, 2].astype(np.int8),
        _successors(rows, codes, offsets, n),
        rows[:, 4].astype(np.int8),
    )


def _successors(rows: np.ndarray, codes: np.ndarray, offsets: np.ndarray, n: int) -> np.ndarray:
    """The index of each edge's successor (-1 for a terminal one), found in its level."""
    successor = np.full(len(rows), -1, np.int64)
    playing = np.flatnonzero(rows[:, 2] == core.PLAYING)
    keys = rows[playing, 3]
    targets = _tile_counts(keys, n)
    for t in np.unique(targets):
        pick = targets == t
        lo, hi = int(offsets[t]), int(offsets[t + 1])
        at = lo + np.searchsorted(codes[lo:hi], keys[pick])
        if np.any(at >= hi) or np.any(codes[np.minimum(at, len(codes) - 1)] != keys[pick]):
            raise RuntimeError(f"a successor of {t - 1} tiles or fewer is missing")
        successor[playing[pick]] = at
    return successor
