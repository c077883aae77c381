"""The engine's reasons for refusing a move, said in words a newcomer understands (the
tutorial shows these; the engine's own line stays in the status bar). No Qt. Belongs with the
tutorial (ui/app/tutorial/)."""

from __future__ import annotations

import solitaire.reasons as said
from solitaire.errors import TraxError
from solitaire.move import Move
from solitaire.position import Position
from solitaire.translatable import say
from ui.app.language import tr
from ui.common.presenter import sentence

Cell = tuple[int, int]


def plain_reason(reason: str, swap: dict[str, str] | None = None) -> str:
    """Two plain sentences for the engine's `reason` (Position.why_illegal, its kind read from
    its template, solitaire/reasons.py), the colours named as `swap` says (the theme's);
    words that are not the engine's are said as they are."""
    template = getattr(reason, "template", None)
    parts: dict = getattr(reason, "parts", {})
    if template == said.WRONG_COLOUR:
        return tr(
            "Colours must match where tiles touch. On its {side} side "
            "your tile shows {mine}, but the tile at {where} shows "
            "{theirs} there."
        ).format(
            side=say(parts["edge"]),
            mine=say(parts["mine"], swap),
            where=parts["at"],
            theirs=say(parts["theirs"], swap),
        )
    if template == said.DEAD_SPACE:
        fills = getattr(parts["fills"], "parts", {}).get("value")
        after = tr(" (after the app fills {fills} for you)").format(fills=fills) if fills else ""
        return tr(
            "That would leave a dead space at {cell}{after}: an empty "
            "cell that one colour enters from three sides. No tile could "
            "ever fill it, so the move is not allowed."
        ).format(cell=parts["cell"], after=after)
    if template == said.OUTSIDE:
        return tr(
            "The layout may never be more than {n} tiles wide or {n} "
            "tiles tall (the frame), and this cell would make it bigger."
        ).format(n=parts["size"])
    if template == said.NOT_TURNED:
        return tr(
            "You may turn a tile only when it fits nowhere as it was "
            "dealt. This one fits somewhere, so play it as it is."
        )
    if template in (said.NOT_TOUCHING, said.NOT_NEXT):
        return tr("A new tile must touch a tile already on the table, side by side.")
    if template == said.HELD:
        return tr("That cell already holds a tile: choose an empty one.")
    if template in (said.FIRST_AT, said.FIRST_AS_DEALT):
        return tr("The first tile goes on the cell marked @0, just as it was dealt.")
    if reason.startswith(tr("A forced space must be filled first at {v1}.").split("{")[0]):
        return tr("First the app fills the forced space: watch it, or click the marked cell.")
    words = sentence(say(reason, swap))
    return words if words.endswith((".", "!", "?")) else words + "."


def dead_space(position: Position, reason: str) -> Cell | None:
    """The table cell of the dead space an engine reason names ("leaves a dead space at B2")."""
    if getattr(reason, "template", None) != said.DEAD_SPACE:
        return None
    try:
        return position.cell_of(Move.parse(str(reason.parts["cell"])))  # type: ignore[attr-defined]
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
