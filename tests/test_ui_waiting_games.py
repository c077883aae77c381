"""Issue 26, the player's data, items 3 to 5: games that wait for a locked or unwritable
statistics file, seen in the real window (Statistics after a lock, a read-only data folder)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from solitaire.deal import parse_deal
from solitaire.game import Game
from solitaire.variant import Variant
from tests.test_first_hour_files import unwritable  # noqa: F401
from tests.test_ui_statistics_files import games_in
from tests.ui_helpers import (
    WIN_DEAL,
    WIN_MOVES,
    Boxes,
    click_move,
    make_window,
    never_asks,
    prefs,
    show_window,
    start,
    watch_later,
)
from ui.app.window.main_window import MainWindow


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


def answer_every_box(
    seen: list[str], button_text: str = "Play without saving", polls: int = 150, once: bool = False
) -> None:
    """Answer every modal message box that shows in the next `polls` x 20 ms with
    `button_text` once it has been open for half a second (a player reads it), keeping their
    texts in `seen`."""
    left, looked = [polls], [0]

    def look() -> None:
        box = QApplication.activeModalWidget()
        is_box = isinstance(box, QMessageBox)
        named = [b for b in box.buttons() if b.text() == button_text] if is_box else []
        if named:
            looked[0] += 1
        if named and looked[0] > 25:  # read for half a second
            looked[0] = 0
            seen.append(box.text())
            named[0].click()
            if once:
                return
        left[0] -= 1
        if left[0] > 0:
            watch_later(20, look)

    watch_later(0, look)


def test_a_read_only_folder_and_a_numbered_deal_say_it_once(
    qtbot,
    tmp_path: Path,
    unwritable: Path,  # noqa: F811 (the fixture)
) -> None:
    """Item 5: `--number 2` with a data folder where nothing can be saved: the warning comes
    once (it came twice), deal #2 is the only deal put on the table (a random one showed
    first), and the banner holds the statistics' newest word, not every old one."""
    from ui.app.start import open_window
    from ui.cli.game_id import game_request

    seen: list[str] = []
    answer_every_box(seen, polls=500)
    dealt: list[int | None] = []
    original = MainWindow.show

    def show(window: MainWindow) -> None:
        dealt.append(window.game.deal_number)  # the deal on the table as the window shows
        original(window)

    MainWindow.show = show  # type: ignore[method-assign]
    try:
        window = open_window(game_request(["--number", "2"], []))
    finally:
        MainWindow.show = original  # type: ignore[method-assign]
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: bool(seen), timeout=15000)
    qtbot.wait(1000)  # a second warning would come by now
    assert len(seen) == 1 and "Nothing can be saved" in seen[0], seen
    assert dealt == [2] and window.game.deal_number == 2
    for _ in range(3):  # games finish, each says how many wait: the banner keeps the last
        window.stats_link.message.emit("Statistics: a newer word.", True)
    notice = window.file_notice.text()
    assert notice.count("Statistics:") == 1, notice
    assert "Nothing can be saved" not in notice or notice.count("Nothing can be saved") == 1


def test_quitting_asks_before_losing_a_game_that_cannot_be_kept(
    qtbot,
    tmp_path: Path,
    boxes: Boxes,
    unwritable: Path,  # noqa: F811 (the fixture)
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Item 5: with nothing writable, quitting mid-game asks first; Cancel stays, "Save the
    game…" saves it as a game file that File ▸ Open takes back."""
    window = show_window(qtbot, MainWindow(prefs=prefs(), resume=True))
    qtbot.waitUntil(lambda: bool(boxes.shown), timeout=5000)
    start(window)
    for text in WIN_MOVES[:3]:
        click_move(qtbot, window, text)
    assert window.keeper.problem  # it could not be kept
    seen: list[str] = []
    answer_every_box(seen, "Cancel", polls=100, once=True)
    window.close()
    assert seen and "Quitting now loses it" in seen[0], seen
    assert window.isVisible()
    saved = tmp_path / "my-game.trax"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(saved), ""))
    answer_every_box(seen, "Save the game…", polls=100, once=True)
    window.close()
    assert not window.isVisible() and saved.exists()
    again = show_window(qtbot, MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    qtbot.keyClick(again.board, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert [str(m) for m in again.game.moves] == WIN_MOVES[:3]


def test_quitting_once_the_folder_can_be_written_again_asks_nothing_and_loses_nothing(
    qtbot, tmp_path: Path, boxes: Boxes, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The data folder could not be written (its path ran through a file); the player fixed
    it before quitting: the games that waited in memory and the game in progress are kept, and
    no question at quitting says they would be lost."""
    (tmp_path / "a-file").write_text("not a folder\n")
    folder = tmp_path / "a-file" / "data"
    monkeypatch.setenv("TRAX_SOLITAIRE_DATA_DIR", str(folder))
    window = show_window(
        qtbot,
        MainWindow(prefs=prefs(), resume=True),
        before_close=never_asks,  # left open by a failed test: no question nobody answers
    )
    qtbot.waitUntil(lambda: bool(boxes.shown), timeout=5000)  # "Nothing can be saved"
    win_a_random_deal(qtbot, window)
    start(window)
    click_move(qtbot, window, WIN_MOVES[0])
    assert window.keeper.problem and window.stats_link.opened().only_in_memory == 1
    (tmp_path / "a-file").unlink()
    folder.mkdir(parents=True)  # writable again
    seen: list[str] = []
    answer_every_box(seen, "Cancel", polls=100, once=True)
    window.close()
    assert not seen and not window.isVisible(), seen
    again = show_window(qtbot, MainWindow(prefs=prefs(), resume=True))
    assert [str(move) for move in again.game.moves] == WIN_MOVES[:1]
    assert [game.result for game in again.stats_link.store().history("3x3 line")] == ["won"]
