"""The command line's shared arguments: one definition of --size, --goal, --deal, --moves and
--json, with the same defaults in every subcommand.

Every subcommand builds its parser from these helpers, so a help text always states exactly what
the parser accepts: the sizes a command takes are given once (a `Sizes` range) and both the help
and the check are made from it. Values are checked while parsing, so bad input ends with exit
status 2 and one line on stderr before any work starts.

    parser = add_command(subcommands, "mine", run_mine, help="...", description="...")
    add_position(parser, SOLVER_SIZES)                # --size, --goal, --deal and --moves
    ...                                               # the command's own options
    add_json(parser)                                  # --json, last in every help
    ...
    position = position_of(args)                      # raises TraxError on a bad deal or move
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import IO, TYPE_CHECKING, NoReturn

from solitaire.variant import GOALS, MAX_SIZE, MIN_SIZE, Variant

if TYPE_CHECKING:
    from solitaire.position import Position

DEFAULT_SIZE = 3
DEFAULT_GOAL = "line"


SHOWN_VALUE = 60  # characters shown of a value the one line echoes when it is too long:
TOO_LONG = 200  # longer than this (a file's path is shown whole; a 100 kB value was too)
SHOWN_LINE = 1000  # and the whole line at most
_QUOTED = re.compile(f"'[^'\\n]{{{TOO_LONG + 1},}}'|\"[^\"\\n]{{{TOO_LONG + 1},}}\"")
_LONG_WORD = re.compile(f"\\S{{{TOO_LONG + 1},}}")


def clipped(message: str) -> str:
    """The one line of bad input with each value in it longer than TOO_LONG characters cut to
    its first SHOWN_VALUE and '...' (a 100 kB value was echoed whole), the line to SHOWN_LINE."""
    message = _QUOTED.sub(lambda m: f"{m[0][: SHOWN_VALUE + 1]}...{m[0][0]}", message)
    message = _LONG_WORD.sub(lambda m: f"{m[0][:SHOWN_VALUE]}...", message)
    return message if len(message) <= SHOWN_LINE else f"{message[:SHOWN_LINE]}..."


def say_error(line: str) -> None:
    """Write one line of error to stderr, or nowhere when stderr is closed or broken (never to
    standard output, where a script reads the answer)."""
    if sys.stderr is not None:
        with contextlib.suppress(OSError, ValueError):
            print(line, file=sys.stderr)


class CliParser(argparse.ArgumentParser):
    """argparse that reports bad input in one line on stderr and exits 2."""

    def error(self, message: str) -> NoReturn:
        say_error(f"{self.prog}: {clipped(' '.join(message.split()))}")
        sys.exit(2)

    def _print_message(self, message: str, file: IO[str] | None = None) -> None:
        """Help and version go to standard output and must get there: a full or closed one is
        an OSError for the command line to report (exit 1), not a silent exit 0."""
        if not message:
            return
        if file is None or file is sys.stdout:
            if sys.stdout is None:
                raise OSError(errno.EBADF, "standard output is closed")
            sys.stdout.write(message)
            sys.stdout.flush()
        else:
            super()._print_message(message, file)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        """Words nobody takes are named by the (sub)command that was given them: a subparser
        would otherwise hand them up, and the error would name the top-level program."""
        parsed, extras = super().parse_known_args(args, namespace)
        if extras:
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return parsed, extras


@dataclass(frozen=True)
class WholeNumber:
    """An argparse type: an integer from lo to hi (either end open), named in its error.
    The bounds stay readable (`action.type.lo`), so a test can hold the help text to them."""

    name: str
    lo: int | None = None
    hi: int | None = None

    def limits(self) -> str:
        if self.lo is not None and self.hi is not None:
            return f"{self.lo} to {self.hi}" if self.hi > self.lo + 1 else f"{self.lo} or {self.hi}"
        if self.lo is not None:
            return f"at least {self.lo}"
        return f"at most {self.hi}" if self.hi is not None else "any whole number"

    def __call__(self, text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            bounds = "" if self.lo is None and self.hi is None else f" ({self.limits()})"
            raise argparse.ArgumentTypeError(
                f"{self.name} must be a whole number{bounds}, not {text!r}"
            ) from None
        if (self.lo is not None and value < self.lo) or (self.hi is not None and value > self.hi):
            raise argparse.ArgumentTypeError(f"{self.name} must be {self.limits()}, not {value}")
        return value


class Sizes(WholeNumber):
    """The board sizes a command accepts, lo to hi inclusive (also the --size type)."""

    def __init__(self, lo: int, hi: int) -> None:
        super().__init__("size", lo, hi)

    def __contains__(self, size: object) -> bool:
        return isinstance(size, int) and self.lo <= size <= self.hi  # type: ignore[operator]

    def __str__(self) -> str:
        return self.limits()


# Which sizes each part of the program handles (a test checks them against the solver itself):
ENGINE_SIZES = Sizes(MIN_SIZE, MAX_SIZE)  # the rules engine: show, deal, daily
SOLVER_SIZES = Sizes(MIN_SIZE, 4)  # a layout packs into 64 bits: hint, odds, solve, stats
EXACT_SIZES = Sizes(MIN_SIZE, 4)  # every deal weighed: exact-solvable (4x4 by set flow)


def whole_number(name: str, lo: int | None = None, hi: int | None = None) -> WholeNumber:
    """An argparse type for an integer from lo to hi (either end open)."""
    return WholeNumber(name, lo, hi)


def _goal_type(text: str) -> str:
    goal = text.strip().lower()
    if goal not in GOALS:
        raise argparse.ArgumentTypeError(f"goal must be {' or '.join(GOALS)}, not {text!r}")
    return goal


def add_size(
    parser: argparse.ArgumentParser, sizes: Sizes = ENGINE_SIZES, unset: bool = False
) -> None:
    """--size. With unset=True the parsed value is None when the option is not given (for
    commands that must know whether it was), and variant_of still reads it as the default."""
    parser.add_argument(
        "--size",
        type=sizes,
        default=None if unset else DEFAULT_SIZE,
        metavar="N",
        help=f"board size N, {sizes} (default {DEFAULT_SIZE})",
    )


def add_goal(parser: argparse.ArgumentParser, unset: bool = False) -> None:
    parser.add_argument(
        "--goal",
        type=_goal_type,
        default=None if unset else DEFAULT_GOAL,
        metavar="GOAL",
        help=f"{' or '.join(GOALS)} (default {DEFAULT_GOAL}); a loop needs an even size",
    )


def add_variant_arguments(
    parser: argparse.ArgumentParser,
    sizes: Sizes = ENGINE_SIZES,
    goal: bool = True,
    unset: bool = False,
) -> None:
    """--size and (unless goal=False) --goal; `unset` as for add_size."""
    add_size(parser, sizes, unset)
    if goal:
        add_goal(parser, unset)


def add_deal(parser: argparse.ArgumentParser, required: bool = True) -> None:
    parser.add_argument(
        "--deal",
        required=required,
        metavar="TILES",
        help='the stack, top first: N*N of NS EW NE ES SW NW, e.g. "NS ES NW ..."',
    )


def add_moves(parser: argparse.ArgumentParser, unset: bool = False) -> None:
    parser.add_argument(
        "--moves",
        default=None if unset else "",
        metavar="MOVES",
        help='moves played so far, separated by spaces or commas, e.g. "@0:NS A2:EW" '
        "(default: none)",
    )


def add_json(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--json", action="store_true", help="print JSON instead (schema: docs/cli.md)"
    )


def add_position(
    parser: argparse.ArgumentParser, sizes: Sizes = ENGINE_SIZES, moves: bool = True
) -> None:
    """A position to work on: --size, --goal, --deal and (unless moves=False) --moves."""
    add_variant_arguments(parser, sizes)
    add_deal(parser)
    if moves:
        add_moves(parser)


def add_command(
    subcommands: argparse._SubParsersAction,
    name: str,
    handler: Callable[[argparse.Namespace], int],
    help: str,
    description: str | None = None,
) -> argparse.ArgumentParser:
    """A subcommand's parser, run by `handler`; the caller adds its arguments (--json last)."""
    parser = subcommands.add_parser(name, help=help, description=description)
    parser.set_defaults(handler=handler)
    return parser


def variant_of(args: argparse.Namespace) -> Variant:
    """The variant named by --size/--goal (a loop of odd size raises NotationError)."""
    size = getattr(args, "size", None)
    goal = getattr(args, "goal", None)
    return Variant(DEFAULT_SIZE if size is None else size, goal or DEFAULT_GOAL)


def position_of(args: argparse.Namespace) -> Position:
    """The position named by --size/--goal/--deal/--moves (bad input raises TraxError)."""
    from solitaire.deal import parse_deal
    from solitaire.move import parse_moves
    from solitaire.position import Position

    variant = variant_of(args)
    position = Position(variant, parse_deal(args.deal, variant.size))
    for move in parse_moves(getattr(args, "moves", "") or ""):
        position.push(move)
    return position
