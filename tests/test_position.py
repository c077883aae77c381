"""Positions: notation, rule explanations, push/pop, outcome and decided checks."""

from __future__ import annotations

import pytest

from solitaire.deal import parse_deal
from solitaire.errors import IllegalMoveError, NotationError
from solitaire.move import Move
from solitaire.position import Position
from solitaire.tiles import BLACK, WHITE
from solitaire.variant import Variant

DEAL = "NS NE NE SW NS NS NE NE SW"
LINE3 = Variant(3, "line")


def position(moves: str = "", deal: str = DEAL, variant: Variant = LINE3) -> Position:
    return Position(variant, parse_deal(deal, variant.size), moves.split())


def test_move_notation_round_trips() -> None:
    for text in ("@0:NS", "A2:EW", "B0:SW", "C3:NW", "H8:ES"):
        assert str(Move.parse(text)) == text
    assert str(Move.parse("b2")) == "B2"
    assert Move.parse("B2:en") == Move.parse("B2:NE")


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "empty move"),
        ("22", "not a move"),
        ("B2:", "nothing after the colon"),
        ("B2:XY", "not a tile orientation"),
        ("B02", "leading zero"),
        ("B2 NE", "not a move"),
    ],
)
def test_malformed_moves_raise_notation_errors(text: str, fragment: str) -> None:
    with pytest.raises(NotationError, match=fragment):
        Move.parse(text)


@pytest.mark.parametrize(
    ("moves", "attempt", "fragment"),
    [
        ("", "A1", "first tile is always played at @0"),
        ("", "@0:EW", "first tile is placed as dealt"),
        ("@0:NS", "A1", "already holds a tile"),
        ("@0:NS", "C1", "not next to the layout"),
        ("@0:NS", "@1:NE", "wrong colour on the east edge"),
        ("@0:NS", "B1:NS", "may not be turned"),
        ("@0:NS A2:NE B1:NE", "A0:NE", "may not be turned"),
        ("@0:NS A2:NE B1:NE A0:SW @3:NS", "@2", "outside the 3x3 frame"),
        ("@0:NS A2:NE B1:NE", "@2:SW", None),  # legal, with a forced fill
    ],
)
def test_illegal_moves_name_the_rule(moves: str, attempt: str, fragment: str | None) -> None:
    pos = position(moves)
    if fragment is None:
        assert pos.why_illegal(Move.parse(attempt)) is None
        return
    assert fragment in pos.why_illegal(Move.parse(attempt))
    before = (dict(pos.tiles), pos.frame, pos.consumed)
    with pytest.raises(IllegalMoveError, match=fragment):
        pos.push(attempt)
    assert (dict(pos.tiles), pos.frame, pos.consumed) == before


def test_dead_space_after_a_forced_cascade_is_named_with_its_cell() -> None:
    # Found by random play: the colours match at C1, but its two forced fills would leave
    # a space that one colour enters from three sides (rule 4.6 over the whole cascade).
    deal = "EW SW ES EW NE EW NW NS EW NS NS EW SW NE EW NS"
    moves = "@0:EW B1:SW C1:ES A2:EW D1:EW D0:NW D0:NS A2:EW C4:NS A1:EW"
    pos = position(moves, deal, Variant(4, "line"))
    reason = pos.why_illegal(Move.parse("C1"))
    assert reason == "leaves a dead space at B2 after the forced fills at C2, B1"
    assert "C1:EW" not in [str(p.move) for p in pos.legal_moves()]


def test_forced_fills_consume_the_next_tiles() -> None:
    pos = position("@0:NS A2:NE B1:NE")
    placement = pos.push("@2:SW")
    assert len(placement.fills) == 1
    assert pos.consumed == 5  # four placed by hand, one forced fill
    assert len(pos.tiles) == 5


def test_push_and_pop_restore_the_position() -> None:
    pos = position("@0:NS A2:NE B1:NE")
    snapshot = (dict(pos.tiles), pos.frame, pos.consumed, [str(p) for p in pos.legal_moves()])
    pos.push("@2:SW")
    pos.pop()
    assert (dict(pos.tiles), pos.frame, pos.consumed, [str(p) for p in pos.legal_moves()]) == (
        snapshot
    )
    with pytest.raises(IndexError):
        Position(LINE3, parse_deal(DEAL, 3)).pop()


def test_winning_line_and_labels() -> None:
    pos = position("@0:NS B1:NE A2:NE B0:SW C1:NS B3:EW C3:SW")
    outcome = pos.outcome()
    assert outcome.status == "won"
    assert outcome.winner == WHITE
    assert "white line" in outcome.describe()
    assert pos.label(min(pos.tiles)) == "A1"


def test_decided_when_both_colours_are_out() -> None:
    # The vector playthrough of this deal ends full and lost: every colour is out by then.
    pos = position("@0:NS A2:NE B1:NE A0:SW @3:NS C1:NS A1:NE C3:SW")
    outcome = pos.outcome()
    assert outcome.status == "lost"
    assert outcome.decided
    assert set(outcome.out) == {WHITE, BLACK}
    assert all(outcome.out.values())


def test_a_small_closed_loop_puts_its_colour_out() -> None:
    # Four curves closing a white ring in a 4x4 line game.
    variant = Variant(4, "line")
    deal = parse_deal("ES SW NE NW " + "NS " * 12, 4)
    pos = Position(variant, deal, ["@0:ES", "B1:SW"])
    placement = pos.push("A2:NE")  # the fourth corner is forced
    assert len(placement.fills) == 1
    reasons = pos.out_reasons()
    assert WHITE in reasons and "closed loop of 4 tiles" in reasons[WHITE]


def test_loop_goal_is_out_when_a_track_leaves_a_full_frame() -> None:
    variant = Variant(4, "loop")
    deal = parse_deal("EW " * 16, 4)
    pos = Position(variant, deal, ["@0", "B1", "C1", "D1"])
    assert pos.frame is not None and pos.frame[3] - pos.frame[2] + 1 == 4
    assert "never close" in pos.out_reasons()[WHITE]


def test_from_layout_answers_for_its_layout_not_the_empty_table() -> None:
    """A position built from a layout (the way solvers make one) has that layout's legal moves:
    not the empty table's ['@0:NS'] from a stale cache."""
    variant = Variant(3, "line")
    deal = parse_deal("NS NE NE SW NS NS NE NE SW", 3)
    played = Position(variant, deal, ["@0:NS", "B1:NE"])
    shifted = {(r + 5, c - 7): o for (r, c), o in played.tiles.items()}
    built = Position.from_layout(variant, deal, shifted)
    assert [str(p) for p in built.legal_moves()] == [str(p) for p in played.legal_moves()]
    assert [str(p) for p in built.legal_moves()] != ["@0:NS"]
    assert built.key == played.key and built.consumed == played.consumed
    assert Position.from_layout(variant, deal, played.layout()).key == played.key
    built.push(built.legal_moves()[0].move)
    assert built.key != played.key


def test_from_layout_refuses_what_no_game_reaches() -> None:
    variant = Variant(2, "line")
    deal = parse_deal("NS NS NS NS", 2)
    with pytest.raises(ValueError, match="frame"):
        Position.from_layout(variant, deal, {(0, 0): 0, (0, 2): 0})
    with pytest.raises(ValueError, match="0 to 5"):
        Position.from_layout(variant, deal, {(0, 0): 6})
