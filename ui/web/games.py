"""The games the web page opens: a random deal, a typed-in game ID, a saved record resumed,
the game a link names (puzzles/game_request.py reads it), the link and the name the page shows
for a game (no tile not yet drawn unless the session allows it), and the words that greet
each game (the bridge, ui/web/bridge.py, puts them on the table)."""

from __future__ import annotations

from urllib.parse import urlencode

from puzzles import game_request
from puzzles.game_request import GameRequest
from solitaire.deal import format_deal, random_deal_number
from solitaire.errors import TraxError
from solitaire.game import Game
from solitaire.session import GameSession
from solitaire.translatable import QT_TR_NOOP, tr
from solitaire.variant import STANDARD_VARIANTS, Variant
from ui.common import presenter
from ui.web import extras, words

WELCOME = QT_TR_NOOP("Click or tap a cell to lay the tile in hand there.")
BACK = QT_TR_NOOP("Welcome back: your game is as you left it.")
UNREAD = QT_TR_NOOP("The game kept in this browser could not be read, so it was not resumed.")
NO_TURN = QT_TR_NOOP(
    "The tile fits somewhere as dealt, so it may not be turned "
    "(turn a tile only when it fits nowhere)."
)


def random_session(variant: Variant) -> GameSession:
    return GameSession(Game.from_number(variant, random_deal_number()))


def deal_name(session: GameSession) -> str:
    number = session.game.deal_number
    if number is None:
        return tr("a typed-in deal")
    return tr("deal #{number}").format(number=number)


def from_deal_text(variant: Variant, text: str) -> GameSession:
    """A pasted game ID: a deal string (the desktop app's Copy game ID) or a number."""
    wanted = game_request.typed(variant, text)
    if wanted.number is not None:
        return GameSession(Game.from_number(variant, wanted.number))
    return GameSession(Game(variant, wanted.deal or ()))


def resume(saved: object) -> GameSession | None:
    """The game the page kept (its record), or None: none kept, or one that is not a record
    (the browser's copy damaged: anything at all may come back from it)."""
    if not saved or not isinstance(saved, str):
        return None
    try:
        return GameSession.from_record(saved)
    except (TraxError, ValueError):
        return None


def resume_either(newer: object, older: object) -> tuple[GameSession | None, bool]:
    """The game the page kept: its newer copy (the tab's instant copy, or IndexedDB's), else
    the older one when the newer cannot be read (damaged); and whether a kept game could not
    be read at all (the page says so: a game in progress is never dropped unsaid)."""
    found = resume(newer) or resume(older)
    return found, found is None and any(isinstance(c, str) and c for c in (newer, older))


def same_game(session: GameSession, wanted: GameRequest) -> bool:
    """Whether the link names the game kept (a reload resumes it rather than dealing again)."""
    game = session.game
    if wanted.puzzle is not None:
        return session.puzzle == wanted.puzzle.id
    if wanted.variant != game.variant:
        return False
    if wanted.deal is not None:
        return wanted.deal == game.deal and list(wanted.moves) == [str(m) for m in game.moves]
    if wanted.daily is not None:
        return session.source == "daily" and session.date == wanted.daily
    return wanted.number is not None and wanted.number == game.deal_number


def continued(session: GameSession, wanted: GameRequest) -> bool:
    """Whether the link names the kept game: as it is (`same_game`), or further on, the same
    deal with the kept game's moves and more, while the kept game is in progress (begun here,
    not over). That is the page's own address after moves the browser could not keep (a full
    disk): its further moves are played on the kept game, which then reports its outcome as
    the attempt it is, once, instead of counting it abandoned."""
    if same_game(session, wanted):
        return True
    game = session.game
    if wanted.deal != game.deal or wanted.variant != game.variant or not session.in_progress:
        return False
    mine, moves = [str(m) for m in game.moves], list(wanted.moves)
    if len(moves) <= len(mine) or moves[: len(mine)] != mine:
        return False
    try:
        Game(game.variant, game.deal, None, moves)  # the whole link plays, or nothing does
    except (TraxError, ValueError):
        return False
    for move in moves[len(mine) :]:
        session.play(move)
        while session.fill_shown() is not None:
            pass
    return True


def from_address(wanted: GameRequest) -> tuple[GameSession, str]:
    variant = wanted.variant
    if variant not in STANDARD_VARIANTS:
        raise TraxError(f"the app plays {game_request.app_variants()}; not {variant}")
    if wanted.deal is not None:
        game = Game(variant, wanted.deal, None, list(wanted.moves))
        said = tr("The game of the link: {variant}, {deal}.")
        return GameSession.given(game), said.format(
            variant=presenter.variant_name(variant), deal=format_deal(game.deal)
        )
    if wanted.number is not None:
        session = GameSession(Game.from_number(variant, wanted.number))
        said = tr("Deal #{number}, {variant}.").format(
            number=wanted.number, variant=presenter.variant_name(variant)
        )
        return session, f"{said} {tr(WELCOME)}"
    return extras.open_extra(wanted)


def link_of(session: GameSession) -> str:
    """The page's address for the game: its deal and moves when the session may show the
    stack, else its name (its number, its day or its puzzle), which holds no tile not drawn."""
    game, variant = session.game, session.game.variant
    if session.source == "puzzle" and session.puzzle:
        return "?" + urlencode({"puzzle": session.puzzle})
    if session.source == "daily" and session.date and not session.may_show_stack():
        return GameRequest(variant, daily=session.date).link()
    if game.deal_number is not None and not session.may_show_stack():
        return GameRequest(variant, number=game.deal_number).link()
    moves = tuple(str(m) for m in game.moves)
    return GameRequest(variant, deal=game.deal, moves=moves).link()


def caption(session: GameSession) -> str:
    """The heading's deal: "Deal #N", or "Practice from deal #N" once the stack was revealed;
    a puzzle is named as the desktop names it, "Puzzle 4 of 20" (its pack's numbering)."""
    if session.source == "puzzle" and session.puzzle:
        from puzzles.pack import shipped_packs

        for pack in shipped_packs():
            ids = [p.id for p in pack.puzzles]
            if session.puzzle in ids:
                number, total = ids.index(session.puzzle) + 1, len(ids)
                return tr("Puzzle {number} of {total}").format(number=number, total=total)
    return presenter.deal_caption(session.game.deal_number, session.practice)


def shown_id(session: GameSession) -> str:
    """ "This game:" on the page: the deal only when the session may show the stack."""
    game = session.game
    if session.may_show_stack() or game.deal_number is None:
        return words.game_id(game)
    if session.source == "daily" and session.date:
        return tr("the deal of the day {date} (deal #{number})").format(
            date=session.date, number=game.deal_number
        )
    return tr("deal #{number}").format(number=game.deal_number)
