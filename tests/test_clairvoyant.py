"""The clairvoyant solver against the engine and the conformance vectors."""

from __future__ import annotations

import random

import numpy as np
import pytest

from solitaire.deal import parse_deal, random_deal
from solitaire.position import Position
from solitaire.variant import Variant
from solver.clairvoyant import is_solvable, layout_key, solve, successor_keys, successors


def engine_solvable(variant: Variant, deal: tuple[int, ...], prune: bool = False) -> bool:
    """Exhaustive search with the engine alone: the referee for 'unsolvable'. With `prune` it
    stops where the engine says the game is decided (docs/rules.md section 5), else nowhere."""
    pos = Position(variant, deal)
    failed: set[int] = set()

    def search() -> bool:
        if pos.is_full():
            return pos.outcome().status == "won"
        key = layout_key(pos.tiles, variant.size)
        if key in failed or (prune and pos.is_decided()):
            return False
        for placement in pos.legal_moves():
            pos.push(placement.move)
            won = search()
            pos.pop()
            if won:
                return True
        failed.add(key)
        return False

    return search()


def test_vectors_solvability_and_solutions_replay(vectors):
    for case in vectors["cases"]:
        variant = Variant(int(case["size"]), case["goal"])
        deal = parse_deal(case["deal"], variant.size)
        solution = solve(variant, deal)
        assert (solution is not None) == case["solvable"], case["deal"]
        assert is_solvable(variant, deal) == case["solvable"]
        if solution is not None:
            assert Position(variant, deal, solution).outcome().status == "won"


@pytest.mark.parametrize(
    ("variant", "seed", "count"),
    [(Variant(3, "line"), 1, 300), (Variant(4, "line"), 2, 40), (Variant(4, "loop"), 3, 40)],
)
def test_random_solutions_replay_to_a_win(variant, seed, count):
    rng = random.Random(seed)
    for _ in range(count):
        deal = random_deal(variant.size, rng)
        solution = solve(variant, deal)
        if solution is not None:
            assert Position(variant, deal, solution).outcome().status == "won"


@pytest.mark.parametrize(("size", "goal", "seed"), [(2, "line", 7), (3, "line", 8)])
def test_verdicts_match_exhaustive_engine_search(size, goal, seed):
    variant = Variant(size, goal)
    rng = random.Random(seed)
    unsolvable = 0
    for _ in range(60 if size == 2 else 25):
        deal = random_deal(size, rng)
        verdict = is_solvable(variant, deal)
        unsolvable += not verdict
        assert verdict == engine_solvable(variant, deal), deal
    assert unsolvable > 0  # the sample must exercise the 'no solution' proofs


def test_unsolvable_vectors_confirmed_by_engine_search(vectors):
    for case in vectors["cases"]:
        if case["solvable"] or int(case["size"]) != 3:
            continue
        variant = Variant(3, case["goal"])
        assert not engine_solvable(variant, parse_deal(case["deal"], 3))


@pytest.mark.parametrize(
    ("variant", "seed"),
    [(Variant(3, "line"), 11), (Variant(4, "line"), 12), (Variant(4, "loop"), 13)],
)
def test_move_generator_matches_engine_on_random_playouts(variant, seed):
    rng = random.Random(seed)
    checked = 0
    for _ in range(25 if variant.size == 3 else 12):
        pos = Position(variant, random_deal(variant.size, rng))
        while pos.hand is not None:
            legal = pos.legal_moves()
            key = layout_key(pos.tiles, variant.size)
            fast = successors(variant, key, pos.hand)
            assert sorted((str(m), f) for m, f, _ in fast) == sorted(
                (str(p.move), len(p.fills)) for p in legal
            )
            for strong in (False, True):  # the level walk's form: the same, with no moves
                made = successors(variant, key, pos.hand, strong)
                keys = successor_keys(variant, key, pos.hand, strong)
                assert keys == [(f, k) for _, f, k in made]
            by_move = {str(m): k for m, _, k in fast}
            for placement in legal:
                pos.push(placement.move)
                out = pos.outcome()
                alive = out.status == "won" or (not pos.is_full() and not out.decided)
                expected = layout_key(pos.tiles, variant.size) if alive else 0
                assert by_move[str(placement.move)] == expected
                pos.pop()
                checked += 1
            if not legal:
                break
            pos.push(rng.choice(legal).move)
    assert checked > 100


def test_bad_deal_length_is_rejected():
    from solitaire.errors import TraxError

    with pytest.raises(TraxError):
        solve(Variant(3, "line"), (0,) * 8)


@pytest.mark.parametrize(
    ("variant", "count"), [(Variant(4, "loop"), 150), (Variant(4, "line"), 20)]
)
def test_dfs_agrees_with_level_walk_on_4x4(variant, count):
    # The level walk prunes only by the rules' 'decided'; the DFS also uses stronger bounds.
    from solver.exact.levels import solvable_by_levels

    rng = random.Random(31 + variant.size)
    verdicts = set()
    for _ in range(count):
        deal = random_deal(variant.size, rng)
        verdict = is_solvable(variant, deal)
        assert solvable_by_levels(variant, deal) == verdict, deal
        verdicts.add(verdict)
    if variant.goal == "loop":
        assert verdicts == {True, False}


def test_unsolvable_3x3_verdicts_confirmed_by_engine_search():
    """Proofs of 'no solution' are the claims a replay cannot check: confirm a batch of them by
    exhaustive search in the engine."""
    variant = Variant(3, "line")
    rng = random.Random(41)
    confirmed = 0
    for _ in range(400):
        deal = random_deal(3, rng)
        if not is_solvable(variant, deal):
            assert not engine_solvable(variant, deal), deal
            confirmed += 1
            if confirmed == 12:
                break
    assert confirmed == 12


def test_unsolvable_4x4_loop_verdicts_confirmed_by_engine_search():
    """The same for 4x4 loop, where the engine search stops at the rules' 'decided' (the fast
    solver's stronger bounds are not used by the referee)."""
    variant = Variant(4, "loop")
    rng = random.Random(43)
    confirmed = 0
    for _ in range(200):
        deal = random_deal(4, rng)
        if not is_solvable(variant, deal):
            assert not engine_solvable(variant, deal, prune=True), deal
            confirmed += 1
            if confirmed == 6:
                break
    assert confirmed == 6


@pytest.mark.parametrize("variant", [Variant(3, "line"), Variant(4, "loop")], ids=str)
def test_solvable_mask_agrees_with_is_solvable(variant):
    from solver.clairvoyant import solvable_mask

    rng = random.Random(17)
    deals = [random_deal(variant.size, rng) for _ in range(150)]
    mask = solvable_mask(variant, np.array(deals))
    assert mask.tolist() == [is_solvable(variant, deal) for deal in deals]
    assert 0 < mask.sum() < len(deals)
