"""Game IDs on the command line, as Tatham's puzzles take them: the app opens on the game named.

    trax-solitaire --size 3 --goal line --deal "NS ES NW EW EW SW NE NS ES"
    trax-solitaire --size 4 --goal loop --number 123456
    trax-solitaire --puzzle 3x3-line-004
    trax-solitaire --daily [YYYY-MM-DD] [--size 4 --goal loop]
    trax-solitaire --tutorial
    trax-solitaire saved-game.trax

The request and its checks live below the front ends (puzzles/game_request.py, shared with the
app's start and the web page); here the command line tells a game ID from a subcommand, and a
bad ID exits 2 with one line on stderr, before any window opens (a file that cannot be opened
is said in a message box too: ui/app/unopened.py). No other Qt is imported."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from puzzles.game_request import GameRequest, from_arguments
from solitaire.errors import TraxError
from ui.cli.args import clipped, say_error

PROG = "trax-solitaire"
OPTIONS = ("--size", "--goal", "--deal", "--number", "--puzzle", "--daily", "--tutorial")
HELP = (
    'To open the app on a game: trax-solitaire [--size N --goal line|loop] --deal "NS ..." '
    "| --number K | --daily [YYYY-MM-DD]; trax-solitaire --puzzle ID; trax-solitaire FILE.trax; "
    "trax-solitaire --tutorial (learn to play)"
)


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


def game_request(argv: Sequence[str], subcommands: Sequence[str]) -> GameRequest | None:
    """The game to open for these arguments, None when they are not a game ID. A bad game ID
    ends the program here: exit 2 and one line on stderr, before any window opens."""
    if not is_game_id(argv, subcommands):
        return None
    try:
        return from_arguments(argv)
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
