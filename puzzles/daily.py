"""Deal of the day: a deal number derived from the date, the same for everyone that day."""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Callable
from dataclasses import dataclass

from solitaire.deal import Deal, deal_from_number
from solitaire.errors import NotationError
from solitaire.variant import Variant

# Changing this tag changes every past and future deal of the day.
DAILY_TAG = "trax-solitaire daily v1"
# Deal numbers below a billion, like the app's random ones, so they are easy to read out.
NUMBER_RANGE = 10**9 - 1
MAX_STEPS = 100


@dataclass(frozen=True)
class DailyDeal:
    variant: Variant
    date: str  # YYYY-MM-DD
    number: int
    deal: Deal
    candidate: int  # how many candidates were stepped over to reach a solvable one
    solvable: bool | None  # None when solvability was not asked for


def parse_date(text: str | dt.date | None) -> str:
    """An ISO date string; None means today in UTC, so everyone shares the day's deal
    at the same moment whatever their time zone."""
    if text is None:
        return dt.datetime.now(dt.UTC).date().isoformat()
    if isinstance(text, dt.date):
        return text.isoformat()
    try:
        return dt.date.fromisoformat(text.strip()).isoformat()
    except ValueError:
        raise NotationError(f"{text!r} is not a date (write it as YYYY-MM-DD)") from None


def daily_number(variant: Variant, date: str | dt.date | None = None, candidate: int = 0) -> int:
    """Candidate `candidate` for the day: SHA-256 of tag, variant, date and candidate index."""
    text = f"{DAILY_TAG} {variant.size}x{variant.size} {variant.goal} {parse_date(date)}"
    if candidate:
        text += f" candidate {candidate}"
    digest = hashlib.sha256(text.encode("ascii")).digest()
    return 1 + int.from_bytes(digest[:8], "big") % NUMBER_RANGE


def daily_deal(
    variant: Variant,
    date: str | dt.date | None = None,
    prefer_solvable: bool = True,
    is_solvable: Callable[[Variant, Deal], bool] | None = None,
) -> DailyDeal:
    """The deal of the day. With `prefer_solvable`, step through candidates 0, 1, 2, ... until
    the exact search proves one solvable (falling back to candidate 0 after MAX_STEPS).
    Boards above 4x4 are too big to search: they get candidate 0, solvability unknown.
    `is_solvable` is the compiled search unless given (the web page passes its pure-Python one);
    this module imports no solver at its top, so the page can import it."""
    search_size = variant.size  # the caller's search takes every board it is given
    if is_solvable is None:
        from solver.clairvoyant import is_solvable  # compiled: imported only when needed
        from solver.layout import MAX_SOLVER_SIZE as search_size

    day = parse_date(date)
    if not prefer_solvable or variant.size > search_size:  # too big to prove solvable
        number = daily_number(variant, day)
        return DailyDeal(variant, day, number, deal_from_number(variant.size, number), 0, None)
    for candidate in range(MAX_STEPS):
        number = daily_number(variant, day, candidate)
        deal = deal_from_number(variant.size, number)
        if is_solvable(variant, deal):
            return DailyDeal(variant, day, number, deal, candidate, True)
    number = daily_number(variant, day)
    return DailyDeal(variant, day, number, deal_from_number(variant.size, number), 0, False)
