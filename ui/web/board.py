"""The board as the web page draws it, worded in Python: every cell the layout may reach, with
its tile, its spoken name, what a click there would play or why it is refused, and the hint
marks. The page draws this and nothing else (issue 23: Python decides and words).

A cell is named for a screen reader as the window names it (ui/app/window/speech.py): its
label, then its value in words (solitaire.cell_words: "B1, NE, white curve north to east,
black curve south to west"). Cells no tile can reach this move (those "not next to the
layout", and once tiles are laid the empty cells that touch none) are marked `apart`: the page
leaves them out of the reading order and the board's `summary` says how many there are, so a
player never hears 48 of them one by one."""

from __future__ import annotations

from solitaire import cell_words
from solitaire.position import Placement, Position
from solitaire.session import GameSession
from solitaire.tiles import ORIENTATIONS, WHITE_EDGES
from solitaire.translatable import Text, say, tr
from ui.common import presenter
from ui.common.cell_names import beyond_words, cell_name

Cell = tuple[int, int]


def words_for(colour_names: tuple[str, str], text: str) -> str:
    """An engine message in the player's language (a Text's template translated, then its
    parts put in, as the window says it: ui/app/engine_words.py); engine messages name white
    and black, and the UK theme draws black as red."""
    if isinstance(text, Text):
        return say(text, dict(zip(("white", "black"), colour_names, strict=True)))
    return text.replace("black", colour_names[1]) if colour_names[1] != "black" else text


def refusal(position: Position, cell: Cell, orientation: int, names: tuple[str, str]) -> str | None:
    """Why laying the tile in hand at `cell` is refused, in the window's words; None if legal."""
    if (beyond := beyond_words(position, cell)) is not None:
        return beyond
    reason = position.why_illegal(position.move_at(cell, orientation))
    if reason is None:
        return None
    return presenter.why_not(cell_name(position, cell), words_for(names, reason))


def marks(session: GameSession) -> dict[Cell, presenter.Mark]:
    """The hint marks shown: the best moves (mode 1) or the heat map (mode 2)."""
    if not session.hints_current() or session.hint_mode == 0 or session.replay is not None:
        return {}
    values: list[tuple[Placement, float]] = session.hints or []
    if session.hint_mode == 1:
        return {mark.cell: mark for mark in presenter.best_marks(values)}
    return presenter.heat_by_cell(values)


def _cell(session: GameSession, cell: Cell, shown: dict[Cell, presenter.Mark], names) -> dict:
    position = session.shown.position
    name = cell_name(position, cell)
    entry: dict[str, object] = {"r": cell[0], "c": cell[1], "label": name}
    if cell in position.tiles:
        tile = position.tiles[cell]
        entry.update(tile=ORIENTATIONS[tile], white=list(WHITE_EDGES[tile]))
        entry["name"] = f"{name}, {cell_words.tile_words(tile, names)}"
        return entry
    hand = session.hand_orientation
    mark = shown.get(cell)
    if mark is not None:
        entry["hint"] = {"p": mark.p, "percent": f"{mark.p:.0%}", "fills": mark.fills}
    if not touches_layout(position, cell):
        entry["apart"] = True  # out of the reading order: the board's summary counts them
    if hand is None or position.outcome().over or session.replay is not None:
        entry["name"] = f"{name}, {tr('empty')}"
        return entry
    orientation = hand if mark is None else mark.orientation
    why = refusal(position, cell, orientation, names)
    if why is None:
        entry.update(play=ORIENTATIONS[orientation], white=list(WHITE_EDGES[orientation]))
    else:
        entry["why"] = why
    chance = None if mark is None else mark.p
    value = cell_words.cell_value(position, cell, orientation, chance, names)
    if entry.get("apart"):  # as the window says it (ui/app/window/speech.py)
        value = tr("empty; {beyond}").format(beyond=why)
    entry["name"] = f"{name}, {words_for(names, value)}"
    return entry


def touches_layout(position: Position, cell: Cell) -> bool:
    """Whether a tile may go to `cell` at all this move: the first tile's cell on an empty
    table, then a cell beside a placed tile (docs/rules.md 4.1)."""
    if not position.tiles:
        return cell == (0, 0)
    row, col = cell
    return any(
        n in position.tiles
        for n in ((row - 1, col), (row + 1, col), (row, col - 1), (row, col + 1))
    )


def summary(rows: int, cols: int, apart: int) -> str:
    """The board as a screen reader first meets it: its size, and the cells left unread."""
    size = tr("Board, {rows} rows by {cols} columns").format(rows=rows, cols=cols)
    if not apart:
        return size
    left = tr("%n cell(s)", None, apart)
    return tr("{size}; {left} where no tile can go this move, left out").format(
        size=size, left=left
    )


def board_cells(session: GameSession, names: tuple[str, str]) -> dict:
    """Every cell of the reachable region, row by row, with the region's bounds."""
    position = session.shown.position
    top, bottom, left, right = presenter.reachable_region(position)
    shown = marks(session)
    glow = presenter.winning_glow(position)
    cells = []
    for row in range(top, bottom + 1):
        for col in range(left, right + 1):
            entry = _cell(session, (row, col), shown, names)
            if (row, col) in glow:
                entry["glow"] = glow[(row, col)]
            cells.append(entry)
    rows, cols = bottom - top + 1, right - left + 1
    apart = sum(1 for entry in cells if entry.get("apart"))
    return {"rows": rows, "cols": cols, "cells": cells, "summary": summary(rows, cols, apart)}


def tile_json(orientation: int | None) -> dict | None:
    if orientation is None:
        return None
    return {"tile": ORIENTATIONS[orientation], "white": list(WHITE_EDGES[orientation])}


def open_stack(session: GameSession) -> dict | None:
    """An open-stack puzzle's whole stack, the tile in hand first, as the window's panel shows
    it (ui/app/window/view.py) with its accessible words; None for a hidden-stack game."""
    if session.source != "puzzle":
        return None
    position = session.shown.position
    left = position.deal[position.consumed :]
    names = " ".join(ORIENTATIONS[tile] for tile in left)
    return {
        "tiles": [tile_json(tile) for tile in left],
        "caption": tr("The whole stack") if left else tr("Every tile is played"),
        "name": tr("Stack, top first: {names}").format(names=names)
        if names
        else tr("The stack is empty"),
    }
