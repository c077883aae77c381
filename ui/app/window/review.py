"""Review and practice in the main window (Review).

- Review (Game menu, offered when a game ends): the Review window (ui/app/dialogs/review.py) for
  the game on the table; File ▸ Review a record… reviews a saved game without replacing this one;
  Review in the Statistics window reviews a game of its list (over that window).
- Try again from here: a practice game from the position before a reviewed move. It is marked
  as counted already, so it never reaches the statistics.

The Coach is ui/app/window/coach.py; the skill figures recorded with each game are
ui/app/window/outcomes.py."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMessageBox, QWidget

from solitaire.deal import Deal
from solitaire.errors import TraxError
from solitaire.game import Game
from solitaire.move import Move
from solitaire.session import GameSession
from solitaire.translatable import say, why
from solitaire.variant import Variant
from ui.app.language import tr
from ui.app.window.games import Games
from ui.app.window.settings import Settings
from ui.app.window.table import Table
from ui.app.window.view import View


class Review:
    """Opens the Review window over `window` (or another); a practice game it asks for is
    started through `games`. `review_dialog` is the Review window while it is open."""

    def __init__(
        self, window: QMainWindow, table: Table, settings: Settings, view: View, games: Games
    ) -> None:
        self.window, self.table, self.settings, self.view = window, table, settings, view
        self.games = games
        self.review_dialog: Any = None

    def review_game(self) -> None:
        if not self.table.game.moves:
            self.view.show_message(tr("Nothing to review yet: no move has been played."))
            return
        self._review_session(self.table.session)

    def review_record(self) -> None:
        from ui.app.records_folder import (
            RECORD_FILE_FILTER,
            records_folder,
            remember_records_folder,
        )

        name, _ = QFileDialog.getOpenFileName(
            self.window, tr("Review a game record"), str(records_folder()), tr(RECORD_FILE_FILTER)
        )
        if not name:
            return
        remember_records_folder(Path(name))
        try:
            session = GameSession.load(Path(name))
        except TraxError as exc:
            QMessageBox.warning(self.window, tr("Cannot review this record"), say(why(exc)))
            return
        self._review_session(session)

    def _review_session(self, session: GameSession) -> None:
        """Review the session's game with its deal number and lookahead; a puzzle is played with
        the whole stack known, so it is reviewed so too."""
        game = session.game
        self.open_review(
            game.variant,
            game.deal,
            list(game.moves),
            session.puzzle is not None,
            number=game.deal_number,
            lookahead=session.lookahead,
        )

    def review_from_statistics(
        self, game: Game, clairvoyant: bool, over: QWidget, lookahead: int = 1
    ) -> None:
        """Review a game of the Statistics window's list, over that window (which stays open;
        closing it closes the review). Trying again from a move closes it first."""
        self.open_review(
            game.variant, game.deal, list(game.moves), clairvoyant, over=over,
            number=game.deal_number, lookahead=lookahead,
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
        lookahead: int = 1,
    ) -> None:
        """Open the Review window (not modal: the analysis arrives while it shows), over `over`
        (another window) or over this one, with values at `lookahead` tiles shown ahead.
        `number` is the deal's number, if it has one: a practice game from the review keeps it
        (and the lookahead)."""
        from ui.app.dialogs.review import ReviewDialog
        from ui.app.screen_fit import fit_on_screen

        if variant.size > 4:
            self.view.show_message(
                tr("Review needs the solver's tables: sizes up to 4."), error=True
            )
            return
        if self.review_dialog is not None:
            self.review_dialog.close()

        def try_again(keep: list[Move]) -> None:
            before = self.table.session
            self.practice_from(variant, deal, keep, number, lookahead)
            if over is not None and self.table.session is not before:
                over.close()  # the practice game is played in this window: show it

        dialog = ReviewDialog(
            variant,
            deal,
            moves,
            over or self.window,
            theme=self.settings.theme,
            clairvoyant=clairvoyant,
            on_try_again=try_again,
            lookahead=lookahead,
        )
        self.review_dialog = dialog
        dialog.finished.connect(lambda _result: self._review_closed(dialog))
        fit_on_screen(dialog, over or self.window)
        dialog.show()

    def _review_closed(self, dialog: Any) -> None:
        if self.review_dialog is dialog:
            self.review_dialog = None

    def practice_from(
        self,
        variant: Variant,
        deal: Deal,
        moves: list[Move],
        number: int | None = None,
        lookahead: int = 1,
    ) -> None:
        """A practice game of the same deal (deal `number`, if it has one) from after `moves`,
        with the same tiles shown ahead: never counted."""
        if not self.games.confirm_replace(tr("Practising from a reviewed move")):
            return
        game = Game(variant, deal, number, list(moves))
        session = GameSession(game, "deal", lookahead=lookahead)
        session.started = True
        session.reported = True  # a practice branch: the statistics never hear of it
        self.games.start_session(session)
        self.table.practice_attempt = session.attempt
        self.view.update_title()
        self.view.refresh()  # "Practice from deal #…"
        self.window.activateWindow()
        self.view.board.setFocus()
        self.view.show_message(
            tr("Practice from move {v1}: not counted in the statistics.").format(v1=len(moves) + 1)
        )
