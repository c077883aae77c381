"""Lessons of the tutorial: short fixed deals, each teaching one idea of docs/rules.md, as data in
puzzles/lessons/lessons.json, and the code that loads them and checks by replay in the engine
that each shows what it names. No Qt: the command line and the app both read them here.

A lesson is a deal and its `steps`: the whole expected play, one move each, with the words the
player reads. A step may name a move to `try` first: one the engine refuses (the window invites
the player to try it and explains the refusal)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from solitaire.deal import Deal, format_deal, parse_deal
from solitaire.errors import TraxError
from solitaire.files import read_regular_text
from solitaire.json_text import NestedTooDeeply, loads
from solitaire.move import Move
from solitaire.position import Placement, Position
from solitaire.variant import Variant

Cell = tuple[int, int]

LESSON_FILE = Path(__file__).resolve().parent / "lessons" / "lessons.json"
FORMAT = "trax-solitaire lessons 1"
TEACHES = ("placing", "frame", "forced", "dead", "turn", "goal", "next", "loop")


@dataclass(frozen=True)
class Step:
    """One move of a lesson: the move expected, what to read, and a refused move to try first."""

    move: str
    text: str
    try_move: str | None = None
    auto: bool = False  # the app plays it (a lesson's set-up): the player watches

    def to_json(self) -> dict[str, object]:
        return {"move": self.move, "text": self.text, "try": self.try_move, "auto": self.auto}


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    teaches: str
    variant: Variant
    deal: Deal
    steps: tuple[Step, ...]
    done: str  # what the player has learnt, said when the lesson is finished

    @property
    def size(self) -> int:
        return self.variant.size

    @property
    def goal(self) -> str:
        return self.variant.goal

    def position(self, steps: int = 0) -> Position:
        """The position after the first `steps` steps of the lesson."""
        return Position(self.variant, self.deal, [s.move for s in self.steps[:steps]])

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "title": self.title,
            "teaches": self.teaches,
            "size": self.size,
            "goal": self.goal,
            "deal": format_deal(self.deal),
            "steps": [step.to_json() for step in self.steps],
            "done": self.done,
        }

    @classmethod
    def from_json(cls, data: dict) -> Lesson:
        try:
            variant = Variant(int(data["size"]), str(data["goal"]))
            steps = tuple(
                Step(
                    str(s["move"]),
                    str(s.get("text", "")),
                    s.get("try") and str(s["try"]),
                    bool(s.get("auto", False)),
                )
                for s in data["steps"]
            )
            lesson = cls(
                id=str(data["id"]),
                title=str(data["title"]),
                teaches=str(data["teaches"]),
                variant=variant,
                deal=parse_deal(str(data["deal"]), variant.size),
                steps=steps,
                done=str(data.get("done", "")),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise TraxError(f"lesson {data.get('id', '?')!r} is malformed: {exc!r}") from None
        if lesson.teaches not in TEACHES:
            raise TraxError(
                f"lesson {lesson.id!r} teaches {lesson.teaches!r}, not one of {TEACHES}"
            )
        if all(step.auto for step in steps):
            raise TraxError(f"lesson {lesson.id!r} has no step for the player")
        if any(not step.auto and not step.text for step in steps):
            raise TraxError(f"lesson {lesson.id!r} has a step without words")
        return lesson


def step_rings(
    position: Position, step: Step, tried: bool, dead: Cell | None
) -> tuple[list[Cell], list[Cell], list[Cell]]:
    """The cells `step` rings (gold: its move; red: the cell to try first, or the `dead`
    space a refused move would leave; blue: the forced spaces its move makes)."""
    move = Move.parse(step.move)
    cells = [position.cell_of(move)]
    fills = [cell for cell, _o in position.placement_of(move).fills]
    tries: list[Cell] = []
    if step.try_move is not None and not tried:
        tries = [position.cell_of(Move.parse(step.try_move))]
        cells, fills = [], []  # first the cell to try; the step's own after it is refused
    if dead is not None:  # the dead space named in red, not the other move's fills
        tries, fills = [dead], []
    return cells, tries, fills


def read_lessons(path: Path | None = None) -> tuple[Lesson, ...]:
    """The lessons in the file (the shipped one by default), in teaching order."""
    path = path or LESSON_FILE
    try:
        data = loads(read_regular_text(path), "a lesson file")
    except OSError as exc:
        raise TraxError(f"cannot read the lessons {path}: {exc.strerror or exc}") from None
    except NestedTooDeeply as exc:
        raise TraxError(f"the lessons {path}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise TraxError(f"the lessons {path} are not valid JSON: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise TraxError(f"{path} is not a lesson file")
    lessons = tuple(Lesson.from_json(item) for item in data.get("lessons", []))
    ids = [lesson.id for lesson in lessons]
    if len(set(ids)) != len(ids):
        raise TraxError(f"{path} repeats a lesson id")
    return lessons


def find_lesson(lesson_id: str, lessons: tuple[Lesson, ...] | None = None) -> Lesson:
    for lesson in lessons if lessons is not None else read_lessons():
        if lesson.id == lesson_id:
            return lesson
    raise TraxError(f"no lesson with id {lesson_id!r}")


# -- replay and check ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Played:
    """What one step did in the engine."""

    placement: Placement
    turned: bool  # the tile was turned because it fitted nowhere as dealt (rule 4.5)
    fills_turned: int  # forced fills whose dealt orientation was not the one they got (4.4)
    refused: str | None  # the engine's reason for refusing the step's `try` move
    out: tuple[int, ...]  # the colours out after the step (docs/rules.md section 5)
    frame_full: bool  # the frame reached N rows or N columns (4.2)


def replay(lesson: Lesson) -> tuple[list[Played], Position]:
    """Play every step in the engine; TraxError names the first step that does not play."""
    position = Position(lesson.variant, lesson.deal)
    played: list[Played] = []
    for number, step in enumerate(lesson.steps, 1):
        refused = None
        try:
            move = Move.parse(step.move)
            if move.orientation is None:
                raise TraxError("give the orientation, like B2:NE")
            if step.try_move is not None:
                refused = position.why_illegal(Move.parse(step.try_move))
                if refused is None:
                    raise TraxError(f"the move to try, {step.try_move}, is legal")
            turned = position.turned_allowed() and move.orientation != position.hand
            consumed = position.consumed
            placement = position.push(move)
        except TraxError as exc:
            raise TraxError(f"lesson {lesson.id!r} step {number} ({step.move}): {exc}") from None
        dealt = position.deal
        fills_turned = sum(
            1 for i, (_cell, o) in enumerate(placement.fills) if dealt[consumed + 1 + i] != o
        )
        top, bottom, left, right = position.frame  # type: ignore[misc]
        full = max(bottom - top, right - left) + 1 >= lesson.size
        out = tuple(sorted(position.out_reasons()))
        played.append(Played(placement, turned, fills_turned, refused, out, full))
    return played, position


def problems(lesson: Lesson) -> list[str]:
    """What is wrong with a lesson: a step the engine refuses, or the lesson does not show what
    it names. Empty when it is sound."""
    try:
        played, end = replay(lesson)
    except TraxError as exc:
        return [str(exc)]
    won = end.is_won()
    wanted = {
        "placing": all(not p.placement.fills and not p.turned for p in played[:3]),
        "frame": any(p.frame_full for p in played),
        "forced": any(p.fills_turned for p in played),
        "dead": any(p.refused and "dead space" in p.refused for p in played),
        "turn": any(p.turned for p in played),
        "goal": won and any(len(p.out) == 1 for p in played),
        "next": won and any(_next_tile_decides(lesson, i) for i in range(len(played))),
        "loop": won and lesson.variant == Variant(4, "loop"),
    }
    found = []
    if not wanted[lesson.teaches]:
        found.append(f"lesson {lesson.id!r} does not show {lesson.teaches!r}")
    if not won and end.outcome().over:
        found.append(f"lesson {lesson.id!r} ends {end.outcome().status}")
    return found


def loses_with_next(position: Position) -> bool:
    """Whether the tile now in hand has no move that keeps the game alive: each legal move
    leaves it stuck, lost or decided (the player sees this from the hand and the next tile)."""
    for placement in position.legal_moves():
        position.push(placement.move)
        try:
            outcome = position.outcome()
            alive = outcome.status == "won" or not (outcome.over or outcome.decided)
        finally:
            position.pop()
        if alive:
            return False
    return True


def _next_tile_decides(lesson: Lesson, index: int) -> bool:
    """At step `index` another legal move exists after which the next tile has nowhere good to
    go, while the lesson's move keeps it playable: the next tile tells the moves apart."""
    position = lesson.position(index)
    chosen = Move.parse(lesson.steps[index].move)
    # Without forced fills after the other move, the tile in hand then is the next tile the
    # player saw: it is what tells the moves apart.
    others = [p for p in position.legal_moves() if p.move != chosen and not p.fills]
    position.push(chosen)
    if loses_with_next(position):
        return False
    position.pop()
    for placement in others:
        position.push(placement.move)
        outcome = position.outcome()
        # Not lost at once: the loss shows only when the next tile looks for a place.
        bad = not (outcome.over or outcome.decided) and loses_with_next(position)
        position.pop()
        if bad:
            return True
    return False


def check_lessons(lessons: tuple[Lesson, ...] | None = None) -> list[str]:
    """Every problem of every lesson (the shipped ones by default)."""
    found: list[str] = []
    for lesson in lessons if lessons is not None else read_lessons():
        found += problems(lesson)
    return found
