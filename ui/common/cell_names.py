"""Naming the board's cells for the player, the same in the window and the web page.
Notation names the layout's cells and the ring next to it; the board also shows cells further
out (where the layout may still grow), which have no name yet: they are called what they are,
"not next to the layout", never a label that belongs to another cell or does not exist (`@1`
two columns west of `@0`, `C-1`)."""

from __future__ import annotations

from solitaire.position import Position
from solitaire.translatable import tr

Cell = tuple[int, int]


def nameable(position: Position, cell: Cell) -> bool:
    """Whether notation names `cell`: within the layout's frame or one beyond it."""
    frame = position.frame
    if frame is None:
        return cell == (0, 0)
    top, bottom, left, right = frame
    return top - 1 <= cell[0] <= bottom + 1 and left - 1 <= cell[1] <= right + 1


def cell_name(position: Position, cell: Cell) -> str:
    """The cell's label ("B1"), or "a cell not next to the layout" for one notation cannot
    name."""
    return position.label(cell) if nameable(position, cell) else tr("a cell not next to the layout")


def not_next_words(position: Position) -> str:
    """Why a tile may not go to a cell notation cannot name (docs/rules.md 4.1)."""
    if not position.tiles:
        return tr("Start in the middle: the first tile is always played at @0 (marked green).")
    return tr(
        "This cell is not next to the layout: a tile must touch one "
        "already placed (the lettered and numbered cells around it)."
    )


def beyond_words(position: Position, cell: Cell) -> str | None:
    """What to say of a cell notation cannot name; None for one it names."""
    return None if nameable(position, cell) else not_next_words(position)
