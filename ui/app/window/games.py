"""Starting games in the main window (Games): new deals of every kind and puzzles, asking
first when a game in progress would be given up; start_session() puts a session on the table
(the one it replaces is counted as abandoned if it was in progress) and says so with the signal
`sessionStarted` (the tutorial leaves when another game replaces its lesson)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QCheckBox, QMainWindow, QMessageBox, QWidget

from puzzles.pack import Puzzle
from solitaire.deal import Deal, random_deal_number
from solitaire.game import Game
from solitaire.handover import hand_over
from solitaire.session import GameSession
from solitaire.variant import Variant
from ui.app.dialogs.new_game import GameSpec, NewGameDialog
from ui.app.language import tr
from ui.app.warmup import prepare_puzzle_hints_soon
from ui.app.window.actions import Commands
from ui.app.window.outcomes import Outcomes
from ui.app.window.settings import Settings
from ui.app.window.table import Table
from ui.app.window.view import View
from ui.app.worker import TaskRunner
from ui.common import presenter, solver_bridge

# The preference that turns the question off ("Don't ask again").
ASK_PREFERENCE = "ask_before_abandon"


class Games(QObject):
    """New game, Deal again, deal of the day, graded deals, puzzles: each starts a session on
    `table`. `confirm_box` and `puzzle_dialog` are the question and the dialog while open (tests
    answer them through these). `sessionStarted` is emitted after every session put on the
    table, whoever asked for it (a new game, a record opened, a practice game, a lesson)."""

    sessionStarted = Signal()

    def __init__(
        self,
        window: QMainWindow,
        table: Table,
        settings: Settings,
        view: View,
        runner: TaskRunner,
        outcomes: Outcomes,
        commands: Commands,
    ) -> None:
        super().__init__(window)
        self.window, self.table, self.settings, self.view = window, table, settings, view
        self.runner, self.outcomes, self.commands = runner, outcomes, commands
        self.confirm_box: QMessageBox | None = None
        self.puzzle_dialog: QWidget | None = None
        self.pack_actions: list[QAction] = []

    def start_game(
        self,
        game: Game,
        *,
        source: str | None = None,
        puzzle: Puzzle | None = None,
        date: str | None = None,
        grade: str | None = None,
    ) -> None:
        """Play `game`: a new attempt. `source` says where the deal came from (see
        solitaire.session.SOURCES); with `puzzle` it is played open-stack. A game takes the
        "Tiles shown ahead" preference as it starts and keeps it (a puzzle shows the stack)."""
        session = GameSession(
            game,
            "puzzle" if puzzle else source,
            date=date,
            grade=grade,
            puzzle=puzzle.id if puzzle else None,
            lookahead=1 if puzzle else self.settings.tiles_ahead,
        )
        self.start_session(session, puzzle)

    def start_session(self, session: GameSession, puzzle: Puzzle | None = None) -> None:
        """Make `session` the game on the table. The one it replaces is counted as abandoned
        if it was in progress (its first move played, no outcome yet)."""
        if session is not self.table.session:
            self.outcomes.deliver(
                hand_over(self.table.session, session, self.outcomes.stats_link.counted)
            )
        self.runner.new_generation()
        self.view.autoplay.stop()
        self.view.board.finish_animations()
        self.table.session = session
        if not self.table.lesson_name:  # a lesson's variant is the lesson's, not the player's
            self.settings.set_pref("last_variant", session.variant)  # the next start deals it
        puzzle = puzzle or self.puzzle_for(session)
        self.view.puzzles.begin(puzzle)
        if puzzle is not None:
            prepare_puzzle_hints_soon()  # the first hint need not wait for a compile
        if puzzle is not None and session.solution is None:
            # The pack stores a winning play: Show solution needs no solver.
            session.solvable, session.solution = True, list(puzzle.solution)
        self.view.board.cursor = None
        self.view.hover = None
        self.view.message = ""
        self.view.update_title()
        self.view.refresh()
        if self.table.pending and self.settings.auto_fill:
            self.view.show_next_fill()
        if puzzle is not None:
            self.view.show_message(
                tr("{v1} ({level}): the whole stack is shown. Find a play that wins it.").format(
                    v1=self.view.puzzles.title(), level=tr(puzzle.level)
                )
            )
        else:
            self.view.show_message(
                tr(
                    "New game: {variant}, deal {v1}. Click the board to place the first tile."
                ).format(variant=presenter.variant_name(session.variant), v1=self.table.deal_name())
            )
        self.sessionStarted.emit()

    def puzzle_words(self) -> str:
        """What a puzzle does to the game on the table, in the question that asks first."""
        return (
            tr("Another puzzle")
            if self.table.session.source == "puzzle"
            else tr("Opening a puzzle")
        )

    def confirm_replace(self, what: str) -> bool:
        """Ask before giving up a game in progress (it will count as lost). True: go on."""
        if not self.table.session.in_progress or not self.settings.pref(ASK_PREFERENCE, True):
            return True
        text = tr(
            "{what} gives up the game in progress: it counts as a lost game in the statistics."
        ).format(what=what)
        if self.table.position.outcome().decided:  # both colours out: lost whatever comes
            text = tr(
                "This game can no longer be won (both colours are out). "
                "{what} ends it: it counts as a lost game in the statistics."
            ).format(what=what)
        box = QMessageBox(
            QMessageBox.Icon.Question,
            tr("Give up this game?"),
            text,
            QMessageBox.StandardButton.NoButton,
            self.window,
        )
        box.setInformativeText(tr("Quitting instead keeps the game for next time."))
        go = box.addButton(tr("Give up and go on"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(tr("Keep playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(go)
        dont_ask = QCheckBox(tr("Don't ask again"))
        dont_ask.setToolTip(tr("Settings ▸ Preferences… turns the question back on."))
        box.setCheckBox(dont_ask)
        self.confirm_box = box  # tests answer it through this
        try:
            box.exec()
        finally:
            self.confirm_box = None
        if box.clickedButton() is not go:
            self.view.show_message(tr("Kept the game in progress."))
            return False
        if dont_ask.isChecked():
            self.settings.set_pref(ASK_PREFERENCE, False)
        return True

    def new_game(
        self,
        variant: Variant,
        deal: Deal | None = None,
        number: int | None = None,
        solvable_only: bool = False,
    ) -> None:
        """Start a game: a given deal, a numbered deal, or a random one (optionally only one
        the solver proves solvable, found in the background)."""
        if deal is not None:
            self.start_game(Game(variant, deal), source="deal")
            return
        if number is not None:
            self.start_game(Game.from_number(variant, number), source="number")
            return
        if not solvable_only:
            self.start_game(Game.from_number(variant, random_deal_number()), source="random")
            return
        self.runner.new_generation()

        def work(progress, cancel):  # noqa: ANN001, ANN202
            return solver_bridge.find_solvable_deal(variant, cancel, progress)

        def done(result: tuple[int, list[str]]) -> None:
            number, solution = result
            self.start_game(Game.from_number(variant, number), source="random")
            self.table.session.solvable, self.table.session.solution = True, solution
            self.view.show_message(
                tr("Deal {number} of {variant}: the solver proved it solvable.").format(
                    number=number, variant=presenter.variant_name(variant)
                )
            )
            self.view.refresh()

        self.view.show_message(
            tr("Looking for a solvable {variant} deal…").format(
                variant=presenter.variant_name(variant)
            )
        )
        self.runner.start("deal", work, done, self.view.task_failed)

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(
            self.window, self.table.game.variant, self.settings.solvable_only, self.table.deal_grade
        )
        if dialog.exec() and dialog.spec is not None and self.confirm_replace(tr("A new game")):
            self.start_spec(dialog.spec)

    def start_spec(self, spec: GameSpec) -> None:
        self.settings.solvable_only = spec.solvable_only
        self.commands.act_solvable_only.blockSignals(True)
        self.commands.act_solvable_only.setChecked(spec.solvable_only)
        self.commands.act_solvable_only.blockSignals(False)
        if spec.daily is not None:
            self.new_daily(spec.variant, spec.daily)
        elif spec.grade is not None:
            self.new_graded(spec.variant, spec.grade)
        else:
            self.new_game(spec.variant, spec.deal, spec.number, spec.solvable_only)

    def deal_again(self) -> None:
        if not self.confirm_replace(tr("Deal again")):
            return
        if self.table.deal_grade is not None:
            self.new_graded(self.table.game.variant, self.table.deal_grade)
        else:
            self.new_game(self.table.game.variant, solvable_only=self.settings.solvable_only)

    def new_daily(self, variant: Variant, date: str | None = None) -> None:
        """The deal of the day (today in UTC unless `date`). Proving it solvable takes up to a
        few tenths of a second for 4x4, so it is looked up in the background."""
        self.runner.new_generation()

        def work(progress, cancel):  # noqa: ANN001, ANN202
            progress(
                tr("Finding the {variant} deal of the day…").format(
                    variant=presenter.variant_name(variant)
                ),
                -1.0,
            )
            return solver_bridge.deal_of_the_day(variant, date)

        def done(result: tuple[str, int]) -> None:
            day, number = result
            self.start_game(Game.from_number(variant, number), source="daily", date=day)
            self.view.show_message(
                tr("The {variant} deal of the day for {day}: deal #{number}.").format(
                    variant=presenter.variant_name(variant), day=day, number=number
                )
            )

        self.view.show_message(
            tr("Finding the {variant} deal of the day…").format(
                variant=presenter.variant_name(variant)
            )
        )
        self.runner.start("deal", work, done, self.view.task_failed)

    def new_graded(self, variant: Variant, grade: str, seed: int | str | None = None) -> None:
        """A random deal of a grade (puzzles.grades), found in the background: seconds for
        4x4. The busy indicator's Stop, or any new game, cancels the search."""
        self.runner.new_generation()

        def work(progress, cancel):  # noqa: ANN001, ANN202
            return solver_bridge.find_graded_deal(variant, grade, cancel, progress, seed)

        def done(number: int) -> None:
            self.start_game(Game.from_number(variant, number), source="graded", grade=tr(grade))
            self.view.show_message(
                tr("Deal #{number} of {variant}: graded {grade}.").format(
                    number=number, variant=presenter.variant_name(variant), grade=tr(grade)
                )
            )

        def failed(error: Exception) -> None:
            if not isinstance(error, solver_bridge.Cancelled):
                self.view.show_message(
                    tr("No {grade} deal: {error}").format(grade=tr(grade), error=error), error=True
                )

        self.view.show_message(
            tr("Looking for a {grade} {variant} deal…").format(
                grade=tr(grade), variant=presenter.variant_name(variant)
            )
        )
        self.runner.start("deal", work, done, failed)

    # -- puzzles -------------------------------------------------------------------------------

    def start_puzzle(self, puzzle: Puzzle) -> None:
        self.start_game(puzzle.new_game(), source="puzzle", puzzle=puzzle)

    def puzzle_for(self, session: GameSession) -> Puzzle | None:
        """The puzzle a session plays. A record from before puzzles were named in it holds
        only the game: it is the last puzzle played if the deal is that puzzle's."""
        if session.puzzle is not None:
            return self.view.puzzles.by_id(session.puzzle)
        if session.source not in ("random", "number"):
            return None
        last = self.view.puzzles.last_played()
        if last is not None and last.variant == session.variant and last.deal == session.game.deal:
            return last
        return None

    def choose_puzzle(self) -> None:
        from ui.app.dialogs.puzzle import PuzzleDialog

        if not self.view.puzzles.packs():
            self.view.show_message(tr("No puzzle packs were found in this build."), error=True)
            return
        dialog = PuzzleDialog(
            self.window, packs=self.view.puzzles.packs(), progress=self.view.puzzles.progress
        )
        self.puzzle_dialog = dialog  # tests reach the open dialog through this
        current = self.view.puzzles.puzzle or self.view.puzzles.last_played()
        if current is not None and (pack := self.view.puzzles.pack_of(current)) is not None:
            dialog.pack_box.setCurrentIndex(self.view.puzzles.packs().index(pack))
        try:
            if (
                dialog.exec()
                and (puzzle := dialog.selected_puzzle()) is not None
                and self.confirm_replace(self.puzzle_words())
            ):
                self.start_puzzle(puzzle)
        finally:
            self.puzzle_dialog = None
            dialog.deleteLater()
            self.view.board.setFocus()  # keys go to the board again, not to the closed dialog

    def fill_pack_actions(self) -> None:
        for action in self.pack_actions:
            self.commands.puzzles_menu.removeAction(action)
            action.deleteLater()
        self.pack_actions = []
        solved = self.view.puzzles.progress.solved_ids()
        for pack in self.view.puzzles.packs():
            done = sum(p.id in solved for p in pack.puzzles)
            action = QAction(
                tr("{variant}: {done} of {v1} solved").format(
                    variant=presenter.variant_name(pack.variant), done=done, v1=len(pack.puzzles)
                ),
                self.window,
            )
            action.setStatusTip(
                tr("The first unsolved {variant} puzzle").format(
                    variant=presenter.variant_name(pack.variant)
                )
            )
            action.triggered.connect(lambda _c=False, v=pack.variant: self.first_unsolved(v))
            self.commands.puzzles_menu.addAction(action)
            self.pack_actions.append(action)

    def first_unsolved(self, variant: Variant) -> None:
        """The first unsolved puzzle of a variant's pack (the first one if all are solved)."""
        pack = next((p for p in self.view.puzzles.packs() if p.variant == variant), None)
        if pack is None or not pack.puzzles:
            self.view.show_message(
                tr("There is no {variant} puzzle pack.").format(
                    variant=presenter.variant_name(variant)
                ),
                error=True,
            )
            return
        solved = self.view.puzzles.progress.solved_ids()
        if self.confirm_replace(self.puzzle_words()):
            self.start_puzzle(
                next((p for p in pack.puzzles if p.id not in solved), pack.puzzles[0])
            )

    def next_puzzle(self) -> None:
        puzzle = self.view.puzzles.next_unsolved()
        if puzzle is None:
            self.view.show_message(
                tr("Every puzzle is solved: well done! Choose puzzle… replays any of them.")
                if self.view.puzzles.packs()
                else tr("No puzzle packs were found in this build.")
            )
            return
        if self.confirm_replace(self.puzzle_words()):
            self.start_puzzle(puzzle)
