"""Which puzzles the player has solved: a small JSON file in the data folder, written
atomically so a crash never loses the list, and shared by every window open on the folder
(puzzles.progress_file). Qt-free, so the command line can read it too."""

from __future__ import annotations

import sys
from pathlib import Path

from puzzles.progress_file import IdsFile
from solitaire.storage import data_dir
from solitaire.translatable import tr

PROGRESS_FILE = "puzzle-progress.json"


def progress_path() -> Path:
    return data_dir() / PROGRESS_FILE


class ProgressStore(IdsFile):
    """The set of solved puzzle ids (puzzles.progress_file: the file is the list, read again
    when another window changed it, each change made to the file as it is now).

    A file that is not the expected JSON is never overwritten: it is moved aside (renamed
    '<name>.damaged-<time>'), `moved_to` names it and `message()` says so. A file that cannot be
    read at all (permissions) is left alone and not written: `writable` is False.
    """

    key = "solved"

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(path or progress_path())

    def message(self) -> str:
        """One sentence for the player about a file that could not be used, or ''."""
        if not self.problem:
            return ""
        if self.moved_to is not None:
            return tr(
                "The puzzle progress file {path} {problem}; it was kept as {moved_to} and "
                "progress starts afresh."
            ).format(path=self.path, problem=self.problem, moved_to=self.moved_to)
        return tr(
            "The puzzle progress file {path} {problem}; solved puzzles are not saved this session."
        ).format(path=self.path, problem=self.problem)

    def solved_ids(self) -> set[str]:
        return set(self.ids())

    def is_solved(self, puzzle_id: str) -> bool:
        return puzzle_id in self.ids()

    def mark_solved(self, puzzle_id: str) -> None:
        self.add(puzzle_id)

    def reset(self) -> None:
        self.clear()


def solved_ids() -> set[str]:
    """The solved ids; a damaged file is moved aside and named on stderr."""
    store = ProgressStore()
    if store.message():
        print(f"trax-solitaire: {store.message()}", file=sys.stderr)
    return store.solved_ids()
