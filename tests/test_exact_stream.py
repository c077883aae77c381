"""The streamed, chunked finish of the exact set flow (solver.exact.stream, solver.exact.chunks)
against enumeration, the level walk and the stored-and-merged flow."""

from __future__ import annotations

import json
import time
from fractions import Fraction

import numpy as np
import pytest

from solitaire.variant import Variant
from solver.exact import chunks as exact_chunks
from solver.exact.chunks import Job, load_work, make_work, save_work, solve_chunk
from solver.exact.facts import layout_facts
from solver.exact.flow import States, advance, run_flow
from solver.exact.run import Plan, exact_by_sets
from solver.exact.suffix import finish
from solver.exact.tables import exact_tables
from tests.test_exact_sets import enumerate_all


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("TRAX_SOLITAIRE_CACHE_DIR", str(tmp_path))
    exact_chunks._WORK.clear()


@pytest.mark.parametrize("goal", ["line", "loop"])
def test_2x2_streamed_equals_enumeration_of_every_deal(goal):
    variant = Variant(2, goal)
    out = exact_by_sets(variant, progress=False, plan=Plan(None, stream=(1, 2), chunks=3))
    assert out["exact"] is True and Fraction(out["fraction"]) == enumerate_all(variant)
    assert out["stream"]["chunks_done"] == out["stream"]["chunks"] >= 1


@pytest.mark.parametrize("stream", [(2, 7), (3, 6), (5, 7), (6, 7)])
def test_3x3_streamed_equals_the_level_walk(stream, tmp_path, walk3):
    variant = Variant(3, "line")
    out = exact_by_sets(variant, progress=False, plan=Plan(None, stream=stream, chunks=7))
    assert out["exact"] is True and Fraction(out["fraction"]) == walk3
    assert out["lower"] == out["upper"] == out["fraction"]
    assert out["stream"]["chunks"] > 1
    assert [p.name for p in tmp_path.iterdir()] == [p.name for p in tmp_path.glob("*.json")]


def _sets(states: States, lo: int, hi: int) -> States:
    a, b = states.offs[lo], states.offs[hi]
    return States(states.depth, states.offs[lo : hi + 1] - a, states.items[a:b], states.mass[lo:hi])


def test_a_4x4_loop_chunk_equals_the_merged_flow_finished_by_bitsets():
    """A chunk of 4x4 loop sets after 7 tiles, streamed to the bitsets of 10 tiles, solves
    exactly the mass that storing, merging and finishing the same sets at 10 tiles solves."""
    variant = Variant(4, "loop")
    flow = run_flow(variant, until=7)
    assert flow.stopped_by == "until" and flow.states.depth == 7
    states = flow.states
    job = Job(4, "loop", 7, 10, None, "test")
    work = make_work(job, states)
    exact_chunks._WORK[job] = work
    lo, hi = 1000, 1100
    solved, lost, _, sets, layouts = solve_chunk(job, lo, hi)
    chunk = _sets(states, lo, hi)
    assert solved + lost == int(chunk.mass.sum()) * 8 ** (16 - 7)
    tables = exact_tables(layout_facts(variant))
    merged, won = chunk, 0
    while merged.depth < 10:
        merged, s, _ = advance(merged, tables)
        won += s * 8 ** (16 - merged.depth)
    won += finish(merged.offs, merged.items, merged.mass, 10, tables)[0]
    assert solved == won and 0 < solved < solved + lost
    assert sets > hi - lo and layouts > sets  # sets were walked to 10 tiles and finished there


def test_a_killed_run_resumes_with_the_missing_chunks(monkeypatch, tmp_path, walk3):
    variant = Variant(3, "line")
    plan = Plan(None, stream=(3, 6), chunks=6)
    calls = []
    real = exact_chunks.solve_chunk

    def killed_after_two(job, lo, hi):
        if len(calls) == 2:
            raise KeyboardInterrupt  # the run is stopped during its third chunk
        calls.append((lo, hi))
        return real(job, lo, hi)

    monkeypatch.setattr(exact_chunks, "solve_chunk", killed_after_two)
    with pytest.raises(KeyboardInterrupt):
        exact_by_sets(variant, progress=False, plan=plan)
    (saved,) = tmp_path.glob("*-chunks.json")
    assert len(json.loads(saved.read_text())["done"]) == 2
    first = list(calls)
    calls.clear()
    monkeypatch.setattr(exact_chunks, "solve_chunk", lambda *a: calls.append(a[1:]) or real(*a))
    done = exact_by_sets(variant, progress=False, plan=plan)
    assert done["exact"] is True and Fraction(done["fraction"]) == walk3
    assert len(calls) == done["stream"]["chunks"] - 2 and not set(calls) & set(first)
    assert not list(tmp_path.glob("*-chunks.json"))  # finished: nothing left to resume


def test_out_of_budget_in_the_stream_gives_bounds_from_the_chunks_done(monkeypatch, walk3):
    variant = Variant(3, "line")
    plan = Plan(None, stream=(3, 6), chunks=6)

    class LateClock:  # the chunks see an hour pass as soon as they start
        @staticmethod
        def perf_counter() -> float:
            return time.perf_counter() + 3600

    monkeypatch.setattr(exact_chunks, "time", LateClock)
    out = exact_by_sets(variant, budget=1800, progress=False, plan=plan)
    assert out["exact"] is False and out["stopped_by"] == "budget" and "fraction" not in out
    assert out["stream"]["chunks_done"] == 1 < out["stream"]["chunks"]
    assert Fraction(out["lower"]) < walk3 < Fraction(out["upper"])


def test_a_chunks_file_that_does_not_add_up_is_redone(tmp_path, capsys, monkeypatch, walk3):
    variant = Variant(3, "line")
    plan = Plan(None, stream=(3, 6), chunks=4)
    real = exact_chunks.solve_chunk

    def killed_after_one(job, lo, hi):
        monkeypatch.setattr(exact_chunks, "solve_chunk", lambda *a: (_ for _ in ()).throw(OSError))
        return real(job, lo, hi)

    monkeypatch.setattr(exact_chunks, "solve_chunk", killed_after_one)
    with pytest.raises(OSError):
        exact_by_sets(variant, progress=False, plan=plan)
    monkeypatch.setattr(exact_chunks, "solve_chunk", real)
    (saved,) = tmp_path.glob("*-chunks.json")
    data = json.loads(saved.read_text())
    key = next(iter(data["done"]))
    data["done"][key][0] = str(int(data["done"][key][0]) + 1)  # one more deal "solved"
    saved.write_text(json.dumps(data))
    out = exact_by_sets(variant, progress=False, plan=plan)
    assert "does not add up" in capsys.readouterr().err
    assert out["exact"] is True and Fraction(out["fraction"]) == walk3


def test_the_saved_context_reads_back_and_a_damaged_one_is_refused(tmp_path):
    flow = run_flow(Variant(3, "line"), until=4)
    job = Job(3, "line", 4, 6, None, "ctx")
    work = make_work(job, flow.states)
    save_work(job.context_path, work, job)
    back = load_work(job.context_path, job)
    assert back is not None and np.array_equal(back.context.bits, work.context.bits)
    assert back.context.finish == 6 and np.array_equal(back.members, work.members)
    other = Job(3, "line", 4, 6, None, "another run")  # a copy under another run's name
    assert load_work(job.context_path, other) is None
    with np.load(job.context_path) as data:
        arrays = dict(data)
    arrays["bits"][0, 0] ^= np.uint64(1)  # one suffix flipped: rows no longer match weights
    np.savez(job.context_path, **arrays)
    assert load_work(job.context_path, job) is None
    job.context_path.write_bytes(b"not a context")
    assert load_work(job.context_path, job) is None


def test_process_pool_and_dask_give_the_same_fraction(walk3, tmp_path):
    import distributed

    variant = Variant(3, "line")
    plan = Plan(None, stream=(4, 6), chunks=4)
    pooled = exact_by_sets(variant, progress=False, jobs=2, plan=plan)
    assert pooled["exact"] is True and pooled["stream"]["workers"] == 2
    exact_chunks._WORK.clear()
    for cached in tmp_path.glob("*.json"):
        cached.unlink()  # the pool's result, or the cluster would not be asked
    with distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=False,
        protocol="tcp",
        host="127.0.0.1",
        dashboard_address=None,
    ) as cluster:
        remote = exact_by_sets(
            Variant(3, "line"),
            progress=False,
            scheduler=cluster.scheduler_address,
            plan=Plan(None, stream=(4, 6), chunks=5),
        )
    assert remote["exact"] is True and remote["stream"]["workers"] == cluster.scheduler_address
    assert Fraction(remote["fraction"]) == Fraction(pooled["fraction"]) == walk3


def test_cli_refuses_a_bad_scheduler_address_in_one_line(capsys):
    from ui.cli import main

    assert main(["exact-solvable", "--size", "4", "--scheduler", "no port here"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--scheduler" in err[0]


def test_dask_without_workers_or_with_a_failing_chunk_ends_in_one_line(monkeypatch):
    import distributed

    from solitaire.errors import TraxError

    monkeypatch.setattr(exact_chunks, "DASK_WAIT", 0.5)
    plan = Plan(None, stream=(4, 6), chunks=3)
    options = {"threads_per_worker": 1, "processes": False, "protocol": "tcp"}
    options.update(host="127.0.0.1", dashboard_address=None)
    with (
        distributed.LocalCluster(n_workers=0, **options) as cluster,
        pytest.raises(TraxError, match="has no workers"),
    ):
        exact_by_sets(
            Variant(3, "line"), progress=False, scheduler=cluster.scheduler_address, plan=plan
        )

    def broken(job, lo, hi):
        raise ValueError("no tables here")

    monkeypatch.setattr(exact_chunks, "solve_chunk", broken)
    with (
        distributed.LocalCluster(n_workers=1, **options) as cluster,
        pytest.raises(TraxError, match="a task failed on the Dask cluster: ValueError"),
    ):
        exact_by_sets(
            Variant(3, "line"), progress=False, scheduler=cluster.scheduler_address, plan=plan
        )
