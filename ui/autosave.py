"""The game in progress is kept when the app closes and offered again when it starts, in the
engine's record format, in the app's data folder."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from solitaire.errors import RecordError
from solitaire.session import GameSession

DATA_DIR_ENV = "TRAX_SOLITAIRE_DATA_DIR"  # the same override as ui.statistics
FILE_NAME = "current-game.trax"


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    from PySide6.QtCore import QStandardPaths

    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def autosave_path() -> Path:
    return data_dir() / FILE_NAME


def keep(session: GameSession, path: Path | None = None) -> None:
    """Keep an unfinished game, the whole session (its kind of deal, hints, time, whether it
    was counted); forget the file when there is nothing worth resuming."""
    path = path or autosave_path()
    game = session.game
    if game.moves and not game.position.outcome().over:
        session.save(path)
    else:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


def resume(path: Path | None = None) -> GameSession | None:
    """The kept game, or None. A damaged file is moved aside rather than lost or re-read."""
    path = path or autosave_path()
    if not path.exists():
        return None
    try:
        return GameSession.load(path)
    except RecordError:
        with contextlib.suppress(OSError):
            path.replace(path.with_suffix(".damaged"))
        return None
