"""The reasons a game is lost or decided name tracks; the board shows those tracks."""

from __future__ import annotations

from solitaire.tiles import BLACK, WHITE
from solitaire.tracks import find_tracks
from tests.test_tracks_reasons import LOOP_DEAL, LOOP_MOVES
from tests.ui_helpers import click_move, make_window, start


def test_lost_loop_names_and_shows_both_tracks(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window, LOOP_DEAL, size=4, goal="loop")
    for text in LOOP_MOVES:
        click_move(qtbot, window, text)
        assert str(window.position.moves[-1]) == text, window.message
    position = window.position
    assert position.outcome().status == "lost"
    status = window.panel.status.text()
    assert "black track through all 16 tiles" in status, status
    assert "white track" in status, status
    out = window.board.state.out
    black = find_tracks(position.tiles, BLACK)[0].cells
    assert {cell for cell, colours in out.items() if BLACK in colours} == set(black)
    white = {cell for cell, colours in out.items() if WHITE in colours}
    assert white and any(t.cells == frozenset(white) for t in find_tracks(position.tiles, WHITE))


def test_a_playing_game_shows_no_out_track(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window, LOOP_DEAL, size=4, goal="loop")
    click_move(qtbot, window, LOOP_MOVES[0])
    assert window.board.state.out == {}
