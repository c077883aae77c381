"""Deals: text form, numbered deals pinned by golden values, probabilities."""

from __future__ import annotations

import random

import pytest

from solitaire.deal import (
    deal_from_number,
    deal_probability,
    format_deal,
    parse_deal,
    random_deal,
)
from solitaire.errors import NotationError
from solitaire.tiles import EIGHTHS

# Golden deals: a numbered deal must be the same on every platform and library version.
GOLDEN = {
    (3, 1): "ES NS NS EW ES ES NW NE EW",
    (3, 42): "NS EW ES NS NS EW NS NW EW",
    (4, 7): "NE NS SW EW NS ES NS NS NS NE EW ES ES NE EW EW",
    (4, 123456789): "NE SW ES EW NS NW NE NS NS EW EW NS EW NS NE EW",
}


@pytest.mark.parametrize(("size", "number"), list(GOLDEN))
def test_numbered_deals_are_pinned(size: int, number: int) -> None:
    assert format_deal(deal_from_number(size, number)) == GOLDEN[(size, number)]


def test_numbered_deals_differ_and_have_the_right_length() -> None:
    deals = {deal_from_number(4, n) for n in range(200)}
    assert len(deals) == 200
    assert all(len(d) == 16 for d in deals)


def test_numbered_deal_frequencies_follow_the_physical_odds() -> None:
    counts = [0] * 6
    for number in range(2000):
        for o in deal_from_number(4, number):
            counts[o] += 1
    total = sum(counts)
    for o, eighths in enumerate(EIGHTHS):
        assert abs(counts[o] / total - eighths / 8) < 0.01


def test_parse_and_format_round_trip() -> None:
    text = "NS ES NW EW EW SW NE NS ES"
    assert format_deal(parse_deal(text, 3)) == text
    # Either edge order and any case is read.
    assert format_deal(parse_deal("sn se wn we ew ws en ns se", 3)) == text


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("NS ES", "a 3x3 deal has 9 tiles, this one has 2"),
        ("NS ES NW EW EW SW NE NS XX", "tile 9 of the deal"),
        ("NS ES NW EW EW SW NE NS NN", "'NN' is not a tile orientation"),
        ("", "has 0"),
    ],
)
def test_bad_deals_say_what_is_wrong(text: str, fragment: str) -> None:
    with pytest.raises(NotationError, match=fragment):
        parse_deal(text, 3)


def test_random_deals_are_reproducible_from_a_seed() -> None:
    assert random_deal(4, random.Random(5)) == random_deal(4, random.Random(5))


def test_deal_probability() -> None:
    # NS is a quarter, NE an eighth; the nine tiles of a 3x3 deal multiply.
    assert deal_probability((0, 2)) == pytest.approx(1 / 32)
    assert deal_probability(parse_deal("NS NS NS NS NS NS NS NS NE", 3)) == pytest.approx(4**-8 / 8)


def test_out_of_range_numbers_are_refused() -> None:
    with pytest.raises(NotationError):
        deal_from_number(3, -1)
