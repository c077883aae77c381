"""Remembering solved puzzles in the app: puzzles.progress (a JSON file in the data folder,
written atomically) with a Qt signal so open views can refresh their solved marks."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtWidgets import QWidget

from puzzles.progress import ProgressStore


class PuzzleProgress(QObject):
    """Solved puzzle ids. `changed` is emitted with the id when a puzzle is first solved;
    `problem` with a sentence for the player when the file, read again because another window
    changed it, turned out damaged (moved aside) or unreadable. What the file said at the start
    is `message()`, which the window says as it opens. `elsewhere` is emitted (after
    `changed`, with "") when a look at the file (`refresh`) finds puzzles solved or forgotten
    by another window or command since this one last looked."""

    changed = Signal(str)
    problem = Signal(str)
    elsewhere = Signal()

    def __init__(self, parent: QObject | None = None, path: Path | None = None) -> None:
        super().__init__(parent)
        self._store = ProgressStore(path)
        self._said = self._store.message()
        self._remember()

    def reload(self) -> None:
        """Read the progress again, from the data folder as it is now (it was moved)."""
        self._store = ProgressStore()
        self._said = self._store.message()
        self._remember()

    def _remember(self) -> None:
        """The puzzles solved as this window shows them now (what `refresh` compares with)."""
        self._seen = frozenset(self._store.solved_ids())

    def watch(self, window: QWidget) -> None:
        """Look at the file each time `window` becomes the active window: a puzzle another
        window solved meanwhile shows its tick as soon as the player comes back to this one."""
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.WindowActivate:
            self.refresh()
        return False

    def refresh(self) -> None:
        """Read the file again if it changed; say so (`changed`, `elsewhere`) when the puzzles
        solved are not those this window last showed."""
        now = frozenset(self.solved_ids())
        if now != self._seen:
            self._seen = now
            self.changed.emit("")
            self.elsewhere.emit()

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
            self._remember()
            self.changed.emit(puzzle_id)

    def reset(self) -> None:
        try:
            self._store.reset()
        finally:
            self._check()
        self._remember()
        self.changed.emit("")
