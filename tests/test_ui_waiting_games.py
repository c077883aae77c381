"""Issue 26, the player's data, items 3 to 5: games that wait for a locked or unwritable
statistics file, seen in the real window (Statistics after a lock, a read-only data folder)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from PySide6.QtCore import Qt

from solitaire.deal import parse_deal
from solitaire.game import Game
from solitaire.variant import Variant
from tests.test_ui_statistics_files import games_in
from tests.ui_helpers import WIN_DEAL, WIN_MOVES, Boxes, click_move, make_window


def open_statistics(qtbot, window):
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.files.statistics_dialog is not None, timeout=10000)
    return window.files.statistics_dialog


def win_a_random_deal(qtbot, window) -> None:
    """The winning line, by clicks, on the known deal dealt as a random one (counted)."""
    window.start_game(Game(Variant(3, "line"), parse_deal(WIN_DEAL, 3)), source="random")
    for text in WIN_MOVES:
        click_move(qtbot, window, text)
    assert window.position.outcome().status == "won"


def test_statistics_after_a_lock_is_released_show_the_game_at_once(
    qtbot, tmp_path: Path, boxes: Boxes
) -> None:
    """Item 4: the lock is gone; the first Statistics window opened shows the game that
    waited (Played 1), not Played 0 with "1 finished game waits", and the banner says it is
    recorded now."""
    path = tmp_path / "stats.sqlite3"
    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.stats_link._store is not None)
    window.stats_link.retry.setInterval(3_600_000)  # the player is quicker than the timer
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    win_a_random_deal(qtbot, window)
    assert "1 game waits" in window.message
    other.execute("ROLLBACK")
    other.close()
    dialog = open_statistics(qtbot, window)
    page = dialog.pages["3x3 line"]
    assert page.figures["played"].text() == "1", page.figures["played"].text()
    assert page.figures["won"].text() == "1"
    assert dialog.waiting.isHidden(), dialog.waiting.text()
    assert "now recorded" in window.file_notice.text()
    dialog.close()
    assert games_in(path) == ["won"]
    window.close()


def test_while_the_file_is_locked_the_figures_say_a_game_is_missing(
    qtbot, tmp_path: Path, boxes: Boxes
) -> None:
    """Item 4: a game still waiting is not in the figures: the window says so beside them."""
    path = tmp_path / "stats.sqlite3"
    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.stats_link._store is not None)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    try:
        win_a_random_deal(qtbot, window)
        dialog = open_statistics(qtbot, window)
        assert not dialog.waiting.isHidden()
        assert "not counted in the figures yet" in dialog.waiting.text(), dialog.waiting.text()
        dialog.close()
    finally:
        other.execute("ROLLBACK")
        other.close()
    window.close()
