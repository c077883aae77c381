"""The game on the table: the one GameSession the main window plays, shared by the window's
parts. Playing changes the session; starting a game (ui/app/window/games.py) replaces it here.
A plain object: the parts read the session through it, so none of them holds a stale one."""

from __future__ import annotations

from solitaire.game import Game
from solitaire.position import Placement, Position
from solitaire.session import Fill, GameSession
from ui.app.language import tr


class Table:
    """The session being played, and the practice attempt if it is one."""

    def __init__(self, session: GameSession) -> None:
        self.session = session
        self.practice_attempt: str | None = None  # a practice game's attempt (never counted)

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def position(self) -> Position:
        return self.session.game.position

    @property
    def pending(self) -> list[Fill]:
        """Forced fills not shown yet (waiting for an animation or, without automatic
        filling, for a click)."""
        return self.session.pending

    @property
    def hand_orientation(self) -> int | None:
        return self.session.hand_orientation

    @property
    def hints(self) -> list[tuple[Placement, float]] | None:
        return self.session.hints

    @property
    def solvable(self) -> bool | None:
        return self.session.solvable

    @property
    def solution(self) -> list[str] | None:
        return self.session.solution

    @property
    def replay(self) -> Game | None:
        return self.session.replay

    @property
    def replay_index(self) -> int:
        return self.session.replay_index

    @property
    def deal_grade(self) -> str | None:
        """The grade the deal was dealt for: Deal again deals the same grade."""
        return self.session.grade if self.session.source == "graded" else None

    @property
    def practising(self) -> bool:
        if self.session.practice:  # the stack revealed before the first move (issue 31)
            return True
        return self.practice_attempt is not None and self.practice_attempt == self.session.attempt

    @property
    def lesson_name(self) -> str:
        """A tutorial lesson's fixed deal is named by its lesson ("of lesson 2"); else ""."""
        return getattr(self.session, "lesson_name", "")

    def deal_name(self) -> str:
        if lesson := self.lesson_name:
            return lesson
        if self.game.deal_number is not None:
            return tr("#{number}", "a deal by its number").format(number=self.game.deal_number)
        return tr("(typed in)")
