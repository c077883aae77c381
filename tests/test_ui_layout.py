"""At the default size and on 800x600 and 800x578 screens (the window's inside, once the frame
takes its share: tests.ui_helpers.ON_SCREEN), every label's text fits and every button is inside
the window: the game, an open-stack puzzle, and the New Game dialog."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.layout_check import layout_problems
from tests.ui_helpers import ON_SCREEN, click_move, make_window, start

SIZES = [(1040, 760), ON_SCREEN[800, 600], ON_SCREEN[800, 578]]


def settle(qtbot, window, size: tuple[int, int]) -> None:
    window.resize(*size)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == size)
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("size", SIZES)
def test_game_fits(qtbot, tmp_path, size):
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    settle(qtbot, window, size)
    assert layout_problems(window) == []


@pytest.mark.parametrize("size", SIZES)
def test_finished_game_fits(qtbot, tmp_path, size):
    from tests.ui_helpers import WIN_MOVES

    window = make_window(qtbot, tmp_path)
    start(window)
    for move in WIN_MOVES:
        click_move(qtbot, window, move)
    assert window.position.outcome().status == "won"
    settle(qtbot, window, size)
    assert layout_problems(window) == []


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("puzzle_id", ["3x3-line-004", "4x4-loop-001"])
def test_puzzle_fits(qtbot, tmp_path, size, puzzle_id):
    from puzzles.pack import find_puzzle

    window = make_window(qtbot, tmp_path)
    window.games.start_puzzle(find_puzzle(puzzle_id))
    settle(qtbot, window, size)
    assert layout_problems(window) == []


@pytest.mark.parametrize("size", SIZES)
def test_new_game_dialog_fits(qtbot, tmp_path, size):
    from ui.app.dialogs.new_game import NewGameDialog

    window = make_window(qtbot, tmp_path)
    settle(qtbot, window, size)
    dialog = NewGameDialog(window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for index in range(dialog.grade.count()):  # the longest grade text must fit too
        dialog.grade.setCurrentIndex(index)
        QApplication.processEvents()
        assert layout_problems(dialog) == [], dialog.grade.currentText()
    assert dialog.width() <= size[0] and dialog.height() <= size[1]


@pytest.mark.parametrize("size", SIZES)
def test_lost_game_with_two_reasons_fits(qtbot, tmp_path, size):
    from tests.test_tracks_reasons import LOOP_DEAL, LOOP_MOVES

    window = make_window(qtbot, tmp_path)
    start(window, LOOP_DEAL, size=4, goal="loop")
    for move in LOOP_MOVES:
        click_move(qtbot, window, move)
    assert window.position.outcome().status == "lost"
    settle(qtbot, window, size)
    assert layout_problems(window) == []
