"""Game IDs on the command line, as Tatham's puzzles take them: the app opens on the game named.

    trax-solitaire --size 3 --goal line --deal "NS ES NW EW EW SW NE NS ES"
    trax-solitaire --size 4 --goal loop --number 123456
    trax-solitaire --puzzle 3x3-line-004
    trax-solitaire --daily [YYYY-MM-DD] [--size 4 --goal loop]
    trax-solitaire --tutorial
    trax-solitaire saved-game.trax

Everything is checked here, before any window opens: a bad ID exits 2 with one line on
stderr (a file that cannot be opened is said in a message box too: ui/app/unopened.py). No
other Qt is imported."""

from __future__ import annotations

import argparse
import os
import stat
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from solitaire.errors import TraxError
from solitaire.variant import STANDARD_VARIANTS, Variant
from ui.cli.args import clipped, say_error

PROG = "trax-solitaire"
OPTIONS = ("--size", "--goal", "--deal", "--number", "--puzzle", "--daily", "--tutorial")
HELP = (
    'To open the app on a game: trax-solitaire [--size N --goal line|loop] --deal "NS ..." '
    "| --number K | --daily [YYYY-MM-DD]; trax-solitaire --puzzle ID; trax-solitaire FILE.trax; "
    "trax-solitaire --tutorial (learn to play)"
)


@dataclass(frozen=True)
class GameRequest:
    """The game the app should open on: exactly one of deal, number, daily, puzzle, record."""

    variant: Variant
    deal: tuple[int, ...] | None = None
    number: int | None = None
    daily: str | None = None  # an ISO date
    puzzle: object | None = None  # a puzzles.pack.Puzzle
    record: Path | None = None
    game: object | None = None  # the solitaire.game.Game read from `record`
    tutorial: bool = False  # open the tutorial at the first unfinished lesson


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{PROG}: {message}\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, add_help=False)
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


def is_game_id(argv: Sequence[str], subcommands: Sequence[str]) -> bool:
    """Whether the arguments name a game to open (rather than a subcommand or --help)."""
    if not argv:
        return False
    first = argv[0]
    if not first.strip():  # '' is no file (Path('') is the current folder): argparse names it
        return False
    if first.split("=", 1)[0] in OPTIONS:
        return True
    if first.startswith("-") or first in subcommands:
        return False
    # A file: one that exists, or a name that looks like a path. A bare word is a mistyped
    # subcommand, for argparse to name ("invalid choice").
    path = Path(first)
    return path.exists() or bool(path.suffix) or len(path.parts) > 1


def _variant(size: int | None, goal: str | None, default: Variant | None = None) -> Variant:
    if size is None and goal is None and default is not None:
        return default
    size = 3 if size is None else size
    goal = (goal or "line").strip().lower()
    if size not in {v.size for v in STANDARD_VARIANTS}:  # before Variant's wider size check
        raise TraxError(f"the app plays {_app_variants()}; not {size}x{size} {goal}")
    variant = Variant(size, goal)
    if variant not in STANDARD_VARIANTS:
        raise TraxError(f"the app plays {_app_variants()}; not {variant}")
    return variant


def _app_variants() -> str:
    return ", ".join(str(v) for v in STANDARD_VARIANTS)


def read_game_id(argv: Sequence[str]) -> GameRequest:
    """The game the arguments name; TraxError (or argparse's exit 2) says what is wrong."""
    args = _parser().parse_args(list(argv))
    if args.record is not None:
        if args.size is not None or args.goal is not None:
            raise TraxError("a game record names its own variant: give the file alone")
        return _record(Path(args.record))
    if args.tutorial:
        if args.size is not None or args.goal is not None:
            raise TraxError("the tutorial deals its own lessons: give --tutorial alone")
        return GameRequest(STANDARD_VARIANTS[0], tutorial=True)
    if args.puzzle is not None:
        if args.size is not None or args.goal is not None:
            raise TraxError("a puzzle id names its own variant: give --puzzle alone")
        from puzzles.pack import find_puzzle

        puzzle = find_puzzle(args.puzzle.strip())
        return GameRequest(puzzle.variant, puzzle=puzzle)
    variant = _variant(args.size, args.goal)
    if args.deal is not None:
        from solitaire.deal import parse_deal

        return GameRequest(variant, deal=tuple(parse_deal(args.deal, variant.size)))
    if args.number is not None:
        return GameRequest(variant, number=_number(args.number, variant))
    if args.daily is not None:
        from puzzles.daily import parse_date

        return GameRequest(variant, daily=parse_date(None if args.daily == "today" else args.daily))
    raise TraxError("name the game: --deal, --number, --daily, --puzzle or a record file")


def _number(text: str, variant: Variant) -> int:
    from solitaire.deal import deal_from_number

    cleaned = text.strip().replace("_", "").replace(",", "")
    digits = cleaned.removeprefix("-")
    if not digits.isascii() or not digits.isdigit():
        raise TraxError(f"deal number {text!r} is not a whole number")
    number = int(cleaned)
    deal_from_number(variant.size, number)  # the engine's range check and message
    return number


def _record(path: Path) -> GameRequest:
    from solitaire.record import load_record

    if problem := _file_problem(path):
        raise TraxError(f"{path}: {problem}")
    game = load_record(path)  # RecordError (a TraxError) names the line
    if game.variant not in STANDARD_VARIANTS:
        raise TraxError(f"{path} is a {game.variant} game; the app plays {_app_variants()}")
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


def game_request(argv: Sequence[str], subcommands: Sequence[str]) -> GameRequest | None:
    """The game to open for these arguments, None when they are not a game ID. A bad game ID
    ends the program here: exit 2 and one line on stderr, before any window opens."""
    if not is_game_id(argv, subcommands):
        return None
    try:
        return read_game_id(argv)
    except TraxError as exc:
        reason = clipped(str(exc).splitlines()[0])
        say_error(f"{PROG}: {reason}")
        if not argv[0].startswith("-"):  # a file, as a double-click opens it: said in a window
            from ui.app.unopened import tell_unopened  # (Qt, only now)

            tell_unopened(argv[0], reason)
        raise SystemExit(2) from None


def subcommand_names(parser: argparse.ArgumentParser) -> list[str]:
    """The subcommands of the top-level parser (a file of that name needs ./ before it)."""
    return [
        name
        for action in parser._actions  # noqa: SLF001 (argparse keeps subparsers only here)
        if isinstance(action, argparse._SubParsersAction)  # noqa: SLF001
        for name in action.choices
    ]


def open_request(window: Any, request: GameRequest) -> bool:
    """Start the requested game in the main window, as the menus would (asking first when it
    would give up a game in progress). Returns whether it was started."""
    what = "Opening the game named on the command line"
    if request.tutorial:  # the game on the table is kept while the lessons are played
        window.tutorial.open()
        return True
    if request.record is not None:  # a save of the game in progress gives nothing up
        return bool(window.files.load_from(request.record, ask=what))
    if not window.games.confirm_replace(what):
        return False
    if request.puzzle is not None:
        window.games.start_puzzle(request.puzzle)
    elif request.daily is not None:
        window.games.new_daily(request.variant, request.daily)
    else:
        window.games.new_game(request.variant, request.deal, request.number)
    return True
