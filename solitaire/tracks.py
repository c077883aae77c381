"""Tracks: the connected white and black paths of a layout, their ends, and whether a colour
can still reach the goal (RULES.md section 5)."""

from __future__ import annotations

from dataclasses import dataclass

from solitaire.tiles import BLACK, COLOUR_NAMES, EDGE_WORDS, STEP, WHITE, edges_of

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


def _tiles(count: int) -> str:
    return "1 tile" if count == 1 else f"{count} tiles"


def colour_out_reason(
    tiles: dict[Cell, int], size: int, goal: str, colour: int, label=None
) -> str | None:
    """Why this colour can no longer reach the goal, or None while it still can."""
    found = colour_out(tiles, size, goal, colour, label)
    return None if found is None else found[0]


def colour_out(
    tiles: dict[Cell, int], size: int, goal: str, colour: int, label=None
) -> tuple[str, frozenset[Cell]] | None:
    """Why this colour can no longer reach the goal and the cells of the track that says so,
    or None while it still can."""
    if not tiles:
        return None
    frame = frame_of(tiles, size)
    total = size * size
    name = COLOUR_NAMES[colour]

    def where(cell: Cell) -> str:
        return f" at {label(cell)}" if label else ""

    for track in find_tracks(tiles, colour):
        # A track through every tile is the goal, unless a loop is wanted and it stays open.
        if len(track.cells) >= total and (goal == "line" or track.closed):
            continue
        first = min(track.cells)
        if track.closed:
            why = f"{name} has a closed loop of {_tiles(len(track.cells))}{where(first)}"
            return why, track.cells
        closed_ends = [end for end in track.ends if frame.is_closed_edge(*end)]
        if goal == "line" and len(closed_ends) == len(track.ends):
            return (
                f"a {name} track of {_tiles(len(track.cells))}{where(first)} has both ends "
                "on the edge of the finished frame"
            ), track.cells
        if goal == "loop" and closed_ends:
            cell, edge = closed_ends[0]
            through = f" through all {total} tiles" if len(track.cells) >= total else ""
            return (
                f"a {name} track{through}{where(cell)} runs off the {EDGE_WORDS[edge]} edge of "
                "the finished frame, so it can never close"
            ), track.cells
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
