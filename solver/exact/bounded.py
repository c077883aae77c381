"""`--budget` kept to the second: the set flow in a process of its own, answered for at the
deadline with the bounds it has reached (issue 33, item 3).

The flow keeps its deadline itself (solver.exact.run), but only between steps it can see:
compiling a kernel (a minute and more with an empty numba cache on a busy machine), loading the
layouts or one compiled step cannot be cut short from inside. So the command waits for the
flow in a spawned process: the flow tells it each tighter pair of bounds and its result; when
the result is not there `SLACK` seconds after the deadline, the process is ended (SIGKILL:
nothing it writes can be left half-written: the solver's caches and checkpoints are written
atomically, numba writes its cache files whole and says a missing one is not there, and the
compile locks of solver.jit are let go by the system) and the command answers with the bounds
it was told, rigorous as they are. Asking again resumes from the last checkpoint, and the
kernels compiled so far are kept.

Ctrl+C or SIGTERM while it waits ends that process at once too; so does an error in it, which
is raised here as it was there. Only `exact-solvable` waits this way: the module imports
neither numpy nor numba, so the command that waits stays light."""

from __future__ import annotations

import contextlib
import signal
import time
from fractions import Fraction
from multiprocessing.connection import Connection
from typing import Any

from solitaire.variant import Variant

SLACK = 0.4  # seconds past the deadline the flow's own answer is waited for


class Ended(Exception):
    """The walk's process ended without a result (killed from outside, out of memory)."""


class _NoStart(Exception):
    """No process could be started, or it ended before it began the work: a system where
    this user may not run the interpreter again, say. The work is then done in this one."""


def exact_within(
    variant: Variant,
    budget: float,
    began: float,
    progress: bool = True,
    jobs: int = 1,
    scheduler: str | None = None,
) -> dict[str, Any]:
    """`solver.exact.run.exact_by_sets(variant, budget, ...)`, answered within `budget` +
    `SLACK` seconds of `began` (perf_counter) whatever the flow is doing: its result, or when it
    has none by then, `exact` false with the bounds it told so far (0 and 1 before any) and
    `stopped_by` "budget" ("ended" when its process ended without a result: killed, say)."""

    answer_by = began + budget + SLACK
    told = _Told(variant, began)
    if time.perf_counter() >= answer_by:  # spent before the flow could start
        return told.answer("budget")
    wall_began = time.time() - (time.perf_counter() - began)  # the child's clock differs
    settings = (variant.size, variant.goal, budget, wall_began, progress, jobs, scheduler)
    try:
        return _wait(("sets", settings), told, answer_by, progress)
    except _NoStart:  # no process can be started here: the flow keeps its deadline alone
        from solver.exact.run import exact_by_sets

        options = dict(progress=progress, jobs=jobs, scheduler=scheduler)
        return exact_by_sets(variant, budget=budget, began=began, **options)


def walked(variant: Variant, jobs: int = 1) -> Fraction:
    """2x2 and 3x3: `solver.exact.cache.cached_exact_solvable(variant, jobs)` in a process of
    its own, so that Ctrl+C or SIGTERM ends its walk at once however long a compiled step
    holds that process (the command says its one line and exits 130 or 143 itself). 2x2 is
    walked in this one: milliseconds by the interpreter, where starting a process costs a
    fifth of a second."""
    from solver.exact.cache import cached_exact_solvable

    if variant.size <= 2:
        return cached_exact_solvable(variant, jobs)
    try:
        return Fraction(_wait(("levels", (variant.size, variant.goal, jobs)), None, None, False))
    except _NoStart:  # no process can be started here: walked in this one
        return cached_exact_solvable(variant, jobs)


def _wait(
    work: tuple[str, tuple[Any, ...]], told: _Told | None, answer_by: float | None, progress: bool
) -> Any:
    """Start `work` in a spawned process and wait for its result (raised: its error), until
    `answer_by` (perf_counter; None: as long as it takes), taking the bounds it tells."""
    from multiprocessing import Pipe

    from solver.parallel import start_process

    reader, writer = Pipe(duplex=False)
    try:
        process = start_process(_work, (writer, work))
    except OSError as exc:
        raise _NoStart from exc
    finally:
        writer.close()
    started = False
    try:
        with reader:
            while True:
                left = None if answer_by is None else answer_by - time.perf_counter()
                if left is not None and (left <= 0 or not reader.poll(left)):
                    assert told is not None
                    return told.answer("budget")
                try:
                    kind, value = reader.recv()
                except EOFError:  # ended without a result
                    if not started:  # not even begun (no interpreter it may run, say)
                        raise _NoStart from None
                    if told is None:
                        raise Ended(_how(process)) from None
                    return told.answer("ended")
                started = True
                if kind == "done":
                    return value
                if kind == "error":
                    raise value
                if kind == "bounds" and told is not None:
                    told.tighten(*value)
    finally:
        _end(process, progress)


class _Told:
    """The bounds the flow has told, as the answer it would give had it stopped now."""

    def __init__(self, variant: Variant, began: float) -> None:
        self.variant, self.began = variant, began
        self.lower, self.upper = Fraction(0), Fraction(1)

    def tighten(self, lower: str, upper: str | None) -> None:
        self.lower = max(self.lower, Fraction(lower))
        if upper is not None:
            self.upper = min(self.upper, Fraction(upper))

    def answer(self, stopped_by: str) -> dict[str, Any]:
        return {
            "size": self.variant.size,
            "goal": self.variant.goal,
            "exact": False,
            "lower": str(self.lower),
            "upper": str(self.upper),
            "lower_float": float(self.lower),
            "upper_float": float(self.upper),
            "seconds": round(time.perf_counter() - self.began, 1),
            "depths": [],
            "stopped_by": stopped_by,
        }


def _how(process: Any) -> str:
    process.join()
    code = process.exitcode
    how = f"killed by signal {-code}" if code is not None and code < 0 else f"exit {code}"
    return f"the walk's process ended without a result ({how}); asking again starts it afresh"


def _end(process: Any, progress: bool) -> None:
    """End the flow's process if it still runs (it is past its time or no longer wanted) and
    reap it; its workers, if any, end themselves when they see it gone (solver.parallel)."""
    if process.is_alive():
        with contextlib.suppress(OSError, AttributeError):
            process.kill()
        if progress:  # its progress bar, cut off mid-line on the terminal
            import sys

            with contextlib.suppress(OSError, ValueError, AttributeError):
                sys.stderr.write("\r\x1b[K")
                sys.stderr.flush()
    process.join()


def _work(writer: Connection, work: tuple[str, tuple[Any, ...]]) -> None:
    """The spawned process: the work, its bounds and its result (or error) sent to `writer`.
    It ignores Ctrl+C (sent to the whole process group): the command ends it itself. When the
    command is gone before it (ended at once by a second Ctrl+C), it ends without a word: its
    traceback would be said on the terminal after the command's end."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.pthread_sigmask(signal.SIG_SETMASK, set())
    kind, settings = work
    try:
        writer.send(("started", None))
        try:
            out = _sets(writer, settings) if kind == "sets" else _levels(settings)
        except ConnectionError:
            raise
        except Exception as exc:  # noqa: BLE001 (said by the command, as if raised there)
            writer.send(("error", _picklable(exc)))
        else:
            writer.send(("done", out))
    except ConnectionError:  # the command is gone (a second Ctrl+C ended it): no one to tell
        pass
    finally:
        with contextlib.suppress(OSError):
            writer.close()


def _sets(writer: Connection, settings: tuple[Any, ...]) -> dict[str, Any]:
    from solver.exact.run import exact_by_sets

    size, goal, budget, wall_began, progress, jobs, scheduler = settings
    began = time.perf_counter() - (time.time() - wall_began)

    def tell(lower: Fraction, upper: Fraction | None) -> None:
        writer.send(("bounds", (str(lower), None if upper is None else str(upper))))

    return exact_by_sets(
        Variant(size, goal),
        budget=budget,
        began=began,
        progress=progress,
        jobs=jobs,
        scheduler=scheduler,
        on_bounds=tell,
    )


def _levels(settings: tuple[Any, ...]) -> str:
    from solver.exact.cache import cached_exact_solvable

    size, goal, jobs = settings
    return str(cached_exact_solvable(Variant(size, goal), jobs))


def _picklable(exc: Exception) -> Exception:
    import pickle

    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:  # noqa: BLE001 (any failure to travel: sent as its text)
        return RuntimeError(f"{type(exc).__name__}: {exc}")
    return exc
