"""Whole-process timings of `exact-solvable --size 4` (issue 16), each run in a fresh process.

    PYTHONPATH=. python benchmarks/bench_exact.py [--goal loop|line] [--runs 3] [--cold 1]
                                                   [--root DIR] [--json]

Every run starts with an empty solver-table cache (TRAX_SOLITAIRE_CACHE_DIR: no cached result,
no checkpoint; the shipped fair-play tables are used as in any install). "cold" runs also start
with an empty numba cache (NUMBA_CACHE_DIR pointed at a new folder, so the user's own cache is
neither used nor touched) and so include compiling every kernel; "warm" runs share one numba
cache, filled by an untimed first run: the figure to compare with a compiled program.

Each run reports the child's CPU time (user + system), wall time and peak memory, from
os.wait4, and the load average before and after (the machine may be shared: CPU time is less
affected by load than wall time, but not immune). The exact fraction printed is checked against
the known one. `--root DIR` runs another checkout's code (say, an older commit's worktree) for
a before/after comparison under the same load.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from fractions import Fraction
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KNOWN = {
    "loop": Fraction(6279197363131, 8796093022208),
    "line": Fraction(2196061226061, 2199023255552),
}


def run_once(root: Path, goal: str, numba_dir: str) -> dict[str, float]:
    """One fresh process with an empty table cache; its CPU, wall, peak memory and load."""
    with tempfile.TemporaryDirectory(prefix="bench-exact-tables-") as tables:
        env = dict(os.environ, TRAX_SOLITAIRE_CACHE_DIR=tables, NUMBA_CACHE_DIR=numba_dir)
        env["PYTHONPATH"] = str(root) + os.pathsep + env.get("PYTHONPATH", "")
        argv = [sys.executable, "-m", "ui", "exact-solvable", "--size", "4", "--goal", goal]
        argv += ["--json", "--no-progress"]
        load = os.getloadavg()[0]
        t0 = time.perf_counter()
        child = subprocess.Popen(argv, cwd=root, env=env, stdout=subprocess.PIPE, text=True)
        out = child.stdout.read() if child.stdout else ""
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - t0
        child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"bench_exact: the child exited {child.returncode}")
    fraction = Fraction(json.loads(out)["fraction"])
    if fraction != KNOWN[goal]:
        raise SystemExit(f"bench_exact: 4x4 {goal} gave {fraction}, not {KNOWN[goal]}")
    return {
        "cpu": round(usage.ru_utime + usage.ru_stime, 2),
        "wall": round(wall, 2),
        "peak_mb": round(usage.ru_maxrss / 1024),  # kilobytes on Linux
        "load_before": round(load, 2),
        "load_after": round(os.getloadavg()[0], 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--goal", choices=sorted(KNOWN), default="loop")
    parser.add_argument("--runs", type=int, default=3, help="warm runs (numba cache filled)")
    parser.add_argument("--cold", type=int, default=1, help="cold runs (empty numba cache)")
    parser.add_argument("--root", type=Path, default=ROOT, help="the checkout to run")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    rows = []
    for _ in range(args.cold):
        with tempfile.TemporaryDirectory(prefix="bench-exact-numba-") as numba_dir:
            rows.append({"kind": "cold", **run_once(args.root, args.goal, numba_dir)})
            _print(rows[-1], args.json)
    with tempfile.TemporaryDirectory(prefix="bench-exact-numba-") as numba_dir:
        if args.runs:
            run_once(args.root, args.goal, numba_dir)  # untimed: fills the numba cache
        for _ in range(args.runs):
            rows.append({"kind": "warm", **run_once(args.root, args.goal, numba_dir)})
            _print(rows[-1], args.json)
    if args.json:
        print(json.dumps({"goal": args.goal, "root": str(args.root), "runs": rows}, indent=1))
    return 0


def _print(row: dict, quiet: bool) -> None:
    if not quiet:
        print(
            f"{row['kind']}: {row['cpu']} s CPU, {row['wall']} s wall, {row['peak_mb']} MiB peak,"
            f" load {row['load_before']} -> {row['load_after']}",
            flush=True,
        )


if __name__ == "__main__":
    raise SystemExit(main())
