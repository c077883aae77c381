"""The tutorial's lessons on the web page (puzzles/lessons/lessons.json, their own words), played
as in the desktop app: each step asks for one move, shown by a gold ring (a red ring first where
a step invites the player to try a move the rules refuse, blue rings on the forced spaces the
move makes); a lesson's game is never counted in the statistics, and the player's own game waits
beside it (the page keeps both, so a reload comes back to the lesson where it was left)."""

from __future__ import annotations

import json

from puzzles.lessons import Lesson, read_lessons, step_rings
from solitaire.errors import TraxError
from solitaire.game import Game
from solitaire.move import Move
from solitaire.session import GameSession
from solitaire.translatable import tr
from ui.web.words import lesson_options

_LESSONS: list[tuple[Lesson, ...]] = []


class LessonGame(GameSession):
    """A lesson's game: never counted, as the desktop's LessonSession."""

    def _report(self, result: str) -> None:  # noqa: ARG002 - a lesson is never counted
        return None


def lessons() -> tuple[Lesson, ...]:
    if not _LESSONS:
        _LESSONS.append(read_lessons())
    return _LESSONS[0]


def find(number: int) -> Lesson:
    found = lessons()
    if not 1 <= number <= len(found):
        raise TraxError(f"there is no lesson {number} (the tutorial has 1 to {len(found)})")
    return found[number - 1]


def open_lesson(number: int) -> tuple[LessonGame, str]:
    """Lesson `number` dealt, with the moves the app lays itself (its set-up) played."""
    lesson = find(number)
    game = Game(lesson.variant, lesson.deal)
    for step in lesson.steps:
        if not step.auto:
            break
        game.play(step.move)
    said = tr("Lesson {number}: {title}.").format(number=number, title=tr(lesson.title))
    return LessonGame(game, "deal"), said


def resume(number: int, saved: object) -> LessonGame | None:
    """The lesson's game the page kept, if it is this lesson's, played as the lesson asks
    (anything else, a damaged copy included, is None)."""
    if not saved or not isinstance(saved, str):
        return None
    try:
        kept = GameSession.from_record(saved).game
        lesson = find(number)
    except (TraxError, ValueError):
        return None
    asked = [str(Move.parse(step.move)) for step in lesson.steps]
    moves = [str(move) for move in kept.moves]
    if kept.variant != lesson.variant or kept.deal != lesson.deal or moves != asked[: len(moves)]:
        return None
    return LessonGame(Game(lesson.variant, lesson.deal, None, moves), "deal")


def state(number: int, session: GameSession, tried: bool) -> dict:
    """The lesson's title, the words of the step the player is at (or the lesson's end), and
    the cells its rings mark."""
    lesson = find(number)
    played = len(session.game.moves)
    step = lesson.steps[played] if played < len(lesson.steps) else None
    rings: dict[str, list[list[int]]] = {"gold": [], "red": [], "blue": []}
    if step is not None and session.replay is None:
        gold, red, blue = step_rings(session.position, step, tried, None)
        for name, cells in (("gold", gold), ("red", red), ("blue", blue)):
            rings[name] = [list(cell) for cell in cells]
    count, text = len(lessons()), tr(step.text if step is not None else lesson.done)
    line = tr("Lesson {number} of {count}, {title}: {text}")
    return {
        "number": number,
        "count": count,
        "title": tr(lesson.title),
        "text": text,
        "line": line.format(number=number, count=count, title=tr(lesson.title), text=text),
        "expect": step.move if step is not None else None,
        "try": step.try_move if step is not None and not tried else None,
        "done": step is None,
        "rings": rings,
    }


def judge(
    number: int, session: GameSession, move: Move, why: str | None
) -> tuple[str | None, bool]:
    """A click in a lesson: the refusal to say (None to play the move), and whether it was the
    step's move to try. The step's own move is the only one played; the move it invites to try
    is refused by the rules, and the words then say where to play instead."""
    lesson = find(number)
    played = len(session.game.moves)
    if played >= len(lesson.steps):
        return why, False
    step = lesson.steps[played]
    expect = Move.parse(step.move)
    tried = step.try_move is not None and move.cell == Move.parse(step.try_move).cell
    if why is not None:
        instead = tr("Now play at {cell} instead.").format(cell=expect.cell)
        return (f"{why} {instead}" if tried else why), tried
    if move.cell != expect.cell:
        said = tr("This lesson asks for {move} now; read the words above the board.")
        return said.format(move=step.move), tried
    if expect.orientation is not None and move.orientation != expect.orientation:
        said = tr("This lesson asks for {move}: turn the tile first (T turns, F flips).")
        return said.format(move=step.move), tried
    return None, tried


def lesson_titles() -> str:
    """The Lesson list's entries, numbered from 1 (the page's Lesson list)."""
    return json.dumps(lesson_options([tr(found.title) for found in lessons()]))
