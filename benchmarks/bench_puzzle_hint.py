"""The first open-stack puzzle hint with a cold compile cache (issue 15, item 8), each run in a
fresh process whose NUMBA_CACHE_DIR is a new empty folder (so nothing is compiled yet).

    PYTHONPATH=. python benchmarks/bench_puzzle_hint.py [--runs 1]

"cold hint" asks for the hint at once: it waits for the exact search to compile. "after warm-up"
first lets ui.common.solver_bridge.prepare_puzzle_hints run (what the app does in the background at
start-up and when a puzzle is put on the table), then times the hint the player asks for.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import sys, time
from puzzles.pack import shipped_packs
from ui.common import solver_bridge
puzzle = shipped_packs()[1].puzzles[0]  # a 4x4 puzzle
position = puzzle.new_game().position
if sys.argv[1] == "warm":
    solver_bridge.prepare_puzzle_hints()
began = time.perf_counter()
solver_bridge.winning_hints(position)
print(f"{time.perf_counter() - began:.3f}")
"""


def run(mode: str) -> float:
    with tempfile.TemporaryDirectory(prefix="numba-cold-") as cache:
        env = {**os.environ, "NUMBA_CACHE_DIR": cache, "PYTHONPATH": str(ROOT)}
        out = subprocess.run(
            [sys.executable, "-c", CHILD, mode], env=env, capture_output=True, text=True, check=True
        )
    return float(out.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=1)
    runs = parser.parse_args().runs
    for mode, name in (("cold", "cold hint"), ("warm", "after warm-up")):
        times = [run(mode) for _ in range(runs)]
        print(f"{name:<14} " + " ".join(f"{t:.2f} s" for t in times))


if __name__ == "__main__":
    main()
