"""The games the web page opens: a random deal, a typed-in game ID, a saved record resumed,
the game an address names (ui/web/address.py), and the words that greet each (the bridge,
ui/web/bridge.py, puts them on the table)."""

from __future__ import annotations

from solitaire.deal import format_deal, parse_deal, random_deal_number
from solitaire.errors import TraxError
from solitaire.game import Game
from solitaire.session import GameSession
from solitaire.variant import STANDARD_VARIANTS, Variant
from ui.web import address, extras

WELCOME = "Click or tap a cell to lay the tile in hand there."


def random_session(variant: Variant) -> GameSession:
    return GameSession(Game.from_number(variant, random_deal_number()))


def deal_name(session: GameSession) -> str:
    number = session.game.deal_number
    return f"deal #{number}" if number is not None else "a typed-in deal"


def from_deal_text(variant: Variant, text: str) -> GameSession:
    """A pasted game ID: a deal string (the desktop app's Copy deal string) or a number."""
    stripped = text.strip().lstrip("#")
    if stripped.isdigit():
        return GameSession(Game.from_number(variant, int(stripped)))
    return GameSession(Game(variant, parse_deal(stripped.replace("+", " "), variant.size)))


def resume(saved: str | None) -> GameSession | None:
    if not saved:
        return None
    try:
        return GameSession.from_record(saved)
    except (TraxError, ValueError):
        return None


def same_game(session: GameSession, wanted: address.Address) -> bool:
    game = session.game
    if wanted.variant != game.variant:
        return False
    if wanted.deal is not None:
        return wanted.deal == game.deal and wanted.moves == [str(m) for m in game.moves]
    return wanted.number is not None and wanted.number == game.deal_number


def from_address(wanted: address.Address) -> tuple[GameSession, str]:
    variant = wanted.variant
    if variant not in STANDARD_VARIANTS:
        raise TraxError(f"the page plays 3x3 line, 4x4 line and 4x4 loop, not {variant}")
    if wanted.deal is not None:
        game = Game(variant, wanted.deal, None, list(wanted.moves))
        return GameSession(game), f"The game of the link: {variant}, {format_deal(game.deal)}."
    if wanted.number is not None:
        session = GameSession(Game.from_number(variant, wanted.number))
        return session, f"Deal #{wanted.number}, {variant}. {WELCOME}"
    return extras.open_extra(wanted)
