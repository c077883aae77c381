"""The exact solvable fraction by a flow of probability over sets of layouts.

Read the deal one tile at a time. After k tiles, a deal prefix is summed up by the SET of
layouts reachable with them: layouts of k tiles wait for tile k as their tile in hand, layouts
of j > k tiles made forced fills that consumed tiles k..j-1 whatever they were, and wait for
tile j. Prefixes with equal sets have equal futures, so the walk carries a probability mass per
distinct set (an exact integer, in units of 8^-k) instead of one entry per prefix.

Sets are shrunk with facts about single layouts (solver.exact.facts): a layout from which no
continuation wins is dropped (an empty set is an unsolvable prefix: its mass is "lost"); a move
that wins at once or reaches a layout that wins against any tiles makes the prefix solvable (its
mass is "solved"); and a set is replaced by its smallest image under the 16 symmetries, which
keep the tile odds (NS and EW are both 1/4, the four curves 1/8 each, and every symmetry maps
straights to straights and curves to curves).

At any depth, solved / 8^k is a rigorous lower bound on the solvable fraction and 1 - lost / 8^k
an upper bound; when no set is left both meet and the fraction is exact.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from fractions import Fraction

import numpy as np

from solitaire.variant import Variant
from solver.exact import sets as S
from solver.exact.facts import layout_facts
from solver.exact.suffix import finish
from solver.exact.tables import ExactTables, Facts, exact_tables
from solver.layout import symmetry_tables
from solver.symmetry import canonical

_CHUNK = 1 << 14  # states per compiled step call
_DEADLINE_CHUNK = 1 << 8  # with a deadline: small enough that one call takes a fraction of 1 s


@dataclass
class States:
    """The undecided sets after `depth` tiles: CSR layout codes and masses (units 8^-depth)."""

    depth: int
    offs: np.ndarray
    items: np.ndarray
    mass: np.ndarray

    def __len__(self) -> int:
        return len(self.mass)

    @property
    def nbytes(self) -> int:
        return self.offs.nbytes + self.items.nbytes + self.mass.nbytes


@dataclass
class DepthRecord:
    """What reading one more tile did: distinct sets kept, layouts in them, memory, time."""

    depth: int
    sets: int
    layouts: int
    nbytes: int
    seconds: float
    lower: Fraction
    upper: Fraction


@dataclass
class FlowResult:
    variant: Variant
    solved: int  # in units of 8^-tiles
    lost: int
    depths: list[DepthRecord] = field(default_factory=list)
    finished: bool = False
    beam: int = 0  # > 0: sets were cut to this many layouts; only `lower` is a bound then
    stopped_by: str = ""  # unfinished: "budget" (out of time), "memory" or "until"
    states: States | None = None  # the undecided sets where the walk stopped
    stream: dict | None = None  # how the chunked stream finished it (solver.exact.run)

    @property
    def lower(self) -> Fraction:
        return Fraction(self.solved, 8**self.variant.tiles)

    @property
    def upper(self) -> Fraction:
        if self.beam:
            return Fraction(1)
        return 1 - Fraction(self.lost, 8**self.variant.tiles)

    @property
    def exact(self) -> Fraction | None:
        return self.lower if self.finished and not self.beam else None


def first_states(facts: Facts) -> States:
    """The sets after the first tile (placed as dealt: one layout), merged by symmetry."""
    n = facts.variant.size
    tb = symmetry_tables(n)
    offs, items, mass = [0], [], []
    for o, eighths in enumerate(S.EIGHTHS_ARRAY.tolist()):
        key, _ = canonical(np.int64(o + 1), n, tb.row_table, tb.row_mask, tb.col_mask)
        items.append(int(key))
        offs.append(len(items))
        mass.append(eighths)
    raw = States(1, np.array(offs, np.int64), np.array(items, np.int64), np.array(mass, np.int64))
    return _merge(
        raw,
        np.array(
            [S.set_hash(raw.items, a, b) for a, b in zip(offs[:-1], offs[1:], strict=True)],
            np.int64,
        ),
    )


def _merge(raw: States, hashes: np.ndarray) -> States:
    order = np.argsort(hashes, kind="stable")
    offs = np.empty(len(raw) + 1, np.int64)
    items = np.empty(len(raw.items), np.int64)
    mass = np.zeros(len(raw), np.int64)
    count = S.merge(order, raw.offs, raw.items, raw.mass, hashes, offs, items, mass)
    return States(
        raw.depth, offs[: count + 1].copy(), items[: offs[count]].copy(), mass[:count].copy()
    )


class OutOfTime(Exception):
    """The deadline passed while a depth was being read: that depth is given up."""


def advance(
    states: States,
    tables: ExactTables,
    chunk: int = _CHUNK,
    beam: int = 0,
    deadline: float | None = None,
) -> tuple[States, int, int]:
    """Read tile `states.depth`: the merged undecided sets after it, and the solved and lost
    masses it settled (units 8^-(depth+1)). OutOfTime when `deadline` (perf_counter) passes
    between two chunks."""
    k = states.depth
    parts: list[tuple[np.ndarray, ...]] = []
    tally = np.zeros(2, np.int64)
    for a in range(0, len(states), chunk):
        if deadline is not None and time.perf_counter() > deadline:
            raise OutOfTime
        b = min(len(states), a + chunk)
        parts.append(_step_chunk(states, a, b, tables, tally, beam))
    if not parts:
        empty = np.zeros(1, np.int64)
        return States(k + 1, empty, empty[:0], empty[:0]), int(tally[0]), int(tally[1])
    offs_list, shift = [np.zeros(1, np.int64)], 0
    for o, it, _, _ in parts:
        offs_list.append(o[1:] + shift)
        shift += len(it)
    raw = States(
        k + 1,
        np.concatenate(offs_list),
        np.concatenate([p[1] for p in parts]),
        np.concatenate([p[2] for p in parts]),
    )
    hashes = np.concatenate([p[3] for p in parts])
    return _merge(raw, hashes), int(tally[0]), int(tally[1])


def _step_chunk(
    states: States, a: int, b: int, tables: ExactTables, tally: np.ndarray, beam: int
) -> tuple[np.ndarray, ...]:
    """The compiled step over states a..b-1, its output arrays grown until they hold it all:
    (offs, items, mass, hash) of the new states; adds the settled masses to `tally`."""
    offs = states.offs[a : b + 1]
    cap_states = 6 * (b - a)
    cap_items = 6 * int(offs[-1] - offs[0]) * 4 + 1024
    n = tables.variant.size
    while True:
        out = (
            np.empty(cap_states + 1, np.int64),
            np.empty(cap_items, np.int64),
            np.empty(cap_states, np.int64),
            np.empty(cap_states, np.int64),
        )
        part_tally = np.zeros(2, np.int64)
        args = (offs, states.items, states.mass[a:b], states.depth, n, tables.kernel)
        written = S.step(*args, out, part_tally, beam)
        if written >= 0:
            break
        cap_items *= 2
    tally += part_tally
    o, it, m, h = out
    return o[: written + 1], it[: o[written]], m[:written], h[:written]


def _finish(
    states: States,
    tables: ExactTables,
    solved: int,
    lost: int,
    records: list[DepthRecord],
    on_depth: Callable[[DepthRecord], None] | None,
    beam: int,
) -> tuple[int, int]:
    tiles = tables.variant.tiles
    t0 = time.perf_counter()
    won, nbytes = finish(states.offs, states.items, states.mass, states.depth, tables)
    total = int(states.mass.astype(object).sum()) * 8 ** (tiles - states.depth)
    solved += won
    lost += total - won
    record = DepthRecord(
        tiles,
        0,
        0,
        nbytes,
        time.perf_counter() - t0,
        Fraction(solved, 8**tiles),
        Fraction(1) if beam else 1 - Fraction(lost, 8**tiles),
    )
    records.append(record)
    if on_depth:
        on_depth(record)
    return solved, lost


def run_flow(
    variant: Variant,
    budget: float | None = None,
    on_depth: Callable[[DepthRecord], None] | None = None,
    start: tuple[States, int, int, list[DepthRecord]] | None = None,
    save: Callable[[States, int, int, list[DepthRecord]], None] | None = None,
    split: int | None = None,
    exact_from: int | None = None,
    beam: int = 0,
    max_bytes: int | None = None,
    until: int | None = None,
    deadline: float | None = None,
) -> FlowResult:
    """Walk the deal tile by tile until no set is left (exact) or `budget` seconds have passed
    (bounds only). With `split`, the sets left after that many tiles are finished by suffix
    bitsets (solver.exact.suffix). `start` resumes from a checkpoint; `save` is called after
    each depth. With `beam`, sets keep only their best layouts: the result is then a lower bound
    only (see `FlowResult.beam`). `max_bytes` stops the walk (bounds only) before a depth whose
    sets would need more memory than that, estimated from the growth so far. With `until`, the
    walk stops (unfinished, `stopped_by` "until") with the sets after that many tiles. The
    `deadline` (perf_counter; or `budget` seconds from now) is kept to within a chunk of sets:
    a depth still being read when it passes is given up; the bounds are the last depth's."""
    if deadline is None and budget is not None:
        deadline = time.perf_counter() + budget
    tables = exact_tables(layout_facts(variant, exact_from))
    tiles = variant.tiles
    if start is None:
        states, solved, lost, records = first_states(tables.facts), 0, 0, []
    else:
        states, solved, lost, records = start
    stopped_by = ""
    while len(states) and states.depth < tiles:
        if until is not None and states.depth >= until:
            stopped_by = "until"
            break
        if split is not None and states.depth >= split:
            solved, lost = _finish(states, tables, solved, lost, records, on_depth, beam)
            states = States(tiles, np.zeros(1, np.int64), states.items[:0], states.mass[:0])
            break
        if max_bytes is not None and 18 * states.items.nbytes > max_bytes:
            stopped_by = "memory"  # the next depth's sets and their copies would not fit
            break
        try:  # the first depth is always read (it takes no time): a run makes some progress
            walk = (states, tables, solved, lost, records, beam, deadline if records else None)
            states, solved, lost = _next_depth(*walk)
        except OutOfTime:
            stopped_by = "budget"
            break
        if save:
            save(states, solved, lost, records)
        if on_depth:
            on_depth(records[-1])
        if deadline is not None and time.perf_counter() > deadline and len(states):
            stopped_by = "budget"
            break
    return _result(variant, states, solved, lost, records, beam, stopped_by)


def _next_depth(
    states: States,
    tables: ExactTables,
    solved: int,
    lost: int,
    records: list[DepthRecord],
    beam: int,
    deadline: float | None,
) -> tuple[States, int, int]:
    """Read one more tile: the new sets and masses, its DepthRecord appended to `records`
    (OutOfTime, and nothing appended, when the deadline passes first)."""
    tiles = tables.variant.tiles
    t0 = time.perf_counter()
    chunk = _CHUNK if deadline is None else _DEADLINE_CHUNK
    states, s, lo = advance(states, tables, chunk, beam, deadline)
    scale = 8 ** (tiles - states.depth)
    solved += s * scale
    lost += lo * scale
    records.append(
        DepthRecord(
            states.depth,
            len(states),
            len(states.items),
            states.nbytes,
            time.perf_counter() - t0,
            Fraction(solved, 8**tiles),
            Fraction(1) if beam else 1 - Fraction(lost, 8**tiles),
        )
    )
    return states, solved, lost


def _result(
    variant: Variant,
    states: States,
    solved: int,
    lost: int,
    records: list[DepthRecord],
    beam: int,
    stopped_by: str,
) -> FlowResult:
    result = FlowResult(
        variant,
        solved,
        lost,
        records,
        finished=not len(states),
        beam=beam,
        stopped_by=stopped_by,
        states=states,
    )
    if result.finished and solved + lost != 8**variant.tiles:
        raise RuntimeError(f"{variant}: solved and lost masses do not add up to every deal")
    return result
