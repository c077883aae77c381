"""Subcommands `solve`, `stats` and `exact-solvable` (registered through solver.commands)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from solitaire.deal import parse_deal
from solitaire.errors import TraxError
from solitaire.variant import GOALS, Variant


def _variant_args(parser: argparse.ArgumentParser, sizes: str = "2 to 4") -> None:
    parser.add_argument("--size", type=int, required=True, help=f"board size ({sizes})")
    parser.add_argument("--goal", choices=GOALS, default="line", help="line (default) or loop")
    parser.add_argument("--json", action="store_true", help="print JSON")


def register(subcommands: argparse._SubParsersAction) -> None:
    solve = subcommands.add_parser(
        "solve", help="solve a deal with the whole stack known (clairvoyant)"
    )
    _variant_args(solve)
    solve.add_argument("--deal", required=True, help='orientations top first, e.g. "NS ES NW ..."')
    solve.set_defaults(handler=run_solve)

    stats = subcommands.add_parser(
        "stats", help="sampled solvable and optimal-play win rates with 95%% intervals"
    )
    _variant_args(stats)
    stats.add_argument("--deals", type=int, required=True, help="number of random deals")
    stats.add_argument("--seed", type=int, default=None, help="seed (default 1)")
    stats.add_argument("--jobs", type=int, default=None, help="worker processes (default all)")
    stats.add_argument(
        "--scheduler", default=None, help="Dask scheduler address, e.g. tcp://h:8786"
    )
    stats.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    stats.set_defaults(handler=run_stats)

    exact = subcommands.add_parser(
        "exact-solvable", help="the exact solvable fraction over every deal (sizes 2 to 4)"
    )
    _variant_args(exact, "2 to 4")
    exact.add_argument("--jobs", type=int, default=1, help="processes (up to 2 are used)")
    exact.add_argument(
        "--budget",
        type=float,
        default=3600.0,
        help="4x4: seconds to spend before settling for bounds (default 3600)",
    )
    exact.add_argument("--no-progress", action="store_true", help="no progress bar on stderr")
    exact.set_defaults(handler=run_exact)


def _variant(args: argparse.Namespace) -> Variant:
    return Variant(args.size, args.goal.lower())


def run_solve(args: argparse.Namespace) -> int:
    from solver.clairvoyant import solve

    variant = _variant(args)
    deal = parse_deal(args.deal, variant.size)
    solution = solve(variant, deal)
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


def run_stats(args: argparse.Namespace) -> int:
    from solver.measure import DEFAULT_SEED, measure

    variant = _variant(args)
    if args.jobs is not None and args.jobs < 1:
        raise TraxError("--jobs must be at least 1")
    seed = DEFAULT_SEED if args.seed is None else args.seed
    result = measure(
        variant,
        args.deals,
        seed=seed,
        jobs=args.jobs,
        scheduler=args.scheduler,
        progress=not args.no_progress,
    )
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{variant}: {result['deals']} deals, seed {result['seed']}")
    print(f"solvable (clairvoyant): {_interval(result['solvable'])}")
    print(f"won by optimal play:    {_interval(result['optimal'])}")
    if result["exact_solvable"] is not None:
        print(f"exact solvable:         {result['exact_solvable']:.6f}")
    return 0


def run_exact(args: argparse.Namespace) -> int:
    from solver.exact_cache import cached_exact_solvable

    variant = _variant(args)
    if variant.size > 3:
        return _run_exact_sets(args, variant)
    value = cached_exact_solvable(variant, max(1, args.jobs))
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
    """4x4: the set flow of solver.exact_run; exact, or rigorous bounds when out of budget."""
    from solver.exact_run import exact_by_sets

    if variant.size > 4:
        raise TraxError(f"exact fractions are computed for sizes 2 to 4, not {variant.size}")
    if not args.budget > 0:
        raise TraxError("--budget must be a positive number of seconds")
    out = exact_by_sets(variant, budget=args.budget, progress=not args.no_progress)
    if args.json:
        print(json.dumps({k: v for k, v in out.items() if k != "depths"}))
    elif out["exact"]:
        print(f"{variant}: {out['fraction']} = {out['exact_solvable']:.9f} of deals are solvable")
    else:
        print(
            f"{variant}: NOT EXACT - out of time; the solvable fraction lies between "
            f"{out['lower_float']:.9f} and {out['upper_float']:.9f} (rigorous bounds)"
        )
    return 0
