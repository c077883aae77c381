"""The games a link names besides a deal and a number: the deal of the day (the same as the
desktop app's: puzzles.daily, with the pure-Python search to prove it solvable), a shipped
puzzle, and a lesson of the tutorial (puzzles/lessons/lessons.json, its own words)."""

from __future__ import annotations

from solitaire.errors import TraxError
from solitaire.game import Game
from solitaire.session import GameSession
from solitaire.variant import Variant


def solvable(variant: Variant, deal: tuple[int, ...]) -> bool:
    from solver.portable.solve import solve_deal

    return solve_deal(variant, deal) is not None


def open_extra(wanted) -> tuple[GameSession, str]:
    """The session and the first words for a link's day, puzzle or lesson."""
    if wanted.daily is not None:
        from puzzles.daily import daily_deal

        day = daily_deal(wanted.variant, wanted.daily or None, is_solvable=solvable)
        game = Game(day.variant, day.deal, day.number)
        session = GameSession(game, "daily", date=day.date)
        return session, f"The deal of the day {day.date}, {day.variant}: deal #{day.number}."
    if wanted.puzzle is not None:
        from puzzles.pack import find_puzzle

        puzzle = find_puzzle(wanted.puzzle)
        session = GameSession(puzzle.new_game(), "puzzle", puzzle=puzzle.id)
        return session, f"Puzzle {puzzle.id} ({puzzle.level}): make the {puzzle.variant.goal}."
    return open_lesson(wanted.lesson or 1)


def lessons():
    from puzzles.lessons import read_lessons

    return read_lessons()


def open_lesson(number: int) -> tuple[GameSession, str]:
    found = lessons()
    if not 1 <= number <= len(found):
        raise TraxError(f"there is no lesson {number} (the tutorial has 1 to {len(found)})")
    lesson = found[number - 1]
    game = Game(lesson.variant, lesson.deal)
    for step in lesson.steps:
        if not step.auto:
            break
        game.play(step.move)
    return GameSession(game, "deal"), f"Lesson {number}: {lesson.title}."


def lesson_state(number: int, session: GameSession) -> dict:
    """The lesson's title, and the words of the step the player is at (or the lesson's end)."""
    lesson = lessons()[number - 1]
    played = len(session.game.moves)
    step = lesson.steps[played] if played < len(lesson.steps) else None
    return {
        "number": number,
        "count": len(lessons()),
        "title": lesson.title,
        "text": step.text if step is not None else lesson.done,
        "expect": step.move if step is not None else None,
        "done": step is None,
    }


def lesson_refusal(number: int, session: GameSession, move: str) -> str | None:
    """A lesson asks for one move at each step: another is refused, naming the one asked."""
    expect = lesson_state(number, session)["expect"]
    if expect is None or expect.partition(":")[0] == move.partition(":")[0]:
        return None
    return f"This lesson asks for {expect} now; read the words above the board."
