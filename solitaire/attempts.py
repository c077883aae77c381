"""Attempts and their reports: one attempt is one deal from its first move until another deal
replaces it; it is reported to the statistics once (see solitaire.session)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import TYPE_CHECKING

from solitaire.variant import Variant

if TYPE_CHECKING:
    from solitaire.session import GameSession


@dataclass(frozen=True)
class Report:
    """One attempt's outcome, as the statistics store takes it."""

    attempt: str
    variant: Variant
    deal: str
    number: int | None
    result: str
    source: str
    puzzle: str | None
    hints: int
    moves: int
    seconds: float

    @property
    def won(self) -> bool:
        return self.result == "won"

    def record_into(self, store: object) -> None:
        """StatisticsStore.record_game with the keywords of the contract."""
        store.record_game(  # type: ignore[attr-defined]
            self.variant,
            self.won,
            self.hints,
            self.moves,
            self.deal,
            self.number,
            result=self.result,
            puzzle=self.puzzle,
            source=self.source,
            seconds=self.seconds,
        )


def new_attempt_id() -> str:
    return secrets.token_hex(8)


def hand_over(current: GameSession, new: GameSession, counted: set[str]) -> list[Report]:
    """`new` replaces `current` on the table; returns the reports this brings (current
    abandoned). `counted` holds the attempts already reported in this run of the app: a saved
    state of one of them, opened again, is not counted a second time."""
    if current.continues(new):
        new.adopt_outcome(current)
        return current.take_reports()
    if new.attempt in counted:
        new.reported = True
    current.abandon()
    reports = current.take_reports()
    counted.update(r.attempt for r in reports)
    return reports
