"""The `trax-solitaire` command: no arguments starts the app; subcommands do the rest.

Each package registers its own subcommands, so this module only assembles them."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from solitaire.errors import TraxError


class _Parser(argparse.ArgumentParser):
    """argparse that reports bad input in one line on stderr and exits 2."""

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(2, f"{self.prog}: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    from puzzles import commands as puzzle_commands
    from solitaire import commands as engine_commands
    from solver import commands as solver_commands

    parser = _Parser(
        prog="trax-solitaire",
        description="Trax Solitaire. Run with no arguments to play; subcommands below.",
    )
    subcommands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for module in (engine_commands, solver_commands, puzzle_commands):
        module.register(subcommands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    from ui.game_id import game_request, subcommand_names

    request = game_request(sys.argv[1:] if argv is None else argv, subcommand_names(parser))
    if request is not None:  # a game ID: the app opens on that game (a bad one exits 2)
        from ui.app import run

        return run(request=request)
    args = parser.parse_args(argv)
    if args.command is None:
        from ui.app import run

        return run()
    try:
        return int(args.handler(args) or 0)
    except TraxError as exc:
        print(f"trax-solitaire {args.command}: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`... | head`): not an error. Point stdout at nothing so the
        # interpreter's final flush does not raise again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except KeyboardInterrupt:
        print(f"trax-solitaire {args.command}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
