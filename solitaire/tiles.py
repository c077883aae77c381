"""Tiles: the six orientations of docs/rules.md section 1 and their edge colours."""

from __future__ import annotations

from typing import Final

from solitaire.errors import NotationError
from solitaire.translatable import QT_TR_NOOP, Text

# Edges, indexed so that (edge + 2) % 4 is the opposite edge.
N, E, S, W = 0, 1, 2, 3
EDGE_NAMES: Final = "NESW"
EDGE_WORDS: Final = ("north", "east", "south", "west")
OPPOSITE: Final = (S, W, N, E)
# Row and column step of the neighbour across each edge (rows grow southward).
STEP: Final = ((-1, 0), (0, 1), (1, 0), (0, -1))

WHITE, BLACK = 0, 1
COLOUR_NAMES: Final = ("white", "black")

# Orientation codes 0..5, in the order of docs/rules.md section 1.
NS, EW, NE, ES, SW, NW = range(6)
ORIENTATIONS: Final = ("NS", "EW", "NE", "ES", "SW", "NW")
STRAIGHT: Final = frozenset({NS, EW})

# WHITE_EDGES[o]: the two edges joined by the white track; black joins the other two.
WHITE_EDGES: Final = ((N, S), (E, W), (N, E), (E, S), (S, W), (N, W))

# EDGE_COLOUR[o][edge]: the colour shown on that edge.
EDGE_COLOUR: Final = tuple(
    tuple(WHITE if edge in WHITE_EDGES[o] else BLACK for edge in range(4)) for o in range(6)
)

# Physical probability of each orientation in a shuffled stack, in eighths (rules section 2).
EIGHTHS: Final = (2, 2, 1, 1, 1, 1)
PROBABILITY: Final = tuple(k / 8 for k in EIGHTHS)


def orientation_with(white: tuple[int, int]) -> int:
    """The orientation whose white track joins the two given edges."""
    wanted = frozenset(white)
    for o, edges in enumerate(WHITE_EDGES):
        if frozenset(edges) == wanted:
            return o
    raise ValueError(f"no orientation joins edges {white}")


def parse_orientation(text: str) -> int:
    """Orientation code for a name like 'NE' (either edge order, any case)."""
    name = text.strip().upper()
    if len(name) == 2 and name[0] in EDGE_NAMES and name[1] in EDGE_NAMES and name[0] != name[1]:
        edges = (EDGE_NAMES.index(name[0]), EDGE_NAMES.index(name[1]))
        return orientation_with(edges)
    raise NotationError(
        Text(
            QT_TR_NOOP("{text} is not a tile orientation (one of {codes})"),
            text=repr(text),
            codes=" ".join(ORIENTATIONS),
        )
    )


def edges_of(o: int, colour: int) -> tuple[int, int]:
    """The two edges joined by the track of the given colour."""
    white = WHITE_EDGES[o]
    if colour == WHITE:
        return white
    a, b = (e for e in range(4) if e not in white)
    return (a, b)


def turned(o: int, quarters: int = 1) -> int:
    """The orientation after turning the tile clockwise by the given number of quarter turns."""
    a, b = WHITE_EDGES[o]
    return orientation_with(((a + quarters) % 4, (b + quarters) % 4))


def mirrored(o: int) -> int:
    """Mirror image across the north-south axis (east and west swap)."""
    swap = (N, W, S, E)
    a, b = WHITE_EDGES[o]
    return orientation_with((swap[a], swap[b]))


def colour_swapped(o: int) -> int:
    """The orientation whose white track lies where this one's black track lies."""
    return orientation_with(edges_of(o, BLACK))


# Turning the tile over shows its other face: straights become curves and curves straights.
# We keep the end of the white track that the name starts with, so F then T reaches every
# orientation of the other face.
_FLIP: Final = {NS: NE, EW: ES, NE: NS, ES: EW, SW: NS, NW: EW}


def flipped(o: int) -> int:
    """The orientation after turning the tile over (the other face)."""
    return _FLIP[o]
