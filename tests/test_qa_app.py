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
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui_helpers import answer_question, click_move, watch_later

ROOT = Path(__file__).resolve().parents[1]


def real_window(qtbot):
    """The window as `trax-solitaire` makes it: real preferences, resuming the kept game."""
    from ui.app.window.main_window import MainWindow

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
    window.settings.prefs.ask_before_abandon = True
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
@pytest.mark.parametrize("pack", ["3x3 line", "4x4 line", "4x4 loop"])
def test_the_longest_puzzle_caption_fits(qtbot, tmp_path, size, pack):
    """Each pack's puzzle with the longest caption (a nine-digit deal number), a few moves in,
    at both window sizes: the caption whole, every button inside the window."""
    from tests.layout_check import layout_problems
    from tests.ui_helpers import start_longest_puzzle

    window, longest = start_longest_puzzle(qtbot, tmp_path, pack, size)
    for move in longest.solution[:3]:
        click_move(qtbot, window, move)
    qtbot.wait(50)
    assert f"deal #{longest.number}" in window.panel.subtitle.text()
    assert longest.level in window.panel.about_deal.text()
    assert layout_problems(window) == []


def test_the_app_preferences_of_a_test_are_its_own(tmp_path):
    """Preferences a test changes (Coach, don't ask again, solvable only...) stay in that test:
    they used to land in one ~/.qttest file shared by every test and every run."""
    from ui.app.preferences import Preferences

    prefs = Preferences()
    assert Path(prefs._settings.fileName()).is_relative_to(tmp_path)  # noqa: SLF001
    assert prefs.coach is False and prefs.ask_before_abandon is True


def test_dont_ask_again_is_remembered_and_preferences_turn_the_question_back_on(qtbot):
    from ui.app.preferences import PreferencesDialog

    ctrl = Qt.KeyboardModifier.ControlModifier
    window = real_window(qtbot)
    deals = [window.game.deal_text()]
    play_any(qtbot, window)
    seen = answer_question(qtbot, dont_ask=True)
    key(qtbot, window, Qt.Key.Key_D, ctrl)
    assert len(seen) == 1
    window.close()

    window = real_window(qtbot)  # the next start remembers "Don't ask again"
    deals.append(window.game.deal_text())
    play_any(qtbot, window)
    key(qtbot, window, Qt.Key.Key_D, ctrl)  # no question (a modal box would stop the test)
    deals.append(window.game.deal_text())
    assert deals[-1] != deals[-2]

    shown: list[bool] = []

    def turn_it_on() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, PreferencesDialog):
            watch_later(20, turn_it_on)
            return
        box = getattr(dialog, "ask_before_abandon", None)
        if box is None:
            dialog.reject()
            return
        shown.append(box.isChecked())
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
        dialog.accept()

    watch_later(0, turn_it_on)
    key(qtbot, window, Qt.Key.Key_Comma, ctrl)
    assert shown == [False]  # the preference shows what "Don't ask again" chose
    play_any(qtbot, window)
    seen = answer_question(qtbot, dont_ask=False)
    key(qtbot, window, Qt.Key.Key_D, ctrl)
    assert len(seen) == 1  # asked again
    window.close()
    games = history()["games"]
    assert [(g["deal"], g["result"]) for g in games] == [(d, "abandoned") for d in deals]


def test_review_a_saved_puzzle_record_knows_the_whole_stack(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    folder = tmp_path / "my games"
    folder.mkdir()
    record = folder / "puzzle.trax"
    asked_in: list[str] = []

    def save_name(_parent, _title, start, _filter):
        asked_in.append(start)
        return str(record), ""

    def open_name(_parent, _title, start, _filter):
        asked_in.append(start)
        return str(record), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_name)
    window = real_window(qtbot)
    shift_ctrl = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    key(qtbot, window, Qt.Key.Key_N, shift_ctrl)  # the first puzzle
    puzzle = window.puzzles.puzzle
    for move in puzzle.solution[:3]:
        play(qtbot, window, move)
    key(qtbot, window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert record.exists()
    window.commands.act_review_record.trigger()
    assert Path(asked_in[-1]) == folder  # where the last record was saved, not the cwd
    dialog = window.review.review_dialog
    assert dialog is not None and dialog.clairvoyant
    qtbot.waitUntil(lambda: getattr(dialog, "analysis", None) is not None, timeout=60000)
    assert dialog.analysis.clairvoyant
    assert [str(d.move) for d in dialog.analysis.decisions] == list(puzzle.solution[:3])
    # The puzzle's own moves lose nothing: every one keeps the win (the stack is known).
    assert all(d.played == 1.0 for d in dialog.analysis.decisions)
    dialog.close()
    assert len(window.game.moves) == 3  # the game on the table is untouched


# Both files at once at 1040x760; at 800x600 one (two long paths there need the panel's scroll
# bar, its last resort).
@pytest.mark.parametrize(
    ("size", "names"),
    [
        ((1040, 760), ["current-game.trax", "puzzle-progress.json"]),
        ((800, 600), ["current-game.trax"]),
        ((800, 600), ["puzzle-progress.json"]),
    ],
)
def test_damaged_files_at_start_are_named_readably_and_kept(qtbot, size, names):
    from solitaire.storage import data_dir
    from tests.layout_check import layout_problems

    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    texts = {
        "current-game.trax": "# trax-solitaire game record\nversion 2\nvariant 3x3 line\n"
        "number 12²45\n",
        "puzzle-progress.json": '{"solved": 5}',
    }
    quoted = {"current-game.trax": "'12²45'", "puzzle-progress.json": '"solved"'}
    for name in names:
        (folder / name).write_text(texts[name], encoding="utf-8")
    window = real_window(qtbot)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.width() == size[0])
    qtbot.wait(50)
    moved = sorted(p.name for p in folder.glob("*.damaged-*"))
    assert [name.split(".damaged-")[0] for name in moved] == names
    shown = window.panel.message.text().replace("\u200b", "")
    for name in names:  # as typed, not '&#x27;' or '&quot;'
        assert quoted[name] in shown
    assert all(str(folder / name) in shown for name in moved)
    assert window.status_label.full_text() == window.message  # noqa: SLF001
    assert layout_problems(window) == []  # long paths wrap in the panel, the status bar elides
    play_any(qtbot, window)
    window.close()
    for name, aside in zip(names, moved, strict=True):
        assert (folder / aside).read_text(encoding="utf-8") == texts[name]
    assert (folder / "current-game.trax").read_text(encoding="utf-8") != texts["current-game.trax"]


def test_a_player_session_as_history_tells_it(qtbot):
    """Won, restarted and redone three times, undone and redone: one win. Then a game given up
    with Deal again (asked), one conceded (Ctrl+G), one kept at quitting and resumed. The
    statistics window and `history --json` tell the same."""
    from solitaire.game import Game
    from solitaire.variant import Variant
    from ui.common import solver_bridge

    ctrl = Qt.KeyboardModifier.ControlModifier
    variant = Variant(3, "line")
    number, solution = solver_bridge.find_solvable_deal(variant)
    window = real_window(qtbot)
    window.games.new_game(variant, number=number)
    for move in solution:
        play(qtbot, window, move)
    for _ in range(3):
        key(qtbot, window, Qt.Key.Key_R, ctrl)
        assert window.game.moves == []
        for _move in solution:
            key(qtbot, window, Qt.Key.Key_Y, ctrl)
        assert window.position.outcome().status == "won"
    key(qtbot, window, Qt.Key.Key_Z, ctrl)
    key(qtbot, window, Qt.Key.Key_Y, ctrl)
    unasked = answer_question(qtbot, "Keep playing", polls=25)
    key(qtbot, window, Qt.Key.Key_D, ctrl)  # the win was counted: nothing to give up, no question
    qtbot.wait(600)
    assert unasked == []
    abandoned = (window.game.deal_text(), window.game.deal_number)
    play_any(qtbot, window)
    seen = answer_question(qtbot, "Give up and go on")
    key(qtbot, window, Qt.Key.Key_D, ctrl)
    assert len(seen) == 1
    conceded = (window.game.deal_text(), window.game.deal_number)
    play_any(qtbot, window)
    key(qtbot, window, Qt.Key.Key_G, ctrl)
    key(qtbot, window, Qt.Key.Key_D, ctrl)
    kept = (window.game.deal_text(), [play_any(qtbot, window)])

    key(qtbot, window, Qt.Key.Key_I, ctrl)
    qtbot.waitUntil(lambda: window.files.statistics_dialog is not None)
    dialog = window.files.statistics_dialog
    figures = {name: label.text() for name, label in dialog.pages[str(variant)].figures.items()}
    dialog.reject()
    assert (figures["played"], figures["won"], figures["best_streak"]) == ("3", "1", "1")
    window.close()
    found = history()
    games = [(g["deal"], g["number"], g["source"], g["result"]) for g in found["games"]]
    assert games == [
        (Game.from_number(variant, number).deal_text(), number, "number", "won"),
        (*abandoned, "random", "abandoned"),
        (*conceded, "random", "conceded"),
    ]
    assert found["games"][0]["moves"] == len(solution) and found["games"][0]["hints"] == 0
    figures = {"played": 3, "won": 1, "streak": 0, "best_streak": 1}
    assert found["summary"][str(variant)] == {**figures, "by_lookahead": {"1": figures}}
    window = real_window(qtbot)  # the next start resumes the game kept at quitting
    assert (window.game.deal_text(), [str(m) for m in window.game.moves]) == kept
    window.close()
    assert history() == found  # quitting is not a loss


def test_review_and_help_open_no_larger_than_the_screen(qtbot):
    """The Review window's first size (880x640) is wider than a small screen; the Help's
    (640x720) taller than an 800x600 one: they open shrunk to the screen's free area."""
    ctrl_shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    window = real_window(qtbot)
    room = window.screen().availableGeometry()
    while not window.position.outcome().over and window.position.legal_moves():
        play_any(qtbot, window)
    key(qtbot, window, Qt.Key.Key_R, ctrl_shift)
    review = window.review.review_dialog
    assert review is not None and review.isVisible()
    assert review.width() <= room.width() and review.height() <= room.height()
    # (Closed only once analysed: closing it sooner hands ReviewDialog._failed the Cancelled
    # exception where it expects a message: an AttributeError in the event loop.)
    qtbot.waitUntil(lambda: getattr(review, "analysis", None) is not None, timeout=60000)
    review.close()
    key(qtbot, window, Qt.Key.Key_F1)
    assert window.files.help_window.isVisible()  # noqa: SLF001
    assert (
        window.files.help_window.width() <= room.width()
        and window.files.help_window.height() <= room.height()
    )  # noqa: SLF001
    window.files.help_window.close()  # noqa: SLF001
