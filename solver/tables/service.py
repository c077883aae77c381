"""The fair-play tables, as one service: `table_for(variant, lookahead)` is the way in
(`from solver.tables.service import table_for`).

A table (`FairPlayTable`) holds the exact fair-play win probability of every reachable layout
and tile in hand of a variant (docs/rules.md section 7). `table_for` gives it from, in order:

1. memory (one cache per process, `LOADED`);
2. the tables shipped as package data (solver/data/, read by `shipped`);
3. the disk cache (solver.cache, file name `cache_path`);
4. a build (`build.solve`, both lookaheads at once, then written to the disk cache).

Steps 1 to 3 need no compiler (numba is imported only to build, or by the compiled fast play
of `FairPlayTable.best_move` and `play_deals`).

Every other lookahead k (the player sees the hand and the next k tiles; docs/figures.md) is
served by the same entry from `solver.tables.seeing` (issue 16): `table_for(variant, k)` for
k >= 2 gives a `SeeingTable` with the same look-ups (`move_values`, `best_moves`,
`position_value`, `win_rate`, in floats) and their exact Fractions (`exact_move_values`,
`exact_best_moves`, `exact_win_rate`); `seeing_table(variant, k)` gives that exact table for
every k, 0 and 1 included. k runs up to `max_exact(variant)` (3x3: 8, 4x4 line: 4, 4x4 loop:
5); a larger k raises TraxError. `seeing_odds(variant, k)` is the optimal win rate at any k
(None: the whole stack known), exact or between proven bounds; `sample_rate` plays deals.

The modules inside (values, shipped, build, play) import each other one way only
(values -> shipped; play and build stand alone) and never this entry module; code outside
`solver/tables/` imports only from here. The package's `__init__` imports nothing, so no module
inside can reach this one back through its package.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from pathlib import Path

import numpy as np

from solitaire.errors import TraxError
from solitaire.variant import Variant
from solver import cache
from solver.tables import shipped
from solver.tables.seeing.curve import Odds, exact_curve, whole_stack_k
from solver.tables.seeing.curve import odds as seeing_odds
from solver.tables.seeing.store import LOADED as SEEING_LOADED
from solver.tables.seeing.store import MAX_EXACT, max_exact, seeing_table, stored_table
from solver.tables.seeing.store import table_path as seeing_path
from solver.tables.seeing.table import SeeingTable
from solver.tables.values import LOOKAHEADS, RULES_VERSION, TIE, FairPlayTable, stored_arrays
from solver.tables.values import table_path as cache_path

__all__ = [
    "LOADED",
    "LOOKAHEADS",
    "MAX_EXACT",
    "Odds",
    "SeeingTable",
    "exact_curve",
    "max_exact",
    "sample_rate",
    "seeing_odds",
    "seeing_table",
    "stored_table",
    "whole_stack_k",
    "RULES_VERSION",
    "SHIPPED_ENV_VAR",
    "TIE",
    "FairPlayTable",
    "Progress",
    "cache_path",
    "clear_memory",
    "is_stored",
    "loaded",
    "prepare",
    "ready",
    "shipped_matches_build",
    "stored",
    "table_for",
    "write_shipped",
]

# progress(stage, done, total) during a build (stage "layouts" or "values").
Progress = Callable[[str, int, int], None]

# The one in-memory cache of fair-play tables in a process.
LOADED: dict[tuple[Variant, int], FairPlayTable] = {}
_LOCK = threading.Lock()


def table_for(
    variant: Variant, lookahead: int = 1, progress: Progress | None = None
) -> FairPlayTable | SeeingTable:
    """The fair-play table of a variant at a lookahead: from memory, the shipped tables or the
    disk cache without the compiler; only when none holds it is it built (then cached), calling
    `progress(stage, done, total)` meanwhile. Safe to call from several threads: a table is
    loaded or built once. Raises ValueError (a TraxError) for a lookahead not in LOOKAHEADS
    and for sizes the packed layouts cannot hold. A lookahead of 2 or more is served by
    `seeing_table` (TraxError beyond `max_exact(variant)`)."""
    if isinstance(lookahead, int) and lookahead >= 2:
        return seeing_table(variant, lookahead)
    if lookahead not in LOOKAHEADS:
        raise TraxError(f"lookahead must be a whole number of tiles, not {lookahead}")
    table = LOADED.get((variant, lookahead))
    if table is not None:
        return table
    with _LOCK:
        table = _stored(variant, lookahead)
        if table is None:
            table = _build(variant, progress)[lookahead]
            LOADED[(variant, lookahead)] = table
        return table


def stored(variant: Variant, lookahead: int = 1) -> FairPlayTable | None:
    """A fair-play table (lookahead 0 or 1) from memory, the shipped tables or the disk cache
    (then kept in memory), never built: None when only a build would give it. A damaged cached
    file is moved aside (solver.cache), so it reads None too."""
    if lookahead not in LOOKAHEADS:
        raise TraxError(f"lookahead must be 0 or 1 here, not {lookahead}")
    table = LOADED.get((variant, lookahead))
    if table is not None:
        return table
    with _LOCK:
        return _stored(variant, lookahead)


def _stored(variant: Variant, lookahead: int) -> FairPlayTable | None:
    """`stored` under _LOCK."""
    key = (variant, lookahead)
    table = LOADED.get(key)
    if table is not None:
        return table
    arrays = stored_arrays(variant, lookahead)  # also rejects sizes out of reach
    table = FairPlayTable.from_arrays(variant, lookahead, arrays) if arrays else None
    if table is not None:
        LOADED[key] = table
    return table


def _build(variant: Variant, progress: Progress | None) -> dict[int, FairPlayTable]:
    """Build both lookaheads' tables, write them to the disk cache and keep them in memory."""
    from solver.tables.build import solve

    solution = solve(variant, progress)
    built = {
        1: FairPlayTable(variant, 1, solution.codes, solution.offsets, solution.w0),
        0: FairPlayTable(variant, 0, solution.codes, solution.offsets, solution.v0),
    }
    for la, each in built.items():
        # An unwritable cache only costs a rebuild next time.
        with contextlib.suppress(OSError):
            cache.save(cache_path(variant, la), each.arrays())
        LOADED.setdefault((variant, la), each)
    return built


def sample_rate(variant: Variant, k: int, deals: int, seed: int) -> dict:
    """Random deals played seeing k ahead (solver.tables.seeing.sample; compiled)."""
    from solver.tables.seeing.sample import sample_rate as run

    return run(variant, k, deals, seed)


def prepare(
    variant: Variant, lookahead: int = 1, progress: Progress | None = None
) -> FairPlayTable:
    """For the app, in a worker thread at start or on a variant change: make hints for the
    variant instant (the same as `table_for`)."""
    return table_for(variant, lookahead, progress)


def ready(variant: Variant, lookahead: int = 1) -> bool:
    """Whether a hint for the variant is answered from memory now (no load, no build)."""
    if lookahead >= 2:  # the seeing tables (ui/solver_bridge asks this for the app)
        return (variant, lookahead) in SEEING_LOADED
    return (variant, lookahead) in LOADED


def loaded(variant: Variant, lookahead: int = 1) -> FairPlayTable | None:
    """The table if it is in memory now, else None (never loads or builds)."""
    return LOADED.get((variant, lookahead))


def is_stored(variant: Variant, lookahead: int = 1) -> bool:
    """Whether the table is shipped or in the disk cache (so loading it is quick)."""
    if lookahead >= 2:
        return seeing_path(variant, lookahead).is_file()
    shipped_file = shipped.enabled() and shipped.path_for(variant).exists()
    return shipped_file or cache_path(variant, lookahead).exists()


def clear_memory() -> None:
    """Forget tables loaded in this process (the disk cache is kept)."""
    LOADED.clear()


# -- the shipped tables (tools/make_tables.py) -------------------------------------------

# Set to "0" to ignore the shipped tables (tests and benchmarks build or use the disk cache).
SHIPPED_ENV_VAR = shipped.ENV_VAR


def write_shipped(variant: Variant) -> tuple[Path, int]:
    """Build a variant's table from scratch and write it as package data (both lookaheads);
    returns the file and the number of layouts."""
    from solver.tables.build import solve

    solution = solve(variant)
    path = shipped.write(variant, solution.codes, solution.offsets, solution.w0, solution.v0)
    return path, len(solution.codes)


def shipped_matches_build(variant: Variant) -> bool:
    """Whether the shipped file equals a fresh build, bit for bit."""
    from solver.tables.build import solve

    arrays = shipped.load(variant, shipped.path_for(variant))
    if arrays is None:
        return False
    fresh = solve(variant)
    names = ("codes", "offsets", "w0", "v0")
    return all(np.array_equal(arrays[name], getattr(fresh, name)) for name in names)
