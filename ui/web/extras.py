"""The games a link names besides a deal and a number: the deal of the day (the same as the
desktop app's: puzzles.daily, with the pure-Python search to prove it solvable), a shipped
puzzle, and a lesson of the tutorial (puzzles/lessons/lessons.json, its own words)."""

from __future__ import annotations

from solitaire.game import Game
from solitaire.session import GameSession
from solitaire.translatable import tr
from solitaire.variant import Variant
from ui.common import presenter


def solvable(variant: Variant, deal: tuple[int, ...]) -> bool:
    from solver.portable.solve import solve_deal

    return solve_deal(variant, deal) is not None


def open_extra(wanted) -> tuple[GameSession, str]:
    """The session and the first words for a link's day, puzzle or lesson."""
    if wanted.daily is not None:
        from puzzles.daily import daily_deal

        day = daily_deal(wanted.variant, wanted.daily, is_solvable=solvable)
        game = Game(day.variant, day.deal, day.number)
        session = GameSession(game, "daily", date=day.date)
        said = tr("The deal of the day {date}, {variant}: deal #{number}.")
        name = presenter.variant_name(day.variant)
        return session, said.format(date=day.date, variant=name, number=day.number)
    if wanted.puzzle is not None:
        puzzle = wanted.puzzle
        session = GameSession(puzzle.new_game(), "puzzle", puzzle=puzzle.id)
        said = tr("Puzzle {id} ({level}): make the {goal}.")
        goal = tr(presenter.GOAL_WORDS.get(puzzle.variant.goal, puzzle.variant.goal))
        return session, said.format(id=puzzle.id, level=tr(puzzle.level), goal=goal)
    from ui.web.lesson import open_lesson

    return open_lesson(wanted.lesson or 1)
