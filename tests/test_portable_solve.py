"""The browser's "Was it solvable?" (solver.portable.solve): the same answer as the compiled
clairvoyant solver on seeded deals and the conformance vectors, and plays that win."""

from __future__ import annotations

import random

import pytest

from solitaire.deal import parse_deal, random_deal
from solitaire.errors import TraxError
from solitaire.position import Position
from solitaire.variant import Variant
from solver.clairvoyant import solve
from solver.portable.solve import solve_deal


def check_agrees(variant: Variant, deal: tuple[int, ...]) -> bool:
    play = solve_deal(variant, deal)
    assert (play is None) == (solve(variant, deal) is None), deal
    if play is not None:
        assert Position(variant, deal, play).outcome().status == "won", (deal, play)
    return play is not None


@pytest.mark.parametrize(
    ("variant", "count"),
    [(Variant(3, "line"), 400), (Variant(4, "line"), 80), (Variant(4, "loop"), 150)],
    ids=str,
)
def test_agrees_with_the_clairvoyant_solver(variant, count):
    rng = random.Random(f"portable solve {variant}")
    solvable = sum(check_agrees(variant, random_deal(variant.size, rng)) for _ in range(count))
    if variant != Variant(4, "line"):  # almost every 4x4 line deal is solvable
        assert 0 < solvable < count  # both answers were compared


def test_the_conformance_vectors(vectors):
    for case in vectors["cases"]:
        variant = Variant(int(case["size"]), case["goal"])
        if variant.size > 4:
            continue
        deal = parse_deal(case["deal"], variant.size)
        play = solve_deal(variant, deal)
        assert (play is not None) == case["solvable"], case["deal"]
        if play is not None:
            assert Position(variant, deal, play).outcome().status == "won"


def test_small_boards_too():
    rng = random.Random(5)
    for _ in range(100):
        check_agrees(Variant(2, "line"), random_deal(2, rng))
        check_agrees(Variant(2, "loop"), random_deal(2, rng))


@pytest.mark.parametrize(
    ("variant", "deal", "words"),
    [
        (Variant(5, "line"), (0,) * 25, "sizes up to 4"),
        (Variant(3, "line"), (0,) * 8, "has 9 tiles"),
        (Variant(3, "line"), (0,) * 8 + (6,), "orientation codes"),
    ],
)
def test_bad_deals_are_refused(variant, deal, words):
    with pytest.raises(TraxError, match=words):
        solve_deal(variant, deal)
