"""The `lessons` subcommand: the tutorial's lessons (puzzles/lessons), as a readable list or
JSON (docs/cli.md). Belongs with the command line (ui/cli/)."""

from __future__ import annotations

import argparse
import json
import sys

from ui.cli.args import add_command, add_json


def register(subcommands: argparse._SubParsersAction) -> None:
    lessons = add_command(
        subcommands,
        "lessons",
        run_lessons,
        help="list the tutorial's lessons",
        description="The tutorial's lessons: each a fixed deal teaching one idea of the rules, "
        "with its whole expected play. The app plays them under Help > Tutorial "
        "(or trax-solitaire --tutorial).",
    )
    add_json(lessons)


def run_lessons(args: argparse.Namespace) -> int:
    from puzzles.lessons import read_lessons
    from solitaire.deal import format_deal
    from ui.data.lesson_progress import LessonProgress

    lessons = read_lessons()
    progress = LessonProgress()
    if progress.message():  # a damaged file moved aside is said, never passed over
        print(f"trax-solitaire lessons: {progress.message()}", file=sys.stderr)
    if args.json:
        print(
            json.dumps(
                {
                    "lessons": [
                        {**lesson.to_json(), "finished": progress.is_finished(lesson.id)}
                        for lesson in lessons
                    ]
                },
                indent=1,
            )
        )
        return 0
    for number, lesson in enumerate(lessons, 1):
        mark = "  (finished)" if progress.is_finished(lesson.id) else ""
        print(f"{number}. {lesson.title} [{lesson.id}, teaches {lesson.teaches}]{mark}")
        print(f"   {lesson.variant}, deal {format_deal(lesson.deal)}")
        print(f"   play: {' '.join(step.move for step in lesson.steps)}")
        auto = sum(step.auto for step in lesson.steps)
        tries = [f"{step.try_move} before {step.move}" for step in lesson.steps if step.try_move]
        if auto:
            print(f"   the app lays the first {auto} tiles")
        if tries:
            print(f"   tried first, and refused: {', '.join(tries)}")
    return 0
