"""Benchmark of the fair-play solver: cold-cache table builds, hint latency, fast play.

Run from the repository root:  PYTHONPATH=. python benchmarks/bench_fairplay.py
Tables are built in a fresh temporary cache directory, with the shipped tables switched off
(TRAX_SOLITAIRE_SHIPPED_TABLES=0), so every build is from a cold cache.
The first build in a process also loads the compiled kernels (numba's own on-disk cache; the
very first run on a machine compiles them, which takes tens of seconds more)."""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from solitaire.deal import random_deal  # noqa: E402
from solitaire.position import Position  # noqa: E402
from solitaire.variant import Variant  # noqa: E402
from solver import cache  # noqa: E402
from solver.tables.service import SHIPPED_ENV_VAR, clear_memory, table_for  # noqa: E402

VARIANTS = (Variant(3, "line"), Variant(4, "line"), Variant(4, "loop"))


def random_positions(variant: Variant, count: int, rng: random.Random) -> list[Position]:
    found: list[Position] = []
    while len(found) < count:
        position = Position(variant, random_deal(variant.size, rng))
        for _ in range(rng.randrange(1, variant.tiles)):
            moves = position.legal_moves()
            if not moves or position.is_decided():
                break
            position.push(rng.choice(moves).move)
        if position.hand is not None and position.legal_moves():
            found.append(position)
    return found


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        os.environ[cache.ENV_VAR] = folder
        os.environ[SHIPPED_ENV_VAR] = "0"
        clear_memory()
        print("cold-cache builds (both lookaheads are built together and cached):")
        for variant in VARIANTS:
            start = time.perf_counter()
            table = table_for(variant, 1)
            took = time.perf_counter() - start
            print(
                f"  {variant!s:9}: {took:6.2f} s  {len(table.codes):>7} canonical layouts  "
                f"win rate la1 {table.win_rate():.12f}  "
                f"la0 {table_for(variant, 0).win_rate():.12f}"
            )
        clear_memory()
        start = time.perf_counter()
        table_for(VARIANTS[0], 1)
        print(f"  3x3 line again, cold cache, kernels loaded: {time.perf_counter() - start:.3f} s")
        for variant in VARIANTS[1:]:
            clear_memory()
            start = time.perf_counter()
            table_for(variant, 1)
            print(f"  {variant} from the disk cache: {time.perf_counter() - start:.3f} s")
        rng = random.Random(2024)
        bench_hints(rng)
        bench_play(rng)


def bench_hints(rng: random.Random) -> None:
    print("hint latency, warm table (move_values: engine legal moves + table look-ups):")
    for variant in VARIANTS:
        table = table_for(variant, 1)
        positions = random_positions(variant, 200, rng)
        table.move_values(positions[0])
        # Fresh copies: the engine caches legal moves per position, a real hint has not.
        positions = [position.copy() for position in positions]
        times = []
        for position in positions:
            start = time.perf_counter()
            table.move_values(position)
            times.append(time.perf_counter() - start)
        fast = []
        for position in [position.copy() for position in positions]:
            start = time.perf_counter()
            table.best_move(position)
            fast.append(time.perf_counter() - start)
        print(
            f"  {variant!s:9}: hint median {statistics.median(times) * 1e3:6.2f} ms, "
            f"max {max(times) * 1e3:6.2f} ms; best_move median "
            f"{statistics.median(fast) * 1e6:6.1f} us"
        )


def bench_play(rng: random.Random) -> None:
    print("optimal fair-play games played by play_deals (compiled):")
    for variant in VARIANTS:
        table = table_for(variant, 1)
        deals = np.array([random_deal(variant.size, rng) for _ in range(20_000)])
        table.play_deals(deals[:10])
        start = time.perf_counter()
        won = table.play_deals(deals)
        took = time.perf_counter() - start
        print(
            f"  {variant!s:9}: {len(deals) / took:9.0f} deals/s, won {won.mean():.4f} "
            f"(exact {table.win_rate():.4f})"
        )


if __name__ == "__main__":
    main()
