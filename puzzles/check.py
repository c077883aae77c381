"""Re-verifying shipped puzzles: solvable, the solution wins in the engine, the level fits."""

from __future__ import annotations

from puzzles.levels import level_of
from puzzles.measures import measure
from puzzles.pack import Puzzle
from solitaire.deal import deal_from_number
from solitaire.errors import TraxError
from solitaire.position import Position


def check_puzzle(puzzle: Puzzle, recompute: bool = True) -> list[str]:
    """What is wrong with a puzzle (empty when nothing is). With `recompute`, the measures are
    computed again by the exact search and must equal the stored ones; without it (fast), the
    stored measures are trusted but the solution is still replayed and the level re-derived."""
    problems = []
    if deal_from_number(puzzle.variant.size, puzzle.number) != puzzle.deal:
        problems.append(f"the deal is not deal number {puzzle.number}")
    try:
        position = Position(puzzle.variant, puzzle.deal, puzzle.solution)
        if not position.is_won():
            problems.append(f"the solution does not win ({position.outcome().describe()})")
    except TraxError as exc:
        problems.append(f"the solution does not replay: {exc}")
    measures = puzzle.measures
    if recompute:
        fresh, _ = measure(puzzle.variant, puzzle.deal)
        stored = puzzle.measures.to_json()
        for key, value in fresh.to_json().items():
            if stored[key] != value:
                problems.append(f"measure {key} is {value}, the pack says {stored[key]}")
        measures = fresh
    if not measures.solvable:
        problems.append("the search finds no win")
    level = level_of(puzzle.variant, measures)
    if level != puzzle.level:
        problems.append(f"the measures make it {level}, the pack says {puzzle.level}")
    return problems
