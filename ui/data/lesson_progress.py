"""Which tutorial lessons the player has finished: a small JSON file in the data folder, kept
as puzzle progress is (puzzles.progress_file: written atomically, shared by every window on the
folder; a damaged file moved aside and named, never overwritten). No Qt: the command line reads
it too. Belongs with the player's data (ui/data/)."""

from __future__ import annotations

from pathlib import Path

from puzzles.progress_file import IdsFile
from solitaire.file_words import why
from solitaire.storage import data_dir
from solitaire.translatable import tr

LESSON_PROGRESS_FILE = "lesson-progress.json"


def lesson_progress_path() -> Path:
    return data_dir() / LESSON_PROGRESS_FILE


class LessonProgress(IdsFile):
    """The finished lesson ids, in the order they were finished.

    A file that is not what we write is moved aside ('<name>.damaged-<time>'): `moved_to`
    names it and `message()` says so in plain words. A file that cannot be read or written is
    left alone: `writable` is False and progress lasts for this session only."""

    key = "finished"

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(path or lesson_progress_path())

    def message(self) -> str:
        """One sentence for the player about a file that could not be used, or ''."""
        if not self.problem:
            return ""
        if self.moved_to is not None:
            return tr(
                "Your tutorial progress file {path} {problem}; it was kept as {kept} beside it "
                "and the tutorial starts afresh."
            ).format(path=self.path, problem=self.problem, kept=self.moved_to.name)
        return tr(
            "Your tutorial progress file {path} {problem}; finished lessons are remembered only "
            "until you quit."
        ).format(path=self.path, problem=self.problem)

    def finished(self) -> list[str]:
        return self.ids()

    def is_finished(self, lesson_id: str) -> bool:
        return lesson_id in self.ids()

    def mark_finished(self, lesson_id: str) -> None:
        """Add the lesson; a file that cannot be written is said (message) and tried again at
        the next change, the lesson kept meanwhile."""
        try:
            self.add(lesson_id)
        except OSError as exc:
            self.problem = tr("could not be written ({reason})").format(reason=why(exc))

    def reset(self) -> None:
        try:
            self.clear()
        except OSError as exc:
            self.problem = tr("could not be written ({reason})").format(reason=why(exc))
