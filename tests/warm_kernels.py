"""Compile the solver's kernels once, before the tests need them (run by tests/conftest.py at
the start of a run with several workers, in the background, one process per family).

In a fresh clone numba has no compiled kernels yet (it keeps them in solver/__pycache__), and
four test workers and their children starting at once each compiled the same kernels for
themselves: minutes of CPU repeated. This runs one small case of each family of kernels the
tests use, so that numba compiles each once and saves it; the tests then load them. It only
saves time: whatever it fails to compile, the tests compile as before, and it writes no file
the tests read (its tables go to a temporary folder of its own).

Run: python tests/warm_kernels.py exact|play"""

from __future__ import annotations

import contextlib
import io
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def exact() -> None:
    from solitaire.variant import Variant
    from solver.exact.flow import run_flow
    from solver.exact.numbered_flow import run_id_flow
    from solver.exact.run import Plan, exact_by_sets

    two = Variant(2, "line")
    run_flow(two)
    run_flow(two, split=1)
    run_flow(Variant(3, "line"), split=5)
    run_id_flow(two, split=2)
    exact_by_sets(two, progress=False, plan=Plan(None, stream=(1, 2), chunks=3))


def play() -> None:
    from solitaire.deal import deal_from_number
    from solitaire.variant import Variant
    from solver.measure import measure
    from solver.play_count import count_plays, find_solution
    from solver.tables.seeing.store import seeing_table
    from ui.cli import main

    three = Variant(3, "line")
    measure(Variant(2, "line"), 20, seed=1, jobs=1, progress=False, exact=lambda v, j: None)
    deal = deal_from_number(3, 1)
    count_plays(three, deal)
    find_solution(three, deal)
    seeing_table(Variant(2, "line"), 2).exact_win_rate()
    with contextlib.redirect_stdout(io.StringIO()):  # a 2x2 table is built, not shipped
        main(["hint", "--size", "2", "--deal", "NS NS NS NS", "--json"])


if __name__ == "__main__":
    import os

    family = {"exact": exact, "play": play}[sys.argv[1]]
    with tempfile.TemporaryDirectory(prefix="trax-warm-") as scratch:
        os.environ["TRAX_SOLITAIRE_CACHE_DIR"] = scratch
        os.environ["TRAX_SOLITAIRE_DATA_DIR"] = scratch
        family()
