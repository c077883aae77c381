"""`--budget` is a promise about the whole command (issue 18, case 11; issue 26, items 8-9).

The walk stops within a chunk of sets of its deadline, the deadline counts from the command's
own start (start-up, imports, compiling and loading the layouts included), and the figures
printed are rigorous bounds around the exact figure. No test here asserts a duration: a
loaded machine could break that (speed is measured in benchmarks/bench_exact.py). Instead each
checks what was done: a deadline already spent before the walk begins leaves the walk its one
first step and no lower-bound pass, whatever the machine's load."""

from __future__ import annotations

import json
import time
from fractions import Fraction
from pathlib import Path

import pytest

from solitaire.variant import Variant
from solver.exact.run import exact_by_sets
from tests.cli_helpers import run

LOOP_4X4 = Fraction(6279197363131, 8796093022208)  # docs/exact-solvable.md
ASLEEP = 10.0  # seconds the command's process spends before Python starts (see _asleep)


def _asleep() -> None:
    """A child's preexec_fn: the forked process waits before it runs Python, as a slow
    start-up (a cold disk, compiling) would; that time is the command's too."""
    time.sleep(ASLEEP)


def test_budget_counts_the_commands_start_up(tmp_path: Path) -> None:
    argv = ["exact-solvable", "--size", "4", "--goal", "loop", "--json", "--no-progress"]
    result = run(
        *argv,
        "--budget",
        "1",
        env={"TRAX_SOLITAIRE_CACHE_DIR": str(tmp_path)},
        timeout=600,
        preexec_fn=_asleep,
    )
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["exact"] is False and out["stopped_by"] == "budget"
    assert out["seconds"] >= ASLEEP  # counted from the start, not from the walk's
    assert Fraction(out["lower"]) <= LOOP_4X4 <= Fraction(out["upper"])
    assert out["lower_float"] == float(Fraction(out["lower"]))
    assert out["upper_float"] == float(Fraction(out["upper"]))


@pytest.mark.parametrize("spent", [True, False])
def test_a_spent_budget_leaves_the_walk_its_first_step(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, spent: bool
) -> None:
    """Begun two hours ago with a budget of one: one tile read, then bounds; begun now with
    the same budget, the 3x3 walk (well under a second of work) finishes exactly."""
    monkeypatch.setenv("TRAX_SOLITAIRE_CACHE_DIR", str(tmp_path))
    began = time.perf_counter() - (7200 if spent else 0)
    out = exact_by_sets(Variant(3, "line"), budget=3600, progress=False, began=began)
    if spent:
        assert out["exact"] is False and out["stopped_by"] == "budget"
        assert [d["depth"] for d in out["depths"]] == [2] and out["seconds"] >= 7200
    else:
        assert out["exact"] is True
