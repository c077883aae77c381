"""Find deals for the tutorial's lessons by search, not by guessing, and check the shipped ones.

    python tools/find_lessons.py check            # replay puzzles/lessons/lessons.json
    python tools/find_lessons.py find TEACHES [--from K] [--count N]

`find` walks 3x3 line deal numbers from K, enumerates every complete play of each deal in the
engine, and prints the shortest winning plays that show the idea (puzzles.lessons.problems
decides), with the move to try for `dead`. The loop lesson comes from the 4x4 loop puzzle pack
(the easiest puzzle with the shortest stored solution): `find loop`. The dead-space and
next-tile lessons are built tile by tile instead: tools/find_built_lessons.py."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dataclasses import replace  # noqa: E402

from puzzles.lessons import Lesson, Step, check_lessons, problems, replay  # noqa: E402
from puzzles.pack import load_pack  # noqa: E402
from solitaire.deal import deal_from_number, format_deal  # noqa: E402
from solitaire.move import Move  # noqa: E402
from solitaire.position import Position  # noqa: E402
from solitaire.variant import Variant  # noqa: E402

LINE3 = Variant(3, "line")


def winning_plays(position: Position, limit: int = 4000) -> list[list[str]]:
    """Every complete winning play from here (moves as written), up to `limit` plays."""
    found: list[list[str]] = []

    def walk() -> None:
        if len(found) >= limit:
            return
        outcome = position.outcome()
        if outcome.status == "won":
            found.append([str(m) for m in position.moves])
            return
        if outcome.over or outcome.decided:
            return
        for placement in position.legal_moves():
            position.push(placement.move)
            walk()
            position.pop()

    walk()
    return found


def dead_try(position: Position) -> str | None:
    """A move as dealt, next to the layout and matching its colours, that the engine refuses
    for a dead space: the one the lesson invites the player to try."""
    hand = position.hand
    if hand is None or not position.tiles:
        return None
    top, bottom, left, right = position.frame  # type: ignore[misc]
    for row in range(top - 1, bottom + 2):
        for col in range(left - 1, right + 2):
            move = position.move_at((row, col), hand)
            reason = position.why_illegal(move)
            if reason and "dead space" in reason:
                return str(move)
    return None


def lesson_of(
    teaches: str, deal: tuple[int, ...], moves: list[str], tries: dict[int, str]
) -> Lesson:
    steps = tuple(Step(m, "", tries.get(i)) for i, m in enumerate(moves))
    return Lesson(teaches, teaches, teaches, LINE3, deal, steps, "")


def tries_for(teaches: str, deal: tuple[int, ...], moves: list[str]) -> dict[int, str]:
    """For `dead`: the first step at which a move as dealt is refused for a dead space."""
    tries: dict[int, str] = {}
    if teaches == "dead":
        position = Position(LINE3, deal)
        for i, move in enumerate(moves):
            if (found := dead_try(position)) is not None:
                tries[i] = found
                break
            position.push(move)
    return tries


def caused(lesson: Lesson, index: int) -> bool:
    """Hint b: step `index` had a choice, and another move would have left the next tile
    playable as dealt (so the player caused the turn on purpose, seeing that tile)."""
    position = lesson.position(index)
    chosen = Move.parse(lesson.steps[index].move)
    if position.placement_of(chosen).fills:
        return False  # a fill would use the next tile up: the one turned was never seen
    for placement in position.legal_moves():
        if placement.move == chosen:
            continue
        position.push(placement.move)
        playable = position.hand is not None and not position.turned_allowed()
        position.pop()
        if playable:
            return True
    return False


def focused(teaches: str, lesson: Lesson) -> Lesson | None:
    """The lesson cut and filtered so it shows its idea early and little else before it is
    taught: None if this play does not suit. (problems() then checks what it shows.)"""
    played, _end = replay(lesson)
    turned = [i for i, p in enumerate(played) if p.turned]
    fills = [i for i, p in enumerate(played) if p.placement.fills]
    if teaches == "frame":
        first = next((i for i, p in enumerate(played) if p.frame_full), None)
        if first is None or first > 3 or (fills and fills[0] <= first) or turned:
            return None
        return replace(lesson, steps=lesson.steps[: first + 2])
    if teaches == "forced" and (turned or not fills or fills[0] > 2):
        return None
    if teaches == "dead" and (turned or not any(s.try_move for s in lesson.steps)):
        return None
    if teaches == "turn" and (len(turned) != 1 or not caused(lesson, turned[0] - 1)):
        return None
    return lesson


def candidates(wanted: list[str], start: int, count: int, per: int = 3) -> None:
    """Print up to `per` deals for each idea in `wanted` as they are found (shortest play of
    each deal that shows it), walking deal numbers from `start`."""
    found = dict.fromkeys(wanted, 0)
    for number in range(start, start + count):
        deal = deal_from_number(3, number)
        plays = sorted(winning_plays(Position(LINE3, deal)), key=len)
        for teaches in [t for t in wanted if found[t] < per]:
            for moves in plays:
                steps = moves[:3] if teaches == "placing" else moves
                lesson = lesson_of(teaches, deal, steps, tries_for(teaches, deal, moves))
                lesson = focused(teaches, lesson)
                if lesson is not None and not problems(lesson):
                    steps = [s.move for s in lesson.steps]
                    found[teaches] += 1
                    tries = {i: s.try_move for i, s in enumerate(lesson.steps) if s.try_move}
                    print(
                        f"{teaches} {len(steps)} #{number} {format_deal(deal)} | "
                        f"{' '.join(steps)} | try {tries}",
                        flush=True,
                    )
                    break
        if all(n >= per for n in found.values()):
            return


def loop_candidate() -> Lesson:
    pack = load_pack(Variant(4, "loop"))
    puzzle = min(pack.puzzles, key=lambda p: (len(p.solution), -p.measures.random_win))
    steps = tuple(Step(str(Move.parse(m)), "") for m in puzzle.solution)
    return Lesson("loop", "loop", "loop", puzzle.variant, puzzle.deal, steps, "")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("check", "find"))
    parser.add_argument("teaches", nargs="?")
    parser.add_argument("--from", dest="start", type=int, default=1)
    parser.add_argument("--count", type=int, default=200)
    args = parser.parse_args()
    if args.action == "check":
        found = check_lessons()
        print("\n".join(found) or "every lesson shows what it names")
        return 1 if found else 0
    if args.teaches == "loop":
        lesson = loop_candidate()
        print(format_deal(lesson.deal), " ".join(s.move for s in lesson.steps))
        return 0
    wanted = (
        args.teaches.split(",")
        if args.teaches
        else ["placing", "frame", "forced", "dead", "turn", "goal", "next"]
    )
    candidates(wanted, args.start, args.count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
