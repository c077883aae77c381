"""The exact set flow on numbered layouts (solver.exact.numbered): the method of solver.exact.flow,
with every per-layout question answered by a table look-up and equal sets merged in a hash table
as they are made, then finished by the packed suffix bitsets of solver.exact.numbered_finish.

`run_id_flow` takes and gives the same things as `solver.exact.flow.run_flow` (checkpoints,
records and the sets where it stopped are in packed layout codes, as there), so a run can resume
from either and the stream (solver.exact.chunks) can start from its sets.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

import numpy as np

from solitaire.variant import Variant
from solver.exact import numbered_step as K
from solver.exact.facts import layout_facts
from solver.exact.flow import DepthRecord, FlowResult, States
from solver.exact.numbered import Universe, build_universe
from solver.exact.tables import inverse_transforms
from solver.jit import njit

Checkpoint = tuple[States, int, int, list[DepthRecord]]
_CHUNKS = 32  # ranges of sets finished between two looks at the clock
SAVE_AFTER = 10.0  # seconds of work worth a checkpoint


@dataclass
class IdStates:
    """The undecided sets after `depth` tiles: CSR ids (int32) and masses (units 8^-depth)."""

    depth: int
    offs: np.ndarray
    items: np.ndarray
    mass: np.ndarray

    def __len__(self) -> int:
        return len(self.mass)


@njit(cache=True)
def merge_ids(offs, items, mass, image, first):
    """Canonicalise every set (each a list of distinct ids) and merge the equal ones."""
    out = K.new_table(offs.shape[0], items.shape[0])
    count = 0
    buf = np.empty(image.shape[1], np.int32)
    tmp = np.empty(image.shape[1], np.int32)
    best = np.empty(image.shape[1], np.int32)
    for s in range(offs.shape[0] - 1):
        m = offs[s + 1] - offs[s]
        for i in range(m):
            buf[i] = items[offs[s] + i]
        buf[:m].sort()
        K.canonical_ids(buf, m, image, tmp, best, first)
        out, count = K.add_set(best, m, mass[s], out, count)
    return out, count


def _trimmed(depth: int, out: tuple[np.ndarray, ...], count: int) -> IdStates:
    offs, items, mass = out[0], out[1], out[2]
    end = int(offs[count])
    return IdStates(depth, offs[: count + 1].copy(), items[:end].copy(), mass[:count].copy())


def from_codes(states: States, universe: Universe) -> tuple[IdStates, int]:
    """Sets of packed layouts (a checkpoint, or the first tile) as canonical sets of ids, and
    the mass of the sets holding only dead layouts (lost, units 8^-depth)."""
    ids = universe.ids_of(states.items)
    live = ids >= 0
    counts = np.add.reduceat(live, states.offs[:-1]) if len(ids) else np.zeros(0, np.int64)
    counts = np.where(np.diff(states.offs) > 0, counts, 0)
    lost = int(states.mass[counts == 0].astype(object).sum())
    kept = counts > 0
    offs = np.concatenate(([0], np.cumsum(counts[kept]))).astype(np.int64)
    keep_items = live & np.repeat(kept, np.diff(states.offs))
    out, count = merge_ids(offs, ids[keep_items], states.mass[kept], universe.image, universe.first)
    return _trimmed(states.depth, out, count), lost


def to_codes(states: IdStates, universe: Universe) -> States:
    return States(states.depth, states.offs, universe.codes[states.items], states.mass)


def first_id_states(universe: Universe) -> tuple[IdStates, int]:
    """The sets after the first tile, placed as dealt: one layout each."""
    codes = np.arange(1, 7, dtype=np.int64)  # orientation o alone in the top-left cell
    raw = States(1, np.arange(7, dtype=np.int64), codes, K.EIGHTHS_ARRAY.copy())
    return from_codes(raw, universe)


def advance_ids(states: IdStates, universe: Universe) -> tuple[IdStates, int, int]:
    """Read tile `states.depth`: the merged undecided sets after it, and the solved and lost
    masses it settled (units 8^-(depth+1))."""
    u = universe
    out = K.new_table(2 * len(states) + 16, 2 * len(states.items) + 16)
    tally = np.zeros(2, np.int64)
    k = states.depth
    args = (states.offs, states.items, states.mass, k, u.first, u.image, u.win, u.start)
    out, count = K.step_ids(*args, u.succ, out, 0, tally)
    return _trimmed(k + 1, out, count), int(tally[0]), int(tally[1])


def _record(depth: int, states: IdStates, seconds: float, masses: tuple[int, int], tiles: int):
    solved, lost = masses
    nbytes = states.offs.nbytes + states.items.nbytes + states.mass.nbytes
    lower, upper = Fraction(solved, 8**tiles), 1 - Fraction(lost, 8**tiles)
    return DepthRecord(depth, len(states), len(states.items), nbytes, seconds, lower, upper)


def _chunks(states: IdStates, count: int) -> list[int]:
    """Set indices cutting the sets into about `count` ranges of equal layout counts."""
    goals = np.linspace(0, len(states.items), count + 1)[1:-1]
    cuts = np.searchsorted(states.offs, goals)
    return sorted({0, len(states), *[int(c) for c in cuts if 0 < c < len(states)]})


def _finish(
    states: IdStates, universe: Universe, split: int, deadline: float | None
) -> tuple[int, int, IdStates, int]:
    """Finish the sets by suffix bitsets, range by range until `deadline` (perf_counter): at
    once when they are `split` tiles deep or more, else after walking one more tile unstored.
    Returns the solved and lost weights of the ranges done (units 8^-tiles), the sets left
    (none when all are done) and the bitsets' size in bytes."""
    from solver.exact.numbered_finish import finish_range, finish_tables

    tiles = universe.size**2
    walk = states.depth < split
    rows = finish_tables(states.depth + walk, universe)
    cuts = _chunks(states, _CHUNKS)
    solved = lost = 0
    arrays = (states.offs, states.items, states.mass)
    for lo, hi in zip(cuts[:-1], cuts[1:], strict=True):
        if deadline is not None and time.perf_counter() > deadline:
            left = _subset(states, lo)
            return solved, lost, left, rows.flat.nbytes
        won = finish_range(arrays, lo, hi, states.depth, universe, rows, walk)
        total = int(states.mass[lo:hi].astype(object).sum()) * 8 ** (tiles - states.depth)
        solved, lost = solved + won, lost + total - won
    return solved, lost, _subset(states, len(states)), rows.flat.nbytes


def _subset(states: IdStates, lo: int) -> IdStates:
    """The sets lo.. of `states`."""
    offs = states.offs[lo:] - states.offs[lo]
    items = states.items[states.offs[lo] :]
    return IdStates(states.depth, offs, items, states.mass[lo:])


def universe_for(variant: Variant, exact_from: int | None = None) -> Universe:
    facts = layout_facts(variant, exact_from)
    return build_universe(facts, inverse_transforms(variant.size))


def _begin(universe: Universe, start: Checkpoint | None) -> tuple[IdStates, int, int, list]:
    tiles = universe.size**2
    if start is None:
        first, lost = first_id_states(universe)
        return first, 0, lost * 8 ** (tiles - 1), []
    states, solved, lost, records = start
    loaded, dead = from_codes(states, universe)
    return loaded, solved, lost + dead * 8 ** (tiles - states.depth), list(records)


@dataclass
class _Run:
    """A run in progress: the sets and the masses settled so far (units 8^-tiles)."""

    universe: Universe
    states: IdStates
    solved: int
    lost: int
    records: list[DepthRecord]
    save: Callable[[States, int, int, list[DepthRecord]], None] | None
    last_save: float = 0.0

    def checkpoint(self, every: float) -> None:
        if self.save and time.perf_counter() - self.last_save >= every:
            self.save(to_codes(self.states, self.universe), self.solved, self.lost, self.records)
            self.last_save = time.perf_counter()

    def read_tile(self) -> None:
        tiles = self.universe.size**2
        t0 = time.perf_counter()
        self.states, s, lo = advance_ids(self.states, self.universe)
        scale = 8 ** (tiles - self.states.depth)
        self.solved, self.lost = self.solved + s * scale, self.lost + lo * scale
        seconds = time.perf_counter() - t0
        masses = (self.solved, self.lost)
        self.records.append(_record(self.states.depth, self.states, seconds, masses, tiles))

    def finish(self, split: int, deadline: float | None) -> None:
        tiles = self.universe.size**2
        t0 = time.perf_counter()
        done = self.states
        s, lo, self.states, nbytes = _finish(done, self.universe, split, deadline)
        self.solved, self.lost = self.solved + s, self.lost + lo
        seconds = time.perf_counter() - t0
        record = _record(tiles, done, seconds, (self.solved, self.lost), tiles)
        record.sets, record.layouts, record.nbytes = 0, 0, nbytes
        self.records.append(record)
        if len(self.states):  # out of time: the sets left resume from here
            self.checkpoint(0.0)


def run_id_flow(
    variant: Variant,
    budget: float | None = None,
    on_depth: Callable[[DepthRecord], None] | None = None,
    start: Checkpoint | None = None,
    save: Callable[[States, int, int, list[DepthRecord]], None] | None = None,
    split: int | None = None,
    exact_from: int | None = None,
    max_bytes: int | None = None,
    until: int | None = None,
    save_after: float = SAVE_AFTER,
    deadline: float | None = None,
) -> FlowResult:
    """As solver.exact.flow.run_flow (without a beam). `save` is called after a tile read only
    once `save_after` seconds have passed since the run began or last saved (a run that ends
    sooner has nothing worth resuming), and when the budget runs out. The suffix bitsets
    finish the sets range by range, stopping (with bounds) when the budget is spent. A
    `deadline` (perf_counter) instead of a budget counts the layouts' loading too."""
    if deadline is None and budget is not None:
        deadline = time.perf_counter() + budget
    universe = universe_for(variant, exact_from)
    tiles = variant.tiles
    run = _Run(universe, *_begin(universe, start), save)
    run.last_save = time.perf_counter()
    stopped_by = ""
    while len(run.states) and run.states.depth < tiles:
        if until is not None and run.states.depth >= until:
            stopped_by = "until"
            break
        if split is not None and run.states.depth >= min(split - 1, tiles - 1):
            run.finish(split, deadline)
            stopped_by = "budget" if len(run.states) else ""
        elif max_bytes is not None and 40 * run.states.items.nbytes > max_bytes:
            stopped_by = "memory"  # the next depth's sets (5 times more) would not fit
        else:
            run.read_tile()
            late = deadline is not None and time.perf_counter() > deadline
            stopped_by = "budget" if late else ""
            run.checkpoint(0.0 if stopped_by else save_after)
        if on_depth:
            on_depth(run.records[-1])
        if stopped_by:
            break
    return _result(variant, run, stopped_by)


def _result(variant: Variant, run: _Run, stopped_by: str) -> FlowResult:
    done = not len(run.states)
    if done and run.solved + run.lost != 8**variant.tiles:
        raise RuntimeError(f"{variant}: solved and lost masses do not add up to every deal")
    records = run.records
    result = FlowResult(variant, run.solved, run.lost, records, done, stopped_by=stopped_by)
    result.states = to_codes(run.states, run.universe)
    return result
