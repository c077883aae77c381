"""New Game's deal of the day and difficulty grades, through the real dialog and window."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import QApplication

from puzzles import GRADES, daily_deal, grade_deal
from solitaire.deal import deal_from_number
from solitaire.errors import TraxError
from solitaire.variant import Variant
from tests.ui_helpers import make_window, watch_later
from ui.app.dialogs.new_game import ANY_GRADE, NewGameDialog, read_spec
from ui.app.window.view import about_deal
from ui.common import solver_bridge


def _new_game_with(qtbot, window, fill_in: Callable[[NewGameDialog], None]) -> None:
    """Press N and fill in the modal New Game dialog from a timer, as a player would."""
    seen: list[NewGameDialog] = []

    def drive() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            watch_later(20, drive)
            return
        seen.append(dialog)
        fill_in(dialog)
        dialog.accept()

    watch_later(0, drive)
    qtbot.keyClick(window.board, Qt.Key.Key_N)
    assert seen, "the New Game dialog never opened"
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    window.board.setFocus()


def _daily(qtbot, window, variant_index: int, date: QDate) -> int:
    old = window.game

    def fill_in(dialog: NewGameDialog) -> None:
        dialog.variant.setCurrentIndex(variant_index)
        dialog.date.setDate(date)  # picking a date chooses the deal of the day
        assert dialog.daily.isChecked()

    _new_game_with(qtbot, window, fill_in)
    qtbot.waitUntil(lambda: window.game is not old, timeout=20_000)
    assert window.game.deal_number is not None
    return window.game.deal_number


@pytest.mark.parametrize("variant_index", [0, 2])
def test_deal_of_the_day_is_the_same_for_a_date_and_differs_between_dates(
    qtbot, tmp_path, variant_index: int
) -> None:
    window = make_window(qtbot, tmp_path)
    variant = (Variant(3, "line"), Variant(4, "line"), Variant(4, "loop"))[variant_index]
    day = QDate(2026, 3, 14)
    first = _daily(qtbot, window, variant_index, day)
    assert window.game.variant == variant
    assert first == daily_deal(variant, "2026-03-14").number
    assert "Deal of the day" in window.panel.about_deal.text()
    assert "2026-03-14" in window.panel.about_deal.text()
    assert window.panel.about_deal.isVisible()
    assert not window.panel.stack.isVisible(), "the deal of the day is played hidden-stack"
    assert _daily(qtbot, window, variant_index, day) == first
    other = _daily(qtbot, window, variant_index, day.addDays(1))
    assert other != first
    assert other == daily_deal(variant, "2026-03-15").number


def test_dialog_shows_the_date_and_each_grade_with_its_meaning(qtbot) -> None:
    dialog = NewGameDialog(None, Variant(3, "line"))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.date.date().toString("yyyy-MM-dd") == daily_deal(Variant(3), None).date
    assert "today" in dialog.date_text.text()
    names = [dialog.grade.itemText(i) for i in range(dialog.grade.count())]
    assert names == [ANY_GRADE, *GRADES]
    for index, name in enumerate(names[1:], start=1):
        tip = dialog.grade.itemData(index, Qt.ItemDataRole.ToolTipRole)
        assert GRADES[name] in tip
        if dialog.grade.model().item(index).isEnabled():
            dialog.grade.setCurrentIndex(index)
            assert dialog.grade_text.text() == GRADES[name] and dialog.grade_text.isVisible()
            assert dialog.grade.toolTip() == GRADES[name]
            assert not dialog.solvable.isEnabled()
    dialog.grade.setCurrentIndex(0)
    assert dialog.solvable.isEnabled()


def test_read_spec_daily_and_grades() -> None:
    v = Variant(4, "loop")
    spec = read_spec(v, "daily", "", "", False, date="2026-01-31")
    assert spec.daily == "2026-01-31" and spec.grade is None
    assert read_spec(v, "random", "", "", True, grade="Fair").grade == "Fair"
    assert read_spec(v, "random", "", "", True, grade=ANY_GRADE).grade is None
    with pytest.raises(TraxError, match="not a date"):
        read_spec(v, "daily", "", "", False, date="31/01/2026")
    with pytest.raises(TraxError, match="not a grade"):
        read_spec(v, "random", "", "", False, grade="Easyish")


@pytest.mark.parametrize("grade", ["Hopeless", "Gentle"])
def test_graded_deal_request_ends_with_a_deal_of_that_grade(qtbot, tmp_path, grade) -> None:
    if grade == "Gentle":
        # Gentle is told from Fair by the fair-play solver when it is there (its 3x3 table is
        # built once per test session, about 20 s).
        pytest.importorskip("solver.tables.play")
    window = make_window(qtbot, tmp_path)
    old = window.game

    def fill_in(dialog: NewGameDialog) -> None:
        dialog.variant.setCurrentIndex(0)  # 3x3 line
        dialog.grade.setCurrentText(grade)
        dialog.random.setChecked(True)

    _new_game_with(qtbot, window, fill_in)
    assert window.busy.isVisible() or window.game is not old, "the search shows it is busy"
    qtbot.waitUntil(lambda: window.game is not old, timeout=120_000)
    number = window.game.deal_number
    variant = window.game.variant
    assert variant == Variant(3, "line")
    assert grade_deal(variant, deal_from_number(3, number)).grade == grade
    about = window.panel.about_deal.text()
    assert grade in about and GRADES[grade] in about
    qtbot.waitUntil(lambda: not window.busy.isVisible())
    # Deal again deals another deal of the same grade.
    old = window.game
    window.commands.act_deal_again.trigger()
    qtbot.waitUntil(lambda: window.game is not old, timeout=120_000)
    assert grade_deal(variant, deal_from_number(3, window.game.deal_number)).grade == grade


def test_a_new_game_cancels_a_graded_search(qtbot, tmp_path, monkeypatch) -> None:
    started = threading.Event()
    stopped = threading.Event()

    def slow(variant, grade, cancel=None, progress=None, seed=None):  # noqa: ANN001, ANN202
        started.set()
        for _ in range(300):
            if cancel is not None and cancel.is_set():
                stopped.set()
                raise solver_bridge.Cancelled()
            time.sleep(0.01)
        return 12345

    monkeypatch.setattr(solver_bridge, "find_graded_deal", slow)
    window = make_window(qtbot, tmp_path)
    window.games.new_graded(Variant(4, "line"), "Fair")
    assert started.wait(5)
    assert window.busy.isVisible() and window.stop.isVisible()
    old = window.game
    window.games.new_game(Variant(3, "line"))  # an ordinary new game
    assert not window.runner.busy and not window.busy.isVisible()
    assert stopped.wait(5), "the search was not asked to stop"
    qtbot.wait(100)
    assert window.game is not old and window.game.deal_number != 12345
    assert about_deal(window.session) == "" and window.table.deal_grade is None
    # Stop in the status bar cancels too.
    window.games.new_graded(Variant(4, "line"), "Fair")
    qtbot.waitUntil(window.stop.isVisible)
    current = window.game
    qtbot.mouseClick(window.stop, Qt.MouseButton.LeftButton)
    assert not window.runner.busy
    qtbot.wait(100)
    assert window.game is current and "Stopped" in window.message
