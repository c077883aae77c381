"""Messages say what is true now: a rule error goes once the player does the right thing, and
click-to-fill says it waits for a click."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui_helpers import FILL_BEFORE, FILL_MOVE, click_move, make_window, start


def test_click_to_fill_waits_for_a_click_and_clears_the_error(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, auto_fill=False)
    start(window)
    for move in FILL_BEFORE:
        click_move(qtbot, window, move)
    click_move(qtbot, window, FILL_MOVE)
    assert window.pending
    status = window.panel.status.text()
    assert "being filled" not in status and "click it" in status, status
    forced = window.pending[0].cell
    wrong = (
        next(p.cell for p in window.position.legal_moves() if p.cell != forced)
        if window.position.legal_moves()
        else (forced[0] + 5, forced[1])
    )
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(wrong))
    assert "must be filled first" in window.message and window.message_is_error
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(forced))
    assert not window.pending
    assert "must be filled first" not in window.panel.message.text()
    assert not window.message_is_error


def test_illegal_click_error_goes_after_a_legal_move(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    occupied = window.position.cell_of(window.position.moves[0].__class__.parse("A1"))
    qtbot.mouseClick(
        window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(occupied)
    )
    assert window.message_is_error and "already holds a tile" in window.message
    click_move(qtbot, window, "B1")
    assert not window.message_is_error and "already" not in window.panel.message.text()


def test_played_names_the_cell_as_it_is_labelled_after_the_move(qtbot, tmp_path):
    """The labels move with the frame: "@0" is A1 once the first tile lies there. The message
    names both, so the player never sees a name the board no longer shows; a move whose cell
    keeps its label is named once."""
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0:NS")
    assert window.message == "Played @0:NS (that cell is now A1)."
    cell = next(p for p in window.position.legal_moves() if not str(p.move).startswith("@"))
    click_move(qtbot, window, str(cell.move))
    assert window.message.startswith(f"Played {cell.move}") and "now" not in window.message
