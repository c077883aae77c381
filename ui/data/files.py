"""Where game records live and what version the app reports, without Qt: records are saved in
the player's data folder (never in whatever directory the app happened to be started from).
The folder the file dialogs remember (a Qt setting) is ui/app/records_folder.py."""

from __future__ import annotations

from pathlib import Path

from solitaire.version import __version__


def games_folder() -> Path:
    """The "games" folder in the data folder (made when first needed; the data folder itself
    if it cannot be made)."""
    from solitaire.storage import data_dir

    folder = data_dir() / "games"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return data_dir()
    return folder


def package_version() -> str:
    """The version of trax-solitaire: the one in solitaire/version.py."""
    return __version__
