"""The tutorial's lessons (puzzles/lessons/lessons.json): each replays in the engine and shows
what it names; `trax-solitaire lessons` lists them (docs/cli.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from puzzles.lessons import TEACHES, Lesson, Step, check_lessons, problems, read_lessons
from solitaire.move import Move
from solitaire.position import Position
from solitaire.variant import Variant
from ui.cli import main

LESSONS = read_lessons()


def by_teaching(teaches: str) -> Lesson:
    return next(lesson for lesson in LESSONS if lesson.teaches == teaches)


def test_about_eight_lessons_one_for_each_idea_in_teaching_order() -> None:
    assert [lesson.teaches for lesson in LESSONS] == list(TEACHES)
    assert len({lesson.id for lesson in LESSONS}) == len(LESSONS)
    assert check_lessons() == []


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_every_step_is_legal_in_the_engine_and_says_something(lesson: Lesson) -> None:
    position = Position(lesson.variant, lesson.deal)
    for step in lesson.steps:
        move = Move.parse(step.move)
        assert move.orientation is not None, step.move
        assert position.why_illegal(move) is None, (lesson.id, step.move)
        position.push(move)
        if step.auto:  # the app plays it: a lesson's set-up
            continue
        sentences = [s for s in step.text.split(". ") if s.strip()]
        assert 1 <= len(sentences) <= 5 and len(step.text) < 420, step.text
    assert not position.outcome().over or position.is_won()


def test_the_first_lesson_places_as_dealt_without_forced_fills_or_turns() -> None:
    lesson = by_teaching("placing")
    position = Position(lesson.variant, lesson.deal)
    assert lesson.steps[0].move.startswith("@0")
    assert "@0" in lesson.steps[0].text and "column @, row 0" in lesson.steps[0].text
    for step in lesson.steps:
        assert not position.turned_allowed()
        placement = position.push(step.move)
        assert placement.orientation == position.deal[position.consumed - 1]  # as dealt
        assert placement.fills == ()


def test_the_frame_lesson_fills_the_frame_in_one_direction_and_plays_on() -> None:
    lesson = by_teaching("frame")
    position = Position(lesson.variant, lesson.deal)
    widths = []
    for step in lesson.steps:
        position.push(step.move)
        top, bottom, left, right = position.frame
        widths.append(max(bottom - top, right - left) + 1)
    assert lesson.size in widths[:-1]  # full before the last step, which then plays within it


def test_the_forced_lesson_makes_a_forced_fill_turned_from_its_dealt_side() -> None:
    lesson = by_teaching("forced")
    position = Position(lesson.variant, lesson.deal)
    turned_fills = 0
    for step in lesson.steps:
        consumed = position.consumed
        placement = position.push(step.move)
        for index, (_cell, orientation) in enumerate(placement.fills):
            turned_fills += lesson.deal[consumed + 1 + index] != orientation
    assert turned_fills >= 1


def test_the_turn_lesson_turns_a_tile_that_fits_nowhere_as_dealt() -> None:
    lesson = by_teaching("turn")
    position = Position(lesson.variant, lesson.deal)
    turned = 0
    for step in lesson.steps:
        move = Move.parse(step.move)
        if move.orientation != position.hand:
            hand = position.hand
            assert position.turned_allowed()
            assert not any(p.orientation == hand for p in position.legal_moves())
            turned += 1
        position.push(move)
    assert turned == 1


def test_the_dead_lesson_names_a_move_the_engine_refuses_for_a_dead_space() -> None:
    lesson = by_teaching("dead")
    position = Position(lesson.variant, lesson.deal)
    refused = []
    for step in lesson.steps:
        if step.try_move is not None:
            move = Move.parse(step.try_move)
            reason = position.why_illegal(move)
            assert reason is not None
            refused.append(reason)
            # The colours match: only the dead space forbids it.
            assert "wrong colour" not in reason
        position.push(step.move)
    assert any("dead space" in reason for reason in refused)


@pytest.mark.parametrize("teaches", ["goal", "next", "loop"])
def test_goal_next_and_loop_lessons_end_won(teaches: str) -> None:
    lesson = by_teaching(teaches)
    position = Position(lesson.variant, lesson.deal, [s.move for s in lesson.steps])
    assert position.is_won()
    if teaches == "loop":
        assert lesson.variant == Variant(4, "loop")


def test_the_goal_lesson_shows_a_colour_out_before_the_win() -> None:
    lesson = by_teaching("goal")
    position = Position(lesson.variant, lesson.deal)
    out_seen = False
    for step in lesson.steps[:-1]:
        position.push(step.move)
        out_seen |= len(position.out_reasons()) == 1
    assert out_seen


def test_the_first_colour_out_is_said_where_it_shows() -> None:
    """The panel says "Out: ..." as soon as a colour is out; the first time it happens in the
    tutorial, before the goal lesson, the step shown then says so in words (a new player would
    think they went wrong)."""
    goal = next(i for i, lesson in enumerate(LESSONS) if lesson.teaches == "goal")
    said = []
    for lesson in LESSONS[:goal]:
        position = Position(lesson.variant, lesson.deal)
        for step, following in zip(lesson.steps, lesson.steps[1:], strict=False):
            was_out = bool(position.out_reasons())
            position.push(step.move)
            if position.out_reasons() and not was_out and following.text:
                said.append((lesson.id, " is out" in following.text))
    assert said and said[0][1], said


def test_no_lesson_speaks_of_printed_rules() -> None:
    """A new player has no printed rules (the app calls the standard game so too)."""
    texts = [lesson.done for lesson in LESSONS]
    texts += [step.text for lesson in LESSONS for step in lesson.steps if step.text]
    assert not [text for text in texts if "printed rules" in text.lower()]


def test_a_lesson_that_does_not_show_its_idea_is_caught() -> None:
    placing = by_teaching("placing")
    pretend = Lesson("x", "x", "forced", placing.variant, placing.deal, placing.steps, "")
    assert problems(pretend) == ["lesson 'x' does not show 'forced'"]
    broken = Lesson("y", "y", "placing", placing.variant, placing.deal, (Step("B2:NS", ""),), "")
    assert "step 1" in problems(broken)[0]


def test_lessons_json_has_the_documented_shape(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lessons", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["lessons"]) == len(LESSONS)
    for item, lesson in zip(data["lessons"], LESSONS, strict=True):
        assert {"id", "title", "teaches", "size", "goal", "deal", "steps"} <= set(item)
        assert item["teaches"] in TEACHES and item["size"] in (3, 4)
        assert item["goal"] in ("line", "loop")
        assert [s["move"] for s in item["steps"]] == [s.move for s in lesson.steps]
        assert all(isinstance(s["text"], str) for s in item["steps"])
        assert all(s["text"] for s in item["steps"] if not s["auto"])
        assert item["finished"] is False


def test_lessons_text_lists_them_in_order(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["lessons"]) == 0
    out = capsys.readouterr().out
    positions = [out.index(lesson.title) for lesson in LESSONS]
    assert positions == sorted(positions)
    assert "1. Laying tiles" in out
    assert "the app lays the first 8 tiles" in out
    assert "tried first, and refused: C3:NW before B3:NW" in out


def test_lessons_marks_the_finished_ones(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from ui.data.lesson_progress import LessonProgress

    LessonProgress().mark_finished(LESSONS[0].id)
    assert main(["lessons", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [item["finished"] for item in data["lessons"]][:2] == [True, False]
