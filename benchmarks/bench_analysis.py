"""Benchmark of the post-game analysis (solver/analysis.py): a finished game of each variant.

Run from the repository root:  PYTHONPATH=. python benchmarks/bench_analysis.py
Each variant is measured in a fresh process (cold: importing the solver, loading the table
shipped with the package or cached on disk, then analysing; no compiler is needed), then again
in the same process (warm: the table in memory). The tables are built first if missing; the
target is a finished 4x4 game in under 0.5 s once they are built."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

VARIANTS = ("3x3 line", "4x4 line", "4x4 loop")
GAMES = 20


def finished_game(variant_text: str, seed: int) -> tuple[str, list[str]]:
    """A deal played to its end by the fair-play policy (every decision has a choice)."""
    from solitaire.deal import format_deal, random_deal
    from solitaire.position import Position
    from solitaire.variant import Variant
    from solver.tables.service import table_for

    variant = Variant.parse(variant_text)
    table = table_for(variant, 1)
    rng = random.Random(seed)
    deal = random_deal(variant.size, rng)
    position = Position(variant, deal)
    while position.hand is not None and position.legal_moves():
        position.push(table.best_move(position))
    return format_deal(deal), [str(m) for m in position.moves]


def child(variant_text: str) -> None:
    """In a fresh process: the games come on stdin; the first analysis is timed from before the
    first import (cold: imports and the table, shipped or cached), the others warm."""
    start = time.perf_counter()
    from solitaire.deal import parse_deal
    from solitaire.variant import Variant
    from solver.analysis import analyse
    from solver.tables.service import table_for

    imported = time.perf_counter()
    games = json.loads(sys.stdin.read())
    variant = Variant.parse(variant_text)
    table_for(variant, 1)
    loaded = time.perf_counter()
    deal, moves = games[0]
    analyse(variant, parse_deal(deal, variant.size), moves)
    cold = time.perf_counter() - start
    parts = [imported - start, loaded - imported, time.perf_counter() - loaded]
    warm = []
    for deal, moves in games[1:]:
        begin = time.perf_counter()
        analyse(variant, parse_deal(deal, variant.size), moves)
        warm.append(time.perf_counter() - begin)
    print(json.dumps({"cold": cold, "parts": parts, "warm": warm}))


def main() -> None:
    import os

    print("analysing a finished game (fresh process per variant; tables shipped or cached on disk)")
    for text in VARIANTS:
        games = [finished_game(text, seed) for seed in range(GAMES + 1)]  # builds tables once
        moves = sum(len(m) for _, m in games) / len(games)
        launched = time.perf_counter()
        out = subprocess.run(
            [sys.executable, __file__, "--child", text],
            input=json.dumps(games),
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        ).stdout
        whole = time.perf_counter() - launched
        r = json.loads(out.strip().splitlines()[-1])
        warm = sorted(r["warm"])
        print(
            f"  {text:9}: cold {r['cold']:.3f} s = imports {r['parts'][0]:.3f} + table "
            f"loaded {r['parts'][1]:.3f} + analysis {r['parts'][2]:.3f} (whole process "
            f"{whole:.2f} s); warm median {warm[len(warm) // 2] * 1e3:.1f} ms, "
            f"max {warm[-1] * 1e3:.1f} ms ({len(warm)} games, {moves:.1f} moves each)"
        )


def review_window() -> None:
    """The Review window offscreen, 4x4 line, table in memory: how long the GUI thread is held
    by opening it, and how long until the analysis is on screen."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from solitaire.deal import parse_deal
    from solitaire.move import parse_moves
    from solitaire.variant import Variant
    from ui.app.dialogs.review import ReviewDialog
    from ui.common import solver_bridge

    app = QApplication.instance() or QApplication([])
    variant = Variant(4, "line")
    solver_bridge.prepare_table(variant, build=True)
    held, shown = [], []
    for seed in range(1, 11):
        deal, moves = finished_game(str(variant), seed)
        start = time.perf_counter()
        dialog = ReviewDialog(variant, parse_deal(deal, 4), parse_moves(" ".join(moves)))
        dialog.show()
        app.processEvents()
        held.append(time.perf_counter() - start)
        while dialog.analysis is None and dialog.error is None:
            app.processEvents()
        app.processEvents()
        shown.append(time.perf_counter() - start)
        dialog.close()
    held.sort()
    shown.sort()
    print(
        f"  Review window, 4x4 line (table in memory): open {held[5] * 1e3:.0f} ms median "
        f"(max {held[-1] * 1e3:.0f}), analysis on screen {shown[5] * 1e3:.0f} ms median "
        f"(max {shown[-1] * 1e3:.0f}) over {len(held)} games"
    )


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--child":
        child(sys.argv[2])
    else:
        main()
        review_window()
