"""The game being played, as one object (Tatham's mid-end): the game and its history, where
the deal came from, forced fills still to show, hints, the solution being replayed, time played,
and the attempt's outcome with whether it has been reported.

Pure Python: the window shows a session and forwards the player's input to it. Statistics
rules (docs/ui.md): an attempt is one deal from its first move until another deal replaces it,
and it is reported exactly once: won the first time the goal is made; lost, stuck, or conceded;
abandoned (or lost, if it was already decided) when replaced after its first move. Undo after a
win, Restart and redo never report again.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from solitaire.attempts import Report, new_attempt_id, old_record_attempt_id
from solitaire.fills import Fill, last_fills
from solitaire.game import Game
from solitaire.move import Move
from solitaire.position import Placement, Position
from solitaire.record import (
    RESULTS,
    SOURCES,
    RecordMeta,
    format_record,
    load_full_record,
    parse_full_record,
    write_atomically,
)
from solitaire.tiles import flipped, turned
from solitaire.variant import Variant

__all__ = ["RESULTS", "SOURCES", "Fill", "GameSession", "Report"]

Clock = Callable[[], float]
PositionKey = tuple[str, tuple[int, ...], tuple[str, ...]]


class GameSession:
    """The game being played. `source` is one of SOURCES; `date` goes with a deal of the day,
    `grade` with a graded deal, `puzzle` (an id) with a puzzle."""

    def __init__(
        self,
        game: Game,
        source: str | None = None,
        *,
        date: str | None = None,
        grade: str | None = None,
        puzzle: str | None = None,
        clock: Clock = time.monotonic,
        attempt: str | None = None,
        lookahead: int = 1,
    ) -> None:
        if source is None:
            source = "puzzle" if puzzle else "random" if game.deal_number is not None else "deal"
        if source not in SOURCES:
            raise ValueError(f"source {source!r} is not one of {SOURCES}")
        self.game = game
        self.source = source
        self.date = date
        self.grade = grade
        self.puzzle = puzzle
        self.clock = clock
        self.attempt = attempt or new_attempt_id()
        # Tiles shown ahead of the hand (issue 16): 1 is the printed rules, 0 the next tile
        # hidden; kept for the whole game, in its record and its statistics row.
        self.lookahead = lookahead
        self.pending: list[Fill] = []
        self.hand_orientation: int | None = game.position.hand
        self.hints_used = 0
        self.hints: list[tuple[Placement, float]] | None = None
        self.hint_mode = 0  # 0 off, 1 best move, 2 heat map
        self.hint_key: PositionKey | None = None
        self.solvable: bool | None = None
        self.solution: list[str] | None = None
        self.replay: Game | None = None
        self.replay_index = 0
        self.started = bool(game.moves)
        self.result: str | None = None
        self.reported = False
        self._seconds = 0.0
        self._since: float | None = None
        self._outbox: list[Report] = []

    # -- what is being played -----------------------------------------------------------------

    @property
    def variant(self) -> Variant:
        return self.game.variant

    @property
    def position(self) -> Position:
        return self.game.position

    @property
    def shown(self) -> Game:
        """The game on the board: the solution replay while it is shown, else the game."""
        return self.replay or self.game

    def position_key(self) -> PositionKey:
        """Names the position being played, stable across runs (hints are keyed by it)."""
        game = self.game
        return (str(game.variant), game.deal, tuple(str(m) for m in game.moves))

    @property
    def seconds(self) -> float:
        running = self.clock() - self._since if self._since is not None else 0.0
        return self._seconds + max(0.0, running)

    def pause(self) -> None:
        """Stop the clock (the window is closing, the game is saved)."""
        self._seconds = self.seconds
        self._since = None

    # -- playing --------------------------------------------------------------------------------

    def play(self, move: Move | str) -> Placement:
        """Play a move (TraxError if illegal). Its forced fills wait in `pending` until the
        window has shown them (`fill_shown`)."""
        placement = self.game.play(move)
        self.pending = last_fills(self.game)
        self._moved()
        return placement

    def fill_shown(self) -> Fill | None:
        return self.pending.pop(0) if self.pending else None

    def undo(self) -> Placement:
        self.pending = []
        placement = self.game.undo()
        self._changed()
        return placement

    def redo(self) -> Placement:
        self.pending = []
        placement = self.game.redo()
        self._moved()
        return placement

    def restart(self) -> None:
        """Back to the first tile; the moves stay to redo. The attempt goes on (no new count)."""
        self.pending = []
        self.replay = None
        self.game.restart()
        self._changed()

    def turn(self, quarters: int = 1) -> None:
        if self.hand_orientation is not None:
            self.hand_orientation = turned(self.hand_orientation, quarters % 4)

    def flip(self) -> None:
        if self.hand_orientation is not None:
            self.hand_orientation = flipped(self.hand_orientation)

    def _moved(self) -> None:
        if not self.started:
            self.started = True
        if self._since is None and not self.reported:
            self._since = self.clock()
        self._changed()
        outcome = self.position.outcome()
        if outcome.over:
            self._report(outcome.status)

    def _changed(self) -> None:
        self.hand_orientation = self.position.hand
        if self.hint_key != self.position_key():
            self.hints = None
            self.hint_mode = 0

    # -- outcomes -------------------------------------------------------------------------------

    def _report(self, result: str) -> Report | None:
        """The attempt's outcome, reported once: later outcomes of the same attempt are not."""
        if self.reported:
            return None
        self.pause()
        self.result = result
        self.reported = True
        game = self.game
        report = Report(
            self.attempt,
            game.variant,
            game.deal_text(),
            game.deal_number,
            result,
            self.source,
            self.puzzle,
            self.hints_used,
            len(game.moves),
            round(self.seconds, 1),
            record=self.to_record(),  # after the outcome is set: the record says it
            lookahead=self.lookahead,
        )
        self._outbox.append(report)
        return report

    def take_reports(self) -> list[Report]:
        """Outcomes reported since the last call, for the statistics store."""
        reports, self._outbox = self._outbox, []
        return reports

    def can_concede(self) -> bool:
        return self.started and not self.reported

    def concede(self) -> Report | None:
        """The player gives the attempt up: it counts as conceded (once)."""
        if not self.can_concede():
            return None
        return self._report("conceded")

    def abandon(self) -> Report | None:
        """Another deal replaces this one: after its first move the attempt counts as abandoned
        (lost when no win was possible any more). A game never moved is not counted."""
        if not self.started or self.reported:
            return None
        return self._report("lost" if self.position.is_decided() else "abandoned")

    def worth_keeping(self) -> bool:
        """Quitting keeps this game to resume: it began (even if restarted back to the first
        tile) and is not over. A finished game was counted; an untouched deal is not kept."""
        return (self.started or bool(self.game.moves)) and not self.position.outcome().over

    # -- what may be shown ---------------------------------------------------------------------

    @property
    def practice(self) -> bool:
        """Never counted (the stack revealed, or Try again from here): reported, no result."""
        return self.reported and self.result is None

    def decided(self) -> bool:
        """Over, or no play from here can win (fills still to show keep it open)."""
        return not self.pending and (self.position.outcome().over or self.position.is_decided())

    def may_show_solution(self) -> bool:
        """ "Was it solvable?" and the solution: in a game still to be counted, only once it
        is decided (a win after the solution was shown would count). Front ends ask here."""
        return self.reported or self.decided()

    def open_solution(self) -> bool:
        """The verdict or the solution is about to be shown (False: not yet). A decided game
        still to be counted counts now, as lost: undoing to play the solution wins nothing."""
        if self.may_show_solution() and not self.reported:
            self._report("lost")  # (a lesson's game is never counted, and still shown)
        return self.may_show_solution()

    def may_show_stack(self) -> bool:
        """Tiles not yet drawn (the deal string): a typed-in deal's and a puzzle's are open;
        any other game's once it is no longer counted (finished, conceded, practice)."""
        return self.source in ("deal", "puzzle") or self.reported

    def reveal_stack(self) -> str:
        """The deal string (the player asks for the game ID): the attempt, if begun, counts as
        when another deal replaces it, and play goes on as practice (a new attempt, never
        counted), as from the desktop's Try again from here."""
        if not self.may_show_stack():
            self.abandon()
            self.pause()
            self.attempt, self.reported, self.result = new_attempt_id(), True, None
        return self.game.deal_text()

    @property
    def in_progress(self) -> bool:
        """Moves were played and nothing was reported: replacing it would count a loss."""
        return self.started and not self.reported

    # -- hints and the solution -----------------------------------------------------------------

    def take_hints(self, values: list[tuple[Placement, float]], key: PositionKey) -> bool:
        """A hint for `key` arrived (best first); False (ignored) if the game has moved on. It
        counts and readies the best move's turn, unless no move can win any more."""
        if key != self.position_key() or not values:
            return False
        self.hints, self.hint_key, self.hint_mode = values, key, 1
        if values[0][1] <= 0.0:  # no move can win any more: nothing recommended, none counted
            return True
        self.hints_used += 1
        if self.position.turned_allowed():
            self.hand_orientation = values[0][0].orientation  # ready to play the hinted move
        return True

    def hints_current(self) -> bool:
        return self.hints is not None and self.hint_key == self.position_key()

    def cycle_hint(self) -> None:
        self.hint_mode = (self.hint_mode + 1) % 3

    def start_replay(self) -> bool:
        if not self.solution or not self.open_solution():
            return False
        self.pending = []
        self.replay = Game(self.game.variant, self.game.deal)
        self.replay_index = 0
        return True

    def replay_next(self) -> Placement | None:
        if self.replay is None or self.replay_index >= len(self.solution or ()):
            return None
        assert self.solution is not None
        placement = self.replay.play(self.solution[self.replay_index])
        self.replay_index += 1
        return placement

    def replay_prev(self) -> bool:
        if self.replay is None or self.replay_index == 0:
            return False
        self.replay.undo()
        self.replay_index -= 1
        return True

    def exit_replay(self) -> bool:
        was, self.replay = self.replay is not None, None
        return was

    # -- records --------------------------------------------------------------------------------

    def meta(self) -> RecordMeta:
        """What a record keeps besides the moves (most under the session's own names)."""
        same = ("source", "date", "grade", "puzzle", "attempt", "started", "result", "reported")
        return RecordMeta(
            **{name: getattr(self, name) for name in same},
            hints=self.hints_used,
            seconds=round(self.seconds, 1),
            pending=len(self.pending),
            solution=self.solution,
            lookahead=self.lookahead,
        )

    def to_record(self) -> str:
        return format_record(self.game, self.meta())

    def save(self, path: str | Path) -> None:
        write_atomically(Path(path), self.to_record())

    @classmethod
    def given(cls, game: Game, source: str | None = None) -> GameSession:
        """A game with moves played elsewhere (a link's deal and moves): the attempt begins at
        the player's first move here; a finished one is never counted (as in from_game)."""
        session = cls(game, source)
        session.started = False
        session._never_counted_if_over()
        return session

    @classmethod
    def from_game(cls, game: Game, meta: RecordMeta, clock: Clock = time.monotonic) -> GameSession:
        session = cls(
            game,
            meta.source,
            date=meta.date,
            grade=meta.grade,
            puzzle=meta.puzzle,
            clock=clock,
            attempt=meta.attempt or old_record_attempt_id(game.variant, game.deal_text()),
            lookahead=meta.lookahead,
        )
        session.hints_used = meta.hints
        session._seconds = meta.seconds
        if meta.started is not None:
            session.started = meta.started or bool(game.moves)
        session.result = meta.result
        # An old record (no `reported`): a finished game may have been counted; never twice.
        session.reported = bool(meta.reported)
        if meta.pending and (fills := last_fills(game)):
            session.pending = fills[len(fills) - meta.pending :]
        if meta.solution is not None:
            session.solution, session.solvable = list(meta.solution), True
        session._never_counted_if_over()
        return session

    def _never_counted_if_over(self) -> None:
        """A finished game not played here (a link, an old or hand-made record): never counted."""
        if (over := self.position.outcome()).over and not self.reported:
            self.reported, self.result = True, over.status

    @classmethod
    def from_record(cls, text: str, clock: Clock = time.monotonic) -> GameSession:
        game, meta = parse_full_record(text)
        return cls.from_game(game, meta, clock)

    @classmethod
    def load(cls, path: str | Path, clock: Clock = time.monotonic) -> GameSession:
        game, meta = load_full_record(path)
        return cls.from_game(game, meta, clock)

    def continues(self, other: GameSession) -> bool:
        """`other` is a later (or earlier) state of this same attempt."""
        return other.attempt == self.attempt

    def adopt_outcome(self, earlier: GameSession) -> None:
        """Loading another state of the same attempt keeps what was already reported, the
        hints taken and the time played: going back to an older save forgets neither."""
        if earlier.reported and not self.reported:
            self.reported, self.result = True, earlier.result
            self._outbox = [r for r in self._outbox if r.attempt != self.attempt]
        self.started = self.started or earlier.started
        self.hints_used = max(self.hints_used, earlier.hints_used)
        self._seconds = max(self._seconds, earlier.seconds)
