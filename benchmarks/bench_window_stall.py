"""Does the window stay responsive while a hint table is read from the disk cache?

    PYTHONPATH=. python benchmarks/bench_window_stall.py [--case line-3] [--runs 3] [--json]
        [--cache-dir DIR]

Each run starts the app's MainWindow offscreen (QT_QPA_PLATFORM=offscreen) in a fresh process
with the table on disk but not in memory (cold in the process; the file itself is likely in the
operating system's page cache). The player's preference "Tiles shown ahead" is set to the
case's k, a new game of the case's variant starts, and H asks for a hint. A 10 ms QTimer on the
GUI thread records every tick until the hint is answered: the longest gap between two ticks is
the longest time the window could not repaint or answer input. The same figure over the idle
second before H is printed beside it: the machine's own noise. The run also checks that the
status bar said "Loading the hints…" and that the hint came. Target: the longest gap well
under 100 ms.

Cases: line-3, line-2, loop-3 read the 4x4 lookahead tables (k=3 line: 280 MB); line-1 the
shipped fair-play table; line-1-cached and line-0-cached switch the shipped tables off
(TRAX_SOLITAIRE_SHIPPED_TABLES=0) and read the fair-play table from the disk cache.
build-2x2-line-1 (2x2 line, not shipped), build-3x3-line-1 and build-line-1 (3x3 and 4x4 line,
shipped tables off) give
each run a new empty table cache, so the hint builds the fair-play table while the window
runs; numba's own compiled-code cache stays as it is (warm after the first run).

The tables are read from the normal disk cache (TRAX_SOLITAIRE_CACHE_DIR if set, else the
user's cache folder, as the app finds them), or from --cache-dir. A table missing there is
built first in a separate process under `nice -n 10` (4x4 line k=3: a few minutes and about
1 GB of memory, once), untimed. The player's data and preferences live in a new temporary
folder for each run.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# name -> (size, goal, k, extra environment)
UNSHIPPED = {"TRAX_SOLITAIRE_SHIPPED_TABLES": "0"}  # the fair-play table from the disk cache
CASES = {
    "line-3": (4, "line", 3, {}),
    "line-2": (4, "line", 2, {}),
    "loop-3": (4, "loop", 3, {}),
    "line-1": (4, "line", 1, {}),
    "line-1-cached": (4, "line", 1, UNSHIPPED),
    "line-0-cached": (4, "line", 0, UNSHIPPED),
    "build-2x2-line-1": (2, "line", 1, {}),
    "build-3x3-line-1": (3, "line", 1, UNSHIPPED),
    "build-line-1": (4, "line", 1, UNSHIPPED),
}
# Cases whose table is built during the hint: each run gets a new empty table cache.
BUILT_CASES = ("build-2x2-line-1", "build-3x3-line-1", "build-line-1")

BUILD = """
import sys
from solitaire.variant import Variant
from solver.tables.service import table_for
table_for(Variant(int(sys.argv[1]), sys.argv[2]), int(sys.argv[3]))
"""

STORED = """
import sys
from solitaire.variant import Variant
from solver.tables.service import is_stored
print(int(is_stored(Variant(int(sys.argv[1]), sys.argv[2]), int(sys.argv[3]))))
"""

CHILD = """
import json, sys, time
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

size, goal, k = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
QCoreApplication.setOrganizationName("trax-solitaire")
QCoreApplication.setApplicationName("trax-solitaire")
app = QApplication([])
from solitaire.game import Game
from solitaire.variant import Variant
from ui.common import solver_bridge
from ui.app.window.main_window import MainWindow

window = MainWindow()
window.resize(1040, 760)
window.show()
variant = Variant(size, goal)
assert not solver_bridge.table_loaded(variant, k)
window.settings.prefs.tiles_ahead = k  # Preferences > Tiles shown ahead
window.start_game(Game.from_number(variant, 7), source="number")
assert window.session.lookahead == k

ticks, messages = [], []
window.runner.progress.connect(lambda message, fraction: messages.append(message))
timer = QTimer()
timer.setInterval(10)
timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
out = {}


def ask() -> None:
    out["asked"] = time.perf_counter()
    ticks.append(out["asked"])
    window.solver.hint()  # what H does


def check() -> None:
    if window.session.hints is None:
        if time.perf_counter() - out["asked"] > 600:
            out["timeout"] = True
            app.quit()
        return
    out["answered"] = time.perf_counter()
    app.quit()


timer.start()
QTimer.singleShot(1200, ask)  # the window has settled; the second before is the idle figure
poll = QTimer()
poll.setInterval(10)
poll.timeout.connect(lambda: "asked" in out and check())
poll.start()
app.exec()
idle = [t for t in ticks if out["asked"] - 1.0 <= t <= out["asked"]]
ticks = [t for t in ticks if t >= out["asked"]]
gaps = [b - a for a, b in zip(ticks, ticks[1:])]
worst = max(range(len(gaps)), key=gaps.__getitem__)
print(json.dumps({
    "longest_gap_ms": round(1000 * gaps[worst], 1),
    "longest_gap_ends_s": round(ticks[worst + 1] - out["asked"], 2),
    "idle_longest_gap_ms": round(1000 * max(b - a for a, b in zip(idle, idle[1:])), 1),
    "gaps_over_50_ms": sum(g > 0.05 for g in gaps),
    "answer_s": round(out.get("answered", float("nan")) - out["asked"], 2),
    "ticks": len(ticks),
    "loading_shown": any(m.startswith(("Loading the hints", "Preparing hints")) for m in messages),
    "hints": len(window.session.hints or []),
    "timeout": out.get("timeout", False),
}))
"""


def ensure_table(env: dict[str, str], size: int, goal: str, k: int) -> None:
    """Build the table into the cache (untimed, niced) unless it is stored there already."""
    argv = [sys.executable, "-c", STORED, str(size), goal, str(k)]
    stored = subprocess.run(argv, env=env, capture_output=True, text=True, check=True)
    if stored.stdout.strip() == "1":
        return
    print(f"building {size}x{size} {goal} k={k} into the cache first (untimed)…", flush=True)
    build = ["nice", "-n", "10", sys.executable, "-c", BUILD, str(size), goal, str(k)]
    subprocess.run(build, env=env, check=True)


def one_run(env: dict[str, str], size: int, goal: str, k: int, empty_cache: bool = False) -> dict:
    with tempfile.TemporaryDirectory(prefix="trax-stall-") as home:
        if empty_cache:  # nothing stored: the hint builds the table
            env = dict(env, TRAX_SOLITAIRE_CACHE_DIR=str(Path(home) / "cache"))
        run_env = dict(
            env,
            QT_QPA_PLATFORM=env.get("QT_QPA_PLATFORM", "offscreen"),
            TRAX_SOLITAIRE_DATA_DIR=str(Path(home) / "data"),
            XDG_CONFIG_HOME=str(Path(home) / "config"),
        )
        argv = [sys.executable, "-c", CHILD, str(size), goal, str(k)]
        done = subprocess.run(argv, cwd=ROOT, env=run_env, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"the app's run failed:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--case", choices=sorted(CASES), action="append")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--cache-dir", type=Path, help="the table cache (default: the app's)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    if args.cache_dir is not None:
        env["TRAX_SOLITAIRE_CACHE_DIR"] = str(args.cache_dir.resolve())
    results = []
    for name in args.case or ["line-3", "line-2"]:
        size, goal, k, extra = CASES[name]
        case_env = dict(env, **extra)
        built = name in BUILT_CASES
        if not built:
            ensure_table(case_env, size, goal, k)
        runs = [one_run(case_env, size, goal, k, built) for _ in range(args.runs)]
        gaps = [r["longest_gap_ms"] for r in runs]
        result = {
            "case": name,
            "longest_gap_ms": max(gaps),
            "median_longest_gap_ms": statistics.median(gaps),
            "answer_s": statistics.median(r["answer_s"] for r in runs),
            "idle_longest_gap_ms": max(r["idle_longest_gap_ms"] for r in runs),
            "loading_shown": all(r["loading_shown"] for r in runs),
            "answered": all(r["hints"] > 0 and not r["timeout"] for r in runs),
            "runs": runs,
        }
        results.append(result)
        if not args.json:
            print(
                f"{name}: longest gap {result['longest_gap_ms']:.0f} ms (median of runs "
                f"{result['median_longest_gap_ms']:.0f} ms; idle window before: "
                f"{result['idle_longest_gap_ms']:.0f} ms), hint after {result['answer_s']:.2f} s, "
                f"progress shown: {result['loading_shown']}, answered: {result['answered']}",
                flush=True,
            )
    if args.json:
        print(json.dumps(results, indent=2))
    return 0 if all(r["answered"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
