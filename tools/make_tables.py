"""Regenerate the fair-play tables shipped as package data (solver/data/*.npz).

    PYTHONPATH=. python tools/make_tables.py [--variant 3x3-line] [--check]

Each file holds one variant's table with both lookaheads, built from scratch by solver.tables.build
(never read from a cache), with the current rules version and a checksum; see
solver.tables.shipped. Run it after any change that bumps solver.cache.RULES_VERSION or the
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

from solitaire.variant import STANDARD_VARIANTS  # noqa: E402
from solver.tables.service import shipped_matches_build, write_shipped  # noqa: E402

NAMES = {f"{v.size}x{v.size}-{v.goal}": v for v in STANDARD_VARIANTS}


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
            ok = shipped_matches_build(variant)
            status |= not ok
            print(f"{name}: {'matches a fresh build' if ok else 'DIFFERS or missing'}")
            continue
        path, layouts = write_shipped(variant)
        seconds = time.perf_counter() - started
        print(f"{name}: {layouts} layouts -> {path} ({path.stat().st_size} bytes, {seconds:.1f} s)")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
