"""Files and the other windows of the main window: Save, Open, the clipboard, statistics,
preferences, help and About (a part of MainWindow)."""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from solitaire.errors import RecordError
from solitaire.session import GameSession
from ui.files import package_version, records_folder, remember_records_folder

if TYPE_CHECKING:
    from ui.main_window import MainWindow

    _Base = MainWindow
else:
    _Base = object

# File dialogs offer game records first.
RECORD_FILE_FILTER = "Trax games (*.trax);;All files (*)"


class FilesMixin(_Base):
    """Game records on disk, the clipboard, and the dialogs the menus open."""

    statistics_dialog: Any = None  # the Statistics window while it is open

    def save_to(self, path: Path) -> bool:
        try:
            self.session.save(path)
        except OSError as exc:
            self._error_box("Could not save", f"Could not save {path}: {exc.strerror or exc}")
            return False
        self.record_path = Path(path)
        self.show_message(f"Saved to {path}.")
        return True

    def load_from(self, path: Path, ask: str | None = None) -> bool:
        """Load a record as it was saved (its kind of deal, hints, time, outcome); on any
        problem the current game is left as it was. With `ask`, a game in progress is given up
        only if the player agrees; a save of the same attempt gives nothing up, so no question."""
        try:
            session = GameSession.load(path)
        except RecordError as exc:
            self._error_box("Could not open the game", f"{Path(path).name}: {exc}")
            return False
        if ask and not self.session.continues(session) and not self.confirm_replace(ask):
            return False
        self.start_session(session)
        self.record_path = Path(path)
        counted = (
            f" This game was counted already ({session.result}): playing it again does not count."
            if session.reported and session.result
            else ""
        )
        self.show_message(
            f"Loaded {Path(path).name}: {_moves(len(session.game.moves))} played." + counted
        )
        return True

    def save_waiting_games(self) -> None:
        """Save the finished games the statistics could not record in a folder the player
        chooses (the data folder cannot be written)."""
        from ui.unrecorded import save_elsewhere

        if said := save_elsewhere(self, self.statistics_store()):
            self.show_message(said, error=said.startswith("Could not"))

    def _error_box(self, title: str, text: str) -> None:
        self.show_message(text, error=True)
        box = QMessageBox(
            QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.last_error_box = box

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Open game", str(records_folder()), RECORD_FILE_FILTER
        )
        if path:
            remember_records_folder(Path(path))
            self.load_from(Path(path), ask="Opening a game")

    def save(self) -> None:
        if self.record_path is None:
            self.save_as()
        else:
            self.save_to(self.record_path)

    def save_as(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Save game", str(records_folder() / "game.trax"), RECORD_FILE_FILTER
        )
        if path:
            remember_records_folder(Path(path))
            self.save_to(Path(path))

    def copy_number(self) -> None:
        if self.game.deal_number is None:
            self.show_message(
                "This deal has no number (it was typed in): copied the deal string instead."
            )
            self.copy_deal()
            return
        QGuiApplication.clipboard().setText(str(self.game.deal_number))
        self.show_message(f"Copied deal number {self.game.deal_number}.")

    def copy_deal(self) -> None:
        QGuiApplication.clipboard().setText(self.game.deal_text())
        self.show_message(f"Copied the deal: {self.game.deal_text()}.")

    # -- the other windows -------------------------------------------------------------------

    def show_statistics(self) -> None:
        try:
            from ui.statistics_dialog import StatisticsDialog
        except ImportError:
            self.show_message("Statistics are not part of this build yet.", error=True)
            return
        store = self.statistics_store()
        if store is not None:
            if self.statistics_dialog is not None:
                self.statistics_dialog.close()
            dialog = StatisticsDialog(store, self, on_review=self.review_from_statistics)
            dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            dialog.show_variant(str(self.session.variant))  # open on the variant being played
            self.statistics_dialog = dialog
            dialog.finished.connect(lambda _result: self._statistics_closed(dialog))
            dialog.open()  # modal to the window, without a nested event loop

    def _statistics_closed(self, dialog: Any) -> None:
        if self.statistics_dialog is dialog:
            self.statistics_dialog = None

    def show_preferences(self) -> None:
        try:
            from ui.preferences import PreferencesDialog
        except ImportError:
            self.show_message("Preferences are not part of this build yet.", error=True)
            return
        PreferencesDialog(self.prefs, self).exec()
        self.apply_preferences()

    def show_help(self) -> None:
        try:
            from ui.help import HelpWindow
        except ImportError:
            self.show_message("Help is not part of this build yet: see RULES.md.", error=True)
            return
        self._help = HelpWindow(self)
        fit_on_screen(self._help, self)
        self._help.show()

    def show_about(self) -> None:
        QMessageBox.about(
            self,
            "About Trax Solitaire",
            f"<b>Trax Solitaire</b> {html.escape(package_version())}<br>"
            "The one-player puzzle played with Trax tiles.<br>"
            "Make one track through every tile.",
        )


def fit_on_screen(window: QWidget, beside: QWidget) -> None:
    """Shrink a new window to the screen `beside` is on (an 800x600 screen is smaller than
    the Help's or the Review's first size); its contents scroll or lay out smaller."""
    screen = beside.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    room = screen.availableGeometry()
    window.resize(min(window.width(), room.width()), min(window.height(), room.height()))


def _moves(count: int) -> str:
    return f"{count} move" if count == 1 else f"{count} moves"
