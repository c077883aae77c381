"""The engine's reasons, why a move is refused and why a colour is out, as Text (issue 32):
each a template marked for translation and its parts (cells, tile codes, counts) apart from
the words. The command line prints their English as it is; the window and the web page say
them in the player's language (solitaire/translatable.py's say())."""

from __future__ import annotations

from solitaire.tiles import COLOUR_NAMES, EDGE_WORDS
from solitaire.translatable import QT_TR_NOOP, Text

GAME_OVER = QT_TR_NOOP("the game is over: there is no tile in hand")
FIRST_AT = QT_TR_NOOP("the first tile is always played at @0, not {cell}")
FIRST_AS_DEALT = QT_TR_NOOP("the first tile is placed as dealt ({way})")
HELD = QT_TR_NOOP("{cell} already holds a tile")
NOT_NEXT = QT_TR_NOOP("{cell} is not next to the layout")
OUTSIDE = QT_TR_NOOP("{cell} is outside the {size}x{size} frame")
NOT_TOUCHING = QT_TR_NOOP("{cell} does not touch a placed tile")
STUCK = QT_TR_NOOP("the tile in hand fits nowhere in any orientation: the game is stuck")
NOT_TURNED = QT_TR_NOOP("the tile fits somewhere as dealt ({way}), so it may not be turned")
WRONG_COLOUR = QT_TR_NOOP(
    "wrong colour on the {edge} edge: {way} shows {mine} there but the tile at {at} shows "
    "{theirs}{turn}"
)
GIVE_ORIENTATION = QT_TR_NOOP(" (the tile fits nowhere as dealt: give the orientation to play)")
DEAD_SPACE = QT_TR_NOOP("leaves a dead space at {cell}{fills}")
AFTER_FILLS = QT_TR_NOOP(" after the forced fills at {value}")
# A count of tiles is said in two templates, one tile and more (each language words both).
CLOSED_LOOP = (
    QT_TR_NOOP("{colour} has a closed loop of 1 tile{at}"),
    QT_TR_NOOP("{colour} has a closed loop of {count} tiles{at}"),
)
BOTH_ENDS = (
    QT_TR_NOOP("a {colour} track of 1 tile{at} has both ends on the edge of the finished frame"),
    QT_TR_NOOP(
        "a {colour} track of {count} tiles{at} has both ends on the edge of the finished frame"
    ),
)
RUNS_OFF = QT_TR_NOOP(
    "a {colour} track{count}{at} runs off the {edge} edge of the finished frame, so it can "
    "never close"
)
THROUGH_ALL = QT_TR_NOOP(" through all {value} tiles")
AT = QT_TR_NOOP(" at {value}")
# The words put into them, marked where they are defined (solitaire/tiles.py).
WORDS = (
    QT_TR_NOOP("white"),
    QT_TR_NOOP("black"),
    QT_TR_NOOP("north"),
    QT_TR_NOOP("east"),
    QT_TR_NOOP("south"),
    QT_TR_NOOP("west"),
)


def colour(index: int) -> Text:
    """A colour by its index (solitaire/tiles.py), to be said in the player's words."""
    return Text(COLOUR_NAMES[index])


def edge(index: int) -> Text:
    """An edge by its index: "north", "east", "south", "west"."""
    return Text(EDGE_WORDS[index])


def counted(templates: tuple[str, str], count: int, **parts: object) -> Text:
    """Words with a count of tiles: the first template for one tile, the second for more."""
    return Text(templates[count != 1], count=count, **parts)


def optional(template: str, value: object) -> Text | str:
    """A part said only when there is something to say (" at B2"); empty otherwise."""
    return Text(template, value=value) if value else ""
