"""The rules engine's subcommands: `show` (draw a position) and `deal` (print a deal)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from solitaire.deal import MAX_DEAL_NUMBER, deal_from_number, format_deal, random_deal_number
from solitaire.position import Position
from solitaire.tiles import COLOUR_NAMES, ORIENTATIONS
from ui.cli.args import add_command, add_json, add_position, add_size, position_of, whole_number


def register(subcommands: argparse._SubParsersAction) -> None:
    show = add_command(
        subcommands,
        "show",
        run_show,
        help="draw a position as text",
        description="Draw a position: the layout, the tile in hand, the next tile, the state. "
        "The drawing uses box-drawing characters, or plain ASCII with --ascii or when the "
        "output's encoding cannot show them.",
    )
    add_position(show)
    show.add_argument("--ascii", action="store_true", help="draw with ASCII characters only")
    add_json(show)

    deal = add_command(
        subcommands,
        "deal",
        run_deal,
        help="print a deal (random, or by number)",
        description="Print a deal, top of the stack first. A deal number gives the same deal "
        "on every machine.",
    )
    add_size(deal)
    deal.add_argument(
        "--number",
        type=whole_number("deal number", 0, MAX_DEAL_NUMBER),
        metavar="K",
        help=f"deal number, 0 to {MAX_DEAL_NUMBER} (default: a random one)",
    )
    add_json(deal)


def can_encode(text: str, stream: Any = None) -> bool:
    """Whether the stream's encoding can write every character of text."""
    encoding = getattr(stream or sys.stdout, "encoding", None) or "ascii"
    try:
        text.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def position_json(position: Position) -> dict[str, Any]:
    """`show --json`: the schema is documented in docs/cli.md."""
    outcome = position.outcome()

    def name(orientation: int | None) -> str | None:
        return None if orientation is None else ORIENTATIONS[orientation]

    return {
        "variant": str(position.variant),
        "moves": [str(m) for m in position.moves],
        "tiles": {position.label(cell): name(o) for cell, o in sorted(position.tiles.items())},
        "hand": name(position.hand),
        "next": name(position.next_tile),
        "remaining": position.remaining,
        "legal": [{"move": str(p.move), "forced": len(p.fills)} for p in position.legal_moves()],
        "turned_allowed": position.turned_allowed(),
        "status": outcome.status,
        "decided": outcome.decided,
        "out": {COLOUR_NAMES[c]: why for c, why in outcome.out.items()},
    }


def run_show(args: argparse.Namespace) -> int:
    from solitaire.drawing import BOX_CHARACTERS, describe_position

    position = position_of(args)
    if args.json:
        print(json.dumps(position_json(position), indent=2))
    else:
        ascii = args.ascii or not can_encode(BOX_CHARACTERS)
        print(describe_position(position, ascii=ascii), end="")
    return 0


def run_deal(args: argparse.Namespace) -> int:
    number = random_deal_number() if args.number is None else args.number
    text = format_deal(deal_from_number(args.size, number))
    if args.json:
        print(json.dumps({"size": args.size, "number": number, "deal": text}))
    else:
        print(f"{text}\n(deal number {number})")
    return 0
