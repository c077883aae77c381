"""Words a new player meets, checked in the real window by keys: the Preferences dialog
(Ctrl+,) shows every choice whole and names the themes as the View menu does."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox

from tests.ui_helpers import show_window, watch_later


def _window_with_real_preferences(qtbot, tmp_path: Path):
    from ui.app.preferences import Preferences
    from ui.app.window.main_window import MainWindow

    settings = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    window = MainWindow(prefs=Preferences(settings), stats_path=tmp_path / "stats.sqlite3")
    return show_window(qtbot, window)


def _with_preferences(qtbot, window, look) -> list[object]:
    """Press Ctrl+, and call `look` on the open Preferences dialog; it is then cancelled."""
    from ui.app.preferences import PreferencesDialog

    seen: list[object] = []

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PreferencesDialog):
            watch_later(20, poll)
            return
        seen.append(look(dialog))
        dialog.reject()

    watch_later(0, poll)
    qtbot.keyClick(window.board, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    assert seen, "the Preferences dialog never opened"
    return seen


def test_preferences_show_each_choice_whole_and_the_view_menus_theme_names(qtbot, tmp_path):
    window = _window_with_real_preferences(qtbot, tmp_path)

    def look(dialog) -> tuple[list[str], list[str]]:
        cut = [
            box.text()
            for box in dialog.findChildren(QCheckBox)
            if box.isVisible() and box.width() < box.sizeHint().width()
        ]
        return cut, [dialog.theme.itemText(i) for i in range(dialog.theme.count())]

    [(cut, themes)] = _with_preferences(qtbot, window, look)
    assert cut == []
    view = next(a.menu() for a in window.menuBar().actions() if a.text() == "&View")
    in_menu = {a.text() for m in view.actions() if m.menu() for a in m.menu().actions()}
    in_menu |= {a.text() for a in view.actions()}
    assert themes and set(themes) <= in_menu, (themes, in_menu)


def test_tiles_shown_ahead_says_standard_not_printed_rules(qtbot, tmp_path):
    """A new player has no printed rules: the setting names 1 as the standard game, in
    Preferences (Ctrl+,) and in Statistics (Ctrl+I)."""
    window = _window_with_real_preferences(qtbot, tmp_path)

    def look(dialog) -> list[str]:
        box = dialog.tiles_ahead
        return [box.itemText(i) for i in range(box.count())]

    [choices] = _with_preferences(qtbot, window, look)
    assert "1 – standard (next tile shown)" in choices
    show_window(qtbot, window)  # active again after the closed dialog
    qtbot.keyClick(window.board, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.files.statistics_dialog is not None)
    dialog = window.files.statistics_dialog
    boxes = [b for b in dialog.findChildren(QComboBox) if b.accessibleName() == "Tiles shown ahead"]
    shown = [b.itemText(i) for b in boxes for i in range(b.count())]
    assert "1 – standard (next tile shown)" in shown
    assert not [text for text in choices + shown if "printed" in text]
    assert "printed" not in dialog.findChildren(QComboBox)[0].toolTip()
    dialog.close()
