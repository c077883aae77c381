"""Playing in the main window: the player's clicks and keys go to the session, what they
change is shown, and the outcomes the session reports go to the statistics (a part of
MainWindow)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from solitaire.errors import TraxError
from solitaire.file_words import why
from solitaire.move import Move
from solitaire.position import Placement
from solitaire.session import Report
from solitaire.tiles import ORIENTATIONS, turned
from ui import presenter
from ui.move_box import read_typed_move

if TYPE_CHECKING:
    from ui.main_window import MainWindow

    _Base = MainWindow
else:
    _Base = object

Cell = tuple[int, int]


class PlayMixin(_Base):
    """Moves, forced fills, undo and redo, turning the tile in hand, Restart and Concede."""

    def _settle(self) -> None:
        """Finish animations at once, so the board shows the position the engine holds."""
        if self.auto_fill and (self.pending or self.board.is_animating()):
            saved = self.board.animation_ms
            self.board.animation_ms = 0
            try:
                self.board.finish_animations()
                while self.pending:
                    self._show_next_fill()
            finally:
                self.board.animation_ms = saved
        else:
            self.board.finish_animations()

    def click_cell(self, cell: Cell) -> None:
        """The player chose a cell: play the tile in hand there, or fill a forced space."""
        if self.replay is not None:
            self.show_message("This is the solution replay: use Prev/Next, or Back to game.")
            return
        self._settle()
        if self.pending:
            if self.board.is_animating():
                return
            forced = self.pending[0].cell
            if cell == forced:
                self._show_next_fill()
            else:
                self.show_message(
                    f"A forced space must be filled first at {self.position.label(forced)}.",
                    error=True,
                )
            return
        position = self.position
        if position.outcome().over:
            self.show_message("The game is over: undo, restart or deal again.", error=True)
            return
        # A hint or the heat map shows a tile at the cell: the click plays it as shown.
        shown = presenter.shown_orientation(self.board.state.marks(), cell)
        move = position.move_at(cell, self.hand_orientation if shown is None else shown)
        reason = position.why_illegal(move)
        if reason is not None:
            self.show_message(self._why_not(cell, reason), error=True)
            return
        self.play_move(move)

    def play_typed(self, text: str) -> None:
        """A move typed in the move box: played if legal, else the box keeps it to correct."""
        self._settle()
        move, problem = read_typed_move(self.position, text, self.hand_orientation)
        if self.replay is not None:
            move, problem = None, "This is the solution replay: Back to game first."
        elif self.pending:
            where = self.position.label(self.pending[0].cell)
            move, problem = None, f"A forced space must be filled first at {where}."
        if move is None:
            self.show_message(self._words(problem), error=True)
            self.move_box.refused()
        elif self.play_move(move) is not None:
            self.move_box.accepted()

    def play_move(self, move: Move) -> Placement | None:
        if not self.coach_allows(move):
            return None
        try:
            placement = self.session.play(move)
        except TraxError as exc:
            self.show_message(self._words(str(exc)), error=True)
            return None
        self.board.animate_drop(placement.cell)
        text = f"Played {placement.move}."
        if placement.fills:
            text += f" {len(placement.fills)} forced space{'s' if len(placement.fills) > 1 else ''}"
            text += " to fill." if not self.auto_fill else " filled from the stack."
        self.show_message(text)
        if self.pending and self.auto_fill:
            self._show_next_fill()
        self._after_change()
        return placement

    def _show_next_fill(self) -> None:
        if not self.pending or self.board.is_animating():
            return
        fill = self.pending[0]
        self.board.animate_fill(fill.cell, fill.dealt, fill.final)

    def _on_fill_shown(self) -> None:
        if self.session.fill_shown() is None:
            return
        if self.pending and self.auto_fill:
            self._show_next_fill()
        self._after_change()

    def undo(self) -> None:
        if self.replay is not None:
            self.replay_prev()
            return
        self.session.pending = []
        self.board.finish_animations()
        if not self.game.can_undo():
            self.show_message("Nothing to undo.")
            return
        placement = self.session.undo()
        self._after_change()
        self.show_message(f"Took back {placement.move}.")

    def redo(self) -> None:
        if self.replay is not None:
            self.replay_next()
            return
        self._settle()
        self.session.pending = []
        if not self.game.can_redo():
            self.show_message("Nothing to redo.")
            return
        placement = self.session.redo()
        self.board.animate_drop(placement.cell)
        self._after_change()
        self.show_message(f"Replayed {placement.move}.")

    def restart(self) -> None:
        self._settle()
        if self.replay is not None:
            self.exit_replay()
        self.session.restart()
        self._after_change()
        counted = (
            " It was counted already: playing it again does not count."
            if self.session.reported
            else ""
        )
        self.show_message(
            "Restarted: the same deal from the first tile (Redo replays it)." + counted
        )

    def concede(self) -> None:
        """Give the deal up: counted as lost (conceded); the board stays to look at."""
        self._settle()
        if not self.session.can_concede():
            self.show_message(
                "Nothing to concede: "
                + (
                    "this deal is counted already."
                    if self.session.reported
                    else "no move has been played."
                )
            )
            return
        self.session.concede()
        self._deliver_reports()
        self.refresh()
        self.show_message(
            "Conceded: counted as a lost game. Deal again or New game for another deal."
        )

    def turn_hand(self, quarters: int = 1) -> None:
        self._change_hand(lambda: self.session.turn(quarters), "turned")

    def flip_hand(self) -> None:
        self._change_hand(self.session.flip, "flipped")

    def _change_hand(self, change: Callable[[], None], verb: str) -> None:
        if self.replay is not None or self.pending:
            return
        position = self.position
        if position.hand is None or position.outcome().over:
            return
        if not position.turned_allowed():
            legal = position.legal_moves()
            reason = "the tile fits somewhere as dealt, so it may not be turned"
            if legal:
                probe = legal[0].move.with_orientation(turned(position.hand))
                reason = position.why_illegal(probe) or reason
            self.show_message(f"{presenter.sentence(reason)} (rule 4.5).", error=True)
            return
        change()
        assert self.hand_orientation is not None
        fits = {p.cell for p in position.legal_moves() if p.orientation == self.hand_orientation}
        where = (
            f"fits at {len(fits)} place{'s' if len(fits) != 1 else ''}"
            if fits
            else "fits nowhere this way"
        )
        self.show_message(f"Tile {verb}: now {ORIENTATIONS[self.hand_orientation]} ({where}).")
        self.refresh()

    def _after_change(self) -> None:
        """After any change of position: hints that no longer fit are dropped (the session
        does that), running hint work is cancelled, reported outcomes recorded."""
        self.runner.cancel("hint")
        if getattr(self, "message_is_error", False):
            self.show_message("")  # the player did something that worked: the error is stale
        if not self.pending:
            self._deliver_reports()
        self.refresh()
        if self.resume:
            self._keep_timer.start()

    # -- statistics --------------------------------------------------------------------------

    def _deliver_reports(self, reports: list[Report] | None = None) -> None:
        """Record what the session reported (each attempt's outcome, once)."""
        for report in self.session.take_reports() if reports is None else reports:
            said = self.message
            self._record(self.with_skill(report))
            if self.message == said:  # the statistics or a puzzle had nothing to say
                self.offer_review(report)

    def statistics_store(self) -> Any | None:
        """The statistics store (opened on first use; a damaged file is offered for moving
        aside). Never None: when the file cannot be used, games wait beside it."""
        return self.stats_link.store()

    def _record(self, report: Report) -> None:
        puzzle = self.puzzles.puzzle
        if report.won and puzzle is not None and puzzle.id == report.puzzle:
            try:
                first = self.puzzles.mark_solved()
            except OSError as exc:  # the game is still recorded below
                first = True
                self.notice(
                    f"The puzzle is solved, but its tick could not be saved in "
                    f"{self.puzzles.progress.path.name}: {why(exc)}."
                )
            self.show_message(
                ("Puzzle solved: marked \u2713. " if first else "Solved again. ")
                + "Next unsolved puzzle (Ctrl+Shift+N) carries on."
            )
        self.gameFinished.emit(report.result)
        try:  # never blocks and never drops the game: a locked or damaged file makes it wait
            report.record_into(self.stats_link)
        except (ValueError, OSError) as exc:
            reason = why(exc) if isinstance(exc, OSError) else str(exc)
            self.notice(f"Could not record the game in the statistics: {reason}.")
