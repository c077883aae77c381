"""The real window with a damaged or locked statistics file: it offers to move a damaged file
aside (naming the moved file), never writes into it, never blocks on a locked file, and never
drops a finished game."""

from __future__ import annotations

import sqlite3
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.ui_helpers import WIN_MOVES, Boxes, click_move, make_window, start
from ui.data.statistics import StatisticsStore

Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def win_by_clicks(qtbot, window) -> float:
    """Play the winning line by clicks; return the seconds the last (winning) click took."""
    start(window)
    for text in WIN_MOVES[:-1]:
        click_move(qtbot, window, text)
    began = time.monotonic()
    click_move(qtbot, window, WIN_MOVES[-1])
    assert window.position.outcome().status == "won"
    return time.monotonic() - began


def games_in(path: Path) -> list[str]:
    with StatisticsStore(path) as store:
        return [game.result for game in store.games()]


def pending_files(path: Path) -> list[Path]:
    return sorted(path.parent.glob(f"{path.name}.pending-*.json"))


def corrupt(path: Path) -> bytes:
    """A statistics file with games, then its 6th page overwritten."""
    with StatisticsStore(path) as store:
        for number in range(300):
            store.record_game("4x4 loop", number % 2 == 0, 0, 16, "NS EW " * 24, number=number)
    data = bytearray(path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[5 * page : 5 * page + 500] = b"\x5a" * 500
    path.write_bytes(bytes(data))
    return bytes(data)


def write(content: bytes):
    def damage(path: Path) -> bytes:
        path.write_bytes(content)
        return content

    return damage


DAMAGES = {
    "cut to 0 bytes": write(b""),
    "not SQLite": write(b"\x00garbage" * 99),
    "corrupt pages": corrupt,
}


@pytest.mark.parametrize("damage", DAMAGES.values(), ids=DAMAGES.keys())
def test_the_window_offers_to_move_a_damaged_file_aside(
    qtbot, tmp_path: Path, boxes: Boxes, damage
) -> None:
    path = tmp_path / "stats.sqlite3"
    content = damage(path)
    boxes.answers.append(Yes)
    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: len(boxes.shown) == 2)  # offered at the start, before any play
    assert str(path) in boxes.shown[0] and "Move the damaged file aside" in boxes.shown[0]
    (aside,) = tmp_path.glob("stats.sqlite3.damaged-*")
    assert aside.read_bytes() == content
    assert str(aside) in boxes.shown[1]  # the player is told the moved file's name
    win_by_clicks(qtbot, window)
    assert games_in(path) == ["won"]
    window.close()
    assert aside.read_bytes() == content


def test_a_kept_damaged_file_is_never_written_and_the_games_wait(
    qtbot, tmp_path: Path, boxes: Boxes
) -> None:
    path = tmp_path / "stats.sqlite3"
    content = corrupt(path)
    boxes.answers.append(No)
    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: len(boxes.shown) == 1)
    win_by_clicks(qtbot, window)
    assert "1 game waits" in window.message
    window.close()
    assert path.read_bytes() == content and len(boxes.shown) == 1  # asked once, never written
    assert len(pending_files(path)) == 1
    # Next start the player agrees: the waiting game goes into the new file.
    boxes.answers.append(Yes)
    again = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: len(boxes.shown) == 3)
    assert games_in(path) == ["won"] and pending_files(path) == []
    again.close()


def test_a_locked_file_neither_blocks_the_window_nor_drops_the_game(
    qtbot, tmp_path: Path, boxes: Boxes
) -> None:
    path = tmp_path / "stats.sqlite3"
    window = make_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: window.stats_link._store is not None)
    window.stats_link.retry.setInterval(50)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    assert win_by_clicks(qtbot, window) < 1.0  # was 5 s, and then the game was lost
    assert "1 game waits" in window.message and "in use" in window.message
    assert len(pending_files(path)) == 1
    qtbot.wait(200)  # the timer keeps trying while the lock holds
    other.execute("ROLLBACK")
    other.close()
    qtbot.waitUntil(lambda: "now recorded" in window.message, timeout=3000)
    assert games_in(path) == ["won"] and pending_files(path) == []
    assert boxes.shown == []  # a locked file is not damaged: nothing to offer
    window.close()
