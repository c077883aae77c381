"""The exact value of seeing ahead (solver.tables, issue 16), checked against a plain recursion
over the deal tree written here on the readable engine (solitaire/), never the compiled core:
the player chooses on what is seen (the hand and the next k tiles), the expectation is taken
over what is not (docs/rules.md section 2)."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction
from functools import cache

import numpy as np
import pytest

from solitaire.deal import random_deal
from solitaire.position import Position
from solitaire.tiles import EIGHTHS
from solitaire.variant import Variant
from solver.tables.seeing import sample, store
from solver.tables.seeing.curve import exact_curve, odds
from solver.tables.seeing.store import seeing_table

LINE2, LOOP2, LINE3 = Variant(2, "line"), Variant(2, "loop"), Variant(3, "line")
LINE4, LOOP4 = Variant(4, "line"), Variant(4, "loop")


# -- the plain recursion ----------------------------------------------------------------------


@cache
def plain(variant: Variant, layout: tuple, known: tuple[int, ...], k: int) -> Fraction:
    """Win probability of a normalised layout (Position.layout) with the tiles `known` next on
    the stack (the hand first), optimal play seeing the hand and k more from here on."""
    left = variant.tiles - len(layout)
    if len(known) < min(k + 1, left):  # not seen yet: the expectation over the next tile
        return sum(
            (Fraction(EIGHTHS[x], 8) * plain(variant, layout, (*known, x), k) for x in range(6)),
            Fraction(0),
        )
    deal = [0] * variant.tiles
    deal[len(layout)] = known[0]
    position = Position.from_layout(variant, tuple(deal), layout)
    best = Fraction(0)
    for placement in position.legal_moves():
        best = max(best, after(position, placement, known[1 + len(placement.fills) :], k))
    return best


def after(position: Position, placement, known: tuple[int, ...], k: int) -> Fraction:
    """The value of the layout a move leaves, the tiles `known` still seen (the rest of what
    was seen went into the forced fills)."""
    position.push(placement.move)
    try:
        if position.is_full():
            return Fraction(int(position.is_won()))
        if position.is_decided():
            return Fraction(0)
        return plain(position.variant, position.layout(), known, k)
    finally:
        position.pop()


def plain_moves(position: Position, k: int) -> dict[str, Fraction]:
    """Every legal move's value with the deal's next k tiles seen."""
    start = position.consumed + 1
    seen = position.deal[start : start + k]
    return {
        str(p.move): after(position, p, seen[len(p.fills) :], k) for p in position.legal_moves()
    }


def positions(variant: Variant, count: int, placed: range, seed: int) -> list[Position]:
    """Random positions still in play with a number of tiles in `placed` on the table."""
    rng = random.Random(seed)
    found: list[Position] = []
    while len(found) < count:
        position = Position(variant, random_deal(variant.size, rng))
        target = rng.choice(list(placed))
        while position.consumed < target and position.legal_moves():
            position.push(rng.choice(position.legal_moves()).move)
            if position.is_decided() or position.is_full():
                break
        if position.consumed in placed and not position.is_decided() and position.legal_moves():
            found.append(position)
    return found


# -- against the plain recursion ----------------------------------------------------------------


@pytest.mark.parametrize("variant", [LINE2, LOOP2])
@pytest.mark.parametrize("k", [0, 1, 2, 3])
def test_two_by_two_rates_equal_the_plain_recursion(variant: Variant, k: int) -> None:
    assert seeing_table(variant, k).exact_win_rate() == plain(variant, (), (), k)


@pytest.mark.parametrize("k", [0, 1, 2, 3])
def test_three_by_three_moves_equal_the_plain_recursion(k: int) -> None:
    table = seeing_table(LINE3, k)
    for position in positions(LINE3, 6, range(3, 6), seed=k):
        got = {str(p.move): v for p, v in table.exact_move_values(position)}
        assert got == plain_moves(position, k)


def test_three_by_three_layout_values_equal_the_plain_recursion() -> None:
    """A(L, s) for every length of s up to k, on random layouts and tiles seen."""
    rng = random.Random(5)
    for position in positions(LINE3, 5, range(5, 7), seed=11):
        for k in (0, 1, 2):
            table = seeing_table(LINE3, k)
            for length in range(k + 1):
                known = tuple(rng.randrange(6) for _ in range(length))
                want = plain(LINE3, position.layout(), known, k)
                assert table.value(dict(position.tiles), known) == want


# -- the curve and its ends -------------------------------------------------------------------


@pytest.mark.parametrize("variant", [LINE3, LOOP4, LINE4])
def test_curve_is_monotone_and_starts_at_the_fair_play_tables(variant: Variant) -> None:
    from solver.tables.service import table_for as values_for

    # 3x3 to the whole stack; 4x4 to 3 tiles seen, the line to 2 (its table for 3 takes 4 s
    # of CPU to build, the loop's 0.2: the same builder).
    top = {LINE3: 8, LOOP4: 3, LINE4: 2}[variant]
    curve = [seeing_table(variant, k).exact_win_rate() for k in range(top + 1)]
    assert all(a < b for a, b in zip(curve[:6], curve[1:6], strict=False))
    assert all(a <= b for a, b in itertools.pairwise(curve))
    for k in (0, 1):  # the lookahead 0 and 1 tables of solver.fairplay, exact in float64
        assert curve[k] == Fraction(values_for(variant, k).win_rate())


def test_move_values_at_lookahead_0_and_1_equal_the_fair_play_tables() -> None:
    from solver.tables.service import table_for as values_for

    for variant in (LINE3, LOOP4):
        for k in (0, 1):
            old, new = values_for(variant, k), seeing_table(variant, k)
            for position in positions(variant, 10, range(1, variant.tiles - 1), seed=3):
                got = [(str(p.move), v) for p, v in new.exact_move_values(position)]
                want = [(str(p.move), Fraction(v)) for p, v in old.move_values(position)]
                assert sorted(got) == sorted(want)


@pytest.mark.parametrize("variant", [LINE2, LOOP2, LINE3])
def test_whole_stack_seen_is_the_exact_solvable_fraction(variant: Variant, walk3) -> None:
    from solver.exact.cache import cached_exact_solvable

    solvable = cached_exact_solvable(variant)  # 3x3: the run's one level walk, kept in the cache
    assert variant != LINE3 or solvable == walk3
    top = variant.tiles - 1
    assert seeing_table(variant, top).exact_win_rate() == solvable
    assert odds(variant, None).lower == odds(variant, None).upper == solvable
    assert odds(variant, top + 5).exact and odds(variant, top + 5).lower == solvable


def test_four_by_four_beyond_the_tables_is_bounded_by_its_neighbours(monkeypatch) -> None:
    """Between the largest exact k and the whole stack, odds gives the two exact ends (the
    whole stack's figure is exact-solvable's, passed in: here its published value)."""
    whole = Fraction(6279197363131, 8796093022208)  # exact-solvable --size 4 --goal loop
    asked = []

    def whole_stack(variant: Variant) -> tuple[Fraction, Fraction]:
        asked.append(variant)
        return whole, whole

    monkeypatch.setitem(store.MAX_EXACT, (4, "loop"), 2)
    between = odds(LOOP4, 3, whole_stack)
    assert not between.exact and between.lower_k == 2
    assert between.lower == exact_curve(LOOP4)[2] and between.upper == whole
    assert between.json()["probability"] is None and between.json()["upper"] == str(whole)
    assert odds(LOOP4, None, whole_stack).exact and odds(LOOP4, 15, whole_stack).lower == whole
    assert asked == [LOOP4] * 3


# -- the sampling player ----------------------------------------------------------------------


def every_deal(size: int) -> tuple[np.ndarray, np.ndarray]:
    """Every deal of a size and its probability, as integer weights out of 8^tiles."""
    deals = np.array(list(itertools.product(range(6), repeat=size * size)), dtype=np.int64)
    weights = np.prod(np.array(EIGHTHS, dtype=np.int64)[deals], axis=1)
    return deals, weights


@pytest.mark.parametrize("variant", [LINE2, LOOP2])
def test_the_player_wins_exactly_the_table_rate_over_every_deal(variant, monkeypatch) -> None:
    deals, weights = every_deal(2)
    for k in range(4):
        won = sample.play(variant, k, deals)
        assert Fraction(int(weights[won].sum()), 8**4) == seeing_table(variant, k).exact_win_rate()
    # Beyond the tables (here cut to k = 0) the player searches what it sees: a lookahead-k
    # player, so between the exact k = 0 rate and the exact lookahead-k rate; with the whole
    # stack seen its search is complete and it wins every solvable deal.
    monkeypatch.setitem(store.MAX_EXACT, (2, variant.goal), 0)
    for k in (1, 2, 3):
        rate = Fraction(int(weights[sample.play(variant, k, deals)].sum()), 8**4)
        assert seeing_table(variant, 0).exact_win_rate() <= rate <= exact_rate(variant, k)
    assert rate == exact_rate(variant, 3)


def exact_rate(variant: Variant, k: int) -> Fraction:
    return plain(variant, (), (), k)


def test_sampled_rate_of_the_optimal_player_contains_the_exact_value() -> None:
    result = sample.sample_rate(LINE3, 2, 20000, seed=4)
    lo, hi = result["ci95"]
    assert result["optimal"] and result["deals"] == 20000
    exact = float(seeing_table(LINE3, 2).exact_win_rate())
    half = (hi - lo) / 2
    assert lo - half <= exact <= hi + half  # within about four standard errors


def test_the_tables_entry_serves_every_lookahead() -> None:
    """table_for(variant, k) for k >= 2 answers as the fair-play tables do, in floats."""
    from solver.tables.service import table_for

    for position in positions(LINE3, 3, range(2, 5), seed=8):
        table = table_for(LINE3, 2)
        assert table.lookahead == 2
        exact = table.exact_move_values(position)
        assert table.move_values(position) == [(p, float(v)) for p, v in exact]
        assert table.position_value(position) == float(exact[0][1])
    assert table_for(LINE3, 2).win_rate() == float(seeing_table(LINE3, 2).exact_win_rate())
