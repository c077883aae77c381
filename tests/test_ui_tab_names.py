"""Every window and dialog by keyboard and screen reader (issue 32): Tab and Shift+Tab reach
every control and come back where they began (tables take the arrows, Tab leaves them and keeps
the selected row), every control that takes the focus has an accessible name (not only its
value), and the dialogs' Tab order follows the screen."""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from tests.focus_check import (
    accessible_name,
    focusable,
    out_of_screen_order,
    tab_cycle,
    unnamed,
    unreached,
)
from tests.ui_helpers import make_window, start


def _shown(qtbot, dialog: QWidget) -> QWidget:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _lost_game_window(qtbot, tmp_path):
    from test_ui_review import LOSE, play

    from solitaire.variant import Variant
    from ui.common import solver_bridge

    solver_bridge.prepare_table(Variant(3), build=True)
    window = make_window(qtbot, tmp_path)
    start(window)
    play(qtbot, window, LOSE)
    return window


def _statistics(qtbot, window) -> QWidget:
    window.commands.act_stats.trigger()
    qtbot.waitUntil(lambda: window.files.statistics_dialog is not None)
    dialog = window.files.statistics_dialog
    qtbot.waitExposed(dialog)
    return dialog


def windows(qtbot, tmp_path) -> Iterator[tuple[str, QWidget]]:
    """Each window and dialog of the app (About apart: it is modal), open in turn; the main
    window after a lost game (its after-game buttons shown) and in the tutorial."""
    from test_ui_review import wait_review

    from ui.app.dialogs.help import HelpWindow
    from ui.app.dialogs.new_game import NewGameDialog
    from ui.app.dialogs.puzzle import PuzzleDialog
    from ui.app.preferences import Preferences, PreferencesDialog

    window = _lost_game_window(qtbot, tmp_path)
    yield "main window", window
    window.tutorial.open()
    yield "main window, tutorial", window
    window.tutorial.leave()
    yield "New game", _shown(qtbot, NewGameDialog())
    yield "Preferences", _shown(qtbot, PreferencesDialog(Preferences()))
    yield "Puzzles", _shown(qtbot, PuzzleDialog())
    yield "Help", _shown(qtbot, HelpWindow())
    statistics = _statistics(qtbot, window)
    yield "Statistics", statistics
    statistics.tabs.setCurrentWidget(statistics.rules)  # a page that scrolls: it takes focus
    yield "Statistics, how games count", statistics
    statistics.close()
    window.commands.act_review.trigger()
    yield "Review", wait_review(qtbot, window)


def _active(qtbot, top: QWidget) -> None:
    top.activateWindow()
    qtbot.waitUntil(top.isActiveWindow)
    if QApplication.focusWidget() is None or QApplication.focusWidget().window() is not top:
        focusable(top)[0].setFocus(Qt.FocusReason.TabFocusReason)


def test_tab_reaches_every_control_of_every_window_and_comes_back(qtbot, tmp_path, boxes):
    for name, top in windows(qtbot, tmp_path):
        _active(qtbot, top)
        assert len(focusable(top)) >= 2, name
        assert unreached(top) == [], name


def test_every_control_that_takes_the_focus_is_named(qtbot, tmp_path, boxes):
    for name, top in windows(qtbot, tmp_path):
        _active(qtbot, top)
        assert unnamed(top) == [], name


def test_the_dialogs_tab_order_follows_the_screen(qtbot, tmp_path, boxes):
    for name, top in windows(qtbot, tmp_path):
        if name.startswith("main window"):
            continue  # the board, its move box, then the panel beside them (test_ui_keyboard)
        _active(qtbot, top)
        corner = {w: w.mapTo(top, w.rect().topLeft()) for w in focusable(top)}
        first = min(corner, key=lambda w: (corner[w].y(), corner[w].x()))
        first.setFocus(Qt.FocusReason.TabFocusReason)
        assert out_of_screen_order(tab_cycle(top)) == [], name


def test_about_is_reached_and_named(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    seen: dict[str, object] = {}

    def look() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, look)
            return
        seen["unnamed"] = unnamed(box)
        seen["unreached"] = unreached(box)
        box.accept()

    QTimer.singleShot(0, look)
    window.commands.act_about.trigger()
    assert seen == {"unnamed": [], "unreached": []}


def test_tab_leaves_the_statistics_list_with_its_row_still_selected(qtbot, tmp_path, boxes):
    """Arrows move between games; Tab goes on to the buttons (Reset... has no other key) and
    Shift+Tab back, the row still selected, so Enter reviews it."""
    window = _lost_game_window(qtbot, tmp_path)
    statistics = _statistics(qtbot, window)
    _active(qtbot, statistics)
    table = statistics.pages["3x3 line"].table
    assert not table.tabKeyNavigation()
    table.setFocus(Qt.FocusReason.TabFocusReason)
    assert table.currentRow() == 0 and table.selectionModel().selectedRows()  # selected on entry
    reached = tab_cycle(statistics)
    assert statistics.reset_button in reached and statistics.review_button in reached
    assert QApplication.focusWidget() is table and table.currentRow() == 0
    assert [i.row() for i in table.selectionModel().selectedRows()] == [0]
    qtbot.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not table
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is table
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(table, Qt.Key.Key_Tab, ctrl)  # Ctrl+Tab: the next page, not the next cell
    assert statistics.tabs.currentIndex() == 1
    qtbot.keyClick(
        QApplication.focusWidget(), Qt.Key.Key_Backtab, ctrl | Qt.KeyboardModifier.ShiftModifier
    )
    assert statistics.tabs.currentIndex() == 0
    table.setFocus(Qt.FocusReason.TabFocusReason)
    assert [i.row() for i in table.selectionModel().selectedRows()] == [0]
    qtbot.keyClick(table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.review.review_dialog is not None, timeout=60_000)


def test_tab_reaches_try_again_from_the_review_moves(qtbot, tmp_path, boxes):
    from test_ui_review import wait_review

    window = _lost_game_window(qtbot, tmp_path)
    window.commands.act_review.trigger()
    review = wait_review(qtbot, window)
    _active(qtbot, review)
    review.table.setFocus(Qt.FocusReason.TabFocusReason)
    row = review.table.currentRow()
    qtbot.keyClick(review.table, Qt.Key.Key_Up)
    assert review.table.currentRow() == row - 1  # the arrows move in the table
    reached = tab_cycle(review)
    assert review.try_button in reached and review.try_button.isEnabled()
    assert review.table.currentRow() == row - 1
    assert accessible_name(review.table) == "The game's moves"


def test_f1_lands_on_the_named_help_read_as_plain_lines(qtbot, tmp_path):
    """F1 opens the help with the focus on its text, named by its title; the text a screen
    reader gets has no character of Qt's own (tables' U+FDD0 and U+FDD1) and reads each key
    with what it does, spaced."""
    from PySide6.QtGui import QAccessible

    window = make_window(qtbot, tmp_path)
    qtbot.keyClick(window.board, Qt.Key.Key_F1)
    help_window = window.files.help_window
    qtbot.waitExposed(help_window)
    help_window.activateWindow()
    qtbot.waitUntil(help_window.isActiveWindow)
    focus = QApplication.focusWidget()
    assert focus is help_window.browser
    assert accessible_name(focus) == "How to play Trax Solitaire"
    text = QAccessible.queryAccessibleInterface(focus).textInterface()
    read = text.text(0, text.characterCount())
    assert not {"\ufdd0", "\ufdd1"} & set(read)
    assert "Click: Place the tile in hand" in read
    assert "Arrow keys: Move the cursor" in read
    assert "Ctrl+N" in read
