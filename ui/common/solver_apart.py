"""Building a fair-play table (lookahead 0 and 1) in a child process, for ui/solver_bridge.

The build's compiled passes (solver/tables/build.py) and numba's compiling or loading of them
hold the interpreter lock for long stretches: in the app's own process the window would stop
answering for up to seconds at a time (benchmarks/bench_window_stall.py, the build-* cases).
The child builds the table and writes it to the disk cache (the one the app reads: the child
has the app's environment), reporting each stage of the build on its standard output; the app
then reads the table from the disk cache as if it had been stored all along.

No Qt here: this runs in the app's worker threads."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from collections.abc import Callable

from solitaire.variant import Variant

# report(stage, done, total, elapsed seconds): stage "" until the child's first report (numba
# loading or compiling the build), then solver.tables.build's "layouts" and "values".
Report = Callable[[str, int, int, float], None]

_CHILD = """
import sys
from solitaire.variant import Variant
from solver.tables.service import table_for

def report(stage, done, total):
    print(stage, done, total, flush=True)

table_for(Variant(int(sys.argv[1]), sys.argv[2]), 1, report)
"""

# One build at a time in the app (the warm-up and a hint may both ask for the same table).
_BUILDING = threading.Lock()


def build_apart(
    variant: Variant,
    report: Report | None,
    cancel: threading.Event | None,
    stored: Callable[[], bool],
) -> str:
    """Build the fair-play tables of a variant in a child process, which leaves them in the
    disk cache, unless `stored()` says they are there by the time no other build runs.
    Returns "built" (the child finished; whether its file could be written the caller sees by
    reading it), "stored", "failed" (the child stopped with an error) or "cancelled" (`cancel`
    was set: the child is stopped)."""
    while not _BUILDING.acquire(timeout=0.2):
        if cancel is not None and cancel.is_set():
            return "cancelled"
    try:
        if stored():
            return "stored"
        return _run_child(variant, report, cancel)
    finally:
        _BUILDING.release()


def _run_child(variant: Variant, report: Report | None, cancel: threading.Event | None) -> str:
    argv = [sys.executable, "-c", _CHILD, str(variant.size), variant.goal]
    child = subprocess.Popen(
        argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, bufsize=1
    )
    latest = [("", 0, 0)]  # the reader thread replaces the one item
    reader = threading.Thread(target=_read_reports, args=(child, latest), daemon=True)
    reader.start()
    started = time.monotonic()
    try:
        while child.poll() is None:
            if cancel is not None and cancel.is_set():
                return "cancelled"
            if report is not None:
                report(*latest[0], time.monotonic() - started)
            time.sleep(0.25)
    finally:
        if child.poll() is None:
            child.kill()
        child.wait()
        reader.join(timeout=1.0)
    if child.returncode != 0:
        return "failed"
    if report is not None:  # the child's last stage (its end), however short the build was
        report(*latest[0], time.monotonic() - started)
    return "built"


def _read_reports(child: subprocess.Popen, latest: list[tuple[str, int, int]]) -> None:
    """Keep the child's last "stage done total" line (its standard output, until it ends)."""
    assert child.stdout is not None
    for line in child.stdout:
        parts = line.split()
        if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
            latest[0] = (parts[0], int(parts[1]), int(parts[2]))
