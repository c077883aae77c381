"""The Review window offscreen: analysis off the GUI thread, clicks on the move list and the
graph, the board with the heat map of the alternatives, Try again, and pictures of it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from solitaire.deal import parse_deal
from solitaire.move import Move
from solitaire.position import Position
from solitaire.variant import Variant
from solver.analysis import analyse
from ui.app.dialogs.review import ReviewDialog, figures_words, summary_words

DEAL = "NS NE NE SW NS NS NE NE SW"
MOVES = [
    Move.parse(m) for m in ["@0:NS", "A2:NE", "B1:NE", "A0:SW", "@3:NS", "C1:NS", "A1:NE", "C3:SW"]
]
WIN = [Move.parse(m) for m in ["@0:NS", "B1:NE", "A2:NE", "B0:SW", "C1:NS", "B3:EW", "C3:SW"]]


def open_review(qtbot, moves=MOVES, **kwargs) -> ReviewDialog:
    dialog = ReviewDialog(Variant(3), parse_deal(DEAL, 3), moves, **kwargs)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.analysis is not None or dialog.error is not None, timeout=60000)
    assert dialog.error is None
    return dialog


def click_row(qtbot, dialog: ReviewDialog, row: int) -> None:
    rect = dialog.table.visualRect(dialog.table.model().index(row, 1))
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_review_opens_on_the_worst_move_with_its_alternatives(qtbot):
    dialog = open_review(qtbot)
    analysis = dialog.analysis
    assert dialog.table.rowCount() == len(MOVES) + 1
    assert dialog.table.item(3, 4).text() == "blunder"
    assert dialog.table.currentRow() == 3  # the blunder is shown first
    position = Position(Variant(3), parse_deal(DEAL, 3), MOVES[:3])
    heat_cells = {p.cell for p in position.legal_moves()}
    assert set(dialog.board.state.heat) == heat_cells
    played = position.placement_of(MOVES[3])
    assert dialog.board.state.hint == (played.cell, played.orientation, 0.0)
    assert "A0:SW" in dialog.detail.text() and "blunder" in dialog.detail.text()
    assert figures_words(analysis) in dialog.summary.text()
    assert "deal luck" not in dialog.summary.text()
    assert "Lost: the board filled without the goal." in dialog.summary.text()


def test_clicking_moves_and_the_graph_shows_that_position(qtbot):
    dialog = open_review(qtbot)
    click_row(qtbot, dialog, 1)
    assert dialog.current_index() == 1 and dialog.graph.selected == 1
    assert len(dialog.board.state.tiles) == 1  # before move 2: only the first tile
    assert set(dialog.board.state.heat) == {
        p.cell for p in Position(Variant(3), parse_deal(DEAL, 3), MOVES[:1]).legal_moves()
    }
    x = int(dialog.graph.decision_x(5))
    qtbot.mouseClick(dialog.graph, Qt.MouseButton.LeftButton, pos=QPoint(x, 40))
    assert dialog.current_index() == 5 and dialog.table.currentRow() == 5
    before_six = Position(Variant(3), parse_deal(DEAL, 3), MOVES[:5])
    assert dialog.board.state.tiles == before_six.tiles
    click_row(qtbot, dialog, len(MOVES))  # the final position
    assert dialog.current_index() is None and dialog.graph.selected is None
    assert dialog.board.state.heat == {} and len(dialog.board.state.tiles) == 9
    assert "Final position" in dialog.detail.text()


def test_try_again_hands_back_the_moves_before_the_selected_one(qtbot):
    received = []
    dialog = open_review(qtbot, on_try_again=received.append)
    click_row(qtbot, dialog, 3)
    assert dialog.try_button.isEnabled()
    qtbot.mouseClick(dialog.try_button, Qt.MouseButton.LeftButton)
    assert received == [MOVES[:3]]
    assert not dialog.isVisible()


def test_try_again_is_off_without_a_taker_and_at_the_end_of_a_finished_game(qtbot):
    dialog = open_review(qtbot)
    assert not dialog.try_button.isEnabled()
    dialog = open_review(qtbot, on_try_again=lambda moves: None)
    click_row(qtbot, dialog, len(MOVES))
    assert not dialog.try_button.isEnabled()


def test_summary_words():
    deal = parse_deal(DEAL, 3)
    won = analyse(Variant(3), deal, WIN)
    assert summary_words(won).startswith("You won. You played every move at its best; the tiles")
    lost = analyse(Variant(3), deal, MOVES)
    text = summary_words(lost)
    assert text.startswith("Lost: the board filled without the goal. After move 4 (A0:SW) no win")
    assert "the tiles went against you (5 points of win chance)" in text
    clair = analyse(Variant(3), deal, MOVES, clairvoyant=True)
    assert summary_words(clair) == "Move 4 (A0:SW) threw the win away."
    playing = analyse(Variant(3), deal, MOVES[:2])
    assert summary_words(playing).startswith(f"Still playing: your chance is {playing.final:.0%}.")


def test_a_clairvoyant_review(qtbot):
    dialog = open_review(qtbot, clairvoyant=True)
    assert dialog.analysis.clairvoyant
    assert "threw the win away" in dialog.summary.text()
    assert {mark.p for mark in dialog.board.state.heat.values()} <= {0.0, 1.0}


@pytest.mark.parametrize("size", [None, (800, 600)])
def test_pictures(qtbot, tmp_path, size):
    dialog = open_review(qtbot)
    if size is not None:
        dialog.resize(*size)
    qtbot.wait(50)
    picture = dialog.grab()
    name = "review-default.png" if size is None else "review-800x600.png"
    path = tmp_path / name
    assert picture.save(str(path))
    assert path.stat().st_size > 10000
    image = picture.toImage()
    # The graph is painted: its dark background and a blue luck step are on screen.
    graph = dialog.graph.grab().toImage()
    colours = {
        graph.pixelColor(x, y).name()
        for x in range(0, graph.width(), 3)
        for y in range(0, graph.height(), 3)
    }
    assert "#1d2b24" in colours and len(colours) > 20
    assert image.width() >= 780


def test_an_analysis_that_fails_names_its_error_and_closing_early_is_quiet(qtbot, monkeypatch):
    from ui.common import solver_bridge

    def broken(*args, **kwargs):
        raise ValueError("the tables are unreadable")

    monkeypatch.setattr(solver_bridge, "analyse_game", broken)
    dialog = ReviewDialog(Variant(3), parse_deal(DEAL, 3), MOVES)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.error is not None, timeout=10000)
    assert "the tables are unreadable" in dialog.error
    assert "the tables are unreadable" in dialog.summary.text()

    def cancelled(variant, deal, moves, clairvoyant, cancel):
        cancel.wait(5)
        raise solver_bridge.Cancelled("closed")

    monkeypatch.setattr(solver_bridge, "analyse_game", cancelled)
    early = ReviewDialog(Variant(3), parse_deal(DEAL, 3), MOVES)
    qtbot.addWidget(early)
    early.show()
    early.close()  # before the analysis comes back: its Cancelled is dropped, not reported
    qtbot.wait(300)
    assert early.error is None and early.analysis is None
