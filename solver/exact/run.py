"""Running the exact set flow for a variant: settings per size, checkpoints, progress, result.

A run saves its undecided sets after every tile read (an .npz in the solver cache directory,
keyed on the variant and a hash of the solver's sources), so a killed run resumes at the last
finished depth; the finished result is cached as JSON, so asking again costs nothing.
"""

from __future__ import annotations

import contextlib
import hashlib
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from solitaire.record import write_atomically
from solitaire.variant import Variant
from solver.cache import RULES_VERSION, cache_dir, set_aside
from solver.exact.cache import make_entry
from solver.exact.checkpoint import (
    load_checkpoint,
    read_result,
    record_json,
    result_text,
    save_checkpoint,
)
from solver.exact.flow import DepthRecord, FlowResult, States, run_flow
from solver.exact.numbered_flow import run_id_flow

_SOURCES = (
    "core.py",
    "symmetry.py",
    "exact/facts.py",
    "exact/sets.py",
    "exact/flow.py",
    "exact/suffix.py",
    "exact/stream.py",
    "exact/chunks.py",
    "exact/numbered.py",
    "exact/numbered_step.py",
    "exact/numbered_flow.py",
    "exact/numbered_finish.py",
    "exact/numbered_union.py",
)


Bounds = Callable[[Fraction, Fraction | None], None]  # rigorous lower, upper (None: not known)
UPPER_SHARE = 0.7  # of a --budget, for the full pass when a lower-bound pass follows


@dataclass(frozen=True)
class Plan:
    """How to run one variant: where the flow hands over to suffix bitsets; from which tile
    count `sure` is made exact (solver.exact.facts); the layouts a set keeps in the lower-bound
    pass (run only when the full flow cannot finish); the memory the full flow may use; or,
    with `stream` (root, finish), the sets stored after `root` tiles are streamed on to the
    bitsets of `finish` tiles in `chunks` independent chunks (solver.exact.chunks)."""

    split: int | None
    exact_from: int | None = None
    beam: int = 0
    max_bytes: int | None = None
    stream: tuple[int, int] | None = None
    chunks: int = 64


PLANS = {
    (2, "line"): Plan(2),
    (2, "loop"): Plan(2),
    (3, "line"): Plan(6),
    (4, "loop"): Plan(10, beam=32, max_bytes=1 << 30),
    (4, "line"): Plan(None, stream=(8, 10)),
}


def plan_for(variant: Variant) -> Plan:
    return PLANS.get((variant.size, variant.goal), Plan(None))


def _source_hash() -> str:
    digest = hashlib.sha256()
    here = Path(__file__).resolve().parents[1]  # solver/
    for name in _SOURCES:
        digest.update((here / name).read_bytes())
    return digest.hexdigest()[:16]


def _name(variant: Variant) -> str:
    n = variant.size
    return f"exact-flow-{n}x{n}-{variant.goal}-rules{RULES_VERSION}-{_source_hash()}"


def result_json(result: FlowResult, seconds: float) -> dict[str, Any]:
    v = result.variant
    out: dict[str, Any] = {"size": v.size, "goal": v.goal, "exact": result.finished}
    if result.finished:
        out["fraction"] = str(result.lower)
        out["exact_solvable"] = float(result.lower)
    out["lower"] = str(result.lower)
    out["upper"] = str(result.upper)
    out["lower_float"] = float(result.lower)
    out["upper_float"] = float(result.upper)
    out["seconds"] = round(seconds, 1)
    out["depths"] = [record_json(r) for r in result.depths]
    return out


def exact_by_sets(
    variant: Variant,
    budget: float | None = None,
    progress: bool = True,
    jobs: int = 1,
    scheduler: str | None = None,
    plan: Plan | None = None,
    began: float | None = None,
    on_bounds: Bounds | None = None,
) -> dict[str, Any]:
    """The solvable fraction of a variant by the set flow, as the JSON `exact-solvable` prints:
    exact when the flow finished, else rigorous bounds (the upper one from the full flow as far
    as time and memory allowed, the lower one from a second pass whose sets keep only their
    best layouts). Both passes resume from and write checkpoints; a result is cached. A plan
    that streams (4x4 line) runs its chunks in `jobs` processes or on the Dask cluster at
    `scheduler`, and resumes with the chunks still missing. `budget` and the printed seconds
    count from `began` (perf_counter; the command's start, so loading and compiling count too)
    or else from now. `on_bounds(lower, upper)` is told the bounds as they tighten (`upper`
    None from the lower-bound pass, whose sets are cut), for a caller that may have to answer
    before the run ends (solver.exact.bounded)."""
    plan = plan or plan_for(variant)
    began = time.perf_counter() if began is None else began
    deadline = None if budget is None else began + budget  # kept to within a chunk of sets
    directory = cache_dir()
    final = directory / f"{_name(variant)}.json"
    cached = read_result(variant, final)
    if cached is not None:
        return cached
    if scheduler and plan.stream:  # say a wrong address now, not after the flow's minutes
        from solver.parallel import check_speaks_dask

        check_speaks_dask(scheduler)  # as `stats` does: any listener is not a scheduler
    # With a lower-bound pass to follow, the full pass leaves it a share of the time.
    first = deadline
    if deadline is not None and plan.beam:
        now = time.perf_counter()
        first = now + max(0.0, deadline - now) * UPPER_SHARE
    full = _run_pass(variant, plan, 0, first, progress, (jobs, scheduler), on_bounds)
    out = result_json(full, time.perf_counter() - began)
    if plan.stream and full.stream:
        out["stream"] = full.stream
    cut = None
    if not full.finished and plan.beam and (deadline is None or time.perf_counter() < deadline):
        cut = _run_pass(variant, plan, plan.beam, deadline, progress, (1, None), on_bounds)
        if cut.lower > full.lower:
            out["lower"], out["lower_float"] = str(cut.lower), float(cut.lower)
        out["lower_pass"] = {
            "beam": plan.beam,
            "finished": cut.finished,
            "depths": [record_json(r) for r in cut.depths],
        }
        out["seconds"] = round(time.perf_counter() - began, 1)
    out["stopped_by"] = full.stopped_by
    out["check"] = [make_entry(variant, Fraction(out[k])) for k in ("lower", "upper")]
    if full.finished or (full.stopped_by == "memory" and cut is not None and cut.finished):
        with contextlib.suppress(OSError):  # as good as this method gets: worth keeping
            write_atomically(final, result_text(final, variant, out))
            (directory / f"{_name(variant)}.npz").unlink(missing_ok=True)  # nothing to resume
    return out


def _run_pass(
    variant: Variant,
    plan: Plan,
    beam: int,
    deadline: float | None,
    progress: bool,
    where: tuple[int, str | None],
    on_bounds: Bounds | None = None,
) -> FlowResult:
    directory = cache_dir()
    checkpoint = directory / f"{_name(variant)}{f'-beam{beam}' if beam else ''}.npz"
    start = load_checkpoint(checkpoint, variant, beam)
    label = f"{variant} lower bound, {beam} layouts a set" if beam else str(variant)
    bar = _bar(variant, label, plan, progress, start[0].depth if start else 1)

    def save(states: States, solved: int, lost: int, records: list[DepthRecord]) -> None:
        with contextlib.suppress(OSError):  # an unwritable cache only loses the resume point
            directory.mkdir(parents=True, exist_ok=True)
            save_checkpoint(checkpoint, (variant, beam), states, (solved, lost), records)

    def on_depth(record: DepthRecord) -> None:
        if on_bounds is not None:
            on_bounds(record.lower, None if beam else record.upper)
        if bar is not None:
            bar.update(1)
            bar.set_postfix(
                sets=record.sets,
                lower=f"{float(record.lower):.6f}",
                upper=f"{float(record.upper):.6f}",
            )

    try:
        settings = dict(deadline=deadline, on_depth=on_depth, start=start, save=save)
        settings.update(split=plan.split, exact_from=plan.exact_from)
        try:
            result = _flow(variant, plan, beam, settings)
        except ValueError as exc:  # layouts this variant never reaches: not this run's sets
            if start is None:
                raise
            set_aside(checkpoint, f"cannot be used ({exc})")
            result = _flow(variant, plan, beam, {**settings, "start": None})
    finally:
        if bar is not None:
            bar.close()
    out_of_time = deadline is not None and time.perf_counter() > deadline
    if result.stopped_by == "until" and plan.stream and not out_of_time:
        result = _stream(variant, plan, result, deadline, progress, where, on_bounds)
    if result.finished:
        checkpoint.unlink(missing_ok=True)
    return result


def _flow(variant: Variant, plan: Plan, beam: int, settings: dict[str, Any]) -> FlowResult:
    until = plan.stream[0] if plan.stream else None
    if beam:  # the lower-bound pass cuts its sets: only the first flow does that
        return run_flow(variant, beam=beam, until=until, **settings)
    # the flow on numbered layouts (solver.exact.numbered_flow)
    return run_id_flow(variant, max_bytes=plan.max_bytes, until=until, **settings)


def _bar(variant: Variant, label: str, plan: Plan, progress: bool, done: int):  # noqa: ANN202
    if not progress:
        return None
    from tqdm import tqdm

    total = variant.tiles if plan.split is None else plan.split + 1  # tiles read, suffixes
    if plan.stream:
        total = plan.stream[0]
    return tqdm(total=total, initial=done, desc=f"exact {label}", unit="tile", leave=False)


def _stream(
    variant: Variant,
    plan: Plan,
    flow: FlowResult,
    deadline: float | None,
    progress: bool,
    where: tuple[int, str | None],
    on_bounds: Bounds | None = None,
) -> FlowResult:
    """Finish the flow's sets by the chunked stream; exact when every chunk is done, else
    bounds from the chunks done (each chunk's solved and lost masses are exact)."""
    from solver.exact.chunks import Job, run_chunks

    assert plan.stream is not None and flow.states is not None
    root, finish = plan.stream
    job = Job(variant.size, variant.goal, root, finish, plan.exact_from, _name(variant))
    bar, on_chunk = _chunk_bar(flow, root, progress, on_bounds)
    t0 = time.perf_counter()
    try:
        done, _, masses = run_chunks(
            job, flow.states, plan.chunks, where[0], where[1], deadline, on_chunk
        )
    finally:
        bar.close()
    result = _streamed(flow, done, len(masses), time.perf_counter() - t0)
    if result.finished:  # the result is cached by the caller: nothing left to resume
        job.chunks_path.unlink(missing_ok=True)
        job.context_path.unlink(missing_ok=True)
    result.stream = {
        "root": root,
        "finish": finish,
        "chunks": len(masses),
        "chunks_done": len(done),
        "chunk_seconds": round(sum(d[2] for d in done.values()), 1),
        "finished_sets": sum(d[3] for d in done.values()),
        "finished_layouts": sum(d[4] for d in done.values()),
        "workers": where[1] or where[0],
    }
    return result


def _chunk_bar(flow: FlowResult, root: int, progress: bool, on_bounds: Bounds | None):  # noqa: ANN202
    """A tqdm bar over the chunks (on stderr) and the callback that moves it (and tells
    `on_bounds` the bounds of the chunks done)."""
    from tqdm import tqdm

    whole = 8**flow.variant.tiles
    bar = tqdm(
        desc=f"exact {flow.variant}: sets after {root} tiles, by chunks",
        unit="chunk",
        leave=False,
        disable=not progress,
        file=sys.stderr,
    )

    def on_chunk(count: int, total: int, done: dict[int, list]) -> None:
        lower = Fraction(flow.solved + sum(d[0] for d in done.values()), whole)
        upper = 1 - Fraction(flow.lost + sum(d[1] for d in done.values()), whole)
        if on_bounds is not None:
            on_bounds(lower, upper)
        bar.total = total
        bar.n = count
        bar.set_postfix(lower=f"{float(lower):.6f}", upper=f"{float(upper):.6f}")

    return bar, on_chunk


def _streamed(flow: FlowResult, done: dict[int, list], chunks: int, seconds: float) -> FlowResult:
    """The flow's result with the chunks done added: exact when all `chunks` are done."""
    assert flow.states is not None
    tiles = flow.variant.tiles
    solved = flow.solved + sum(d[0] for d in done.values())
    lost = flow.lost + sum(d[1] for d in done.values())
    finished = len(done) == chunks
    if finished and solved + lost != 8**tiles:
        raise RuntimeError(f"{flow.variant}: solved and lost masses do not add up to every deal")
    record = DepthRecord(
        tiles,
        len(flow.states),
        len(flow.states.items),
        0,
        seconds,
        Fraction(solved, 8**tiles),
        1 - Fraction(lost, 8**tiles),
    )
    return FlowResult(
        flow.variant,
        solved,
        lost,
        [*flow.depths, record],
        finished=finished,
        stopped_by="" if finished else "budget",
    )


def cached_result(variant: Variant) -> dict[str, Any] | None:
    """The finished result `exact_by_sets` cached for the variant, checked as it is on every
    read (a damaged one is moved aside, said on stderr); None when there is none. Computes
    nothing: for callers that only show the figure when it is already known."""
    return read_result(variant, cache_dir() / f"{_name(variant)}.json")


def known_exact(variant: Variant, jobs: int = 1) -> Fraction | None:
    """The exact solvable fraction where it is known without minutes of work: computed (and
    cached) for 3x3 and smaller, where it takes seconds; for 4x4 only when `exact-solvable`
    has cached it, read through cached_result's checks. Else None."""
    if variant.size <= 3:
        from solver.exact.cache import cached_exact_solvable

        return cached_exact_solvable(variant, jobs)
    out = cached_result(variant)
    return Fraction(out["fraction"]) if out is not None and out.get("exact") else None
