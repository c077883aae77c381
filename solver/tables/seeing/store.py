"""Lookahead-k tables as a service: from memory, the disk cache, or built (then cached).

`seeing_table(variant, k)` gives the exact table of solver.tables.seeing.table for any k up to
`max_exact(variant)`, the largest k this machine computes exactly (the values pass grows six
times per tile seen; see docs/figures.md for the times and sizes). Beyond it only the whole stack
known (clairvoyant, `exact-solvable`) is exact; solver.tables.seeing.curve gives bounds in between.

Tables up to CACHE_BYTES are kept in the disk cache (solver.cache: atomic writes, checksums,
damaged files set aside); a loaded table is checked (table.from_arrays) before use.
"""

from __future__ import annotations

import contextlib
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from solitaire.errors import TraxError
from solitaire.variant import Variant
from solver import cache
from solver.tables.seeing.table import ARRAYS, SeeingTable, from_arrays

if TYPE_CHECKING:  # the graph module imports numba; the look-ups here must not
    from solver.tables.seeing.graph import MoveGraph

# The largest k computed exactly, per (size, goal); beyond it up to tiles - 2 the value is
# bounded (solver.tables.seeing.curve). At tiles - 1 or more the whole stack is seen.
MAX_EXACT = {(2, "line"): 3, (2, "loop"): 3, (3, "line"): 8, (4, "line"): 4, (4, "loop"): 5}
CACHE_BYTES = 400 * 2**20  # bigger tables are rebuilt in memory (seconds to a minute)

LOADED: dict[tuple[Variant, int], SeeingTable] = {}
_LOCK = threading.Lock()


def max_exact(variant: Variant) -> int:
    return MAX_EXACT.get((variant.size, variant.goal), -1)


def table_path(variant: Variant, k: int) -> Path:
    n = variant.size
    name = f"seeing-{n}x{n}-{variant.goal}-k{k}-rules{cache.RULES_VERSION}.npz"
    return cache.cache_dir() / name


def check_k(variant: Variant, k: int) -> None:
    """TraxError unless k tiles seen ahead is computed exactly for this variant."""
    top = max_exact(variant)
    if not 0 <= k <= top:
        raise TraxError(
            f"exact tables with {k} tiles seen ahead are not available for {variant} "
            f"(0 to {top}; beyond that `odds` gives bounds)"
        )


def seeing_table(variant: Variant, k: int) -> SeeingTable:
    """The exact lookahead-k table of a variant (thread-safe; built once per process). Any k
    from tiles - 1 up sees the whole stack from the first move: the same table."""
    key = _key(variant, k)
    table = LOADED.get(key)
    if table is not None:
        return table
    with _LOCK:
        table = LOADED.get(key)
        if table is None:
            table = _load(*key) or _build(*key)
            LOADED[key] = table
        return table


def stored_table(variant: Variant, k: int) -> SeeingTable | None:
    """The table from memory or the disk cache, never built (thread-safe): None when the cache
    holds no sound one (a damaged file is set aside first). For the app, which builds apart."""
    key = _key(variant, k)
    with _LOCK:
        table = LOADED.get(key) or _load(*key)
        if table is not None:
            LOADED[key] = table
        return table


def _key(variant: Variant, k: int) -> tuple[Variant, int]:
    """The table that answers k: any k from tiles - 1 up sees the whole stack (one table)."""
    if max_exact(variant) >= variant.tiles - 1:
        k = min(k, variant.tiles - 1)
    check_k(variant, k)
    return variant, k


def _load(variant: Variant, k: int) -> SeeingTable | None:
    arrays = cache.load(table_path(variant, k), ARRAYS)
    if arrays is None:
        return None
    table = from_arrays(variant, k, arrays)
    if table is None:
        cache.set_aside(table_path(variant, k), "is not a sound lookahead table")
    return table


def _build(variant: Variant, k: int) -> SeeingTable:
    from solver.tables.seeing.values import solve_values

    graph = graph_for(variant)
    base, vals = solve_values(graph, k)
    table = SeeingTable(variant, k, graph.codes, graph.offsets, base, vals)
    if vals.nbytes <= CACHE_BYTES:
        with contextlib.suppress(OSError):  # an unwritable cache only costs a rebuild
            cache.save(table_path(variant, k), table.arrays())
    return table


_GRAPHS: dict[Variant, MoveGraph] = {}


def graph_for(variant: Variant) -> MoveGraph:
    """The move graph of a variant, built once per process."""
    from solver.tables.seeing.graph import build_graph

    if variant not in _GRAPHS:
        _GRAPHS[variant] = build_graph(variant)
    return _GRAPHS[variant]


def forget() -> None:
    """Drop the tables and graphs held in memory (the disk cache is kept)."""
    LOADED.clear()
    _GRAPHS.clear()
