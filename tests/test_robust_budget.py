"""Issue 18, case 11: `--budget` is a promise. `exact-solvable --size 4 --goal loop --budget B`
ran 5.9 to 29.8 s for B = 1 and 32.6 s for B = 20 (a depth was only checked after it was read,
and the lower-bound pass got a second on top). Now the walk stops within a chunk of sets of
the deadline, and the figures printed are rigorous bounds around the exact figure."""

from __future__ import annotations

import json
import time
from fractions import Fraction
from pathlib import Path

import pytest

from tests.cli_helpers import run

LOOP_4X4 = Fraction(6279197363131, 8796093022208)  # docs/exact-solvable.md
STARTUP = 8.0  # seconds to start Python, import numpy and numba and load the kernels, loaded


@pytest.mark.parametrize("budget", [1, 3])  # the whole walk takes about 7 s of CPU
def test_budget_stops_the_4x4_loop_walk_in_time(tmp_path: Path, budget: int) -> None:
    argv = ["exact-solvable", "--size", "4", "--goal", "loop", "--json", "--no-progress"]
    began = time.monotonic()
    result = run(
        *argv, "--budget", str(budget), env={"TRAX_SOLITAIRE_CACHE_DIR": str(tmp_path)}, timeout=300
    )
    took = time.monotonic() - began
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["exact"] is False and out["stopped_by"] == "budget"
    assert out["seconds"] <= budget + 2.5  # a second or two, on a loaded machine
    assert took <= budget + STARTUP
    assert Fraction(out["lower"]) <= LOOP_4X4 <= Fraction(out["upper"])
    assert out["lower_float"] == float(Fraction(out["lower"]))
    assert out["upper_float"] == float(Fraction(out["upper"]))
