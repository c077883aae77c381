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
    for shown in (window.message, window.panel.message.text(), window._status_label.full_text()):
        assert "Hint" not in shown and "Press H again" not in shown
    qtbot.keyClick(window.board, Qt.Key.Key_H)  # the hint again, and its words with it
    assert window.session.hint_mode == 1 and window.message.startswith("Hint:")
