"""The engine's reasons in the window's language (issue 24).

The rules engine (solitaire/position.py, solitaire/tracks.py) words why a move is refused and
why a colour is out in English, for every front end and for the command line, and the tutorial
reads that English (ui/app/tutorial/words.py). The window translates each reason where it shows
it: each kind of reason is a pattern here, its parts (cells, colours, counts) read back and put
into the translated sentence. With no translation loaded the engine's English is kept as it is.
"""

from __future__ import annotations

import re

from solitaire.tiles import EDGE_WORDS
from ui.app.language import QT_TR_NOOP, tr

_CELL = r"(?P<cell>[@A-Z]\d+)"
_AT = r"(?: at (?P<at>[@A-Z]\d+))?"
PATTERNS: tuple[tuple[str, str], ...] = (
    (
        r"the game is over: there is no tile in hand",
        QT_TR_NOOP("the game is over: there is no tile in hand"),
    ),
    (
        rf"the first tile is always played at @0, not {_CELL}",
        QT_TR_NOOP("the first tile is always played at @0, not {cell}"),
    ),
    (
        r"the first tile is placed as dealt \((?P<way>\w+)\)",
        QT_TR_NOOP("the first tile is placed as dealt ({way})"),
    ),
    (
        rf"{_CELL} already holds a tile",
        QT_TR_NOOP("{cell} already holds a tile"),
    ),
    (
        rf"{_CELL} is not next to the layout",
        QT_TR_NOOP("{cell} is not next to the layout"),
    ),
    (
        rf"{_CELL} is outside the (?P<size>\d+)x\d+ frame",
        QT_TR_NOOP("{cell} is outside the {size}x{size} frame"),
    ),
    (
        rf"{_CELL} does not touch a placed tile",
        QT_TR_NOOP("{cell} does not touch a placed tile"),
    ),
    (
        r"the tile in hand fits nowhere in any orientation: the game is stuck",
        QT_TR_NOOP("the tile in hand fits nowhere in any orientation: the game is stuck"),
    ),
    (
        r"the tile fits somewhere as dealt \((?P<way>\w+)\), so it may not be turned",
        QT_TR_NOOP("the tile fits somewhere as dealt ({way}), so it may not be turned"),
    ),
    (
        r"wrong colour on the (?P<edge>\w+) edge: (?P<way>\w+) shows (?P<mine>\w+) "
        r"there but the tile at (?P<at>[@A-Z]\d+) shows (?P<theirs>\w+)(?P<turn> "
        r"\(the tile fits nowhere as dealt: give the orientation to play\))?",
        QT_TR_NOOP(
            "wrong colour on the {edge} edge: {way} shows {mine} there but the "
            "tile at {at} shows {theirs}{turn}"
        ),
    ),
    (
        r"leaves a dead space at (?P<cell>[@A-Z]\d+)(?: after the forced fills at "
        r"(?P<fills>.+))?",
        QT_TR_NOOP("leaves a dead space at {cell}{fills}"),
    ),
    (
        rf"(?P<colour>\w+) has a closed loop of (?P<count>\d+) tiles?{_AT}",
        QT_TR_NOOP("{colour} has a closed loop of {count} tiles{at}"),
    ),
    (
        rf"a (?P<colour>\w+) track of (?P<count>\d+) tiles?{_AT} has both ends on the "
        rf"edge of the finished frame",
        QT_TR_NOOP(
            "a {colour} track of {count} tiles{at} has both ends on the edge of the finished frame"
        ),
    ),
    (
        rf"a (?P<colour>\w+) track(?: through all (?P<count>\d+) tiles)?{_AT} runs off "
        rf"the (?P<edge>\w+) edge of the finished frame, so it can never close",
        QT_TR_NOOP(
            "a {colour} track{count}{at} runs off the {edge} edge of the finished "
            "frame, so it can never close"
        ),
    ),
)
# The parts said again in the sentence: where they are empty, and how they read when present.
PARTS = {
    "at": QT_TR_NOOP(" at {value}"),
    "fills": QT_TR_NOOP(" after the forced fills at {value}"),
    "turn": QT_TR_NOOP(" (the tile fits nowhere as dealt: give the orientation to play)"),
    "count": QT_TR_NOOP(" through all {value} tiles"),
}
COLOURS = ("white", "black")
_COMPILED = tuple((re.compile(pattern), template) for pattern, template in PATTERNS)


def translated(text: str, colour_names: tuple[str, str] = COLOURS) -> str:
    """The engine's reason `text` in the window's language, the colours named as the theme
    draws them (`colour_names`: white's, black's). Unchanged when no translation is loaded or
    the reason is not one of PATTERNS."""
    for pattern, template in _COMPILED:
        found = pattern.fullmatch(text)
        if found is None:
            continue
        sentence = tr(template)
        if sentence == template:
            return text  # no translation loaded: the engine's own words
        parts = {key: value or "" for key, value in found.groupdict().items()}
        for key in ("colour", "mine", "theirs"):
            if parts.get(key) in COLOURS:
                parts[key] = tr(colour_names[COLOURS.index(parts[key])])
        if parts.get("edge") in EDGE_WORDS:
            parts["edge"] = tr(parts["edge"])
        for key, part in PARTS.items():
            if parts.get(key) and (key != "count" or "track{count}" in template):
                parts[key] = tr(part).format(value=parts[key])
        return sentence.format(**parts)
    return text


def window_words(text: str, colour_names: tuple[str, str]) -> str:
    """An engine message as the window says it: translated, and in English with black named
    as the theme draws it (the UK sets print it red)."""
    text = translated(text, colour_names)
    return text.replace("black", colour_names[1]) if colour_names[1] != "black" else text
