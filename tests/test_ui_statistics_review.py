"""Review from the Statistics window's list, played by clicks and keys in the real main window
offscreen: the game finished is kept with the statistics, and its row opens the Review window
on it with the values of solver.analysis. Rows of older games (no record) and rows whose record
does not read back say why, never crash."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from solitaire.deal import parse_deal
from solitaire.record import parse_full_record
from solitaire.variant import Variant
from solver.analysis import analyse
from tests.test_ui_review import LOSE, play
from tests.ui_helpers import WIN_DEAL, make_window, start
from ui.common import solver_bridge
from ui.data.statistics_review import CAN_REVIEW, NO_RECORD

VARIANT = Variant(3)


@pytest.fixture(autouse=True)
def fair_play_table() -> None:
    solver_bridge.prepare_table(VARIANT, build=True)


@pytest.fixture
def warnings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []

    def warn(_parent, _title, text, *args, **kwargs):  # noqa: ANN001, ANN202
        said.append(text)
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", warn)
    return said


def open_statistics(qtbot, window):  # noqa: ANN001, ANN201
    """Ctrl+I in the main window; the Statistics window opens on the variant being played."""
    qtbot.keyClick(window.board, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.files.statistics_dialog is not None)
    dialog = window.files.statistics_dialog
    qtbot.waitExposed(dialog)
    assert dialog.current_variant() == str(VARIANT)
    return dialog


def click_row(qtbot, table, row: int, double: bool = False) -> None:  # noqa: ANN001
    where = table.visualItemRect(table.item(row, 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)
    if double:
        qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=where)


def wait_review(qtbot, window, over):  # noqa: ANN001, ANN201
    qtbot.waitUntil(lambda: window.review.review_dialog is not None)
    review = window.review.review_dialog
    assert review.parent() is over  # over the Statistics window, which stays open
    qtbot.waitUntil(lambda: review.analysis is not None or review.error is not None, timeout=60000)
    assert review.error is None
    return review


def close_review(qtbot, window) -> None:  # noqa: ANN001
    window.review.review_dialog.close()
    qtbot.waitUntil(lambda: window.review.review_dialog is None)


def test_review_a_finished_game_from_the_statistics_list(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    play(qtbot, window, LOSE)
    assert window.position.outcome().status == "lost"
    dialog = open_statistics(qtbot, window)
    page = dialog.pages[str(VARIANT)]
    assert page.table.rowCount() == 1 and not dialog.review_button.isEnabled()
    click_row(qtbot, page.table, 0)
    assert dialog.review_button.isEnabled() and dialog.review_button.toolTip() == CAN_REVIEW

    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    review = wait_review(qtbot, window, dialog)
    # The moves played, each with the values of solver.analysis for the stored record.
    stored, _ = parse_full_record(dialog.store.game_record(page.games[0].row_id))
    expected = analyse(VARIANT, parse_deal(WIN_DEAL, 3), LOSE)
    assert [str(m) for m in stored.moves] == LOSE
    shown = [review.table.item(row, 1).text() for row in range(review.table.rowCount() - 1)]
    assert shown == LOSE
    for got, want in zip(review.analysis.decisions, expected.decisions, strict=True):
        assert (got.best_value, got.played, got.loss, got.luck, got.mark) == pytest.approx(
            (want.best_value, want.played, want.loss, want.luck, want.mark), abs=1e-12
        )
    marks = [review.table.item(row, 4).text() for row in range(len(LOSE))]
    # a move with no winning move left shows "—" rather than the analysis' "best"
    assert marks == [d.mark if d.best_value else "—" for d in expected.decisions]
    assert review.current_index() == 3  # opened on the blunder, as after a game
    close_review(qtbot, window)

    click_row(qtbot, page.table, 0, double=True)  # a double-click on the row
    wait_review(qtbot, window, dialog)
    close_review(qtbot, window)
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_Return)  # Enter on the row
    review = wait_review(qtbot, window, dialog)
    assert dialog.isVisible()  # Enter reviewed the row; it did not close the window

    # Try again from here: a practice game in the main window, never counted.
    qtbot.mouseClick(review.try_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.files.statistics_dialog is None)
    assert [str(m) for m in window.game.moves] == LOSE[:3] and window.table.practising
    assert len(window.outcomes.statistics_store().games(VARIANT)) == 1


def test_an_older_game_without_its_record_says_why_it_cannot_be_reviewed(qtbot, tmp_path, warnings):
    window = make_window(qtbot, tmp_path)
    window.outcomes.statistics_store().record_game(VARIANT, True, 0, 7, WIN_DEAL)  # no record kept
    dialog = open_statistics(qtbot, window)
    table = dialog.pages[str(VARIANT)].table
    click_row(qtbot, table, 0)
    assert not dialog.review_button.isEnabled()
    assert dialog.review_button.toolTip() == NO_RECORD
    assert table.item(0, 0).toolTip() == NO_RECORD
    click_row(qtbot, table, 0, double=True)
    assert warnings == [NO_RECORD] and window.review.review_dialog is None


@pytest.mark.parametrize(
    ("record", "said"),
    [
        ("variant 3x3 line\ndeal NS NE\n", "cannot be read: line 2"),
        (f"variant 3x3 line\ndeal {WIN_DEAL}\nmove Z9:NS\n", "cannot be read: line 3"),
        ("\x00\x01 not a record", "cannot be read"),
        ("variant 4x4 loop\ndeal NS\n", "cannot be read"),
        ("variant 3x3 line\ndeal NE NS NE SW NS NS NE NE SW\n", "of another game"),
    ],
)
def test_a_damaged_record_in_a_row_shows_a_message(qtbot, tmp_path, warnings, record, said):
    window = make_window(qtbot, tmp_path)
    start(window)
    play(qtbot, window, LOSE)
    store = window.outcomes.statistics_store()
    with sqlite3.connect(store.path) as connection:
        connection.execute("UPDATE games SET record = ?", (record,))
    dialog = open_statistics(qtbot, window)
    table = dialog.pages[str(VARIANT)].table
    click_row(qtbot, table, 0)
    qtbot.mouseClick(dialog.review_button, Qt.MouseButton.LeftButton)
    assert len(warnings) == 1 and said in warnings[0], warnings
    assert "stays counted" in warnings[0]
    assert window.review.review_dialog is None and dialog.isVisible()


def test_a_game_that_waited_for_a_locked_file_keeps_its_record(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    store = window.outcomes.statistics_store()
    other = sqlite3.connect(store.path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    start(window)
    play(qtbot, window, LOSE)
    assert store.pending == 1 and "wait" in window.message
    other.execute("ROLLBACK")
    other.close()
    window.stats_link.flush()  # what the retry timer does once the file is free
    assert store.pending == 0
    dialog = open_statistics(qtbot, window)
    table = dialog.pages[str(VARIANT)].table
    click_row(qtbot, table, 0)
    qtbot.keyClick(table, Qt.Key.Key_Enter)
    review = wait_review(qtbot, window, dialog)
    assert [str(d.move) for d in review.analysis.decisions] == LOSE


def test_closing_the_statistics_window_closes_its_review(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    play(qtbot, window, LOSE)
    dialog = open_statistics(qtbot, window)
    table = dialog.pages[str(VARIANT)].table
    click_row(qtbot, table, 0, double=True)
    review = wait_review(qtbot, window, dialog)
    assert review.isVisible()
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)  # Esc closes the Statistics window
    qtbot.waitUntil(
        lambda: window.files.statistics_dialog is None and window.review.review_dialog is None
    )
    assert [str(m) for m in window.game.moves] == LOSE  # the game on the table is untouched
