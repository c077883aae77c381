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


# -- issue 33, item 3: compiling is inside the budget, and never waited for -----------------

# Makes every kernel's compile endless, in whichever process compiles (the walk's own, spawned
# by the command): the compile takes its lock (solver.jit), notes its process, kernel and lock
# file, then sleeps. The command must answer at its deadline all the same.
ENDLESS_COMPILE = """
import importlib.abc, importlib.machinery, os, sys, time

class _Endless(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name != "solver.jit":
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            held = module.compile_lock

            def endless(name, wait=module.WAIT):
                with held(name, wait) as got:
                    with open(os.environ["COMPILE_NOTE"], "w") as note:
                        note.write(f"{os.getpid()}\\n{name}\\n{module.lock_path(name)}\\n")
                    time.sleep(3600)
                    yield got

            module.compile_lock = module.contextlib.contextmanager(endless)

        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, _Endless())
"""


def _cold(tmp_path: Path) -> dict[str, str]:
    """Empty caches: numba's, the solver's, and the compile locks' (under TMPDIR)."""
    for name in ("numba", "tables", "tmp"):
        (tmp_path / name).mkdir()
    return {
        "NUMBA_CACHE_DIR": str(tmp_path / "numba"),
        "TRAX_SOLITAIRE_CACHE_DIR": str(tmp_path / "tables"),
        "TMPDIR": str(tmp_path / "tmp"),
    }


def _bounds(result) -> dict:  # noqa: ANN001
    """The answer of a run stopped by its budget: well formed, rigorous bounds."""
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    out = json.loads(result.stdout)
    assert out["exact"] is False and out["stopped_by"] == "budget" and "fraction" not in out
    assert 0 <= Fraction(out["lower"]) <= LOOP_4X4 <= Fraction(out["upper"]) <= 1
    assert out["lower_float"] == float(Fraction(out["lower"]))
    assert out["upper_float"] == float(Fraction(out["upper"]))
    return out


def test_a_compile_that_never_ends_is_not_waited_for(tmp_path: Path) -> None:
    """Issue 33: with an empty numba cache, `--budget 3` took 95 s (compiling under load). A
    compile cannot be cut short, so the walk runs where it can be abandoned: here every
    compile is made endless, and the command still answers, with the bounds it has; the
    process that was compiling is gone and its compile lock free (nothing left held)."""
    import fcntl

    env = {**_cold(tmp_path), "PYTHONPATH": str(tmp_path), "COMPILE_NOTE": str(tmp_path / "n")}
    (tmp_path / "sitecustomize.py").write_text(ENDLESS_COMPILE)
    argv = ["exact-solvable", "--size", "4", "--goal", "loop", "--json", "--no-progress"]
    for budget in ("2", "8", "30"):  # until the compile has begun (imports come first)
        out = _bounds(run(*argv, "--budget", budget, env=env, timeout=600))
        assert (out["lower"], out["upper"]) == ("0", "1")  # no step could be taken
        if (tmp_path / "n").exists():
            break
    pid, kernel, lock = (tmp_path / "n").read_text().splitlines()  # a compile had begun
    assert kernel.startswith("solver.") and not Path(f"/proc/{pid}").exists()
    with open(lock, "a") as handle:  # let go: taken at once
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)


def test_a_cold_run_with_a_small_budget_answers_with_bounds(tmp_path: Path) -> None:
    """Every cache empty, the real compiler: a budget of one second still gets its answer,
    and the caches it leaves are used by the next run (which finds them whole)."""
    env = _cold(tmp_path)
    argv = ["exact-solvable", "--size", "4", "--goal", "loop", "--json", "--no-progress"]
    _bounds(run(*argv, "--budget", "1", env=env, timeout=600))
    assert not list((tmp_path / "tables").glob("*.json"))  # nothing exact was cached
    _bounds(run(*argv, "--budget", "2", env=env, timeout=600))
