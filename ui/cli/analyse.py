"""The `analyse` subcommand: every decision of a game valued, with the luck of the draws.

    trax-solitaire analyse RECORD [--json] [--clairvoyant]
    trax-solitaire analyse --size N --goal G --deal D --moves M [--json] [--clairvoyant]

Definitions and the JSON schema: docs/analysis.md (solver/analysis.py computes them)."""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from solitaire.errors import TraxError
from solitaire.tiles import ORIENTATIONS
from solitaire.variant import Variant
from ui.cli.args import (
    SOLVER_SIZES,
    add_command,
    add_deal,
    add_json,
    add_moves,
    add_variant_arguments,
    variant_of,
)

if TYPE_CHECKING:
    from solver.analysis import Analysis, Decision


def register(subcommands: argparse._SubParsersAction) -> None:
    parser = add_command(
        subcommands,
        "analyse",
        run_analyse,
        help="every move of a game valued: lost win chance, marks, and the luck of the tiles",
        description="Analyse a game (a record file, or --deal and --moves): for each decision "
        "the best moves and their exact win chance, the chance the move played kept, the "
        "luck of each draw, and a summary. Definitions: docs/analysis.md.",
    )
    parser.add_argument("record", nargs="?", metavar="RECORD", help="a game record file")
    add_variant_arguments(parser, SOLVER_SIZES, unset=True)
    add_deal(parser, required=False)
    add_moves(parser, unset=True)
    parser.add_argument(
        "--clairvoyant",
        action="store_true",
        help="value moves with the whole stack known (1: a win is left, 0: none)",
    )
    add_json(parser)


def _game_of(args: argparse.Namespace) -> tuple[Variant, tuple[int, ...], list]:
    """The variant, deal and moves named on the command line (TraxError when they are bad)."""
    from solitaire.deal import parse_deal
    from solitaire.move import parse_moves

    given = [name for name in ("size", "goal", "deal", "moves") if getattr(args, name) is not None]
    if args.record is not None:
        if given:
            raise TraxError(f"give a RECORD or --deal/--moves, not both (--{given[0]})")
        from solitaire.record import load_record

        game = load_record(args.record)
        return game.variant, game.deal, list(game.moves)
    if args.deal is None:
        raise TraxError("give a RECORD file, or --deal (with --size, --goal and --moves)")
    variant = variant_of(args)
    return variant, parse_deal(args.deal, variant.size), parse_moves(args.moves or "")


def run_analyse(args: argparse.Namespace) -> int:
    from solver.analysis import analyse

    variant, deal, moves = _game_of(args)
    if variant.size not in SOLVER_SIZES:
        raise TraxError(f"the analysis handles sizes {SOLVER_SIZES}, not {variant}")
    if not args.clairvoyant:
        from ui.cli.solver import load_table

        load_table(variant, 1)  # with a progress bar on a terminal while a table is built
    analysis = analyse(variant, deal, moves, clairvoyant=args.clairvoyant)
    if args.json:
        print(json.dumps(analysis.to_json()))
    else:
        print(format_analysis(analysis), end="")
    return 0


def points(p: float) -> str:
    """A probability as signed percentage points with one decimal ('+12.3', never '-0.0')."""
    return f"{round(p * 100, 1) + 0.0:+.1f}"


def _percent(p: float) -> str:
    return f"{p * 100:5.1f}%"


def _row(d: Decision) -> str:
    nxt = "-" if d.next_tile is None else ORIENTATIONS[d.next_tile]
    best = str(d.best[0]) + (f" +{len(d.best) - 1}" if len(d.best) > 1 else "")
    return (
        f"{d.ply:>4}  {str(d.move):<8} {ORIENTATIONS[d.hand]:<4} {nxt:<4} {best:<16}"
        f"{_percent(d.best_value)}  {_percent(d.played)}  {points(-d.loss):>6} "
        f"{points(d.luck):>6}  {'no win left' if d.no_win_left else d.mark}"
    )


def format_analysis(analysis: Analysis) -> str:
    kind = "clairvoyant (whole stack known)" if analysis.clairvoyant else "fair play"
    lines = [
        f"{analysis.variant}, deal {' '.join(ORIENTATIONS[o] for o in analysis.deal)}",
        f"{kind}; chance before the deal {_percent(analysis.odds).strip()}",
        f"{'ply':>4}  {'move':<8} {'hand':<4} {'next':<4} {'best':<16}"
        f"{'best':>6}  {'played':>6}  {'loss':>6} {'luck':>6}  mark",
    ]
    lines += [_row(d) for d in analysis.decisions]
    lines.append(analysis.summary_line())
    return "\n".join(lines) + "\n"
