"""Every call from the app into the solver goes through this module, so the solver can be
rewired in one place.

- `hint_values`: fair-play win probability of every legal move, best first, with the game's
  tiles shown ahead (lookahead k, issue 16): k = 0 and 1 from solver.tables (the shipped
  tables), k >= 2 from the exact seeing tables (solver.tables.seeing, through the entry
  solver.tables; a 4x4 table loads in about a second, or is built in a minute or more the
  first time, so only from a worker thread; the load lets go of the interpreter lock often,
  so the window runs meanwhile: benchmarks/bench_window_stall.py). A fair-play table (k = 0
  or 1) neither shipped nor cached is built in a child process (ui/solver_apart) likewise.
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


class Cancelled(RuntimeError):
    """The caller no longer wants the answer."""


def hint_values(
    variant: Variant,
    position: Position,
    progress: Progress | None = None,
    lookahead: int = 1,
    cancel: threading.Event | None = None,
) -> list[tuple[Placement, float]]:
    """Every legal move with its fair-play win probability with `lookahead` tiles shown ahead
    of the hand, best first. The shipped tables answer at once; a table that is neither shipped
    nor cached on disk is built on the first call (then cached). solver.tables and
    solver.tables.seeing keep the table caches of the process (thread-safe)."""
    if lookahead in FAIR_PLAY_LOOKAHEADS:
        table = _hint_table(variant, progress, lookahead, cancel)
        return sorted(table.move_values(position), key=lambda item: -item[1])
    return _seeing_table(variant, lookahead, progress, cancel).move_values(position)


def prepare_hints(variant: Variant, progress: Progress | None = None, lookahead: int = 1) -> None:
    """Load or build the hint table of a variant ahead of the first hint (the app does it in
    the background). Reports progress(message, fraction) while it builds."""
    if lookahead in FAIR_PLAY_LOOKAHEADS:
        _hint_table(variant, progress, lookahead)
    else:
        _seeing_table(variant, lookahead, progress)


def hints_ready(variant: Variant, lookahead: int = 1) -> bool:
    """Whether the hint table of a variant is in memory (a hint is answered at once)."""
    from solver.tables.service import ready

    return ready(variant, lookahead)


def hints_possible(variant: Variant, lookahead: int) -> bool:
    """Whether exact hints exist for this variant with `lookahead` tiles shown ahead."""
    if lookahead in FAIR_PLAY_LOOKAHEADS:
        return variant.size <= 4
    from solver.tables.service import max_exact

    return 0 <= lookahead <= max_exact(variant)


# The lookaheads of the fair-play tables proper; the seeing tables have the same values for
# them exactly (tests/test_seeing.py) and serve the others.
FAIR_PLAY_LOOKAHEADS = (0, 1)


def _seeing_table(  # noqa: ANN202
    variant: Variant,
    lookahead: int,
    progress: Progress | None,
    cancel: threading.Event | None = None,
):
    """The table from memory, else read from the disk cache (in this worker thread, which
    lets the window run meanwhile: solver.cache hashes in slices that release the interpreter
    lock), else built apart and then read. A damaged file is set aside and built again."""
    from solver.tables.service import is_stored, ready, stored_table, table_for

    if ready(variant, lookahead):
        return table_for(variant, lookahead)
    for built in (False, True):
        if is_stored(variant, lookahead):
            if progress is not None:
                progress(
                    f"Loading the hints for {variant} with {lookahead} tiles shown ahead…", -1.0
                )
            table = stored_table(variant, lookahead)
            if table is not None:
                return table
        if not built:
            _build_apart(variant, lookahead, progress, cancel)
    return table_for(variant, lookahead)  # no child could build it: built here


def _build_apart(
    variant: Variant,
    lookahead: int,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
) -> None:
    """Build a seeing table in a child process, which leaves it in the disk cache. Its
    compiled pass holds the interpreter lock for seconds at a time: in the app's own process
    it would freeze the window. A failed child leaves no file: the caller builds in process."""
    import subprocess
    import sys
    import time

    code = (
        "import sys; from solitaire.variant import Variant; "
        "from solver.tables.service import seeing_table; "
        "seeing_table(Variant(int(sys.argv[1]), sys.argv[2]), int(sys.argv[3]))"
    )
    argv = [sys.executable, "-c", code, str(variant.size), variant.goal, str(lookahead)]
    child = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    started = time.monotonic()
    try:
        while child.poll() is None:
            if cancel is not None and cancel.is_set():
                raise Cancelled()
            if progress is not None:
                progress(
                    f"Working out exact hints for {variant} with {lookahead} tiles shown ahead "
                    f"(once; up to a few minutes for 4x4): {time.monotonic() - started:.0f} s…",
                    -1.0,
                )
            time.sleep(0.25)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()


def _valuer(variant: Variant, lookahead: int, loaded_only: bool = False) -> object | None:
    """The analysis valuer of a lookahead: the table (loaded or built), or None when
    `loaded_only` and it is not in memory."""
    from solver.analysis import FairPlayValues

    if lookahead in FAIR_PLAY_LOOKAHEADS:
        table = (
            _loaded_table(variant, lookahead)
            if loaded_only
            else _hint_table(variant, None, lookahead)
        )
        return None if table is None else FairPlayValues(table)
    if loaded_only and not table_loaded(variant, lookahead):
        return None
    return FairPlayValues(_seeing_table(variant, lookahead, None))


# How solver.tables.build names its passes, for the player, and each pass's share of the bar.
_STAGE_WORDS = {"layouts": "finding every position", "values": "working out every move's chance"}
_STAGE_SHARE = {"layouts": (0.0, 0.3), "values": (0.3, 0.7)}


def _hint_table(  # noqa: ANN202
    variant: Variant,
    progress: Progress | None = None,
    lookahead: int = 1,
    cancel: threading.Event | None = None,
):
    """The fair-play table from memory, shipped or the disk cache; else built in a child
    process (ui/solver_apart, which keeps the window responsive) and read from the disk cache
    it leaves; only if the child could not leave it there is it built here."""
    from solver.tables.service import LOADED, stored
    from solver.tables.service import table_for as values_for

    if progress is not None and (variant, lookahead) not in LOADED:
        progress(f"Preparing hints for {variant}…", -1.0)

    def report(stage: str, done: int, total: int, elapsed: float | None = None) -> None:
        # solver.tables.build reports progress(stage, done, total) while it builds; one bar for
        # both of its passes (the layouts pass is the shorter).
        if progress is None:
            return
        fraction = -1.0
        if total:
            start, share = _STAGE_SHARE.get(str(stage), (0.0, 1.0))
            fraction = start + share * max(0.0, min(1.0, done / total))
        words = _STAGE_WORDS.get(str(stage), str(stage or "starting the solver"))
        seconds = "" if elapsed is None else f" ({elapsed:.0f} s)"
        progress(f"Preparing hints for {variant}: {words}…{seconds}", fraction)

    if stored(variant, lookahead) is None:
        from ui.common.solver_apart import build_apart

        ready = lambda: stored(variant, lookahead) is not None  # noqa: E731
        if build_apart(variant, report, cancel, ready) == "cancelled":
            raise Cancelled()
    return values_for(variant, lookahead=lookahead, progress=report)


def solve(variant: Variant, deal: Deal, cancel: threading.Event | None = None) -> list[str] | None:
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


_PUZZLE_HINTS_READY = threading.Event()


def prepare_puzzle_hints() -> None:
    """Compile (or load from numba's cache) the exact search that open-stack hints use, ahead
    of the first puzzle hint: cold, that takes seconds (7.9 s measured). For a worker thread."""
    if _PUZZLE_HINTS_READY.is_set():
        return
    winning_hints(Position(Variant(3, "line"), deal_from_number(3, 1)))
    _PUZZLE_HINTS_READY.set()


def puzzle_hints_ready() -> bool:
    """Whether a puzzle hint is answered without compiling first."""
    return _PUZZLE_HINTS_READY.is_set()


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
    """A deal number of the grade (puzzles.grades.graded_deal, the one graded search), stopped
    between candidates when `cancel` is set (raising Cancelled). Raises TraxError when there
    is none."""
    from puzzles.grades import graded_deal

    def before_candidate(attempt: int) -> None:
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        if progress is not None:
            progress(f"Looking for a {grade} {variant} deal (candidate {attempt})…", -1.0)

    return graded_deal(variant, grade, seed, max_candidates, time_limit, before_candidate)


# -- post-game analysis (solver/analysis.py) --------------------------------------------------


def analyse_game(
    variant: Variant,
    deal: Deal,
    moves: list,
    clairvoyant: bool = False,
    cancel: threading.Event | None = None,
    lookahead: int = 1,
) -> object:
    """The post-game analysis of a game (solver.analysis.Analysis): fair-play values with the
    game's `lookahead` tiles shown ahead, or with `clairvoyant` the whole stack known. The
    first call for a variant may load or build its table, so call it from a worker thread."""
    from solver.analysis import analyse, valuer_for

    valuer = valuer_for(variant, deal, True) if clairvoyant else _valuer(variant, lookahead)
    if cancel is not None and cancel.is_set():
        raise Cancelled()
    return analyse(variant, deal, moves, clairvoyant=clairvoyant, valuer=valuer, cancel=cancel)


def prepare_table(variant: Variant, build: bool = False, lookahead: int = 1) -> bool:
    """Load the fair-play table of a variant and lookahead into memory (shipped or from the
    disk cache); with `build`, build it when neither holds it. True when it is loaded. For a
    worker thread."""
    if not build and not table_cached(variant, lookahead):
        return False
    prepare_hints(variant, None, lookahead)
    return True


def _loaded_table(variant: Variant, lookahead: int = 1) -> object | None:
    from solver.tables.service import LOADED

    return LOADED.get((variant, lookahead))


def table_loaded(variant: Variant, lookahead: int = 1) -> bool:
    from solver.tables.service import ready

    return ready(variant, lookahead)


def table_cached(variant: Variant, lookahead: int = 1) -> bool:
    """Whether the table is in memory, shipped or on disk (so loading it is quick)."""
    if table_loaded(variant, lookahead):
        return True
    if not hints_possible(variant, lookahead):
        return False
    from solver.tables.service import is_stored

    return is_stored(variant, lookahead)


def loaded_values(
    variant: Variant, position: Position, lookahead: int = 1
) -> list[tuple[Placement, float]] | None:
    """Every legal move's win probability with `lookahead` tiles shown ahead if the table is
    already in memory, else None (the GUI thread never waits for a table)."""
    valuer = _valuer(variant, lookahead, loaded_only=True)
    return None if valuer is None else valuer.move_values(position)  # type: ignore[attr-defined]


def skill_figures(
    variant: Variant, deal: Deal, moves: list, lookahead: int = 1
) -> tuple[float, float] | None:
    """(skill loss, luck) of a game (solver.analysis) if the table of its lookahead is in
    memory, else None. A few milliseconds: one table look-up per legal move."""
    valuer = _valuer(variant, lookahead, loaded_only=True)
    if valuer is None:
        return None
    from solver.analysis import analyse

    analysis = analyse(variant, deal, moves, valuer=valuer)  # type: ignore[arg-type]
    return analysis.skill_loss, analysis.luck
