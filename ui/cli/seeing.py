"""`odds --lookahead K|all` and `hint --lookahead K`: the exact value of seeing ahead (issue 16).

The solver side is solver.tables.seeing; this module only parses the lookahead and prints. `odds` is
exact for every k the tables cover (solver.tables.seeing.store.max_exact) and for the whole stack
seen, and gives rigorous bounds in between, said as such."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, TypeVar

from solitaire.errors import TraxError
from solitaire.position import Position
from solitaire.tiles import ORIENTATIONS
from solitaire.variant import Variant
from solver.portable.hints import hint_json

ALL = "all"

Value = TypeVar("Value", float, Fraction)


def lookahead(text: str) -> int | None:
    """An argparse type: a whole number of tiles seen ahead (at least 0), or `all` (None)."""
    word = text.strip().lower()
    if word == ALL:
        return None
    try:
        value = int(word)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(
            f"lookahead must be a whole number of tiles (at least 0) or 'all', not {text!r}"
        )
    return value


def add_lookahead(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--lookahead",
        type=lookahead,
        default=1,
        metavar="K|all",
        help="tiles seen ahead besides the tile in hand: 1 (default) is the standard game, "
        "0 the next tile hidden, 'all' the whole stack known (docs/figures.md)",
    )


def fraction_text(value: Fraction) -> str:
    return f"{value.numerator}/{value.denominator}"


def seen_words(k: int | None) -> str:
    if k is None:
        return "the whole stack known"
    return {0: "only the tile in hand known", 1: "the next tile seen"}.get(
        k, f"the next {k} tiles seen"
    )


def whole_stack(variant: Variant) -> tuple[Fraction, Fraction]:
    """`exact-solvable`'s (lower, upper) for 4x4, equal when exact (cached after a first run
    of a minute or two; the progress bar shows on a terminal)."""
    from solver.exact.run import exact_by_sets

    out = exact_by_sets(variant, progress=_on_terminal())
    return Fraction(out["lower"]), Fraction(out["upper"])


def _on_terminal() -> bool:
    """Progress bars only for a person watching: never into a redirected stderr."""
    try:
        return sys.stderr is not None and sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


def run_odds(args: argparse.Namespace, variant: Variant) -> int:
    from solver.tables.service import seeing_odds as odds

    result = odds(variant, args.lookahead, whole_stack)
    if args.json:
        print(json.dumps(result.json(), sort_keys=True))
        return 0
    words = seen_words(args.lookahead)
    if result.exact:
        value = result.lower
        print(
            f"{variant}: optimal win rate {float(value):.4%} = {fraction_text(value)} exactly, "
            f"{words}"
        )
    else:
        print(
            f"{variant}, {words}: not computed exactly here; the optimal win rate lies between "
            f"{float(result.lower):.4%} ({fraction_text(result.lower)}, exact with "
            f"{result.lower_k} seen) and {float(result.upper):.4%} "
            f"({fraction_text(result.upper)}, the whole stack known)"
        )
    return 0


def hint_moves(position: Position, k: int, every: bool) -> list[tuple[object, Fraction]]:
    """The moves and exact values with k tiles seen (the deal's next ones)."""
    from solver.tables.service import seeing_table

    table = seeing_table(position.variant, k)
    return table.exact_move_values(position) if every else table.exact_best_moves(position)


def run_hint(args: argparse.Namespace, position: Position) -> int:
    """`hint --lookahead K` for K beyond 1 (0 and 1 use the shipped tables)."""
    k = args.lookahead
    if k is None:
        raise TraxError("hint needs a number of tiles seen ahead, not 'all'")
    start = position.consumed + 1
    seen = " ".join(ORIENTATIONS[o] for o in position.deal[start : start + k]) or "none left"
    scored = hint_moves(position, k, args.all)
    return print_hint(args, position, f", next {k} seen: {seen}", scored, fraction=str, exact=str)


def print_hint(
    args: argparse.Namespace,
    position: Position,
    seen: str,
    scored: Sequence[tuple[Any, Value]],
    fraction: Callable[[Value], str],
    exact: Callable[[Value], str],
) -> int:
    """`hint`'s answer for every lookahead: the moves with their win chance, as JSON (the exact
    value written by `fraction`) or as a table under a heading naming the tile in hand and what
    is `seen` (the exact value written by `exact`)."""
    if args.json:
        print(json.dumps(hint_json(scored, fraction), sort_keys=True))
        return 0
    hand = ORIENTATIONS[position.hand] if position.hand is not None else "none"
    print(f"{position.variant}, tile in hand {hand}{seen} (lookahead {args.lookahead})")
    if not scored:
        print("no legal move: " + position.outcome().describe())
        return 0
    print(f"{'move':<10}{'win':>10}   exact")
    for placement, value in scored:
        forced = f"  (+{len(placement.fills)} forced)" if placement.fills else ""
        print(f"{str(placement.move):<10}{float(value):>9.4%}   {exact(value)}{forced}")
    return 0
