"""What the screen says about a position: region, labels, frame, outcome wording."""

from __future__ import annotations

from solitaire.deal import parse_deal
from solitaire.position import Position
from solitaire.variant import Variant
from tests.ui_helpers import WIN_DEAL, WIN_MOVES
from ui.common import presenter


def _position(moves):
    return Position(Variant(3, "line"), parse_deal(WIN_DEAL, 3), moves)


def test_region_shrinks_as_the_frame_grows():
    assert presenter.reachable_region(_position([])) == (-2, 2, -2, 2)
    one = _position(WIN_MOVES[:1])
    assert presenter.reachable_region(one) == (-2, 2, -2, 2)
    full = _position(WIN_MOVES)
    assert presenter.reachable_region(full) == full.frame
    assert presenter.frame_text(full) == "3×3, complete"
    assert "room for 2 more rows and 2 more columns" in presenter.frame_text(one)


def test_labels_match_the_notation():
    position = _position(WIN_MOVES[:2])
    columns, rows = presenter.notation_labels(position, presenter.reachable_region(position))
    top, _bottom, left, _right = position.frame
    assert columns[left - 1] == "@" and columns[left] == "A"
    assert rows[top - 1] == "0" and rows[top] == "1"


def test_outcome_wording_and_glow():
    won = _position(WIN_MOVES)
    kind, text = presenter.outcome_status(won.outcome(), ("white", "black"), str, 7, 1)
    assert kind == "won" and "You won" in text and "7 moves, 1 hint." in text
    assert set(presenter.winning_glow(won)) == set(won.tiles)
    playing = _position(WIN_MOVES[:2])
    assert (
        presenter.outcome_status(playing.outcome(), ("white", "black"), str, 2, 0)[0] == "playing"
    )
    assert presenter.winning_glow(playing) == {}


def test_puzzle_hint_words_for_every_count():
    words = presenter.puzzle_hint_message
    assert words("B1:NE", 1, 1).endswith("It is the only legal move.")
    assert "It is the only one of the 4 legal moves that does." in words("B1:NE", 1, 4)
    assert "All 3 legal moves do." in words("B1:NE", 3, 3)
    assert "2 of the 5 legal moves do." in words("B1:NE", 2, 5)
    for winners, legal in [(1, 1), (1, 4), (3, 3), (2, 5)]:
        text = words("B1:NE", winners, legal)
        assert text.startswith("Hint: B1:NE leads to a win") and "still" not in text
        assert text.count("B1:NE") == 1
