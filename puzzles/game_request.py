"""Which game to open (issue 31): one request below the front ends, read from its two
spellings with one validation and plain messages. The app's start and the command line read
arguments, as Tatham's puzzles take a game ID; the web page reads its link:

    trax-solitaire --size 4 --goal loop --number 123456      ?size=4&goal=loop&number=123456
    trax-solitaire --size 3 --goal line --deal "NS ES ..."   ?size=3&goal=line&deal=NS+ES+...
    trax-solitaire --daily [YYYY-MM-DD] [--size 4 ...]       ?daily=[YYYY-MM-DD]&size=4&...
    trax-solitaire --puzzle 3x3-line-004                     ?puzzle=3x3-line-004
    trax-solitaire --tutorial                                ?lesson=N (from 1)
    trax-solitaire saved-game.trax                           &moves=@0:NS+A2:NE (with a deal)

Deals and moves are in the command line's notation (docs/rules.md section 6). A bad request
raises TraxError with one plain sentence, whatever was typed (a "²" or 5,000 digits); the
command line prints it and exits 2, the page says it and deals afresh."""

from __future__ import annotations

import argparse
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn
from urllib.parse import parse_qs, urlencode

from puzzles.daily import parse_date
from solitaire.deal import MAX_DEAL_NUMBER, Deal, format_deal, parse_deal
from solitaire.errors import NotationError, TraxError
from solitaire.game import Game
from solitaire.move import parse_moves
from solitaire.translatable import QT_TR_NOOP, Text
from solitaire.variant import STANDARD_VARIANTS, Variant

if TYPE_CHECKING:
    from puzzles.pack import Puzzle

LINK_KEYS = ("size", "goal", "deal", "moves", "number", "daily", "puzzle", "lesson")
LINK_SOURCES = ("deal", "number", "daily", "puzzle", "lesson")
MAX_VALUE_CHARS = 300  # a 4x4 deal with every move is well under this


@dataclass(frozen=True)
class GameRequest:
    """The game to open: exactly one of deal, number, daily, puzzle, lesson, record (a saved
    game, read), or the tutorial; `moves` go with a deal."""

    variant: Variant
    deal: Deal | None = None
    number: int | None = None
    daily: str | None = None  # an ISO date
    puzzle: Puzzle | None = None
    lesson: int | None = None  # the tutorial's lesson, from 1
    moves: tuple[str, ...] = ()
    record: Path | None = None
    game: Game | None = None  # the game read from `record`
    tutorial: bool = False  # the tutorial at the first unfinished lesson

    def link(self) -> str:
        """The request spelt as a page's link ("?size=4&goal=loop&number=12")."""
        if self.puzzle is not None:
            return "?" + urlencode({"puzzle": self.puzzle.id})
        if self.lesson is not None or self.tutorial:
            return f"?lesson={self.lesson or 1}"
        query = {"size": str(self.variant.size), "goal": self.variant.goal}
        if self.deal is not None:
            query["deal"] = format_deal(self.deal)
            if self.moves:
                query["moves"] = " ".join(self.moves)
        elif self.number is not None:
            query["number"] = str(self.number)
        elif self.daily is not None:
            query["daily"] = self.daily
        return "?" + urlencode(query, safe=":@")


# -- one validation -------------------------------------------------------------------------------


def app_variants() -> str:
    return ", ".join(str(v) for v in STANDARD_VARIANTS)


def _short(text: str, limit: int = 40) -> str:
    """Quote what was typed without flooding the sentence."""
    return repr(text if len(text) <= limit else text[:limit] + "…")


def variant_of(size: str | int | None, goal: str | None) -> Variant:
    """The variant named (3x3 line by default); only the variants the app plays."""
    size_text = "3" if size is None else str(size).strip()
    goal = (goal or "line").strip().lower()
    if not (size_text.isascii() and size_text.isdigit()) or len(size_text) > 3:
        words = QT_TR_NOOP("size {size} is not a number (the app plays {variants})")
        raise TraxError(Text(words, size=_short(size_text), variants=app_variants()))
    size_number = int(size_text)
    if size_number not in {v.size for v in STANDARD_VARIANTS}:  # before Variant's own check
        named = f"{size_number}x{size_number} {goal}"
        raise TraxError(
            Text(
                QT_TR_NOOP("the app plays {variants}; not {named}"),
                variants=app_variants(),
                named=named,
            )
        )
    variant = Variant(size_number, goal)
    if variant not in STANDARD_VARIANTS:
        words = QT_TR_NOOP("the app plays {variants}; not {named}")
        raise TraxError(Text(words, variants=app_variants(), named=str(variant)))
    return variant


def whole_number(text: str, what: str | Text, largest: int) -> int:
    """A whole number from 0 to `largest`, typed with ASCII digits (and _ or , between)."""
    cleaned = text.strip().lstrip("#").replace("_", "").replace(",", "")
    digits = cleaned.removeprefix("-")
    if not digits.isascii() or not digits.isdigit():
        words = QT_TR_NOOP("{what} {typed} is not a whole number")
        raise TraxError(Text(words, what=what, typed=_short(text.strip())))
    if len(digits) > len(str(largest)) or not 0 <= int(cleaned) <= largest:
        shown = cleaned if len(cleaned) <= 40 else cleaned[:40] + "…"
        words = QT_TR_NOOP("{what} {typed} is out of range (0 to {largest})")
        raise TraxError(Text(words, what=what, typed=shown, largest=largest))
    return int(cleaned)


def deal_number(text: str) -> int:
    return whole_number(text, Text(QT_TR_NOOP("deal number")), MAX_DEAL_NUMBER)


def lesson_number(text: str) -> int:
    from puzzles.lessons import read_lessons

    count = len(read_lessons())
    number = whole_number(text, Text(QT_TR_NOOP("lesson")), count)
    if number < 1:
        words = QT_TR_NOOP("there is no lesson {number} (the tutorial has 1 to {count})")
        raise TraxError(Text(words, number=number, count=count))
    return number


def typed(variant: Variant, text: str) -> GameRequest:
    """A game ID typed or pasted: a deal number ("#123" too) or a deal string."""
    stripped = text.strip().lstrip("#").strip()
    if not stripped:
        raise TraxError(Text(QT_TR_NOOP("type a deal number or a deal string")))
    if all(ch.isdigit() or ch in "_," for ch in stripped):
        return GameRequest(variant, number=deal_number(stripped))
    if len(stripped) > MAX_VALUE_CHARS:
        words = QT_TR_NOOP("{typed} is neither a deal number nor a deal string")
        raise TraxError(Text(words, typed=_short(stripped)))
    return GameRequest(variant, deal=parse_deal(stripped.replace("+", " "), variant.size))


# -- the link's spelling --------------------------------------------------------------------------


def _one(values: dict[str, list[str]], key: str) -> str | None:
    found = values.get(key)
    if not found:
        return None
    if len(found) > 1:
        words = QT_TR_NOOP("the address gives {key} {count} times")
        raise NotationError(Text(words, key=key, count=len(found)))
    if len(found[0]) > MAX_VALUE_CHARS:
        raise NotationError(
            Text(QT_TR_NOOP("the address's {key} is too long to name a game here"), key=key)
        )
    return found[0].strip()


def from_link(query: str) -> GameRequest | None:
    """The game a page's address names, or None when it names none."""
    values = parse_qs(query.lstrip("?"), keep_blank_values=True)
    unknown = sorted(set(values) - set(LINK_KEYS))
    if unknown:
        words = QT_TR_NOOP("the address has {key}, which names nothing here")
        raise NotationError(Text(words, key=_short(unknown[0])))
    given = [key for key in LINK_SOURCES if key in values]
    if not given:
        if "moves" in values:
            raise NotationError(Text(QT_TR_NOOP("the address gives moves but no deal")))
        return None
    if len(given) > 1:
        words = QT_TR_NOOP("the address names a game twice ({first} and {second})")
        raise NotationError(Text(words, first=given[0], second=" and ".join(given[1:])))
    source, text = given[0], _one(values, given[0]) or ""
    if source == "lesson":
        return GameRequest(Variant(3), lesson=lesson_number(text))
    if source == "puzzle":
        from puzzles.pack import find_puzzle

        puzzle = find_puzzle(text)
        return GameRequest(puzzle.variant, puzzle=puzzle)
    variant = variant_of(_one(values, "size"), _one(values, "goal"))
    moves = tuple(str(m) for m in parse_moves(_one(values, "moves") or ""))
    if source == "deal":
        return GameRequest(variant, deal=parse_deal(text, variant.size), moves=moves)
    if moves:
        words = QT_TR_NOOP("moves go with a deal, not with a number or a day")
        raise NotationError(Text(words))
    if source == "number":
        return GameRequest(variant, number=deal_number(text))
    return GameRequest(variant, daily=parse_date(text or None))


# -- the command line's spelling ------------------------------------------------------------------


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise TraxError(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="trax-solitaire", add_help=False)
    parser.add_argument("--size", type=int)
    parser.add_argument("--goal")
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--deal")
    source.add_argument("--number")
    source.add_argument("--puzzle")
    source.add_argument("--daily", nargs="?", const="today")
    source.add_argument("--tutorial", action="store_true")
    source.add_argument("record", nargs="?")
    return parser


def _alone(args: argparse.Namespace, what: str) -> None:
    if args.size is not None or args.goal is not None:
        raise TraxError(what)


def from_arguments(argv: Sequence[str]) -> GameRequest:
    """The game command-line arguments name (TraxError says what is wrong)."""
    args = _parser().parse_args(list(argv))
    if args.record is not None:
        _alone(args, "a game record names its own variant: give the file alone")
        return _record(Path(args.record))
    if args.tutorial:
        _alone(args, "the tutorial deals its own lessons: give --tutorial alone")
        return GameRequest(STANDARD_VARIANTS[0], tutorial=True)
    if args.puzzle is not None:
        _alone(args, "a puzzle id names its own variant: give --puzzle alone")
        from puzzles.pack import find_puzzle

        puzzle = find_puzzle(args.puzzle.strip())
        return GameRequest(puzzle.variant, puzzle=puzzle)
    variant = variant_of(args.size, args.goal)
    if args.deal is not None:
        return GameRequest(variant, deal=parse_deal(args.deal, variant.size))
    if args.number is not None:
        return GameRequest(variant, number=deal_number(args.number))
    if args.daily is not None:
        return GameRequest(variant, daily=parse_date(None if args.daily == "today" else args.daily))
    raise TraxError("name the game: --deal, --number, --daily, --puzzle or a record file")


def _record(path: Path) -> GameRequest:
    from solitaire.record import load_record

    if problem := _file_problem(path):
        raise TraxError(f"{path}: {problem}")
    game = load_record(path)  # RecordError (a TraxError) names the line
    if game.variant not in STANDARD_VARIANTS:
        raise TraxError(f"{path} is a {game.variant} game; the app plays {app_variants()}")
    return GameRequest(game.variant, record=path, game=game)


def _file_problem(path: Path) -> str | None:
    """Why the path cannot be read as a game record (None when it is a regular file)."""
    from solitaire.files import kind_of

    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        if os.path.lexists(path):
            return "cannot read it (a symbolic link to nothing)"
        return "no such game record"
    except OSError as exc:
        return f"cannot read it ({exc.strerror or exc})"
    if not stat.S_ISREG(mode):
        return f"is {kind_of(mode)}, not a game record"
    return None
