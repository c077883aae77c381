"""First-run and warm whole-process timings (issue 9), each in a fresh process.

    PYTHONPATH=. python benchmarks/bench_cold.py [--runs 5] [--only hint-3x3,app] [--json]

Cold means both caches empty: the solver-table cache (TRAX_SOLITAIRE_CACHE_DIR) and numba's
compiled-code cache. Numba normally keeps that beside the code, in `solver/__pycache__/*.nbi`
and `*.nbc` (or, when that folder is read-only, in ~/.cache/numba); here every cold run points
NUMBA_CACHE_DIR at a new empty folder instead, which numba then uses exclusively, so the
user's own cache is neither used nor destroyed. Warm runs share one table cache and one numba
cache, filled by an untimed first run.

For every case we report the wall-clock time seen from outside and the CPU time (user + system)
of the child process, from resource.getrusage(RUSAGE_CHILDREN). "app first hint" starts the app
offscreen with an empty data folder, asks for a hint as soon as the window is up, and stops the
clock when the hint is on screen.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEAL3 = "NS NE NE SW NS NS NE NE SW"
MOVES3 = "@0:NS A2:NE B1:NE"
DEAL4 = "SW EW NE ES NS NE EW NS SW NS NE SW ES NW NE EW"

COMMANDS = {
    "hint-3x3": ["hint", "--size", "3", "--deal", DEAL3, "--moves", MOVES3],
    "hint-4x4-loop": ["hint", "--size", "4", "--goal", "loop", "--deal", DEAL4, "--moves", "@0"],
    "hint-4x4-line": ["hint", "--size", "4", "--goal", "line", "--deal", DEAL4, "--moves", "@0"],
    "odds-3x3": ["odds", "--size", "3"],
    "show-3x3": ["show", "--size", "3", "--deal", DEAL3, "--moves", MOVES3],
}
# (name, command or "app", cold?, target seconds, extra environment) in the order they are run;
# targets from issue 9. "unshipped" switches the shipped tables off: the path taken when they
# do not match the rules version, which compiles the table builder.
UNSHIPPED = {"TRAX_SOLITAIRE_SHIPPED_TABLES": "0"}
CASES = [
    ("hint-3x3", "hint-3x3", True, 2.0, {}),
    ("hint-4x4-loop", "hint-4x4-loop", True, 8.0, {}),
    ("hint-4x4-line", "hint-4x4-line", True, 15.0, {}),
    ("app", "app", True, 2.0, {}),
    ("hint-3x3", "hint-3x3", False, 0.4, {}),
    ("odds-3x3", "odds-3x3", False, 0.4, {}),
    ("show-3x3", "show-3x3", False, 0.4, {}),
    ("app", "app", False, None, {}),
    ("hint-3x3-unshipped", "hint-3x3", True, None, UNSHIPPED),
]
APP_TIMEOUT = 300.0

# Run in the child for the "app" case: the app as `trax-solitaire` starts it, a hint asked for
# as soon as the window is shown, and a line printed once the hint is on screen.
APP_DRIVER = r"""
import sys
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication
from ui.app.qt_compat import keep_none_alive

keep_none_alive()
QCoreApplication.setOrganizationName("trax-solitaire")
QCoreApplication.setApplicationName("trax-solitaire")
app = QApplication(sys.argv[:1])
app.setStyle("Fusion")
from ui.app.window.main_window import MainWindow

window = MainWindow(resume=True)
window.show()

def shown():
    if getattr(window, "hints", None):
        return True
    return str(getattr(window, "message", "")).startswith("Hint:")

def poll():
    if shown():
        print("hint-shown", flush=True)
        window.close()
        app.quit()
    else:
        QTimer.singleShot(5, poll)

def ask():
    window.commands.act_hint.trigger()
    poll()

QTimer.singleShot(0, ask)
sys.exit(app.exec())
"""


def child_env(
    table_cache: Path, numba_cache: Path, home: Path, extra: dict[str, str]
) -> dict[str, str]:
    env = dict(os.environ, **extra)
    env.update(
        PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
        TRAX_SOLITAIRE_CACHE_DIR=str(table_cache),
        NUMBA_CACHE_DIR=str(numba_cache),
        TRAX_SOLITAIRE_DATA_DIR=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "xdg-data"),
        QT_QPA_PLATFORM=env.get("QT_QPA_PLATFORM", "offscreen"),
    )
    return env


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_once(case: str, env: dict[str, str]) -> tuple[float, float]:
    """(wall seconds, CPU seconds) of one fresh process running the case."""
    if case == "app":
        argv = [sys.executable, "-c", APP_DRIVER]
    else:
        argv = [sys.executable, "-m", "ui", *COMMANDS[case]]
    cpu = children_cpu()
    started = time.perf_counter()
    result = subprocess.run(
        argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=APP_TIMEOUT
    )
    wall = time.perf_counter() - started
    cpu = children_cpu() - cpu
    if result.returncode != 0 or (case == "app" and "hint-shown" not in result.stdout):
        raise SystemExit(f"{case} failed ({result.returncode}):\n{result.stdout}{result.stderr}")
    return wall, cpu


def measure(case: str, cold: bool, runs: int, extra: dict[str, str]) -> dict[str, float]:
    walls, cpus = [], []
    with tempfile.TemporaryDirectory(prefix="trax-bench-cold-") as tmp:
        root = Path(tmp)
        if not cold:  # one untimed run fills both caches
            run_once(case, child_env(root / "tables", root / "numba", root / "home", extra))
        for i in range(runs):
            if cold:
                env = child_env(root / f"tables{i}", root / f"numba{i}", root / f"home{i}", extra)
            else:
                env = child_env(root / "tables", root / "numba", root / f"home{i}", extra)
            wall, cpu = run_once(case, env)
            walls.append(wall)
            cpus.append(cpu)
    return {
        "wall_median": statistics.median(walls),
        "wall_max": max(walls),
        "cpu_median": statistics.median(cpus),
        "runs": runs,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description="Cold and warm whole-process timings.")
    parser.add_argument("--runs", type=int, default=5, help="warm runs per case (default 5)")
    parser.add_argument("--cold-runs", type=int, default=1, help="cold runs per case (default 1)")
    parser.add_argument("--only", default="", help="comma-separated case names")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    only = {name for name in args.only.split(",") if name}
    results = []
    for name, case, cold, target, extra in CASES:
        if only and name not in only:
            continue
        figures = measure(case, cold, args.cold_runs if cold else args.runs, extra)
        label = f"{'cold' if cold else 'warm'} {name}"
        results.append({"case": label, "target": target, **figures})
        goal = f"  target {target:g} s" if target else ""
        print(
            f"{label:<20} wall median {figures['wall_median']:6.2f} s "
            f"(max {figures['wall_max']:6.2f})  CPU median {figures['cpu_median']:6.2f} s  "
            f"[{figures['runs']} run(s)]{goal}",
            flush=True,
        )
    if args.json:
        print(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
