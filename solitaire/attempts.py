"""Attempts and their reports: one attempt is one deal from its first move until another deal
replaces it; it is reported to the statistics once (see solitaire.session, which hands one over)."""

from __future__ import annotations

import hashlib
import uuid
from dataclasses import dataclass, replace

from solitaire.variant import Variant


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
    skill_loss: float | None = None  # solver/analysis.py: the win chance the moves gave away
    luck: float | None = None  # and what the tiles gave (or took)
    record: str | None = None  # the game as it ended: the text of its game record (to review)
    lookahead: int = 1  # tiles shown ahead of the hand (issue 16); 1 is the printed rules

    @property
    def won(self) -> bool:
        return self.result == "won"

    def with_skill(self, skill_loss: float, luck: float) -> Report:
        return replace(self, skill_loss=skill_loss, luck=luck)

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
            attempt=self.attempt,
            skill_loss=self.skill_loss,
            luck=self.luck,
            record=self.record,
            lookahead=self.lookahead,
        )


def new_attempt_id() -> str:
    """A fresh attempt id (a random UUID): made when an attempt starts, kept in the session,
    its records and autosave, and stored with its outcome in the statistics."""
    return uuid.uuid4().hex


def old_record_attempt_id(variant: Variant, deal: str) -> str:
    """The attempt id of a record written before attempts had ids (version 1): derived from
    the variant and the deal, so opening the same old file again, after any number of restarts
    of the app, is the same attempt and is counted once. Two old saves of one deal are taken as
    one attempt: they most likely are, and a reopened file must never add a count."""
    text = f"{variant}\n{' '.join(deal.split())}"
    return "v1-" + hashlib.sha256(text.encode()).hexdigest()[:32]
