"""The game session: reports each attempt's outcome once, and a record brings it back whole."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import hypothesis.strategies as st
import pytest
from hypothesis import HealthCheck, settings
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from solitaire.deal import parse_deal
from solitaire.game import Game
from solitaire.handover import hand_over
from solitaire.record import RecordMeta
from solitaire.session import GameSession, Report
from solitaire.variant import Variant
from ui.data.statistics import StatisticsStore

DEAL = "NS NE NE SW NS NS NE NE SW"
WIN = ["@0:NS", "B1:NE", "A2:NE", "B0:SW", "C1:NS", "B3:EW", "C3:SW"]
FILL_BEFORE = ["@0:NS", "A2:NE", "B1:NE"]  # then @2:SW forces one fill


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def session(clock: FakeClock | None = None, **kwargs: object) -> GameSession:
    game = Game(Variant(3, "line"), parse_deal(DEAL, 3))
    return GameSession(game, clock=clock or FakeClock(), **kwargs)  # type: ignore[arg-type]


def test_a_win_is_reported_once_through_undo_restart_and_redo() -> None:
    s = session(source="deal")
    for move in WIN:
        s.play(move)
    [report] = s.take_reports()
    assert (report.result, report.moves, report.source, report.won) == ("won", 7, "deal", True)
    for _ in range(3):
        s.restart()
        while s.game.can_redo():
            s.redo()
        assert s.position.outcome().status == "won"
        s.undo()
        s.redo()
    assert s.take_reports() == []
    assert s.reported and s.result == "won"


def test_time_played_runs_from_the_first_move_to_the_outcome() -> None:
    clock = FakeClock()
    s = session(clock)
    clock.now += 50  # looking at the deal before the first move is not played time
    s.play(WIN[0])
    clock.now += 30
    for move in WIN[1:]:
        s.play(move)
    clock.now += 1000
    [report] = s.take_reports()
    assert report.seconds == pytest.approx(30.0)
    assert s.seconds == pytest.approx(30.0)


def test_replaced_after_the_first_move_is_abandoned_and_never_moved_is_not_counted() -> None:
    untouched = session()
    assert untouched.abandon() is None
    s = session()
    s.play(WIN[0])
    s.undo()  # back to nothing, but the attempt began
    report = s.abandon()
    assert report is not None and report.result == "abandoned" and not report.won
    assert s.abandon() is None


def test_concede_counts_once_and_a_decided_game_replaced_is_lost() -> None:
    s = session()
    s.play(WIN[0])
    assert s.concede() is not None and s.result == "conceded"
    assert s.concede() is None and s.abandon() is None
    assert [r.result for r in s.take_reports()] == ["conceded"]


def test_a_decided_game_replaced_is_lost_and_a_full_board_reports_itself() -> None:
    losing = ["@0:NS", "A2:NE", "B1:NE", "A0:SW", "@3:NS", "C1:NS"]  # decided, not over
    s = session()
    for move in losing:
        s.play(move)
    assert s.position.is_decided() and not s.position.outcome().over
    assert s.take_reports() == []
    report = s.abandon()
    assert report is not None and report.result == "lost"
    full = session()
    for move in [*losing, "A1:NE", "C3:SW"]:
        full.play(move)
    assert [r.result for r in full.take_reports()] == ["lost"]


def test_position_key_is_stable_and_names_the_position() -> None:
    a, b = session(), session()
    for move in WIN[:3]:
        a.play(move)
        b.play(move)
    assert a.position_key() == b.position_key()
    assert a.position_key() == ("3x3 line", parse_deal(DEAL, 3), tuple(WIN[:3]))
    b.undo()
    assert a.position_key() != b.position_key()


def test_a_hint_that_no_move_can_win_counts_nothing_and_turns_nothing() -> None:
    """The tile in hand fits nowhere as dealt (it may be turned) and no move can win any more:
    the hint says so, but it is not counted as a hint used and leaves the tile as it was."""
    from solver.tables.service import table_for

    deal = "EW EW ES NW NS NS NW NE EW"
    game = Game(Variant(3), parse_deal(deal, 3))
    s = GameSession(game, clock=FakeClock())
    for move in ["@0:EW", "B1:EW", "B2:ES", "B3:NS", "C3:NS"]:
        s.play(move)
    values = table_for(Variant(3), 1).move_values(s.position)
    assert s.position.turned_allowed() and values and max(p for _, p in values) == 0.0
    values.sort(key=lambda pair: -pair[1])
    held = s.hand_orientation
    assert s.take_hints(values, s.position_key()) and s.hint_mode == 1
    assert s.hints_used == 0 and s.hand_orientation == held


def test_hints_belong_to_their_position() -> None:
    s = session()
    s.play(WIN[0])
    key = s.position_key()
    placement = s.position.legal_moves()[0]
    s.play(WIN[1])
    assert not s.take_hints([(placement, 0.5)], key)  # arrived too late: ignored
    s.undo()
    assert s.take_hints([(placement, 0.5)], key) and s.hints_used == 1
    s.cycle_hint()
    assert s.hint_mode == 2
    s.play(WIN[1])
    assert s.hints is None and s.hint_mode == 0 and s.hints_used == 1


def test_everything_comes_back_from_the_record() -> None:
    clock = FakeClock()
    s = session(clock, source="daily", date="2026-12-02")
    s.solution = list(WIN)
    for move in FILL_BEFORE:
        s.play(move)
    clock.now += 12.5
    placement = s.play("@2:SW")
    assert placement.fills and len(s.pending) == 1
    s.hints_used = 2
    text = s.to_record()
    assert text.splitlines()[2] == "version 3"  # after the header and the writer
    back = GameSession.from_record(text, clock=clock)
    assert (back.source, back.date, back.hints_used, back.attempt) == (
        "daily",
        "2026-12-02",
        2,
        s.attempt,
    )
    assert back.pending == s.pending and back.solution == WIN
    assert back.seconds == pytest.approx(12.5) and back.started and not back.reported
    assert [str(m) for m in back.game.moves] == [*FILL_BEFORE, "@2:SW"]


def test_sources_round_trip() -> None:
    for source, extra in (
        ("graded", {"grade": "hard"}),
        ("puzzle", {"puzzle": "3x3-line-004"}),
        ("number", {}),
        ("random", {}),
    ):
        s = session(source=source, **extra)
        back = GameSession.from_record(s.to_record())
        assert back.source == source
        assert (back.grade, back.puzzle) == (extra.get("grade"), extra.get("puzzle"))


def test_an_old_finished_record_is_not_counted_again() -> None:
    game = Game(Variant(3, "line"), parse_deal(DEAL, 3), moves=WIN)
    old = GameSession.from_game(game, RecordMeta())
    assert old.reported and old.result == "won" and old.take_reports() == []


def test_an_old_record_without_an_attempt_id_is_the_same_attempt_each_time_it_is_opened() -> None:
    # A version 1 record (no attempt line): its id comes from the variant and the deal, so
    # opening the same old file after a restart of the app is still the same attempt.
    text = GameSession.from_game(
        Game(Variant(3, "line"), parse_deal(DEAL, 3), moves=WIN[:3]), RecordMeta()
    ).to_record()
    old = "\n".join(
        line for line in text.splitlines() if not line.startswith(("version", "attempt"))
    )
    first, again = GameSession.from_record(old), GameSession.from_record(old)
    assert first.attempt == again.attempt and first.attempt.startswith("v1-")
    other = Game(Variant(3, "line"), parse_deal("NS NE NE SW NS NS NE NE NS", 3))
    assert GameSession.from_game(other, RecordMeta()).attempt != first.attempt
    assert session().attempt != session().attempt  # new attempts get fresh ids
    assert GameSession.from_record(first.to_record()).attempt == first.attempt


# -- any sequence of play reports at most one outcome per attempt and loses none ------------


class SessionMachine(RuleBasedStateMachine):
    """The app's life as the player can drive it, with the real statistics store on disk: the
    store is the only ledger of what was counted, so quitting and starting the app again (a new
    session from the autosave, a new store object on the same file) forgets nothing."""

    def __init__(self) -> None:
        super().__init__()
        self.folder = Path(tempfile.mkdtemp(prefix="trax-machine-"))
        self.store = StatisticsStore(self.folder / "statistics.sqlite3")
        self.clock = FakeClock()
        self.sent: list[Report] = []  # every report the sessions handed to the store
        self.saved: str | None = None  # a save file: it outlives restarts of the app
        self.session = session(self.clock)
        self.replaced_started: set[str] = set()
        self.hints_seen: dict[str, int] = {}

    def teardown(self) -> None:
        self.store.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def counted(self, attempt: str) -> str | None:
        return self.store.attempt_result(attempt)

    def deliver(self, reports: list[Report]) -> None:
        for report in reports:
            self.sent.append(report)
            report.record_into(self.store)

    def collect(self) -> None:
        self.deliver(self.session.take_reports())

    def replace(self, new: GameSession) -> None:
        """What the window does when another deal replaces the current one."""
        if self.session.started and not self.session.continues(new):
            self.replaced_started.add(self.session.attempt)
        self.deliver(hand_over(self.session, new, self.counted))
        if not self.session.continues(new):  # another line of play: its own hint count
            self.hints_seen[new.attempt] = new.hints_used
        self.session = new

    @rule(index=st.integers(0, 40))
    def play(self, index: int) -> None:
        legal = self.session.position.legal_moves()
        if legal:
            self.session.play(legal[index % len(legal)].move)
        self.clock.now += 1
        self.collect()

    @rule()
    def play_winning_move(self) -> None:
        game = self.session.game
        played = [str(m) for m in game.moves]
        if played == WIN[: len(played)] and len(played) < len(WIN):
            self.session.play(WIN[len(played)])
        self.collect()

    @precondition(lambda self: self.session.game.can_undo())
    @rule()
    def undo(self) -> None:
        self.session.undo()
        self.collect()

    @precondition(lambda self: self.session.game.can_redo())
    @rule()
    def redo(self) -> None:
        self.session.redo()
        self.collect()

    @rule()
    def restart(self) -> None:
        self.session.restart()
        self.collect()

    @rule()
    def take_hint(self) -> None:
        legal = self.session.position.legal_moves()
        if legal and not self.session.position.outcome().over:
            self.session.take_hints([(legal[0], 0.5)], self.session.position_key())
        self.hints_seen[self.session.attempt] = self.session.hints_used

    @rule()
    def concede(self) -> None:
        self.session.concede()
        self.collect()

    @rule()
    def new_game(self) -> None:
        """New game, Deal again, a puzzle: another deal replaces this one."""
        self.replace(session(self.clock))

    @rule()
    def save(self) -> None:
        self.saved = self.session.to_record()

    @precondition(lambda self: self.saved is not None)
    @rule()
    def load(self) -> None:
        """Open a saved record: the same attempt carries on, another one replaces this."""
        self.replace(GameSession.from_record(self.saved or "", clock=self.clock))
        self.collect()

    @rule()
    def quit_and_start_again(self) -> None:
        """Quit the app and start it again: the game is kept (no loss) when worth keeping and
        resumed as a new session object; the statistics are a new store on the same file.
        Nothing of the old run survives in memory."""
        self.session.pause()
        kept = self.session.to_record() if self.session.worth_keeping() else None
        if kept is None:
            dropped = self.session
            assert dropped.reported or not dropped.started, "quitting lost an attempt"
        self.store.close()
        self.store = StatisticsStore(self.folder / "statistics.sqlite3")
        if kept is not None:
            self.session = GameSession.from_record(kept, clock=self.clock)
        else:
            self.session = session(self.clock)
        self.collect()

    def stored(self) -> dict[str, str]:
        rows = self.store._query("SELECT attempt, result FROM games")
        assert all(attempt is not None for attempt, _ in rows)
        return dict(rows)

    @invariant()
    def each_attempt_reported_at_most_once(self) -> None:
        """Sessions never report a counted attempt again, even across restarts of the app;
        and the store holds each attempt once, with its first report."""
        attempts = [r.attempt for r in self.sent]
        assert len(attempts) == len(set(attempts))
        stored = self.stored()
        assert len(self.store.games()) == len(stored) == len(self.sent)
        assert stored == {r.attempt: r.result for r in self.sent}

    @invariant()
    def a_counted_attempt_stays_counted(self) -> None:
        if self.session.attempt in self.stored():
            assert self.session.reported

    @invariant()
    def a_finished_game_is_counted(self) -> None:
        s = self.session
        if s.position.outcome().over:
            assert s.reported and s.attempt in self.stored()

    @invariant()
    def hints_taken_are_never_forgotten(self) -> None:
        """Undo, restart, redo, loading a save of the same attempt, quitting and resuming: the
        hints taken stay counted."""
        s = self.session
        assert s.hints_used >= self.hints_seen.get(s.attempt, 0)
        self.hints_seen[s.attempt] = s.hints_used

    @invariant()
    def no_attempt_vanishes(self) -> None:
        """Every attempt that was replaced after its first move is in the store."""
        assert self.replaced_started <= set(self.stored())


SessionMachine.TestCase.settings = settings(
    max_examples=150,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestSessionMachine = SessionMachine.TestCase


def test_a_given_game_counts_from_the_first_move_here_and_a_finished_one_never() -> None:
    """GameSession.given: a game that comes with moves played elsewhere (a link)."""
    variant = Variant(3, "line")
    won = GameSession.given(Game(variant, parse_deal(DEAL, 3), None, list(WIN)))
    assert won.position.outcome().status == "won" and won.reported and won.result == "won"
    won.undo()
    won.redo()
    assert won.abandon() is None and won.concede() is None and won.take_reports() == []
    begun = GameSession.given(Game(variant, parse_deal(DEAL, 3), None, WIN[:3]))
    assert not begun.in_progress and begun.abandon() is None  # only looked at
    assert begun.worth_keeping()  # kept over a reload all the same
    begun.play(WIN[3])
    assert [r.result for r in [begun.abandon()] if r] == ["abandoned"]
