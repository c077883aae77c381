"""Subcommands of the rules engine: show and deal (registered by ui.cli)."""

from __future__ import annotations

import argparse
import json

from solitaire.deal import deal_from_number, format_deal, parse_deal, random_deal_number
from solitaire.drawing import describe_position
from solitaire.errors import NotationError
from solitaire.move import parse_moves
from solitaire.position import Position
from solitaire.tiles import COLOUR_NAMES
from solitaire.variant import Variant


def add_variant_arguments(parser: argparse.ArgumentParser, goal: bool = True) -> None:
    parser.add_argument("--size", type=int, default=3, help="board size N (default 3)")
    if goal:
        parser.add_argument("--goal", choices=("line", "loop"), default="line",
                            help="line (default) or loop")


def variant_of(args: argparse.Namespace) -> Variant:
    return Variant(args.size, getattr(args, "goal", "line"))


def position_of(args: argparse.Namespace) -> Position:
    """The position named by --size/--goal/--deal/--moves (bad input raises TraxError)."""
    variant = variant_of(args)
    deal = parse_deal(args.deal, variant.size)
    position = Position(variant, deal)
    for move in parse_moves(getattr(args, "moves", None) or ""):
        position.push(move)
    return position


def register(subcommands: argparse._SubParsersAction) -> None:
    show = subcommands.add_parser(
        "show", help="draw a position as text",
        description="Draw a position: the layout, the tile in hand, the next tile, the state.",
    )
    add_variant_arguments(show)
    show.add_argument("--deal", required=True, help='the stack, top first: "NS ES NW ..."')
    show.add_argument("--moves", default="", help='moves played: "@0:NS A2:EW ..."')
    show.add_argument("--json", action="store_true", help="machine-readable output")
    show.set_defaults(handler=run_show)

    deal = subcommands.add_parser("deal", help="print a deal (random, or by number)")
    add_variant_arguments(deal, goal=False)
    deal.add_argument("--number", type=int, help="deal number (same deal on every machine)")
    deal.add_argument("--json", action="store_true", help="machine-readable output")
    deal.set_defaults(handler=run_deal)


def run_show(args: argparse.Namespace) -> int:
    position = position_of(args)
    if args.json:
        outcome = position.outcome()
        print(json.dumps({
            "variant": str(position.variant),
            "moves": [str(m) for m in position.moves],
            "tiles": {position.label(cell): o for cell, o in sorted(position.tiles.items())},
            "hand": position.hand, "next": position.next_tile,
            "remaining": position.remaining,
            "legal": [str(p) for p in position.legal_moves()],
            "turned_allowed": position.turned_allowed(),
            "status": outcome.status, "decided": outcome.decided,
            "out": {COLOUR_NAMES[c]: why for c, why in outcome.out.items()},
        }, indent=2))
    else:
        print(describe_position(position), end="")
    return 0


def run_deal(args: argparse.Namespace) -> int:
    Variant(args.size)  # validates the size
    if args.number is not None and args.number < 0:
        raise NotationError(f"deal number {args.number} is negative")
    number = random_deal_number() if args.number is None else args.number
    text = format_deal(deal_from_number(args.size, number))
    if args.json:
        print(json.dumps({"size": args.size, "number": number, "deal": text}))
    else:
        print(f"{text}\n(deal number {number})")
    return 0
