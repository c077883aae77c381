"""Handing the table over: a new session replaces the one being played, and what that
brings to the statistics (the desktop window and the web page both hand over this way)."""

from __future__ import annotations

from collections.abc import Callable

from solitaire.attempts import Report
from solitaire.session import GameSession

# The result the statistics hold for an attempt id, or None if it was never counted.
CountedQuestion = Callable[[str], "str | None"]


def hand_over(current: GameSession, new: GameSession, counted: CountedQuestion) -> list[Report]:
    """`new` replaces `current` on the table; returns the reports this brings (current
    abandoned). `counted` asks the statistics store whether an attempt was counted: a saved
    state of a counted attempt, opened again (even after a restart of the app), is not
    counted a second time."""
    if current.continues(new):
        new.adopt_outcome(current)
        return current.take_reports()
    if not new.reported and (result := counted(new.attempt)) is not None:
        new.reported, new.result = True, result
    current.abandon()
    return current.take_reports()
