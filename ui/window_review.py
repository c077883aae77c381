"""Review, practice and the Coach in the main window (a part of MainWindow).

- Review (Game menu, offered when a game ends): the Review window (ui/review_dialog.py) for the
  game on the table; File ▸ Review a record… reviews a saved game without replacing this one;
  Review in the Statistics window reviews a game of its list (over that window).
- Try again from here: a practice game from the position before a reviewed move. It is marked
  as counted already, so it never reaches the statistics.
- Coach (a preference, off by default): before a move that gives away more than the blunder
  threshold, ask "This move drops your chance from 63% to 30%. Play it anyway?".
- Each reported game gets its skill loss and luck (solver/analysis.py) when the fair-play table
  is loaded; games ended before it was are recorded without them."""

from __future__ import annotations

import contextlib
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from solitaire.deal import Deal
from solitaire.errors import TraxError
from solitaire.game import Game
from solitaire.move import Move
from solitaire.session import GameSession, Report
from solitaire.variant import Variant
from ui import solver_bridge

if TYPE_CHECKING:
    from ui.main_window import MainWindow

    _Base = MainWindow
else:
    _Base = object

COACH_PREFERENCE = "coach"
_LOADING: dict[Variant, threading.Thread] = {}  # background table loads, one per variant


def _prepare_quietly(variant: Variant, build: bool) -> None:
    """A background load that fails quietly: hints and Review report such failures."""
    with contextlib.suppress(Exception):
        solver_bridge.prepare_table(variant, build)


class ReviewMixin(_Base):
    """Review the game, review a record, practise from a reviewed move, the Coach."""

    review_dialog: Any = None  # the Review window while it is open (tests reach it here)
    coach_box: QMessageBox | None = None  # while the Coach asks

    # -- review ----------------------------------------------------------------------------

    def review_game(self) -> None:
        game = self.game
        if not game.moves:
            self.show_message("Nothing to review yet: no move has been played.")
            return
        puzzle = self.session.puzzle is not None
        self.open_review(game.variant, game.deal, list(game.moves), puzzle, number=game.deal_number)

    def review_record(self) -> None:
        from ui.files import records_folder, remember_records_folder
        from ui.window_files import RECORD_FILE_FILTER

        name, _ = QFileDialog.getOpenFileName(
            self, "Review a game record", str(records_folder()), RECORD_FILE_FILTER
        )
        if not name:
            return
        remember_records_folder(Path(name))
        try:
            session = GameSession.load(Path(name))
        except TraxError as exc:
            QMessageBox.warning(self, "Cannot review this record", str(exc))
            return
        game = session.game  # a puzzle is played with the whole stack known: reviewed so too
        clairvoyant = session.puzzle is not None
        self.open_review(
            game.variant, game.deal, list(game.moves), clairvoyant, number=game.deal_number
        )

    def review_from_statistics(self, game: Game, clairvoyant: bool, over: QWidget) -> None:
        """Review a game of the Statistics window's list, over that window (which stays open;
        closing it closes the review). Trying again from a move closes it first."""
        self.open_review(
            game.variant, game.deal, list(game.moves), clairvoyant, over=over,
            number=game.deal_number,
        )  # fmt: skip
        dialog = self.review_dialog
        if dialog is not None and isinstance(over, QDialog):
            over.finished.connect(lambda _result: dialog.close())

    def open_review(
        self,
        variant: Variant,
        deal: Deal,
        moves: list[Move],
        clairvoyant: bool = False,
        over: QWidget | None = None,
        number: int | None = None,
    ) -> None:
        """Open the Review window (not modal: the analysis arrives while it shows), over `over`
        (another window) or over this one. `number` is the deal's number, if it has one: a
        practice game from the review keeps it."""
        from ui.review_dialog import ReviewDialog
        from ui.window_files import fit_on_screen

        if variant.size > 4:
            self.show_message("Review needs the solver's tables: sizes up to 4.", error=True)
            return
        if self.review_dialog is not None:
            self.review_dialog.close()

        def try_again(keep: list[Move]) -> None:
            before = self.session
            self.practice_from(variant, deal, keep, number)
            if over is not None and self.session is not before:
                over.close()  # the practice game is played in this window: show it

        dialog = ReviewDialog(
            variant,
            deal,
            moves,
            over or self,
            theme=self.theme,
            clairvoyant=clairvoyant,
            on_try_again=try_again,
        )
        self.review_dialog = dialog
        dialog.finished.connect(lambda _result: self._review_closed(dialog))
        fit_on_screen(dialog, over or self)
        dialog.show()

    def _review_closed(self, dialog: Any) -> None:
        if self.review_dialog is dialog:
            self.review_dialog = None

    def practice_from(
        self, variant: Variant, deal: Deal, moves: list[Move], number: int | None = None
    ) -> None:
        """A practice game of the same deal (deal `number`, if it has one) from after `moves`:
        never counted."""
        if not self.confirm_replace("Practising from a reviewed move"):
            return
        game = Game(variant, deal, number, list(moves))
        session = GameSession(game, "deal")
        session.started = True
        session.reported = True  # a practice branch: the statistics never hear of it
        self.start_session(session)
        self.practice_attempt = session.attempt
        self._update_title()
        self._refresh_panel()  # "Practice from deal #…"
        self.activateWindow()
        self.board.setFocus()
        self.show_message(f"Practice from move {len(moves) + 1}: not counted in the statistics.")

    @property
    def practising(self) -> bool:
        return getattr(self, "practice_attempt", None) == self.session.attempt

    def offer_review(self, report: Report) -> None:
        """After a game ends (not a puzzle), say where its review is."""
        if report.puzzle is None and report.result in ("won", "lost", "stuck"):
            word = {"won": "Won", "lost": "Lost", "stuck": "Stuck"}[report.result]
            self.show_message(
                f"{word}. Game ▸ Review game (Ctrl+Shift+R) shows where the chances went."
            )

    # -- the Coach ---------------------------------------------------------------------------

    def coach_allows(self, move: Move) -> bool:
        """With the Coach on, ask before a blunder; True: play the move."""
        coach = bool(self._pref(COACH_PREFERENCE, False))
        if not coach or self.session.puzzle is not None:
            self._prepare_table()  # so the game's skill figures can be recorded
            return True
        from solver.analysis import BLUNDER

        values = solver_bridge.loaded_values(self.variant_on_table(), self.position)
        if values is None:
            self._prepare_table(build=True)
            return True
        orientation = self.position.hand if move.orientation is None else move.orientation
        cell = self.position.cell_of(move)
        played = next(
            (v for p, v in values if p.cell == cell and p.orientation == orientation), None
        )
        best = values[0][1] if values else None
        if played is None or best is None or best - played <= BLUNDER:
            return True
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "Coach",
            f"This move drops your chance from {best:.0%} to {played:.0%}. Play it anyway?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.coach_box = box
        try:
            answer = box.exec()
        finally:
            self.coach_box = None
        if answer != QMessageBox.StandardButton.Yes:
            self.show_message("Move taken back before it was played: look for a better one.")
            return False
        return True

    def variant_on_table(self) -> Variant:
        return self.game.variant

    def _prepare_table(self, build: bool = False) -> None:
        """Load the fair-play table in the background: shipped or from the disk cache, or with
        `build` (the Coach is on) built when missing. A plain daemon thread that reports to no
        widget: the table lands in the solver's table cache, where the next move finds it."""
        variant = self.variant_on_table()
        if variant.size > 4 or solver_bridge.table_loaded(variant):
            return
        if not build and not solver_bridge.table_cached(variant):
            return
        loading = _LOADING.get(variant)
        if loading is not None and loading.is_alive():
            return
        thread = threading.Thread(
            target=_prepare_quietly, args=(variant, build), name="trax-table", daemon=True
        )
        _LOADING[variant] = thread
        thread.start()

    # -- skill figures for the statistics ------------------------------------------------------

    def with_skill(self, report: Report) -> Report:
        """The report with the game's skill loss and luck when the table is at hand."""
        session = self.session
        if report.attempt != session.attempt or not session.game.moves or session.puzzle:
            return report  # (a puzzle is played open-stack: fair-play figures do not fit it)
        game = session.game
        figures = solver_bridge.skill_figures(game.variant, game.deal, list(game.moves))
        if figures is None:
            return report
        return report.with_skill(*figures)
