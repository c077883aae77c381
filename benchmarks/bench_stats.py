"""Whole-process `stats` throughput: --jobs 2 against --scheduler on a 2-worker local Dask cluster.

Run from the repository root:  PYTHONPATH=. python benchmarks/bench_stats.py [--deals K]
Each figure is one `python -m ui stats ...` process from start to exit (tables and kernels
already in their disk caches: a first run builds them). The cluster (2 worker processes, one
thread each) is started before the timing; its workers load kernels and tables on their first
task, inside the timing, as the pool's processes do.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

VARIANTS = (("4", "loop"), ("4", "line"))


def run_stats(size: str, goal: str, deals: int, extra: list[str]) -> float:
    """Seconds for one whole `stats` process."""
    argv = [sys.executable, "-m", "ui", "stats", "--size", size, "--goal", goal]
    argv += ["--deals", str(deals), "--no-progress", "--json", *extra]
    start = time.perf_counter()
    subprocess.run(argv, check=True, capture_output=True, env=os.environ.copy())
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=30000)
    parser.add_argument(
        "--rounds", type=int, default=1, help="repeat, alternating which runs first (busy machines)"
    )
    args = parser.parse_args()
    from statistics import median

    from distributed import LocalCluster

    for size, goal in VARIANTS:
        run_stats(size, goal, 1000, ["--jobs", "1"])  # tables and kernels into the caches
    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
    ) as cluster:
        ratios: dict[tuple[str, str], list[float]] = {v: [] for v in VARIANTS}
        for round_ in range(args.rounds):
            for size, goal in VARIANTS:
                runs = {
                    "jobs": ["--jobs", "2"],
                    "dask": ["--scheduler", cluster.scheduler_address],
                }
                order = list(runs) if round_ % 2 == 0 else list(reversed(runs))
                seconds = {name: run_stats(size, goal, args.deals, runs[name]) for name in order}
                local, dask = seconds["jobs"], seconds["dask"]
                ratios[(size, goal)].append(dask / local)
                print(
                    f"stats {size}x{size} {goal}, {args.deals} deals: --jobs 2 "
                    f"{args.deals / local:6.0f} deals/s ({local:.1f} s); 2-worker Dask "
                    f"{args.deals / dask:6.0f} deals/s ({dask:.1f} s); "
                    f"Dask/jobs time {dask / local:.2f}",
                    flush=True,
                )
        if args.rounds > 1:
            for (size, goal), each in ratios.items():
                print(f"{size}x{size} {goal}: median Dask/jobs time {median(each):.2f}")


if __name__ == "__main__":
    main()
