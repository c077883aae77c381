"""Every call from the app into the solver goes through this module, so the solver can be
rewired in one place.

- `hint_values`: fair-play win probability of every legal move (solver.fairplay), best first.
- `solve`: a winning move list for a deal with the whole stack known, or None
  (solver.clairvoyant).
- `find_solvable_deal`: random deal numbers until `solve` proves one solvable.

These functions are called from worker threads and must not touch Qt widgets."""

from __future__ import annotations

import threading
from collections.abc import Callable

from solitaire.deal import Deal, deal_from_number, random_deal_number
from solitaire.position import Placement, Position
from solitaire.variant import Variant

Progress = Callable[[str, float], None]


class SolverUnavailable(RuntimeError):
    """The solver package needed for this is not installed in this build."""


class Cancelled(RuntimeError):
    """The caller no longer wants the answer."""


_tables: dict[Variant, object] = {}
_tables_lock = threading.Lock()


_hints_available: bool | None = None


def hints_available() -> bool:
    """Whether the fair-play solver is installed (asked once: failed imports are not cached)."""
    global _hints_available
    if _hints_available is None:
        try:
            import solver.table_values  # noqa: F401
        except ImportError:
            _hints_available = False
        else:
            _hints_available = True
    return _hints_available


def hint_values(
    variant: Variant, position: Position, progress: Progress | None = None
) -> list[tuple[Placement, float]]:
    """Every legal move with its fair-play win probability (lookahead 1), best first. The
    shipped tables answer at once; a table that is neither shipped nor cached on disk is built
    on the first call (seconds; then cached)."""
    table = _hint_table(variant, progress)
    values = table.move_values(position)  # type: ignore[attr-defined]
    return sorted(values, key=lambda item: -item[1])


def prepare_hints(variant: Variant, progress: Progress | None = None) -> None:
    """Load or build the hint table of a variant ahead of the first hint (the app does it in
    the background at start-up). Reports progress(message, fraction) while it builds."""
    _hint_table(variant, progress)


def hints_ready(variant: Variant) -> bool:
    """Whether the hint table of a variant is loaded in this process."""
    return variant in _tables


# How solver.build names its passes, for the player, and each pass's share of the bar.
_STAGE_WORDS = {"layouts": "finding every position", "values": "working out every move's chance"}
_STAGE_SHARE = {"layouts": (0.0, 0.3), "values": (0.3, 0.7)}


def _hint_table(variant: Variant, progress: Progress | None = None) -> object:
    try:
        from solver.table_values import values_for
    except ImportError as exc:
        raise SolverUnavailable("hints need the fair-play solver (solver.fairplay)") from exc
    with _tables_lock:
        table = _tables.get(variant)
        if table is None:
            if progress is not None:
                progress(f"Preparing hints for {variant}…", -1.0)

            def report(stage: object = "", done: object = None, total: object = None,
                       *_rest: object, **_extra: object) -> None:
                # solver.fairplay calls progress(stage, done, total) while it builds.
                if progress is None:
                    return
                fraction = -1.0
                if isinstance(done, int | float) and isinstance(total, int | float) and total:
                    fraction = max(0.0, min(1.0, float(done) / float(total)))
                    # One bar for the whole build: the layouts pass is the shorter part.
                    start, share = _STAGE_SHARE.get(str(stage), (0.0, 1.0))
                    fraction = start + share * fraction
                words = _STAGE_WORDS.get(str(stage), str(stage or ""))
                step = f": {words}" if words else ""
                progress(f"Preparing hints for {variant}{step}…", fraction)

            table = values_for(variant, lookahead=1, progress=report)
            _tables[variant] = table
    return table


def solve(
    variant: Variant, deal: Deal, cancel: threading.Event | None = None
) -> list[str] | None:
    """A winning list of moves for this deal when the whole stack is known, or None if the
    deal cannot be won. The clairvoyant solver answers in milliseconds, so `cancel` is only
    checked before it starts; a cancelled caller gets Cancelled instead of the answer."""
    from solver.clairvoyant import solve as clairvoyant_solve

    if cancel is not None and cancel.is_set():
        raise Cancelled()
    solution = clairvoyant_solve(variant, deal)
    if cancel is not None and cancel.is_set():
        raise Cancelled()
    return solution


def find_solvable_deal(
    variant: Variant,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
    attempts: int = 500,
) -> tuple[int, list[str]]:
    """A random deal number that `solve` proves solvable, with its solution."""
    for attempt in range(1, attempts + 1):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        number = random_deal_number()
        if progress is not None:
            progress(f"Looking for a solvable deal (trying deal {number}, #{attempt})…", -1.0)
        solution = solve(variant, deal_from_number(variant.size, number), cancel)
        if solution is not None:
            return number, solution
    raise RuntimeError(f"no solvable deal found in {attempts} tries")


def winning_hints(position: Position) -> list[tuple[Placement, float]]:
    """Open-stack hints: every legal move with 1.0 if some play still wins after it (the whole
    stack being known) or 0.0 if none does, winners first. Exact, so these are certainties
    rather than the fair-play chances of `hint_values`."""
    from puzzles.hints import winning_moves

    winners = {str(p.move) for p in winning_moves(position.copy())}
    values = [(p, 1.0 if str(p.move) in winners else 0.0) for p in position.legal_moves()]
    return sorted(values, key=lambda item: -item[1])


def deal_of_the_day(variant: Variant, date: str | None = None) -> tuple[str, int]:
    """(ISO date, deal number) of the deal of the day; a solvable one up to 4x4."""
    from puzzles.daily import daily_deal

    daily = daily_deal(variant, date)
    return daily.date, daily.number


def find_graded_deal(
    variant: Variant,
    grade: str,
    cancel: threading.Event | None = None,
    progress: Progress | None = None,
    seed: int | str | None = None,
    max_candidates: int = 400,
    time_limit: float = 60.0,
) -> int:
    """A deal number of the grade (puzzles.grades), looked for one candidate at a time so a
    cancelled search stops between candidates. The candidates are the same as one call of
    `graded_deal` with the same seed would try. Raises TraxError when there is none."""
    import random
    import time

    from puzzles.grades import GRADES, fair_play_available, graded_deal
    from solitaire.errors import TraxError

    if grade not in GRADES:
        raise TraxError(f"unknown grade {grade!r}")
    if progress is not None:
        progress(f"Looking for a {grade} {variant} deal…", -1.0)
    if grade == "Treacherous" and not fair_play_available(variant):
        raise TraxError("the Treacherous grade needs the fair-play solver, which is not here")
    rng = random.Random(seed)
    deadline = time.monotonic() + time_limit
    for attempt in range(1, max_candidates + 1):
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        if progress is not None:
            progress(f"Looking for a {grade} {variant} deal (candidate {attempt})…", -1.0)
        try:
            # One candidate per call: the grade and the fair-play solver were checked above,
            # so a TraxError here only means this candidate is of another grade.
            return graded_deal(variant, grade, rng, max_candidates=1, time_limit=None)
        except TraxError:
            if time.monotonic() > deadline:
                break
    raise TraxError(f"no {grade} {variant} deal found in {attempt} tries; try another grade")
