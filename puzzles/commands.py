"""Subcommands of the puzzles package (registered by ui.cli): puzzles generate/list/check
and daily."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from solitaire.deal import format_deal
from solitaire.errors import TraxError
from solitaire.variant import STANDARD_VARIANTS, Variant


def register(subcommands: argparse._SubParsersAction) -> None:
    puzzles = subcommands.add_parser(
        "puzzles", help="open-stack puzzle packs: generate, list, check",
        description="Open-stack puzzles: the whole stack is shown; find a play that wins.",
    )
    actions = puzzles.add_subparsers(dest="action", metavar="ACTION", required=True,
                                     parser_class=type(puzzles))

    generate = actions.add_parser("generate", help="regenerate packs (same seed, same files)")
    generate.add_argument("--variant", action="append",
                          help="e.g. '3x3 line' (repeatable; default: all three packs)")
    generate.add_argument("--count", type=int, help="puzzles per pack (default 32 / 16 / 16)")
    generate.add_argument("--seed", type=int, default=1, help="generator seed (default 1)")
    generate.add_argument("--out", type=Path, help="folder to write to (default: puzzles/packs)")
    generate.set_defaults(handler=run_generate)

    listing = actions.add_parser("list", help="list the shipped puzzles")
    listing.add_argument("--json", action="store_true", help="machine-readable output")
    listing.set_defaults(handler=run_list)

    check = actions.add_parser("check", help="re-verify every shipped puzzle")
    check.add_argument("--fast", action="store_true",
                       help="replay solutions and re-derive levels without re-counting")
    check.set_defaults(handler=run_check)

    daily = subcommands.add_parser("daily", help="the deal of the day")
    daily.add_argument("--size", type=int, default=3, help="board size N (default 3)")
    daily.add_argument("--goal", choices=("line", "loop"), default="line")
    daily.add_argument("--date", help="YYYY-MM-DD (default: today, UTC)")
    daily.add_argument("--any", action="store_true",
                       help="take the date's first candidate even if it cannot be won")
    daily.add_argument("--json", action="store_true", help="machine-readable output")
    daily.set_defaults(handler=run_daily)


def _variants(names: list[str] | None) -> list[Variant]:
    return [Variant.parse(n) for n in names] if names else list(STANDARD_VARIANTS)


def run_generate(args: argparse.Namespace) -> int:
    from puzzles.generate import DEFAULT_COUNTS, generate_pack
    from puzzles.pack import write_pack

    if args.count is not None and args.count < 1:
        raise TraxError(f"--count must be at least 1, not {args.count}")
    for variant in _variants(args.variant):
        count = args.count or DEFAULT_COUNTS.get(variant, 16)
        start = time.monotonic()
        pack = generate_pack(variant, count, args.seed,
                             progress=lambda text: print(text, file=sys.stderr))
        path = write_pack(pack, args.out)
        took = time.monotonic() - start
        print(f"{path}: {len(pack.puzzles)} puzzles in {took:.0f} s")
        if len(pack.puzzles) < count:
            print(f"  (only {len(pack.puzzles)} of {count}: some levels ran out of candidates)")
    return 0


def run_list(args: argparse.Namespace) -> int:
    from puzzles.measures import odds_text
    from puzzles.pack import shipped_packs
    from puzzles.progress import solved_ids

    solved = solved_ids()
    packs = shipped_packs()
    if args.json:
        print(json.dumps([
            {**p.to_json(), "solved": p.id in solved} for pack in packs for p in pack.puzzles
        ], indent=1))
        return 0
    for pack in packs:
        print(f"{pack.variant} ({len(pack.puzzles)} puzzles)")
        for p in pack.puzzles:
            mark = "solved" if p.id in solved else ""
            chance = odds_text(p.measures.random_win)
            print(f"  {p.id:<14} {p.level:<9} random play wins {chance:<12}"
                  f" only moves {p.measures.only_moves}  deal {p.number:<10} {mark}".rstrip())
    return 0


def run_check(args: argparse.Namespace) -> int:
    from puzzles.check import check_puzzle
    from puzzles.pack import shipped_packs

    bad = total = 0
    for pack in shipped_packs():
        start, failed = time.monotonic(), bad
        for puzzle in pack.puzzles:
            total += 1
            problems = check_puzzle(puzzle, recompute=not args.fast)
            for problem in problems:
                print(f"{puzzle.id}: {problem}")
            bad += bool(problems)
        print(f"{pack.variant}: {len(pack.puzzles) - (bad - failed)} of {len(pack.puzzles)}"
              f" verified in {time.monotonic() - start:.0f} s", flush=True)
    print(f"{total - bad} of {total} puzzles verified" + (f", {bad} FAILED" if bad else ""))
    return 1 if bad else 0


def run_daily(args: argparse.Namespace) -> int:
    from puzzles.daily import daily_deal

    day = daily_deal(Variant(args.size, args.goal), args.date, prefer_solvable=not args.any)
    if args.json:
        print(json.dumps({
            "date": day.date, "variant": str(day.variant), "number": day.number,
            "deal": format_deal(day.deal), "candidate": day.candidate, "solvable": day.solvable,
        }))
    else:
        state = {True: "solvable", False: "not solvable", None: "solvability not checked"}
        print(f"Deal of the day {day.date}, {day.variant}: deal {day.number}"
              f" ({state[day.solvable]})\n{format_deal(day.deal)}")
    return 0
