"""Start-up time of the app: from launching `python -m ui` to a window on screen.

    PYTHONPATH=. python benchmarks/bench_startup.py [--runs 5]

Each run launches the app offscreen in a fresh process with TRAX_SOLITAIRE_STARTUP_PROBE=1;
the app prints its own figure once the window is shown and the event loop is running, and
quits. We report the wall-clock time seen from outside (the honest figure: interpreter start,
imports, window) and the app's own figure. The budget is 2 seconds."""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUDGET_SECONDS = 2.0


def one_run() -> tuple[float, float]:
    with tempfile.TemporaryDirectory(prefix="trax-startup-") as home:
        env = dict(os.environ)
        env.update(
            QT_QPA_PLATFORM=env.get("QT_QPA_PLATFORM", "offscreen"),
            TRAX_SOLITAIRE_STARTUP_PROBE="1",
            TRAX_SOLITAIRE_DATA_DIR=str(Path(home) / "data"),
            XDG_CONFIG_HOME=str(Path(home) / "config"),
            PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
        )
        started = time.perf_counter()
        result = subprocess.run(
            [sys.executable, "-m", "ui"],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        outside = time.perf_counter() - started
    inside = None
    for line in result.stdout.splitlines():
        if line.startswith("startup-seconds "):
            inside = float(line.split()[1])
    if result.returncode != 0 or inside is None:
        raise SystemExit(f"the app did not report its start-up:\n{result.stdout}\n{result.stderr}")
    return outside, inside


def main() -> int:
    parser = argparse.ArgumentParser(description="Measure the app's start-up time.")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    one_run()  # warm the file cache and bytecode
    runs = [one_run() for _ in range(args.runs)]
    outside = [r[0] for r in runs]
    inside = [r[1] for r in runs]
    median = statistics.median(outside)
    print(
        f"start-up to a shown window, {args.runs} runs: median {median:.3f} s "
        f"(min {min(outside):.3f}, max {max(outside):.3f}); "
        f"in-process median {statistics.median(inside):.3f} s; budget {BUDGET_SECONDS:.1f} s"
    )
    return 0 if median < BUDGET_SECONDS else 1


if __name__ == "__main__":
    raise SystemExit(main())
