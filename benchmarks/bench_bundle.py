"""The standalone app's size and start-up (issue 17), each timing a fresh process of the bundled
executable run as a player without Python would (`env -i` with only HOME, PATH=/usr/bin:/bin,
QT_QPA_PLATFORM=offscreen). Build the bundle first (`python tools/bundle.py`).

    python benchmarks/bench_bundle.py [--bundle dist/trax-solitaire] [--runs 3] [--json]

Cold means a new empty HOME (no numba kernels compiled yet, no player's files); warm runs share
one HOME after an untimed first run. "app" starts the app with TRAX_SOLITAIRE_STARTUP_PROBE=1 and
stops when its window is on screen with the board painted. For every case: the wall-clock time
seen from outside and the child's CPU time (user + system).
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEAL = "NS NE NE SW NS NS NE NE SW"
CASES = {
    "version": ["--version"],
    "app": [],
    "hint": ["hint", "--deal", DEAL, "--moves", "@0:NS A2:NE B1:NE"],
    "solve": ["solve", "--deal", DEAL],
}


def timed(program: Path, home: Path, words: list[str]) -> tuple[float, float]:
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen"}
    env["LANG"] = "C.UTF-8"
    if not words:
        env["TRAX_SOLITAIRE_STARTUP_PROBE"] = "1"
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    subprocess.run([str(program), *words], env=env, cwd=home, check=True, capture_output=True)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def size(folder: Path) -> int:
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "trax-solitaire")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    program = args.bundle / "trax-solitaire"
    results: dict[str, object] = {"megabytes": round(size(args.bundle) / 1e6)}
    with tempfile.TemporaryDirectory() as scratch:
        warm_home = Path(scratch) / "warm"
        warm_home.mkdir()
        for name, words in CASES.items():
            cold = []
            for run in range(args.runs):
                home = Path(scratch) / f"cold-{name}-{run}"
                home.mkdir()
                cold.append(timed(program, home, words))
            timed(program, warm_home, words)  # fills the warm HOME's caches
            warm = [timed(program, warm_home, words) for _ in range(args.runs)]
            for label, runs in (("cold", cold), ("warm", warm)):
                results[f"{name} {label}"] = {
                    "wall_median": round(statistics.median(w for w, _ in runs), 2),
                    "cpu_median": round(statistics.median(c for _, c in runs), 2),
                }
    if args.json:
        print(json.dumps(results, indent=1))
    else:
        print(f"bundle: {results.pop('megabytes')} MB")
        for name, figures in results.items():
            wall, cpu = figures["wall_median"], figures["cpu_median"]
            print(f"{name:14} {wall:6.2f} s wall  {cpu:6.2f} s CPU")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
