"""The tutorial in the real window: every lesson played by clicks and keys, refused moves
explained, Back / Skip / Leave, Help > Tutorial and --tutorial, the first start's offer, and
the progress file (kept, and moved aside when damaged)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QSettings, Qt
from PySide6.QtWidgets import QMessageBox
from ui_helpers import click_move, make_window, orient_hand, watch_later

from puzzles.lessons import read_lessons
from solitaire.move import Move
from solitaire.storage import data_dir
from solitaire.tiles import ORIENTATIONS
from ui.app.tutorial.controller import LessonSession
from ui.app.tutorial.offer import FIRST_START_KEY, new_player
from ui.data.lesson_progress import LESSON_PROGRESS_FILE, LessonProgress

LESSONS = read_lessons()


def frame_settled(board, cell) -> bool:
    """The board's frame has stopped moving: a click at `cell`'s centre lands on `cell`."""
    return board.cell_at(QPointF(board.cell_center(cell))) == cell


def settle(window) -> None:
    window.view.settle()  # forced fills shown at once


def key_move(qtbot, window, text: str) -> None:
    """Play a move with the keys: F and T for the tile, the arrows to the cell, Enter."""
    move = Move.parse(text)
    if move.orientation is not None and move.orientation != window.hand_orientation:
        orient_hand(qtbot, window, move.orientation)
    board = window.board
    target = window.position.cell_of(move)
    if board.cursor is None:
        qtbot.keyClick(board, Qt.Key.Key_Down)
    for _ in range(12):
        row, col = board.cursor
        if (row, col) == target:
            break
        if row != target[0]:
            qtbot.keyClick(board, Qt.Key.Key_Down if row < target[0] else Qt.Key.Key_Up)
        else:
            qtbot.keyClick(board, Qt.Key.Key_Right if col < target[1] else Qt.Key.Key_Left)
    assert board.cursor == target
    qtbot.keyClick(board, Qt.Key.Key_Return)


@pytest.fixture
def window(qtbot, tmp_path: Path):
    return make_window(qtbot, tmp_path)


def open_from_help(window) -> None:
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    assert help_menu.actions()[0] is window.tutorial.action
    window.tutorial.action.trigger()


def test_every_lesson_is_played_by_clicks_and_keys_and_kept_as_finished(qtbot, window) -> None:
    tutorial = window.tutorial
    open_from_help(window)
    assert tutorial.active and tutorial.dock.isVisible()
    for number, lesson in enumerate(LESSONS):
        assert tutorial.index == number
        assert isinstance(window.session, LessonSession)
        assert window.game.deal == lesson.deal
        theirs = [step for step in lesson.steps if not step.auto]
        auto = [step.move for step in lesson.steps if step.auto]
        assert [str(m) for m in window.game.moves] == auto[: len(window.game.moves)]
        for index, step in enumerate(lesson.steps):
            if step.auto:
                continue  # the app plays the lesson's set-up
            number = theirs.index(step) + 1
            assert f"step {number} of {len(theirs)}" in tutorial.panel.heading.text()
            assert [str(m) for m in window.game.moves] == [s.move for s in lesson.steps[:index]]
            expected = window.position.cell_of(Move.parse(step.move))
            if step.try_move is not None:
                tried = window.position.cell_of(Move.parse(step.try_move))
                assert tutorial.rings.tries == [tried]
                click_move(qtbot, window, step.try_move)
                assert "dead space" in tutorial.panel.feedback.text()
                assert len(window.game.moves) == index  # refused: nothing played
                assert "instead" in tutorial.panel.feedback.text()
                dead = window.position.cell_of(Move.parse("B2"))
                assert tutorial.rings.tries == [dead]  # the dead space, ringed in red
            assert tutorial.rings.cells == [expected]
            (key_move if index % 2 else click_move)(qtbot, window, step.move)
            settle(window)
            assert [str(m) for m in window.game.moves][-1] == step.move
        assert "done ✓" in tutorial.panel.heading.text()
        assert tutorial.progress.is_finished(lesson.id)
        if lesson.teaches in ("goal", "next", "loop", "forced", "turn"):
            assert window.position.is_won()
        qtbot.mouseClick(tutorial.panel.next, Qt.MouseButton.LeftButton)
    assert not tutorial.active and not tutorial.dock.isVisible()
    assert LessonProgress().finished() == [lesson.id for lesson in LESSONS]  # on disk


def test_a_refused_move_is_explained_in_plain_words(qtbot, window) -> None:
    tutorial = window.tutorial
    tutorial.open()
    click_move(qtbot, window, "@0:EW")
    click_move(qtbot, window, "B1")  # the NE tile shows black where the EW tile shows white
    assert tutorial.panel.feedback.text().startswith("Colours must match where tiles touch.")
    assert "wrong colour" in window.message  # the engine's own words stay in the status line
    click_move(qtbot, window, "@1")  # legal, but not this lesson's move
    assert "allowed, but this lesson wants the tile at A0" in tutorial.panel.feedback.text()
    assert len(window.game.moves) == 1
    window.move_box.focus()
    qtbot.keyClicks(window.move_box.edit, "A0")
    qtbot.keyClick(window.move_box.edit, Qt.Key.Key_Return)
    assert [str(m) for m in window.game.moves] == ["@0:EW", "A0:NE"]  # typed moves work too


def test_the_first_step_explains_the_cell_labels_and_hover_names_a_cell(qtbot, window) -> None:
    window.tutorial.open()
    assert "@0 (column @, row 0)" in window.tutorial.panel.text.text()
    click_move(qtbot, window, "@0:EW")
    cell = window.position.cell_of(Move.parse("A0"))
    qtbot.mouseMove(window.board, window.board.cell_center(cell))
    qtbot.waitUntil(lambda: "A0" in window.status_label.text())


def test_back_skip_and_leave_and_the_game_put_aside_comes_back(
    qtbot, window, tmp_path: Path
) -> None:
    click_move(qtbot, window, "@0")
    before = window.session
    moves = list(window.game.moves)
    tutorial = window.tutorial
    tutorial.open()
    assert tutorial.index == 0 and not tutorial.panel.back.isEnabled()
    # Quitting mid-lesson keeps the game put aside, not the lesson.
    kept = tmp_path / "kept.trax"
    assert window.session.worth_keeping()
    window.session.save(kept)
    assert kept.read_text() == before.to_record()
    qtbot.mouseClick(tutorial.panel.skip, Qt.MouseButton.LeftButton)
    assert tutorial.index == 1 and window.game.deal == LESSONS[1].deal
    qtbot.mouseClick(tutorial.panel.skip, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(tutorial.panel.back, Qt.MouseButton.LeftButton)
    assert tutorial.index == 1
    assert not tutorial.progress.finished()  # skipped lessons are not finished
    qtbot.mouseClick(tutorial.panel.leave, Qt.MouseButton.LeftButton)
    assert not tutorial.active
    assert window.session is before and window.game.moves == moves
    assert not before.reported  # not counted as given up
    click_move(qtbot, window, str(window.position.legal_moves()[0].move))
    assert len(window.game.moves) == len(moves) + 1  # the board plays normally again
    open_from_help(window)  # and the tutorial opens again, where it was left
    assert tutorial.active and tutorial.dock.isVisible() and tutorial.index == 1


def test_help_tutorial_opens_at_the_first_unfinished_lesson(window) -> None:
    progress = LessonProgress()
    progress.mark_finished(LESSONS[0].id)
    progress.mark_finished(LESSONS[1].id)
    window.tutorial.progress = LessonProgress()
    open_from_help(window)
    assert window.tutorial.index == 2


def test_lesson_games_are_never_counted_nor_kept(qtbot, window, tmp_path: Path) -> None:
    tutorial = window.tutorial
    tutorial.open(2)
    for step in LESSONS[2].steps:
        click_move(qtbot, window, step.move)
        settle(window)
    assert window.position.is_won()
    assert window.session.take_reports() == []
    assert not window.session.worth_keeping()


def test_the_progress_file_is_written_atomically_and_a_damaged_one_moved_aside(
    qtbot, tmp_path: Path
) -> None:
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / LESSON_PROGRESS_FILE
    path.write_bytes(b"\x88 not json")
    window = make_window(qtbot, tmp_path)
    window.tutorial.open()
    aside = [p for p in folder.iterdir() if p.name.startswith(LESSON_PROGRESS_FILE + ".damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes() == b"\x88 not json"
    assert "is damaged" in window.message and aside[0].name in window.message
    assert "codec" not in window.message
    click_move(qtbot, window, "@0:EW")
    click_move(qtbot, window, "A0:NE")
    click_move(qtbot, window, "A0:NS")
    assert LessonProgress(path).finished() == [LESSONS[0].id]
    assert not [p for p in folder.iterdir() if p.suffix == ".tmp"]


def test_the_first_start_offers_the_tutorial_and_remembers_the_choice(qtbot, window) -> None:
    assert new_player()
    window.tutorial.offer()
    box = window.tutorial.offer_box
    assert isinstance(box, QMessageBox)
    learn = next(b for b in box.buttons() if b.text().startswith("Learn to play (about 5"))
    qtbot.mouseClick(learn, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.tutorial.active)
    assert QSettings().value(FIRST_START_KEY) == "learn"
    assert not new_player()


def test_play_now_is_remembered_too(qtbot, window) -> None:
    window.tutorial.offer()
    box = window.tutorial.offer_box
    play = next(b for b in box.buttons() if b.text() == "Play now")
    qtbot.mouseClick(play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.tutorial.offer_box is None)
    assert not window.tutorial.active
    assert QSettings().value(FIRST_START_KEY) == "play" and not new_player()


def test_no_offer_to_a_player_with_statistics_or_a_kept_game(tmp_path: Path) -> None:
    stats, kept = tmp_path / "stats.sqlite3", tmp_path / "kept.trax"
    assert new_player(stats, kept)
    stats.write_bytes(b"")
    assert not new_player(stats, kept)
    stats.unlink()
    kept.write_text("")
    assert not new_player(stats, kept)


def test_the_command_line_opens_the_tutorial(window) -> None:
    from puzzles.game_request import from_arguments as read_game_id
    from solitaire.errors import TraxError
    from ui.app.start import open_request

    request = read_game_id(["--tutorial"])
    assert request.tutorial
    assert open_request(window, request)
    assert window.tutorial.active and window.tutorial.index == 0
    with pytest.raises(TraxError, match="--tutorial alone"):
        read_game_id(["--tutorial", "--size", "4"])


def test_undo_takes_the_step_back_and_a_new_game_ends_the_tutorial(qtbot, window) -> None:
    tutorial = window.tutorial
    tutorial.open(0)
    click_move(qtbot, window, "@0:EW")
    click_move(qtbot, window, "A0:NE")
    assert tutorial.step == 2
    qtbot.keyClick(window.board, Qt.Key.Key_U)
    qtbot.waitUntil(lambda: tutorial.step == 1)
    assert "step 2 of 3" in tutorial.panel.heading.text()
    assert tutorial.rings.cells == [window.position.cell_of(Move.parse("A0"))]
    click_move(qtbot, window, "A0:NE")
    assert tutorial.step == 2
    window.games.new_game(window.game.variant, None, 7)
    qtbot.waitUntil(lambda: not tutorial.active)
    assert window.game.deal_number == 7 and not tutorial.dock.isVisible()
    click_move(qtbot, window, "@0")
    assert len(window.game.moves) == 1  # the board plays the new game normally


def test_undo_into_a_lessons_set_up_lays_it_again(qtbot, window) -> None:
    tutorial = window.tutorial
    dead = next(i for i, lesson in enumerate(LESSONS) if lesson.teaches == "dead")
    tutorial.open(dead)
    auto = [step.move for step in LESSONS[dead].steps if step.auto]
    assert [str(m) for m in window.game.moves] == auto
    qtbot.keyClick(window.board, Qt.Key.Key_U)
    qtbot.wait(50)
    assert [str(m) for m in window.game.moves] == auto
    assert tutorial.step == len(auto)


@pytest.mark.parametrize("size", [(1040, 760), (800, 600)])
def test_the_lesson_strip_fits_the_window(qtbot, window, size: tuple[int, int]) -> None:
    from layout_check import _plain, layout_problems
    from PySide6.QtWidgets import QAbstractButton, QLabel

    window.resize(*size)
    tutorial = window.tutorial
    for index, lesson in enumerate(LESSONS):
        tutorial.open(index)
        step = next(s for s in lesson.steps if not s.auto)
        if step.try_move is not None:
            tutorial.attempt(Move.parse(step.try_move))  # the longest words: step and refusal
        qtbot.wait(10)
        names = [f"label {_plain(w.text())[:40]!r}" for w in tutorial.panel.findChildren(QLabel)]
        names += [f"button {w.text()!r}" for w in tutorial.panel.findChildren(QAbstractButton)]
        strip = [p for p in layout_problems(window) if any(p.startswith(n + ":") for n in names)]
        assert strip == [], (lesson.id, strip)
        assert tutorial.panel.height() < size[1] / 4  # the board keeps most of the window


def test_every_kind_of_refusal_has_plain_words() -> None:
    from solitaire.deal import parse_deal
    from solitaire.position import Position
    from solitaire.variant import Variant
    from ui.app.tutorial.words import plain_reason

    position = Position(Variant(3, "line"), parse_deal("NS NE NE SW NS NS NE NE SW", 3))
    assert "@0" in plain_reason(position.why_illegal(Move.parse("B2")))
    position.push("@0:NS")
    words = {
        "A1": "already holds a tile",
        "C3": "must touch a tile",
        "A0": "Colours must match",
        "A2:NS": "only when it fits nowhere",
    }
    for move, expected in words.items():
        reason = position.why_illegal(Move.parse(move))
        assert reason is not None and expected in plain_reason(reason), (move, reason)
    frame = Position(Variant(3, "line"), parse_deal("NS NE NE SW NS NS NE NE SW", 3))
    for move in ["@0:NS", "A2:NE", "B1:NE", "A0:SW", "@3:NS"]:
        frame.push(move)
    assert "3 tiles wide" in plain_reason(frame.why_illegal(Move.parse("@2")))


def test_a_new_game_over_a_lesson_gives_up_the_game_put_aside_as_any_replaced_game(
    qtbot, tmp_path: Path
) -> None:
    from ui_helpers import answer_question

    from solitaire.game import Game
    from solitaire.session import GameSession

    window = make_window(qtbot, tmp_path, ask_before_abandon=True)
    click_move(qtbot, window, "@0")
    put_aside = window.session
    window.tutorial.open()
    click_move(qtbot, window, LESSONS[0].steps[0].move)  # a move in the lesson
    seen = answer_question(qtbot, "Give up and go on")
    assert window.games.confirm_replace("A new game")  # asked: the game put aside would count
    assert seen and "gives up the game in progress" in seen[0]
    window.games.start_session(GameSession(Game.from_number(put_aside.variant, 7), "number"))
    qtbot.waitUntil(lambda: not window.tutorial.active)  # the lesson is over too
    store = window.outcomes.statistics_store()
    [game] = store.history(put_aside.variant, limit=10)
    assert (game.result, game.moves) == ("abandoned", 1)  # counted once, never dropped


def test_with_the_fills_animated_the_ring_moves_on_once_the_fill_is_shown(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path, animation_ms=250)
    tutorial = window.tutorial
    forced = next(i for i, lesson in enumerate(LESSONS) if lesson.teaches == "forced")
    tutorial.open(forced)
    for move in ("@0:ES", "@1:NS", "A0:SW"):  # A0 forces a fill at B0, animated
        qtbot.waitUntil(lambda: not window.board.is_animating() and not window.table.pending)
        click_move(qtbot, window, move)
    assert window.table.pending  # the fill is still being shown
    qtbot.waitUntil(lambda: not window.board.is_animating() and not window.table.pending)
    target = window.position.cell_of(Move.parse("C1"))
    assert tutorial.rings.cells == [target] and target not in window.position.tiles
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(target))
    assert [str(m) for m in window.game.moves][-1] == "C1:EW"


def test_lesson_one_states_the_goal_in_its_first_step(window) -> None:
    open_from_help(window)
    first = window.tutorial.panel.text.text()
    assert "step 1 of 3" in window.tutorial.panel.heading.text()
    assert first.startswith("The goal:") and "one colour" in first and "every tile" in first


def test_the_side_panel_names_the_lessons_deal(qtbot, window) -> None:
    """A lesson's deal is the lesson's, not one "typed in"; a new game names its number again."""
    open_from_help(window)
    assert window.panel.subtitle.text() == "Deal of lesson 1"
    window.tutorial.panel.skip.click()
    assert window.panel.subtitle.text() == "Deal of lesson 2"
    window.tutorial.leave()
    assert "lesson" not in window.panel.subtitle.text()


def test_lesson_one_says_how_tiles_are_named(qtbot, window) -> None:
    tutorial = window.tutorial
    open_from_help(window)
    click_move(qtbot, window, LESSONS[0].steps[0].move)
    assert "step 2 of 3" in tutorial.panel.heading.text()
    words = "Your tile is NE: a tile is named by the two edges its white track joins"
    assert words in tutorial.panel.text.text()
    assert window.position.hand is not None
    assert ORIENTATIONS[window.position.hand] == "NE"  # the words name the tile in hand


def test_an_allowed_move_after_a_refusal_replaces_the_red_line(qtbot, window) -> None:
    tutorial = window.tutorial
    tutorial.open(0)
    click_move(qtbot, window, "@0:EW")
    click_move(qtbot, window, "B1")  # refused: wrong colour
    assert "wrong colour" in window.view.panel.message.text() and window.view.message_is_error
    click_move(qtbot, window, "@1")  # allowed, but not this lesson's move
    assert "this lesson wants the tile at A0" in tutorial.panel.feedback.text()
    side = window.view.panel.message.text()
    assert "wrong colour" not in side and "A0" in side and not window.view.message_is_error
    assert "wrong colour" not in window.status_label.text()


def test_leaving_and_coming_back_resumes_the_step_left(qtbot, window) -> None:
    tutorial = window.tutorial
    forced = next(i for i, lesson in enumerate(LESSONS) if lesson.teaches == "forced")
    tutorial.open(forced)
    played = [step.move for step in LESSONS[forced].steps[:2]]
    for move in played:
        click_move(qtbot, window, move)
    assert "step 3 of" in tutorial.panel.heading.text()
    qtbot.mouseClick(tutorial.panel.leave, Qt.MouseButton.LeftButton)
    assert "brings you back where you were" in window.message
    assert not isinstance(window.session, LessonSession)
    open_from_help(window)
    assert tutorial.index == forced and "step 3 of" in tutorial.panel.heading.text()
    assert [str(m) for m in window.game.moves] == played
    expected = window.position.cell_of(Move.parse(LESSONS[forced].steps[2].move))
    assert tutorial.rings.cells == [expected]


def test_finishing_the_last_lesson_says_so_once_and_not_as_leaving(qtbot, window) -> None:
    tutorial = window.tutorial
    tutorial.open(len(LESSONS) - 1)
    for step in LESSONS[-1].steps:
        click_move(qtbot, window, step.move)
        settle(window)
    assert "done ✓" in tutorial.panel.heading.text()
    assert tutorial.panel.text.text().lower().count("enjoy") <= 1
    assert tutorial.panel.next.text() == "Finish ✓"
    qtbot.mouseClick(tutorial.panel.next, Qt.MouseButton.LeftButton)
    assert not tutorial.active
    assert window.message.startswith("Tutorial finished") and "left" not in window.message


def test_turning_a_tile_that_fits_is_explained_in_the_lesson_panel(qtbot, window) -> None:
    tutorial = window.tutorial
    turning = next(i for i, lesson in enumerate(LESSONS) if lesson.teaches == "turn")
    tutorial.open(turning)
    click_move(qtbot, window, LESSONS[turning].steps[0].move)
    assert window.position.legal_moves()  # the tile in hand fits: it may not be turned
    dealt = window.hand_orientation
    qtbot.keyClick(window.board, Qt.Key.Key_T)
    assert window.hand_orientation == dealt and window.view.message_is_error
    feedback = tutorial.panel.feedback
    assert feedback.isVisible() and "only when it fits nowhere" in feedback.text()
    assert "play it as it is" in feedback.text()


def test_deal_again_deals_the_lesson_again_and_new_game_leaves_it_with_a_word(
    qtbot, window
) -> None:
    from PySide6.QtWidgets import QApplication

    from ui.app.dialogs.new_game import NewGameDialog

    tutorial = window.tutorial
    tutorial.open(2)
    for step in LESSONS[2].steps[:2]:
        click_move(qtbot, window, step.move)
    qtbot.keyClick(window.board, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert tutorial.active and tutorial.index == 2 and tutorial.step == 0
    assert window.game.deal == LESSONS[2].deal and not window.game.moves
    assert "step 1 of" in tutorial.panel.heading.text() and "dealt again" in window.message
    click_move(qtbot, window, LESSONS[2].steps[0].move)  # the lesson goes on
    qtbot.keyClick(window.board, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: tutorial.step == 0)  # Restart takes the lesson back to its start
    assert (
        tutorial.active and not window.game.moves and "step 1 of" in tutorial.panel.heading.text()
    )
    click_move(qtbot, window, LESSONS[2].steps[0].move)

    def fill_in() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        dialog.by_number.setChecked(True)
        dialog.number.setText("7")
        dialog.accept()

    watch_later(100, fill_in)
    qtbot.keyClick(window.board, Qt.Key.Key_N)
    assert not tutorial.active and window.game.deal_number == 7
    assert window.message.startswith("New game:")
    assert "Tutorial left: Help ▸ Tutorial brings you back to lesson 3" in window.message
    open_from_help(window)
    assert tutorial.index == 2 and [str(m) for m in window.game.moves] == ["@0:ES"]


def test_the_hint_key_in_a_lesson_points_to_the_lessons_move(qtbot, window) -> None:
    tutorial = window.tutorial
    forced = next(i for i, lesson in enumerate(LESSONS) if lesson.teaches == "forced")
    tutorial.open(forced)
    steps = LESSONS[forced].steps
    for step in steps[:2]:
        click_move(qtbot, window, step.move)
    wanted = Move.parse(steps[2].move)
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    qtbot.wait(300)  # a solver hint, if one were asked for, would show by now
    assert f"play at {wanted.cell}" in tutorial.panel.feedback.text()
    assert f"play at {wanted.cell}" in window.message
    assert window.board.state.marks() == []  # no solver hint framing another move
    qtbot.keyClick(window.board, Qt.Key.Key_H)  # again: still the lesson's move, no heat map
    assert window.board.state.marks() == [] and f"play at {wanted.cell}" in window.message
    assert tutorial.rings.cells == [window.position.cell_of(wanted)]
    qtbot.mouseClick(
        window.board,
        Qt.MouseButton.LeftButton,
        pos=window.board.cell_center(tutorial.rings.cells[0]),
    )
    assert [str(m) for m in window.game.moves][-1] == steps[2].move


@pytest.mark.parametrize("teaches", ["forced", "dead", "turn"])
def test_with_the_fills_animated_every_step_rings_its_own_empty_cell(
    qtbot, tmp_path, teaches: str
) -> None:
    window = make_window(qtbot, tmp_path, animation_ms=250)
    tutorial = window.tutorial
    index = next(i for i, lesson in enumerate(LESSONS) if lesson.teaches == teaches)
    tutorial.open(index)
    for step in LESSONS[index].steps:
        if step.auto:
            continue
        qtbot.waitUntil(lambda: not window.board.is_animating() and not window.table.pending)
        if step.try_move is not None:
            click_move(qtbot, window, step.try_move)  # refused: the step's own ring follows
        target = window.position.cell_of(Move.parse(step.move))
        assert tutorial.rings.cells == [target] and target not in window.position.tiles
        qtbot.waitUntil(lambda t=target: frame_settled(window.board, t))
        click_move(qtbot, window, step.move)
        assert [str(m) for m in window.game.moves][-1] == step.move
    qtbot.waitUntil(lambda: "done ✓" in tutorial.panel.heading.text())
