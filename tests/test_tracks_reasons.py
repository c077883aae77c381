"""Why a colour is out: every losing track is named, with the cells that show it."""

from __future__ import annotations

from solitaire.deal import parse_deal
from solitaire.game import Game
from solitaire.tiles import BLACK, WHITE
from solitaire.tracks import colour_out, find_tracks
from solitaire.variant import Variant

# A 4x4 loop game played to a full board: black makes one track through all 16 tiles, but it
# stays open, so black cannot make the loop either (found by random play of deal 12).
LOOP_DEAL = "SW SW EW NS EW ES NW SW EW SW NE NS ES NS ES SW"
LOOP_MOVES = [
    "@0:SW",
    "B1:NS",
    "@1:EW",
    "C2:NS",
    "A0:EW",
    "D3:ES",
    "A3:SW",
    "D1:SW",
    "B0:ES",
    "D1:NE",
]


def loop_game() -> Game:
    return Game(Variant(4, "loop"), parse_deal(LOOP_DEAL, 4), moves=LOOP_MOVES)


def test_open_track_through_every_tile_is_named_in_loop() -> None:
    position = loop_game().position
    assert position.is_full()
    black = find_tracks(position.tiles, BLACK)
    assert len(black) == 1 and not black[0].closed and len(black[0].cells) == 16
    outcome = position.outcome()
    assert outcome.status == "lost"
    assert set(outcome.out) == {WHITE, BLACK}
    assert "black track through all 16 tiles" in outcome.out[BLACK]
    assert "can never close" in outcome.out[BLACK]
    assert "black is out" in outcome.describe()


def test_a_track_through_every_tile_is_the_line_goal() -> None:
    position = loop_game().position
    # The same layout read as a 4x4 line: black's track through all 16 tiles wins.
    assert colour_out(position.tiles, 4, "line", BLACK) is None


def test_reason_names_the_cells_of_its_track() -> None:
    position = loop_game().position
    why, cells = colour_out(position.tiles, 4, "loop", WHITE, position.label)
    white = [t for t in find_tracks(position.tiles, WHITE) if t.cells == cells]
    assert len(white) == 1, why
    assert 0 < len(cells) < 16
