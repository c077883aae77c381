"""A text drawing of a position for the terminal.

Each tile is three characters square. Double lines are the white track, single lines the
black track; the centre shows how they run: a crossing for the straight side (the white
track drawn on top) or the corner the white curve turns through.

     ║        │        ║
    ─╫─      ═╪═      ─╚═
     ║        │        │
     NS       EW       NE

With ascii=True the same drawing uses only ASCII, for terminals that cannot show box-drawing
characters: H and = are the white track, | and - the black; corners L r 7 J as the white turns.

     H        |        H
    -H-      ===      -L=
     H        |        |
"""

from __future__ import annotations

from solitaire.move import column_label, row_label
from solitaire.position import Position
from solitaire.tiles import EDGE_COLOUR, ES, EW, NE, NS, NW, ORIENTATIONS, SW

_CENTRE = {NS: "╫", EW: "╪", NE: "╚", ES: "╔", SW: "╗", NW: "╝"}
_VERTICAL = ("║", "│")  # white, black
_HORIZONTAL = ("═", "─")
_EMPTY = "·"
_ASCII_CENTRE = {NS: "H", EW: "=", NE: "L", ES: "r", SW: "7", NW: "J"}
_ASCII_VERTICAL = ("H", "|")
_ASCII_HORIZONTAL = ("=", "-")
_ASCII_EMPTY = "."
# Every character the box drawing uses, to test whether an output encoding can show it.
BOX_CHARACTERS = "".join([*_CENTRE.values(), *_VERTICAL, *_HORIZONTAL, _EMPTY])


def tile_block(orientation: int, ascii: bool = False) -> list[str]:
    colours = EDGE_COLOUR[orientation]
    north, east, south, west = (colours[e] for e in range(4))
    vertical = _ASCII_VERTICAL if ascii else _VERTICAL
    horizontal = _ASCII_HORIZONTAL if ascii else _HORIZONTAL
    centre = (_ASCII_CENTRE if ascii else _CENTRE)[orientation]
    return [
        f" {vertical[north]} ",
        f"{horizontal[west]}{centre}{horizontal[east]}",
        f" {vertical[south]} ",
    ]


def _empty_block(mark: str) -> list[str]:
    return ["   ", f" {mark} ", "   "]


def draw_layout(position: Position, mark_legal: bool = True, ascii: bool = False) -> str:
    """The layout with the cells around it that the frame still allows, labelled as in
    docs/rules.md section 6. Cells where the tile in hand can go are marked '+'."""
    if position.frame is None:
        return "(empty table: the first tile goes to @0)\n"
    top, bottom, left, right = position.frame
    size = position.size
    # Show one extra row/column on each side while the frame can still grow that way.
    grow_rows = (bottom - top + 1) < size
    grow_cols = (right - left + 1) < size
    rows = range(top - grow_rows, bottom + grow_rows + 1)
    cols = range(left - grow_cols, right + grow_cols + 1)
    legal_cells = {p.cell for p in position.legal_moves()} if mark_legal else set()
    lines = [("    " + " ".join(f" {column_label(c - left)} " for c in cols)).rstrip()]
    for row in rows:
        blocks = []
        for col in cols:
            orientation = position.tiles.get((row, col))
            if orientation is not None:
                blocks.append(tile_block(orientation, ascii))
            else:
                empty = _ASCII_EMPTY if ascii else _EMPTY
                blocks.append(_empty_block("+" if (row, col) in legal_cells else empty))
        label = row_label(row - top)
        for i in range(3):
            prefix = f" {label:>2} " if i == 1 else "    "
            lines.append((prefix + " ".join(block[i] for block in blocks)).rstrip())
    return "\n".join(lines) + "\n"


def describe_position(position: Position, ascii: bool = False) -> str:
    """The drawing plus the tile in hand, the next tile, the forced fills made and the state."""
    out = [f"{position.variant}", draw_layout(position, ascii=ascii)]
    fills = [
        f"{p.move} filled {len(p.fills)} forced space{'s' if len(p.fills) > 1 else ''}"
        for p in position.placements
        if p.fills
    ]
    if fills:
        out.append("Forced fills: " + "; ".join(fills))
    hand, following = position.hand, position.next_tile
    if hand is not None:
        note = " (fits nowhere as dealt: may be turned)" if position.turned_allowed() else ""
        nxt = ORIENTATIONS[following] if following is not None else "none"
        out.append(
            f"In hand: {ORIENTATIONS[hand]}{note}   Next: {nxt}   Tiles left: {position.remaining}"
        )
    out.append("Status: " + position.outcome().describe())
    return "\n".join(out) + "\n"
