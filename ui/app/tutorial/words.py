"""The engine's reasons for refusing a move, said in words a newcomer understands (the
tutorial shows these; the engine's own line stays in the status bar). No Qt. Belongs with the
tutorial (ui/app/tutorial/)."""

from __future__ import annotations

import re

from solitaire.errors import TraxError
from solitaire.move import Move
from solitaire.position import Position
from ui.app.language import tr
from ui.presenter import sentence

Cell = tuple[int, int]

_COLOUR = re.compile(
    r"wrong colour on the (\w+) edge: \w+ shows (\w+) there but the tile at (\S+) shows (\w+)"
)
_DEAD = re.compile(r"leaves a dead space at (\S+)(?: after the forced fills at (.+))?")
_FRAME = re.compile(r"outside the (\d+)x\d+ frame")


def plain_reason(reason: str) -> str:
    """Two plain sentences for the engine's `reason` (Position.why_illegal)."""
    if match := _COLOUR.search(reason):
        side, mine, where, theirs = match.groups()
        return tr(
            "Colours must match where tiles touch. On its {side} side "
            "your tile shows {mine}, but the tile at {where} shows "
            "{theirs} there."
        ).format(side=side, mine=mine, where=where, theirs=theirs)
    if match := _DEAD.search(reason):
        cell, fills = match.groups()
        after = f" (after the app fills {fills} for you)" if fills else ""
        return tr(
            "That would leave a dead space at {cell}{after}: an empty "
            "cell that one colour enters from three sides. No tile could "
            "ever fill it, so the move is not allowed."
        ).format(cell=cell, after=after)
    if match := _FRAME.search(reason):
        n = match.group(1)
        return tr(
            "The layout may never be more than {n} tiles wide or {n} "
            "tiles tall (the frame), and this cell would make it bigger."
        ).format(n=n)
    if "may not be turned" in reason:
        return tr(
            "You may turn a tile only when it fits nowhere as it was "
            "dealt. This one fits somewhere, so play it as it is."
        )
    if "does not touch" in reason or "not next to the layout" in reason:
        return tr("A new tile must touch a tile already on the table, side by side.")
    if "already holds a tile" in reason:
        return tr("That cell already holds a tile: choose an empty one.")
    if "first tile" in reason:
        return tr("The first tile goes on the cell marked @0, just as it was dealt.")
    if "forced space" in reason:
        return tr("First the app fills the forced space: watch it, or click the marked cell.")
    words = sentence(reason)
    return words if words.endswith((".", "!", "?")) else words + "."


def dead_space(position: Position, reason: str) -> Cell | None:
    """The table cell of the dead space an engine reason names ("leaves a dead space at B2")."""
    match = re.search(r"dead space at (\S+)", reason)
    if match is None:
        return None
    try:
        return position.cell_of(Move.parse(match.group(1)))
    except TraxError:
        return None


def left_words(finished: bool, index: int | None = None) -> str:
    """The status line as the tutorial is left: finished, left, or left from lesson index+1
    when another game replaced it."""
    if finished:
        return tr("Tutorial finished: you know the game. Help ▸ Tutorial opens any lesson again.")
    if index is None:
        return tr("Tutorial left: Help ▸ Tutorial brings you back where you were.")
    return tr(
        "Tutorial left: Help ▸ Tutorial brings you back to lesson {number}, where you were."
    ).format(number=index + 1)


def dealt_again_words(index: int) -> str:
    return tr(
        "Lesson {number} dealt again from its first step. New game leaves the tutorial."
    ).format(number=index + 1)


def wanted_words(played: str, wanted: str, turned: bool = False) -> str:
    """An allowed move that is not the lesson's: in the status line (`played` the cell played,
    `wanted` the move), or in the panel (`wanted` the cell, or the orientation if `turned`)."""
    if played:
        return tr("{cell} is allowed; the lesson wants {move}.").format(cell=played, move=wanted)
    if turned:
        return tr(
            "Right cell, but the lesson turns the tile to {way} first: press F to flip it and "
            "T to turn it (or right-click), then click again."
        ).format(way=wanted)
    return tr(
        "That move is allowed, but this lesson wants the tile at {cell}, the cell with the "
        "gold ring."
    ).format(cell=wanted)
