""" "Was it solvable?" in pure Python (no numba, no numpy), for the browser: `solve_deal(variant,
deal)` gives one winning play in the command line's notation (RULES.md section 6, forced fills
implied), or None when no sequence of legal moves wins the deal with the whole stack known. It
answers as solver.clairvoyant.solve does (solvable or not; the play may differ, and replays to a
win through the engine).

The search is a depth-first search on a flat board (cell index = row * W + column, the first
tile in the middle so the layout never leaves the board) with the rules of RULES.md section 4:
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
from solitaire.tiles import BLACK, EDGE_COLOUR, WHITE, colour_swapped, edges_of, orientation_with
from solitaire.variant import Variant

MAX_SIZE = 4  # as the compiled solver (solver.layout.MAX_SOLVER_SIZE)
# FILL[(whites, blacks)]: the orientation a space with these coloured edges (bit masks of edges
# 0..3) must take, -1 for a dead space (three of one colour), absent when the space is free.
FILL: dict[tuple[int, int], int] = {}
for _w in range(16):
    for _b in range(16):
        if _w & _b:
            continue
        _white = [e for e in range(4) if _w >> e & 1]
        _black = [e for e in range(4) if _b >> e & 1]
        if len(_white) >= 3 or len(_black) >= 3:
            FILL[(_w, _b)] = -1
        elif len(_white) == 2:
            FILL[(_w, _b)] = orientation_with((_white[0], _white[1]))
        elif len(_black) == 2:
            FILL[(_w, _b)] = colour_swapped(orientation_with((_black[0], _black[1])))
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

    def key(self) -> int:
        top, _, left, _ = self.frame
        return self.raw >> (3 * (top * self.w + left))

    def fits(self, index: int) -> bool:
        top, bottom, left, right = self.frame
        r, c = divmod(index, self.w)
        return max(bottom, r) - min(top, r) < self.n and max(right, c) - min(left, c) < self.n

    def colours_at(self, index: int, extra: dict[int, int]) -> tuple[int, int]:
        """Bit masks of the edges of a space where neighbours show white and black."""
        whites = blacks = 0
        for edge in range(4):
            there = index + self.step[edge]
            o = self.cells.get(there)
            if o is None:
                o = extra.get(there)
                if o is None:
                    continue
            if EDGE_COLOUR[o][(edge + 2) % 4] == WHITE:
                whites |= 1 << edge
            else:
                blacks |= 1 << edge
        return whites, blacks

    def cascade(self, index: int, o: int) -> dict[int, int] | None:
        """The tiles a placement lays (it and its forced fills), or None for a dead space."""
        laid = {index: o}
        queue = [index]
        cells = self.cells
        while queue:
            placed = queue.pop()
            for step in self.step:
                space = placed + step
                if space in cells or space in laid:
                    continue
                fill = FILL.get(self.colours_at(space, laid))
                if fill is None:
                    continue
                if fill < 0:
                    return None
                laid[space] = fill
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
            whites, blacks = self.colours_at(index, {})
            for o in orientations:
                colours = EDGE_COLOUR[o]
                if any(colours[e] != WHITE for e in range(4) if whites >> e & 1):
                    continue
                if any(colours[e] != BLACK for e in range(4) if blacks >> e & 1):
                    continue
                laid = self.cascade(index, o)
                if laid is not None:
                    found.append((index, o, laid))
        return found

    def lay(self, laid: dict[int, int]) -> tuple[int, int, int, int]:
        """Put tiles down; returns the frame before, for `lift`."""
        before = self.frame
        top, bottom, left, right = before
        for index, o in laid.items():
            self.cells[index] = o
            self.raw |= (o + 1) << (3 * index)
            r, c = divmod(index, self.w)
            if bottom < top:
                top, bottom, left, right = r, r, c, c
            else:
                top, bottom = min(top, r), max(bottom, r)
                left, right = min(left, c), max(right, c)
        self.frame = (top, bottom, left, right)
        return before

    def lift(self, laid: dict[int, int], frame: tuple[int, int, int, int]) -> None:
        for index, o in laid.items():
            del self.cells[index]
            self.raw -= (o + 1) << (3 * index)
        self.frame = frame


def _tracks(board: _Board, colour: int) -> list[tuple[int, list[tuple[int, int]]]]:
    """(tiles, open ends as (cell, edge)) of every track of one colour."""
    cells, step, edges = board.cells, board.step, TRACK_EDGES[colour]
    seen: set[int] = set()
    found = []
    for start in cells:
        if start in seen:
            continue
        seen.add(start)
        stack, count, ends = [start], 0, []
        while stack:
            cell = stack.pop()
            count += 1
            for edge in edges[cells[cell]]:
                there = cell + step[edge]
                if there not in cells:
                    ends.append((cell, edge))
                elif there not in seen:
                    seen.add(there)
                    stack.append(there)
        found.append((count, ends))
    return found


def _closed_edge(board: _Board, cell: int, edge: int) -> bool:
    """Whether a track leaving `cell` by `edge` leaves a frame already full-size that way."""
    top, bottom, left, right = board.frame
    r, c = divmod(cell, board.w)
    if edge in (0, 2):
        return bottom - top + 1 == board.n and r == (top if edge == 0 else bottom)
    return right - left + 1 == board.n and c == (right if edge == 1 else left)


def colour_out(board: _Board, goal: str, colour: int) -> bool:
    """Whether this colour can no longer make the goal (solitaire.tracks.colour_out)."""
    total = board.n * board.n
    for count, ends in _tracks(board, colour):
        if count >= total and (goal == "line" or not ends):
            continue
        if not ends:
            return True  # a closed loop short of the goal
        closed = sum(_closed_edge(board, cell, edge) for cell, edge in ends)
        if (goal == "line" and closed == len(ends)) or (goal == "loop" and closed):
            return True
    return False


def is_won(board: _Board, goal: str) -> bool:
    """On a full board: one track of a colour through every tile (closed for a loop)."""
    for colour in (WHITE, BLACK):
        tracks = _tracks(board, colour)
        if len(tracks) == 1 and (goal == "line" or not tracks[0][1]):
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
