"""The value of seeing ahead (issue 16): the exact curves, each case in a fresh process.

    PYTHONPATH=. python benchmarks/bench_seeing.py [--only curve-3x3,line-2] [--warm] [--json]

Cold (the default) means both caches empty: a new TRAX_SOLITAIRE_CACHE_DIR (no tables) and a
new NUMBA_CACHE_DIR (the kernels compile from scratch), as in benchmarks/bench_cold.py. With
--warm the kernels come from a shared numba cache filled by an untimed first run (the tables
are still built). For each case: CPU time (user + system of the child, from getrusage), wall
time, the child's peak memory, and the exact values it printed. Targets (issue 16): the 3x3
curve, all nine values, under 30 s CPU cold; 4x4 lookahead 2 within 8 GB.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# name -> (variant size, goal, lookaheads, target CPU seconds or None)
CASES = {
    "curve-3x3": (3, "line", list(range(9)), 30.0),
    "loop-2": (4, "loop", [0, 1, 2], None),
    "loop-5": (4, "loop", [5], None),
    "line-2": (4, "line", [0, 1, 2], None),
    "line-3": (4, "line", [3], None),
    "line-4": (4, "line", [4], None),
    "hint-3x3-k2": (3, "line", [2], None),
}

CHILD = """
import json, sys, time
from solitaire.variant import Variant
from solver.tables.service import seeing_table
size, goal, ks, hint = json.loads(sys.argv[1])
variant = Variant(size, goal)
out = {}
for k in ks:
    table = seeing_table(variant, k)
    out[k] = str(table.exact_win_rate())
if hint:
    from solitaire.deal import parse_deal
    from solitaire.position import Position
    position = Position(variant, parse_deal("NS NE NE SW NS NS NE NE SW", 3), ["@0:NS", "A2:NE"])
    began = time.perf_counter()
    for _ in range(100):
        table.exact_move_values(position)
    out["hint_ms"] = (time.perf_counter() - began) * 10
import resource
out["peak_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)  # Linux: KiB
print(json.dumps(out))
"""


def run(name: str, numba_dir: str | None) -> dict:
    size, goal, ks, target = CASES[name]
    with tempfile.TemporaryDirectory() as tables, tempfile.TemporaryDirectory() as fresh:
        env = dict(os.environ, TRAX_SOLITAIRE_CACHE_DIR=tables, PYTHONPATH=str(ROOT))
        env["NUMBA_CACHE_DIR"] = numba_dir or fresh
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        began = time.perf_counter()
        arg = json.dumps([size, goal, ks, name.startswith("hint")])
        done = subprocess.run(
            [sys.executable, "-c", CHILD, arg], env=env, capture_output=True, text=True, check=True
        )
        wall = time.perf_counter() - began
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    values = json.loads(done.stdout)
    return {
        "case": name,
        "peak_mb": values.pop("peak_mb"),
        "cpu_s": round(cpu, 2),
        "wall_s": round(wall, 2),
        "target_cpu_s": target,
        "values": values,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default=",".join(CASES), help="comma-separated case names")
    parser.add_argument("--warm", action="store_true", help="kernels from a shared numba cache")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    names = [n for n in args.only.split(",") if n]
    with tempfile.TemporaryDirectory() as shared:
        if args.warm:
            run("hint-3x3-k2", shared)  # fills the shared numba cache, untimed
        results = [run(name, shared if args.warm else None) for name in names]
    if args.json:
        print(json.dumps(results, indent=1))
        return
    for r in results:
        target = f" (target {r['target_cpu_s']:g} s)" if r["target_cpu_s"] else ""
        print(
            f"{r['case']:<12} CPU {r['cpu_s']:7.2f} s{target}  wall {r['wall_s']:7.2f} s  "
            f"peak {r['peak_mb']} MiB  {r['values']}"
        )


if __name__ == "__main__":
    main()
