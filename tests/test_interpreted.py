"""solver.interpreted (issue 25): the clairvoyant search run as plain Python gives exactly the
compiled kernel's answers (the same winning move list, the same legal moves), and a Kernel
switches to the compiled code once it is compiled or its interpreted budget is spent."""

from __future__ import annotations

import random

import numpy as np
import pytest
from numba import njit

from solitaire.deal import random_deal
from solitaire.variant import Variant
from solver import clairvoyant, core
from solver.interpreted import ENV, Kernel, plain


def both(kernel, *args):  # noqa: ANN001, ANN002, ANN201
    """(compiled result, interpreted result) of a kernel, with copies of array arguments."""
    copies = [[a.copy() if isinstance(a, np.ndarray) else a for a in args] for _ in range(2)]
    return (kernel(*copies[0]), copies[0]), (plain(kernel)(*copies[1]), copies[1])


@pytest.mark.parametrize(
    ("size", "goal", "count"), [(3, "line", 60), (4, "loop", 12), (4, "line", 12)]
)
def test_the_interpreted_search_finds_the_compiled_ones_answer(size, goal, count) -> None:
    variant = Variant(size, goal)
    rng = random.Random(25 + size)
    verdicts = set()
    for _ in range(count):
        deal = np.asarray(random_deal(size, rng), dtype=np.int64)
        path = np.zeros((variant.tiles + 1, 3), dtype=np.int64)
        (length, (*_, compiled_path)), (same, (*_, plain_path)) = both(
            clairvoyant.solve_kernel, deal, size, core.goal_code(goal), 0, path
        )
        assert same == length
        assert np.array_equal(plain_path[: max(length, 0)], compiled_path[: max(length, 0)])
        verdicts.add(length >= 0)
    assert verdicts == {True, False} or size == 4  # 3x3 samples hold both verdicts


def test_the_interpreted_move_generator_matches_the_compiled_one() -> None:
    first = clairvoyant._legal_rows(np.int64(0), 3, 0, 2, False)
    keys = [0, *(int(row[4]) for row in first)]  # the empty table and each first move's
    assert len(keys) > 1
    for key in keys:
        for hand in range(6):
            (rows, _), (same, _) = both(clairvoyant._legal_rows, np.int64(key), 3, 0, hand, False)
            assert np.array_equal(rows, same)


def test_a_kernel_runs_interpreted_until_compiled_or_its_budget_is_spent(monkeypatch) -> None:
    monkeypatch.delenv(ENV, raising=False)

    @njit
    def inner(x):  # noqa: ANN001, ANN202
        return x + 1

    @njit
    def outer(x):  # noqa: ANN001, ANN202
        return inner(x) * 2

    kernel = Kernel(outer, budget=1e-9)
    assert not kernel.compiled()
    assert kernel(3) == 8
    assert outer.signatures == [] and inner.signatures == []  # nothing was compiled
    assert kernel.compiled()  # the budget (a nanosecond) is spent: the next call compiles
    assert kernel(4) == 10
    assert outer.signatures

    again = Kernel(outer)  # already compiled in this process: used at once
    assert again.compiled()
    monkeypatch.setenv(ENV, "1")
    assert not again.compiled()
    monkeypatch.setenv(ENV, "0")
    assert Kernel(njit(lambda x: x)).compiled()


def test_solve_and_successors_answer_the_same_either_way(monkeypatch) -> None:
    deal = random_deal(3, random.Random(1))
    monkeypatch.setenv(ENV, "0")
    compiled = clairvoyant.solve(Variant(3, "line"), deal)
    monkeypatch.setenv(ENV, "1")
    assert clairvoyant.solve(Variant(3, "line"), deal) == compiled
    moves = clairvoyant.successors(Variant(3, "line"), 0, deal[0])
    monkeypatch.setenv(ENV, "0")
    assert clairvoyant.successors(Variant(3, "line"), 0, deal[0]) == moves
