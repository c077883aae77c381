"""Review from the statistics list: which games can be reviewed, and the game kept for one.

Since schema 4 the statistics keep each finished game's record (solitaire/record.py); games
recorded before have none and cannot be reviewed. A record that does not read back (the file
was edited, or the row damaged) is reported in words, never as a crash."""

from __future__ import annotations

from solitaire.errors import TraxError
from solitaire.game import Game
from solitaire.record import parse_full_record
from solitaire.translatable import QT_TR_NOOP, tr
from solitaire.variant import Variant
from ui.data.statistics import GameRecord, StatisticsStore

REVIEW_SIZES = 4  # Review needs the solver's tables, which exist for sizes up to 4
NO_RECORD = QT_TR_NOOP(
    "This game was recorded by an older version of trax-solitaire, which did not keep the "
    "game itself: there is nothing to review."
)
TOO_LARGE = QT_TR_NOOP("Review needs the solver's tables, which exist for sizes up to 4.")
NO_SELECTION = QT_TR_NOOP("Select a game in the list to review it.")
CAN_REVIEW = QT_TR_NOOP(
    "Review this game: the win chance of every move (double-click or Enter on a row)"
)


class ReviewUnavailable(Exception):
    """The game cannot be reviewed; the message says why, for the player."""


def why_not(game: GameRecord | None) -> str | None:
    """Why this game of the list cannot be reviewed, or None when it can."""
    if game is None:
        return tr(NO_SELECTION)
    if not game.has_record or game.row_id is None:
        return tr(NO_RECORD)
    try:
        size = Variant.parse(game.variant).size
    except TraxError:
        return tr(NO_RECORD)  # not a variant this version knows: nothing it can review
    if size > REVIEW_SIZES:
        return tr(TOO_LARGE)
    return None


def stored_game(store: StatisticsStore, game: GameRecord) -> Game:
    """The game kept for a row of the list, read back through the rules engine. Raises
    ReviewUnavailable saying why it cannot be reviewed, StatisticsError if the file cannot be
    read."""
    reason = why_not(game)
    text = None if reason is not None or game.row_id is None else store.game_record(game.row_id)
    if reason is not None or text is None:
        raise ReviewUnavailable(reason or tr(NO_RECORD))
    try:
        played, _meta = parse_full_record(text)
    except (TraxError, ValueError) as exc:
        raise ReviewUnavailable(
            f"The record kept for this game cannot be read: {exc}. "
            "The game stays counted in the statistics."
        ) from None
    if str(played.variant) != game.variant or " ".join(played.deal_text().split()) != " ".join(
        game.deal.split()
    ):
        raise ReviewUnavailable(
            f"The record kept for this game is of another game ({played.variant}, deal "
            f"{played.deal_text()}). The game stays counted in the statistics."
        )
    return played
