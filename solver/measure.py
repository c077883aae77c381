"""`stats`: sampled solvable and optimal-play win rates with Wilson intervals.

Deal i of seed S comes only from (S, i), so the figures are the same whatever the number of
workers or the chunking; the work goes to a process pool, or to a Dask cluster with a scheduler
address, in chunks of consecutive deal indices whose counts are simply added up. Asked for,
every deal's outcome comes back too, one CSV line a deal (PER_DEAL_HEADER), in deal order.
"""

from __future__ import annotations

import itertools
import os
import random
import sys
from collections.abc import Callable, Iterable, Iterator
from fractions import Fraction
from typing import Any

import numpy as np

from solitaire.deal import Deal, format_deal, random_deal
from solitaire.errors import TraxError
from solitaire.variant import Variant
from solver.clairvoyant import solvable_mask
from solver.wilson import wilson_interval

DEFAULT_SEED = 1
Counts = tuple[int, int, int]  # deals, solvable, won by optimal fair play
Rows = tuple[int, int, int, int, str]  # Counts, then the chunk's first index and its CSV lines
# One line a deal: its index under the seed, the deal (top of the stack first), solvable with
# the whole stack known (1 or 0), won by optimal fair play (1 or 0).
PER_DEAL_HEADER = "index,deal,solvable,won"


def deal_for(size: int, seed: int, index: int) -> Deal:
    """Deal `index` of `seed`: string seeding hashes with SHA-512, stable across platforms."""
    return random_deal(size, random.Random(f"{seed}:{index}"))


def outcomes(size: int, goal: str, seed: int, start: int, stop: int) -> tuple[np.ndarray, ...]:
    """Deals start..stop-1, which are solvable, and which optimal fair play wins. Fair play
    can only win a deal that is solvable with the stack known, so only those are played out,
    all at once by the table's compiled policy."""
    from solver.tables.service import table_for

    variant = Variant(size, goal)
    deals = np.array([deal_for(size, seed, i) for i in range(start, stop)], dtype=np.int64)
    solvable = solvable_mask(variant, deals)
    won = np.zeros(len(deals), dtype=bool)
    if solvable.any():
        table = table_for(variant, lookahead=1)  # one per process, kept by solver.tables
        won[solvable] = table.play_deals(deals[solvable])
    return deals, solvable, won


def run_chunk(size: int, goal: str, seed: int, start: int, stop: int) -> Counts:
    """Counts for deals start..stop-1 (a top-level function so pools and Dask can pickle it)."""
    _, solvable, won = outcomes(size, goal, seed, start, stop)
    return (stop - start, int(solvable.sum()), int(won.sum()))


def run_chunk_rows(size: int, goal: str, seed: int, start: int, stop: int) -> Rows:
    """run_chunk's counts, the chunk's start and one PER_DEAL_HEADER line a deal."""
    deals, solvable, won = outcomes(size, goal, seed, start, stop)
    lines = "".join(
        f"{start + i},{format_deal(tuple(deal))},{int(s)},{int(w)}\n"
        for i, (deal, s, w) in enumerate(zip(deals.tolist(), solvable, won, strict=True))
    )
    return (stop - start, int(solvable.sum()), int(won.sum()), start, lines)


def warm_up(variant: Variant) -> None:
    """Build the fair-play table here when it is not in the cache yet, so pool workers load it
    instead of each building its own. (The workers load the compiled kernels side by side.)"""
    from solver.tables.service import table_for

    table_for(variant, lookahead=1)


# Deals per task at least: a task must outweigh its scheduling (Dask's is milliseconds).
MIN_CHUNK = 500

# CPU-seconds a deal takes (its clairvoyant search and its optimal fair play), by variant, on
# this project's 2-core test machine. A worker process costs about 0.65 CPU-seconds and half a
# second to start (Python, numpy, numba, the kernels loaded), so unless told `stats` starts one
# only for each second of work (3x3: 30,000 deals; 4x4 loop: 3,500) and plays less here.
DEAL_SECONDS = {
    (2, "line"): 1e-5,
    (2, "loop"): 1e-5,
    (3, "line"): 3.5e-5,
    (4, "line"): 1.5e-4,
    (4, "loop"): 2.9e-4,
}
WORK_PER_WORKER = 1.0  # seconds


def default_jobs(variant: Variant, deals: int, cpus: int) -> int:
    """The worker processes `stats` starts unless told: one per second of work, one per CPU
    at most, and none but this one for less."""
    seconds = deals * DEAL_SECONDS.get((variant.size, variant.goal), 1e-3)
    return max(1, min(cpus, int(seconds / WORK_PER_WORKER)))


def chunks(deals: int, workers: int) -> Iterator[tuple[int, int]]:
    """Consecutive index ranges, made as they are needed (a trillion deals must not become a
    list first): enough for load balancing and a smooth bar, few enough to be cheap to
    schedule."""
    size = max(MIN_CHUNK, min(2000, deals // max(1, 16 * workers)))
    return ((i, min(deals, i + size)) for i in range(0, deals, size))


# Chunks handed out ahead of the results, per worker: keeps every worker busy while the
# queue of pending work (and its memory) stays small whatever the number of deals.
AHEAD_PER_WORKER = 4


def _run_local(tasks: Iterator[tuple], jobs: int, work: Callable = run_chunk) -> Iterable[Any]:
    if jobs <= 1:
        for task in tasks:
            yield work(*task)
        return
    from concurrent.futures import FIRST_COMPLETED, wait

    from solver.parallel import end_pool, process_pool

    pool = process_pool(jobs)
    pending: set = set()
    finished = False
    try:
        while True:
            for task in itertools.islice(tasks, AHEAD_PER_WORKER * jobs - len(pending)):
                pending.add(pool.submit(work, *task))
            if not pending:
                break
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()
        finished = True
    finally:
        end_pool(pool, interrupted=not finished)


def connect(address: str) -> Any:
    """A Dask client for the scheduler at `address`; TraxError (in seconds, not the client's
    long retry loop) when it is missing, silent or not a Dask scheduler."""
    from solver.parallel import CONNECT_TIMEOUT, check_reachable, check_speaks_dask

    check_reachable(address)
    check_speaks_dask(address)
    try:
        from distributed import Client
    except ImportError:
        raise TraxError(
            "--scheduler needs the Dask 'distributed' package (pip install distributed)"
        ) from None
    try:
        return Client(address, timeout=f"{CONNECT_TIMEOUT:g}s")
    except Exception as exc:  # whatever answered there did not speak Dask's protocol
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise TraxError(f"cannot use the Dask scheduler at {address}: {reason}") from None


# Seconds to wait for a scheduler without workers to get one before giving up.
WORKER_WAIT = 10.0


def dask_workers(client: Any, address: str, wait: float = WORKER_WAIT) -> int:
    """The number of workers the cluster has now; TraxError when it has none after `wait`
    seconds (tasks would wait for ever)."""
    try:
        client.wait_for_workers(1, timeout=wait)
    except Exception:  # dask's TimeoutError, or the scheduler went away meanwhile
        client.close()
        raise TraxError(
            f"the Dask scheduler at {address} has no workers (waited {wait:g} s)"
        ) from None
    return max(1, len(client.scheduler_info().get("workers", {})))


def _run_dask(
    tasks: Iterator[tuple], client: Any, workers: int, work: Callable = run_chunk
) -> Iterable[Any]:
    """Results of the tasks as they complete, keeping a few per worker queued. A task that
    fails on a worker (a solver that does not import there, a worker lost for good) ends the
    run with TraxError naming the cause, and so does a cluster left without workers."""
    with client:
        ahead = max(8, AHEAD_PER_WORKER * workers)
        pending = {client.submit(work, *t, pure=False) for t in itertools.islice(tasks, ahead)}
        while pending:
            done, pending = next_done(client, pending, WORKER_WAIT)
            for future in done:
                yield dask_result(future)
            for task in itertools.islice(tasks, len(done)):
                pending.add(client.submit(work, *task, pure=False))


def next_done(client: Any, pending: set[Any], timeout: float) -> tuple[set[Any], set[Any]]:
    """(done, still pending) once one of the futures completes; TraxError when the cluster has
    no worker left (looked at every `timeout` seconds of waiting)."""
    from distributed import wait

    while True:
        try:
            done, pending = wait(pending, timeout=timeout, return_when="FIRST_COMPLETED")
            return done, pending
        except TimeoutError:
            if not client.nthreads():
                raise TraxError("the Dask cluster lost all its workers") from None


def dask_result(future: Any) -> Any:
    """The future's result; a task that failed on the cluster is TraxError naming the cause."""
    try:
        return future.result()
    except Exception as exc:
        reason = str(exc).splitlines()[0][:200] if str(exc) else ""
        name = type(exc).__name__
        raise TraxError(
            f"a task failed on the Dask cluster: {name}" + (f": {reason}" if reason else "")
        ) from None


def rate(successes: int, trials: int) -> dict[str, Any]:
    lo, hi = wilson_interval(successes, trials)
    return {"rate": successes / trials if trials else None, "ci95": [lo, hi]}


def measure(
    variant: Variant,
    deals: int,
    seed: int = DEFAULT_SEED,
    jobs: int | None = None,
    scheduler: str | None = None,
    progress: bool = True,
    exact: Callable[[Variant, int], Fraction | None] | None = None,
    rows: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """The `stats` figures as a JSON-ready dict. With `rows`, it is given every deal's line
    (PER_DEAL_HEADER), chunk by chunk in deal order, whatever order the workers finish in."""
    if deals < 1:
        raise TraxError("--deals must be at least 1")
    cpus = os.cpu_count() or 1
    walk_jobs = min(jobs or cpus, cpus)  # the exact 3x3 figure's walk, if not kept: 8 s of work
    # More processes than CPUs only add start-up and switching; none without a task of its own.
    jobs = min(jobs or default_jobs(variant, deals, cpus), cpus, -(-deals // MIN_CHUNK))
    client = connect(scheduler) if scheduler else None
    # Chunks sized for the workers there are (a cluster's as it is when connected), so a
    # cluster's tasks are as large as the pool's: fewer, cheaper to schedule.
    workers = dask_workers(client, scheduler) if client is not None and scheduler else jobs
    tasks = (
        (variant.size, variant.goal, seed, start, stop) for start, stop in chunks(deals, workers)
    )
    if client is None and jobs > 1:
        warm_up(variant)
    work = run_chunk if rows is None else run_chunk_rows
    results = (
        _run_dask(tasks, client, workers, work)
        if client is not None
        else _run_local(tasks, jobs, work)
    )
    total, solvable, won = _add_up(results, deals, progress, rows)
    exact_value = (exact or exact_solvable_fraction)(variant, walk_jobs)
    return {
        "deals": total,
        "seed": seed,
        "solvable": rate(solvable, total),
        "optimal": rate(won, total),
        "exact_solvable": None if exact_value is None else float(exact_value),
        "exact_fraction": None if exact_value is None else str(exact_value),
    }


def _add_up(
    results: Iterable[Any], deals: int, progress: bool, rows: Callable[[str], None] | None
) -> Counts:
    """The chunks' counts added up, with a progress bar; each chunk's lines handed to `rows`
    once every chunk before it has been (a few wait, as many as the workers run ahead)."""
    from tqdm import tqdm

    total = solvable = won = written = 0
    waiting: dict[int, tuple[int, str]] = {}  # by first index: (deals, lines)
    with tqdm(total=deals, unit="deal", file=sys.stderr, disable=not progress) as bar:
        for count, s, w, *lines in results:
            total, solvable, won = total + count, solvable + s, won + w
            bar.update(count)
            if rows is not None:
                waiting[lines[0]] = (count, lines[1])
                while written in waiting:
                    count, text = waiting.pop(written)
                    rows(text)
                    written += count
    return total, solvable, won


def exact_solvable_fraction(variant: Variant, jobs: int = 1) -> Fraction | None:
    """The exact figure where computing it is practical (3x3 and smaller), else None. (`stats`
    passes solver.exact.run.known_exact instead, which also reads a cached 4x4 figure.)"""
    if variant.size > 3:
        return None
    from solver.exact.cache import cached_exact_solvable

    return cached_exact_solvable(variant, jobs)
