"""Regenerate the fair-play tables shipped as package data (solver/data/*.npz).

    PYTHONPATH=. python tools/make_tables.py [--variant 3x3-line] [--check]

Each file holds one variant's table with both lookaheads, built from scratch by solver.build
(never read from a cache), with the current rules version and a checksum; see
solver.tables_shipped. Run it after any change that bumps solver.cache.RULES_VERSION or the
table format: the tests compare every shipped file with a fresh build and fail until then.
With --check nothing is written; the exit status is 1 if a shipped file differs from a fresh
build or is missing.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from solitaire.variant import STANDARD_VARIANTS, Variant  # noqa: E402
from solver import tables_shipped  # noqa: E402
from solver.build import solve  # noqa: E402

NAMES = {f"{v.size}x{v.size}-{v.goal}": v for v in STANDARD_VARIANTS}


def matches(variant: Variant) -> bool:
    """Whether the shipped file equals a fresh build, bit for bit."""
    shipped = tables_shipped.load(variant, tables_shipped.path_for(variant))
    if shipped is None:
        return False
    fresh = solve(variant)
    return all(
        np.array_equal(shipped[name], getattr(fresh, name))
        for name in ("codes", "offsets", "w0", "v0")
    )


def main() -> int:
    parser = argparse.ArgumentParser(description="Regenerate the shipped fair-play tables.")
    parser.add_argument("--variant", choices=sorted(NAMES), action="append", help="default: all")
    parser.add_argument("--check", action="store_true", help="compare only, write nothing")
    args = parser.parse_args()
    status = 0
    for name in args.variant or sorted(NAMES):
        variant = NAMES[name]
        started = time.perf_counter()
        if args.check:
            ok = matches(variant)
            status |= not ok
            print(f"{name}: {'matches a fresh build' if ok else 'DIFFERS or missing'}")
            continue
        solution = solve(variant)
        path = tables_shipped.write(
            variant, solution.codes, solution.offsets, solution.w0, solution.v0
        )
        seconds = time.perf_counter() - started
        print(
            f"{name}: {len(solution.codes)} layouts -> {path} "
            f"({path.stat().st_size} bytes, {seconds:.1f} s)"
        )
    return status


if __name__ == "__main__":
    raise SystemExit(main())
