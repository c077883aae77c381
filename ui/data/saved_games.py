"""Finished games saved outside the data folder, and the data folder moved. No Qt.

- File ▸ Save finished games elsewhere… writes the games the statistics could not record to
  a file the player names ('trax-solitaire-finished-games-<date>.json', the waiting-games
  format of ui/data/statistics_pending.py); File ▸ Import saved games… (or File ▸ Open on
  that file) takes them back in: `read_saved_games`. A game already in the statistics is
  not counted twice (each carries its uid).
- Choosing another data folder copies the player's files into it (`copy_player_files`):
  nothing there is overwritten, nothing in the old folder is removed.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from solitaire.file_words import why
from solitaire.files import read_regular_text
from solitaire.json_text import loads
from solitaire.storage import atomic_write_bytes
from solitaire.translatable import QT_TR_NOOP
from ui.data.statistics_pending import valid_rows

SAVED_FILTER = QT_TR_NOOP("Saved games (*.json);;All files (*)")
# The player's files in the data folder (the kept game, statistics, progress).
PLAYER_FILES = (
    "statistics.sqlite3",
    "current-game.trax",
    "puzzle-progress.json",
    "lesson-progress.json",
)


def saved_file_name(day: date | None = None) -> str:
    return f"trax-solitaire-finished-games-{(day or date.today()).isoformat()}.json"


def looks_like_saved_games(path: Path) -> bool:
    """A JSON file (what Save finished games elsewhere… writes), not a game record."""
    try:
        with open(path, "rb") as handle:
            start = handle.read(64).lstrip()
    except OSError:
        return False
    return start.startswith(b"{")


def read_saved_games(path: Path) -> list[dict[str, object]]:
    """The games in a file saved by Save finished games elsewhere…; ValueError in plain
    words when it cannot be read or is not such a file."""
    try:
        text = read_regular_text(path)
    except OSError as exc:
        raise ValueError(f"{path.name} could not be read: {why(exc)}") from exc
    except UnicodeError as exc:
        raise ValueError(f"{path.name} is not a file of saved games") from exc
    try:
        return valid_rows(loads(text, "a file of saved games"))
    except (ValueError, KeyError, TypeError) as exc:
        raise ValueError(f"{path.name} is not a file of saved games") from exc


def copy_player_files(old: Path, new: Path) -> list[str]:
    """Copy the player's files from `old` into `new` (made if missing) where `new` has none
    of that name; returns the names copied. Raises OSError if `new` cannot be written."""
    new.mkdir(parents=True, exist_ok=True)
    copied = []
    for name in PLAYER_FILES:
        source, target = old / name, new / name
        if not source.is_file() or target.exists():
            continue
        try:
            data = source.read_bytes()
        except OSError:
            continue  # unreadable there: left where it is
        atomic_write_bytes(target, data)
        copied.append(name)
    return copied
