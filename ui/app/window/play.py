"""Playing in the main window (Play): the player's clicks and keys go to the session, what
they change is shown, and the outcomes the session reports go to Outcomes. Moves, forced fills,
undo and redo, turning the tile in hand, Restart and Concede."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from solitaire.errors import TraxError
from solitaire.move import Move
from solitaire.position import Placement
from solitaire.tiles import ORIENTATIONS, turned
from solitaire.translatable import why
from ui.app.language import tr
from ui.app.window.coach import Coach
from ui.app.window.move_box import MoveBox, read_typed_move
from ui.app.window.outcomes import Outcomes
from ui.app.window.settings import Settings
from ui.app.window.solver_work import SolverWork
from ui.app.window.table import Table
from ui.app.window.view import View
from ui.app.worker import TaskRunner
from ui.common import presenter

Cell = tuple[int, int]


class Play(QObject):
    """Plays the player's input on `table`'s session. `changed` is emitted after every change
    of position (the window keeps the game a moment later)."""

    changed = Signal()

    def __init__(
        self,
        table: Table,
        settings: Settings,
        view: View,
        move_box: MoveBox,
        runner: TaskRunner,
        helpers: tuple[Coach, Outcomes, SolverWork],
    ) -> None:
        super().__init__(view.window)
        self.table, self.settings, self.view = table, settings, view
        self.move_box, self.runner = move_box, runner
        self.coach, self.outcomes, self.solver = helpers

    def click_cell(self, cell: Cell) -> None:
        """The player chose a cell: play the tile in hand there, or fill a forced space."""
        if self.table.replay is not None:
            self.view.show_message(
                tr("This is the solution replay: use Prev/Next, or Back to game.")
            )
            return
        self.view.settle()
        if self.table.pending:
            if self.view.board.is_animating():
                return
            forced = self.table.pending[0].cell
            if cell == forced:
                self.view.show_next_fill()
            else:
                self.view.show_message(
                    tr("A forced space must be filled first at {v1}.").format(
                        v1=self.table.position.label(forced)
                    ),
                    error=True,
                )
            return
        position = self.table.position
        if position.outcome().over:
            self.view.show_message(tr("The game is over: undo, restart or deal again."), error=True)
            return
        # A hint or the heat map shows a tile at the cell: the click plays it as shown.
        shown = presenter.shown_orientation(self.view.board.state.marks(), cell)
        move = position.move_at(cell, self.table.hand_orientation if shown is None else shown)
        reason = position.why_illegal(move)
        if reason is not None:
            self.view.show_message(self.view.why_not(cell, reason), error=True, reason=reason)
            return
        self.play_move(move)

    def play_typed(self, text: str) -> None:
        """A move typed in the move box: played if legal, else the box keeps it to correct."""
        self.view.settle()
        move, problem = read_typed_move(
            self.table.position, text, self.table.hand_orientation, self.view.words
        )
        if self.table.replay is not None:
            move, problem = None, tr("This is the solution replay: Back to game first.")
        elif self.table.pending:
            where = self.table.position.label(self.table.pending[0].cell)
            move, problem = (
                None,
                tr("A forced space must be filled first at {where}.").format(where=where),
            )
        if move is None:
            self.view.show_message(self.view.words(problem), error=True)
            self.move_box.refused()
        elif self.play_move(move) is not None:
            self.move_box.accepted()

    def play_move(self, move: Move) -> Placement | None:
        if not self.coach.coach_allows(move):
            return None
        try:
            placement = self.table.session.play(move)
        except TraxError as exc:
            self.view.show_message(self.view.words(why(exc)), error=True)
            return None
        self.view.board.animate_drop(placement.cell)
        text = tr("Played {move}.").format(move=placement.move)
        now = self.table.position.label(placement.cell)
        if now != str(placement.move).partition(":")[0]:  # the labels moved with the frame
            text = tr("Played {move} (that cell is now {now}).").format(
                move=placement.move, now=now
            )
        if placement.fills:
            fills = len(placement.fills)
            if not self.settings.auto_fill:
                text += tr(" %n forced space(s) to fill.", None, fills)
            else:
                text += tr(" %n forced space(s) filled from the stack.", None, fills)
        self.view.show_message(text)
        if self.table.pending and self.settings.auto_fill:
            self.view.show_next_fill()
        self.after_change()
        return placement

    def on_fill_shown(self) -> None:
        if self.table.session.fill_shown() is None:
            return
        if self.table.pending and self.settings.auto_fill:
            self.view.show_next_fill()
        self.after_change()

    def undo(self) -> None:
        if self.table.replay is not None:
            self.solver.replay_prev()
            return
        self.table.session.pending = []
        self.view.board.finish_animations()
        if not self.table.game.can_undo():
            self.view.show_message(tr("Nothing to undo."))
            return
        placement = self.table.session.undo()
        self.after_change()
        self.view.show_message(tr("Took back {move}.").format(move=placement.move))

    def redo(self) -> None:
        if self.table.replay is not None:
            self.solver.replay_next()
            return
        self.view.settle()
        self.table.session.pending = []
        if not self.table.game.can_redo():
            self.view.show_message(tr("Nothing to redo."))
            return
        placement = self.table.session.redo()
        self.view.board.animate_drop(placement.cell)
        self.after_change()
        self.view.show_message(tr("Replayed {move}.").format(move=placement.move))

    def restart(self) -> None:
        self.view.settle()
        if self.table.replay is not None:
            self.solver.exit_replay()
        self.table.session.restart()
        self.after_change()
        counted = (
            tr(" It was counted already: playing it again does not count.")
            if self.table.session.reported
            else ""
        )
        self.view.show_message(
            tr("Restarted: the same deal from the first tile (Redo replays it).") + counted
        )

    def concede(self) -> None:
        """Give the deal up: counted as lost (conceded); the board stays to look at."""
        self.view.settle()
        if not self.table.session.can_concede():
            self.view.show_message(
                tr("Nothing to concede: ")
                + (
                    tr("this deal is counted already.")
                    if self.table.session.reported
                    else tr("no move has been played.")
                )
            )
            return
        self.table.session.concede()
        self.outcomes.deliver()
        self.view.refresh()
        self.changed.emit()
        self.view.show_message(
            tr("Conceded: counted as a lost game. Deal again or New game for another deal.")
        )

    def turn_hand(self, quarters: int = 1) -> None:
        self._change_hand(lambda: self.table.session.turn(quarters), True)

    def flip_hand(self) -> None:
        self._change_hand(self.table.session.flip, False)

    def _change_hand(self, change: Callable[[], None], turning: bool) -> None:
        if self.table.replay is not None or self.table.pending:
            return
        position = self.table.position
        if position.hand is None or position.outcome().over:
            return
        if not position.turned_allowed():
            legal = position.legal_moves()
            reason = tr("the tile fits somewhere as dealt, so it may not be turned")
            if legal:
                probe = legal[0].move.with_orientation(turned(position.hand))
                reason = position.why_illegal(probe) or reason
            said = f"{presenter.sentence(self.view.words(reason))}."
            self.view.show_message(said, error=True, reason=reason)
            return
        change()
        assert self.table.hand_orientation is not None
        fits = {
            p.cell for p in position.legal_moves() if p.orientation == self.table.hand_orientation
        }
        where = tr("fits at %n place(s)", None, len(fits)) if fits else tr("fits nowhere this way")
        now = (
            tr("Tile turned: now {v1} ({where}).")
            if turning
            else tr("Tile flipped: now {v1} ({where}).")
        )
        self.view.show_message(
            now.format(v1=ORIENTATIONS[self.table.hand_orientation], where=where)
        )
        self.view.refresh()

    def after_change(self) -> None:
        """After any change of position: hints that no longer fit are dropped (the session
        does that), running hint work is cancelled, reported outcomes recorded (at once: said
        once the last move's forced fills have been shown)."""
        self.runner.cancel("hint")
        if self.view.message_is_error:
            self.view.show_message("")  # the player did something that worked: the error is stale
        self.outcomes.deliver(quiet=bool(self.table.pending))
        self.view.refresh()
        self.changed.emit()
