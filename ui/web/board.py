"""The board as the web page draws it, worded in Python: every cell the layout may reach, with
its tile, its spoken name, what a click there would play or why it is refused, and the hint
marks. The page draws this and nothing else (issue 23: Python decides and words)."""

from __future__ import annotations

from solitaire.position import Placement, Position
from solitaire.session import GameSession
from solitaire.tiles import ORIENTATIONS, WHITE_EDGES
from ui import presenter
from ui.cell_names import beyond_words, cell_name

Cell = tuple[int, int]


def words_for(colour_names: tuple[str, str], text: str) -> str:
    """Engine messages name white and black; the UK theme draws black as red."""
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
        entry["name"] = f"{name}, a placed {ORIENTATIONS[tile]} tile"
        return entry
    hand = session.hand_orientation
    mark = shown.get(cell)
    if mark is not None:
        entry["hint"] = {"p": mark.p, "percent": f"{mark.p:.0%}", "fills": mark.fills}
    if hand is None or position.outcome().over or session.replay is not None:
        entry["name"] = f"{name}, empty"
        return entry
    orientation = hand if mark is None else mark.orientation
    why = refusal(position, cell, orientation, names)
    if why is None:
        entry.update(play=ORIENTATIONS[orientation], white=list(WHITE_EDGES[orientation]))
        entry["name"] = f"{name}, empty, a tile fits here"
        if mark is not None:
            entry["name"] += f", hint: wins {mark.p:.0%}"
    else:
        entry["why"] = why
        entry["name"] = f"{name}, empty, no tile fits here"
    return entry


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
    return {"rows": bottom - top + 1, "cols": right - left + 1, "cells": cells}


def tile_json(orientation: int | None) -> dict | None:
    if orientation is None:
        return None
    return {"tile": ORIENTATIONS[orientation], "white": list(WHITE_EDGES[orientation])}
