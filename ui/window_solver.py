"""Solver work for the main window: hints, "Was it solvable?", the solution replay, and the
busy indicator of background tasks (a part of MainWindow)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from solitaire.errors import TraxError
from solitaire.position import Placement
from ui import presenter, solver_bridge

if TYPE_CHECKING:
    from ui.main_window import MainWindow

    _Base = MainWindow
else:
    _Base = object


class SolverMixin(_Base):
    """Asks the solver in the background and gives the answers to the session."""

    hint_text = ""  # what the last hint said, shown again when H cycles back to it

    def hint(self) -> None:
        if self.replay is not None:
            return
        self._settle()
        if self.pending:
            self.show_message(
                f"Fill the forced space at {self.position.label(self.pending[0].cell)} first."
            )
            return
        if self.position.outcome().over or not self.position.legal_moves():
            self.show_message("No hint: the game is over.")
            return
        if self.session.hints_current():
            self.session.cycle_hint()
            self.show_message(presenter.hint_cycle_message(self.session.hint_mode, self.hint_text))
            self.refresh()
            return
        if self.runner.running("hint"):
            return
        if self.puzzles.active:
            self._puzzle_hint()
            return
        session = self.session
        key, variant, snapshot = session.position_key(), session.variant, self.position.copy()

        def work(progress, cancel):  # noqa: ANN001, ANN202
            return solver_bridge.hint_values(variant, snapshot, progress)

        def done(values: list[tuple[Placement, float]]) -> None:
            if session is not self.session or not session.take_hints(values, key):
                return
            self.hint_text = presenter.hint_message(values)
            self.show_message(self.hint_text)
            self.refresh()

        self.show_message("Thinking about the best move…")
        self.runner.start("hint", work, done, self._on_task_failed)

    def _puzzle_hint(self) -> None:
        """With the whole stack known, a hint is a move that still wins for certain (exact
        search), not the fair-play best guess."""
        session = self.session
        key, snapshot = session.position_key(), self.position.copy()

        def work(progress, cancel):  # noqa: ANN001, ANN202
            return solver_bridge.winning_hints(snapshot)

        def done(values: list[tuple[Placement, float]]) -> None:
            if session is not self.session or key != session.position_key() or not values:
                return
            winners = sum(p == 1.0 for _placement, p in values)
            if not winners:
                self.show_message(
                    "No move wins from here, even with the whole stack known: undo or restart.",
                    error=True,
                )
                return
            session.take_hints(values, key)
            best = values[0][0]
            self.hint_text = (
                f"Hint: {best.move} still wins, knowing the whole stack ({winners} of "
                f"{len(values)} legal moves do). Press H again to see which."
            )
            self.show_message(self.hint_text)
            self.refresh()

        self.show_message("Looking for a move that still wins…")
        self.runner.start("hint", work, done, self._on_task_failed)

    # -- after the game ----------------------------------------------------------------------

    def ask_solvable(self, then: Callable[[], None] | None = None) -> None:
        if self.solvable is not None:
            self._say_solvable()
            if then:
                then()
            return
        if self.runner.running("solve"):
            return
        session = self.session
        variant, deal = session.variant, session.game.deal

        def work(progress, cancel):  # noqa: ANN001, ANN202
            progress(f"Solving deal {self._deal_name()}…", -1.0)
            return solver_bridge.solve(variant, deal, cancel)

        def done(solution: list[str] | None) -> None:
            if session is not self.session:
                return
            session.solvable = solution is not None
            session.solution = solution
            self._say_solvable()
            self.refresh()
            if then:
                then()

        self.show_message("Asking the solver…")
        self.runner.start("solve", work, done, self._on_task_failed)

    def _say_solvable(self) -> None:
        if self.solvable:
            n = len(self.solution or [])
            self.show_message(
                f"Yes: this deal can be won (the solver found "
                f"{presenter.a_count(n, 'move')} win). "
                "Show solution steps through it."
            )
        else:
            self.show_message(
                "No: no sequence of moves wins this deal, even knowing the whole stack in advance."
            )

    def show_solution(self) -> None:
        if self.solution is None:
            if self.solvable is False:
                self._say_solvable()
                return
            self.ask_solvable(then=self._start_replay)
            return
        self._start_replay()

    def _start_replay(self) -> None:
        if not self.solution:
            return
        self._settle()
        self.session.start_replay()
        self.show_message("Solution: press Next ▶ to step through a winning play.")
        self.refresh()

    def replay_next(self) -> None:
        placement = self.session.replay_next()
        if placement is not None:
            self.board.animate_drop(placement.cell)
            fills = f" (+{len(placement.fills)} forced)" if placement.fills else ""
            self.show_message(
                f"Solution move {self.replay_index} of {len(self.solution or [])}: "
                f"{placement.move}{fills}."
            )
        if self.replay is not None:
            self.refresh()

    def replay_prev(self) -> None:
        self.autoplay.stop()
        if self.session.replay_prev():
            self.show_message(f"Solution move {self.replay_index} of {len(self.solution or [])}.")
        if self.replay is not None:
            self.refresh()

    def _toggle_autoplay(self) -> None:
        self.autoplay.toggle(max(400, 3 * self.board.animation_ms))

    def exit_replay(self) -> None:
        self.autoplay.stop()
        if not self.session.exit_replay():
            return
        self.show_message("Back to your game.")
        self.refresh()

    # -- background work ---------------------------------------------------------------------

    def stop_background_work(self) -> None:
        self.runner.cancel()
        self.show_message("Stopped.")

    def _on_busy(self, busy: bool) -> None:
        self._busy.setVisible(busy)
        self._stop.setVisible(busy)
        if busy:
            self._busy.setRange(0, 0)
        self.refresh_actions()

    def _on_progress(self, message: str, fraction: float) -> None:
        if fraction >= 0:
            self._busy.setRange(0, 1000)
            self._busy.setValue(int(fraction * 1000))
        else:
            self._busy.setRange(0, 0)
        self.show_message(message)

    def _on_task_failed(self, error: Exception) -> None:
        if isinstance(error, solver_bridge.Cancelled):
            return
        # A TraxError explains itself; anything else is a bug: name it for the report.
        why = str(error) if isinstance(error, TraxError) else f"{type(error).__name__}: {error}"
        self.show_message(f"The solver failed: {why}", error=True)
