"""The game in progress is kept when the app closes and offered again when it starts, in the
engine's record format, in the app's data folder.

A kept file that cannot be read never stops the app: it is moved aside (renamed
'current-game.trax.damaged-<time>', never deleted or overwritten) and `KeptGame.moved_to`
names it, so the window can tell the player where it is.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from solitaire.errors import NewerRecordError, TraxError
from solitaire.file_words import why
from solitaire.session import GameSession
from solitaire.storage import DATA_DIR_ENV, data_dir, move_aside
from solitaire.translatable import tr

__all__ = ["DATA_DIR_ENV", "FILE_NAME", "KeptGame", "autosave_path", "keep", "load_kept", "resume"]

FILE_NAME = "current-game.trax"


@dataclass(frozen=True)
class KeptGame:
    """What was found at start: the game to resume, or the damaged file moved aside."""

    game: Any | None = None  # what `loader` returned (a GameSession by default)
    moved_to: Path | None = None  # where an unreadable file was moved
    problem: str = ""  # why it could not be read

    def message(self) -> str:
        """One sentence for the player, or '' when there is nothing to say."""
        if self.moved_to is not None:
            return tr(
                "The game in progress could not be resumed ({problem}); the file was kept as "
                "{moved_to}."
            ).format(problem=self.problem, moved_to=self.moved_to)
        if self.problem:
            return tr("The game in progress could not be resumed: {problem}").format(
                problem=self.problem
            )
        return ""


def autosave_path() -> Path:
    return data_dir() / FILE_NAME


def keep(session: GameSession, path: Path | None = None) -> None:
    """Keep an unfinished game, the whole session (its kind of deal, hints, time, whether it
    was counted); forget the file when there is nothing worth resuming."""
    path = path or autosave_path()
    if session.worth_keeping():
        session.save(path)
    else:
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


def load_kept(
    path: Path | None = None, loader: Callable[[Path], Any] = GameSession.load
) -> KeptGame:
    """The kept game (a GameSession by default), if any. An unreadable file (any parse error,
    bad encoding, a read error) is moved aside; if even that fails it is left in place,
    untouched, and the problem told."""
    path = path or autosave_path()
    if not path.exists():
        return KeptGame()
    try:
        return KeptGame(game=loader(path))
    except (TraxError, ValueError, UnicodeError, OSError) as exc:
        # TraxError covers RecordError; ValueError/UnicodeError are there for parsers that let
        # one through: a bad file must never stop the app from starting.
        # The engine's own reasons (RecordError) name the line; Python's text is never shown.
        problem = _short(str(exc)) if isinstance(exc, TraxError) and str(exc) else why(exc)
        label = "newer" if isinstance(exc, NewerRecordError) else "damaged"
    try:
        return KeptGame(moved_to=move_aside(path, problem, label=label), problem=problem)
    except OSError as exc:
        aside = tr(" (and it could not be moved aside: {reason})").format(reason=why(exc))
        return KeptGame(problem=problem + aside)


def resume(path: Path | None = None) -> GameSession | None:
    """The kept game, or None (a damaged file is moved aside; see load_kept)."""
    return load_kept(path).game


def _short(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
