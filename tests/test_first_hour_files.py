"""Issue 15, "What a first hour met": the player's files (items 1, 2, 7), tried in the real
window with files really locked by another process, damaged, or unwritable."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from tests.test_ui_statistics_files import Boxes, corrupt
from tests.ui_helpers import make_window
from ui.statistics import StatisticsStore

No = QMessageBox.StandardButton.No

HOLD_LOCK = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
connection.execute("ROLLBACK")
"""


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> Boxes:
    fake = Boxes()
    monkeypatch.setattr(QMessageBox, "question", fake.question)
    monkeypatch.setattr(QMessageBox, "information", fake.note)
    monkeypatch.setattr(QMessageBox, "warning", fake.note)
    return fake


def three_games(path: Path) -> None:
    with StatisticsStore(path) as store:
        for number, won in ((1, True), (2, True), (3, False)):
            store.record_game("3x3 line", won, 0, 7, "NS " * 9, number=number)


def open_statistics(qtbot, window):
    qtbot.keyClick(window.board, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.statistics_dialog is not None, timeout=10000)
    return window.statistics_dialog


def assert_no_figure_is_zero(dialog) -> None:
    for name, page in dialog.pages.items():
        shown = {key: label.text() for key, label in page.figures.items()}
        assert all(text not in ("0", "0%", "–") for text in shown.values()), (name, shown)
        assert not page.empty.isHidden() and "cannot be read" in page.empty.text()
        assert "No games" not in page.empty.text()
        assert page.table.isHidden()


def test_a_locked_file_shows_figures_that_cannot_be_read_not_zeros(
    qtbot, tmp_path: Path, boxes: Boxes
) -> None:
    """Another process holds an exclusive transaction on the statistics file: the Statistics
    window says the figures cannot be read, never Played 0, Won 0 (item 2). Once the lock is
    gone, the figures are the file's."""
    path = tmp_path / "stats.sqlite3"
    three_games(path)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD_LOCK, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout.readline().strip() == "locked"
        window = make_window(qtbot, tmp_path)
        dialog = open_statistics(qtbot, window)
        assert_no_figure_is_zero(dialog)
        assert "in use by another program" in dialog.pages["3x3 line"].empty.text()
    finally:
        holder.stdin.write("\n")
        holder.stdin.flush()
        holder.wait(10)
    dialog.refresh()
    page = dialog.pages["3x3 line"]
    assert page.figures["played"].text() == "3" and page.figures["won"].text() == "2"
    assert not page.table.isHidden() and page.table.rowCount() == 3
    assert dialog.pages["4x4 loop"].empty.text().startswith("No games")
    dialog.close()


def test_a_damaged_file_kept_shows_figures_that_cannot_be_read_not_zeros(
    qtbot, tmp_path: Path, boxes: Boxes
) -> None:
    """The player keeps a damaged statistics file (No to moving it aside): the Statistics
    window says the figures cannot be read and why, never zeros (item 2)."""
    path = tmp_path / "stats.sqlite3"
    content = corrupt(path)
    boxes.answers.append(No)
    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: len(boxes.shown) == 1)
    dialog = open_statistics(qtbot, window)
    assert_no_figure_is_zero(dialog)
    assert "damaged" in dialog.pages["4x4 loop"].empty.text()
    dialog.close()
    assert path.read_bytes() == content
