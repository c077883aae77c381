"""Issue 15, "What a first hour met": the player's files (items 1, 2, 7), tried in the real
window with files really locked by another process, damaged, or unwritable."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from tests.test_ui_statistics_files import corrupt, games_in, win_by_clicks
from tests.ui_helpers import Boxes, make_window, show_window, watch_later
from ui.data.statistics import StatisticsStore

No = QMessageBox.StandardButton.No

HOLD_LOCK = """
import sqlite3, sys
connection = sqlite3.connect(sys.argv[1], isolation_level=None)
connection.execute("BEGIN EXCLUSIVE")
print("locked", flush=True)
sys.stdin.readline()
connection.execute("ROLLBACK")
"""


def three_games(path: Path) -> None:
    with StatisticsStore(path) as store:
        for number, won in ((1, True), (2, True), (3, False)):
            store.record_game("3x3 line", won, 0, 7, "NS " * 9, number=number)


def open_statistics(qtbot, window):
    qtbot.keyClick(window.board, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.files.statistics_dialog is not None, timeout=10000)
    return window.files.statistics_dialog


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


# -- item 1: a data folder where nothing can be written ----------------------------------------


def _immutable(folder: Path) -> bool:
    """Make `folder` unwritable even for root (chattr +i), or by permissions for anyone else."""
    folder.mkdir(parents=True)
    if os.geteuid() != 0:
        folder.chmod(0o555)
        return True
    if shutil.which("chattr") is None:
        return False
    done = subprocess.run(["chattr", "+i", str(folder)], capture_output=True, check=False)
    return done.returncode == 0


@pytest.fixture(params=["read-only folder", "path through a file"])
def unwritable(request, tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A data folder in which nothing can be written, really: an immutable (or read-only)
    folder, or a folder whose path runs through a regular file (mkdir fails)."""
    if request.param == "read-only folder":
        folder = tmp_path / "read-only"
        if not _immutable(folder):
            pytest.skip("no way to make a folder read-only here")
    else:
        (tmp_path / "a-file").write_text("not a folder\n")
        folder = tmp_path / "a-file" / "data"
    with pytest.raises(OSError):
        (folder / "probe").write_text("x")
    monkeypatch.setenv("TRAX_SOLITAIRE_DATA_DIR", str(folder))
    yield folder
    if request.param == "read-only folder":
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(folder)], check=False)
        else:
            folder.chmod(0o755)


def answer(button_text: str, seen: list[str]) -> None:
    """Click `button_text` in the next modal message box (when it shows), keeping its text."""

    def click() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            watch_later(20, click)
            return
        seen.append(box.text())
        (button,) = [b for b in box.buttons() if b.text() == button_text]
        button.click()

    watch_later(0, click)


def window_on(qtbot, folder: Path):
    from tests.ui_helpers import prefs
    from ui.app.window.main_window import MainWindow

    window = MainWindow(prefs=prefs(), stats_path=folder / "statistics.sqlite3")
    return show_window(qtbot, window)


def test_nothing_writable_is_said_at_once_and_finished_games_are_saved_elsewhere(
    qtbot, tmp_path: Path, boxes: Boxes, unwritable: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Item 1: with a data folder where nothing can be written, the window says so plainly
    at the start; a finished game is not called "kept"; quitting asks first; the player saves
    the game elsewhere with a file dialog, and that file records it later."""
    window = window_on(qtbot, unwritable)
    qtbot.waitUntil(lambda: bool(boxes.shown), timeout=5000)  # at once, before any play
    assert len(boxes.shown) == 1 and "Nothing can be saved" in boxes.shown[0]
    assert str(unwritable) in boxes.shown[0] and "Errno" not in boxes.shown[0]
    assert "Nothing can be saved" in window.message
    win_by_clicks(qtbot, window)
    assert "cannot be recorded or kept" in window.message, window.message
    assert "kept meanwhile" not in window.message
    assert "Save finished games elsewhere" in window.message
    dialog = open_statistics(qtbot, window)  # the Statistics window does not call it kept
    assert "only this session holds it" in dialog.waiting.text(), dialog.waiting.text()
    dialog.close()

    seen: list[str] = []
    answer("Cancel", seen)
    window.close()
    assert seen and "Quitting now loses it" in seen[0]
    assert window.isVisible()  # the player stays, the game with them

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    asked: list[str] = []

    def choose(parent, caption, suggested, *args, **kwargs):
        asked.append(suggested)
        return str(elsewhere / Path(suggested).name), "Waiting games (*.json)"

    monkeypatch.setattr(QFileDialog, "getSaveFileName", choose)
    answer("Save them elsewhere…", seen)
    window.close()
    assert len(seen) == 2 and asked
    assert not window.isVisible()  # saved: quitting loses nothing
    (saved,) = elsewhere.iterdir()
    assert saved.name.startswith("trax-solitaire-finished-games-")
    assert any("File ▸ Import saved games…" in text for text in boxes.shown)  # in a box

    # Later, with a folder that can be written, File ▸ Open on the saved file records it.
    later = tmp_path / "later"
    later.mkdir()
    again = window_on(qtbot, later)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    qtbot.keyClick(again.board, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert "Imported 1 finished game" in again.message, again.message
    again.close()
    assert games_in(later / "statistics.sqlite3") == ["won"]


def test_quitting_without_the_games_is_the_players_choice(
    qtbot, tmp_path: Path, boxes: Boxes, unwritable: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The File menu saves the waiting games elsewhere at any time; "Quit without them"
    quits (item 1)."""
    window = window_on(qtbot, unwritable)
    qtbot.waitUntil(lambda: bool(boxes.shown), timeout=5000)
    win_by_clicks(qtbot, window)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: ("", ""))
    window.commands.act_save_waiting.trigger()  # cancelled: nothing said, nothing saved
    assert window.outcomes.statistics_store().only_in_memory == 1
    seen: list[str] = []
    answer("Quit without them", seen)
    window.close()
    assert seen and not window.isVisible()
