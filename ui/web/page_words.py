"""The page's fixed words (issue 31 item 9): the labels, titles and names of index.html's
buttons, menus and landmarks, in the player's language. The HTML holds them in English for the
moment before Python starts; once a language is chosen, the page puts these in their place,
each by its CSS selector ("text" the element's words, any other key an attribute). Marked
here with QT_TR_NOOP, they go into the translation files with the rest
(tools/update_translations.py)."""

from __future__ import annotations

import json

from solitaire.translatable import QT_TR_NOOP, tr
from solitaire.variant import STANDARD_VARIANTS
from ui.common import presenter
from ui.common.catalogue import install

PAGE: dict[str, dict[str, str]] = {
    "#play": {"aria-label": QT_TR_NOOP("The board")},
    "#panel": {"aria-label": QT_TR_NOOP("The game")},
    "#next-lesson": {"text": QT_TR_NOOP("Next lesson")},
    "#leave-lesson": {
        "text": QT_TR_NOOP("Leave lesson"),
        "title": QT_TR_NOOP("Back to your own game, as you left it"),
    },
    "#replay-prev": {"text": QT_TR_NOOP("Previous")},
    "#replay-next": {"text": QT_TR_NOOP("Next")},
    "#replay-exit": {"text": QT_TR_NOOP("Back to game")},
    "#hand-caption": {"text": QT_TR_NOOP("In hand")},
    "#next-caption": {"text": QT_TR_NOOP("Next")},
    "#undo": {
        "text": QT_TR_NOOP("Undo"),
        "title": QT_TR_NOOP("Take back the last move (U, Ctrl+Z)"),
    },
    "#redo": {"text": QT_TR_NOOP("Redo"), "title": QT_TR_NOOP("Play it again (Ctrl+Y)")},
    "#restart": {
        "text": QT_TR_NOOP("Restart"),
        "title": QT_TR_NOOP("Start this deal again from the first tile (Ctrl+R)"),
    },
    "#hint": {
        "text": QT_TR_NOOP("Hint"),
        "title": QT_TR_NOOP("The best move; again for every move's chance; again to hide (H)"),
    },
    "#turn": {
        "text": QT_TR_NOOP("Turn"),
        "title": QT_TR_NOOP(
            "Turn the tile in hand a quarter, only when it fits nowhere as dealt (T)"
        ),
    },
    "#flip": {
        "text": QT_TR_NOOP("Flip"),
        "title": QT_TR_NOOP("Turn the tile in hand over, only when it fits nowhere as dealt (F)"),
    },
    "#solvable": {
        "text": QT_TR_NOOP("Was it solvable?"),
        "title": QT_TR_NOOP("Ask the solver whether this deal can be won (W)"),
    },
    "#show-solution": {
        "text": QT_TR_NOOP("Show solution"),
        "title": QT_TR_NOOP("Play the winning solution move by move, from the first tile"),
    },
    "#new-game summary": {"text": QT_TR_NOOP("New game")},
    "#variant-words": {"text": QT_TR_NOOP("Variant")},
    "#random": {"text": QT_TR_NOOP("Random deal"), "title": QT_TR_NOOP("A new random deal (N)")},
    "#daily": {"text": QT_TR_NOOP("Deal of the day")},
    "#game-id-words": {"text": QT_TR_NOOP("Deal number or game ID")},
    "#game-id": {"placeholder": QT_TR_NOOP("12345 or NS NE EW …")},
    "#open-id": {"text": QT_TR_NOOP("Open")},
    "#this-game-words": {"text": QT_TR_NOOP("This game:")},
    "#link": {"text": QT_TR_NOOP("link")},
    "#reveal-id": {
        "text": QT_TR_NOOP("Show game ID (reveals the stack)"),
        "title": QT_TR_NOOP(
            "The whole deal in order: a game not finished becomes practice, not counted"
        ),
    },
    "#puzzles summary": {"text": QT_TR_NOOP("Puzzles")},
    "#puzzles-note": {
        "text": QT_TR_NOOP(
            "Open-stack puzzles: the whole stack is shown, to win with every tile seen."
        )
    },
    "#pack-words": {"text": QT_TR_NOOP("Pack")},
    "#puzzle-words": {"text": QT_TR_NOOP("Puzzle")},
    "#open-puzzle": {"text": QT_TR_NOOP("Play this puzzle")},
    "#next-puzzle": {"text": QT_TR_NOOP("Next unsolved puzzle")},
    "#settings summary": {"text": QT_TR_NOOP("Settings")},
    "#theme-words": {"text": QT_TR_NOOP("Theme")},
    "#theme option[value=classic]": {"text": QT_TR_NOOP("Classic (black and white on red)")},
    "#theme option[value=uk]": {"text": QT_TR_NOOP("UK (white and red on black)")},
    "#lookahead-words": {"text": QT_TR_NOOP("Hints see")},
    "#lookahead option[value='1']": {"text": QT_TR_NOOP("the next tile (1)")},
    "#lookahead option[value='0']": {"text": QT_TR_NOOP("no tile ahead (0)")},
    "#lookahead-note": {"text": QT_TR_NOOP("Lookahead 2 and more: in the desktop app only.")},
    "#lessons-words": {"text": QT_TR_NOOP("Lesson")},
    "#language-words": {"text": QT_TR_NOOP("Language")},
    "#language option[value=system]": {"text": QT_TR_NOOP("Browser language")},
    "#stats summary": {"text": QT_TR_NOOP("Statistics")},
    "#export": {"text": QT_TR_NOOP("Export games (JSON)")},
    "#free-words": {"text": QT_TR_NOOP("Trax Solitaire is free software under the MIT licence.")},
    "#licences": {"text": QT_TR_NOOP("Licences")},
    "#licences-words": {
        "text": QT_TR_NOOP("of the page and of what it runs on (Pyodide, Python).")
    },
}

# Said before Python starts (or when it cannot), by the page itself from the catalogue
# (ui/web/site/language.js looks them up there): marked here so that they are translated.
BEFORE_PYTHON = (
    QT_TR_NOOP("Loading the game…"),
    QT_TR_NOOP("Loading Python in the page…"),
    QT_TR_NOOP("The page could not start Python: {error}"),
    QT_TR_NOOP(
        "The copy of {file} this browser keeps for offline play is damaged, and it cannot be "
        "fetched again without the network: connect to the internet and reload the page."
    ),
)


def page_words() -> dict[str, dict[str, str]]:
    """Each fixed word of the page in the installed language, by its element's selector; the
    variants in the New game list named as the window names them ("linea 3x3")."""
    words = {
        selector: {key: tr(text) for key, text in said.items()} for selector, said in PAGE.items()
    }
    for variant in STANDARD_VARIANTS:
        words[f"#variant option[value='{variant}']"] = {"text": presenter.variant_name(variant)}
    return words


def set_language(catalogue: str | None) -> str:
    """Speak the language of `catalogue` (a compiled translation, JSON; None or "" for
    English) from now on: every word Python gives the page. The page's fixed words in it, and
    the language's code for the page's `lang`."""
    translator = install(json.loads(catalogue) if catalogue else None)
    return json.dumps({"lang": translator.code if translator else "en", "words": page_words()})
