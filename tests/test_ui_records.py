"""Saving and loading game records, statistics across a restart, the clipboard."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication

from solitaire.move import Move
from tests.ui_helpers import WIN_DEAL, WIN_MOVES, make_window, start


def test_save_and_load_across_a_restart(qtbot, tmp_path):
    path = tmp_path / "game.trax"
    first = make_window(qtbot, tmp_path)
    start(first)
    for text in WIN_MOVES[:4]:
        first.play_move(Move.parse(text))
    first.play.undo()
    assert first.files.save_to(path)
    first.close()

    second = make_window(qtbot, tmp_path)
    assert second.files.load_from(path)
    assert [str(m) for m in second.game.moves] == WIN_MOVES[:3]
    assert [str(m) for m in second.game.redo_moves] == WIN_MOVES[3:4]
    assert second.game.deal_text() == WIN_DEAL
    assert second.board.state.tiles == second.position.tiles
    second.play.redo()
    assert [str(m) for m in second.game.moves] == WIN_MOVES[:4]


def test_damaged_record_leaves_the_game_untouched(qtbot, tmp_path):
    path = tmp_path / "bad.trax"
    path.write_text(
        "# trax-solitaire game record\nvariant 3x3 line\ndeal NS NE NE SW NS NS NE NE SW\n"
        "move @0:NS\nmove Q9:XX\n"
    )
    window = make_window(qtbot, tmp_path)
    game = start(window)
    window.play_move(Move.parse("@0:NS"))
    assert not window.files.load_from(path)
    assert window.game is game
    assert [str(m) for m in window.game.moves] == ["@0:NS"]
    assert "line 5" in window.message
    box = window.files.last_error_box
    assert box.isVisible() and "line 5" in box.text()
    box.close()
    assert not window.files.load_from(tmp_path / "missing.trax")
    assert window.game is game


def test_statistics_survive_a_restart(qtbot, tmp_path):
    pytest.importorskip("ui.data.statistics")
    first = make_window(qtbot, tmp_path)
    start(first)
    for text in WIN_MOVES:
        first.play_move(Move.parse(text))
    assert first.position.outcome().status == "won"
    first.play.undo()
    first.play.redo()  # winning again after undo is still one game
    first.close()

    second = make_window(qtbot, tmp_path)
    store = second.outcomes.statistics_store()
    summary = store.summary(second.game.variant, sources=("deal",))  # a typed-in deal
    assert summary.played == 1 and summary.won == 1


def test_copy_deal_number_and_string(qtbot, tmp_path):
    from solitaire.game import Game
    from solitaire.variant import Variant

    window = make_window(qtbot, tmp_path)
    window.start_game(Game.from_number(Variant(4, "loop"), 4242))
    window.files.copy_number()
    assert QGuiApplication.clipboard().text() == "4242"
    window.files.copy_deal()
    assert QGuiApplication.clipboard().text() == window.game.deal_text()
    start(window)  # a typed-in deal has no number: the string is copied instead
    window.files.copy_number()
    assert QGuiApplication.clipboard().text() == WIN_DEAL


def test_game_in_progress_is_kept_across_a_restart(qtbot, tmp_path):
    from tests.ui_helpers import prefs
    from ui.app.window.main_window import MainWindow

    first = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(first)
    start(first)
    for text in WIN_MOVES[:3]:
        first.play_move(Move.parse(text))
    first.close()
    second = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(second)
    assert [str(m) for m in second.game.moves] == WIN_MOVES[:3]
    assert "Welcome back" in second.message
    for text in WIN_MOVES[3:]:
        second.play_move(Move.parse(text))
    second.close()  # a finished game is not offered again
    third = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(third)
    assert third.game.moves == []
