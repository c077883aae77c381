"""One compile of a kernel for every process of an install (solver/jit.py): processes that want
the same kernel at once wait for the first one's compile and load it from numba's cache."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from solver import jit
from tests.conftest import REPO_ROOT

# A kernel that calls another (canonical -> transform): both are compiled once in all.
CHILD = """
import numpy as np
from solver import symmetry
from solver.layout import symmetry_tables
t = symmetry_tables(2)
print("ready", flush=True)
symmetry.canonical(np.int64(5), 2, t.row_table, t.row_mask, t.col_mask)
misses = lambda kernel: sum(kernel.stats.cache_misses.values())
hits = lambda kernel: sum(kernel.stats.cache_hits.values())
print(misses(symmetry.canonical), hits(symmetry.canonical),
      misses(symmetry.transform), hits(symmetry.transform), flush=True)
"""


def _children(tmp_path: Path, count: int) -> list[subprocess.Popen[str]]:
    env = {
        **os.environ,
        "NUMBA_CACHE_DIR": str(tmp_path / "kernels"),  # empty: nothing compiled yet
        "TMPDIR": str(tmp_path / "tmp"),  # the lock folder is made under it
        "PYTHONPATH": str(REPO_ROOT),
    }
    (tmp_path / "tmp").mkdir(exist_ok=True)
    return [
        subprocess.Popen([sys.executable, "-c", CHILD], stdout=subprocess.PIPE, text=True, env=env)
        for _ in range(count)
    ]


def test_processes_that_want_one_kernel_at_once_compile_it_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    # Hold the outer kernel's lock until both children are about to call it, so they start
    # compiling together: without the lock both would compile.
    with jit.compile_lock("solver.symmetry.canonical") as held:
        assert held
        children = _children(tmp_path, 2)
        for child in children:
            assert child.stdout is not None
            assert child.stdout.readline().strip() == "ready"
        time.sleep(0.5)  # both are at the lock now (or, slower, will find the kernel cached)
    counts = []
    for child in children:
        out, _ = child.communicate(timeout=300)
        assert child.returncode == 0
        counts.append([int(word) for word in out.split()])
    # canonical: compiled by one (a miss), loaded by the other (a hit); transform, which it
    # calls, compiled by the first only (the second loads canonical with it inside).
    assert sorted(c[0] for c in counts) == [0, 1]
    assert sorted(c[1] for c in counts) == [0, 1]
    assert sum(c[2] for c in counts) == 1
    assert list((tmp_path / "kernels").rglob("*symmetry.canonical*.nbi"))


def test_a_lock_not_given_back_is_passed_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    with jit.compile_lock("some.kernel") as first:
        assert first
        # Another process (another open file: flock locks belong to an open file) waits...
        path = jit.lock_path("some.kernel")
        assert path is not None and path.parent == tmp_path / f"trax-solitaire-jit-{os.getuid()}"
        with path.open("a") as other:
            assert not jit._take(other, wait=0.2)  # ...and, after its wait, goes on unlocked
    with path.open("a") as other:
        assert jit._take(other, wait=0.2)  # given back: taken at once


def test_a_kernel_compiled_inside_its_own_compile_does_not_wait_for_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    with jit.compile_lock("a.kernel") as outer:
        started = time.monotonic()
        with jit.compile_lock("a.kernel", wait=30) as inner:
            assert outer and inner
        assert time.monotonic() - started < 30  # not a duration check: 30 s would be the wait
    with jit.lock_path("a.kernel").open("a") as other:  # type: ignore[union-attr]
        assert jit._take(other, wait=0)


def test_no_shared_folder_means_no_lock(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A lock folder another user made (or made open to all) is not used: kernels compile as
    numba alone would."""
    monkeypatch.setattr("tempfile.tempdir", str(tmp_path))
    folder = tmp_path / f"trax-solitaire-jit-{os.getuid()}"
    folder.mkdir(mode=0o777)
    folder.chmod(0o777)
    assert jit.lock_folder() is None
    with jit.compile_lock("b.kernel") as held:
        assert not held


def test_a_constant_argument_does_not_compile_a_kernel_once_more() -> None:
    """Called from another kernel with a constant, a kernel is compiled for the constant's
    plain type (numba alone compiles it again for that one value)."""

    @jit.njit
    def inner(x, flag):
        return x + 1 if flag else x

    @jit.njit
    def outer(x, flag):
        return inner(x, flag) + inner(x, True) + inner(x, 0)

    assert outer(1, False) == 1 + 2 + 1
    assert len(inner.signatures) == 2  # (int64, bool) and (int64, int64): no literal ones
    assert all("Literal" not in str(sig) for sig in inner.signatures)


def test_a_kernel_that_needs_the_constant_still_gets_it() -> None:
    """Indexing a tuple of mixed types needs the index as a constant: that kernel keeps its
    compile for the constant."""

    @jit.njit
    def pick(pair, i):
        return pair[i]

    @jit.njit
    def use():
        return pick((1, 2.5), 1)

    assert use() == 2.5
    assert any("Literal" in str(sig) for sig in pick.signatures)
