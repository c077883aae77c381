"""Issue 15, "What a first hour met": what a new player meets while playing (items 3, 4, 5),
tried in the real window with clicks and keys."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui_helpers import click_move, make_window, start


def test_hint_text_goes_with_the_hint(qtbot, tmp_path) -> None:
    """H shows the hint, H the heat map, H hides it: then neither the side panel nor the status
    bar still says "Hint: ... Press H again for every move." (item 4)."""
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0:NS")
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.message.startswith("Hint:"), timeout=20000)
    assert "Press H again" in window.panel.message.text().replace("\u200b", "")
    assert window.session.hint_mode == 1
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    assert window.session.hint_mode == 2
    assert "Hint:" not in window.message and "heat map" in window.message.lower()
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    assert window.session.hint_mode == 0
    assert window.message == "Heat map hidden. H shows the best moves again."  # not a blank
    for shown in (window.message, window.panel.message.text(), window.status_label.full_text()):
        assert "Hint" not in shown and "Press H again" not in shown
    qtbot.keyClick(window.board, Qt.Key.Key_H)  # the hint again, and its words with it
    assert window.session.hint_mode == 1 and window.message.startswith("Hint:")


def _hover(qtbot, window, cell) -> str:
    qtbot.mouseMove(window.board, window.board.cell_center(cell))
    qtbot.waitUntil(lambda: window.view.hover == cell, timeout=2000)
    return window.status_label.full_text()


def test_cells_two_beyond_the_layout_are_named_truthfully(qtbot, tmp_path) -> None:
    """After @0:NS the board shows cells two beyond the tile. Hovering or clicking them never
    names them '@1' (that is the cell beside the tile) or 'C-1', 'B-1', '@-1' (no such labels):
    they are "not next to the layout" (item 3)."""
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0:NS")
    tile = next(iter(window.position.tiles))
    row, col = tile
    west2, north2 = (row, col - 2), (row - 2, col)
    assert west2 in _region_cells(window) and north2 in _region_cells(window)
    bad = ("@1", "C-1", "B-1", "@-1", "A-1")
    for cell in (west2, north2, (row - 2, col - 1), (row - 2, col + 1)):
        said = _hover(qtbot, window, cell)
        assert "not next to the layout" in said, said
        assert not any(label in said for label in bad), said
        qtbot.mouseClick(
            window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(cell)
        )
        assert "not next to the layout" in window.message, window.message
        assert not any(label in window.message for label in bad), window.message
        assert len(window.position.tiles) == 1
    # The cell beside the tile is the one called @1, and hovering it says so.
    assert _hover(qtbot, window, (row, col - 1)).startswith("@1")
    assert _hover(qtbot, window, tile).startswith("A1: a placed")


def _region_cells(window) -> set[tuple[int, int]]:
    top, bottom, left, right = window.board.state.region
    return {(r, c) for r in range(top, bottom + 1) for c in range(left, right + 1)}


def test_try_again_from_a_numbered_deal_says_practice_from_that_deal(qtbot, tmp_path) -> None:
    """Review of numbered deal #12345, then "Try again from here": the panel says "Practice
    from deal #12345", never "Deal (typed in)" (item 5)."""
    from solitaire.game import Game
    from solitaire.variant import Variant

    window = make_window(qtbot, tmp_path)
    window.games.new_game(Variant(3), number=12345)
    assert window.panel.subtitle.text() == "Deal #12345"
    first = window.position.legal_moves()[0]
    qtbot.mouseClick(
        window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(first.cell)
    )
    second = window.position.legal_moves()[0]
    click_move(qtbot, window, str(second.move))
    assert len(window.game.moves) == 2
    qtbot.keyClick(
        window.board,
        Qt.Key.Key_R,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: window.review.review_dialog is not None)
    dialog = window.review.review_dialog
    qtbot.waitUntil(lambda: dialog.analysis is not None or dialog.error is not None, timeout=60000)
    qtbot.waitUntil(dialog.try_button.isEnabled)
    qtbot.mouseClick(dialog.try_button, Qt.MouseButton.LeftButton)
    assert window.table.practising
    assert window.game.deal_number == 12345
    assert window.game.deal == Game.from_number(Variant(3), 12345).deal
    shown = window.panel.subtitle.text()
    assert shown == "Practice from deal #12345", shown
    assert "typed in" not in shown.lower() and "typed in" not in window.windowTitle()
    assert "#12345" in window.windowTitle()
