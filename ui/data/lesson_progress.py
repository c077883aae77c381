"""Which tutorial lessons the player has finished: a small JSON file in the data folder, kept
as puzzle progress is (written atomically; a damaged file moved aside and named, never
overwritten). No Qt: the command line reads it too. Belongs with the player's data (ui/data/)."""

from __future__ import annotations

import json
from pathlib import Path

from puzzles.progress import MAX_PROGRESS_BYTES, parse_progress
from solitaire.file_words import why
from solitaire.files import read_regular_bytes
from solitaire.storage import atomic_write_text, data_dir, move_aside

LESSON_PROGRESS_FILE = "lesson-progress.json"


def lesson_progress_path() -> Path:
    return data_dir() / LESSON_PROGRESS_FILE


class LessonProgress:
    """The finished lesson ids, read once and written at each change.

    A file that is not what we write is moved aside ('<name>.damaged-<time>'): `moved_to`
    names it and `message()` says so in plain words. A file that cannot be read or written is
    left alone: `writable` is False and progress lasts for this session only."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or lesson_progress_path()
        self.moved_to: Path | None = None
        self.problem = ""
        self.writable = True
        self._extra: dict[str, object] = {}  # keys a newer version wrote: kept as they are
        self._finished = self._read()

    def _read(self) -> list[str]:
        try:
            raw = read_regular_bytes(self.path, MAX_PROGRESS_BYTES)  # a FIFO is refused, not opened
        except FileNotFoundError:
            return []
        except OSError as exc:
            self.problem, self.writable = f"could not be read ({why(exc)})", False
            return []
        try:
            data = parse_progress(raw)
            finished = _validate(data)
        except ValueError:  # also UnicodeDecodeError and JSONDecodeError
            self.problem = "was damaged"
            try:
                self.moved_to = move_aside(self.path, self.problem)
            except OSError as exc:
                self.writable = False
                self.problem += f" and could not be moved aside ({why(exc)})"
            return []
        self._extra = {key: value for key, value in data.items() if key != "finished"}
        return finished

    def message(self) -> str:
        """One sentence for the player about a file that could not be used, or ''."""
        if not self.problem:
            return ""
        text = f"Your tutorial progress file {self.path} {self.problem}"
        if self.moved_to is not None:
            kept = self.moved_to.name
            return f"{text}; it was kept as {kept} beside it and the tutorial starts afresh."
        return f"{text}; finished lessons are remembered only until you quit."

    def finished(self) -> list[str]:
        return list(self._finished)

    def is_finished(self, lesson_id: str) -> bool:
        return lesson_id in self._finished

    def mark_finished(self, lesson_id: str) -> None:
        if lesson_id not in self._finished:
            self._finished.append(lesson_id)
            self._write()

    def reset(self) -> None:
        self._finished.clear()
        self._write()

    def _write(self) -> None:
        if not self.writable:
            return
        text = json.dumps({**self._extra, "finished": self._finished}, indent=1) + "\n"
        try:
            atomic_write_text(self.path, text)
        except OSError as exc:
            self.writable = False
            self.problem = f"could not be written ({why(exc)})"


def _validate(data: object) -> list[str]:
    """The finished ids of a progress file's JSON; ValueError if it is not what we write."""
    if not isinstance(data, dict):
        raise ValueError("expected an object")
    finished = data.get("finished", [])
    if not isinstance(finished, list) or not all(isinstance(item, str) for item in finished):
        raise ValueError('"finished" must be a list of lesson ids')
    return list(dict.fromkeys(finished))
