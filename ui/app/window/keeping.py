"""Keeping the game in progress for the next start (Keeper): written as each change is
accepted (ui/data/autosave.py; atomic and small, so before the next input is read), and when
it cannot be written (a data folder where nothing can be saved) the player is asked before
quitting would lose it: save it as a game file (File ▸ Open takes it back), quit without it,
or stay."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ui.app.language import tr
from ui.app.records_folder import RECORD_FILE_FILTER, records_folder
from ui.app.window.table import Table
from ui.data import autosave
from ui.data.file_words import cannot_write, why


class Keeper:
    """Keeps `table`'s game for the next start (only when `active`: the app, not a test's
    window); `problem` says why it could not be kept, '' when it was."""

    def __init__(self, parent: QWidget, table: Table, active: bool) -> None:
        self.parent, self.table, self.active = parent, table, active
        self.problem = ""
        self.asked_box: QMessageBox | None = None  # the question at quitting, while open

    def keep(self) -> None:
        if not self.active:
            return
        try:
            autosave.keep(self.table.session)
        except OSError as exc:  # never keep the player from playing or quitting
            if not self.problem:  # said once, not at every move
                print(
                    f"trax-solitaire: the game in progress cannot be kept: {why(exc)}",
                    file=sys.stderr,
                )
            self.problem = why(exc)
            return
        self.problem = ""

    def moved(self) -> None:
        """The data folder moved: the game is kept there at once."""
        self.problem = ""
        self.keep()

    def may_quit(self) -> bool:
        """Before quitting: True to go on. When the game in progress could not be kept, the
        player chooses: save it as a game file, quit without it, or stay."""
        if not self.active or not self.problem or not self.table.session.worth_keeping():
            return True
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("Your game cannot be kept"),
            tr(
                "Your game in progress cannot be kept for next time: nothing can be saved in "
                "your data folder ({problem}). Quitting now loses it."
            ).format(problem=self.problem),
            QMessageBox.StandardButton.NoButton,
            self.parent,
        )
        box.setInformativeText(tr("Saved as a game file, it comes back with File ▸ Open."))
        save = box.addButton(tr("Save the game…"), QMessageBox.ButtonRole.AcceptRole)
        lose = box.addButton(tr("Quit without it"), QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(save)
        box.setEscapeButton(stay)
        self.asked_box = box
        box.exec()
        self.asked_box = None
        clicked = box.clickedButton()
        if clicked is lose:
            return True
        return clicked is save and self._save_elsewhere()

    def _save_elsewhere(self) -> bool:
        folder = records_folder()
        if cannot_write(folder) is not None:
            folder = Path.home()
        name, _ = QFileDialog.getSaveFileName(
            self.parent, tr("Save the game"), str(folder / "game.trax"), tr(RECORD_FILE_FILTER)
        )
        if not name:
            return False
        try:
            self.table.session.save(Path(name))
        except OSError as exc:
            QMessageBox.warning(
                self.parent,
                tr("Could not save"),
                tr("Could not save {name}: {reason}.").format(
                    name=Path(name).name, reason=why(exc)
                ),
            )
            return False
        print(f"trax-solitaire: the game in progress was saved in {name}", file=sys.stderr)
        return True
