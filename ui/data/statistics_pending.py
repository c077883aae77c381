"""Games waiting to be written to the statistics database, kept in a file beside it.

When the database is locked (another app instance writing, a backup tool), or cannot be used
(damaged, and the player has not yet agreed to move it aside), a finished game is not dropped:
it waits in memory and in '<database>.pending-<pid>-<id>.json', written atomically, one file per
open store so two app instances never write the same file. Each game carries a uid; the
database stores a uid once, so writing a game twice (a crash between the database commit and
the file's removal) records it once. Files left by a process that has ended are taken over by
the next store that opens the same database.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import uuid
from pathlib import Path

from solitaire.files import read_regular_text
from solitaire.json_text import loads
from solitaire.storage import atomic_write_text, move_aside

ROW_KEYS = (
    "finished_at", "variant", "deal", "deal_number", "source", "result", "hints", "moves",
    "seconds", "skill_loss", "luck", "puzzle", "uid",
)  # fmt: skip
# A row may also carry "attempt" (the attempt id, or null), "record" (the game record's text,
# or null) and "lookahead" (tiles shown ahead); files written before they were kept lack them.
OPTIONAL_KEYS = ("attempt", "record", "lookahead")
DEFAULTS: dict[str, object] = {"lookahead": 1}  # what a row without the key means
INSERT_KEYS = (*ROW_KEYS, *OPTIONAL_KEYS)
_FORMAT = 1
# Pending files of stores open in this process: never taken over while their store is open.
_OPEN_HERE: set[Path] = set()


def new_uid() -> str:
    return uuid.uuid4().hex


class PendingGames:
    """This store's queue of unwritten games (rows as dicts with ROW_KEYS)."""

    def __init__(self, database: Path) -> None:
        self.database = database
        tag = f"{os.getpid()}-{uuid.uuid4().hex[:8]}"
        self.path = database.with_name(f"{database.name}.pending-{tag}.json")
        self.rows: list[dict[str, object]] = []
        _OPEN_HERE.add(self.path)

    def __len__(self) -> int:
        return len(self.rows)

    def add(self, row: dict[str, object]) -> None:
        self.rows.append(row)

    def save(self) -> None:
        """Persist the queue (or remove the file when it is empty). Raises OSError."""
        if self.rows:
            text = json.dumps({"format": _FORMAT, "games": self.rows}, indent=1)
            atomic_write_text(self.path, text + "\n")
        else:
            with contextlib.suppress(FileNotFoundError):
                self.path.unlink()

    def save_copy(self, path: Path) -> int:
        """Write the queue to `path` too (atomically); returns how many games it holds."""
        text = json.dumps({"format": _FORMAT, "games": self.rows}, indent=1)
        atomic_write_text(path, text + "\n")
        return len(self.rows)

    def copy_name(self) -> str:
        """A name for such a copy that a store takes over once it lies beside the database."""
        return f"{self.database.name}.pending-saved-{uuid.uuid4().hex[:8]}.json"

    def written(self, count: int) -> None:
        """The first `count` rows are in the database: forget them (and the file if empty)."""
        del self.rows[:count]
        with contextlib.suppress(OSError):
            self.save()

    def close(self) -> None:
        """Release the file: another store (here or in a later process) may take it over."""
        _OPEN_HERE.discard(self.path)

    def orphans(self) -> list[Path]:
        """Pending files of this database left by stores that are gone."""
        found = []
        for path in sorted(self.database.parent.glob(f"{self.database.name}.pending-*.json")):
            if path in _OPEN_HERE:
                continue
            pid = _pid_of(path, self.database.name)
            if pid == os.getpid() or pid is None or not _alive(pid):
                found.append(path)
        return found


def read_orphan(path: Path) -> list[dict[str, object]] | None:
    """The rows of a pending file, or None if it vanished. A file that is not a pending file
    is moved aside (kept, never deleted) and yields no rows."""
    try:
        rows = valid_rows(loads(read_regular_text(path), "a file of waiting games"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError, KeyError, TypeError) as exc:
        with contextlib.suppress(OSError):
            move_aside(path, f"unreadable pending games ({exc})")
        return []
    return rows


def valid_rows(data: object) -> list[dict[str, object]]:
    """The games of a waiting-games file's JSON; ValueError (KeyError, TypeError) if it is
    not one."""
    rows = data["games"]  # type: ignore[index]
    if not isinstance(rows, list) or not all(_valid(row) for row in rows):
        raise ValueError("not a list of games")
    for row in rows:  # a file of an older app: its games were played with the printed rules
        row.setdefault("lookahead", DEFAULTS["lookahead"])
    return rows


def _valid(row: object) -> bool:
    if not isinstance(row, dict) or set(row) - set(OPTIONAL_KEYS) != set(ROW_KEYS):
        return False
    texts = (row.get(key) for key in ("attempt", "record"))
    lookahead = row.get("lookahead", 1)
    return (
        isinstance(row["uid"], str)
        and all(v is None or isinstance(v, str) for v in texts)
        and type(lookahead) is int
        and lookahead >= 0
    )


def _pid_of(path: Path, database_name: str) -> int | None:
    tag = path.name[len(database_name) + len(".pending-") : -len(".json")]
    with contextlib.suppress(ValueError):
        return int(tag.split("-")[0])
    return None


def _alive(pid: int) -> bool:
    """Whether a process with this id exists (a reused id only delays the take-over)."""
    if sys.platform == "win32":
        import ctypes

        kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
        handle = kernel.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return False
        kernel.CloseHandle(handle)
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
