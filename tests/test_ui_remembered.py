"""What the app remembers between runs: the "only solvable deals" preference (and new random
deals honour it), the window's size and position, and the last variant played."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QMainWindow

from solitaire.game import Game
from solitaire.variant import Variant
from tests.ui_helpers import make_window
from ui.app.preferences import Preferences, remember_window
from ui.common import solver_bridge


def real_prefs(tmp_path) -> Preferences:
    settings = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    prefs = Preferences(settings)
    prefs.animation_ms = 0
    return prefs


def new_window(qtbot, prefs: Preferences, tmp_path):
    from ui.app.window.main_window import MainWindow

    window = MainWindow(prefs=prefs, stats_path=tmp_path / "stats.sqlite3")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_solvable_only_preference_deals_proven_deals(qtbot, tmp_path, monkeypatch):
    asked = []

    def find(variant, cancel, progress, *rest):
        asked.append(variant)
        return 42, ["@0"]

    monkeypatch.setattr(solver_bridge, "find_solvable_deal", find)
    prefs = real_prefs(tmp_path)
    prefs.solvable_only = True
    window = new_window(qtbot, prefs, tmp_path)
    # The first deal of a run already honours the preference.
    qtbot.waitUntil(lambda: window.game.deal_number == 42, timeout=10_000)
    assert window.commands.act_solvable_only.isChecked() and window.table.solvable is True
    window.start_game(Game.from_number(Variant(3, "line"), 7))
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(window.board, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # Deal again
    qtbot.waitUntil(lambda: window.game.deal_number == 42, timeout=10_000)
    assert len(asked) == 2
    window.commands.act_solvable_only.trigger()  # unticked in the menu: kept in the preferences
    assert prefs.solvable_only is False


def test_the_menu_choice_is_saved_and_read_back(qtbot, tmp_path):
    prefs = real_prefs(tmp_path)
    window = new_window(qtbot, prefs, tmp_path)
    assert not window.commands.act_solvable_only.isChecked()
    window.commands.act_solvable_only.trigger()  # Game > Deal only solvable deals
    prefs.sync()
    again = Preferences(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))
    assert again.solvable_only is True


def test_last_variant_is_dealt_at_the_next_start(qtbot, tmp_path):
    prefs = real_prefs(tmp_path)
    window = new_window(qtbot, prefs, tmp_path)
    window.start_game(Game.from_number(Variant(4, "loop"), 9))
    window.close()
    prefs.sync()
    again = Preferences(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))
    assert again.last_variant == "4x4 loop"
    second = new_window(qtbot, again, tmp_path)
    assert second.game.variant == Variant(4, "loop")


def test_window_size_and_position_are_remembered(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)
    first = QMainWindow()
    qtbot.addWidget(first)
    assert remember_window(first, settings) is False  # nothing stored yet
    first.resize(700, 520)
    first.move(QPoint(40, 30))
    first.show()
    qtbot.waitExposed(first)
    first.close()
    second = QMainWindow()
    qtbot.addWidget(second)
    assert remember_window(second, settings) is True
    second.show()
    qtbot.waitExposed(second)
    assert (second.width(), second.height()) == (700, 520)
    assert second.pos() == first.pos()


def test_damaged_geometry_is_ignored(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "window.ini"), QSettings.Format.IniFormat)
    settings.setValue("window/geometry", "not a geometry")
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(640, 480)
    assert remember_window(window, settings) is False
    assert (window.width(), window.height()) == (640, 480)


def test_helpers_window_keeps_defaults(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert (
        window.settings.solvable_only is False and not window.commands.act_solvable_only.isChecked()
    )
