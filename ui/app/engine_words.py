"""The engine's reasons in the window's language (issues 24 and 32).

The rules engine (solitaire/position.py, solitaire/tracks.py) gives why a move is refused and
why a colour is out as Text (solitaire/reasons.py): a template marked for translation and its
parts (cells, tile codes, counts, colours, edges) apart from the words. The command line prints
its English; the window translates the template, then puts the parts in, each colour named as
the theme draws it (the UK sets print black as red).
"""

from __future__ import annotations

from solitaire.translatable import Text, say

COLOURS = ("white", "black")


def translated(text: str, colour_names: tuple[str, str] = COLOURS) -> str:
    """The engine's reason `text` in the window's language, the colours named as the theme
    draws them (`colour_names`: white's, black's). Words that are not Text are kept as they
    are (the window's own, already translated)."""
    return say(text, dict(zip(COLOURS, colour_names, strict=True)))


def window_words(text: str, colour_names: tuple[str, str]) -> str:
    """An engine message as the window says it: translated, and in plain English words with
    black named as the theme draws it."""
    if isinstance(text, Text):
        return translated(text, colour_names)
    return text.replace("black", colour_names[1]) if colour_names[1] != "black" else text
