"""Measurements: Wilson intervals, the exact fraction, stats reproducibility, Dask, the CLI."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from solitaire.deal import deal_probability, format_deal, random_deal
from solitaire.variant import Variant
from solver.clairvoyant import is_solvable
from solver.exact.levels import exact_solvable, solvable_by_levels
from solver.measure import deal_for, measure
from solver.wilson import Z95, wilson_interval
from ui.cli import main


def test_wilson_known_values():
    # 0 of n: the upper end has the closed form z^2 / (n + z^2).
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and hi == pytest.approx(Z95**2 / (10 + Z95**2))
    lo, hi = wilson_interval(5, 10)  # the textbook example: 0.2366 to 0.7634
    assert (round(lo, 4), round(hi, 4)) == (0.2366, 0.7634)
    lo, hi = wilson_interval(10, 10)
    assert hi == 1.0 and lo == pytest.approx(1 - Z95**2 / (10 + Z95**2))
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(11, 10)


def test_exact_2x2_equals_enumeration_of_every_deal():
    variant = Variant(2, "line")
    brute = sum(
        deal_probability(d)
        for d in itertools.product(range(6), repeat=4)
        if is_solvable(variant, d)
    )
    assert float(exact_solvable(variant)) == pytest.approx(brute, abs=1e-12)
    assert exact_solvable(variant, symmetry=False) == exact_solvable(variant)
    assert exact_solvable(variant, jobs=2) == exact_solvable(variant)


def test_level_walk_agrees_with_dfs_on_random_3x3_deals():
    variant = Variant(3, "line")
    rng = random.Random(21)
    verdicts = set()
    for _ in range(1000):  # 3000 proved nothing more: one deal in nine is unsolvable
        deal = random_deal(3, rng)
        verdict = is_solvable(variant, deal)
        assert solvable_by_levels(variant, deal) == verdict, format_deal(deal)
        verdicts.add(verdict)
    assert verdicts == {True, False}


def test_deal_for_depends_only_on_seed_and_index():
    assert deal_for(4, 7, 123) == deal_for(4, 7, 123)
    assert deal_for(4, 7, 123) != deal_for(4, 8, 123)
    assert len({deal_for(3, 1, i) for i in range(50)}) > 45


def test_stats_reproducible_across_job_counts():
    variant = Variant(4, "loop")
    one = measure(variant, 1500, seed=5, jobs=1, progress=False)
    two = measure(variant, 1500, seed=5, jobs=2, progress=False)
    assert one == two
    assert one["deals"] == 1500  # exact_solvable: tests/test_stats_per_deal.py


def test_stats_starts_workers_only_for_work_that_pays(monkeypatch) -> None:
    """Unless told, a worker process only for each second of work (one costs about 0.65
    CPU-seconds and half a second to start): 1,000 3x3 deals are played in this process."""
    from solver import measure as measuring
    from solver import parallel

    started = []
    monkeypatch.setattr(parallel, "process_pool", lambda workers: started.append(workers))
    monkeypatch.setattr(measuring, "exact_solvable_fraction", lambda variant, jobs: None)
    assert measure(Variant(3, "line"), 1000, seed=2, progress=False)["deals"] == 1000
    assert started == []
    three, loop4 = Variant(3, "line"), Variant(4, "loop")
    counts = (1, 1000, 30000, 60000, 10**12)  # deals: 30,000 3x3 deals make about a second
    assert [measuring.default_jobs(three, n, 2) for n in counts] == [1, 1, 1, 2, 2]
    assert [measuring.default_jobs(loop4, n, 8) for n in (3000, 3500, 7000, 10**6)] == [1, 1, 2, 8]


def test_stats_interval_contains_exact_3x3(tmp_path, monkeypatch, walk3):
    monkeypatch.setenv("TRAX_SOLITAIRE_CACHE_DIR", str(tmp_path))
    from solver.exact.cache import cached_exact_solvable

    cached_exact_solvable.cache_clear()
    # The walk (seconds) is the run's one walk, checked elsewhere; here what `stats` does with it.
    monkeypatch.setattr("solver.exact.levels.exact_solvable", lambda variant, jobs=1: walk3)
    result = measure(Variant(3, "line"), 2000, seed=1, jobs=1, progress=False)
    lo, hi = result["solvable"]["ci95"]
    assert lo <= result["exact_solvable"] <= hi
    assert result["exact_solvable"] == float(walk3)
    assert list(tmp_path.iterdir())  # the exact figure was cached for the next run
    cached_exact_solvable.cache_clear()


def test_stats_through_dask_local_cluster():
    import distributed  # a test dependency: CI runs this against a real local cluster

    variant = Variant(3, "line")
    with distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=False,
        protocol="tcp",
        host="127.0.0.1",
        dashboard_address=None,
    ) as cluster:
        remote = measure(
            variant,
            1200,
            seed=3,
            scheduler=cluster.scheduler_address,
            progress=False,
            exact=lambda v, j: None,
        )
    local = measure(variant, 1200, seed=3, jobs=1, progress=False, exact=lambda v, j: None)
    assert remote == local


def test_optimal_rate_with_fairplay_policy():
    result = measure(Variant(3, "line"), 100, seed=2, jobs=1, progress=False)
    assert result["optimal"] is not None
    assert result["optimal"]["rate"] <= result["solvable"]["rate"]


def test_cli_solve_json(capsys, vectors):
    case = next(c for c in vectors["cases"] if c["solvable"] and c["size"] == 3)
    assert main(["solve", "--size", "3", "--goal", "line", "--deal", case["deal"], "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"solvable", "solution"} and out["solvable"] is True
    unsolvable = next(c for c in vectors["cases"] if not c["solvable"])
    argv = ["solve", "--size", str(unsolvable["size"]), "--goal", unsolvable["goal"]]
    assert main([*argv, "--deal", unsolvable["deal"], "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"solvable": False, "solution": None}
    assert main([*argv, "--deal", unsolvable["deal"]]) == 0
    assert "unsolvable" in capsys.readouterr().out


def test_cli_stats_json_shape(capsys):
    argv = ["stats", "--size", "4", "--goal", "line", "--deals", "40", "--jobs", "1", "--json"]
    assert main([*argv, "--no-progress"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"deals", "seed", "solvable", "optimal", "exact_solvable", "exact_fraction"}
    assert out["deals"] == 40 and out["seed"] == 1
    assert set(out["solvable"]) == {"rate", "ci95"} and len(out["solvable"]["ci95"]) == 2


def test_cli_exact_solvable_json(capsys, monkeypatch, tmp_path):
    # 2x2 is walked in the command's own process (milliseconds: a process of its own would
    # cost more); 3x3 in one of its own (tests/test_robust_interrupts.py).
    def no_process(*args: object) -> None:
        raise AssertionError("a process was started for a 2x2 walk")

    monkeypatch.setattr("solver.parallel.start_process", no_process)
    monkeypatch.setenv("TRAX_SOLITAIRE_CACHE_DIR", str(tmp_path))  # nothing kept yet: walked
    from solver.exact.cache import cached_exact_solvable

    cached_exact_solvable.cache_clear()  # nor known to this process
    assert main(["exact-solvable", "--size", "2", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["exact_solvable"] == pytest.approx(float(exact_solvable(Variant(2, "line"))))
    assert list(tmp_path.glob("exact-2x2-line-*.json"))  # and kept


@pytest.mark.parametrize(
    "argv",
    [
        ["solve", "--size", "3", "--deal", "NS NE"],
        ["solve", "--size", "3", "--deal", "NS NE NE SW NS NS NE NE XX"],
        ["solve", "--size", "3", "--goal", "loop", "--deal", "NS NE NE SW NS NS NE NE SW"],
        ["solve", "--size", "5", "--deal", " ".join(["NS"] * 25)],
        ["stats", "--size", "3", "--deals", "0"],
        ["stats", "--size", "3", "--deals", "10", "--jobs", "0"],
        ["stats", "--size", "9", "--deals", "10"],
        ["exact-solvable", "--size", "5"],
    ],
)
def test_cli_bad_input_exits_2(capsys, argv):
    assert main(argv) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"trax-solitaire {argv[0]}:")


def test_optimal_count_matches_the_engine_following_the_table():
    """The compiled playout behind `stats` against the engine playing the table's best move
    to the end, deal by deal."""
    from solitaire.position import Position
    from solver.tables.service import table_for

    variant = Variant(3, "line")
    deals = 80
    result = measure(variant, deals, seed=4, jobs=1, progress=False, exact=lambda v, j: None)
    table = table_for(variant, 1)
    won = 0
    for index in range(deals):
        pos = Position(variant, deal_for(3, 4, index))
        while pos.outcome().status == "playing" and not pos.outcome().decided:
            pos.push(table.best_move(pos))
        won += pos.outcome().status == "won"
    assert 0 < won < deals
    assert result["optimal"]["rate"] == won / deals
    lo, hi = result["optimal"]["ci95"]
    assert lo <= won / deals <= hi


@given(st.integers(1, 10**6).flatmap(lambda n: st.tuples(st.integers(0, n), st.just(n))))
def test_wilson_contains_the_observed_rate(pair):
    successes, trials = pair
    lo, hi = wilson_interval(successes, trials)
    assert 0.0 <= lo <= successes / trials <= hi <= 1.0
