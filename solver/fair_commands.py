"""The `hint` and `odds` subcommands: fair-play win probabilities from the command line."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from solitaire.deal import parse_deal
from solitaire.errors import NotationError
from solitaire.move import parse_moves
from solitaire.position import Position
from solitaire.tiles import ORIENTATIONS
from solitaire.variant import GOALS, Variant

if TYPE_CHECKING:
    from solver.table_values import TableValues


def add_variant_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--size", type=int, required=True, help="board size N (3 or 4)")
    parser.add_argument("--goal", choices=GOALS, default="line", help="line (default) or loop")
    parser.add_argument(
        "--lookahead",
        type=int,
        choices=(0, 1),
        default=1,
        help="1: the next tile is seen (default); 0: only the tile in hand",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")


def _progress_bar() -> Callable[[str, int, int], None]:
    """A progress callback drawing tqdm bars on stderr (only on a terminal). tqdm is imported
    on the first call, that is only when a table is being built."""
    bars: dict[str, Any] = {}

    def progress(stage: str, done: int, total: int) -> None:
        from tqdm import tqdm

        bar = bars.get(stage)
        if bar is None:
            label = "enumerating layouts" if stage == "layouts" else "solving layouts"
            bar = bars[stage] = tqdm(
                total=total,
                desc=label,
                file=sys.stderr,
                leave=False,
                disable=None,
                unit="lvl" if stage == "layouts" else "",
            )
        bar.update(done - bar.n)
        if done >= total:
            bar.close()

    return progress


def load_table(variant: Variant, lookahead: int) -> TableValues:
    """The table from the shipped data or the cache without the compiler, else built."""
    from solver.table_values import values_for

    try:
        return values_for(variant, lookahead, progress=_progress_bar())
    except ValueError as exc:  # sizes the exact solver cannot pack
        if isinstance(exc, NotationError):
            raise
        raise NotationError(str(exc)) from None


def hint(args: argparse.Namespace) -> int:
    variant = Variant(args.size, args.goal)
    deal = parse_deal(args.deal, variant.size)
    position = Position(variant, deal, parse_moves(args.moves or ""))
    table = load_table(variant, args.lookahead)
    scored = table.move_values(position) if args.all else table.best_moves(position)
    if args.json:
        moves = [{"move": str(p.move), "win": value} for p, value in scored]
        print(json.dumps({"moves": moves, "exact": True}, sort_keys=True))
        return 0
    hand = ORIENTATIONS[position.hand] if position.hand is not None else "none"
    seen = ""
    if args.lookahead == 1 and position.next_tile is not None:
        seen = f", next tile {ORIENTATIONS[position.next_tile]}"
    print(f"{variant}, tile in hand {hand}{seen} (lookahead {args.lookahead})")
    if not scored:
        print("no legal move: " + position.outcome().describe())
        return 0
    print(f"{'move':<10}{'win':>10}   exact")
    for placement, value in scored:
        forced = f"  (+{len(placement.fills)} forced)" if placement.fills else ""
        print(f"{str(placement.move):<10}{value:>9.4%}   {value:.12f}{forced}")
    return 0


def odds(args: argparse.Namespace) -> int:
    variant = Variant(args.size, args.goal)
    win = load_table(variant, args.lookahead).win_rate()
    if args.json:
        result = {
            "size": variant.size,
            "goal": variant.goal,
            "lookahead": args.lookahead,
            "win": win,
        }
        print(json.dumps(result, sort_keys=True))
    else:
        seen = "the next tile seen" if args.lookahead == 1 else "only the tile in hand known"
        print(f"{variant}: optimal fair-play win rate {win:.4%} ({win:.12f}), {seen}")
    return 0


def register(subcommands: argparse._SubParsersAction) -> None:
    parser = subcommands.add_parser(
        "hint",
        help="the best move(s) of a position with their fair-play win probability",
        description="Exact fair-play win probability of the legal moves of a position "
        "(RULES.md section 7): best moves only, or every move with --all.",
    )
    add_variant_arguments(parser)
    parser.add_argument("--deal", required=True, help="the deal, top of the stack first")
    parser.add_argument("--moves", default="", help="moves played so far, e.g. '@0:NS B1:NE'")
    parser.add_argument("--all", action="store_true", help="list every legal move")
    parser.set_defaults(handler=hint)

    parser = subcommands.add_parser(
        "odds",
        help="the optimal fair-play win rate of a variant",
        description="Exact optimal win rate of a variant with fair play (RULES.md section 7).",
    )
    add_variant_arguments(parser)
    parser.set_defaults(handler=odds)
