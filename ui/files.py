"""Where the app's file dialogs start and what version it reports: game records are saved in
the player's data folder (or the folder used last), never in whatever directory the app happened
to be started from."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

from solitaire.version import __version__

LAST_FOLDER_KEY = "files/last_folder"


def _settings() -> QSettings:
    # The application's own settings (its organisation and name are set at start-up).
    return QSettings()


def records_folder(settings: QSettings | None = None) -> Path:
    """The folder Open and Save start in: the last one used, if it still exists, else a
    "games" folder in the data folder (made when first needed)."""
    stored = (settings or _settings()).value(LAST_FOLDER_KEY)
    if isinstance(stored, str) and stored and Path(stored).is_dir():
        return Path(stored)
    from solitaire.storage import data_dir

    folder = data_dir() / "games"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return data_dir()
    return folder


def remember_records_folder(path: Path, settings: QSettings | None = None) -> None:
    """Keep the folder of a record just opened or saved, for the next dialog."""
    (settings or _settings()).setValue(LAST_FOLDER_KEY, str(Path(path).parent))


def package_version() -> str:
    """The version of trax-solitaire: the one in solitaire/version.py."""
    return __version__
