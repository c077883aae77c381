"""Review, practice and the Coach in the main window, played by clicks offscreen; each game's
skill loss and luck reach the statistics."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from solitaire.deal import parse_deal
from solitaire.game import Game
from solitaire.record import save_record
from solitaire.variant import Variant
from solver.analysis import analyse
from solver.tables.service import table_for
from tests.ui_helpers import WIN_DEAL, answer_coach, click_move, make_window, start
from ui.app.dialogs.review import figures_words
from ui.common import solver_bridge

LOSE = ["@0:NS", "A2:NE", "B1:NE", "A0:SW", "@3:NS", "C1:NS", "A1:NE", "C3:SW"]


def play(qtbot, window, moves) -> None:
    for move in moves:
        click_move(qtbot, window, move)
        qtbot.waitUntil(lambda: not window.pending and not window.board.is_animating())


def wait_review(qtbot, window):
    qtbot.waitUntil(lambda: window.review.review_dialog is not None)
    dialog = window.review.review_dialog
    qtbot.waitUntil(lambda: dialog.analysis is not None or dialog.error is not None, timeout=60000)
    assert dialog.error is None
    return dialog


def test_review_after_a_game_then_practice_is_not_counted(qtbot, tmp_path):
    solver_bridge.prepare_table(Variant(3), build=True)
    window = make_window(qtbot, tmp_path)
    start(window)
    assert not window.commands.act_review.isEnabled()
    play(qtbot, window, LOSE)
    assert window.position.outcome().status == "lost"
    assert "Review game" in window.message
    store = window.outcomes.statistics_store()
    [game] = store.games(Variant(3))
    expected = analyse(Variant(3), parse_deal(WIN_DEAL, 3), LOSE)
    assert abs(game.skill_loss - expected.skill_loss) < 1e-12
    assert abs(game.luck - expected.luck) < 1e-12

    assert window.commands.act_review.isEnabled()
    qtbot.keyClick(
        window.board,
        Qt.Key.Key_R,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    dialog = wait_review(qtbot, window)
    assert dialog.table.rowCount() == len(LOSE) + 1
    assert dialog.current_index() == 3  # opened on the blunder
    qtbot.mouseClick(dialog.try_button, Qt.MouseButton.LeftButton)
    assert [str(m) for m in window.game.moves] == LOSE[:3]
    assert window.table.practising and "practice" in window.windowTitle()
    window.windowHandle().requestActivate()  # keys (T, F) go to the active window
    qtbot.waitUntil(window.isActiveWindow)
    window.board.setFocus()
    table = table_for(Variant(3), 1)
    while not window.position.outcome().over:  # play the practice game out
        play(qtbot, window, [str(table.best_move(window.position))])
    assert len(store.games(Variant(3))) == 1  # the practice game is not counted


def test_the_coach_asks_before_a_blunder(qtbot, tmp_path):
    solver_bridge.prepare_table(Variant(3), build=True)
    window = make_window(qtbot, tmp_path, coach=True)
    start(window)
    play(qtbot, window, LOSE[:3])
    asked: list[str] = []
    answer_coach(window, QMessageBox.StandardButton.No, asked)
    click_move(qtbot, window, "A0:SW")
    assert asked == ["This move drops your chance from 63% to 0%. Play it anyway?"]
    assert len(window.game.moves) == 3  # not played
    click_move(qtbot, window, "B0:SW")  # a best move: no question
    assert len(asked) == 1 and len(window.game.moves) == 4
    window.play.undo()
    answer_coach(window, QMessageBox.StandardButton.Yes, asked)
    click_move(qtbot, window, "A0:SW")
    assert len(asked) == 2 and str(window.game.moves[-1]) == "A0:SW"


def test_the_coach_is_off_by_default(qtbot, tmp_path):
    from ui.app.preferences import Preferences

    assert Preferences.default("coach") is False
    solver_bridge.prepare_table(Variant(3), build=True)
    window = make_window(qtbot, tmp_path)
    start(window)
    play(qtbot, window, LOSE[:4])  # the blunder is played without a question
    assert window.coach.coach_box is None and len(window.game.moves) == 4


def test_review_a_record_keeps_the_game_on_the_table(qtbot, tmp_path, monkeypatch):
    path = tmp_path / "lost.trax"
    save_record(Game(Variant(3), parse_deal(WIN_DEAL, 3), moves=LOSE), path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window = make_window(qtbot, tmp_path)
    start(window)
    play(qtbot, window, LOSE[:2])
    window.commands.act_review_record.trigger()
    dialog = wait_review(qtbot, window)
    assert [str(d.move) for d in dialog.analysis.decisions] == LOSE
    assert len(window.game.moves) == 2
    damaged = tmp_path / "damaged.trax"
    damaged.write_text("variant 3x3 line\ndeal NS\n")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(damaged), ""))
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text: warned.append(text))
    window.commands.act_review_record.trigger()
    assert warned and "line 2" in warned[0]


def test_statistics_window_shows_average_skill_loss_and_its_chart(qtbot, tmp_path):
    from ui.app.statistics.dialog import StatisticsDialog
    from ui.data.statistics import StatisticsStore

    store = StatisticsStore(tmp_path / "stats.sqlite3")
    losses = [0.30, 0.0, 0.12, 0.05, 0.02, 0.01, 0.0]
    for loss in losses:
        store.record_game(Variant(3), False, 0, 7, WIN_DEAL, skill_loss=loss, luck=-0.1)
    store.record_game(Variant(3), True, 0, 7, WIN_DEAL)  # recorded without figures
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    page = dialog.pages["3x3 line"]
    average = sum(losses) / len(losses) * 100
    assert page.skill.label.text().startswith(
        f"Average skill loss: {average:.1f} points a game (7 games analysed); last 5: "
        f"{sum(losses[-5:]) / 5 * 100:.1f}"
    )
    assert page.skill.chart.losses == losses and page.skill.chart.isVisible()
    empty = dialog.pages["4x4 loop"]
    assert "no analysed games" in empty.skill.label.text() and not empty.skill.chart.isVisible()
    picture = dialog.grab()
    assert picture.save(str(tmp_path / "statistics.png"))
    store.close()


def test_after_the_win_is_gone_the_hint_and_review_say_so(qtbot, tmp_path):
    """After A0:SW no move can win (the panel still says Playing: the game goes on to the end).
    H says so instead of naming moves tied at 0%; Review marks those moves "—", not "best", and
    its summary begins in plain words, the figures after."""
    solver_bridge.prepare_table(Variant(3), build=True)
    window = make_window(qtbot, tmp_path)
    start(window)
    play(qtbot, window, LOSE[:4])
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: not window.message.startswith("Thinking"), timeout=30000)
    assert window.message.startswith("No move can win any more, whatever the stack holds.")
    assert "%" not in window.message
    assert window.board.state.best == []  # no move ringed as the one to play
    qtbot.keyClick(window.board, Qt.Key.Key_H)  # the heat map still shows every move at 0%
    assert {mark.p for mark in window.board.state.heat.values()} == {0.0}
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    play(qtbot, window, LOSE[4:])
    assert window.position.outcome().status == "lost"
    qtbot.keyClick(
        window.board,
        Qt.Key.Key_R,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    dialog = wait_review(qtbot, window)
    marks = [dialog.table.item(row, 4).text() for row in range(len(LOSE))]
    assert marks == ["best", "best", "best", "blunder", "—", "—", "—", "—"]
    dialog.table.setCurrentCell(5, 0)
    assert "No winning move was left" in dialog.detail.text()
    assert "Best:" not in dialog.detail.text()
    summary = dialog.summary.text()
    assert summary.startswith(
        "<b>Lost: the board filled without the goal. After move 4 (A0:SW) no win was possible "
        "any more; the tiles went against you (5 points of win chance). You kept 0% of your "
        "chances.</b>"
    )
    assert figures_words(dialog.analysis) in summary  # the figures stay, after the words
    kinds = [kind for _point, kind in dialog.graph.points()[2::2]]
    assert kinds[4:] == ["none"] * 4 and "best" not in kinds[4:]
