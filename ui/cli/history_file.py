"""`history --from FILE.json`: the games and figures of a history file the web page exported
(solitaire.history_file), in the same JSON as the statistics' history (docs/cli.md), counted by
the same rules (solitaire.tally: an attempt once, random and numbered deals only, streaks in the
order recorded). This module only reads the file and words its problems."""

from __future__ import annotations

from solitaire.errors import TraxError
from solitaire.files import NotRegularFile, read_regular_bytes
from solitaire.history_file import HistoryFileError, PlayedGame, history_report, read_history_json
from solitaire.variant import Variant

MAX_FILE_BYTES = 256 * 2**20


def read_file(path: str) -> list[PlayedGame]:
    """The games of a history file; TraxError (one line naming the file) if it cannot be read."""
    try:
        data = read_regular_bytes(path, MAX_FILE_BYTES)
    except NotRegularFile:
        raise TraxError(f"history file {path}: is not a regular file") from None
    except FileNotFoundError:
        raise TraxError(f"history file {path}: no such file") from None
    except OSError as exc:
        raise TraxError(f"history file {path}: cannot be read ({exc.strerror or exc})") from None
    if len(data) > MAX_FILE_BYTES:
        raise TraxError(f"history file {path}: too large for a history file")
    if not data:
        raise TraxError(f"history file {path}: is empty (0 bytes)")
    try:
        return read_history_json(data)
    except HistoryFileError as exc:
        raise TraxError(f"history file {path}: {exc}") from None


def file_history_data(
    path: str, variant: Variant | None, lookahead: int | None = None
) -> dict[str, object]:
    """{"games": [...], "summary": {...}, "skipped": 0} of a history file, as history_data."""
    return history_report(read_file(path), variant, lookahead)
