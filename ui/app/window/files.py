"""Files and the other windows of the main window (Files): Save, Open, the clipboard, and the
dialogs the menus open (Statistics, Preferences, Help, About)."""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMessageBox, QWidget

from solitaire.errors import RecordError
from solitaire.game import Game
from solitaire.session import GameSession
from ui.app.language import tr
from ui.app.records_folder import RECORD_FILE_FILTER, records_folder, remember_records_folder
from ui.app.screen_fit import fit_on_screen
from ui.app.window.games import Games
from ui.app.window.outcomes import Outcomes
from ui.app.window.settings import Settings
from ui.app.window.table import Table
from ui.app.window.view import View
from ui.common.project import COPYRIGHT, CREDITS, LICENCE_NOTE, PROJECT_URL
from ui.data.files import package_version
from ui.data.saved_games import looks_like_saved_games

ReviewFromStatistics = Callable[[Game, bool, QWidget], None]


class Files:
    """Game records on disk and the other windows, over `window`. A loaded record is put on the
    table through `games`; the Statistics window's Review calls `on_review`; after the
    Preferences dialog, `apply_preferences` is called."""

    def __init__(
        self,
        window: QMainWindow,
        table: Table,
        settings: Settings,
        view: View,
        parts: tuple[Games, Outcomes],
        on_review: ReviewFromStatistics,
        apply_preferences: Callable[[], None],
    ) -> None:
        self.window, self.table, self.settings, self.view = window, table, settings, view
        self.games, self.outcomes = parts
        self.on_review, self.apply_preferences = on_review, apply_preferences
        self.record_path: Path | None = None
        self.statistics_dialog: Any = None  # the Statistics window while it is open
        self.last_error_box: QMessageBox | None = None
        self.help_window: QWidget | None = None
        self.import_saved: Callable[[Path], object] | None = None  # saved games, File ▸ Open

    def save_to(self, path: Path) -> bool:
        try:
            self.table.session.save(path)
        except OSError as exc:
            self._error_box(
                tr("Could not save"),
                tr("Could not save {path}: {v1}").format(path=path, v1=exc.strerror or exc),
            )
            return False
        self.record_path = Path(path)
        self.view.show_message(tr("Saved to {path}.").format(path=path))
        return True

    def load_from(self, path: Path, ask: str | None = None) -> bool:
        """Load a record as it was saved (its kind of deal, hints, time, outcome); on any
        problem the current game is left as it was. With `ask`, a game in progress is given up
        only if the player agrees; a save of the same attempt gives nothing up, so no question."""
        try:
            session = GameSession.load(path)
        except RecordError as exc:
            self._error_box(
                tr("Could not open the game"),
                tr("{name}: {exc}").format(name=Path(path).name, exc=exc),
            )
            return False
        if (
            ask
            and not self.table.session.continues(session)
            and not self.games.confirm_replace(ask)
        ):
            return False
        self.games.start_session(session)
        self.record_path = Path(path)
        counted = (
            tr(
                " This game was counted already ({result}): playing it again does not count."
            ).format(result=session.result)
            if session.reported and session.result
            else ""
        )
        self.view.show_message(
            tr("Loaded {name}: {v1} played.").format(
                name=Path(path).name, v1=_moves(len(session.game.moves))
            )
            + counted
        )
        return True

    def save_waiting_games(self) -> None:
        """Save the finished games the statistics could not record in a folder the player
        chooses (the data folder cannot be written)."""
        from ui.app.statistics.unrecorded import save_elsewhere

        if said := save_elsewhere(self.window, self.outcomes.statistics_store()):
            self.view.show_message(said, error=said.startswith("Could not"))

    def _error_box(self, title: str, text: str) -> None:
        self.view.show_message(text, error=True)
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self.window
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.last_error_box = box

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self.window, tr("Open game"), str(records_folder()), tr(RECORD_FILE_FILTER)
        )
        if path and self.import_saved is not None and looks_like_saved_games(Path(path)):
            self.import_saved(Path(path))  # finished games saved elsewhere: counted
        elif path:
            remember_records_folder(Path(path))
            self.load_from(Path(path), ask=tr("Opening a game"))

    def save(self) -> None:
        if self.record_path is None:
            self.save_as()
        else:
            self.save_to(self.record_path)

    def save_as(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self.window,
            tr("Save game"),
            str(records_folder() / "game.trax"),
            tr(RECORD_FILE_FILTER),
        )
        if path:
            remember_records_folder(Path(path))
            self.save_to(Path(path))

    def copy_number(self) -> None:
        if self.table.game.deal_number is None:
            self.view.show_message(
                tr("This deal has no number (it was typed in): copied the deal string instead.")
            )
            self.copy_deal()
            return
        QGuiApplication.clipboard().setText(str(self.table.game.deal_number))
        self.view.show_message(
            tr("Copied deal number {deal_number}.").format(deal_number=self.table.game.deal_number)
        )

    def copy_deal(self) -> None:
        """The game ID (the deal string): it reveals the stack, so the session makes a game
        still to be counted practice (solitaire/session.py decides)."""
        session = self.table.session
        counted = not session.may_show_stack()
        deal = session.reveal_stack()
        self.outcomes.deliver()  # a game begun counts as abandoned, as when replaced
        QGuiApplication.clipboard().setText(deal)
        if counted:
            self.view.show_message(
                tr(
                    "Copied the game ID: {v1}. The stack is revealed: practice, not counted."
                ).format(v1=deal)
            )
        else:
            self.view.show_message(tr("Copied the deal: {v1}.").format(v1=deal))
        self.view.update_title()
        self.view.refresh()

    # -- the other windows -------------------------------------------------------------------

    def show_statistics(self) -> None:
        try:
            from ui.app.statistics.dialog import StatisticsDialog
        except ImportError:
            self.view.show_message(tr("Statistics are not part of this build yet."), error=True)
            return
        store = self.outcomes.statistics_store()
        if store is not None:
            # Games waiting for a file that was locked go in first, if it is free now: the
            # figures then count them (and the banner says they are recorded).
            self.outcomes.stats_link.flush()
            if self.statistics_dialog is not None:
                self.statistics_dialog.close()
            dialog = StatisticsDialog(store, self.window, on_review=self.on_review)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.show_variant(str(self.table.session.variant))  # open on the variant being played
            dialog.show_lookahead(self.table.session.lookahead)  # and its tiles shown ahead
            fit_on_screen(dialog, self.window)  # at twice the scale, 1080 pixels are too few
            self.statistics_dialog = dialog
            dialog.finished.connect(lambda _result: self._statistics_closed(dialog))
            dialog.open()  # modal to the window, without a nested event loop

    def _statistics_closed(self, dialog: Any) -> None:
        if self.statistics_dialog is dialog:
            self.statistics_dialog = None

    def show_preferences(self) -> None:
        try:
            from ui.app.preferences import PreferencesDialog
        except ImportError:
            self.view.show_message(tr("Preferences are not part of this build yet."), error=True)
            return
        PreferencesDialog(self.settings.prefs, self.window).exec()
        self.apply_preferences()

    def show_help(self) -> None:
        try:
            from ui.app.dialogs.help import HelpWindow
        except ImportError:
            self.view.show_message(
                tr("Help is not part of this build yet: see RULES.md."), error=True
            )
            return
        self.help_window = HelpWindow(self.window, self.settings.theme)
        fit_on_screen(self.help_window, self.window)
        self.help_window.show()

    def show_about(self) -> None:
        """The About box, with a button that shows the third-party licences (issue 34)."""
        box = QMessageBox(self.window)
        box.setWindowTitle(tr("About Trax Solitaire"))
        box.setTextFormat(Qt.TextFormat.RichText)
        box.setText(about_html())
        box.setIconPixmap(self.window.windowIcon().pixmap(64, 64))
        licences = box.addButton(tr("Third-party licences…"), QMessageBox.ButtonRole.ActionRole)
        licences.setAccessibleName(tr("Third-party licences"))
        box.addButton(QMessageBox.StandardButton.Close)
        self.about_box = box
        box.exec()
        if box.clickedButton() is licences:
            self.show_notices()

    def show_notices(self) -> None:
        from ui.app.dialogs.notices import NoticesDialog

        self.notices_dialog = NoticesDialog(self.window)
        fit_on_screen(self.notices_dialog, self.window)
        self.notices_dialog.show()


def about_html() -> str:
    """Help > About: the version, what the game is, the licence, the project's address (a
    link) and the credits."""
    link = html.escape(PROJECT_URL)
    return tr(
        "<b>Trax Solitaire</b> {v1}<br>The one-player puzzle played "
        "with Trax tiles.<br>Make one track through every "
        "tile.<p>{v2}.<br>{v3}</p><p><a "
        'href="{link}">{link}</a></p><p><b>Credits</b><br>{v4}</p>'
    ).format(
        v1=html.escape(package_version()),
        v2=html.escape(tr(COPYRIGHT)),
        v3=html.escape(tr(LICENCE_NOTE)),
        link=link,
        v4=html.escape(tr(CREDITS)),
    )


def _moves(count: int) -> str:
    return tr("%n move(s)", None, count)
