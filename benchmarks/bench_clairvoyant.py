"""Benchmarks of the clairvoyant solver, the exact 3x3 walk and `stats`.

Run from the repository root:  PYTHONPATH=. python benchmarks/bench_clairvoyant.py [--deals K]
Figures depend on the machine and its load; numba compilation is excluded (warm-up first).
"""

from __future__ import annotations

import argparse
import os
import random
import time

# The compiled search, not the interpreted first answers of solver/interpreted.py (which would
# run the first 2 s of each measurement in Python, 15 times slower on 3x3).
os.environ.setdefault("TRAX_SOLITAIRE_INTERPRETED", "0")

from solitaire.deal import random_deal  # noqa: E402
from solitaire.variant import Variant  # noqa: E402
from solver.clairvoyant import is_solvable, solve  # noqa: E402
from solver.exact.levels import exact_solvable  # noqa: E402
from solver.measure import measure  # noqa: E402


def bench_solves(variant: Variant, deals: int) -> None:
    rng = random.Random(2024)
    sample = [random_deal(variant.size, rng) for _ in range(deals)]
    solve(variant, sample[0])  # compile or load the numba cache outside the timing
    start, cpu = time.perf_counter(), time.process_time()
    solvable = sum(is_solvable(variant, deal) for deal in sample)
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    # CPU time too: on a shared machine the wall clock also measures the neighbours.
    print(
        f"solve {variant}: {deals / elapsed:7.0f} solves/s wall, {deals / cpu:7.0f} per CPU s "
        f"({1e3 * cpu / deals:.3f} CPU ms/deal, {solvable / deals:.3f} solvable)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=3000, help="deals per solve benchmark")
    parser.add_argument("--stats-deals", type=int, default=10000, help="deals for stats")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()

    bench_solves(Variant(3, "line"), args.deals * 3)
    bench_solves(Variant(4, "line"), args.deals)
    bench_solves(Variant(4, "loop"), args.deals)

    for jobs in (1, args.jobs):
        start = time.perf_counter()
        fraction = exact_solvable(Variant(3, "line"), jobs=jobs)
        print(
            f"exact 3x3 line solvable fraction: {fraction} = {float(fraction):.9f} "
            f"in {time.perf_counter() - start:.1f} s (--jobs {jobs}, no cache)"
        )

    for variant in (Variant(4, "loop"), Variant(4, "line")):
        start = time.perf_counter()
        result = measure(
            variant,
            args.stats_deals,
            seed=1,
            jobs=args.jobs,
            progress=False,
            exact=lambda v, j: None,
        )
        elapsed = time.perf_counter() - start
        lo, hi = result["solvable"]["ci95"]
        print(
            f"stats {variant} --jobs {args.jobs}: {args.stats_deals / elapsed:.0f} deals/s "
            f"(solvable {result['solvable']['rate']:.4f}, 95% CI {lo:.4f}-{hi:.4f}, "
            f"optimal {'not measured' if result['optimal'] is None else result['optimal']})"
        )


if __name__ == "__main__":
    main()
