"""Which puzzles the player has solved: a small JSON file in the data folder, written
atomically so a crash never loses the list. Qt-free, so the command line can read it too."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from solitaire.file_words import why
from solitaire.files import read_regular_bytes
from solitaire.json_text import loads
from solitaire.storage import atomic_write_text, data_dir, move_aside
from solitaire.translatable import tr

PROGRESS_FILE = "puzzle-progress.json"
# Far more than every puzzle's id: a larger file is not one we wrote, and is not read whole.
MAX_PROGRESS_BYTES = 1 << 20


def progress_path() -> Path:
    return data_dir() / PROGRESS_FILE


class ProgressStore:
    """The set of solved puzzle ids, read once and written on each change.

    A file that is not the expected JSON is never overwritten: it is moved aside (renamed
    '<name>.damaged-<time>'), `moved_to` names it and `message()` says so. A file that cannot be
    read at all (permissions) is left alone and not written: `writable` is False.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or progress_path()
        self.moved_to: Path | None = None
        self.problem = ""
        self.writable = True
        self._extra: dict[str, object] = {}  # keys a newer version wrote: kept as they are
        self._solved = self._read()

    def _read(self) -> set[str]:
        try:
            raw = read_regular_bytes(self.path, MAX_PROGRESS_BYTES)
        except FileNotFoundError:
            return set()
        except OSError as exc:
            self.problem = tr("cannot be read ({reason})").format(reason=why(exc))
            self.writable = False
            return set()
        try:
            data = parse_progress(raw)
            solved = _validate(data)
        except ValueError as exc:  # also UnicodeDecodeError and json's JSONDecodeError
            self.problem = tr("is damaged ({reason})").format(reason=_damage(exc))
            try:
                self.moved_to = move_aside(self.path, self.problem)
            except OSError as move_error:
                self.writable = False
                self.problem += tr(" and could not be moved aside ({reason})").format(
                    reason=why(move_error)
                )
            return set()
        self._extra = {key: value for key, value in data.items() if key != "solved"}
        return solved

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
        if not self.writable:
            return
        text = json.dumps({**self._extra, "solved": sorted(self._solved)}, indent=1) + "\n"
        atomic_write_text(self.path, text)


def solved_ids() -> set[str]:
    """The solved ids; a damaged file is moved aside and named on stderr."""
    store = ProgressStore()
    if store.message():
        print(f"trax-solitaire: {store.message()}", file=sys.stderr)
    return store.solved_ids()


def parse_progress(raw: bytes) -> object:
    """A progress file's JSON; ValueError (in words) for one too large or nested too deeply
    to be ours (json's RecursionError), as for any other damage. Shared with lesson progress."""
    if len(raw) > MAX_PROGRESS_BYTES:
        raise ValueError(f"it is larger than {MAX_PROGRESS_BYTES >> 20} MB, not a progress file")
    return loads(raw.decode("utf-8-sig"), "a progress file")  # solitaire.json_text


def _validate(data: object) -> set[str]:
    """The solved ids of a progress file's JSON; ValueError if it is not what we write."""
    if not isinstance(data, dict):
        raise ValueError(f"expected an object, found {type(data).__name__}")
    solved = data.get("solved", [])
    if not isinstance(solved, list) or not all(isinstance(item, str) for item in solved):
        raise ValueError('"solved" must be a list of puzzle ids')
    return set(solved)


def _damage(exc: ValueError) -> str:
    """What is wrong with a damaged progress file, in words: our own check's reason as it is,
    never Python's decoder text."""
    if isinstance(exc, UnicodeError):
        return why(exc)
    if isinstance(exc, json.JSONDecodeError):
        return tr("it is not JSON text (line {line})").format(line=exc.lineno)
    return str(exc)
