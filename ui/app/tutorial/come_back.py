"""A lesson left open when the app closed comes back at the next start, at the step the
player was on, over the player's own game (which is kept meanwhile, as in any lesson). The
place is a Qt setting: the lesson's id and the step. Belongs with the tutorial
(ui/app/tutorial/)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QSettings

from puzzles.lessons import Lesson
from solitaire.errors import TraxError

LEFT_OPEN_KEY = "tutorial/left_open"  # "<lesson id>:<step>" while a lesson was open at quitting


class Lessons(Protocol):
    """What of the Tutorial (controller.py) this needs."""

    active: bool
    index: int
    step: int
    left_at: tuple[int, int] | None

    @property
    def lessons(self) -> tuple[Lesson, ...]: ...

    @property
    def finished(self) -> bool: ...

    def open(self, index: int | None = None) -> None: ...


def remember_at_quitting(tutorial: Lessons, settings: QSettings | None = None) -> None:
    """At quitting: the lesson open (not finished) and its step, else nothing."""
    settings = settings or QSettings()
    if tutorial.active and not tutorial.finished:
        lesson = tutorial.lessons[tutorial.index]
        settings.setValue(LEFT_OPEN_KEY, f"{lesson.id}:{tutorial.step}")
    else:
        settings.remove(LEFT_OPEN_KEY)


def reopen(tutorial: Lessons, settings: QSettings | None = None) -> bool:
    """At the start: open the lesson left open at quitting, at its step (True), if any."""
    settings = settings or QSettings()
    place = settings.value(LEFT_OPEN_KEY, "")
    settings.remove(LEFT_OPEN_KEY)
    if not isinstance(place, str) or ":" not in place:
        return False
    lesson_id, _, step_text = place.rpartition(":")
    try:
        lessons = tutorial.lessons
    except TraxError:  # the lessons cannot be read: the window says so when they are opened
        return False
    index = next((i for i, lesson in enumerate(lessons) if lesson.id == lesson_id), None)
    if index is None or not step_text.isdigit():
        return False
    step = min(int(step_text), len(lessons[index].steps))
    tutorial.left_at = (index, step)
    tutorial.open()
    return True
