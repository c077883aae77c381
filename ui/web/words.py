"""The web page's own words, made in Python with the window's (issue 23: what both front ends
say comes from the shared Python): the heading, the tiles in hand and next as a screen reader
names them, the tiles left, the game's ID, and the sentences the page says when the browser
refuses something (the page fills in the browser's own error where "{error}" stands). The
lesson's line and the replay's place are worded beside their state (ui/web/lesson.py,
ui/web/replay.py)."""

from __future__ import annotations

from solitaire.cell_words import hand_words
from solitaire.game import Game
from solitaire.translatable import tr
from ui.common import presenter

STATS_UNREADABLE = "The statistics kept in this browser cannot be read: {error}"


def fixed_words() -> dict[str, str]:
    """What the page says by itself: while the worker searches, when it cannot, and when the
    browser cannot keep or read the player's games (its error put in place of "{error}")."""
    return {
        "searching": tr("Searching every order of the stack…"),
        "search_failed": tr("The search could not run in this browser: {error}"),
        "search_no_start": tr("its Python did not start in time (its files did not arrive)"),
        "not_kept": tr("Your games cannot be kept in this browser: {error}"),
        "not_kept_note": tr(" (Not kept: this browser refused to store the game: {error}.)"),
        "stats_unreadable": tr(STATS_UNREADABLE),
    }


def tile_label(name: str, orientation: int | None, colour_names: tuple[str, str]) -> str:
    """A tile beside the board as a screen reader says it: its name (the window's accessible
    name), then how it lies (the window's description): "Tile in hand: NE, white curve ..."."""
    return tr("{name}: {tile}").format(name=name, tile=hand_words(orientation, colour_names))


def game_id(game: Game) -> str:
    """The game's ID as the panel shows it: the deal, and its number when it has one."""
    if game.deal_number is None:
        return game.deal_text()
    return tr("{deal} (deal #{number})").format(deal=game.deal_text(), number=game.deal_number)


def panel(
    game: Game, hand: int | None, next_tile: int | None, remaining: int, caption: str, names
) -> dict[str, object]:
    """The panel's words for the state the bridge hands the page."""
    return {
        "heading": tr("{variant} · {caption}").format(
            variant=presenter.variant_name(game.variant), caption=caption
        ),
        "hand_label": tile_label(tr("Tile in hand"), hand, names),
        "next_label": tile_label(tr("Next tile"), next_tile, names),
        # Said after a move, when the tiles changed (the live region's second sentence).
        "tiles_said": tr("{hand}. {next}.").format(
            hand=tile_label(tr("Tile in hand"), hand, names),
            next=tile_label(tr("Next tile"), next_tile, names),
        ),
        # The window's words (ui/app/window/view.py), bold figure and all.
        "remaining_html": tr("<b>%n</b> tile(s) left", None, remaining),
        "game_id": game_id(game),
        "words": fixed_words(),
    }


def lesson_options(titles: list[str]) -> list[str]:
    """The lessons as the Lesson list offers them: "1. Lay the first tile"."""
    return [tr("{number}. {title}").format(number=i, title=t) for i, t in enumerate(titles, 1)]
