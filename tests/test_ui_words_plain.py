"""Issue 26, "The words on the screen", item 7: what the lessons, the window title, the empty
board and the review say agrees with the board and is said in plain words."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from ui_helpers import click_move, make_window

from puzzles.lessons import read_lessons
from puzzles.pack import shipped_packs
from solitaire.game import Game
from solitaire.move import Move
from solitaire.position import Position
from solitaire.variant import Variant
from ui.app.board.paint import empty_board_caption
from ui.app.dialogs.review import figures_words

LESSONS = read_lessons()


def test_every_lesson_step_that_names_a_width_matches_the_frame() -> None:
    """Lesson 8 said "the row is then 4 wide" where the frame was 3 wide: every "N wide" in
    a step's words is the frame's width once that step's move is played."""
    said = 0
    for lesson in LESSONS:
        moves: list[Move] = []
        for step in lesson.steps:
            moves.append(Move.parse(step.move))
            found = re.search(r"row is (?:then|now) (\d) wide", step.text or "")
            if found is None:
                continue
            position = Position(lesson.variant, lesson.deal, moves)
            top, bottom, left, right = position.frame
            assert right - left + 1 == int(found.group(1)), (lesson.id, step.text)
            said += 1
    assert said >= 2  # lesson 8 says it twice


def test_a_lessons_win_counts_the_players_moves_not_the_set_up(qtbot, tmp_path: Path) -> None:
    """Lesson 4 lays 8 tiles for the player, who lays 3: the win says 3 moves."""
    window = make_window(qtbot, tmp_path)
    dead = next(i for i, lesson in enumerate(LESSONS) if lesson.teaches == "dead")
    window.tutorial.open(dead)
    theirs = [step for step in LESSONS[dead].steps if not step.auto]
    for step in theirs:
        click_move(qtbot, window, step.move)
        window.view.settle()
    assert window.position.is_won()
    laid = len(LESSONS[dead].steps) - len(theirs)
    status = window.panel.status.text()
    assert f"{len(theirs)} moves ({laid} laid for the lesson)" in status, status
    assert f"{len(LESSONS[dead].steps)} moves" not in status


def test_the_window_title_names_the_app_once(qtbot, tmp_path: Path) -> None:
    """The system adds the app's name after the title: the title itself does not repeat it."""
    window = make_window(qtbot, tmp_path)
    window.start_game(Game.from_number(Variant(3, "line"), 42))
    assert window.windowTitle() == "3x3 line — deal #42"
    assert QCoreApplication.applicationName() not in window.windowTitle()
    window.games.start_puzzle(shipped_packs()[0].puzzles[0])
    assert "Trax Solitaire" not in window.windowTitle() and "puzzle" in window.windowTitle()


def test_an_empty_board_says_what_its_labels_are(qtbot, tmp_path: Path) -> None:
    window = make_window(qtbot, tmp_path)
    window.start_game(Game.from_number(Variant(3, "line"), 42))
    caption = empty_board_caption(window.board.state)
    assert caption == "Column @, row 0: the first tile goes in cell @0"
    window.board.grab().save(str(tmp_path / "empty.png"))  # painted without a fault
    click_move(qtbot, window, str(window.position.legal_moves()[0].move))
    assert empty_board_caption(window.board.state) == ""


def test_the_reviews_figures_are_plain_words(qtbot) -> None:
    from solver.analysis import analyse

    lesson = LESSONS[0]
    analysis = analyse(lesson.variant, lesson.deal, [Move.parse(s.move) for s in lesson.steps])
    words = figures_words(analysis)
    assert "luck" not in words and "+" not in words
    assert words.startswith("Your chance of winning before any tile was seen: ")
    assert "The first two tiles " in words and "your moves " in words
    assert "A point is 1% of win chance" in words
