"""Keeping the game in progress for the next start (Keeper): written as each change is
accepted (ui/data/autosave.py; atomic and small, so before the next input is read), and when
it cannot be written (a data folder where nothing can be saved) the player is asked before
quitting would lose it: save it as a game file (File ▸ Open takes it back), quit without it,
or stay.

One file keeps one game: the first app window open on a data folder holds a lock beside it
(KeptGameLock; a crashed app's lock is taken over). A second window opened meanwhile neither
resumes that game nor writes over it: its own game is kept only once the file is free (the
first window quit with no game to keep), and otherwise the player is asked at quitting."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QLockFile
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from solitaire.errors import TraxError
from solitaire.session import GameSession
from ui.app.language import tr
from ui.app.records_folder import RECORD_FILE_FILTER, records_folder
from ui.app.window.table import Table
from ui.data import autosave
from ui.data.file_words import cannot_write, why

ELSEWHERE = "another window keeps its game"  # Keeper.problem when the kept game is not ours


class KeptGameLock:
    """Whether this window keeps the game in progress (`mine`), or another open window of the
    app does (`elsewhere`): a lock file beside the kept game, held while the window is open."""

    def __init__(self, active: bool) -> None:
        self.active, self.elsewhere = active, False
        self._lock: QLockFile | None = None
        self.take()

    @property
    def mine(self) -> bool:
        return self.active and not self.elsewhere

    def take(self) -> bool:
        """Hold the lock of the data folder's kept game if no other open window holds it."""
        if not self.active or self._lock is not None:
            return self.mine
        path = autosave.autosave_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:  # nothing can be written there: the Keeper says so when it tries
            self.elsewhere = False
            return True
        lock = QLockFile(str(path.with_name(path.name + ".lock")))
        lock.setStaleLockTime(0)  # held as long as the window is open: stale only if it died
        if lock.tryLock(0):
            self._lock, self.elsewhere = lock, False
        else:  # held by a live window (or not writable: then the Keeper says why)
            self.elsewhere = lock.error() == QLockFile.LockError.LockFailedError
        return self.mine

    def release(self, elsewhere: bool = False) -> None:
        """Let go of the lock (`elsewhere`: the kept game is another window's after all)."""
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None
        self.elsewhere = elsewhere


class Keeper:
    """Keeps `table`'s game for the next start (only when `active`: the app, not a test's
    window, and when `lock` says the kept game is this window's); `problem` says why it could
    not be kept, '' when it was."""

    def __init__(self, parent: QWidget, table: Table, active: bool, lock: KeptGameLock) -> None:
        self.parent, self.table, self.active, self.lock = parent, table, active, lock
        self.problem = ELSEWHERE if lock.elsewhere else ""
        self.asked_box: QMessageBox | None = None  # the question at quitting, while open

    def keep(self) -> None:
        if not self.active:
            return
        if self.lock.elsewhere and not self._take_over():
            self.problem = ELSEWHERE
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

    def _take_over(self) -> bool:
        """The other window quit: this one keeps its game from now on, unless the file holds
        a game that window left to resume (never written over)."""
        if not self.lock.take():
            return False
        if _kept_attempt() not in (None, self.table.session.attempt):
            self.lock.release(elsewhere=True)
            return False
        return True

    def moved(self) -> None:
        """The data folder moved: the game is kept there at once."""
        self.problem = ""
        self.lock.release()
        self.lock.take()  # the new folder's
        self.keep()

    def may_quit(self) -> bool:
        """Before quitting: True to go on. When the game in progress could not be kept, the
        player chooses: save it as a game file, quit without it, or stay (tried once more
        first: the folder may be writable again, or the other window gone)."""
        if self.active and self.problem:
            self.keep()
        if not self.active or not self.problem or not self.table.session.worth_keeping():
            return True
        said = (
            tr(
                "Your game in progress cannot be kept for next time: another Trax Solitaire "
                "window keeps its own game. Quitting now loses it."
            )
            if self.problem == ELSEWHERE
            else tr(
                "Your game in progress cannot be kept for next time: nothing can be saved in "
                "your data folder ({problem}). Quitting now loses it."
            ).format(problem=self.problem)
        )
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("Your game cannot be kept"),
            said,
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


def _kept_attempt() -> str | None:
    """The attempt of the kept game, None when there is none ("" when it cannot be read:
    another window's, to be moved aside by that window's next start, never written over)."""
    path = autosave.autosave_path()
    if not path.exists():
        return None
    try:
        return GameSession.load(path).attempt
    except (TraxError, ValueError, UnicodeError, OSError):
        return ""
