"""Remembering solved puzzles in the app: puzzles.progress (a JSON file in the data folder,
written atomically) with a Qt signal so open views can refresh their solved marks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal

from puzzles.progress import ProgressStore


class PuzzleProgress(QObject):
    """Solved puzzle ids. `changed` is emitted with the id when a puzzle is first solved;
    `problem` with a sentence for the player when the file, read again because another window
    changed it, turned out damaged (moved aside) or unreadable. What the file said at the start
    is `message()`, which the window says as it opens."""

    changed = Signal(str)
    problem = Signal(str)

    def __init__(self, parent: QObject | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self._store = ProgressStore(path)
        self._said = self._store.message()

    def reload(self) -> None:
        """Read the progress again, from the data folder as it is now (it was moved)."""
        self._store = ProgressStore()
        self._said = self._store.message()

    def _check(self) -> None:
        if (found := self._store.message()) != self._said:
            self._said = found
            if found:
                self.problem.emit(found)

    @property
    def path(self) -> Path:
        return self._store.path

    def message(self) -> str:
        """What went wrong reading the file (and where it was moved), or ''."""
        return self._store.message()

    def is_solved(self, puzzle_id: str) -> bool:
        solved = self._store.is_solved(puzzle_id)
        self._check()
        return solved

    def solved_ids(self) -> set[str]:
        solved = self._store.solved_ids()
        self._check()
        return solved

    def mark_solved(self, puzzle_id: str) -> None:
        if not self.is_solved(puzzle_id):
            try:
                self._store.mark_solved(puzzle_id)
            finally:
                self._check()
            self.changed.emit(puzzle_id)

    def reset(self) -> None:
        try:
            self._store.reset()
        finally:
            self._check()
        self.changed.emit("")
