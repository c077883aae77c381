"""What the hint and the heat map show is what a click plays: every move tied for best, the
orientation shown in each cell, and how many forced spaces each move fills."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from solitaire.move import Move
from tests.ui_helpers import FILL_BEFORE, FILL_MOVE, click_move, make_window, start
from ui.common import solver_bridge

# Deal 2 of 3x3 line after these moves: the tile in hand (SW) fits nowhere as dealt, so every
# legal move turns it; the heat map shows a turned tile in each cell.
TURN_DEAL = "ES SW SW SW NW EW EW EW EW"
TURN_MOVES = ["@0:ES", "@1:SW", "C1:SW"]


def fake_hints(monkeypatch, chances: dict[str, float]) -> None:
    """Hint values from a table of move -> chance (others 0.1), best first, like the solver."""

    def values(variant, position, progress=None, lookahead=1, cancel=None):
        rows = [(p, chances.get(str(p.move), 0.1)) for p in position.legal_moves()]
        return sorted(rows, key=lambda row: -row[1])

    monkeypatch.setattr(solver_bridge, "hint_values", values)


def play_text(qtbot, window, moves: list[str]) -> None:
    for text in moves:
        click_move(qtbot, window, text)
        assert str(window.position.moves[-1]) == text, window.message


def press_hint(qtbot, window, times: int = 1) -> None:
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(window.board.state.best or window.board.state.heat), timeout=5000)
    for _ in range(times - 1):
        qtbot.keyClick(window.board, Qt.Key.Key_H)


def test_heat_map_click_plays_the_orientation_the_cell_shows(qtbot, tmp_path, monkeypatch):
    fake_hints(monkeypatch, {"B2:NS": 0.9, "B2:NW": 0.2, "C2:NE": 0.5})
    window = make_window(qtbot, tmp_path)
    start(window, TURN_DEAL)
    play_text(qtbot, window, TURN_MOVES)
    hand = window.hand_orientation
    press_hint(qtbot, window, times=2)
    heat = window.board.state.heat
    cell = window.position.cell_of(Move.parse("C2"))
    assert heat[cell].orientation != hand  # the cell shows a turned tile
    qtbot.keyClick(window.board, Qt.Key.Key_Escape)  # (no effect outside a replay)
    window.session.hand_orientation = hand  # the tile in hand as dealt
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(cell))
    assert str(window.position.moves[-1]) == "C2:NE", window.message


def test_hint_click_plays_the_hinted_tile(qtbot, tmp_path, monkeypatch):
    fake_hints(monkeypatch, {"B2:NS": 0.9})
    window = make_window(qtbot, tmp_path)
    start(window, TURN_DEAL)
    play_text(qtbot, window, TURN_MOVES)
    press_hint(qtbot, window)
    qtbot.keyClick(window.board, Qt.Key.Key_T)  # the player turns the tile after the hint
    cell = window.position.cell_of(Move.parse("B2"))
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(cell))
    assert str(window.position.moves[-1]) == "B2:NS", window.message


def test_every_tied_best_move_is_shown_with_its_forced_fills(qtbot, tmp_path, monkeypatch):
    window = make_window(qtbot, tmp_path)
    start(window)
    play_text(qtbot, window, FILL_BEFORE)
    legal = {str(p.move): p for p in window.position.legal_moves()}
    other = next(text for text in legal if text != FILL_MOVE)
    fake_hints(monkeypatch, {FILL_MOVE: 0.6309, other: 0.6309})
    press_hint(qtbot, window)
    best = window.board.state.best
    assert {(m.cell, m.orientation) for m in best} == {
        (legal[t].cell, legal[t].orientation) for t in (FILL_MOVE, other)
    }
    fills = {(m.cell, m.orientation): m.fills for m in best}
    assert fills[legal[FILL_MOVE].cell, legal[FILL_MOVE].orientation] == 1
    assert fills[legal[other].cell, legal[other].orientation] == len(legal[other].fills)
    assert "63%" in window.message and "tie" in window.message, window.message
    assert FILL_MOVE + " (+1 forced)" in window.message and other in window.message
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    heat = window.board.state.heat
    assert heat[legal[FILL_MOVE].cell].fills == 1
    assert window.board.state.hint is None


def test_marks_are_painted(qtbot, tmp_path, monkeypatch):
    """The painted board differs where the second tied move is marked."""
    window = make_window(qtbot, tmp_path)
    start(window)
    play_text(qtbot, window, FILL_BEFORE)
    legal = [p for p in window.position.legal_moves() if p.cell != window.position.moves[-1]]
    first, second = legal[0], legal[-1]
    fake_hints(monkeypatch, {str(first.move): 0.5, str(second.move): 0.5})
    before = window.board.grab().toImage()
    press_hint(qtbot, window)
    after = window.board.grab().toImage()
    centre = window.board.cell_center(second.cell)
    assert before.pixelColor(centre) != after.pixelColor(centre)


@pytest.mark.parametrize("hover", [True, False])
def test_frame_arrows_keep_off_ghost_and_hint_tiles(qtbot, tmp_path, monkeypatch, hover):
    window = make_window(qtbot, tmp_path)
    start(window)
    play_text(qtbot, window, ["@0:NS"])
    board = window.board
    arrows = board.frame_arrows()
    assert len(arrows) == 4  # a 1x1 frame may grow every way
    target = window.position.legal_moves()[0]
    # The side of the one-tile frame the target cell lies on.
    edge = {(-1, 0): 0, (0, 1): 1, (1, 0): 2, (0, -1): 3}[target.cell]
    if hover:
        qtbot.mouseMove(board, board.cell_center(target.cell))
        qtbot.waitUntil(lambda: board.state.ghost is not None)
    else:
        fake_hints(monkeypatch, {str(target.move): 0.9})
        press_hint(qtbot, window)
        assert target.cell in {m.cell for m in board.state.best}
    edges = {e for _tip, e in board.frame_arrows()}
    assert edges == {0, 1, 2, 3} - {edge}
