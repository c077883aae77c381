"""The streamed finish (solver.exact.stream) in independent chunks: in this process, in a local
process pool (`--jobs`) or on a Dask cluster (`--scheduler`).

The sets after `root` tiles are cut into ranges of about equal layout counts; a chunk is one
range, walked down to the finish depth. Each finished chunk's solved and lost masses (exact
integers, units 8^-tiles) are written at once to a JSON file in the solver cache folder, so a
killed run resumes with only the chunks still missing. A chunk's result is checked when read
back: solved + lost must be exactly its sets' mass.

Workers (pool processes, Dask workers) load the numbered layouts and bitsets (`Context`) from a
file the parent writes in the cache folder; a worker that cannot read it (a Dask worker on
another machine) builds the same context itself, deterministically, from the rules.
"""

from __future__ import annotations

import contextlib
import itertools
import json
import os
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields
from pathlib import Path
from zipfile import BadZipFile

import numpy as np

from solitaire.files import is_regular_or_missing, read_regular_text
from solitaire.record import write_atomically
from solitaire.variant import Variant
from solver.cache import cache_dir, set_aside
from solver.exact.checks import chunk_check
from solver.exact.facts import layout_facts
from solver.exact.flow import States
from solver.exact.numbered_flow import run_id_flow
from solver.exact.stream import Context, _row_weights, build_context, kernel_context, stream_sets
from solver.exact.tables import exact_tables

MAX_CHUNKS_BYTES = 1 << 24  # a few hundred chunks take kilobytes
DASK_WAIT = 10.0  # seconds a cluster may go without workers before the run gives up


@dataclass(frozen=True)
class Job:
    """What a worker needs to find (or rebuild) a run's context: the variant, the depth the
    stored sets stop at, the finish depth, the facts' exact_from, the run's cache name."""

    size: int
    goal: str
    root: int
    finish: int
    exact_from: int | None
    name: str

    @property
    def variant(self) -> Variant:
        return Variant(self.size, self.goal)

    @property
    def context_path(self) -> Path:
        return cache_dir() / f"{self.name}-stream{self.root}-{self.finish}.npz"

    @property
    def chunks_path(self) -> Path:
        return cache_dir() / f"{self.name}-stream{self.root}-{self.finish}-chunks.json"


@dataclass
class Work:
    """The root sets (their layouts numbered in the context) and the context."""

    offs: np.ndarray
    members: np.ndarray
    mass: np.ndarray
    context: Context


def make_work(job: Job, states: States) -> Work:
    facts = layout_facts(job.variant, job.exact_from)
    context = build_context(states.items, exact_tables(facts), job.finish)
    members = np.searchsorted(context.univ, states.items)
    return Work(states.offs, members, states.mass, context)


def _identity(job: Job, path: Path) -> str:
    """What a context file belongs to: its kind, the run (variant, rules version and sources,
    in the name), the depths and the file's own name; checked when it is read back."""
    return json.dumps(
        {"kind": "exact-flow stream context", "run": job.name, "variant": str(job.variant),
         "root": job.root, "finish": job.finish, "name": path.name},
        sort_keys=True,
    )  # fmt: skip


def save_work(path: Path, work: Work, job: Job) -> None:
    arrays = {f.name: getattr(work.context, f.name) for f in fields(Context)}
    tmp = path.with_name(f"{path.name}.{os.getpid()}.part.npz")
    run = np.array([_identity(job, path)])
    np.savez(tmp, offs=work.offs, members=work.members, mass=work.mass, run=run, **arrays)
    tmp.replace(path)


def load_work(path: Path, job: Job) -> Work | None:
    """The saved work, or None when missing, not whole (the rows must match their weights) or
    of another run (a copy under this run's name): the caller then builds it afresh."""
    if not is_regular_or_missing(path):  # a FIFO would block np.load
        return None
    with contextlib.suppress(OSError, ValueError, KeyError, TypeError, EOFError, BadZipFile):
        with np.load(path, allow_pickle=False) as data:
            if str(data["run"][0]) != _identity(job, path):
                return None
            values = {f.name: data[f.name] for f in fields(Context)}
            work = Work(data["offs"], data["members"], data["mass"], Context(**values))
        c = work.context
        c.finish, c.digits = int(c.finish), int(c.digits)
        if np.array_equal(_row_weights(c.bits, c.weight, c.masks), c.rowweight):
            return work
    return None


_WORK: dict[Job, Work] = {}  # per process: the context of the run this worker serves


def _work_for(job: Job) -> Work:
    if job not in _WORK:
        work = load_work(job.context_path, job)
        if work is None:  # not on this machine (or damaged): rebuild it, deterministically
            flow = run_id_flow(job.variant, exact_from=job.exact_from, until=job.root)
            if flow.states is None or flow.states.depth != job.root:
                raise RuntimeError("the flow ended before the streamed depth")
            work = make_work(job, flow.states)
        _WORK.clear()
        _WORK[job] = work
    return _WORK[job]


def solve_chunk(job: Job, lo: int, hi: int) -> tuple[int, int, float, int, int]:
    """Solved and lost mass (units 8^-tiles) of the root sets lo..hi-1, the seconds taken, and
    the sets finished by bitsets (at the finish depth, unmerged) and the layouts in them."""
    work = _work_for(job)
    t0 = time.perf_counter()
    tally = np.zeros(4, np.int64)
    stream_sets(
        work.offs,
        work.members,
        work.mass,
        lo,
        hi,
        job.root,
        job.variant.tiles,
        kernel_context(work.context),
        tally,
    )
    seconds = time.perf_counter() - t0
    return int(tally[0]), int(tally[1]), seconds, int(tally[2]), int(tally[3])


def chunk_bounds(offs: np.ndarray, chunks: int) -> list[int]:
    """Set indices cutting the sets into at most `chunks` ranges of about equal layout counts."""
    marks = np.linspace(0, int(offs[-1]), chunks + 1)
    cuts = np.searchsorted(offs, marks, side="left")
    cuts[0], cuts[-1] = 0, len(offs) - 1
    return sorted(set(cuts.tolist()))


def chunk_masses(job: Job, mass: np.ndarray, bounds: list[int]) -> list[int]:
    scale = 8 ** (job.variant.tiles - job.root)
    return [int(mass[a:b].astype(object).sum()) * scale for a, b in itertools.pairwise(bounds)]


def load_done(job: Job, bounds: list[int], masses: list[int]) -> dict[int, list]:
    """The chunks finished by an earlier run: {index: [solved, lost, seconds, sets, layouts]}.
    Each entry must match its checksum and add up to its chunk's mass; one that does not is
    dropped and redone, and a file that cannot be used at all (another cut, not JSON, not a
    regular file) is moved aside; either is said on stderr in one line."""
    path = job.chunks_path
    try:
        text = read_regular_text(path, MAX_CHUNKS_BYTES)
        data = json.loads(text)
        if len(text) > MAX_CHUNKS_BYTES or data["bounds"] != bounds:
            raise ValueError("it was cut into other chunks")
        done, dropped = _checked_chunks(job, bounds, masses, data["done"])
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeError, ValueError, KeyError, TypeError, AttributeError) as exc:
        set_aside(path, f"cannot be used ({exc})")
        return {}
    if dropped:
        one = len(dropped) == 1
        print(
            f"trax-solitaire: cache file {path}: finished chunk{'' if one else 's'} "
            f"{', '.join(map(str, dropped[:5]))}{', ...' if len(dropped) > 5 else ''} "
            f"{'does' if one else 'do'} not add up to {'its' if one else 'their'} mass or "
            f"{'fails its' if one else 'fail their'} checksum; redoing {'it' if one else 'them'}",
            file=sys.stderr,
        )
    return done


def _checked_chunks(
    job: Job, bounds: list[int], masses: list[int], entries: dict
) -> tuple[dict[int, list], list[int]]:
    done: dict[int, list] = {}
    dropped: list[int] = []
    for key, entry in entries.items():
        try:
            solved, lost, seconds, sets, layouts, check = entry
            i, solved, lost = int(key), int(solved), int(lost)
            sound = (
                0 <= i < len(masses)
                and 0 <= solved <= masses[i]
                and 0 <= lost <= masses[i]
                and solved + lost == masses[i]
                and check == chunk_check(job.name, bounds, i, solved, lost)
            )
            if sound:
                done[i] = [solved, lost, float(seconds), int(sets), int(layouts)]
                continue
        except (ValueError, TypeError):
            pass
        dropped.append(int(key) if str(key).isdigit() else -1)
    return done, sorted(dropped)


def save_done(job: Job, bounds: list[int], done: dict[int, list]) -> None:
    text = json.dumps(
        {
            "variant": str(job.variant),
            "bounds": bounds,
            "done": {
                str(i): [
                    str(d[0]),
                    str(d[1]),
                    round(d[2], 3),
                    *d[3:5],
                    chunk_check(job.name, bounds, i, d[0], d[1]),
                ]
                for i, d in done.items()
            },
        }
    )
    with contextlib.suppress(OSError):  # an unwritable cache only loses the resume point
        job.chunks_path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(job.chunks_path, text)


def run_chunks(
    job: Job,
    states: States,
    chunks: int,
    jobs: int = 1,
    scheduler: str | None = None,
    deadline: float | None = None,
    on_chunk: Callable[[int, int, dict[int, list]], None] | None = None,
) -> tuple[dict[int, list], list[int], list[int]]:
    """Finish the root sets chunk by chunk (resuming from the chunks file), until all are done
    or `deadline` (perf_counter) passes. Returns the done chunks, the bounds and the masses."""
    bounds = chunk_bounds(states.offs, chunks)
    masses = chunk_masses(job, states.mass, bounds)
    done = load_done(job, bounds, masses)
    todo = [i for i in range(len(bounds) - 1) if i not in done]
    if on_chunk:
        on_chunk(len(done), len(bounds) - 1, done)
    if not todo:
        return done, bounds, masses
    if jobs > 1 or scheduler:
        job.context_path.parent.mkdir(parents=True, exist_ok=True)
        work = make_work(job, states)
        save_work(job.context_path, work, job)
        _WORK.clear()
        _WORK[job] = work
    else:
        _WORK.clear()
        _WORK[job] = make_work(job, states)
    results = _dispatch(job, bounds, todo, jobs, scheduler)
    try:
        for i, result in results:
            if result[0] + result[1] != masses[i]:
                raise RuntimeError(f"chunk {i}: solved and lost do not add up to its mass")
            done[i] = list(result)
            save_done(job, bounds, done)
            if on_chunk:
                on_chunk(len(done), len(bounds) - 1, done)
            if deadline is not None and time.perf_counter() > deadline:
                break
    finally:
        results.close()
    return done, bounds, masses


def _dispatch(
    job: Job, bounds: list[int], todo: list[int], jobs: int, scheduler: str | None
) -> Iterator[tuple[int, tuple[int, int, float, int, int]]]:
    if scheduler:
        yield from _dask(job, bounds, todo, scheduler)
    elif jobs > 1:
        from concurrent.futures import as_completed as completed

        from solver.parallel import end_pool, process_pool

        pool = process_pool(jobs)
        finished = False
        try:
            futures = {pool.submit(solve_chunk, job, bounds[i], bounds[i + 1]): i for i in todo}
            for future in completed(futures):
                yield futures[future], future.result()
            finished = True
        finally:
            end_pool(pool, interrupted=not finished)
    else:
        for i in todo:
            yield i, solve_chunk(job, bounds[i], bounds[i + 1])


def _dask(
    job: Job, bounds: list[int], todo: list[int], scheduler: str
) -> Iterator[tuple[int, tuple[int, int, float, int, int]]]:
    """The chunks run on a Dask cluster, as they complete. As with `stats --scheduler`: a
    cluster without workers, or one that loses them all, and a chunk failing on a worker end
    the run with one line (TraxError); the chunks done so far stay saved."""
    from solver.measure import connect, dask_result, dask_workers, next_done

    client = connect(scheduler)
    dask_workers(client, scheduler, DASK_WAIT)
    with client:
        futures = {
            client.submit(solve_chunk, job, bounds[i], bounds[i + 1], pure=False): i for i in todo
        }
        pending = set(futures)
        try:
            while pending:
                done, pending = next_done(client, pending, DASK_WAIT)
                for future in done:
                    yield futures[future], dask_result(future)
        finally:
            client.cancel(list(futures))
