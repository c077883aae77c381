"""Remembering solved puzzles in the app: puzzles.progress (a JSON file in the data folder,
written atomically) with a Qt signal so open views can refresh their solved marks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from puzzles.progress import ProgressStore


class PuzzleProgress(QObject):
    """Solved puzzle ids. `changed` is emitted with the id when a puzzle is first solved."""

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self._store = ProgressStore(path)

    def reload(self) -> None:
        """Read the progress again, from the data folder as it is now (it was moved)."""
        self._store = ProgressStore()

    @property
    def path(self) -> Path:
        return self._store.path

    def message(self) -> str:
        """What went wrong reading the file (and where it was moved), or ''."""
        return self._store.message()

    def is_solved(self, puzzle_id: str) -> bool:
        return self._store.is_solved(puzzle_id)

    def solved_ids(self) -> set[str]:
        return self._store.solved_ids()

    def mark_solved(self, puzzle_id: str) -> None:
        if not self._store.is_solved(puzzle_id):
            self._store.mark_solved(puzzle_id)
            self.changed.emit(puzzle_id)

    def reset(self) -> None:
        self._store.reset()
        self.changed.emit("")
