"""Tracks: the connected white and black paths of a layout, their ends, and whether a colour
can still reach the goal (docs/rules.md section 5)."""

from __future__ import annotations

from dataclasses import dataclass

import solitaire.reasons as said
from solitaire.tiles import BLACK, STEP, WHITE, edges_of
from solitaire.translatable import Text

Cell = tuple[int, int]


@dataclass(frozen=True)
class Track:
    colour: int
    cells: frozenset[Cell]
    # Each open end: the tile it leaves and the edge it leaves by. A closed track has none.
    ends: tuple[tuple[Cell, int], ...]

    @property
    def closed(self) -> bool:
        return not self.ends


def find_tracks(tiles: dict[Cell, int], colour: int) -> list[Track]:
    """Every track of one colour, found by following each path from tile to tile."""
    seen: set[Cell] = set()
    tracks = []
    for start in tiles:
        if start in seen:
            continue
        cells = {start}
        ends = []
        stack = [start]
        while stack:
            cell = stack.pop()
            for edge in edges_of(tiles[cell], colour):
                dr, dc = STEP[edge]
                neighbour = (cell[0] + dr, cell[1] + dc)
                if neighbour in tiles:
                    # A matched layout shows the same colour on both sides of the edge.
                    if neighbour not in cells:
                        cells.add(neighbour)
                        stack.append(neighbour)
                else:
                    ends.append((cell, edge))
        seen |= cells
        tracks.append(Track(colour, frozenset(cells), tuple(sorted(ends))))
    return tracks


@dataclass(frozen=True)
class Frame:
    """The bounding box of the layout and the board size it may grow to."""

    top: int
    bottom: int
    left: int
    right: int
    size: int

    @property
    def height(self) -> int:
        return self.bottom - self.top + 1

    @property
    def width(self) -> int:
        return self.right - self.left + 1

    def is_closed_edge(self, cell: Cell, edge: int) -> bool:
        """True when a track leaving `cell` by `edge` leaves a frame already full-size that way."""
        row, col = cell
        if edge in (0, 2):
            full = self.height == self.size
            return full and row == (self.top if edge == 0 else self.bottom)
        full = self.width == self.size
        return full and col == (self.right if edge == 1 else self.left)


def frame_of(tiles: dict[Cell, int], size: int) -> Frame:
    rows = [r for r, _ in tiles]
    cols = [c for _, c in tiles]
    return Frame(min(rows), max(rows), min(cols), max(cols), size)


def colour_out_reason(
    tiles: dict[Cell, int], size: int, goal: str, colour: int, label=None
) -> Text | None:
    """Why this colour can no longer reach the goal, or None while it still can."""
    found = colour_out(tiles, size, goal, colour, label)
    return None if found is None else found[0]


def colour_out(
    tiles: dict[Cell, int], size: int, goal: str, colour: int, label=None
) -> tuple[Text, frozenset[Cell]] | None:
    """Why this colour can no longer reach the goal and the cells of the track that says so,
    or None while it still can."""
    if not tiles:
        return None
    frame = frame_of(tiles, size)
    total = size * size
    name = said.colour(colour)

    def where(cell: Cell) -> Text | str:
        return said.optional(said.AT, label(cell) if label else "")

    for track in find_tracks(tiles, colour):
        # A track through every tile is the goal, unless a loop is wanted and it stays open.
        if len(track.cells) >= total and (goal == "line" or track.closed):
            continue
        first = min(track.cells)
        if track.closed:
            why = said.counted(said.CLOSED_LOOP, len(track.cells), colour=name, at=where(first))
            return why, track.cells
        closed_ends = [end for end in track.ends if frame.is_closed_edge(*end)]
        if goal == "line" and len(closed_ends) == len(track.ends):
            why = said.counted(said.BOTH_ENDS, len(track.cells), colour=name, at=where(first))
            return why, track.cells
        if goal == "loop" and closed_ends:
            cell, edge = closed_ends[0]
            through = said.optional(said.THROUGH_ALL, total if len(track.cells) >= total else 0)
            why = Text(
                said.RUNS_OFF, colour=name, count=through, at=where(cell), edge=said.edge(edge)
            )
            return why, track.cells
    return None


def goal_colour(tiles: dict[Cell, int], size: int, goal: str) -> int | None:
    """On a full board, the colour that makes the goal (white first), or None."""
    if len(tiles) != size * size:
        return None
    for colour in (WHITE, BLACK):
        tracks = find_tracks(tiles, colour)
        if len(tracks) == 1 and (goal == "line" or tracks[0].closed):
            return colour
    return None
