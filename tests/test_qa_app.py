"""The app played as a new user would: the real main window (its own preferences, data folder
and statistics file), driven by clicks and keys, with what it wrote read back through
`trax-solitaire history --json`."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.ui_helpers import click_move

ROOT = Path(__file__).resolve().parents[1]


def real_window(qtbot):
    """The window as `trax-solitaire` makes it: real preferences, resuming the kept game."""
    from ui.main_window import MainWindow

    window = MainWindow(resume=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    activate(qtbot, window)
    return window


def activate(qtbot, window) -> None:
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    window.board.setFocus()


def settle(qtbot, window) -> None:
    qtbot.waitUntil(lambda: window.board.is_settled() and not window.pending, timeout=5000)


def play(qtbot, window, move: str) -> None:
    """Click a move as a player does: once the board has settled, in the active window."""
    settle(qtbot, window)
    activate(qtbot, window)
    click_move(qtbot, window, move)
    settle(qtbot, window)


def play_any(qtbot, window) -> str:
    move = str(window.position.legal_moves()[0].move)
    play(qtbot, window, move)
    return move


def key(qtbot, window, key, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    activate(qtbot, window)
    qtbot.keyClick(window.board, key, modifiers)
    settle(qtbot, window)


def answer_question(qtbot, button_text: str) -> list[str]:
    """Answer the next message box from a timer (it is modal); returns the texts seen."""
    seen: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        seen.append(box.text())
        button = next(b for b in box.buttons() if b.text() == button_text)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
    return seen


def history() -> dict:
    out = subprocess.run(
        [sys.executable, "-m", "ui", "history", "--json"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        cwd=ROOT,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_next_puzzle_asks_before_giving_up_a_game_in_progress(qtbot):
    window = real_window(qtbot)
    window.prefs.ask_before_abandon = True
    deal = window.game.deal_text()
    play_any(qtbot, window)
    seen = answer_question(qtbot, "Keep playing")
    key(
        qtbot,
        window,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: bool(seen))
    assert "gives up the game in progress" in seen[0]
    assert window.session.source == "random" and window.game.deal_text() == deal
    assert len(window.game.moves) == 1

    seen = answer_question(qtbot, "Give up and go on")
    key(
        qtbot,
        window,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    qtbot.waitUntil(lambda: bool(seen))
    assert window.session.source == "puzzle"
    # A puzzle not started yet gives nothing up: the next one comes without a question.
    first = window.session.puzzle
    key(
        qtbot,
        window,
        Qt.Key.Key_N,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert window.session.source == "puzzle" and window.session.puzzle != first
    window.close()
    games = history()["games"]
    assert [(g["deal"], g["source"], g["result"], g["moves"]) for g in games] == [
        (deal, "random", "abandoned", 1)
    ]


@pytest.mark.parametrize("size", [(1040, 760), (800, 600)])
def test_the_longest_puzzle_caption_fits(qtbot, tmp_path, size):
    """The puzzle whose caption is longest (a nine-digit deal number) at both window sizes."""
    from puzzles.pack import shipped_packs
    from tests.layout_check import layout_problems
    from tests.ui_helpers import make_window

    window = make_window(qtbot, tmp_path)
    puzzles = [p for pack in shipped_packs() for p in pack.puzzles]
    longest = max(puzzles, key=lambda p: len(f"{p.variant} {p.level} {p.number}"))
    window.start_puzzle(longest)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    qtbot.wait(50)
    assert f"deal #{longest.number}" in window.panel.subtitle.text()
    assert layout_problems(window) == []


def test_the_app_preferences_of_a_test_are_its_own(tmp_path):
    """Preferences a test changes (Coach, don't ask again, solvable only...) stay in that test:
    they used to land in one ~/.qttest file shared by every test and every run."""
    from ui.preferences import Preferences

    prefs = Preferences()
    assert Path(prefs._settings.fileName()).is_relative_to(tmp_path)  # noqa: SLF001
    assert prefs.coach is False and prefs.ask_before_abandon is True
