"""Game records: a small human-readable text format that saves and loads a game exactly.

    # trax-solitaire game record
    # written by trax-solitaire 0.1.0
    version 3
    variant 4x4 loop
    lookahead 1
    source daily
    date 2026-12-02
    number 1234567
    deal NS ES NW EW EW SW NE NS ES NS EW NE NE SW ES NW
    move @0:NS
    move A2:EW
    redo B1:NE
    hints 1
    seconds 42.5

Moves are replayed through the rules engine on load, so a record tests itself: a move that
is malformed or illegal is reported with its line number. `number` is optional; when both
number and deal are given they must agree. Blank lines and lines starting with # are ignored.

Version 2 added the `version` line and what a game session keeps besides the moves (where the
deal came from, hints, time played, the attempt and its reported outcome, forced fills waiting
for a click, the solution being shown). A record without a version line is version 1 and still
loads; a record of a newer version is refused with a message saying so.

The second line names the version of trax-solitaire that wrote the record (solitaire/version.py).
It is a comment, so any reader, older ones included, skips it; `written_by` reads it back.

Version 3 added `lookahead K`: the tiles shown ahead of the hand the game was played with
(issue 16; 0 to 3, 1 being the printed rules). A record without it (versions 1 and 2) is
lookahead 1. The version was raised because a version 2 reader takes an unknown line for a move.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from solitaire.deal import Deal, deal_from_number, format_deal, parse_deal
from solitaire.errors import NewerRecordError, RecordError, TraxError
from solitaire.files import NotRegularFile, read_regular_bytes
from solitaire.game import Game
from solitaire.move import Move
from solitaire.storage import atomic_write_text
from solitaire.translatable import tr
from solitaire.variant import Variant
from solitaire.version import __version__

HEADER = "# trax-solitaire game record"
WRITTEN_BY = "# written by trax-solitaire "
VERSION = 3
LOOKAHEADS = range(0, 4)  # the settings the app offers; a record may hold any of them
# A real record is a few kilobytes (64 moves at most, each on a short line). Anything much
# larger is not a record: refuse it before reading it, with a short message.
MAX_RECORD_BYTES = 256 * 1024
MAX_LINE_CHARS = 2000
SOURCES = ("random", "number", "deal", "daily", "graded", "puzzle")
RESULTS = ("won", "lost", "stuck", "conceded", "abandoned")
_GAME_KEYS = ("version", "variant", "number", "deal", "move", "redo")
_META_KEYS = (
    "source",
    "date",
    "grade",
    "puzzle",
    "hints",
    "seconds",
    "attempt",
    "started",
    "result",
    "reported",
    "pending",
    "solution",
    "lookahead",
)
_KEYS = _GAME_KEYS + _META_KEYS
_YES_NO = {"yes": True, "no": False}


@dataclass
class RecordMeta:
    """What a session keeps besides the moves. Defaults are what a version 1 record means."""

    version: int = 1
    source: str | None = None  # None: not written (old record); the session picks a default
    date: str | None = None
    grade: str | None = None
    puzzle: str | None = None
    hints: int = 0
    seconds: float = 0.0
    attempt: str | None = None
    started: bool | None = None
    result: str | None = None
    reported: bool | None = None
    pending: int = 0
    solution: list[str] | None = None
    lookahead: int = 1  # tiles shown ahead of the hand; records before version 3 mean 1
    lines: dict[str, int] = field(default_factory=dict)  # where each entry was read


def _short(text: str, limit: int = 60) -> str:
    """Quote a piece of a bad record without flooding the message."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


def format_record(game: Game, meta: RecordMeta | None = None) -> str:
    lines = [HEADER, WRITTEN_BY + __version__, f"version {VERSION}", f"variant {game.variant}"]
    if meta is not None:
        lines += _format_source(meta)
    if game.deal_number is not None:
        lines.append(f"number {game.deal_number}")
    lines.append(f"deal {format_deal(game.deal)}")
    lines += [f"move {move}" for move in game.moves]
    lines += [f"redo {move}" for move in game.redo_moves]
    if meta is not None:
        lines += _format_state(meta)
    return "\n".join(lines) + "\n"


def _format_source(meta: RecordMeta) -> list[str]:
    lines = [f"lookahead {meta.lookahead}", f"source {meta.source or 'random'}"]
    for key in ("date", "grade", "puzzle"):
        value = getattr(meta, key)
        if value is not None:
            lines.append(f"{key} {value}")
    return lines


def _format_state(meta: RecordMeta) -> list[str]:
    lines = [f"hints {meta.hints}", f"seconds {meta.seconds:.1f}"]
    if meta.attempt:
        lines.append(f"attempt {meta.attempt}")
    lines.append(f"started {'yes' if meta.started else 'no'}")
    if meta.result is not None:
        lines.append(f"result {meta.result}")
    lines.append(f"reported {'yes' if meta.reported else 'no'}")
    if meta.pending:
        lines.append(f"pending {meta.pending}")
    if meta.solution is not None:
        lines.append("solution " + " ".join(meta.solution))
    return lines


def written_by(text: str) -> str | None:
    """The version of trax-solitaire that wrote a record, or None when it does not say."""
    for line in text.splitlines()[:2]:
        if line.startswith(WRITTEN_BY):
            return line[len(WRITTEN_BY) :].strip() or None
    return None


def parse_record(text: str) -> Game:
    """Read a record; raises RecordError naming the line and what is wrong with it."""
    return parse_full_record(text)[0]


class _Reader:
    """The state of one read through a record."""

    def __init__(self) -> None:
        self.variant: Variant | None = None
        self.number: int | None = None
        self.number_line = 0
        self.deal: Deal | None = None
        self.deal_line = 0
        self.game: Game | None = None
        self.redo: list[tuple[int, Move]] = []
        self.meta = RecordMeta()
        self.seen: set[str] = set()

    def entry(self, key: str, value: str, line: int) -> None:
        if key in _META_KEYS:
            if key in self.seen:
                raise RecordError(f"a second {key} line", line)
            self.seen.add(key)
            self.meta.lines[key] = line
            _read_meta(self.meta, key, value, line)
        elif key == "version":
            self.version(value, line)
        elif key == "variant":
            if self.variant is not None:
                raise RecordError("a second variant line", line)
            self.variant = Variant.parse(value)
        elif key in ("number", "deal"):
            self.deal_entry(key, value, line)
        else:
            self.move(key, value, line)

    def version(self, value: str, line: int) -> None:
        if "version" in self.seen or self.variant is not None:
            raise RecordError("the version line comes first", line)
        self.seen.add("version")
        if not (value.isascii() and value.isdigit()) or int(value) < 1:
            raise RecordError(f"record version {_short(value)} is not a whole number", line)
        if int(value) > VERSION:
            raise NewerRecordError(
                f"this record is version {int(value)}, written by a newer trax-solitaire; "
                f"this version reads records up to version {VERSION}",
                line,
            )
        self.meta.version = int(value)

    def deal_entry(self, key: str, value: str, line: int) -> None:
        if self.variant is None:
            raise RecordError(f"the {key} comes after the variant line", line)
        if self.game is not None:
            raise RecordError(f"the {key} comes before the moves", line)
        if key == "number":
            if self.number is not None:
                raise RecordError("a second number line", line)
            if not (value.isascii() and value.isdigit()):
                raise RecordError(f"deal number {_short(value)} is not a whole number", line)
            self.number, self.number_line = int(value), line
            numbered = deal_from_number(self.variant.size, self.number)
            if self.deal is not None and self.deal != numbered:
                raise RecordError(
                    f"deal number {self.number} is not the deal on line {self.deal_line}", line
                )
            self.deal = numbered
            return
        if self.deal_line:
            raise RecordError("a second deal line", line)
        given = parse_deal(value, self.variant.size)
        if self.number is not None and given != self.deal:
            raise RecordError(
                f"this deal is not deal number {self.number} (line {self.number_line})", line
            )
        self.deal, self.deal_line = given, line

    def move(self, key: str, value: str, line: int) -> None:
        if self.variant is None or self.deal is None:
            raise RecordError("moves come after the variant and the deal", line)
        if self.game is None:
            self.game = Game(self.variant, self.deal, self.number)
        move = Move.parse(value)
        if key == "move":
            if self.redo:
                raise RecordError("a move after redo lines", line)
            self.game.play(move)
        else:
            self.redo.append((line, move))

    def finish(self) -> tuple[Game, RecordMeta]:
        if self.variant is None:
            raise RecordError("no variant line: this is not a trax-solitaire game record")
        if self.deal is None:
            raise RecordError("no deal or number line")
        game = self.game or Game(self.variant, self.deal, self.number)
        # Redo lines must replay from the end of the played moves; check them, then take
        # them back.
        for line, move in self.redo:
            try:
                game.play(move)
            except TraxError as exc:
                raise RecordError(f"redo move: {exc}", line) from None
        for _ in self.redo:
            game.undo()
        _check_meta(self.meta, game)
        return game, self.meta


def _read_meta(meta: RecordMeta, key: str, value: str, line: int) -> None:
    if key in ("source", "result"):
        allowed = SOURCES if key == "source" else RESULTS
        if value not in allowed:
            raise RecordError(f"{key} {_short(value)} is not one of: {', '.join(allowed)}", line)
        setattr(meta, key, value)
    elif key in ("date", "grade", "puzzle", "attempt"):
        if not value or len(value) > 80:
            raise RecordError(f"{key} {_short(value)} is not valid", line)
        setattr(meta, key, value)
    elif key == "lookahead":
        if not (value.isascii() and value.isdigit()) or int(value) not in LOOKAHEADS:
            raise RecordError(f"lookahead {_short(value)} is not 0, 1, 2 or 3", line)
        meta.lookahead = int(value)
    elif key in ("hints", "pending"):
        if not (value.isascii() and value.isdigit()) or len(value) > 9:
            raise RecordError(f"{key} {_short(value)} is not a whole number", line)
        setattr(meta, key, int(value))
    elif key == "seconds":
        try:
            seconds = float(value) if value.isascii() else -1.0
        except ValueError:
            seconds = -1.0
        if not 0.0 <= seconds < 1e9:
            raise RecordError(f"seconds {_short(value)} is not a time in seconds", line)
        meta.seconds = seconds
    elif key in ("started", "reported"):
        if value not in _YES_NO:
            raise RecordError(f"{key} {_short(value)} is not yes or no", line)
        setattr(meta, key, _YES_NO[value])
    else:  # solution
        meta.solution = [str(Move.parse(word)) for word in value.split()]


def _check_meta(meta: RecordMeta, game: Game) -> None:
    """What the entries say must fit the game they describe."""
    if meta.pending:
        placements = game.position.placements
        fills = len(placements[-1].fills) if placements else 0
        if meta.pending > fills:
            raise RecordError(
                f"{meta.pending} forced fills wait, but the last move brought {fills}",
                meta.lines.get("pending"),
            )
    if meta.solution is not None:
        replay = Game(game.variant, game.deal)
        try:
            for move in meta.solution:
                replay.play(move)
        except TraxError as exc:
            raise RecordError(f"solution: {exc}", meta.lines.get("solution")) from None


def parse_full_record(text: str) -> tuple[Game, RecordMeta]:
    """Read a record with everything a session keeps; raises RecordError naming the line."""
    if len(text) > MAX_RECORD_BYTES:
        raise RecordError(f"too large for a game record ({len(text):,} characters)")
    reader = _Reader()
    for line_number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        if len(raw) > MAX_LINE_CHARS:
            raise RecordError(
                f"line too long for a game record ({len(raw):,} characters)", line_number
            )
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition(" ")
        value = value.strip()
        if key not in _KEYS:
            raise RecordError(
                f"unknown entry {_short(key, 30)} (expected one of: {', '.join(_GAME_KEYS)}, …)",
                line_number,
            )
        try:
            reader.entry(key, value, line_number)
        except RecordError:
            raise
        except TraxError as exc:
            raise RecordError(_cap(str(exc)), line_number) from None
    return reader.finish()


def _cap(message: str, limit: int = 200) -> str:
    return message if len(message) <= limit else message[:limit] + "…"


def save_record(game: Game, path: str | os.PathLike[str], meta: RecordMeta | None = None) -> None:
    """Write the record atomically: a crash mid-write leaves the old file whole."""
    write_atomically(Path(path), format_record(game, meta))


def read_record_text(path: str | os.PathLike[str]) -> str:
    """The text of a record file, refusing at once what cannot be a record."""
    try:
        data = read_regular_bytes(path, MAX_RECORD_BYTES)  # a FIFO is refused, not opened
    except NotRegularFile as exc:
        raise RecordError(f"{path} {exc.strerror}") from None
    except OSError as exc:
        reason = exc.strerror or exc
        raise RecordError(
            tr("cannot read {path}: {reason}").format(path=path, reason=reason)
        ) from None
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError(
            tr("{name} is too large for a game record (over {size} KB)").format(
                name=Path(path).name, size=MAX_RECORD_BYTES // 1024
            )
        )
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(tr("{path} is not a text file").format(path=path)) from None


def load_record(path: str | os.PathLike[str]) -> Game:
    return parse_record(read_record_text(path))


def load_full_record(path: str | os.PathLike[str]) -> tuple[Game, RecordMeta]:
    return parse_full_record(read_record_text(path))


def write_atomically(path: Path, text: str) -> None:
    """Write atomically: a crash mid-write leaves the old file whole (see solitaire.storage)."""
    atomic_write_text(path, text)
