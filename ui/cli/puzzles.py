"""The puzzles' subcommands: `puzzles generate/list/check` and `daily`."""

from __future__ import annotations

import argparse
import json
import os
import re
import stat
import sys
import tempfile
import time
from pathlib import Path

from solitaire.deal import format_deal
from solitaire.errors import TraxError
from solitaire.variant import STANDARD_VARIANTS, Variant
from ui.cli.args import (
    ENGINE_SIZES,
    SOLVER_SIZES,
    add_command,
    add_json,
    add_variant_arguments,
    whole_number,
)

# Puzzle ids number a pack's puzzles with three digits; generating more would also run for days.
MAX_PUZZLES_PER_PACK = 999


def register(subcommands: argparse._SubParsersAction) -> None:
    puzzles = subcommands.add_parser(
        "puzzles",
        help="open-stack puzzle packs: generate, list, check",
        description="Open-stack puzzles: the whole stack is shown; find a play that wins.",
    )
    actions = puzzles.add_subparsers(
        dest="action", metavar="ACTION", required=True, parser_class=type(puzzles)
    )
    _register_generate(actions)

    listing = add_command(actions, "list", run_list, help="list the shipped puzzles")
    add_json(listing)

    check = add_command(actions, "check", run_check, help="re-verify every shipped puzzle")
    check.add_argument(
        "--fast",
        action="store_true",
        help="replay solutions and re-derive levels without re-counting",
    )
    _register_daily(subcommands)


def _register_generate(actions: argparse._SubParsersAction) -> None:
    generate = add_command(
        actions,
        "generate",
        run_generate,
        help="regenerate packs (same seed, same files)",
        description="Regenerate puzzle packs: the same variant, count and seed give a "
        "byte-identical file.",
    )
    generate.add_argument(
        "--variant",
        action="append",
        type=_puzzle_variant,
        metavar="V",
        help=f"e.g. '3x3 line' or '4x4 loop', sizes {SOLVER_SIZES} (repeatable; default: the "
        "three standard packs)",
    )
    generate.add_argument(
        "--count",
        type=whole_number("count", 1, MAX_PUZZLES_PER_PACK),
        metavar="K",
        help=f"puzzles per pack, 1 to {MAX_PUZZLES_PER_PACK} (default 32 / 32 / 32)",
    )
    generate.add_argument(
        "--seed",
        type=whole_number("seed"),
        default=1,
        metavar="S",
        help="generator seed (default 1)",
    )
    generate.add_argument(
        "--out",
        type=_folder,
        metavar="FOLDER",
        help="folder to write the packs to, made if missing (default: puzzles/packs)",
    )


def _folder(text: str) -> Path:
    """--out's folder; an empty name is no folder (Path('') would be the current one)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("an empty name is not a folder; give one, e.g. packs")
    return Path(text)


def _register_daily(subcommands: argparse._SubParsersAction) -> None:
    daily = add_command(
        subcommands,
        "daily",
        run_daily,
        help="the deal of the day",
        description="The deal of the day: the same for everyone on that date. Up to size "
        f"{SOLVER_SIZES.hi} the first candidate proved solvable is chosen.",
    )
    add_variant_arguments(daily, ENGINE_SIZES)
    daily.add_argument("--date", metavar="YYYY-MM-DD", help="the day (default: today, UTC)")
    daily.add_argument(
        "--any",
        action="store_true",
        help="take the date's first candidate even if it cannot be won",
    )
    add_json(daily)


def _puzzle_variant(text: str) -> Variant:
    match = re.fullmatch(r"\s*(\d+)\s*x\s*\1\b.*", text, re.IGNORECASE)
    if match and int(match[1]) not in SOLVER_SIZES:  # before Variant's own (wider) size check
        raise argparse.ArgumentTypeError(
            f"puzzles are generated for sizes {SOLVER_SIZES}, not {text.strip()}"
        )
    try:
        return Variant.parse(text)
    except TraxError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def writable_folder(folder: Path, given: bool = True) -> Path:
    """The folder, made if missing, after proving a file can be written in it (TraxError if
    not), so that a bad --out fails before the work instead of after it."""
    try:
        mode = os.stat(folder).st_mode
    except FileNotFoundError:
        mode = None
        if os.path.lexists(folder):
            raise TraxError(f"--out {folder} is a symbolic link to nothing") from None
    except OSError as exc:  # a symbolic-link loop, a folder that may not be searched
        raise TraxError(f"--out {folder}: cannot use it ({exc.strerror or exc})") from None
    if mode is not None and not stat.S_ISDIR(mode):
        raise TraxError(f"--out {folder} is a file; give a folder to write the packs in")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".write-test-", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise TraxError(
            f"--out {folder}: cannot write there ({exc.strerror})"
            if given
            else f"cannot write the packs to {folder} ({exc.strerror}); give a folder with --out"
        ) from None
    return folder


def run_generate(args: argparse.Namespace) -> int:
    from puzzles.generate import DEFAULT_COUNTS, generate_pack
    from puzzles.pack import pack_path, write_pack

    variants = args.variant or list(STANDARD_VARIANTS)
    out = args.out
    writable_folder(out if out is not None else pack_path(variants[0]).parent, out is not None)
    for variant in variants:
        target = pack_path(variant, out)
        if target.exists() and not target.is_file():
            raise TraxError(f"{target} is in the way: it is not a file")
    for variant in variants:
        count = args.count or DEFAULT_COUNTS.get(variant, 16)
        start = time.monotonic()
        try:
            pack = generate_pack(variant, count, args.seed, progress=_progress_line)
        finally:
            _progress_line("")
        path = write_pack(pack, out)
        took = time.monotonic() - start
        print(f"{path}: {len(pack.puzzles)} puzzles in {took:.0f} s")
        if len(pack.puzzles) < count:
            print(f"  (only {len(pack.puzzles)} of {count}: some levels ran out of candidates)")
    return 0


def _progress_line(text: str) -> None:
    """Progress on one line, drawn over itself, only on a terminal: in a log or a pipe it is
    noise, and an error at the end must stay the one line there."""
    try:
        if sys.stderr.isatty():
            sys.stderr.write(f"\r{text[:200]}\x1b[K")
            sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass


def run_list(args: argparse.Namespace) -> int:
    from puzzles.measures import odds_text
    from puzzles.pack import shipped_packs
    from puzzles.progress import solved_ids

    solved = solved_ids()
    packs = shipped_packs()
    if args.json:
        print(
            json.dumps(
                [{**p.to_json(), "solved": p.id in solved} for pack in packs for p in pack.puzzles],
                indent=1,
            )
        )
        return 0
    for pack in packs:
        print(f"{pack.variant} ({len(pack.puzzles)} puzzles)")
        for p in pack.puzzles:
            mark = "solved" if p.id in solved else ""
            chance = odds_text(p.measures.random_win)
            print(
                f"  {p.id:<14} {p.level:<9} random play wins {chance:<12}"
                f" only moves {p.measures.only_moves}  deal {p.number:<10} {mark}".rstrip()
            )
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
        print(
            f"{pack.variant}: {len(pack.puzzles) - (bad - failed)} of {len(pack.puzzles)}"
            f" verified in {time.monotonic() - start:.0f} s",
            flush=True,
        )
    print(f"{total - bad} of {total} puzzles verified" + (f", {bad} FAILED" if bad else ""))
    return 1 if bad else 0


def run_daily(args: argparse.Namespace) -> int:
    from puzzles.daily import daily_deal

    day = daily_deal(Variant(args.size, args.goal), args.date, prefer_solvable=not args.any)
    if args.json:
        print(
            json.dumps(
                {
                    "date": day.date,
                    "variant": str(day.variant),
                    "number": day.number,
                    "deal": format_deal(day.deal),
                    "candidate": day.candidate,
                    "solvable": day.solvable,
                }
            )
        )
    else:
        state = {True: "solvable", False: "not solvable", None: "solvability not checked"}
        print(
            f"Deal of the day {day.date}, {day.variant}: deal {day.number}"
            f" ({state[day.solvable]})\n{format_deal(day.deal)}"
        )
    return 0
