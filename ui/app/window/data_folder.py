"""The data folder and finished games saved elsewhere, in the main window (DataFolder):

- File ▸ Choose data folder… (also offered when nothing can be saved): the player picks a
  folder; their files are copied there (nothing overwritten), the games waiting to be
  recorded go with them, and the choice is remembered (a Qt setting) so every later start
  keeps everything there;
- File ▸ Import saved games… (and File ▸ Open on such a file): the games saved by "Save
  finished games elsewhere…" are counted in the statistics (never twice)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from solitaire import storage
from ui.app.language import tr
from ui.app.puzzle_progress import PuzzleProgress
from ui.app.statistics.link import StatisticsLink
from ui.data.file_words import cannot_write, why
from ui.data.lesson_progress import LessonProgress
from ui.data.saved_games import SAVED_FILTER, copy_player_files, read_saved_games

DATA_FOLDER_KEY = "files/data_folder"  # the data folder the player chose


def use_remembered_data_folder(settings: QSettings | None = None) -> Path | None:
    """At the app's start: use the data folder the player chose, if it still exists."""
    stored = (settings or QSettings()).value(DATA_FOLDER_KEY, "")
    if isinstance(stored, str) and stored and Path(stored).is_dir():
        storage.use_data_dir(Path(stored))
        return Path(stored)
    return None


class DataFolder:
    """Moves the data folder and imports saved games for `window`. `say(text, error)` tells
    the player; `moved()` lets the window's other parts follow the new folder."""

    def __init__(
        self,
        window: QWidget,
        stats_link: StatisticsLink,
        say: Callable[[str, bool], None],
        moved: Callable[[], None],
        progress: tuple[PuzzleProgress, Callable[[LessonProgress], None]],
    ) -> None:
        self.window, self.stats_link, self.say, self.moved = window, stats_link, say, moved
        self.puzzle_progress, self.set_lesson_progress = progress

    def choose(self) -> bool:
        """Ask for a folder and keep everything there from now on (True when done)."""
        old = storage.data_dir()
        name = QFileDialog.getExistingDirectory(
            self.window, tr("Choose a folder for your games and statistics"), str(Path.home())
        )
        if not name:
            return False
        new = Path(name)
        if new == old:
            self.say(tr("Your data folder is already {new}.").format(new=new), False)
            return False
        reason = cannot_write(new)
        copied: list[str] = []
        if reason is None:
            try:
                copied = copy_player_files(old, new)
                self._carry_waiting_games(new)
            except OSError as exc:
                reason = why(exc)
        if reason is not None:
            QMessageBox.warning(
                self.window,
                tr("Nothing can be saved there"),
                tr("Nothing can be saved in {new}: {reason}. Choose another folder.").format(
                    new=new, reason=reason
                ),
            )
            return False
        QSettings().setValue(DATA_FOLDER_KEY, str(new))
        storage.use_data_dir(new)
        with contextlib.suppress(OSError):  # the app has its setting; the command line this
            storage.remember_data_dir(new)
        self.stats_link.moved(old, new)
        self.puzzle_progress.reload()
        self.set_lesson_progress(LessonProgress())
        self.moved()
        brought = (
            tr(" Copied there from {old}: {files}.").format(old=old, files=", ".join(copied))
            if copied
            else ""
        )
        self.say(
            tr(
                "Your data folder is now {new}: your statistics, your game in progress and "
                "your progress are saved there from now on."
            ).format(new=new)
            + brought,
            False,
        )
        return True

    def _carry_waiting_games(self, new: Path) -> None:
        """Games waiting to be recorded go to the new folder, where its statistics take them."""
        store = self.stats_link.opened()
        if store is not None and store.pending:
            store.save_waiting_to(new / store.waiting_copy_name())
            store.kept = True

    def import_saved(self, path: Path | None = None) -> bool:
        """Count the games of a file saved by "Save finished games elsewhere…"."""
        if path is None:
            name, _ = QFileDialog.getOpenFileName(
                self.window, tr("Import saved games"), str(Path.home()), tr(SAVED_FILTER)
            )
            if not name:
                return False
            path = Path(name)
        try:
            rows = read_saved_games(path)
        except ValueError as exc:
            self.say(tr("Nothing was imported: {reason}.").format(reason=exc), True)
            return False
        store = self.stats_link.store()
        store.take_in(rows)
        count = len(rows)
        games = tr("%n finished game(s)", n=count)
        if store.pending:
            self.say(
                tr(
                    "{games} from {name} wait to be recorded: the statistics cannot be "
                    "written now. They are counted once they can."
                ).format(games=games, name=path.name),
                True,
            )
            return True
        self.say(
            tr(
                "Imported {games} from {name} into your statistics (a game already there "
                "is not counted twice)."
            ).format(games=games, name=path.name),
            False,
        )
        return True


def attach_data_folder(window: Any) -> DataFolder:
    """The main window's DataFolder, wired: offered when nothing can be saved, and File ▸
    Open hands it files of saved games."""
    part = DataFolder(
        window,
        window.stats_link,
        window.notice,
        window.keeper.moved,
        (window.puzzles.progress, lambda found: setattr(window.tutorial, "progress", found)),
    )
    window.stats_link.chooseFolder.connect(part.choose)
    window.files.import_saved = part.import_saved
    return part
