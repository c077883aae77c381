"""How well `exact-solvable --budget B` keeps its promise: the whole command's wall time, from
the process's start to its answer, against B (issue 26, item 8; issue 33, item 3: within B + 1 s,
cold and warm). Each run is a fresh process with an empty solver-table cache:

- cold: numba's cache is an empty folder too, so every kernel would have to be compiled
  inside the budget (the command answers at its end all the same, with the bounds it has);
- warm: numba's cache is a folder this benchmark filled first (every kernel the runs use,
  the lower-bound pass's too), so only loading them counts.

    PYTHONPATH=. python benchmarks/bench_budget.py [--goal loop|line] [--budgets 1 3 10]
                                                    [--only cold|warm] [--json]

Prints, per budget and kind, the wall time measured here, the `seconds` the command reports
(counted from its own start), the overrun (wall - B), the bounds and the load. This is a
measurement, not a test: a loaded machine moves it."""

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

# Fills numba's cache (NUMBA_CACHE_DIR) with every kernel a budgeted run uses: a flow stopped
# after its first tile (so the lower-bound pass runs too), then one run to the end.
WARM_UP = """
import sys
from solitaire.variant import Variant
from solver.exact.run import exact_by_sets
variant = Variant(4, sys.argv[1])
exact_by_sets(variant, budget=1e-9, progress=False)
exact_by_sets(variant, budget=None if sys.argv[1] == "loop" else 60, progress=False)
"""


def _env(numba_dir: str, tables: str) -> dict[str, str]:
    env = dict(os.environ, TRAX_SOLITAIRE_CACHE_DIR=tables, NUMBA_CACHE_DIR=numba_dir)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def warm_up(goal: str, numba_dir: str) -> float:
    """Compile every kernel into `numba_dir`; the seconds it took."""
    began = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="bench-budget-tables-") as tables:
        argv = [sys.executable, "-c", WARM_UP, goal]
        subprocess.run(argv, cwd=ROOT, env=_env(numba_dir, tables), check=True)
    return round(time.perf_counter() - began, 1)


def run_once(goal: str, budget: int, numba_dir: str) -> dict[str, float | str | bool]:
    with tempfile.TemporaryDirectory(prefix="bench-budget-tables-") as tables:
        argv = [sys.executable, "-m", "ui", "exact-solvable", "--size", "4", "--goal", goal]
        argv += ["--json", "--no-progress", "--budget", str(budget)]
        began = time.perf_counter()
        done = subprocess.run(
            argv, cwd=ROOT, env=_env(numba_dir, tables), capture_output=True, text=True
        )
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
        "lower": round(out["lower_float"], 6),
        "upper": round(out["upper_float"], 6),
        "load": round(os.getloadavg()[0], 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--goal", choices=("loop", "line"), default="loop")
    parser.add_argument("--budgets", type=int, nargs="+", default=[1, 3, 10])
    parser.add_argument("--only", choices=("cold", "warm"), default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    kinds = [args.only] if args.only else ["cold", "warm"]
    rows: dict[str, list] = {kind: [] for kind in kinds}
    with tempfile.TemporaryDirectory(prefix="bench-budget-warm-numba-") as warm:
        if "warm" in kinds:
            seconds = warm_up(args.goal, warm)
            if not args.json:
                print(f"warm-up (compiling every kernel): {seconds} s", flush=True)
        for budget in args.budgets:
            for kind in kinds:
                with tempfile.TemporaryDirectory(prefix="bench-budget-numba-") as cold:
                    row = run_once(args.goal, budget, cold if kind == "cold" else warm)
                rows[kind].append(row)
                if not args.json:
                    print(
                        f"{kind} --budget {budget}: {row['wall']} s wall (reported "
                        f"{row['reported']} s), overrun {row['overrun']} s, bounds "
                        f"{row['lower']} to {row['upper']}, load {row['load']}",
                        flush=True,
                    )
    if args.json:
        print(json.dumps({"goal": args.goal, "runs": rows}, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
