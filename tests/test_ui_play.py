"""Playing whole games through the window: mouse, keyboard, undo and redo, forced fills,
turning the tile in hand, and the end of the game."""

from __future__ import annotations

from PySide6.QtCore import Qt

from solitaire.move import Move
from solitaire.tiles import ORIENTATIONS
from tests.ui_helpers import (
    FILL_BEFORE,
    FILL_MOVE,
    WIN_DEAL,
    WIN_MOVES,
    click_move,
    make_window,
    orient_hand,
    start,
    watch_later,
)


def test_whole_game_by_mouse_to_a_win(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    finished = []
    window.gameFinished.connect(finished.append)
    for text in WIN_MOVES:
        before = len(window.game.moves)
        click_move(qtbot, window, text)
        assert len(window.game.moves) == before + 1, window.message
        assert str(window.game.moves[-1]) == text
    outcome = window.position.outcome()
    assert outcome.status == "won"
    assert finished == ["won"]
    assert "You won" in window.panel.status.text()
    assert window.board.state.glow, "the winning track is highlighted"
    # Clicking on after the win changes nothing and says why.
    click_move(qtbot, window, "A1")
    assert len(window.game.moves) == len(WIN_MOVES)
    assert finished == ["won"]


def _walk_cursor(qtbot, window, cell) -> None:
    board = window.board
    if board.cursor is None:
        qtbot.keyClick(board, Qt.Key.Key_Right)
        qtbot.keyClick(board, Qt.Key.Key_Left)
    while board.cursor != cell:
        row, col = board.cursor
        if row < cell[0]:
            key = Qt.Key.Key_Down
        elif row > cell[0]:
            key = Qt.Key.Key_Up
        elif col < cell[1]:
            key = Qt.Key.Key_Right
        else:
            key = Qt.Key.Key_Left
        qtbot.keyClick(board, key)


def test_whole_game_by_keyboard_to_a_win(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    window.board.setFocus()
    for text in WIN_MOVES:
        move = Move.parse(text)
        if move.orientation != window.hand_orientation:
            orient_hand(qtbot, window, move.orientation)
        cell = window.position.cell_of(move)
        _walk_cursor(qtbot, window, cell)
        qtbot.keyClick(window.board, Qt.Key.Key_Return)
        assert str(window.game.moves[-1]) == text, window.message
    assert window.position.outcome().status == "won"


def test_illegal_click_says_why_and_changes_nothing(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    click_move(qtbot, window, "B1")  # legal for NE is B1 or A2; C1 is two cells away
    window.play.undo()
    cell = (0, 2)  # not next to the layout
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(cell))
    assert len(window.game.moves) == 1
    assert "does not touch" in window.message or "not next to" in window.message


def test_undo_and_redo_with_keys(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    for text in WIN_MOVES[:3]:
        click_move(qtbot, window, text)
    board = window.board
    qtbot.keyClick(board, Qt.Key.Key_U)
    assert len(window.game.moves) == 2
    qtbot.keyClick(board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.game.moves) == 1
    qtbot.keyClick(board, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert len(window.game.moves) == 2
    qtbot.keyClick(
        board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    assert [str(m) for m in window.game.moves] == WIN_MOVES[:3]
    assert not window.commands.act_redo.isEnabled()
    window.play.restart()
    assert window.game.moves == [] and window.game.can_redo()
    assert window.board.state.tiles == {}


def test_forced_fill_animates_by_itself(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, animation_ms=40)
    start(window)
    for text in FILL_BEFORE:
        window.play_move(Move.parse(text))
    qtbot.waitUntil(lambda: not window.pending and window.board.is_settled())
    click_move(qtbot, window, FILL_MOVE)
    placement = window.position.placements[-1]
    assert len(placement.fills) == 1
    fill_cell = placement.fills[0][0]
    assert window.board.is_animating()
    assert fill_cell not in window.board.state.tiles  # still coming from the stack
    qtbot.waitUntil(lambda: not window.pending, timeout=3000)
    qtbot.waitUntil(lambda: not window.board.is_animating(), timeout=3000)
    assert window.board.state.tiles[fill_cell] == placement.fills[0][1]


def test_forced_fill_by_click(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, auto_fill=False)
    start(window)
    for text in FILL_BEFORE:
        click_move(qtbot, window, text)
    click_move(qtbot, window, FILL_MOVE)
    placement = window.position.placements[-1]
    fill_cell, fill_orientation = placement.fills[0]
    assert window.pending and window.board.state.forced == fill_cell
    label = window.position.label(fill_cell)
    # Anywhere else is refused, naming the forced space.
    top, bottom, left, right = window.board.state.region
    other = next(
        (r, c)
        for r in range(top, bottom + 1)
        for c in range(left, right + 1)
        if (r, c) not in window.position.tiles and (r, c) != fill_cell
    )
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(other))
    assert f"A forced space must be filled first at {label}" in window.message
    assert window.pending
    qtbot.mouseClick(
        window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(fill_cell)
    )
    assert not window.pending
    assert window.board.state.tiles[fill_cell] == fill_orientation
    assert window.board.state.forced is None


def test_turn_and_flip_when_the_tile_fits_nowhere(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window, "SW EW SW ES ES NS EW NW NW")
    board = window.board
    for text in ["@0:SW", "A0:EW", "B1:SW", "@1:ES", "B3:NS"]:
        window.play_move(Move.parse(text))
    assert window.position.turned_allowed()
    assert ORIENTATIONS[window.hand_orientation] == "NW"
    assert window.panel.turn_buttons[0].property("available") is True
    qtbot.keyClick(board, Qt.Key.Key_F)
    assert ORIENTATIONS[window.hand_orientation] == "EW"
    qtbot.keyClick(board, Qt.Key.Key_T)
    assert ORIENTATIONS[window.hand_orientation] == "NS"
    click_move(qtbot, window, "C2")
    assert str(window.game.moves[-1]) == "C2:NS"


def test_turn_refused_when_the_tile_fits_as_dealt(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    hand = window.hand_orientation
    qtbot.keyClick(window.board, Qt.Key.Key_T)
    assert window.hand_orientation == hand
    assert "may not be turned" in window.message
    assert window.panel.turn_buttons[0].property("available") is False


def test_refusals_name_no_rule_numbers(qtbot, tmp_path):
    """Help ▸ Rules shows no numbers: a refusal gives the plain reason, with no "rule 4.5"."""
    window = make_window(qtbot, tmp_path)
    start(window)
    qtbot.keyClick(window.board, Qt.Key.Key_T)  # the first tile, before it is placed
    assert window.message == "The first tile is placed as dealt (NS)."
    click_move(qtbot, window, "@0")
    qtbot.keyClick(window.board, Qt.Key.Key_T)
    assert "may not be turned" in window.message and "rule" not in window.message


def test_hover_shows_ghost_and_reason(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, highlight_legal=True)
    start(window)
    click_move(qtbot, window, "@0")
    legal = {p.cell for p in window.position.legal_moves()}
    assert window.board.state.legal == legal
    window.view.on_hover((0, 1))
    cell, orientation, ok = window.board.state.ghost
    assert cell == (0, 1) and orientation == window.position.hand
    assert ok == ((0, 1) in legal)
    window.view.on_hover((0, 2))
    assert window.board.state.ghost[2] is False
    assert "touch" in window.status_label.text() or "next to" in window.status_label.text()


def test_stuck_or_decided_games_are_reported(qtbot, tmp_path):
    # Conformance playthrough of case 1 ends with a full board and no win.
    window = make_window(qtbot, tmp_path)
    start(window, WIN_DEAL)
    finished = []
    window.gameFinished.connect(finished.append)
    for text in ["@0:NS", "A2:NE", "B1:NE", "A0:SW", "@3:NS", "C1:NS", "A1:NE", "C3:SW"]:
        assert window.play_move(Move.parse(text)) is not None
    assert window.position.outcome().status in ("lost", "stuck")
    assert finished and finished[0] in ("lost", "stuck") and len(finished) == 1
    assert "Lost" in window.panel.status.text() or "Stuck" in window.panel.status.text()
    assert window.commands.act_solvable.isEnabled()
    window.play.undo()
    window.play.redo()
    assert len(finished) == 1, "a finished game is recorded once"


def test_n_opens_the_new_game_dialog(qtbot, tmp_path):
    from PySide6.QtWidgets import QApplication

    from ui.app.dialogs.new_game import NewGameDialog

    window = make_window(qtbot, tmp_path)
    seen = []

    def fill_in():
        dialog = QApplication.activeModalWidget()
        seen.append(type(dialog))
        assert isinstance(dialog, NewGameDialog)
        dialog.variant.setCurrentIndex(2)  # 4x4 loop
        dialog.by_number.setChecked(True)
        dialog.number.setText("31337")
        dialog.accept()

    watch_later(100, fill_in)
    qtbot.keyClick(window.board, Qt.Key.Key_N)
    assert seen
    assert window.game.deal_number == 31337 and str(window.game.variant) == "4x4 loop"


def test_right_click_and_wheel_turn_when_allowed(qtbot, tmp_path):
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    window = make_window(qtbot, tmp_path)
    start(window, "SW EW SW ES ES NS EW NW NW")
    for text in ["@0:SW", "A0:EW", "B1:SW", "@1:ES", "B3:NS"]:
        window.play_move(Move.parse(text))
    board = window.board
    qtbot.mouseClick(board, Qt.MouseButton.RightButton, pos=board.cell_center((0, 0)))
    assert ORIENTATIONS[window.hand_orientation] == "NE"  # NW turned a quarter clockwise
    centre = QPointF(board.cell_center((0, 0)))
    event = QWheelEvent(
        centre,
        board.mapToGlobal(centre),
        QPoint(),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(board, event)
    assert ORIENTATIONS[window.hand_orientation] == "NW"


def test_decided_game_names_who_is_out_in_the_theme_colours(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, theme="uk")
    start(window, "SW EW SW ES ES NS EW NW NW")
    for text in ["@0:SW", "A0:EW", "B1:SW", "@1:ES", "B3:NS", "C2:NS"]:
        window.play_move(Move.parse(text))
    assert window.position.outcome().decided
    text = window.panel.status.text()
    assert "Decided" in text and "red" in text.lower() and "black" not in text.lower()
    assert window.commands.act_solvable.isEnabled()
