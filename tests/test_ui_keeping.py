"""Issue 26, the player's data, items 1, 2 and 6: the game in progress is on disk as soon as a
move is shown (before the next input is read), a won game is never offered again after a
crash, and a lesson open at quitting comes back at the next start over the player's own game.
Issue 33: a game ended by a move whose forced fills are still to be shown is counted at once,
and never comes back one move short; a second window open on the same data folder never
writes over the first one's game, nor deletes it. Played by clicks and keys in the real
window; the files are read back."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from ui_helpers import (
    WIN_MOVES,
    click_move,
    make_window,
    never_asks,
    prefs,
    show_window,
    start,
)

from puzzles.lessons import read_lessons
from solitaire.session import GameSession
from ui.app.window.main_window import MainWindow
from ui.data import autosave

LESSONS = read_lessons()


def open_app(qtbot, tmp_path: Path, **overrides: object) -> MainWindow:
    """The window as the app makes it: it resumes and keeps the game in progress. Left open
    by a failed test, it closes without asking (a second window with a game in progress asks
    before quitting, and nobody would answer)."""
    window = MainWindow(
        prefs=prefs(**overrides), stats_path=tmp_path / "stats.sqlite3", resume=True
    )
    return show_window(qtbot, window, before_close=never_asks)


def kept_moves() -> list[str] | None:
    path = autosave.autosave_path()
    if not path.exists():
        return None
    return [str(move) for move in GameSession.load(path).game.moves]


def test_each_move_is_on_disk_before_the_next_input(qtbot, tmp_path: Path) -> None:
    """No timer: after each click (nothing else processed) the kept file holds the move."""
    window = open_app(qtbot, tmp_path)
    start(window)
    for played, text in enumerate(WIN_MOVES[:-1], start=1):
        click_move(qtbot, window, text)
        assert kept_moves() == WIN_MOVES[:played]
    kept = GameSession.load(autosave.autosave_path())
    assert kept.attempt == window.session.attempt and not kept.reported
    qtbot.keyClick(window.board, Qt.Key.Key_U)  # Undo: the file follows at once
    assert kept_moves() == WIN_MOVES[: len(WIN_MOVES) - 2]


def test_with_the_fills_animated_the_move_is_kept_at_once(qtbot, tmp_path: Path) -> None:
    """A move that forces fills is on disk while its fills are still being shown."""
    from ui_helpers import FILL_BEFORE, FILL_MOVE

    window = open_app(qtbot, tmp_path, animation_ms=400)
    start(window)
    for text in FILL_BEFORE:
        click_move(qtbot, window, text)
        window.view.settle()
    click_move(qtbot, window, FILL_MOVE)
    assert window.board.is_animating() or window.pending
    assert kept_moves() == [*FILL_BEFORE, FILL_MOVE]


def test_a_crash_just_after_a_win_does_not_offer_the_won_game(qtbot, tmp_path: Path) -> None:
    """The win is recorded and the kept file removed as the winning move is shown: a new
    start (as after a kill -9 a moment later) deals a new game, and the win counts once."""
    window = open_app(qtbot, tmp_path)
    start(window)
    for text in WIN_MOVES[:-1]:
        click_move(qtbot, window, text)
    assert kept_moves() == WIN_MOVES[:-1]
    click_move(qtbot, window, WIN_MOVES[-1])
    qtbot.waitUntil(lambda: not window.pending)  # the fills shown (no animation here)
    assert window.position.is_won()
    assert kept_moves() is None  # at once: no second waited for
    # No closeEvent: the process "died" here, its lock with it (tests/test_keep_kill.py kills
    # the app for real). A new start on the same data folder.
    window.kept_lock.release()
    again = open_app(qtbot, tmp_path)
    assert not again.message.startswith("Welcome back"), again.message
    assert again.game.moves == []
    store = again.stats_link.store()
    assert [game.result for game in store.history("3x3 line")] == ["won"]
    window.stats_link.close()


# A deal whose last move ends the game (lost) and forces two fills, with a fill on the way.
ENDS_WITH_FILLS = "NS EW NE NE SW NW NE NW NS"  # 3x3 line, deal #21
ENDS_WITH_FILLS_MOVES = ["@0:NS", "A2:NE", "B1:NE", "A3:ES", "B2:SW", "C2:NE"]


def play_to_the_end_leaving_its_fills(qtbot, window: MainWindow) -> None:
    """ENDS_WITH_FILLS played by clicks (Auto-fill off: the forced spaces clicked on the way),
    its last move's two forced spaces left unclicked."""
    start(window, ENDS_WITH_FILLS)
    for text in ENDS_WITH_FILLS_MOVES:
        click_fills(qtbot, window)
        click_move(qtbot, window, text)
    assert window.position.outcome().over and len(window.pending) == 2


def click_fills(qtbot, window: MainWindow) -> None:
    while window.pending:
        cell = window.board.state.forced
        qtbot.mouseClick(
            window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(cell)
        )


def test_a_game_ended_behind_fills_to_click_is_counted_at_once(qtbot, tmp_path: Path) -> None:
    """Counted as its last move is shown, before its forced spaces are clicked: quitting then
    (or a crash) never brings it back one move short, as a game still to count."""
    window = open_app(qtbot, tmp_path, auto_fill=False)
    play_to_the_end_leaving_its_fills(qtbot, window)
    assert "2 forced spaces to fill" in window.message  # the result is said once they are
    assert [game.result for game in window.stats_link.store().history("3x3 line")] == ["lost"]
    assert kept_moves() is None  # a finished game is not kept to resume
    window.close()  # quitting with the forced spaces still to click
    assert kept_moves() is None
    again = open_app(qtbot, tmp_path)
    assert not again.message.startswith("Welcome back"), again.message
    assert again.game.moves == []
    assert [game.result for game in again.stats_link.store().history("3x3 line")] == ["lost"]


def test_the_end_is_said_once_its_fills_are_clicked(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path, auto_fill=False)
    finished: list[str] = []
    window.gameFinished.connect(finished.append)
    play_to_the_end_leaving_its_fills(qtbot, window)
    assert finished == []
    click_fills(qtbot, window)
    assert finished == ["lost"]
    assert "Review game" in window.message
    assert len(window.stats_link.store().history("3x3 line")) == 1  # counted once


def test_a_second_window_never_writes_over_the_first_windows_game(qtbot, tmp_path: Path) -> None:
    from test_ui_waiting_games import answer_every_box

    first = open_app(qtbot, tmp_path)
    start(first)
    for text in WIN_MOVES[:3]:
        click_move(qtbot, first, text)
    second = open_app(qtbot, tmp_path)  # the app started again while the first is open
    assert second.game.moves == []  # the first window's game is not resumed twice
    assert "open in another window" in second.message, second.message
    start(second)
    for text in WIN_MOVES:  # a game won in the second window, moves on the way
        click_move(qtbot, second, text)
        assert kept_moves() == WIN_MOVES[:3]  # neither written over nor deleted
    start(second, ENDS_WITH_FILLS)
    click_move(qtbot, second, ENDS_WITH_FILLS_MOVES[0])
    seen: list[str] = []
    answer_every_box(seen, "Quit without it", polls=250, once=True)
    second.close()  # its game in progress: asked before it is lost
    assert seen and "another Trax Solitaire window keeps its own game" in seen[0], seen
    assert not second.isVisible() and kept_moves() == WIN_MOVES[:3]
    first.close()
    again = open_app(qtbot, tmp_path)
    assert [str(move) for move in again.game.moves] == WIN_MOVES[:3]
    assert again.message.startswith("Welcome back"), again.message
    store = again.stats_link.store()
    assert [game.result for game in store.history("3x3 line")] == ["won"]  # the second's win


def test_a_second_window_keeps_its_game_once_the_first_left_none(qtbot, tmp_path: Path) -> None:
    first = open_app(qtbot, tmp_path)
    second = open_app(qtbot, tmp_path)
    assert "open in another window" in second.message, second.message
    first.close()  # nothing played there: nothing kept
    start(second)
    click_move(qtbot, second, WIN_MOVES[0])
    assert kept_moves() == WIN_MOVES[:1]  # the second window keeps its game from now on
    second.close()  # nothing asked
    assert not second.isVisible()
    again = open_app(qtbot, tmp_path)
    assert [str(move) for move in again.game.moves] == WIN_MOVES[:1]


def test_a_lesson_open_at_quitting_comes_back_over_the_players_game(qtbot, tmp_path: Path) -> None:
    """Quit in the middle of lesson 8 (4x4 loop) with a 3x3 game put aside: the next start
    opens lesson 8 at the step left, and Leave tutorial brings back the 3x3 game."""
    window = open_app(qtbot, tmp_path)
    start(window)
    for text in WIN_MOVES[:2]:
        click_move(qtbot, window, text)
    loop = next(i for i, lesson in enumerate(LESSONS) if lesson.teaches == "loop")
    window.tutorial.open(loop)
    tutorial = window.tutorial
    first = tutorial.step
    click_move(qtbot, window, LESSONS[loop].steps[first].move)
    window.view.settle()
    assert tutorial.step > first
    step, moves = tutorial.step, [str(m) for m in window.game.moves]
    assert kept_moves() == WIN_MOVES[:2]  # the lesson is never the kept game
    window.close()

    again = open_app(qtbot, tmp_path)
    assert again.tutorial.active and again.tutorial.index == loop
    assert again.tutorial.step == step
    assert [str(m) for m in again.game.moves] == moves
    assert f"lesson {loop + 1}" in again.message
    qtbot.mouseClick(again.tutorial.panel.leave, Qt.MouseButton.LeftButton)
    assert str(again.game.variant) == "3x3 line"
    assert [str(m) for m in again.game.moves] == WIN_MOVES[:2]
    again.close()
    third = open_app(qtbot, tmp_path)  # the tutorial was left: it does not open again
    assert not third.tutorial.active
    assert [str(m) for m in third.game.moves] == WIN_MOVES[:2]


def test_a_lesson_never_becomes_the_variant_of_the_next_start(qtbot, tmp_path: Path) -> None:
    """With no game of the player's own put aside, quitting in a 4x4 loop lesson and then
    leaving it at the next start deals the player's own variant, not the lesson's."""
    from ui.app.window.settings import Settings

    settings_prefs = prefs(last_variant="3x3 line")
    window = show_window(
        qtbot,
        MainWindow(prefs=settings_prefs, stats_path=tmp_path / "stats.sqlite3", resume=True),
    )
    loop = next(i for i, lesson in enumerate(LESSONS) if lesson.teaches == "loop")
    window.tutorial.open(loop)
    assert str(window.game.variant) == "4x4 loop"
    window.close()
    assert str(Settings(settings_prefs).last_variant()) == "3x3 line"
    again = show_window(
        qtbot,
        MainWindow(prefs=settings_prefs, stats_path=tmp_path / "stats.sqlite3", resume=True),
    )
    assert again.tutorial.active and again.tutorial.index == loop
    qtbot.mouseClick(again.tutorial.panel.leave, Qt.MouseButton.LeftButton)
    assert str(again.game.variant) == "3x3 line"
