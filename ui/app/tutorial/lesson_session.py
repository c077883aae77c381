"""A tutorial lesson's game on the table (LessonSession): never counted, and holding the game
it replaced so that game comes back, and is kept at quitting, as if the lesson were not there.
Belongs with the tutorial (ui/app/tutorial/)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from solitaire.attempts import Report
from solitaire.game import Game
from solitaire.session import GameSession


class LessonSession(GameSession):
    """A lesson's game: never counted in the statistics. While it is on the table, the game it
    replaced is the one kept for the next start (quitting mid-lesson loses nothing)."""

    def __init__(self, game: Game, kept: GameSession | None, name: str = "") -> None:
        super().__init__(game, "deal")
        self.kept = kept
        self.lesson_name = name  # the window calls the deal so ("of lesson 2")
        self.laid = 0  # moves the app laid itself (the lesson's set-up): not the player's
        self.on_change: Callable[[], None] | None = None  # undo, redo, restart: the tutorial

    def _changed(self) -> None:
        super()._changed()
        if self.on_change is not None:
            self.on_change()

    def _report(self, result: str) -> None:  # noqa: ARG002 - a lesson is never counted
        return None

    def worth_keeping(self) -> bool:
        return self.kept is not None and self.kept.worth_keeping()

    @property
    def in_progress(self) -> bool:
        """Another game replacing the lesson replaces the game put aside too: it is that
        game's question whether a loss would be counted."""
        return self.kept is not None and self.kept.in_progress

    def abandon(self) -> Report | None:
        """A new game replaces the lesson: the game put aside is given up with it, counted
        as any game replaced in progress (never silently dropped)."""
        return self.kept.abandon() if self.kept is not None else None

    def take_reports(self) -> list[Report]:
        reports = super().take_reports()
        return reports + (self.kept.take_reports() if self.kept is not None else [])

    def save(self, path: str | Path) -> None:
        if self.kept is not None:
            self.kept.save(path)
