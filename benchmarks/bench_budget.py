"""How well `exact-solvable --budget B` keeps its promise: the whole command's wall time, from
the process's start to its answer, against B (issue 26, item 8). Each run is a fresh process
with an empty solver-table cache; "cold" runs also start with an empty numba cache, so
compiling every kernel falls inside the budget too.

    PYTHONPATH=. python benchmarks/bench_budget.py [--goal loop|line] [--budgets 1 3 10]
                                                    [--cold] [--json]

Prints, per budget, the wall time measured here, the `seconds` the command reports (counted
from its own start) and the overrun (wall - B): the walk stops within a chunk of sets of the
deadline, but a first step is always taken, so a budget shorter than start-up plus one tile
is overrun by that much. This is a measurement, not a test: a loaded machine moves it."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_once(goal: str, budget: int, numba_dir: str | None) -> dict[str, float]:
    with tempfile.TemporaryDirectory(prefix="bench-budget-tables-") as tables:
        env = dict(os.environ, TRAX_SOLITAIRE_CACHE_DIR=tables)
        if numba_dir:
            env["NUMBA_CACHE_DIR"] = numba_dir
        env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
        argv = [sys.executable, "-m", "ui", "exact-solvable", "--size", "4", "--goal", goal]
        argv += ["--json", "--no-progress", "--budget", str(budget)]
        began = time.perf_counter()
        done = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, check=False)
        wall = time.perf_counter() - began
    if done.returncode != 0:
        raise SystemExit(f"bench_budget: the child exited {done.returncode}: {done.stderr}")
    out = json.loads(done.stdout)
    return {
        "budget": budget,
        "wall": round(wall, 2),
        "reported": out["seconds"],
        "overrun": round(wall - budget, 2),
        "exact": out["exact"],
        "load": round(os.getloadavg()[0], 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--goal", choices=("loop", "line"), default="loop")
    parser.add_argument("--budgets", type=int, nargs="+", default=[1, 3, 10])
    parser.add_argument("--cold", action="store_true", help="an empty numba cache each run")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = []
    for budget in args.budgets:
        with tempfile.TemporaryDirectory(prefix="bench-budget-numba-") as numba_dir:
            rows.append(run_once(args.goal, budget, numba_dir if args.cold else None))
        if not args.json:
            row = rows[-1]
            print(
                f"--budget {budget}: {row['wall']} s wall (reported {row['reported']} s), "
                f"overrun {row['overrun']} s, load {row['load']}",
                flush=True,
            )
    if args.json:
        print(json.dumps({"goal": args.goal, "cold": args.cold, "runs": rows}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
