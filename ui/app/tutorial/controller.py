"""The tutorial in the real window: each lesson (puzzles/lessons) is played on the real board,
one step at a time. The step's words and the rings on the cells that matter say what to do;
the player's click, keys or typed move is checked against the step; a refused move is explained
with the engine's own reason in plain words. Back, Skip and Leave; finished lessons are kept in
the data folder (ui.lesson_progress). Belongs with the tutorial (ui/app/tutorial/).

A part of the main window like the others (ui/app/window/), built from what it needs: the
QMainWindow its strip docks in (and its question is asked over), the `Table`, the board and the
move box (whose input it takes over from `Play` while a lesson is on), a `Player` (click_cell,
play_typed, play_move), a `Screen` (settle, show_message) and `start_session`. The window puts
`action` in the Help menu and calls `follow_game` when a game is put on the table (Games'
`sessionStarted`): another game replacing the lesson ends the tutorial."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMessageBox

from puzzles.lessons import Lesson, Step, read_lessons, step_rings
from solitaire.deal import random_deal_number
from solitaire.errors import TraxError
from solitaire.game import Game
from solitaire.move import Move
from solitaire.session import GameSession
from solitaire.tiles import ORIENTATIONS
from ui.app.board.view import BoardView
from ui.app.language import tr
from ui.app.tutorial.lesson_session import LessonSession
from ui.app.tutorial.offer import offer_tutorial
from ui.app.tutorial.panel import CellRings, TutorialPanel, tutorial_dock
from ui.app.tutorial.parts import Player, Screen, hint_words
from ui.app.tutorial.words import (
    dead_space,
    dealt_again_words,
    left_words,
    plain_reason,
    wanted_words,
)
from ui.app.window.move_box import MoveBox, read_typed_move, typed_reason
from ui.app.window.table import Table
from ui.data.lesson_progress import LessonProgress

__all__ = ["LessonSession", "Player", "Screen", "Tutorial"]

Cell = tuple[int, int]


class Tutorial(QObject):
    """The lessons, where the player is, and the panel and rings that show it. `place` holds
    the lesson strip's dock (and is the first start's question's parent); lessons are put on
    `table` by `start_session`, read on `board` and `move_box`, played through `player`."""

    changed = Signal()  # a step was taken, a lesson begun or finished, the tutorial left

    def __init__(
        self,
        place: QMainWindow,
        table: Table,
        inputs: tuple[BoardView, MoveBox],
        player: Player,
        screen: Screen,
        start_session: Callable[[GameSession], None],
        progress: LessonProgress | None = None,
    ) -> None:
        super().__init__(place)
        self.place, self.table, self.player, self.screen = place, table, player, screen
        self.board, self.move_box = inputs
        screen.on_error = self.refused  # a refusal the window shows is said in the panel too
        self.start_session = start_session
        self.progress = progress or LessonProgress()
        self._lessons: tuple[Lesson, ...] | None = None
        self.index = 0  # the lesson on the table
        self.step = 0  # the step waited for
        self.tried = False  # the step's move to try has been tried
        self.dead: Cell | None = None  # the dead space the last refused move would leave
        self.active = False
        self.left_at: tuple[int, int] | None = None  # the lesson and step left, to come back to
        self.offer_box: QMessageBox | None = None
        self.panel = TutorialPanel()
        self.dock = tutorial_dock(self.panel)
        self.rings = CellRings(self.board, self.board.cell_rect)
        self.panel.back.clicked.connect(self.back)
        self.panel.skip.clicked.connect(self.skip)
        self.panel.next.clicked.connect(self.next_lesson)
        self.panel.leave.clicked.connect(lambda _checked=False: self.leave())
        self.panel.picked.connect(self.begin)
        # Help ▸ Tutorial: the window puts it in its menu.
        self.action = QAction(tr("&Tutorial: learn to play"), place)
        self.action.setToolTip(tr("Short lessons on the real board, from the first unfinished one"))
        self.action.triggered.connect(lambda _checked=False: self.open())

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
            self.screen.show_message(
                tr("The tutorial cannot be opened: {exc}").format(exc=exc), error=True
            )
            return
        first = not self.active
        if first:
            self.active = True
            self._take_input()
            self.place.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, self.dock)
            self.dock.show()
        if index is None and self.left_at is not None:
            self.begin(*self.left_at)  # where the player left it
        else:
            count = len(lessons)
            start = self.first_unfinished() if index is None else max(0, min(index, count - 1))
            self.begin(start)
        if first and (problem := self.progress.message()):
            self.screen.show_message(problem, error=True)  # after the lesson's own line

    def begin(self, index: int, resume: int = 0) -> None:
        """Deal lesson `index` on the table, from its first step (or, played by the app, up
        to step `resume`)."""
        self.index, self.step, self.tried, self.dead = index, 0, False, None
        lesson = self.lesson
        current = self.table.session
        kept = current.kept if isinstance(current, LessonSession) else current
        if kept is not None:
            kept.pause()  # time in the tutorial is not time spent on that game
        number, title = index + 1, tr(lesson.title)
        of_lesson = tr("of lesson {number}").format(number=number)
        session = LessonSession(Game(lesson.variant, lesson.deal), kept, of_lesson)
        session.on_change = lambda: QTimer.singleShot(0, self.follow_game)
        session.laid = sum(step.auto for step in lesson.steps)
        self.table.session = session  # no hand-over: the game replaced is kept, not given up
        self.start_session(session)
        self.screen.show_message(tr("Lesson {number}: {title}.").format(number=number, title=title))
        self._play_auto_steps(resume)
        self._show_step()

    def _play_auto_steps(self, until: int = 0) -> None:
        """Steps the app plays itself (a lesson's set-up, and the steps before `until`),
        shown at once."""
        steps = self.lesson.steps
        while self.step < len(steps) and (steps[self.step].auto or self.step < until):
            self.screen.settle()  # the fills of the move before, shown
            if self.player.play_move(Move.parse(steps[self.step].move)) is None:
                return
            self.step += 1
        self.screen.settle()

    def leave(self, restore: bool = True) -> None:
        """Back to the game that was on the table before the tutorial (`restore` False:
        another game has been put on the table already). Help ▸ Tutorial comes back here."""
        if not self.active:
            return
        self.active = False
        done = self.finished and self.index + 1 >= len(self.lessons)
        self.left_at = None if self.finished else (self.index, self.step)
        self._give_input_back()
        self.rings.mark([])
        self.place.removeDockWidget(self.dock)
        session = self.table.session
        if isinstance(session, LessonSession) and restore:
            kept = session.kept or GameSession(
                Game.from_number(session.variant, random_deal_number()), "random"
            )
            self.table.session = kept
            self.start_session(kept)
            self.screen.show_message(left_words(done))
        elif not done:  # another game replaced the lesson: said after that game's line
            self.screen.show_message(
                f"{self.screen.message} {left_words(False, self.index)}".strip()
            )
        self.board.setFocus()
        self.changed.emit()

    def deal_again(self) -> bool:
        """Deal again (Ctrl+D) in a lesson deals the lesson again, from its first step
        (True); outside the tutorial it is the window's own (False)."""
        if not self.active:
            return False
        self.begin(self.index)
        self.screen.show_message(dealt_again_words(self.index))
        return True

    def hint(self) -> bool:
        """H in a lesson points to the lesson's move (True): the solver's best move may be
        one the lesson refuses. Outside a lesson's steps it is the window's hint (False)."""
        table = self.table
        if not self.active or self.finished or table.replay is not None or table.pending:
            return False
        words = hint_words(self.lesson.steps[self.step], self.tried, table.hand_orientation)
        self.screen.show_message(words)
        self.panel.say(words, good=True)
        self._mark()
        return True

    def back(self) -> None:
        self.begin(max(0, self.index - 1))

    def skip(self) -> None:
        if self.index + 1 < len(self.lessons):
            self.begin(self.index + 1)
        else:
            self.leave()

    def next_lesson(self) -> None:
        self.skip()

    def follow_game(self) -> None:
        """After Undo, Redo or Restart the step follows the moves on the board; another game
        on the table (New game, Open...) ends the tutorial. The window calls it whenever a
        game is put on the table (Games' sessionStarted), the lesson's session after each
        change."""
        if not self.active:
            return
        session = self.table.session
        if not isinstance(session, LessonSession):
            self.leave(restore=False)
            return
        played = [str(move) for move in session.game.moves]
        steps = self.lesson.steps
        if played != [step.move for step in steps[: len(played)]]:
            return  # not this lesson's play (cannot happen through the tutorial's input)
        if len(played) == self.step:
            return
        self.step, self.tried, self.dead = len(played), False, None
        if self.step < len(steps) and steps[self.step].auto:
            self._play_auto_steps()  # taken back into the set-up: it is laid again
        self._show_step()

    def follow_play(self) -> None:
        """After every change the player's play shows (a forced fill animated in after the
        step's move): the rings go where the step now wants them, not on a cell just filled."""
        if self.active and len(self.table.game.moves) == self.step:  # not mid-move
            self._mark()

    def _take_input(self) -> None:
        """The board's clicks and the move box's moves come here, not to the player's play."""
        self.board.cellClicked.disconnect(self.player.click_cell)
        self.board.cellClicked.connect(self.click)
        self.move_box.moveTyped.disconnect(self.player.play_typed)
        self.move_box.moveTyped.connect(self.typed)

    def _give_input_back(self) -> None:
        self.board.cellClicked.disconnect(self.click)
        self.board.cellClicked.connect(self.player.click_cell)
        self.move_box.moveTyped.disconnect(self.typed)
        self.move_box.moveTyped.connect(self.player.play_typed)

    # -- the player's moves --------------------------------------------------------------------

    def click(self, cell: Cell) -> None:
        table = self.table
        if table.pending or self.finished or table.replay is not None:
            self.player.click_cell(cell)  # a forced space, the solution replay, the lesson over
            self._mark()
            return
        self.attempt(table.position.move_at(cell, table.hand_orientation))

    def typed(self, text: str) -> None:
        table = self.table
        if table.pending or self.finished or table.replay is not None:
            self.player.play_typed(text)
            return
        move, problem = read_typed_move(table.position, text, table.hand_orientation)
        if move is None:
            reason = typed_reason(table.position, text, table.hand_orientation)
            self.panel.say(plain_reason(reason or problem, self._swap()))
            self.move_box.refused()
            return
        if self.attempt(move):
            self.move_box.accepted()
        else:
            self.move_box.refused()

    @property
    def finished(self) -> bool:
        return self.step >= len(self.lesson.steps)

    def attempt(self, move: Move) -> bool:
        """The player's move at the current step: played if it is the step's, else explained."""
        position = self.table.position
        step = self.lesson.steps[self.step]
        expected = Move.parse(step.move)
        in_hand = self.table.hand_orientation
        orientation = in_hand if move.orientation is None else move.orientation
        move = move.with_orientation(orientation)
        reason = position.why_illegal(move)
        if step.try_move is not None and move.cell == Move.parse(step.try_move).cell:
            self.tried = True
        if reason is not None:
            self.dead = dead_space(position, reason)
            self.screen.show_message(
                self.screen.why_not(position.cell_of(move), reason), error=True
            )
            self.panel.say(plain_reason(reason, self._swap()) + self._after_refusal(step))
            self._mark()
            return False
        if move != expected:  # allowed: an earlier refusal's red line is stale now
            self.screen.show_message(wanted_words(str(move.cell), str(expected)))
        if move.cell != expected.cell:
            self.panel.say(wanted_words("", str(expected.cell)))
            return False
        if move != expected:
            self.panel.say(wanted_words("", ORIENTATIONS[expected.orientation or 0], turned=True))
            return False
        if self.player.play_move(move) is None:
            return False
        self.step += 1
        self.tried, self.dead = False, None
        if self.step < len(self.lesson.steps) and self.lesson.steps[self.step].auto:
            self._play_auto_steps()
        self._show_step()
        return True

    def _after_refusal(self, step: Step) -> str:
        if step.try_move is not None and self.tried:
            return tr(" Now play at {cell} instead.").format(cell=Move.parse(step.move).cell)
        return ""

    def refused(self, text: str) -> None:
        """The window refused something during a lesson (a move, turning a tile that fits):
        the panel says why in plain words, where lesson 1 promises the red line."""
        if self.active and not self.finished and text:
            self.panel.say(plain_reason(text, self._swap()))

    def _swap(self) -> dict[str, str]:
        return self.screen.colour_swap()

    # -- showing the step ------------------------------------------------------------------------

    def _show_step(self) -> None:
        lesson = self.lesson
        number, count, title = self.index + 1, len(self.lessons), tr(lesson.title)
        heading = tr("Lesson {number} of {count} · {title}")
        heading = heading.format(number=number, count=count, title=title)
        if self.finished:
            self.progress.mark_finished(lesson.id)
            last = self.index + 1 >= len(self.lessons)
            words = tr(lesson.done) + (tr(" That was the last lesson.") if last else "")
            self.panel.show_step(heading + tr(" · done ✓"), html.escape(words))
            self.panel.say(tr("Lesson finished."), good=True)
            self.panel.set_finished(True, last)
        else:
            theirs = [i for i, step in enumerate(lesson.steps) if not step.auto]
            number = theirs.index(self.step) + 1 if self.step in theirs else self.step + 1
            step = tr(" · step {number} of {count}").format(number=number, count=len(theirs))
            self.panel.show_step(heading + step, html.escape(tr(lesson.steps[self.step].text)))
            self.panel.set_finished(False, False)
        self.panel.back.setEnabled(self.index > 0)
        done = [self.progress.is_finished(one.id) for one in self.lessons]
        self.panel.set_lessons([tr(one.title) for one in self.lessons], self.index, done)
        self._mark()
        self.changed.emit()

    def _mark(self) -> None:
        """Rings on the step's cell (and the cell to try first), in table coordinates."""
        if not self.active or self.finished:
            self.rings.mark([])
            return
        if self.table.pending:
            self.rings.mark([self.table.pending[0].cell])
            return
        step = self.lesson.steps[self.step]
        self.rings.mark(*step_rings(self.table.position, step, self.tried, self.dead))

    # -- the first start -------------------------------------------------------------------------

    def offer(self) -> None:
        """Ask a new player whether to learn first (once: the answer is remembered)."""

        def answered(learn: bool) -> None:
            self.offer_box = None
            if learn:
                self.open()

        self.offer_box = offer_tutorial(self.place, answered)
