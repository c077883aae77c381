"""Benchmark of the browser's "Was it solvable?" (solver.portable.solve.solve_deal, pure Python):
seeded random deals of each variant, each solved in this process, CPU time per deal.

Run from the repository root:  PYTHONPATH=. python benchmarks/bench_portable_solve.py [DEALS]
The target is every deal (worst case included) under 0.5 s of CPU in CPython, so that Pyodide,
2 to 4 times slower, answers within 2 s. Prints mean and worst per variant as JSON."""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

VARIANTS = ("3x3 line", "4x4 line", "4x4 loop")


def measure(variant_text: str, deals: int, seed: int = 1) -> dict[str, object]:
    from solitaire.deal import random_deal
    from solitaire.variant import Variant
    from solver.portable.solve import solve_deal

    variant = Variant.parse(variant_text)
    rng = random.Random(seed)
    times, solvable = [], 0
    for _ in range(deals):
        deal = random_deal(variant.size, rng)
        start = time.process_time()
        solvable += solve_deal(variant, deal) is not None
        times.append(time.process_time() - start)
    return {
        "variant": variant_text,
        "deals": deals,
        "solvable": solvable,
        "mean_s": round(sum(times) / deals, 4),
        "worst_s": round(max(times), 4),
    }


def main() -> None:
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    for variant in VARIANTS:
        print(json.dumps(measure(variant, deals)))


if __name__ == "__main__":
    main()
