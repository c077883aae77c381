"""A list of ids kept in a small JSON file of the data folder (the puzzles solved, the lessons
finished), shared by every window and command that uses the folder. Qt-free.

Two windows may be open on one data folder, each adding ids: so the file, not a window's
memory, is the list. Each change is made to the file as it is now (read again just before it
is written, then written atomically), and the list is read again whenever the file has
changed since this window last read or wrote it; ids this window could not write stay on top
of what the file says, so nothing the player did is dropped. A file that is not what we write
is never overwritten: it is moved aside ('<name>.damaged-<time>') and named; one that cannot
be read at all is left alone and not written."""

from __future__ import annotations

import json
import os
from pathlib import Path

from solitaire.file_words import why
from solitaire.files import read_regular_bytes
from solitaire.json_text import loads
from solitaire.storage import atomic_write_text, move_aside
from solitaire.translatable import tr

# Far more than every id: a larger file is not one we wrote, and is not read whole.
MAX_PROGRESS_BYTES = 1 << 20

Seen = tuple[int, int, int] | None  # the file's (inode, size, modified ns), None when absent


def parse_progress(raw: bytes) -> object:
    """A progress file's JSON; ValueError (in words) for one too large or nested too deeply
    to be ours (json's RecursionError), as for any other damage."""
    if len(raw) > MAX_PROGRESS_BYTES:
        raise ValueError(f"it is larger than {MAX_PROGRESS_BYTES >> 20} MB, not a progress file")
    return loads(raw.decode("utf-8-sig"), "a progress file")  # solitaire.json_text


def damage_words(exc: ValueError) -> str:
    """What is wrong with a damaged progress file, in words: our own check's reason as it is,
    never Python's decoder text."""
    if isinstance(exc, UnicodeError):
        return why(exc)
    if isinstance(exc, json.JSONDecodeError):
        return tr("it is not JSON text (line {line})").format(line=exc.lineno)
    return str(exc)


class IdsFile:
    """The ids under `key` in the JSON object of the file at `path` (other keys, which a newer
    version may have written, are kept as they are). `problem` words what went wrong with the
    file (or ''), `moved_to` names a damaged file moved aside, `writable` is False once the
    file could neither be read nor written: the ids then last for this session only."""

    key = "ids"

    def __init__(self, path: Path) -> None:
        self.path = path
        self.moved_to: Path | None = None
        self.problem = ""
        self.writable = True
        self._extra: dict[str, object] = {}
        self._seen: Seen = None  # the file when last read or written here
        self._on_disk: list[str] = []  # the ids it held then
        self._ids: list[str] = []
        self._sync(force=True)

    def ids(self) -> list[str]:
        """The ids, in the order they were added, the file's latest included."""
        self._sync()
        return list(self._ids)

    def add(self, item: str) -> bool:
        """Add `item` to the file as it is now; False if it was there already. Raises OSError
        when the file cannot be written (the id is kept for this session all the same)."""
        self._sync()
        if item in self._ids:
            return False
        self._ids.append(item)
        self._write()
        return True

    def clear(self) -> None:
        """Empty the list, in the file too (for every window)."""
        self._sync()
        self._ids.clear()
        self._write()

    def _stat(self) -> Seen:
        try:
            found = os.stat(self.path)
        except OSError:
            return None
        return found.st_ino, found.st_size, found.st_mtime_ns

    def _sync(self, force: bool = False) -> None:
        """Read the file again if it changed since it was last read or written here."""
        if not self.writable:
            return
        seen = self._stat()
        if seen == self._seen and not force:
            return
        found = self._read()
        if found is None:
            return
        unsaved = [item for item in self._ids if item not in self._on_disk]
        self._ids = found + [item for item in unsaved if item not in found]
        self._on_disk, self._seen = found, self._stat()

    def _read(self) -> list[str] | None:
        """The file's ids ([] when there is none, or it was damaged and moved aside), or None
        when it cannot be read (then `writable` is False and `problem` says why)."""
        try:
            raw = read_regular_bytes(self.path, MAX_PROGRESS_BYTES)  # a FIFO is refused
        except FileNotFoundError:
            return []
        except OSError as exc:
            self.problem = tr("cannot be read ({reason})").format(reason=why(exc))
            self.writable = False
            return None
        try:
            data = parse_progress(raw)
            found = self._validate(data)
        except ValueError as exc:  # also UnicodeDecodeError and json's JSONDecodeError
            return self._set_aside(exc)
        assert isinstance(data, dict)
        self._extra = {key: value for key, value in data.items() if key != self.key}
        return found

    def _set_aside(self, exc: ValueError) -> list[str] | None:
        self.problem = tr("is damaged ({reason})").format(reason=damage_words(exc))
        try:
            self.moved_to = move_aside(self.path, self.problem)
        except FileNotFoundError:  # another window moved it aside first
            return []
        except OSError as move_error:
            self.writable = False
            self.problem += tr(" and could not be moved aside ({reason})").format(
                reason=why(move_error)
            )
            return None
        # The ids it held are no longer in any file but the one set aside: this window's are
        # all unsaved again, kept and written to the new file.
        self._extra, self._on_disk = {}, []
        return []

    def _validate(self, data: object) -> list[str]:
        """The ids of a progress file's JSON; ValueError if it is not what we write."""
        if not isinstance(data, dict):
            raise ValueError(f"expected an object, found {type(data).__name__}")
        found = data.get(self.key, [])
        if not isinstance(found, list) or not all(isinstance(item, str) for item in found):
            raise ValueError(f'"{self.key}" must be a list of ids')
        return list(dict.fromkeys(found))

    def _write(self) -> None:
        if not self.writable:
            return
        text = json.dumps({**self._extra, self.key: self._ids}, indent=1) + "\n"
        atomic_write_text(self.path, text)
        self._on_disk, self._seen = list(self._ids), self._stat()
