"""Typed moves: `B2:NE` or `B2` and Enter in the move box plays the move; bad text is refused
with a message that says what is wrong, and the text stays to be corrected."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui_helpers import FILL_BEFORE, FILL_MOVE, WIN_MOVES, make_window, start


def type_move(qtbot, window, text: str) -> None:
    qtbot.keyClick(window.board, Qt.Key.Key_M)  # the shortcut puts the keys in the box
    assert window.move_box.edit.hasFocus()
    qtbot.keyClicks(window.move_box.edit, text)
    qtbot.keyClick(window.move_box.edit, Qt.Key.Key_Return)


def test_a_whole_game_typed_wins(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    for text in WIN_MOVES:
        type_move(qtbot, window, text)
        assert str(window.position.moves[-1]) == text, window.message
        assert window.move_box.edit.text() == ""
    assert window.position.outcome().status == "won"


def test_cell_alone_plays_the_tile_as_held(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    type_move(qtbot, window, "@0")
    type_move(qtbot, window, "b1")  # lower case is read too
    assert [str(m) for m in window.position.moves] == ["@0:NS", "B1:NE"]


def test_letters_typed_in_the_box_do_not_fire_shortcuts(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    game = start(window)
    type_move(qtbot, window, "@0")
    qtbot.keyClick(window.board, Qt.Key.Key_M)
    qtbot.keyClicks(window.move_box.edit, "HUNT")  # H hint, U undo, N new game, T turn
    assert window.move_box.edit.text() == "HUNT"
    assert window.game is game and len(window.position.moves) == 1


def test_bad_text_is_refused_clearly_and_kept(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    type_move(qtbot, window, "@0")
    for text, words in [
        ("hello", "is not a move"),
        ("B2:XX", "XX"),
        ("A1", "already holds a tile"),
        ("Z9", "not next to the layout"),
        ("B1:EW", "may not be turned"),
    ]:
        window.move_box.edit.clear()
        type_move(qtbot, window, text)
        assert words in window.message and window.message_is_error, (text, window.message)
        assert window.move_box.edit.text() == text
        assert window.move_box.edit.selectedText() == text
        assert len(window.position.moves) == 1
    assert "Z9: Z9" not in window.message  # the cell is named once


def test_escape_gives_the_keys_back_to_the_board(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    qtbot.keyClick(window.board, Qt.Key.Key_M)
    qtbot.keyClick(window.move_box.edit, Qt.Key.Key_Escape)
    assert window.board.hasFocus()


def test_typed_move_waits_for_a_forced_space(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, auto_fill=False)
    start(window)
    for text in [*FILL_BEFORE, FILL_MOVE]:
        type_move(qtbot, window, text)
    assert window.pending
    type_move(qtbot, window, "C2")
    assert "forced space must be filled first" in window.message
