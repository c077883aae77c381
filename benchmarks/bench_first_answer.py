"""The solver's first answer on a fresh install (issue 25), each in a fresh process with empty
caches (the solver-table cache and numba's compiled-code cache, as benchmarks/bench_cold.py).

    PYTHONPATH=. python benchmarks/bench_first_answer.py [--settle 30] [--only solve-3x3,...]

- solve-*: the whole `trax-solitaire solve` command, wall time seen from outside (target 3 s).
  The "-compiled" cases force the compiled search (TRAX_SOLITAIRE_INTERPRETED=0): what the
  first solve cost before issue 25, numba compiling the kernels first.
- app-*: the app started offscreen as `trax-solitaire` starts it (its background warm-up
  included), left open for --settle seconds, then asked "Was it solvable?", "Show solution", or
  to Review a game of one move (fair play, and with the whole stack known); the time from the
  click to the answer on screen (target 3 s).
Each line also gives the CPU time of the whole child process (the app's includes its start and
its warm-up).
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_cold import DEAL3, DEAL4, ROOT, child_env  # noqa: E402

SOLVES = {
    "solve-3x3": ["solve", "--size", "3", "--deal", DEAL3],
    "solve-4x4-loop": ["solve", "--size", "4", "--goal", "loop", "--deal", DEAL4],
}
COMPILED = {"TRAX_SOLITAIRE_INTERPRETED": "0"}
# (name, what, extra environment) in the order they are run.
CASES = [
    ("solve-3x3", "solve-3x3", {}),
    ("solve-4x4-loop", "solve-4x4-loop", {}),
    ("app-solvable", "solvable", {}),
    ("app-solution", "solution", {}),
    ("app-review", "review", {}),
    ("app-review-clairvoyant", "review-clairvoyant", {}),
    ("solve-4x4-loop-compiled", "solve-4x4-loop", COMPILED),
]
TARGET = 3.0
TIMEOUT = 600.0

# Run in the child for the app cases: argv[1] the question, argv[2] the seconds to wait first.
# Prints "answered <seconds from the click>" once the answer is on screen.
APP_DRIVER = r"""
import sys, time
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication
from ui.app.qt_compat import keep_none_alive

keep_none_alive()
QCoreApplication.setOrganizationName("trax-solitaire")
QCoreApplication.setApplicationName("trax-solitaire")
app = QApplication(sys.argv[:1])
app.setStyle("Fusion")
from solitaire.position import Position
from ui.app.warmup import warm_up
from ui.app.window.main_window import MainWindow

question, settle = sys.argv[1], float(sys.argv[2])
window = MainWindow(resume=True)
window.show()
warm_up(window)
clicked = [0.0]

def answered():
    said = window.message
    if question == "solvable":
        return said.startswith(("Yes:", "No:"))
    if question == "solution":
        return said.startswith(("Solution:", "No:"))
    dialog = window.review.review_dialog
    return dialog is not None and dialog.analysis is not None

def poll():
    if answered():
        print(f"answered {time.perf_counter() - clicked[0]:.3f}", flush=True)
        window.close()
        app.quit()
    else:
        QTimer.singleShot(5, poll)

def ask():
    clicked[0] = time.perf_counter()
    if question == "solvable":  # what the menu item calls (it is enabled once a game ends)
        window.solver.ask_solvable()
    elif question == "solution":
        window.solver.show_solution()
    else:
        game = window.game
        first = Position(game.variant, game.deal).legal_moves()[0].move
        clear = question == "review-clairvoyant"
        window.review.open_review(game.variant, game.deal, [first], clairvoyant=clear)
    poll()

QTimer.singleShot(int(settle * 1000), ask)
sys.exit(app.exec())
"""


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_case(what: str, extra: dict[str, str], settle: float) -> tuple[float, float]:
    """(seconds to the answer, CPU seconds of the whole child), in a fresh process with empty
    caches."""
    with tempfile.TemporaryDirectory(prefix="trax-bench-first-") as tmp:
        root = Path(tmp)
        env = child_env(root / "tables", root / "numba", root / "home", extra)
        if what in SOLVES:
            argv = [sys.executable, "-m", "ui", *SOLVES[what]]
        else:
            argv = [sys.executable, "-c", APP_DRIVER, what, str(settle)]
        cpu = children_cpu()
        started = time.perf_counter()
        done = subprocess.run(
            argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=TIMEOUT
        )
        wall = time.perf_counter() - started
        cpu = children_cpu() - cpu
    if done.returncode != 0:
        raise SystemExit(f"{what} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    if what in SOLVES:
        return wall, cpu
    said = [line for line in done.stdout.splitlines() if line.startswith("answered ")]
    if not said:
        raise SystemExit(f"{what}: no answer\n{done.stdout}{done.stderr}")
    return float(said[-1].split()[1]), cpu


def main() -> int:
    parser = argparse.ArgumentParser(description="The solver's first answer, cold.")
    parser.add_argument("--settle", type=float, default=30.0, help="app open first (30 s)")
    parser.add_argument("--only", default="", help="comma-separated case names")
    args = parser.parse_args()
    only = {name for name in args.only.split(",") if name}
    for name, what, extra in CASES:
        if only and name not in only:
            continue
        seconds, cpu = run_case(what, extra, args.settle)
        print(
            f"cold {name:<24} {seconds:6.2f} s  (process CPU {cpu:6.2f} s; target {TARGET:g} s)",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
