""" "Was it solvable?" in pure Python (no numba, no numpy), for the browser: `solve_deal(variant,
deal)` gives one winning play in the command line's notation (docs/rules.md section 6, forced fills
implied), or None when no sequence of legal moves wins the deal with the whole stack known. It
answers as solver.clairvoyant.solve does (solvable or not; the play may differ, and replays to a
win through the engine).

The search is a depth-first search on a flat board (cell index = row * W + column, the first
tile in the middle so the layout never leaves the board) with the rules of docs/rules.md section 4:
candidate cells next to the layout inside the N x N frame, forced fills with dead spaces
refused, the tile turned only when it fits nowhere as dealt. A layout whose subtree failed is
remembered (the deal is fixed, so the layout alone says where the game stands), and a layout
where both colours are out (solitaire.tracks' rules, `out` below) is never entered. Being out is
monotone, so a move only rechecks the colours not out yet.
"""

from __future__ import annotations

from collections.abc import Sequence

from solitaire.errors import TraxError
from solitaire.move import Move
from solitaire.tiles import (
    BLACK,
    EDGE_COLOUR,
    OPPOSITE,
    WHITE,
    colour_swapped,
    edges_of,
    orientation_with,
)
from solitaire.variant import Variant

MAX_SIZE = 4  # as the compiled solver (solver.layout.MAX_SOLVER_SIZE)


def _mask_bit(o: int, edge: int) -> int:
    """The bit of a space's colour mask for a tile showing `o`'s colour on `edge` of the space:
    bit e for white on edge e, bit e + 4 for black."""
    return 1 << edge if EDGE_COLOUR[o][edge] == WHITE else 1 << (edge + 4)


# SHOW[e][o]: the bit a neighbour `o` across edge e of a space adds to the space's mask.
SHOW = tuple(
    tuple((1 << e) if EDGE_COLOUR[o][OPPOSITE[e]] == WHITE else (1 << (e + 4)) for o in range(6))
    for e in range(4)
)
# OWN[o]: the mask of the colours `o` itself shows; a tile fits a space whose mask is inside it.
OWN = tuple(sum(_mask_bit(o, e) for e in range(4)) for o in range(6))


def _fill(mask: int) -> int | None:
    """What a space with this mask must hold: an orientation (rule 4.4), -1 for a dead space
    (three edges of one colour, rule 4.6), None when it is free."""
    white = [e for e in range(4) if mask >> e & 1]
    black = [e for e in range(4) if mask >> (e + 4) & 1]
    if len(white) >= 3 or len(black) >= 3:
        return -1
    if len(white) == 2:
        return orientation_with((white[0], white[1]))
    if len(black) == 2:
        return colour_swapped(orientation_with((black[0], black[1])))
    return None


FILL = tuple(_fill(mask) for mask in range(256))
TRACK_EDGES = tuple(tuple(edges_of(o, colour) for o in range(6)) for colour in (WHITE, BLACK))


class _Board:
    """The layout on a flat board, its frame, and a key of the layout up to translation."""

    def __init__(self, size: int) -> None:
        self.n = size
        self.w = 2 * size + 3
        self.step = (-self.w, 1, self.w, -1)  # N E S W
        self.cells: dict[int, int] = {}  # index -> orientation
        self.raw = 0  # orientation + 1 in 3 bits per board index
        self.frame = (0, -1, 0, -1)  # top, bottom, left, right (rows and columns)
        self.ends: list[dict[int, tuple[int, int]]] = [{}, {}]  # per colour, see `_join`
        self.loops: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())  # closed tracks' tiles

    def key(self) -> int:
        top, _, left, _ = self.frame
        return self.raw >> (3 * (top * self.w + left))

    def fits(self, index: int) -> bool:
        top, bottom, left, right = self.frame
        r, c = divmod(index, self.w)
        return max(bottom, r) - min(top, r) < self.n and max(right, c) - min(left, c) < self.n

    def mask(self, index: int, tiles: dict[int, int]) -> int:
        """The colours the neighbours of a space show towards it (see SHOW)."""
        north, east, south, west = SHOW
        w = self.w
        m = 0
        if (o := tiles.get(index - w)) is not None:
            m |= north[o]
        if (o := tiles.get(index + 1)) is not None:
            m |= east[o]
        if (o := tiles.get(index + w)) is not None:
            m |= south[o]
        if (o := tiles.get(index - 1)) is not None:
            m |= west[o]
        return m

    def cascade(self, index: int, o: int) -> dict[int, int] | None:
        """The tiles a placement lays (it and its forced fills), or None for a dead space."""
        laid = {index: o}
        tiles = dict(self.cells)
        tiles[index] = o
        queue = [index]
        while queue:
            placed = queue.pop()
            for step in self.step:
                space = placed + step
                if space in tiles:
                    continue
                fill = FILL[self.mask(space, tiles)]
                if fill is None:
                    continue
                if fill < 0:
                    return None
                laid[space] = tiles[space] = fill
                queue.append(space)
        return laid

    def placements(self, hand: int) -> list[tuple[int, int, dict[int, int]]]:
        """(cell, orientation, tiles laid) of every legal move of `hand` (rule 4)."""
        if not self.cells:
            middle = (self.n + 1) * self.w + self.n + 1
            return [(middle, hand, {middle: hand})]
        spaces = {i + s for i in self.cells for s in self.step} - self.cells.keys()
        spaces = [i for i in spaces if self.fits(i)]
        found = self._placements(spaces, (hand,))
        return found or self._placements(spaces, range(6))

    def _placements(self, spaces: list[int], orientations: Sequence[int]) -> list:
        found = []
        for index in spaces:
            mask = self.mask(index, self.cells)
            for o in orientations:
                if mask & ~OWN[o]:
                    continue  # a colour does not match (rule 4.3)
                laid = self.cascade(index, o)
                if laid is not None:
                    found.append((index, o, laid))
        return found

    def lay(self, laid: dict[int, int]) -> tuple:
        """Put tiles down, joining their tracks; returns what `lift` needs to take them back."""
        before = (self.frame, dict(self.ends[0]), dict(self.ends[1]), self.loops)
        top, bottom, left, right = self.frame
        for index, o in laid.items():
            self.cells[index] = o
            self.raw |= (o + 1) << (3 * index)
            r, c = divmod(index, self.w)
            if bottom < top:
                top, bottom, left, right = r, r, c, c
            else:
                top, bottom = min(top, r), max(bottom, r)
                left, right = min(left, c), max(right, c)
            self._join(index, o, WHITE)
            self._join(index, o, BLACK)
        self.frame = (top, bottom, left, right)
        return before

    def _join(self, index: int, o: int, colour: int) -> None:
        """Extend the tracks of one colour by the tile just laid at `index`. An open end is
        4 * cell + edge; `ends` maps it to (the other end of its track, the track's tiles)."""
        ends = self.ends[colour]
        e1, e2 = TRACK_EDGES[colour][o]
        a, b = 4 * index + e1, 4 * index + e2
        n1, n2 = index + self.step[e1], index + self.step[e2]
        x1 = 4 * n1 + OPPOSITE[e1] if n1 in self.cells else -1
        x2 = 4 * n2 + OPPOSITE[e2] if n2 in self.cells else -1
        if x1 < 0 and x2 < 0:
            ends[a], ends[b] = (b, 1), (a, 1)
        elif x1 < 0 or x2 < 0:
            x, free = (x2, a) if x1 < 0 else (x1, b)
            p, length = ends.pop(x)
            ends[p], ends[free] = (free, length + 1), (p, length + 1)
        else:
            p1, l1 = ends.pop(x1)
            if p1 == x2:  # the track closes on itself
                del ends[x2]
                loops = list(self.loops)
                loops[colour] += (l1 + 1,)
                self.loops = (loops[0], loops[1])
            else:
                p2, l2 = ends.pop(x2)
                ends[p1], ends[p2] = (p2, l1 + l2 + 1), (p1, l1 + l2 + 1)

    def lift(self, laid: dict[int, int], before: tuple) -> None:
        for index, o in laid.items():
            del self.cells[index]
            self.raw -= (o + 1) << (3 * index)
        self.frame, white, black, self.loops = before
        self.ends = [white, black]


def _sides(board: _Board, end: int) -> tuple[bool, int]:
    """Whether an open end leaves a frame already full-size that way (closed for good), and
    else the side (0 N, 1 E, 2 S, 3 W) it leaves when the frame is one short of N that way
    (-1 otherwise)."""
    top, bottom, left, right = board.frame
    r, c = divmod(end >> 2, board.w)
    edge = end & 3
    if edge in (0, 2):
        on_edge, span = r == (top if edge == 0 else bottom), bottom - top + 1
    else:
        on_edge, span = c == (right if edge == 1 else left), right - left + 1
    if not on_edge:
        return False, -1
    return span == board.n, edge if span + 1 == board.n else -1


def colour_out(board: _Board, goal: str, colour: int) -> bool:
    """Whether this colour can no longer make the goal, on a layout that is not full: the rules'
    test (solitaire.tracks.colour_out) and the compiled solver's stronger bound (solver.core
    colour_out with `strong`): the winning track keeps at most 2 ends (0 for a loop), an end
    leaving a full frame edge stays an end, and a frame one short of N grows on one side only,
    so of the ends leaving two opposite sides at least the fewer stay ends."""
    total = board.n * board.n
    if any(length < total for length in board.loops[colour]):
        return True  # a closed loop short of the goal
    ends = board.ends[colour]
    where = {end: _sides(board, end) for end in ends}
    closed = 0
    sides = [0, 0, 0, 0]
    for end, (other, _) in ends.items():
        first, side = where[end]
        closed += first
        if side >= 0:
            sides[side] += 1
        if end < other:  # each track once
            second = where[other][0]
            if (first and second) or (goal == "loop" and (first or second)):
                return True
    bound = closed + min(sides[1], sides[3]) + min(sides[0], sides[2])
    return bound > (2 if goal == "line" else 0)


def is_won(board: _Board, goal: str) -> bool:
    """On a full board: one track of a colour through every tile (closed for a loop)."""
    total = board.n * board.n
    for colour in (WHITE, BLACK):
        ends, loops = board.ends[colour], board.loops[colour]
        if loops == (total,) and not ends:
            return True
        if goal == "line" and not loops and len(ends) == 2:
            return True
    return False


class _Search:
    def __init__(self, variant: Variant, deal: Sequence[int]) -> None:
        self.goal = variant.goal
        self.deal = tuple(deal)
        self.total = variant.tiles
        self.board = _Board(variant.size)
        self.failed: set[int] = set()
        self.path: list[Move] = []  # the winning play, last move first

    def move_of(self, index: int, o: int) -> Move:
        """The move in notation, its cell relative to the frame before the move."""
        board = self.board
        if not board.cells:
            return Move(-1, -1, o)
        r, c = divmod(index, board.w)
        return Move(c - board.frame[2], r - board.frame[0], o)

    def win_from(self, consumed: int, out: tuple[bool, bool]) -> bool:
        """Whether some play from here wins (then `path` holds it, reversed)."""
        board = self.board
        for index, o, laid in board.placements(self.deal[consumed]):
            move = self.move_of(index, o)
            before = board.lay(laid)
            count = consumed + len(laid)
            if count == self.total:
                if is_won(board, self.goal):
                    self.path.append(move)
                    return True
            elif (key := board.key()) not in self.failed:
                white = out[0] or colour_out(board, self.goal, WHITE)
                black = out[1] or (white and colour_out(board, self.goal, BLACK))
                if not (white and black) and self.win_from(count, (white, black)):
                    self.path.append(move)
                    return True
                self.failed.add(key)
            board.lift(laid, before)
        return False


def solve_deal(variant: Variant, deal: Sequence[int]) -> list[str] | None:
    """A winning play as move strings like ['@0:NS', 'B1:NE', ...], or None when the deal
    cannot be won even with the whole stack known. Sizes up to 4 (raises TraxError beyond, or
    for a deal of the wrong length or with unknown tiles)."""
    if variant.size > MAX_SIZE:
        raise TraxError(f"the solver handles sizes up to {MAX_SIZE}, not {variant}")
    if len(deal) != variant.tiles:
        raise TraxError(f"a {variant} deal has {variant.tiles} tiles, this one has {len(deal)}")
    if any(not isinstance(o, int) or not 0 <= o < 6 for o in deal):
        raise TraxError("a deal holds orientation codes 0 to 5")
    search = _Search(variant, deal)
    if not search.win_from(0, (False, False)):
        return None
    return [str(move) for move in reversed(search.path)]
