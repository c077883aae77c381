"""The exact set flow (solver.exact.flow and friends) against enumeration and the level walk."""

from __future__ import annotations

import itertools
import json
from fractions import Fraction

import numpy as np
import pytest

from solitaire.deal import deal_probability
from solitaire.tiles import EIGHTHS
from solitaire.variant import Variant
from solver.clairvoyant import is_solvable
from solver.exact.flow import advance, first_states, run_flow
from solver.exact.run import exact_by_sets, load_checkpoint
from solver.exact.tables import exact_tables, inverse_transforms
from solver.layout import orientation_maps
from ui.cli import main


def enumerate_all(variant: Variant) -> Fraction:
    return sum(
        (
            Fraction(deal_probability(d)).limit_denominator(8**variant.tiles)
            for d in itertools.product(range(6), repeat=variant.tiles)
            if is_solvable(variant, d)
        ),
        Fraction(0),
    )


@pytest.mark.parametrize("goal", ["line", "loop"])
def test_2x2_flow_equals_enumeration_of_every_deal(goal):
    variant = Variant(2, goal)
    brute = enumerate_all(variant)
    for split in (None, 1, 2):
        result = run_flow(variant, split=split)
        assert result.finished and result.exact == brute
        assert result.lower == result.upper == brute


def test_3x3_flow_equals_the_level_walk_at_every_split(walk3):
    variant = Variant(3, "line")
    fractions = {run_flow(variant, split=split).exact for split in (None, 3, 5, 7)}
    fractions.add(run_flow(variant, split=5, exact_from=4).exact)
    assert fractions == {walk3}


def test_chunked_steps_give_the_same_sets():
    variant = Variant(3, "line")
    from solver.exact.facts import layout_facts

    facts = layout_facts(variant)
    tables = exact_tables(facts)
    one = small = first_states(facts)
    for _ in range(3):
        one, s1, l1 = advance(one, tables)
        small, s2, l2 = advance(small, tables, chunk=3)
        assert (s1, l1) == (s2, l2)
        assert one.mass.sum() == small.mass.sum() and len(one) == len(small) > 3
        assert np.array_equal(one.items, small.items) or sorted(one.mass) == sorted(small.mass)


def test_symmetries_keep_the_tile_odds_and_have_inverses():
    omap = orientation_maps()
    for d in range(16):
        assert sorted(omap[d].tolist()) == list(range(6))
        assert all(EIGHTHS[omap[d, o]] == EIGHTHS[o] for o in range(6))
    inv = inverse_transforms(4)
    assert sorted(inv.tolist()) == list(range(16))


def test_bounds_bracket_the_answer_before_the_flow_ends(walk3):
    for records in run_flow(Variant(3, "line")).depths:
        assert records.lower <= walk3 <= records.upper


def test_a_killed_run_resumes_from_its_checkpoint(tmp_path, monkeypatch, walk3):
    monkeypatch.setenv("TRAX_SOLITAIRE_CACHE_DIR", str(tmp_path))
    variant = Variant(3, "line")
    partial = exact_by_sets(variant, budget=1e-9, progress=False)  # stops after one tile
    assert partial["exact"] is False
    assert Fraction(partial["lower"]) <= Fraction(partial["upper"])
    (checkpoint,) = tmp_path.glob("*.npz")
    assert load_checkpoint(checkpoint, variant)[0].depth == 2
    done = exact_by_sets(variant, progress=False)
    assert done["exact"] is True and Fraction(done["fraction"]) == walk3
    assert done["depths"][0]["depth"] == 2  # the resumed run kept the first run's record
    assert not list(tmp_path.glob("*.npz"))  # finished: the checkpoint is gone, the result kept
    checkpoint.write_bytes(b"damaged")
    assert load_checkpoint(checkpoint, variant) is None


def test_cli_4x4_out_of_budget_says_bounds_not_exact(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("TRAX_SOLITAIRE_CACHE_DIR", str(tmp_path))
    code = main(
        [
            "exact-solvable",
            "--size",
            "4",
            "--goal",
            "loop",
            "--json",
            "--budget",
            "1",
            "--no-progress",
        ]
    )
    captured = capsys.readouterr()
    assert code == 0, captured.err
    out = json.loads(captured.out)
    assert out["exact"] is False and "fraction" not in out
    assert 0 <= out["lower_float"] <= 0.71106 and 0.71666 <= out["upper_float"] <= 1
    assert main(["exact-solvable", "--size", "4", "--budget", "-1"]) == 2
    assert "--budget" in capsys.readouterr().err


def test_sets_cut_to_their_best_layouts_give_a_lower_bound_only(walk3):
    variant = Variant(3, "line")
    lowers = []
    for beam in (2, 8):
        result = run_flow(variant, beam=beam, split=5)
        assert result.finished and result.exact is None and result.upper == 1
        assert 0 < result.lower < walk3
        lowers.append(result.lower)
    assert lowers[0] < lowers[1]  # more layouts kept, more deals proved solvable
