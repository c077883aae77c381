"""Solver work for the main window (SolverWork): hints, "Was it solvable?", the solution replay,
and the busy indicator of background tasks. Asks the solver in the background and gives the
answers to the session."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QProgressBar, QToolButton

from solitaire.position import Placement
from ui.app.language import tr
from ui.app.window.autoplay import Autoplay
from ui.app.window.table import Table
from ui.app.window.view import View
from ui.app.worker import TaskRunner
from ui.common import presenter, solver_bridge


class SolverWork:
    """Runs solver tasks on `runner` for `table`'s session and shows their answers through
    `view`; `busy` and `stop` are the status bar's indicator and its Stop button."""

    def __init__(
        self,
        table: Table,
        view: View,
        runner: TaskRunner,
        autoplay: Autoplay,
        indicator: tuple[QProgressBar, QToolButton],
    ) -> None:
        self.table, self.view, self.runner, self.autoplay = table, view, runner, autoplay
        self.busy, self.stop = indicator
        self.hint_text = ""  # what the last hint said, shown again when H cycles back to it
        self.deliver: Callable[[], None] = lambda: None  # outcomes reported go to the statistics
        self.stop.clicked.connect(self.stop_background_work)
        runner.busyChanged.connect(self.on_busy)
        runner.progress.connect(self.on_progress)

    def hint(self) -> None:
        if self.table.replay is not None:
            return
        self.view.settle()
        if self.table.pending:
            where = self.table.position.label(self.table.pending[0].cell)
            self.view.show_message(
                tr("Fill the forced space at {where} first.").format(where=where)
            )
            return
        if self.table.position.outcome().over or not self.table.position.legal_moves():
            self.view.show_message(tr("No hint: the game is over."))
            return
        if self.table.session.hints_current():
            self.table.session.cycle_hint()
            mode = self.table.session.hint_mode
            self.view.show_message(presenter.hint_cycle_message(mode, self.hint_text))
            self.view.refresh()
            return
        if self.runner.running("hint"):
            return
        if self.view.puzzles.active:
            self._puzzle_hint()
            return
        session = self.table.session
        key, variant, snapshot = session.position_key(), session.variant, self.table.position.copy()
        lookahead = session.lookahead
        if lookahead > 1 and not solver_bridge.hints_possible(variant, lookahead):
            self.view.show_message(
                tr("No exact hints for {variant} with {lookahead} tiles shown ahead.").format(
                    variant=presenter.variant_name(variant), lookahead=lookahead
                )
            )
            return

        def work(progress, cancel):  # noqa: ANN001, ANN202
            return solver_bridge.hint_values(variant, snapshot, progress, lookahead, cancel)

        def done(values: list[tuple[Placement, float]]) -> None:
            if session is not self.table.session or not session.take_hints(values, key):
                return
            self.hint_text = presenter.hint_message(values)
            self.view.show_message(self.hint_text)
            self.view.refresh()

        self.view.show_message(tr("Thinking about the best move…"))
        self.runner.start("hint", work, done, self.view.task_failed)

    def _puzzle_hint(self) -> None:
        """With the whole stack known, a hint is a move that still wins for certain (exact
        search), not the fair-play best guess."""
        session = self.table.session
        key, snapshot = session.position_key(), self.table.position.copy()

        def work(progress, cancel):  # noqa: ANN001, ANN202
            return solver_bridge.winning_hints(snapshot)

        def done(values: list[tuple[Placement, float]]) -> None:
            if session is not self.table.session or key != session.position_key() or not values:
                return
            winners = sum(p == 1.0 for _placement, p in values)
            if not winners:
                self.view.show_message(
                    tr("No move wins from here, even with the whole stack known: undo or restart."),
                    error=True,
                )
                return
            session.take_hints(values, key)
            best = values[0][0]
            self.hint_text = presenter.puzzle_hint_message(str(best.move), winners, len(values))
            self.view.show_message(self.hint_text)
            self.view.refresh()

        self.view.show_message(tr("Looking for a move that still wins…"))
        self.runner.start("hint", work, done, self.view.task_failed)

    # -- after the game ----------------------------------------------------------------------

    def ask_solvable(self, then: Callable[[], None] | None = None) -> None:
        if not self._may_show():
            return
        if self.table.solvable is not None:
            self._say_solvable()
            if then:
                then()
            return
        if self.runner.running("solve"):
            return
        session = self.table.session
        variant, deal = session.variant, session.game.deal

        def work(progress, cancel):  # noqa: ANN001, ANN202
            progress(tr("Solving deal {v1}…").format(v1=self.table.deal_name()), -1.0)
            return solver_bridge.solve(variant, deal, cancel)

        def done(solution: list[str] | None) -> None:
            if session is not self.table.session:
                return
            session.solvable = solution is not None
            session.solution = solution
            self._say_solvable()
            self.view.refresh()
            if then:
                then()

        self.view.show_message(tr("Asking the solver…"))
        self.runner.start("solve", work, done, self.view.task_failed)

    def _say_solvable(self) -> None:
        if self.table.solvable:
            n = len(self.table.solution or [])
            self.view.show_message(
                tr(
                    "Yes: this deal can be won (the solver found {v1} win). Show "
                    "solution steps through it."
                ).format(v1=presenter.a_count(n, "move"))
            )
        else:
            self.view.show_message(
                tr(
                    "No: no sequence of moves wins this deal, even knowing the "
                    "whole stack in advance."
                )
            )

    def _may_show(self) -> bool:
        """The session says whether the verdict may be shown (issue 31); a decided game it
        counts now (as lost), before anything is shown."""
        if not self.table.session.open_solution():
            self.view.show_message(
                tr("Not while the game can still be won: finish it, or concede, first."),
                error=True,
            )
            return False
        self.deliver()
        return True

    def show_solution(self) -> None:
        if not self._may_show():
            return
        if self.table.solution is None:
            if self.table.solvable is False:
                self._say_solvable()
                return
            self.ask_solvable(then=self._start_replay)
            return
        self._start_replay()

    def _start_replay(self) -> None:
        if not self.table.solution:
            return
        self.view.settle()
        self.table.session.start_replay()
        self.view.show_message(tr("Solution: press Next ▶ to step through a winning play."))
        self.view.refresh()

    def replay_next(self) -> None:
        placement = self.table.session.replay_next()
        if placement is not None:
            self.view.board.animate_drop(placement.cell)
            fills = tr(" (+{v1} forced)").format(v1=len(placement.fills)) if placement.fills else ""
            self.view.show_message(
                tr("Solution move {replay_index} of {v1}: {move}{fills}.").format(
                    replay_index=self.table.replay_index,
                    v1=len(self.table.solution or []),
                    move=placement.move,
                    fills=fills,
                )
            )
        if self.table.replay is not None:
            self.view.refresh()

    def replay_prev(self) -> None:
        self.autoplay.stop()
        if self.table.session.replay_prev():
            self.view.show_message(
                tr("Solution move {replay_index} of {v1}.").format(
                    replay_index=self.table.replay_index, v1=len(self.table.solution or [])
                )
            )
        if self.table.replay is not None:
            self.view.refresh()

    def toggle_autoplay(self) -> None:
        self.autoplay.toggle(max(400, 3 * self.view.board.animation_ms))

    def exit_replay(self) -> None:
        self.autoplay.stop()
        if not self.table.session.exit_replay():
            return
        self.view.show_message(tr("Back to your game."))
        self.view.refresh()

    # -- background work ---------------------------------------------------------------------

    def stop_background_work(self) -> None:
        self.runner.cancel()
        self.view.show_message(tr("Stopped."))

    def on_busy(self, busy: bool) -> None:
        self.busy.setVisible(busy)
        self.stop.setVisible(busy)
        if busy:
            self.busy.setRange(0, 0)
        self.view.refresh_actions()

    def on_progress(self, message: str, fraction: float) -> None:
        if fraction >= 0:
            self.busy.setRange(0, 1000)
            self.busy.setValue(int(fraction * 1000))
        else:
            self.busy.setRange(0, 0)
        self.view.show_message(message)
