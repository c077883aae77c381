"""Which puzzles the player has solved: a small JSON file in the data folder, written
atomically so a crash never loses the list. Qt-free, so the command line can read it too."""

from __future__ import annotations

import json
import os
from pathlib import Path

from solitaire.record import write_atomically

PROGRESS_FILE = "puzzle-progress.json"
APP_FOLDER = "trax-solitaire"


def data_dir() -> Path:
    """TRAX_SOLITAIRE_DATA_DIR if set (tests set it), else the platform's user data folder.
    GenericDataLocation does not depend on the Qt application name, so the app and the
    command line agree on the folder."""
    override = os.environ.get("TRAX_SOLITAIRE_DATA_DIR")
    if override:
        return Path(override)
    try:
        from PySide6.QtCore import QStandardPaths

        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    except ImportError:
        base = ""
    return Path(base or Path.home() / ".local" / "share") / APP_FOLDER


def progress_path() -> Path:
    return data_dir() / PROGRESS_FILE


class ProgressStore:
    """The set of solved puzzle ids, read once and written on each change."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or progress_path()
        self._solved = self._read()

    def _read(self) -> set[str]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return set()
        except (OSError, ValueError):
            # A damaged file must not stop the app; it is rewritten on the next solve.
            return set()
        solved = data.get("solved", []) if isinstance(data, dict) else []
        return {str(s) for s in solved}

    def solved_ids(self) -> set[str]:
        return set(self._solved)

    def is_solved(self, puzzle_id: str) -> bool:
        return puzzle_id in self._solved

    def mark_solved(self, puzzle_id: str) -> None:
        if puzzle_id not in self._solved:
            self._solved.add(puzzle_id)
            self._write()

    def reset(self) -> None:
        self._solved.clear()
        self._write()

    def _write(self) -> None:
        text = json.dumps({"solved": sorted(self._solved)}, indent=1) + "\n"
        write_atomically(self.path, text)


def solved_ids() -> set[str]:
    return ProgressStore().solved_ids()
