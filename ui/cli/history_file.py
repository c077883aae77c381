"""`history --from FILE.json`: the games and figures of a history file the web page exported
(solitaire.history_file), in the same JSON as the statistics' history (docs/cli.md), counted by
the same rules (solitaire.tally: an attempt once, random and numbered deals only, streaks in the
order recorded)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from solitaire.errors import TraxError
from solitaire.files import NotRegularFile, read_regular_bytes
from solitaire.history_file import HistoryFileError, PlayedGame, read_history_json
from solitaire.tally import COUNTED_SOURCES, Figures, figures
from solitaire.variant import Variant

if TYPE_CHECKING:
    from ui.data.statistics_queries import VariantStats

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


def _tally(games: list[PlayedGame]) -> Figures:
    return figures((g.result, g.hints) for g in games if g.source in COUNTED_SOURCES)


def file_history_data(
    path: str, variant: Variant | None, lookahead: int | None = None
) -> dict[str, object]:
    """{"games": [...], "summary": {...}, "skipped": 0} of a history file, as history_data."""
    games = read_file(path)
    names = [str(variant)] if variant is not None else sorted({str(g.variant) for g in games})
    summary = {}
    for name in names:
        own = [g for g in games if str(g.variant) == name]
        settings = sorted({g.lookahead for g in own}) if lookahead is None else [lookahead]
        chosen = [g for g in own if lookahead in (None, g.lookahead)]
        summary[name] = {
            **figures_json(_tally(chosen)),
            "by_lookahead": {
                str(k): figures_json(_tally([g for g in own if g.lookahead == k])) for k in settings
            },
        }
    shown = [
        _game(g)
        for g in games
        if (variant is None or g.variant == variant) and lookahead in (None, g.lookahead)
    ]
    return {"games": shown, "summary": summary, "skipped": 0}


def figures_json(stats: Figures | VariantStats) -> dict[str, object]:
    """The four figures `history --json` shows of a variant (docs/cli.md)."""
    return {
        "played": stats.played,
        "won": stats.won,
        "streak": stats.current_streak,
        "best_streak": stats.best_streak,
    }


def _game(game: PlayedGame) -> dict[str, object]:
    return {
        "variant": str(game.variant),
        "deal": game.deal,
        "number": game.number,
        "source": game.source,
        "puzzle": game.puzzle,
        "result": game.result,
        "moves": game.moves,
        "hints": game.hints,
        "seconds": game.seconds,
        "finished_at": game.finished_at.isoformat(),
        "lookahead": game.lookahead,
    }
