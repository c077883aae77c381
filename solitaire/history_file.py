"""The history file: finished games exported as JSON, the browser edition's record of play, which
`trax-solitaire history --from FILE.json` reads (docs/cli.md). Pure Python (the page runs it).

    {"format": "trax-solitaire history", "version": 1,
     "games": [{"attempt": "9f2c...", "variant": "3x3 line", "deal": "NS ES NW ...",
                "number": 17, "source": "number", "puzzle": null, "result": "won",
                "moves": 9, "hints": 1, "seconds": 61.5,
                "finished_at": "2026-12-01T20:30:15+00:00", "lookahead": 1,
                "record": "# trax-solitaire game record\\n..."}]}

Each game is one attempt's report (solitaire.attempts.Report) with when it finished, and the
game itself as its game record text (solitaire.record, the `.trax` format), which a reader
replays: its variant, deal, lookahead and moves must agree with the fields beside it. Games are
in the order they were recorded (the order streaks count in). An attempt id that comes again is
ignored (an attempt counts once, solitaire.tally).

Use: `PlayedGame.from_report(report, finished_at)` for each report a session hands over
(`GameSession.take_reports()`), `history_json(games)` to write the file's text,
`read_history_json(text)` to read one back (HistoryFileError naming the game and the problem
for anything that does not hold), `add_game(games, game)` to keep a list without repeats.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from solitaire.attempts import Report
from solitaire.errors import TraxError
from solitaire.json_text import NestedTooDeeply, loads
from solitaire.record import LOOKAHEADS, parse_full_record
from solitaire.tally import COUNTED_SOURCES, RESULTS, SOURCES, Figures, figures, first_reports
from solitaire.variant import Variant

FORMAT = "trax-solitaire history"
VERSION = 1
MAX_GAMES = 100_000
KEYS = (
    "attempt", "variant", "deal", "number", "source", "puzzle", "result", "moves", "hints",
    "seconds", "finished_at", "lookahead", "record",
)  # fmt: skip


class HistoryFileError(TraxError):
    """A history file that cannot be read truthfully; the message names the problem."""


@dataclass(frozen=True)
class PlayedGame:
    """One finished attempt: its report, when it finished, and its game record text."""

    attempt: str
    variant: Variant
    deal: str
    number: int | None
    source: str
    puzzle: str | None
    result: str
    moves: int
    hints: int
    seconds: float | None
    finished_at: datetime  # aware
    lookahead: int
    record: str

    @classmethod
    def from_report(cls, report: Report, finished_at: datetime | None = None) -> PlayedGame:
        """The game of a session's report, finished now (UTC) unless told when."""
        if report.record is None:
            raise HistoryFileError("a report without its game record cannot be exported")
        when = finished_at or datetime.now(UTC)
        if when.tzinfo is None:
            raise HistoryFileError("finished_at needs a time zone")
        return cls(
            report.attempt, report.variant, report.deal, report.number, report.source,
            report.puzzle, report.result, report.moves, report.hints, report.seconds, when,
            report.lookahead, report.record,
        )  # fmt: skip

    def json(self) -> dict[str, Any]:
        return {
            **{key: getattr(self, key) for key in KEYS},
            "variant": str(self.variant),
            "finished_at": self.finished_at.isoformat(),
        }


def add_game(games: list[PlayedGame], game: PlayedGame) -> bool:
    """Append a game unless its attempt is already there (an attempt counts once)."""
    if any(kept.attempt == game.attempt for kept in games):
        return False
    games.append(game)
    return True


def figures_json(stats: Figures) -> dict[str, object]:
    """The four figures `history --json` shows of a variant (docs/cli.md); any object with
    Figures' attributes will do (the desktop store's VariantStats)."""
    return {
        "played": stats.played,
        "won": stats.won,
        "streak": stats.current_streak,
        "best_streak": stats.best_streak,
    }


def history_report(
    games: list[PlayedGame], variant: Variant | None = None, lookahead: int | None = None
) -> dict[str, object]:
    """What `trax-solitaire history --json` prints for these games (docs/cli.md): the games
    (of `variant`, of `lookahead`, else all) and per variant the figures, counted by the rules
    of solitaire.tally, also per lookahead apart. For the web page as for the command line."""
    games = first_reports(games, lambda game: game.attempt)
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
        {key: g.json()[key] for key in KEYS if key not in ("attempt", "record")}
        for g in games
        if (variant is None or g.variant == variant) and lookahead in (None, g.lookahead)
    ]
    return {"games": shown, "summary": summary, "skipped": 0}


def _tally(games: list[PlayedGame]) -> Figures:
    return figures((g.result, g.hints) for g in games if g.source in COUNTED_SOURCES)


def history_json(games: Iterable[PlayedGame]) -> str:
    """The text of a history file holding these games, in order."""
    data = {"format": FORMAT, "version": VERSION, "games": [g.json() for g in games]}
    return json.dumps(data, indent=1, ensure_ascii=True, allow_nan=False) + "\n"


def read_history_json(text: str | bytes) -> list[PlayedGame]:
    """The games of a history file's text, checked (HistoryFileError otherwise), with later
    reports of an attempt already read left out."""
    try:
        data = loads(text, "a history file", parse_constant=_no_constant)
    except NestedTooDeeply as exc:
        raise HistoryFileError(str(exc).removeprefix("it ")) from None
    except (ValueError, UnicodeDecodeError) as exc:
        raise HistoryFileError(f"is not JSON ({_first_line(exc)})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise HistoryFileError(f'is not a trax-solitaire history (no "format": "{FORMAT}")')
    version = data.get("version")
    if not _is_int(version) or version < 1:
        raise HistoryFileError("has no valid format version")
    if version > VERSION:
        raise HistoryFileError(
            f"is of format version {version}, newer than this program reads ({VERSION})"
        )
    games = data.get("games")
    if not isinstance(games, list):
        raise HistoryFileError('has no list of "games"')
    if len(games) > MAX_GAMES:
        raise HistoryFileError(f"holds more than {MAX_GAMES:,} games")
    read = []
    for index, item in enumerate(games, start=1):
        try:
            read.append(_game(item))
        except (HistoryFileError, TraxError, ValueError) as exc:
            raise HistoryFileError(f"game {index}: {_first_line(exc)}") from None
    return first_reports(read, lambda game: game.attempt)


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number JSON allows")


def _first_line(exc: Exception) -> str:
    text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    return text if len(text) <= 200 else text[:200] + "…"


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _field(item: dict, key: str, kinds: tuple[type, ...], none: bool = False) -> Any:
    if key not in item:
        raise HistoryFileError(f'has no "{key}"')
    value = item[key]
    if value is None and none:
        return None
    if isinstance(value, bool) or not isinstance(value, kinds):
        raise HistoryFileError(f'"{key}" is not {_kind_words(kinds)}: {json.dumps(value)[:60]}')
    return value


def _kind_words(kinds: tuple[type, ...]) -> str:
    if kinds == (str,):
        return "text"
    return "a whole number" if kinds == (int,) else "a number"


def _count(item: dict, key: str) -> int:
    value = _field(item, key, (int,))
    if value < 0:
        raise HistoryFileError(f'"{key}" is negative: {value}')
    return value


def _game(item: object) -> PlayedGame:
    if not isinstance(item, dict):
        raise HistoryFileError("is not a JSON object")
    unknown = sorted(set(item) - set(KEYS))
    if unknown:
        raise HistoryFileError(f'unknown field "{unknown[0]}"')
    variant = Variant.parse(_field(item, "variant", (str,)))
    result, source = _field(item, "result", (str,)), _field(item, "source", (str,))
    if result not in RESULTS:
        raise HistoryFileError(f'result "{result[:30]}" is not one of: {", ".join(RESULTS)}')
    if source not in SOURCES:
        raise HistoryFileError(f'source "{source[:30]}" is not one of: {", ".join(SOURCES)}')
    seconds = _field(item, "seconds", (int, float), none=True)
    if seconds is not None and not (math.isfinite(seconds) and seconds >= 0):
        raise HistoryFileError(f'"seconds" is not a time played: {seconds}')
    game = PlayedGame(
        attempt=_field(item, "attempt", (str,)),
        variant=variant,
        deal=" ".join(_field(item, "deal", (str,)).split()),
        number=_field(item, "number", (int,), none=True),
        source=source,
        puzzle=_field(item, "puzzle", (str,), none=True),
        result=result,
        moves=_count(item, "moves"),
        hints=_count(item, "hints"),
        seconds=None if seconds is None else float(seconds),
        finished_at=_when(_field(item, "finished_at", (str,))),
        lookahead=_count(item, "lookahead"),
        record=_field(item, "record", (str,)),
    )
    if (game.source == "puzzle") != (game.puzzle is not None):
        raise HistoryFileError('a "puzzle" id goes with source "puzzle", and only with it')
    if game.source == "number" and game.number is None:
        raise HistoryFileError('source "number" needs the deal "number"')
    _check_record(game)
    return game


def _when(text: str) -> datetime:
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        raise HistoryFileError(f'"finished_at" is not a time: {text[:40]!r}') from None
    if when.tzinfo is None:
        raise HistoryFileError(f'"finished_at" has no UTC offset: {text[:40]!r}')
    return when


def _check_record(game: PlayedGame) -> None:
    """The record replays (solitaire.record) and agrees with the fields beside it."""
    if not game.attempt.strip():
        raise HistoryFileError('"attempt" is empty')
    if game.lookahead not in LOOKAHEADS:
        raise HistoryFileError(f'"lookahead" {game.lookahead} is not 0 to 3')
    try:
        played, meta = parse_full_record(game.record)
    except TraxError as exc:
        raise HistoryFileError(f"its game record does not read: {_first_line(exc)}") from None
    mismatched = [
        name
        for name, ok in (
            ("variant", played.variant == game.variant),
            ("deal", played.deal_text() == game.deal),
            ("moves", len(played.moves) == game.moves),
            ("lookahead", meta.lookahead == game.lookahead),
            ("attempt", meta.attempt in (None, game.attempt)),
        )
        if not ok
    ]
    if mismatched:
        raise HistoryFileError(f"its game record disagrees on the {mismatched[0]}")
