"""The board in words (solitaire.cell_words): a tile's tracks, what a cell holds, whether the
tile in hand fits there and how, a hint's chance; read against the engine's own answers."""

from __future__ import annotations

import pytest

from solitaire import cell_words
from solitaire.deal import parse_deal
from solitaire.move import Move
from solitaire.position import Position
from solitaire.tiles import BLACK, EDGE_WORDS, ORIENTATIONS, WHITE, edges_of, parse_orientation
from solitaire.variant import Variant

DEAL = "NS NE NE SW NS NS NE NE SW"
# After these, the tile in hand (NE) fits nowhere as dealt: it may be turned (docs/rules.md 4.5).
BEFORE_TURN = ["@0:NS", "B1:NE", "A2:NE", "B0:SW", "C1:NS"]


def position(moves: list[str]) -> Position:
    return Position(Variant(3, "line"), parse_deal(DEAL, 3), moves)


def test_tile_words_name_both_tracks_and_their_edges() -> None:
    assert cell_words.tile_words(parse_orientation("NE")) == (
        "NE, white curve north to east, black curve south to west"
    )
    assert cell_words.tile_words(parse_orientation("EW")) == (
        "EW, white straight east to west, black straight north to south"
    )
    for orientation, name in enumerate(ORIENTATIONS):
        words = cell_words.tile_words(orientation)
        assert words.startswith(name + ", white ")
        for colour in (WHITE, BLACK):
            a, b = edges_of(orientation, colour)
            assert f"{EDGE_WORDS[a]} to {EDGE_WORDS[b]}" in words
    # The UK set draws black as red: the words follow the theme's names.
    assert cell_words.tile_words(0, ("white", "red")).endswith("red straight east to west")


def test_fit_words_follow_the_engine() -> None:
    first = position(["@0:NS"])
    hand = first.hand
    for placement in first.legal_moves():
        words = cell_words.fit_words(first, placement.cell, hand)
        assert words.startswith(f"the tile in hand fits here as {ORIENTATIONS[hand]}")
    legal = {placement.cell for placement in first.legal_moves()}
    refused = next(cell for cell in ((-1, 0), (0, 1), (1, 0), (0, -1)) if cell not in legal)
    reason = first.why_illegal(first.move_at(refused, hand))
    assert reason is not None and "colour" in reason
    assert cell_words.fit_words(first, refused, hand) == (
        f"the tile in hand does not fit here: {reason}"
    )


def test_fit_words_count_forced_fills() -> None:
    before = position(BEFORE_TURN[:3])
    move = Move.parse("B0:SW")
    placement = before.placement_of(move)
    assert placement.fills, "this move forces a fill"
    words = cell_words.fit_words(before, placement.cell, before.hand)
    assert words == f"the tile in hand fits here as SW, forcing {len(placement.fills)} more"


def test_a_tile_that_fits_only_turned_says_how() -> None:
    stuck = position(BEFORE_TURN)
    assert stuck.turned_allowed()
    cell = stuck.cell_of(Move.parse("B3:EW"))
    ways = sorted({ORIENTATIONS[p.orientation] for p in stuck.legal_moves() if p.cell == cell})
    words = cell_words.fit_words(stuck, cell, stuck.hand)
    assert words.startswith("the tile in hand fits here only turned, as ")
    assert all(way in words for way in ways) and "EW" in ways
    # Turned to EW, the tile in hand fits there as it lies.
    assert cell_words.fit_words(stuck, cell, parse_orientation("EW")).startswith(
        "the tile in hand fits here as EW"
    )


def test_cell_value_reads_tile_emptiness_fit_and_chance() -> None:
    first = position(["@0:NS"])
    at = first.cell_of(Move.parse("A1"))
    assert cell_words.cell_value(first, at, first.hand) == cell_words.tile_words(0)
    empty = first.cell_of(Move.parse("B1"))
    value = cell_words.cell_value(first, empty, first.hand, 0.625)
    assert value == (
        "empty; the tile in hand fits here as NE; hint: wins 62% of the time with best play"
    )
    assert cell_words.cell_value(first, empty, None) == "empty"
    assert cell_words.chance_words(0.0) == "hint: cannot win from here"


@pytest.mark.parametrize("orientation", [None, 3])
def test_hand_and_fill_words(orientation: int | None) -> None:
    words = cell_words.hand_words(orientation)
    assert words == ("none" if orientation is None else cell_words.tile_words(orientation))
    if orientation is not None:
        assert cell_words.fill_words("B2", orientation) == f"Forced fill at B2: {words}."
