"""The solver's subcommands: `hint`, `odds`, `solve`, `stats` and `exact-solvable`.

The compiled solver is imported only inside the handlers, so building the parser stays cheap."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING, Any

from solitaire.errors import NotationError, TraxError
from solitaire.tiles import ORIENTATIONS
from solitaire.variant import Variant
from ui.cli.args import (
    EXACT_SIZES,
    SOLVER_SIZES,
    add_command,
    add_json,
    add_position,
    add_variant_arguments,
    position_of,
    variant_of,
    whole_number,
)
from ui.cli.seeing import add_lookahead, fraction_text, print_hint

if TYPE_CHECKING:
    from solver.tables.service import FairPlayTable as TableValues


def register(subcommands: argparse._SubParsersAction) -> None:
    for register_one in (
        _register_hint,
        _register_odds,
        _register_solve,
        _register_stats,
        _register_exact,
    ):
        register_one(subcommands)


def _register_hint(subcommands: argparse._SubParsersAction) -> None:
    parser = add_command(
        subcommands,
        "hint",
        run_hint,
        help="the best move(s) of a position with their fair-play win probability",
        description="Exact fair-play win probability of the legal moves of a position "
        "(rules section 7): best moves only, or every move with --all.",
    )
    add_position(parser, SOLVER_SIZES)
    add_lookahead(parser)
    parser.add_argument("--all", action="store_true", help="list every legal move")
    add_json(parser)


def _register_odds(subcommands: argparse._SubParsersAction) -> None:
    parser = add_command(
        subcommands,
        "odds",
        run_odds,
        help="the optimal fair-play win rate of a variant",
        description="Exact optimal win rate of a variant with fair play (rules section 7).",
    )
    add_variant_arguments(parser, SOLVER_SIZES)
    add_lookahead(parser)
    add_json(parser)


def _register_solve(subcommands: argparse._SubParsersAction) -> None:
    parser = add_command(
        subcommands,
        "solve",
        run_solve,
        help="solve a deal with the whole stack known (clairvoyant)",
        description="Is the deal solvable with the whole stack known? One winning move list, "
        "or proof that there is none.",
    )
    add_position(parser, SOLVER_SIZES, moves=False)
    add_json(parser)


def _register_stats(subcommands: argparse._SubParsersAction) -> None:
    parser = add_command(
        subcommands,
        "stats",
        run_stats,
        help="sampled solvable and optimal-play win rates with 95%% intervals",
        description="Play K random deals: the share solvable with the stack known and the "
        "share won by optimal fair play, each with a 95% Wilson interval.",
    )
    add_variant_arguments(parser, SOLVER_SIZES)
    parser.add_argument(
        "--deals",
        type=whole_number("deals", 1),
        required=True,
        metavar="K",
        help="number of random deals, at least 1",
    )
    parser.add_argument(
        "--seed",
        type=whole_number("seed"),
        default=1,
        metavar="S",
        help="seed (default 1): deal i of seed S is drawn from the string seed 'S:i' "
        "(docs/cli.md), so a sample never depends on --jobs",
    )
    _add_workers(
        parser,
        None,
        jobs_help="worker processes, at least 1 (most: the number of CPUs; default: one for "
        "each second of work the deals make, at most one per CPU, so a small run starts none)",
        scheduler_help="run on a Dask cluster: its scheduler's address, e.g. tcp://host:8786",
    )
    parser.add_argument(
        "--per-deal",
        type=Path,
        default=None,
        metavar="FILE",
        help="also write FILE: one CSV line a deal (index, deal, solvable, won), in deal order",
    )
    _add_no_progress(parser)
    add_json(parser)


def _register_exact(subcommands: argparse._SubParsersAction) -> None:
    parser = add_command(
        subcommands,
        "exact-solvable",
        run_exact,
        help=f"the exact solvable fraction over every deal (sizes {EXACT_SIZES})",
        description="Walk every deal of the variant: the exact fraction solvable with the "
        "whole stack known. Cached after the first run. 4x4 loop takes seconds, 4x4 line minutes"
        " (docs/exact-solvable.md); when the exact figure is out of reach (--budget), it gives "
        "rigorous bounds and says so.",
    )
    add_variant_arguments(parser, EXACT_SIZES)
    parser.add_argument(
        "--budget",
        type=whole_number("--budget", 1),
        default=3600,
        metavar="SECONDS",
        help="4x4: seconds the whole command may take, start-up and loading included, before "
        "settling for bounds; at least 1 (default 3600)",
    )
    _add_no_progress(parser)
    _add_workers(
        parser,
        1,
        jobs_help="processes, at least 1 (default 1; 3x3: the walk splits in two, so at most 2 "
        "are used; 4x4 line: the chunks of the streamed finish)",
        scheduler_help="4x4 line: run the chunks on a Dask cluster: its scheduler's address, "
        "e.g. tcp://host:8786",
    )
    add_json(parser)


def _add_workers(
    parser: argparse.ArgumentParser, jobs: int | None, jobs_help: str, scheduler_help: str
) -> None:
    """--jobs J (at least 1; default `jobs`) and --scheduler ADDR (a Dask scheduler's address,
    checked while parsing)."""
    parser.add_argument(
        "--jobs", type=whole_number("jobs", 1), default=jobs, metavar="J", help=jobs_help
    )
    parser.add_argument(
        "--scheduler", type=_scheduler_address, default=None, metavar="ADDR", help=scheduler_help
    )


def _scheduler_address(text: str) -> str:
    from solver.parallel import parse_scheduler_address

    try:
        parse_scheduler_address(text)
    except TraxError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return text.strip()


def _add_no_progress(parser: argparse.ArgumentParser) -> None:
    """--no-progress, read by show_progress."""
    parser.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")


def show_progress(args: argparse.Namespace) -> bool:
    """Progress bars only on a terminal: in a log file or a pipe they are noise."""
    try:
        return not args.no_progress and sys.stderr.isatty()
    except (AttributeError, ValueError):  # stderr closed or replaced
        return False


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
    from solver.tables.service import table_for as values_for

    try:
        return values_for(variant, lookahead, progress=_progress_bar())
    except ValueError as exc:  # sizes the exact solver cannot pack
        if isinstance(exc, NotationError):
            raise
        raise NotationError(str(exc)) from None


def run_hint(args: argparse.Namespace) -> int:
    position = position_of(args)
    variant = position.variant
    if args.lookahead not in (0, 1):
        from ui.cli.seeing import run_hint as run_seeing_hint

        return run_seeing_hint(args, position)
    table = load_table(variant, args.lookahead)
    scored = table.move_values(position) if args.all else table.best_moves(position)
    seen = ""
    if args.lookahead == 1 and position.next_tile is not None:
        seen = f", next tile {ORIENTATIONS[position.next_tile]}"
    # The tables' floats are exact: dyadic values with at most 48 bits (solver.tables.seeing).
    return print_hint(
        args, position, seen, scored, fraction=_fraction, exact=lambda value: f"{value:.12f}"
    )


def run_odds(args: argparse.Namespace) -> int:
    from ui.cli.seeing import run_odds as run_seeing_odds

    return run_seeing_odds(args, variant_of(args))


def _fraction(value: float) -> str:
    return fraction_text(Fraction(value))


def run_solve(args: argparse.Namespace) -> int:
    from solitaire.deal import parse_deal
    from solver.clairvoyant import solve

    variant = variant_of(args)
    solution = solve(variant, parse_deal(args.deal, variant.size))
    if args.json:
        print(json.dumps({"solvable": solution is not None, "solution": solution}))
    elif solution is None:
        print(f"unsolvable: no sequence of legal moves wins this {variant} deal")
    else:
        print(f"solvable in {len(solution)} moves: {' '.join(solution)}")
    return 0


def _interval(figure: dict[str, Any] | None) -> str:
    if figure is None:
        return "not measured"
    lo, hi = figure["ci95"]
    return f"{figure['rate']:.4f}  (95% CI {lo:.4f} to {hi:.4f})"


def _jobs(asked: int | None) -> int | None:
    """The worker count asked for, at most one per CPU (more only slows the work down); None
    when not asked (solver.measure.default_jobs: as many as the deals keep busy)."""
    cpus = os.cpu_count() or 1
    if asked is not None and asked > cpus:
        print(
            f"trax-solitaire stats: --jobs {asked} is more than the {cpus} CPUs here; using {cpus}",
            file=sys.stderr,
        )
    return None if asked is None else min(asked, cpus)


def run_stats(args: argparse.Namespace) -> int:
    from solver.exact.run import known_exact
    from solver.measure import PER_DEAL_HEADER, measure
    from ui.cli.per_deal import per_deal_file

    variant = variant_of(args)
    settings = dict(
        exact=known_exact,
        seed=args.seed,
        jobs=None if args.scheduler else _jobs(args.jobs),
        scheduler=args.scheduler,
        progress=show_progress(args),
    )
    if args.per_deal is None:
        result = measure(variant, args.deals, **settings)
    else:
        with per_deal_file(args.per_deal, PER_DEAL_HEADER) as rows:
            result = measure(variant, args.deals, rows=rows, **settings)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{variant}: {result['deals']} deals, seed {result['seed']}")
    print(f"solvable (clairvoyant): {_interval(result['solvable'])}")
    if result["exact_solvable"] is not None:
        print(
            f"  exact, every deal:    {result['exact_solvable']:.6f}  ({result['exact_fraction']})"
        )
    elif variant.size == 4:
        print(
            f"  exact, every deal:    not computed yet ({PROG_EXACT} {_variant_options(variant)})"
        )
    print(f"won by optimal play:    {_interval(result['optimal'])}")
    return 0


PROG_EXACT = "trax-solitaire exact-solvable"


def _variant_options(variant: Variant) -> str:
    return f"--size {variant.size} --goal {variant.goal}"


def run_exact(args: argparse.Namespace) -> int:
    variant = variant_of(args)
    if variant.size > 3:
        return _run_exact_sets(args, variant)
    from solver.exact.bounded import Ended, walked
    from solver.exact.cache import entry_path, read_entry

    value = read_entry(variant, entry_path(variant))  # kept: no walk, no compiler
    if value is None:
        try:  # the walk in a process of its own: Ctrl+C or SIGTERM end it at once
            value = walked(variant, args.jobs)
        except Ended as exc:
            print(f"trax-solitaire exact-solvable: {exc}", file=sys.stderr)
            return 1
    if args.json:
        print(
            json.dumps(
                {
                    "size": variant.size,
                    "goal": variant.goal,
                    "fraction": str(value),
                    "exact_solvable": float(value),
                }
            )
        )
    else:
        print(f"{variant}: {value} = {float(value):.9f} of deals are solvable")
    return 0


def _run_exact_sets(args: argparse.Namespace, variant: Variant) -> int:
    """4x4: the set flow of solver.exact.run; exact, or rigorous bounds said as such. It runs
    in a process of its own, so that the answer comes at the budget's end whatever it is
    doing (compiling, loading): solver.exact.bounded."""
    from solver.exact.bounded import exact_within
    from ui.cli.clock import started

    out = exact_within(
        variant,
        budget=args.budget,
        began=started(),  # the budget is the whole command's, start-up included
        progress=show_progress(args),
        jobs=args.jobs,
        scheduler=args.scheduler,
    )
    if args.json:
        hidden = ("depths", "lower_pass", "check", "stream")
        print(json.dumps({k: v for k, v in out.items() if k not in hidden}))
    elif out["exact"]:
        print(f"{variant}: {out['fraction']} = {out['exact_solvable']:.9f} of deals are solvable")
    else:
        print(
            f"{variant}: not exact (the exact figure is out of reach here); the solvable "
            f"fraction lies between {out['lower_float']:.9f} and {out['upper_float']:.9f} "
            f"(rigorous bounds: {out['lower']} and {out['upper']})"
        )
    return 0
