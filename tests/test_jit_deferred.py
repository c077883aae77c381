"""numba imported only when a kernel is first wanted (solver/jit.py): a deal solved by the
interpreter never imports it; the first kernel wanted makes every kernel and puts each in its
stand-in's place, so that compiled kernels call each other; a stand-in travels by pickle."""

from __future__ import annotations

import os
import pickle
import subprocess
import sys

from tests.conftest import REPO_ROOT

CHILD = """
import sys
import numpy as np
from solitaire.deal import parse_deal
from solitaire.variant import Variant
from solver import clairvoyant, core
kinds = lambda: (type(core.new_board).__name__, type(clairvoyant.solve_kernel).__name__)
deal = parse_deal("NS NE NE SW NS NE NE SW NW", 3)
variant = Variant(3, "line")
first = clairvoyant.solve(variant, deal)  # interpreted: one deal, numba not wanted
print("numba" in sys.modules, *kinds())
goal = core.goal_code(variant.goal)
deals = np.asarray([list(deal)], dtype=np.int64)
many = clairvoyant._solvable_many(deals, 3, goal)  # compiled: it calls solve_kernel, compiled
print("numba" in sys.modules, *kinds())
print(bool(many[0]) == (first is not None), clairvoyant._solvable_many.signatures != [])
"""


def test_numba_waits_for_the_first_kernel_wanted() -> None:
    # The kernels are the install's own (numba's cache shared by the run: compiled once).
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT), "TRAX_SOLITAIRE_INTERPRETED": ""}
    done = subprocess.run(
        [sys.executable, "-c", CHILD], capture_output=True, text=True, env=env, timeout=600
    )
    assert done.returncode == 0, done.stderr
    before, after, agreed = done.stdout.splitlines()
    assert before == "False Deferred Deferred"
    assert after == "True CPUDispatcher CPUDispatcher"  # made, and put in the stand-ins' place
    assert agreed == "True True"


def test_a_stand_in_travels_by_pickle_as_its_kernel() -> None:
    from solver import symmetry

    kernel = symmetry.canonical
    assert pickle.loads(pickle.dumps(kernel)) is symmetry.canonical
