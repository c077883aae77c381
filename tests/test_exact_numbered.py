"""The exact flow on numbered layouts (solver.exact.numbered_flow and friends) against
enumeration, the level walk, the first flow (solver.exact.flow) and the known 4x4 loop figure."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from solitaire.variant import Variant
from solver.exact.facts import layout_facts
from solver.exact.flow import advance, first_states, run_flow
from solver.exact.numbered_flow import advance_ids, first_id_states, run_id_flow, universe_for
from solver.exact.tables import exact_tables
from tests.test_exact_sets import enumerate_all

LOOP_4X4 = Fraction(6279197363131, 8796093022208)


@pytest.mark.parametrize("goal", ["line", "loop"])
def test_2x2_equals_enumeration_of_every_deal_at_every_split(goal):
    variant = Variant(2, goal)
    brute = enumerate_all(variant)
    for split in (None, 1, 2, 3):
        result = run_id_flow(variant, split=split)
        assert result.finished and result.exact == brute, split


def test_3x3_line_equals_the_level_walk_at_every_split(walk3):
    variant = Variant(3, "line")
    fractions = {run_id_flow(variant, split=split).exact for split in (None, 2, 4, 6, 7, 8)}
    fractions.add(run_id_flow(variant, split=6, exact_from=5).exact)
    assert fractions == {walk3} == {Fraction(1862361, 2097152)}


def test_the_same_sets_as_the_first_flow_depth_by_depth():
    """Both flows merge the sets equal up to a symmetry: the same number of distinct sets, of
    the same sizes and masses, and the same masses settled, at every depth."""
    variant = Variant(3, "line")
    facts = layout_facts(variant)
    tables = exact_tables(facts)
    universe = universe_for(variant)
    old, (new, lost) = first_states(facts), first_id_states(universe)
    assert lost == 0
    for _ in range(6):
        old, s1, l1 = advance(old, tables)
        new, s2, l2 = advance_ids(new, universe)
        assert (s1, l1) == (s2, l2)
        assert len(old) == len(new) > 1
        old_sets = sorted(zip(np.diff(old.offs).tolist(), old.mass.tolist(), strict=True))
        new_sets = sorted(zip(np.diff(new.offs).tolist(), new.mass.tolist(), strict=True))
        assert old_sets == new_sets


def test_numbered_layouts_are_closed_under_the_symmetries():
    universe = universe_for(Variant(3, "line"))
    count = len(universe)
    tiles = np.searchsorted(universe.first, np.arange(count), side="right") - 1
    assert np.array_equal(universe.image[0], np.arange(count))
    for d in range(16):
        assert sorted(universe.image[d].tolist()) == list(range(count))
        assert np.array_equal(tiles[universe.image[d]], tiles)
    assert np.array_equal(universe.ids_of(universe.codes), np.arange(count))
    owner = np.repeat(np.arange(count), np.diff(universe.start[::6]))
    assert len(owner) == len(universe.succ) > 0
    assert (tiles[universe.succ] > tiles[owner]).all()  # a move adds one tile or more


def test_resumes_from_a_checkpoint_of_the_first_flow(walk3):
    variant = Variant(3, "line")
    stopped = run_flow(variant, until=4)
    assert stopped.states is not None and stopped.states.depth == 4
    start = (stopped.states, stopped.solved, stopped.lost, stopped.depths)
    assert run_id_flow(variant, start=start, split=6).exact == walk3


def test_out_of_time_in_the_finish_gives_bounds_and_resumes(walk3):
    """A budget spent before the bitsets finish: rigorous bounds, the sets left saved, and a
    run resumed from them gives the exact figure."""
    variant = Variant(3, "line")
    saved = []
    early = run_id_flow(variant, budget=0.0, save=lambda *a: saved.append(a))
    assert early.stopped_by == "budget" and saved[-1][0].depth == 2  # saved when stopped
    before = run_id_flow(variant, until=5)
    start = (before.states, before.solved, before.lost, before.depths)
    stopped = run_id_flow(
        variant, split=6, budget=0.0, start=start, save=lambda *a: saved.append(a)
    )
    assert not stopped.finished and stopped.stopped_by == "budget"
    assert saved[-1][0].depth == 5 and len(saved[-1][0].mass) == len(stopped.states.mass) > 0
    assert stopped.lower <= walk3 <= stopped.upper and stopped.lower < stopped.upper
    resumed = run_id_flow(variant, split=6, start=(*saved[-1][:3], list(saved[-1][3])))
    assert resumed.exact == walk3


def test_4x4_loop_is_the_known_fraction(loop4_run):
    out, kept = loop4_run  # `exact-solvable --size 4 --goal loop --json`, in a cache of its own
    assert out["exact"] is True and Fraction(out["fraction"]) == LOOP_4X4
    assert [p.name for p in kept.glob("exact-flow-4x4-loop-*.json")]  # the figure kept
    assert not list(kept.glob("*.npz"))  # finished: nothing left to resume
