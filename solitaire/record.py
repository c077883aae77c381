"""Game records: a small human-readable text format that saves and loads a game exactly.

    # trax-solitaire game record
    variant 4x4 loop
    number 1234567
    deal NS ES NW EW EW SW NE NS ES NS EW NE NE SW ES NW
    move @0:NS
    move A2:EW
    redo B1:NE

Moves are replayed through the rules engine on load, so a record tests itself: a move that
is malformed or illegal is reported with its line number. `number` is optional; when both
number and deal are given they must agree. Blank lines and lines starting with # are ignored.
"""

from __future__ import annotations

import os
from pathlib import Path

from solitaire.deal import deal_from_number, format_deal, parse_deal
from solitaire.errors import RecordError, TraxError
from solitaire.game import Game
from solitaire.move import Move
from solitaire.storage import atomic_write_text
from solitaire.variant import Variant

HEADER = "# trax-solitaire game record"
_KEYS = ("variant", "number", "deal", "move", "redo")


def format_record(game: Game) -> str:
    lines = [HEADER, f"variant {game.variant}"]
    if game.deal_number is not None:
        lines.append(f"number {game.deal_number}")
    lines.append(f"deal {format_deal(game.deal)}")
    lines += [f"move {move}" for move in game.moves]
    lines += [f"redo {move}" for move in game.redo_moves]
    return "\n".join(lines) + "\n"


def parse_record(text: str) -> Game:
    """Read a record; raises RecordError naming the line and what is wrong with it."""
    variant: Variant | None = None
    number: int | None = None
    number_line = 0
    deal = None
    game: Game | None = None
    redo: list[tuple[int, Move]] = []
    for line_number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, _, value = line.partition(" ")
        value = value.strip()
        if key not in _KEYS:
            raise RecordError(
                f"unknown entry {key!r} (expected one of: {', '.join(_KEYS)})", line_number
            )
        try:
            if key == "variant":
                if variant is not None:
                    raise RecordError("a second variant line", line_number)
                variant = Variant.parse(value)
            elif key == "number":
                if variant is None:
                    raise RecordError("the number comes after the variant line", line_number)
                if not value.isdigit():
                    raise RecordError(f"deal number {value!r} is not a whole number", line_number)
                number, number_line = int(value), line_number
                if deal is None:
                    deal = deal_from_number(variant.size, number)
            elif key == "deal":
                if variant is None:
                    raise RecordError("the deal comes after the variant line", line_number)
                if game is not None:
                    raise RecordError("the deal comes before the moves", line_number)
                given = parse_deal(value, variant.size)
                if number is not None and given != deal_from_number(variant.size, number):
                    raise RecordError(
                        f"this deal is not deal number {number} (line {number_line})", line_number
                    )
                deal = given
            else:
                if variant is None or deal is None:
                    raise RecordError("moves come after the variant and the deal", line_number)
                if game is None:
                    game = Game(variant, deal, number)
                move = Move.parse(value)
                if key == "move":
                    if redo:
                        raise RecordError("a move after redo lines", line_number)
                    game.play(move)
                else:
                    redo.append((line_number, move))
        except RecordError:
            raise
        except TraxError as exc:
            raise RecordError(str(exc), line_number) from None
    if variant is None:
        raise RecordError("no variant line: this is not a trax-solitaire game record")
    if deal is None:
        raise RecordError("no deal or number line")
    if game is None:
        game = Game(variant, deal, number)
    # Redo lines must replay from the end of the played moves; check them, then take them back.
    for line_number, move in redo:
        try:
            game.play(move)
        except TraxError as exc:
            raise RecordError(f"redo move: {exc}", line_number) from None
    for _ in redo:
        game.undo()
    return game


def save_record(game: Game, path: str | os.PathLike[str]) -> None:
    """Write the record atomically: a crash mid-write leaves the old file whole."""
    write_atomically(Path(path), format_record(game))


def load_record(path: str | os.PathLike[str]) -> Game:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{path} is not a text file") from None
    except OSError as exc:
        raise RecordError(f"cannot read {path}: {exc.strerror or exc}") from None
    return parse_record(text)


def write_atomically(path: Path, text: str) -> None:
    """Write atomically: a crash mid-write leaves the old file whole (see solitaire.storage)."""
    atomic_write_text(path, text)
