"""Statistics a player can trust, through the real window: clicks and keys, the question
before giving up a game, quitting and coming back."""

from __future__ import annotations

from PySide6.QtCore import Qt

from solitaire.move import Move
from tests.ui_helpers import (
    WIN_MOVES,
    answer_question,
    click_move,
    make_window,
    prefs,
    show_window,
    start,
)


def _history(window) -> list:
    store = window.outcomes.statistics_store()
    return list(reversed(store.history(window.game.variant, limit=100)))


def _deal_again(qtbot, window) -> None:
    """Ctrl+D in the active window (a closed message box may have taken the focus)."""
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)


def test_won_restarted_and_redone_three_times_is_one_win(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    finished: list[str] = []
    window.gameFinished.connect(finished.append)
    for text in WIN_MOVES:
        click_move(qtbot, window, text)
    assert window.position.outcome().status == "won"
    for _ in range(3):
        qtbot.keyClick(window.board, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
        assert window.game.moves == []
        for _move in WIN_MOVES:
            qtbot.keyClick(window.board, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
        assert window.position.outcome().status == "won"
        assert "You won" in window.panel.status.text()
    qtbot.keyClick(window.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    click_move(qtbot, window, WIN_MOVES[-1])  # undo after a win and win again: still one
    assert finished == ["won"]
    games = _history(window)
    assert [(g.result, g.moves, g.source) for g in games] == [("won", len(WIN_MOVES), "deal")]
    store = window.outcomes.statistics_store()
    summary = store.summary(window.game.variant, sources=("deal",))
    assert (summary.played, summary.won, summary.current_streak) == (1, 1, 1)
    # A typed-in deal is counted apart: it does not feed the win rate of random deals.
    assert store.summary(window.game.variant).played == 0


def test_deal_again_after_a_first_move_asks_and_counts_an_abandoned_loss(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, ask_before_abandon=True)
    start(window)
    click_move(qtbot, window, WIN_MOVES[0])
    first = window.game
    # "Keep playing" keeps the game, and nothing is counted.
    seen = answer_question(qtbot, "Keep playing")
    _deal_again(qtbot, window)
    assert seen and "gives up the game in progress" in seen[0]
    assert window.game is first and _history(window) == []
    # Giving up counts the attempt once, as a loss; "Don't ask again" is remembered.
    seen = answer_question(qtbot, "Give up and go on", dont_ask=True)
    _deal_again(qtbot, window)
    assert seen and window.game is not first
    [game] = _history(window)
    assert (game.result, game.moves, game.hints, game.source) == ("abandoned", 1, 0, "deal")
    summary = window.outcomes.statistics_store().summary(window.game.variant, sources=("deal",))
    assert (summary.played, summary.won) == (1, 0)
    assert window.settings.prefs.ask_before_abandon is False
    # Not asked again; an untouched deal replaced is not counted at all.
    second = window.game
    _deal_again(qtbot, window)
    click_move(qtbot, window, "@0")
    _deal_again(qtbot, window)
    assert window.game is not second and len(_history(window)) == 2


def test_an_untouched_game_is_replaced_without_a_question(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, ask_before_abandon=True)
    start(window)
    before = window.game
    _deal_again(qtbot, window)
    assert window.game is not before and _history(window) == []


def test_concede_counts_once(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    assert not window.commands.act_concede.isEnabled()
    click_move(qtbot, window, WIN_MOVES[0])
    assert window.commands.act_concede.isEnabled()
    window.commands.act_concede.trigger()
    assert "Conceded" in window.message and not window.commands.act_concede.isEnabled()
    window.commands.act_deal_again.trigger()
    [game] = _history(window)
    assert (game.result, game.moves) == ("conceded", 1)


def test_quitting_keeps_the_game_and_is_not_a_loss(qtbot, tmp_path):
    from ui.app.window.main_window import MainWindow

    first = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(first)
    start(first)
    first.play_move(Move.parse(WIN_MOVES[0]))
    first.close()
    second = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(second)
    assert [str(m) for m in second.game.moves] == WIN_MOVES[:1]
    assert _history(second) == []
    second.close()


def test_a_resumed_deal_of_the_day_is_still_a_deal_of_the_day(qtbot, tmp_path):
    from solitaire.variant import Variant
    from ui.app.window.main_window import MainWindow

    first = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(first)
    old = first.game
    first.games.new_daily(Variant(3, "line"), "2026-03-14")
    qtbot.waitUntil(lambda: first.game is not old, timeout=60_000)
    number = first.game.deal_number
    first.play_move(first.position.legal_moves()[0].move)
    first.close()
    second = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(second)
    second.show()
    assert second.game.deal_number == number and len(second.game.moves) == 1
    assert (second.session.source, second.session.date) == ("daily", "2026-03-14")
    assert "Deal of the day" in second.panel.about_deal.text()
    assert "2026-03-14" in second.panel.about_deal.text()
    second.close()


def test_a_graded_deal_saved_and_opened_is_still_graded(qtbot, tmp_path):
    from solitaire.game import Game
    from solitaire.variant import Variant

    window = make_window(qtbot, tmp_path)
    window.start_game(Game.from_number(Variant(4, "line"), 77), source="graded", grade="Fair")
    window.play_move(window.position.legal_moves()[0].move)
    path = tmp_path / "graded.trax"
    assert window.files.save_to(path)
    other = make_window(qtbot, tmp_path)
    assert other.files.load_from(path)
    assert other.table.deal_grade == "Fair" and "Fair deal" in other.panel.about_deal.text()
    assert other.session.attempt == window.session.attempt and other.session.started


def test_forced_fills_waiting_for_a_click_come_back_from_a_record(qtbot, tmp_path):
    from tests.ui_helpers import FILL_BEFORE, FILL_MOVE

    window = make_window(qtbot, tmp_path, auto_fill=False)
    start(window)
    for text in [*FILL_BEFORE, FILL_MOVE]:
        window.play_move(Move.parse(text))
    assert window.pending
    forced = window.board.state.forced
    path = tmp_path / "waiting.trax"
    assert window.files.save_to(path)
    other = make_window(qtbot, tmp_path, auto_fill=False)
    assert other.files.load_from(path)
    assert [f.cell for f in other.pending] == [f.cell for f in window.pending]
    assert other.board.state.forced == forced and forced not in other.board.state.tiles
    qtbot.mouseClick(other.board, Qt.MouseButton.LeftButton, pos=other.board.cell_center(forced))
    qtbot.waitUntil(lambda: not other.pending)
    assert forced in other.board.state.tiles


def test_opening_a_save_of_a_counted_game_does_not_count_it_again(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    for text in WIN_MOVES[:-1]:
        window.play_move(Move.parse(text))
    path = tmp_path / "almost.trax"
    assert window.files.save_to(path)
    window.play_move(Move.parse(WIN_MOVES[-1]))
    for _ in range(2):  # open the save from before the win and win again
        assert window.files.load_from(path)
        window.play_move(Move.parse(WIN_MOVES[-1]))
        assert window.position.outcome().status == "won"
    assert [g.result for g in _history(window)] == ["won"]


def test_a_huge_file_is_refused_at_once_by_open(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    game = start(window)
    path = tmp_path / "huge.trax"
    path.write_bytes(b"x" * 10_000_000)
    assert not window.files.load_from(path)
    assert window.game is game
    assert "too large for a game record" in window.message and len(window.message) < 200
    window.files.last_error_box.close()


def test_quitting_after_restart_keeps_the_attempt(qtbot, tmp_path):
    """A game restarted back to the first tile is still an attempt: quitting keeps it (with its
    moves to redo), and giving it up later counts it."""
    from ui.app.window.main_window import MainWindow

    first = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(first)
    start(first)
    first.play_move(Move.parse(WIN_MOVES[0]))
    first.play.restart()
    first.close()
    second = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(second)
    assert second.game.moves == [] and [str(m) for m in second.game.redo_moves] == WIN_MOVES[:1]
    assert _history(second) == []
    second.commands.act_deal_again.trigger()
    assert [g.result for g in _history(second)] == ["abandoned"]
    second.close()


def test_the_game_in_progress_is_kept_soon_after_each_move(qtbot, tmp_path):
    """Not only at quitting: a crash loses at most a moment of play."""
    from solitaire.session import GameSession
    from ui.app.window.main_window import MainWindow
    from ui.data import autosave

    window = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(window)
    start(window)
    window.play_move(Move.parse(WIN_MOVES[0]))
    window.play_move(Move.parse(WIN_MOVES[1]))
    path = autosave.autosave_path()
    qtbot.waitUntil(path.exists, timeout=3000)
    kept = GameSession.load(path)
    assert [str(m) for m in kept.game.moves] == WIN_MOVES[:2]
    assert kept.attempt == window.session.attempt


def test_a_save_from_before_a_win_reopened_after_quitting_is_still_one_win(
    qtbot, tmp_path, monkeypatch
):
    """Win a deal, Save, quit; start the app again on the same data folder, Open the save from
    before the win and win again: the statistics still hold one win (the store knows the
    attempt; nothing in memory survives the quit)."""
    from PySide6.QtWidgets import QFileDialog

    from ui.app.window.main_window import MainWindow

    monkeypatch.setenv("TRAX_SOLITAIRE_DATA_DIR", str(tmp_path))
    saved = tmp_path / "before-the-win.trax"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(saved), ""))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))

    def open_window() -> MainWindow:
        window = MainWindow(prefs=prefs(), stats_path=tmp_path / "stats.sqlite3", resume=True)
        return show_window(qtbot, window)

    first = open_window()
    start(first)
    for text in WIN_MOVES[:-1]:
        click_move(qtbot, first, text)
    qtbot.keyClick(first.board, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert saved.exists()
    click_move(qtbot, first, WIN_MOVES[-1])
    assert first.position.outcome().status == "won"
    assert [g.result for g in _history(first)] == ["won"]
    first.close()

    for _ in range(2):  # the app started again, twice
        window = open_window()
        qtbot.keyClick(window.board, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
        assert len(window.game.moves) == len(WIN_MOVES) - 1
        assert "counted already (won)" in window.message
        click_move(qtbot, window, WIN_MOVES[-1])
        assert window.position.outcome().status == "won"
        assert [g.result for g in _history(window)] == ["won"]
        window.commands.act_deal_again.trigger()  # giving up the won game adds no loss either
        assert [g.result for g in _history(window)] == ["won"]
        window.close()


def test_open_asks_only_when_it_gives_a_game_up(qtbot, tmp_path, monkeypatch):
    """Opening a save of the game being played gives nothing up: no question, nothing counted.
    Opening another game's save while one is in progress asks first."""
    from PySide6.QtWidgets import QFileDialog

    window = make_window(qtbot, tmp_path, ask_before_abandon=True)
    saved = tmp_path / "mine.trax"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    start(window)
    click_move(qtbot, window, WIN_MOVES[0])
    assert window.files.save_to(saved)
    click_move(qtbot, window, WIN_MOVES[1])
    asked: list[str] = []
    window.games.confirm_replace = lambda what: asked.append(what) or False  # records, never blocks
    qtbot.keyClick(window.board, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert asked == []
    assert len(window.game.moves) == 1 and window.message.startswith("Loaded mine.trax: 1 move ")
    assert _history(window) == []
    del window.games.confirm_replace  # the real question from here on

    window.start_game(window.game.__class__(window.game.variant, window.game.deal))
    assert [g.result for g in _history(window)] == ["abandoned"]  # the saved attempt
    click_move(qtbot, window, WIN_MOVES[0])  # another attempt of the same deal, in progress
    seen = answer_question(qtbot, "Keep playing")
    window.commands.act_open.trigger()
    assert seen and "Opening a game gives up the game in progress" in seen[0]
    assert len(window.game.moves) == 1 and len(_history(window)) == 1
    seen = answer_question(qtbot, "Give up and go on")
    window.commands.act_open.trigger()
    assert seen and [g.result for g in _history(window)] == ["abandoned", "abandoned"]
    # The save's attempt was counted when it was replaced: playing it on counts nothing more.
    assert "counted already (abandoned)" in window.message


def test_a_finish_after_the_attempt_was_counted_says_it_does_not_count(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, WIN_MOVES[0])
    qtbot.keyClick(window.board, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    click_move(qtbot, window, WIN_MOVES[0])
    window.play.concede()
    for text in WIN_MOVES[1:]:
        click_move(qtbot, window, text)
    assert window.position.outcome().status == "won"
    status = window.panel.status.text()
    assert "You won" in status and "Counted earlier as <b>conceded</b>" in status
    assert [g.result for g in _history(window)] == ["conceded"]


def test_the_question_over_a_game_that_can_no_longer_be_won_says_so(qtbot, tmp_path):
    """Both colours out, tiles still to lay: a new deal ends a game already lost, and the
    question says that rather than "gives up" as if it could still be won."""
    window = make_window(qtbot, tmp_path, ask_before_abandon=True)
    start(window, deal="NS ES NE NS ES NS NE ES NE")
    for move in ["@0:NS", "B1:ES", "A2:NE", "C2:ES", "C3:NS"]:
        click_move(qtbot, window, move)
    outcome = window.position.outcome()
    assert outcome.decided and not outcome.over
    seen = answer_question(qtbot, "Keep playing")
    _deal_again(qtbot, window)
    assert seen and seen[0].startswith("This game can no longer be won (both colours are out).")
    assert "counts as a lost game" in seen[0]
