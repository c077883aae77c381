"""Issue 15, "What a first hour met", item 7: the words a new player reads. Singular and
plural, file problems in plain words (never Python's text), file notices that stay until read,
the Help's keys, and Enter on an empty table."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.ui_helpers import Boxes, click_move, make_window, prefs, show_window, start

PYTHON_TEXT = re.compile(r"codec|Errno|->|0x[0-9a-f]{2}|\.tmp|\.new'|Traceback|Error:")
BAD_BYTES = b'{"solved": ["3x3-01"\x88\x88]}'


def test_one_move_is_one_move(qtbot, tmp_path: Path) -> None:
    """The Review window of a one-move game says "1 move", not "1 moves"."""
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0:NS")
    qtbot.keyClick(
        window.board,
        Qt.Key.Key_R,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: window.review.review_dialog is not None)
    title = window.review.review_dialog.windowTitle()
    assert ", 1 move (" in title and "1 moves" not in title, title
    window.review.review_dialog.close()


def test_history_says_one_move_and_one_hint(tmp_path: Path, capsys) -> None:
    from ui.cli import main
    from ui.data.statistics import StatisticsStore

    with StatisticsStore(Path(os.environ["TRAX_SOLITAIRE_DATA_DIR"]) / "statistics.sqlite3") as s:
        s.record_game("3x3 line", False, 1, 1, "NS " * 9, number=7, result="conceded")
    assert main(["history"]) == 0
    out = capsys.readouterr().out
    assert "1 move " in out and "1 hint " in out and "1 moves" not in out and "1 hints" not in out


def _window_resuming(qtbot):
    from ui.app.window.main_window import MainWindow

    window = MainWindow(prefs=prefs(), stats_path=None, resume=True)
    return show_window(qtbot, window)


def test_a_damaged_file_is_told_in_plain_words_and_the_notice_stays_until_read(
    qtbot, boxes: Boxes
) -> None:
    """A puzzle progress file with bytes that are not UTF-8: the notice names the file and
    says what is wrong in words ("'utf-8' codec can't decode byte 0x88" before); it stays
    after the first click (it vanished before) until the player dismisses it."""
    data = Path(os.environ["TRAX_SOLITAIRE_DATA_DIR"])
    data.mkdir(parents=True, exist_ok=True)
    (data / "puzzle-progress.json").write_bytes(BAD_BYTES)
    window = _window_resuming(qtbot)
    assert "puzzle-progress.json" in window.message and not PYTHON_TEXT.search(window.message)
    notice = window.file_notice
    assert not notice.isHidden()
    said = notice.text()
    assert "puzzle-progress.json" in said and "damaged" in said, said
    assert not PYTHON_TEXT.search(said), said
    start(window)
    click_move(qtbot, window, "@0:NS")  # the first click: the notice stays
    qtbot.wait(50)
    assert not notice.isHidden() and notice.text() == said
    qtbot.mouseClick(notice.dismiss, Qt.MouseButton.LeftButton)
    assert notice.isHidden()


def test_a_file_that_cannot_be_moved_aside_is_told_in_plain_words(qtbot, boxes: Boxes) -> None:
    """The damaged progress file lies in a folder where nothing can be renamed (immutable even
    for root): no "[Errno 1] Operation not permitted: '…' -> '…'", but the file's name and
    what went wrong."""
    data = Path(os.environ["TRAX_SOLITAIRE_DATA_DIR"])
    data.mkdir(parents=True, exist_ok=True)
    (data / "puzzle-progress.json").write_bytes(BAD_BYTES)
    if os.geteuid() == 0:
        chattr = shutil.which("chattr")
        if chattr is None or subprocess.run([chattr, "+i", str(data)], check=False).returncode:
            pytest.skip("chattr +i is not available here")
    else:
        data.chmod(0o555)
    try:
        window = _window_resuming(qtbot)
        qtbot.waitUntil(lambda: bool(boxes.shown), timeout=5000)  # nothing can be written
        assert not PYTHON_TEXT.search(boxes.shown[0]), boxes.shown[0]
        said = window.file_notice.text()  # both problems, neither hiding the other
        assert "puzzle-progress.json" in said and "could not be moved aside" in said, said
        assert "Nothing can be saved" in said
        assert not PYTHON_TEXT.search(said), said
        window.close()
    finally:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", str(data)], check=False)
        else:
            data.chmod(0o755)


def test_help_names_each_key_once_and_the_keys_a_newcomer_uses(qtbot, tmp_path: Path) -> None:
    """One name for the Escape key; Tab to the move box and Enter on a Statistics row are in
    the Help, and Tab really goes from the board to the move box."""
    window = make_window(qtbot, tmp_path)
    qtbot.keyClick(window.board, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: getattr(window.files, "help_window", None) is not None)
    text = " ".join(window.files.help_window.text().split())
    assert "Esc" in text and "Escape" not in text
    assert "Tab: From the board to the move box" in text
    assert "Enter (in Statistics): Review the selected game" in text
    window.files.help_window.close()
    window.activateWindow()
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_Tab)
    assert window.move_box.edit.hasFocus()


def test_enter_on_an_empty_table_plays_the_first_tile(qtbot, tmp_path: Path) -> None:
    """On an empty table there is one place to start: the first Enter plays there (it only
    showed the cursor before)."""
    window = make_window(qtbot, tmp_path)
    start(window)
    assert not window.position.tiles and window.board.cursor is None
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert len(window.position.tiles) == 1 and window.message.startswith("Played @0")
