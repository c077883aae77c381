"""Where the app's file dialogs start: the folder used last (a Qt setting), if it still
exists, else the "games" folder of the player's data (ui/data/files.py)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from solitaire.translatable import QT_TR_NOOP
from ui.data.files import games_folder

LAST_FOLDER_KEY = "files/last_folder"
# File dialogs offer game records first.
RECORD_FILE_FILTER = QT_TR_NOOP("Trax games (*.trax);;All files (*)")


def _settings() -> QSettings:
    # The application's own settings (its organisation and name are set at start-up).
    return QSettings()


def records_folder(settings: QSettings | None = None) -> Path:
    """The folder Open and Save start in: the last one used, if it still exists, else a
    "games" folder in the data folder (made when first needed)."""
    stored = (settings or _settings()).value(LAST_FOLDER_KEY)
    if isinstance(stored, str) and stored and Path(stored).is_dir():
        return Path(stored)
    return games_folder()


def remember_records_folder(path: Path, settings: QSettings | None = None) -> None:
    """Keep the folder of a record just opened or saved, for the next dialog."""
    (settings or _settings()).setValue(LAST_FOLDER_KEY, str(Path(path).parent))
