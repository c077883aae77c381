"""The levels LLVM's passes optimise the solver's kernels at (solver/jit.py): 1, and 3 for the
exact flows (solver.exact), also when one compiles inside another's compile; every kernel at
the user's NUMBA_OPT where one is set; the kernels kept in numba's cache either way."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO_ROOT

# numba imported before the solver, as a test or another library may. Each time numba builds
# the full optimisation passes of a kernel's code (not its cheap first pass, whose level is
# fixed), the level it builds them at is noted.
CHILD = """
import os, sys
import numba.core.codegen as codegen
import numpy as np
from numba.core import config

levels = []
own = codegen.CPUCodegen._module_pass_manager

def noted(self, **options):
    if "opt" not in options:
        levels.append(int(config.OPT))
    return own(self, **options)

codegen.CPUCodegen._module_pass_manager = noted
from solver.layout import symmetry_tables
t = symmetry_tables(2)
if sys.argv[1] == "symmetry":
    from solver.symmetry import canonical as kernel
    kernel(np.int64(5), 2, t.row_table, t.row_mask, t.col_mask)
else:  # an exact flow's kernel, which calls symmetry's transform
    from solver.exact.sets import canonical_set as kernel
    items, spare = np.array([3, 5, 9], dtype=np.int64), np.zeros(3, dtype=np.int64)
    kernel(items, 3, 2, t.row_table, t.row_mask, t.col_mask, spare, spare.copy())
count = lambda found: sum(found.values())
print(sorted(set(levels)), os.environ.get("NUMBA_OPT", "-"), int(config.OPT),
      count(kernel.stats.cache_misses), count(kernel.stats.cache_hits), sep="|")
"""


def _run(tmp_path: Path, which: str, **env: str) -> list[str]:
    clean = {k: v for k, v in os.environ.items() if k != "NUMBA_OPT"}
    clean |= {"NUMBA_CACHE_DIR": str(tmp_path / "kernels"), "PYTHONPATH": str(REPO_ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", CHILD, which],
        capture_output=True,
        text=True,
        env=clean | env,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().split("|")


def test_kernels_compile_at_level_one_and_are_kept(tmp_path: Path) -> None:
    # The first process compiles (a miss), the second loads it from the cache (a hit); numba's
    # own level (3) is back once it is compiled.
    assert _run(tmp_path, "symmetry") == ["[1]", "-", "3", "1", "0"]
    assert _run(tmp_path, "symmetry") == ["[1]", "-", "3", "0", "1"]  # its wrapper, at 1


def test_an_exact_flow_compiles_at_three_and_what_it_calls_at_one(tmp_path: Path) -> None:
    # Its own kernels at 3, symmetry's transform inside its compile at 1.
    assert _run(tmp_path, "exact") == ["[1, 3]", "-", "3", "1", "0"]
    assert _run(tmp_path, "exact") == ["[3]", "-", "3", "0", "1"]


def test_a_level_the_user_set_holds_for_every_kernel(tmp_path: Path) -> None:
    # 2: neither the solver's level nor numba's, for the exact flow and what it calls alike.
    assert _run(tmp_path, "exact", NUMBA_OPT="2")[:4] == ["[2]", "2", "2", "1"]
