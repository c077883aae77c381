"""The tutorial in the real window: each lesson (puzzles/lessons) is played on the real board,
one step at a time. The step's words and the rings on the cells that matter say what to do;
the player's click, keys or typed move is checked against the step; a refused move is explained
with the engine's own reason in plain words. Back, Skip and Leave; finished lessons are kept in
the data folder (ui.lesson_progress). Belongs with the tutorial (ui/app/tutorial/).

What it needs of the window is small: `board` (cellClicked, cell_rect), `move_box`
(moveTyped, accepted, refused), `table.session` and `games.start_session`, `play` (click_cell,
play_typed: the input it takes over while a lesson is on), `play_move`, `view.settle`,
`position`, `hand_orientation`, `pending`, `show_message`, `addDockWidget`."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from puzzles.lessons import Lesson, read_lessons
from solitaire.attempts import Report
from solitaire.deal import random_deal_number
from solitaire.errors import TraxError
from solitaire.game import Game
from solitaire.move import Move
from solitaire.session import GameSession
from solitaire.tiles import ORIENTATIONS
from ui.app.tutorial.offer import offer_tutorial
from ui.app.tutorial.panel import CellRings, TutorialPanel, tutorial_dock
from ui.app.tutorial.words import plain_reason
from ui.app.window.move_box import read_typed_move
from ui.data.lesson_progress import LessonProgress

Cell = tuple[int, int]


class LessonSession(GameSession):
    """A lesson's game: never counted in the statistics. While it is on the table, the game it
    replaced is the one kept for the next start (quitting mid-lesson loses nothing)."""

    def __init__(self, game: Game, kept: GameSession | None, name: str = "") -> None:
        super().__init__(game, "deal")
        self.kept = kept
        self.lesson_name = name  # the window calls the deal so ("of lesson 2")
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


class Tutorial(QObject):
    """The lessons, where the player is, and the panel and rings that show it."""

    changed = Signal()  # a step was taken, a lesson begun or finished, the tutorial left

    def __init__(self, window: Any, progress: LessonProgress | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.progress = progress or LessonProgress()
        self._lessons: tuple[Lesson, ...] | None = None
        self.index = 0  # the lesson on the table
        self.step = 0  # the step waited for
        self.tried = False  # the step's move to try has been tried
        self.dead: Cell | None = None  # the dead space the last refused move would leave
        self.active = False
        self.offer_box: QMessageBox | None = None
        self.panel = TutorialPanel()
        self.dock = tutorial_dock(self.panel)
        self.rings = CellRings(window.board, window.board.cell_rect)
        self._watch = QTimer(self)  # another game put on the table (New game...) ends it
        self._watch.setInterval(300)
        self._watch.timeout.connect(self._follow_game)
        self.panel.back.clicked.connect(self.back)
        self.panel.skip.clicked.connect(self.skip)
        self.panel.next.clicked.connect(self.next_lesson)
        self.panel.leave.clicked.connect(lambda _checked=False: self.leave())
        self.action = QAction("&Tutorial: learn to play", window)
        self.action.setToolTip("Short lessons on the real board, from the first unfinished one")
        self.action.triggered.connect(lambda _checked=False: self.open())
        help_menu = next(
            (a.menu() for a in window.menuBar().actions() if a.text() == "&Help"), None
        )
        if help_menu is not None:  # first in Help, before Rules
            first = help_menu.actions()[0] if help_menu.actions() else None
            help_menu.insertAction(first, self.action)

    @property
    def lessons(self) -> tuple[Lesson, ...]:
        if self._lessons is None:
            self._lessons = read_lessons()
        return self._lessons

    @property
    def lesson(self) -> Lesson:
        return self.lessons[self.index]

    def first_unfinished(self) -> int:
        return next(
            (
                i
                for i, lesson in enumerate(self.lessons)
                if not self.progress.is_finished(lesson.id)
            ),
            0,
        )

    # -- entering and leaving ------------------------------------------------------------------

    def open(self, index: int | None = None) -> None:
        """Open the tutorial at lesson `index` (default: the first unfinished one)."""
        try:
            lessons = self.lessons
        except TraxError as exc:
            self.window.show_message(f"The tutorial cannot be opened: {exc}", error=True)
            return
        first = not self.active
        if first:
            self.active = True
            self._take_input()
            self.window.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, self.dock)
            self.dock.show()
            self._watch.start()
        count = len(lessons)
        self.begin(self.first_unfinished() if index is None else max(0, min(index, count - 1)))
        if first and (problem := self.progress.message()):
            self.window.show_message(problem, error=True)  # after the lesson's own line

    def begin(self, index: int) -> None:
        """Deal lesson `index` on the table, from its first step."""
        self.index, self.step, self.tried, self.dead = index, 0, False, None
        lesson = self.lesson
        window = self.window
        current = window.session
        kept = current.kept if isinstance(current, LessonSession) else current
        if kept is not None:
            kept.pause()  # time in the tutorial is not time spent on that game
        session = LessonSession(Game(lesson.variant, lesson.deal), kept, f"of lesson {index + 1}")
        session.on_change = lambda: QTimer.singleShot(0, self._follow_game)
        window.table.session = session  # no hand-over: the game replaced is kept, not given up
        window.games.start_session(session)
        window.show_message(f"Lesson {index + 1}: {lesson.title}.")
        self._play_auto_steps()
        self._show_step()

    def _play_auto_steps(self) -> None:
        """Steps the app plays itself (a lesson's set-up), shown at once."""
        steps = self.lesson.steps
        while self.step < len(steps) and steps[self.step].auto:
            self.window.view.settle()  # the fills of the move before, shown
            if self.window.play_move(Move.parse(steps[self.step].move)) is None:
                return
            self.step += 1
        self.window.view.settle()

    def leave(self, restore: bool = True) -> None:
        """Back to the game that was on the table before the tutorial (`restore` False:
        another game has been put on the table already)."""
        if not self.active:
            return
        self.active = False
        self._watch.stop()
        self._give_input_back()
        self.rings.mark([])
        self.window.removeDockWidget(self.dock)
        session = self.window.session
        if isinstance(session, LessonSession) and restore:
            kept = session.kept or GameSession(
                Game.from_number(session.variant, random_deal_number()), "random"
            )
            self.window.table.session = kept
            self.window.games.start_session(kept)
            self.window.show_message(
                "Tutorial left: Help ▸ Tutorial brings you back where you were."
            )
        self.window.board.setFocus()
        self.changed.emit()

    def back(self) -> None:
        self.begin(max(0, self.index - 1))

    def skip(self) -> None:
        if self.index + 1 < len(self.lessons):
            self.begin(self.index + 1)
        else:
            self.leave()

    def next_lesson(self) -> None:
        self.skip()

    def _follow_game(self) -> None:
        """After Undo, Redo or Restart the step follows the moves on the board; another game
        on the table (New game, Open...) ends the tutorial."""
        if not self.active:
            return
        session = self.window.session
        if not isinstance(session, LessonSession):
            self.leave(restore=False)
            return
        played = [str(move) for move in self.window.game.moves]
        steps = self.lesson.steps
        if played != [step.move for step in steps[: len(played)]]:
            return  # not this lesson's play (cannot happen through the tutorial's input)
        if len(played) == self.step:
            return
        self.step, self.tried, self.dead = len(played), False, None
        if self.step < len(steps) and steps[self.step].auto:
            self._play_auto_steps()  # taken back into the set-up: it is laid again
        self._show_step()

    def _take_input(self) -> None:
        window = self.window
        window.board.cellClicked.disconnect(window.play.click_cell)
        window.board.cellClicked.connect(self.click)
        window.move_box.moveTyped.disconnect(window.play.play_typed)
        window.move_box.moveTyped.connect(self.typed)

    def _give_input_back(self) -> None:
        window = self.window
        window.board.cellClicked.disconnect(self.click)
        window.board.cellClicked.connect(window.play.click_cell)
        window.move_box.moveTyped.disconnect(self.typed)
        window.move_box.moveTyped.connect(window.play.play_typed)

    # -- the player's moves --------------------------------------------------------------------

    def click(self, cell: Cell) -> None:
        window = self.window
        if window.pending or self.finished or window.table.replay is not None:
            window.play.click_cell(cell)  # a forced space, the solution replay, the lesson over
            self._mark()
            return
        self.attempt(window.position.move_at(cell, window.hand_orientation))

    def typed(self, text: str) -> None:
        window = self.window
        if window.pending or self.finished or window.table.replay is not None:
            window.play.play_typed(text)
            return
        move, problem = read_typed_move(window.position, text, window.hand_orientation)
        if move is None:
            self.panel.say(plain_reason(problem))
            window.move_box.refused()
            return
        if self.attempt(move):
            window.move_box.accepted()
        else:
            window.move_box.refused()

    @property
    def finished(self) -> bool:
        return self.step >= len(self.lesson.steps)

    def attempt(self, move: Move) -> bool:
        """The player's move at the current step: played if it is the step's, else explained."""
        window = self.window
        position = window.position
        step = self.lesson.steps[self.step]
        expected = Move.parse(step.move)
        orientation = window.hand_orientation if move.orientation is None else move.orientation
        move = move.with_orientation(orientation)
        reason = position.why_illegal(move)
        if step.try_move is not None and move.cell == Move.parse(step.try_move).cell:
            self.tried = True
        if reason is not None:
            self.dead = _dead_space(position, reason)
            window.show_message(f"{move.cell}: {reason}.", error=True)
            self.panel.say(plain_reason(reason) + self._after_refusal(step))
            self._mark()
            return False
        if move.cell != expected.cell:
            self.panel.say(
                f"That move is allowed, but this lesson wants the tile at {expected.cell}, "
                "the cell with the gold ring."
            )
            return False
        if move != expected:
            wanted = ORIENTATIONS[expected.orientation or 0]
            self.panel.say(
                f"Right cell, but the lesson turns the tile to {wanted} "
                "first: press F to flip it and T to turn it (or right-click), then click again."
            )
            return False
        if window.play_move(move) is None:
            return False
        self.step += 1
        self.tried, self.dead = False, None
        if self.step < len(self.lesson.steps) and self.lesson.steps[self.step].auto:
            self._play_auto_steps()
        self._show_step()
        return True

    def _after_refusal(self, step: Any) -> str:
        if step.try_move is not None and self.tried:
            return f" Now play at {Move.parse(step.move).cell} instead."
        return ""

    # -- showing the step ------------------------------------------------------------------------

    def _show_step(self) -> None:
        lesson = self.lesson
        heading = f"Lesson {self.index + 1} of {len(self.lessons)} · {lesson.title}"
        if self.finished:
            self.progress.mark_finished(lesson.id)
            last = self.index + 1 >= len(self.lessons)
            words = lesson.done + (
                " That was the last lesson: you know the game. Enjoy it!" if last else ""
            )
            self.panel.show_step(heading + " · done ✓", html.escape(words))
            self.panel.say("Lesson finished.", good=True)
            self.panel.set_finished(True, last)
        else:
            theirs = [i for i, step in enumerate(lesson.steps) if not step.auto]
            number = theirs.index(self.step) + 1 if self.step in theirs else self.step + 1
            self.panel.show_step(
                f"{heading} · step {number} of {len(theirs)}",
                html.escape(lesson.steps[self.step].text),
            )
            self.panel.set_finished(False, False)
        self.panel.back.setEnabled(self.index > 0)
        self._mark()
        self.changed.emit()

    def _mark(self) -> None:
        """Rings on the step's cell (and the cell to try first), in table coordinates."""
        window = self.window
        if not self.active or self.finished:
            self.rings.mark([])
            return
        step = self.lesson.steps[self.step]
        position = window.position
        if window.pending:
            self.rings.mark([window.pending[0].cell])
            return
        move = Move.parse(step.move)
        cells = [position.cell_of(move)]
        fills = [cell for cell, _o in position.placement_of(move).fills]
        tries = []
        if step.try_move is not None and not self.tried:
            tries = [position.cell_of(Move.parse(step.try_move))]
            cells, fills = [], []  # first the cell to try; the step's own after it is refused
        if self.dead is not None:  # the dead space named in red, not the other move's fills
            tries, fills = [self.dead], []
        self.rings.mark(cells, tries, fills)

    # -- the first start -------------------------------------------------------------------------

    def offer(self) -> None:
        """Ask a new player whether to learn first (once: the answer is remembered)."""

        def answered(learn: bool) -> None:
            self.offer_box = None
            if learn:
                self.open()

        self.offer_box = offer_tutorial(self.window, answered)


def _dead_space(position: Any, reason: str) -> Cell | None:
    """The table cell of the dead space an engine reason names ("leaves a dead space at B2")."""
    match = re.search(r"dead space at (\S+)", reason)
    if match is None:
        return None
    try:
        return position.cell_of(Move.parse(match.group(1)))
    except TraxError:
        return None
