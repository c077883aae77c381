"""The links that name a game on the web page, read and written in Python (the page only
forwards its address):

    ?size=3&goal=line&deal=NS+NE+...&moves=@0:NS+A2:NE   a deal and the moves played
    ?number=12345 (with size and goal)                    a numbered deal
    ?daily=YYYY-MM-DD (with size and goal)                the deal of the day
    ?puzzle=ID                                            a shipped puzzle
    ?lesson=N                                             the tutorial's lesson N (from 1)

Deals and moves are in the command line's notation (RULES.md section 6), URL-encoded."""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import parse_qs, urlencode

from solitaire.deal import Deal, parse_deal
from solitaire.errors import NotationError
from solitaire.move import parse_moves
from solitaire.variant import Variant

KEYS = ("size", "goal", "deal", "moves", "number", "daily", "puzzle", "lesson")
SOURCES = ("deal", "number", "daily", "puzzle", "lesson")


@dataclass(frozen=True)
class Address:
    """What a link asks for: exactly one of deal, number, daily, puzzle, lesson."""

    variant: Variant
    deal: Deal | None = None
    number: int | None = None
    daily: str | None = None
    puzzle: str | None = None
    lesson: int | None = None
    moves: list[str] = field(default_factory=list)


def _one(values: dict[str, list[str]], key: str) -> str | None:
    found = values.get(key)
    if not found:
        return None
    if len(found) > 1:
        raise NotationError(f"the address gives {key} {len(found)} times")
    return found[0].strip()


def _variant(values: dict[str, list[str]]) -> Variant:
    size_text, goal = _one(values, "size") or "3", _one(values, "goal") or "line"
    if not size_text.isdigit():
        raise NotationError(f"size {size_text!r} is not a number (use 3 or 4)")
    return Variant(int(size_text), goal.lower())


def _number(text: str, what: str) -> int:
    if not text.isdigit():
        raise NotationError(f"{what} {text!r} is not a whole number")
    return int(text)


def read_address(query: str) -> Address | None:
    """The game a page address names, or None when it names none. A bad address raises
    TraxError with a plain message naming the problem."""
    values = parse_qs(query.lstrip("?"), keep_blank_values=True)
    unknown = sorted(set(values) - set(KEYS))
    if unknown:
        raise NotationError(f"the address has {unknown[0]!r}, which names nothing here")
    given = [key for key in SOURCES if key in values]
    if not given:
        if "moves" in values:
            raise NotationError("the address gives moves but no deal")
        return None
    if len(given) > 1:
        raise NotationError(f"the address names a game twice ({' and '.join(given)})")
    source, text = given[0], _one(values, given[0]) or ""
    if source == "lesson":
        return Address(Variant(3), lesson=_number(text, "lesson"))
    if source == "puzzle":
        return Address(Variant(3), puzzle=text)
    variant = _variant(values)
    moves = [str(m) for m in parse_moves(_one(values, "moves") or "")]
    if source == "deal":
        return Address(variant, deal=parse_deal(text, variant.size), moves=moves)
    if moves:
        raise NotationError("moves go with a deal (deal=...), not with a number or a day")
    if source == "number":
        return Address(variant, number=_number(text, "deal number"))
    return Address(variant, daily=text)


def address_of(variant: Variant, deal: str, moves: list[str]) -> str:
    """The link to a game as it stands: its variant, its deal and the moves played."""
    query = {"size": str(variant.size), "goal": variant.goal, "deal": deal}
    if moves:
        query["moves"] = " ".join(moves)
    return "?" + urlencode(query, safe=":@")
