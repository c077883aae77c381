"""Positions: a layout, the stack, legal moves by docs/rules.md section 4, push and pop."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

import solitaire.reasons as said
from solitaire.deal import Deal, format_deal
from solitaire.errors import IllegalMoveError
from solitaire.move import Move, column_label, row_label
from solitaire.outcome import Outcome
from solitaire.tiles import (
    BLACK,
    EDGE_COLOUR,
    OPPOSITE,
    ORIENTATIONS,
    STEP,
    WHITE,
    colour_swapped,
    orientation_with,
)
from solitaire.tracks import colour_out_reason, goal_colour
from solitaire.translatable import Text
from solitaire.variant import Variant

Cell = tuple[int, int]  # (row, column) on the table; rows grow southward
# A layout normalised by translation: sorted (row, col, orientation), top row and left column 0.
Layout = tuple[tuple[int, int, int], ...]


def normalise(tiles: Mapping[Cell, int]) -> Layout:
    """The layout of these tiles moved so its bounding box starts at row 0, column 0."""
    if not tiles:
        return ()
    top = min(r for r, _ in tiles)
    left = min(c for _, c in tiles)
    return tuple(sorted((r - top, c - left, o) for (r, c), o in tiles.items()))


@dataclass(frozen=True)
class Placement:
    """A legal move and what it does: the tile laid and the forced fills that follow it."""

    move: Move
    cell: Cell
    orientation: int
    fills: tuple[tuple[Cell, int], ...] = ()

    def __str__(self) -> str:
        return f"{self.move} +{len(self.fills)}" if self.fills else str(self.move)


@dataclass
class _Undo:
    placement: Placement
    frame: tuple[int, int, int, int] | None


class Position:
    """A game in progress: push legal moves and pop them back, as python-chess does."""

    def __init__(self, variant: Variant, deal: Deal, moves: Iterable[Move | str] = ()) -> None:
        if len(deal) != variant.tiles:
            raise ValueError(f"a {variant.size}x{variant.size} deal has {variant.tiles} tiles")
        self.variant = variant
        self.deal: Deal = tuple(deal)
        self.tiles: dict[Cell, int] = {}
        self.consumed = 0
        self.frame: tuple[int, int, int, int] | None = None  # top, bottom, left, right
        self._undo: list[_Undo] = []
        self._legal_cache: tuple[int, list[Placement], bool] | None = None
        self._version = 0  # bumped by every push and pop: the legal-move cache's key
        for move in moves:
            self.push(Move.parse(move) if isinstance(move, str) else move)

    @classmethod
    def from_layout(
        cls, variant: Variant, deal: Deal, tiles: Mapping[Cell, int] | Layout
    ) -> Position:
        """A position holding this layout (a cell -> orientation map or a `Layout`, at any
        translation) with as many tiles of the deal consumed as it has tiles. It has no move
        history: its moves are empty and it cannot be popped past its start."""
        cells = dict(tiles) if isinstance(tiles, Mapping) else {(r, c): o for r, c, o in tiles}
        position = cls(variant, deal)
        if len(cells) > variant.tiles:
            raise ValueError(f"a {variant} layout holds at most {variant.tiles} tiles")
        if any(not 0 <= o < len(ORIENTATIONS) for o in cells.values()):
            raise ValueError("orientations are codes 0 to 5")
        for cell in cells:
            position._grow_frame(cell)
        if position.frame is not None:
            top, bottom, left, right = position.frame
            if max(bottom - top, right - left) >= variant.size:
                raise ValueError(f"the layout does not fit the {variant} frame")
        position.tiles = cells
        position.consumed = len(cells)
        return position

    def layout(self) -> Layout:
        """The layout normalised by translation (the frame floats, docs/rules.md 4.2)."""
        return normalise(self.tiles)

    @property
    def key(self) -> tuple[Deal, int, Layout]:
        """A stable, hashable key of where the game stands: the deal, the tiles consumed and
        the normalised layout (positions that differ only by a shift have the same future)."""
        return (self.deal, self.consumed, self.layout())

    # -- the stack -------------------------------------------------------------------------

    @property
    def size(self) -> int:
        return self.variant.size

    @property
    def hand(self) -> int | None:
        """The tile in hand (top of the stack), or None when the stack is used up."""
        return self.deal[self.consumed] if self.consumed < len(self.deal) else None

    @property
    def next_tile(self) -> int | None:
        """The tile the player can see under the one in hand."""
        index = self.consumed + 1
        return self.deal[index] if index < len(self.deal) else None

    @property
    def remaining(self) -> int:
        return len(self.deal) - self.consumed

    @property
    def moves(self) -> list[Move]:
        return [u.placement.move for u in self._undo]

    @property
    def placements(self) -> list[Placement]:
        return [u.placement for u in self._undo]

    def copy(self) -> Position:
        return Position(self.variant, self.deal, self.moves)

    # -- labels ----------------------------------------------------------------------------

    def label(self, cell: Cell) -> str:
        """The notation label of a table cell, relative to the current layout."""
        top, left = (self.frame[0], self.frame[2]) if self.frame else (cell[0] + 1, cell[1] + 1)
        return column_label(cell[1] - left) + row_label(cell[0] - top)

    def cell_of(self, move: Move) -> Cell:
        if self.frame is None:
            return (move.row + 1, move.col + 1)  # '@0' is table cell (0, 0)
        return (self.frame[0] + move.row, self.frame[2] + move.col)

    def move_at(self, cell: Cell, orientation: int | None = None) -> Move:
        if self.frame is None:
            return Move(cell[1] - 1, cell[0] - 1, orientation)
        return Move(cell[1] - self.frame[2], cell[0] - self.frame[0], orientation)

    # -- legality --------------------------------------------------------------------------

    def _edge_colours(self, tiles: dict[Cell, int], cell: Cell) -> list[int | None]:
        """The colour each neighbour shows towards `cell` (None where there is no tile)."""
        colours: list[int | None] = []
        for edge in range(4):
            dr, dc = STEP[edge]
            neighbour = tiles.get((cell[0] + dr, cell[1] + dc))
            colours.append(None if neighbour is None else EDGE_COLOUR[neighbour][OPPOSITE[edge]])
        return colours

    def _reach(self) -> tuple[int, int, int, int]:
        """The rows, then columns, a tile may lie strictly between (rule 4.2)."""
        top, bottom, left, right = self.frame  # type: ignore[misc]
        return bottom - self.size, top + self.size, right - self.size, left + self.size

    def _fits_frame(self, cell: Cell) -> bool:
        if self.frame is None:
            return True
        r0, r1, c0, c1 = self._reach()
        return r0 < cell[0] < r1 and c0 < cell[1] < c1

    def _candidate_cells(self) -> list[Cell]:
        """Empty cells beside a tile, within the frame's reach (rule 4.2)."""
        if not self.tiles:
            return [(0, 0)]
        r0, r1, c0, c1 = self._reach()
        near = {(r + dr, c + dc) for r, c in self.tiles for dr, dc in STEP} - self.tiles.keys()
        return sorted(c for c in near if r0 < c[0] < r1 and c0 < c[1] < c1)

    def _clash(self, cell: Cell, orientation: int) -> int | None:
        """The first edge where a neighbour shows another colour than this tile (rule 4.3)."""
        for edge, colour in enumerate(self._edge_colours(self.tiles, cell)):
            if colour is not None and colour != EDGE_COLOUR[orientation][edge]:
                return edge
        return None

    def _mismatch(self, cell: Cell, orientation: int, turn: bool = False) -> Text | None:
        if (edge := self._clash(cell, orientation)) is None:
            return None
        neighbour = (cell[0] + STEP[edge][0], cell[1] + STEP[edge][1])
        return Text(
            said.WRONG_COLOUR,
            edge=said.edge(edge),
            way=ORIENTATIONS[orientation],
            mine=said.colour(EDGE_COLOUR[orientation][edge]),
            at=self.label(neighbour),
            theirs=said.colour(EDGE_COLOUR[self.tiles[neighbour]][OPPOSITE[edge]]),
            turn=Text(said.GIVE_ORIENTATION) if turn else "",
        )

    def _cascade(self, cell: Cell, orientation: int) -> tuple[list[tuple[Cell, int]], Cell | None]:
        """Lay a tile and make every forced fill (rule 4.4). Returns the fills, and the first
        dead space found (rule 4.6) or None. The position itself is not changed."""
        tiles = dict(self.tiles)
        tiles[cell] = orientation
        fills: list[tuple[Cell, int]] = []
        queue = [cell]
        while queue:
            placed = queue.pop()
            for dr, dc in STEP:
                space = (placed[0] + dr, placed[1] + dc)
                if space in tiles:
                    continue
                colours = self._edge_colours(tiles, space)
                whites = [e for e, c in enumerate(colours) if c == WHITE]
                blacks = [e for e, c in enumerate(colours) if c == BLACK]
                if len(whites) >= 3 or len(blacks) >= 3:
                    return fills, space
                if len(whites) == 2:
                    fill = orientation_with((whites[0], whites[1]))
                elif len(blacks) == 2:
                    fill = colour_swapped(orientation_with((blacks[0], blacks[1])))
                else:
                    continue
                tiles[space] = fill
                fills.append((space, fill))
                queue.append(space)
        return fills, None

    def _placements_for(self, orientation: int) -> list[Placement]:
        found = []
        for cell in self._candidate_cells():
            if self._clash(cell, orientation) is None:
                fills, dead = self._cascade(cell, orientation)
                if dead is None:
                    found.append(
                        Placement(self.move_at(cell, orientation), cell, orientation, tuple(fills))
                    )
        return found

    def _legal(self) -> tuple[list[Placement], bool]:
        key = self._version
        if self._legal_cache is not None and self._legal_cache[0] == key:
            return self._legal_cache[1], self._legal_cache[2]
        hand = self.hand
        if hand is None:
            result: tuple[list[Placement], bool] = ([], False)
        else:
            dealt = self._placements_for(hand)
            if dealt or not self.tiles:
                result = (dealt, False)
            else:
                turned = [p for o in range(6) for p in self._placements_for(o)]
                result = (turned, True)
        self._legal_cache = (key, result[0], result[1])
        return result

    def legal_moves(self) -> list[Placement]:
        """Every legal move with its forced fills, in notation order."""
        return sorted(self._legal()[0], key=lambda p: str(p.move))

    def turned_allowed(self) -> bool:
        """True when the tile in hand fits nowhere as dealt, so it may be turned (rule 4.5)."""
        return self._legal()[1]

    def why_illegal(self, move: Move) -> Text | None:
        """Why a move may not be played here (naming the rule), or None if it is legal: words
        that read as English and keep their parts apart (solitaire/reasons.py)."""
        hand = self.hand
        if hand is None:
            return Text(said.GAME_OVER)
        orientation = hand if move.orientation is None else move.orientation
        if not self.tiles:
            if (move.col, move.row) != (-1, -1):
                return Text(said.FIRST_AT, cell=move.cell)
            if orientation != hand:
                return Text(said.FIRST_AS_DEALT, way=ORIENTATIONS[hand])
            return None
        cell = self.cell_of(move)
        if cell in self.tiles:
            return Text(said.HELD, cell=move.cell)
        top, bottom, left, right = self.frame  # type: ignore[misc]
        if not (top - 1 <= cell[0] <= bottom + 1 and left - 1 <= cell[1] <= right + 1):
            return Text(said.NOT_NEXT, cell=move.cell)
        if not self._fits_frame(cell):
            return Text(said.OUTSIDE, cell=move.cell, size=self.size)
        if not any((cell[0] + dr, cell[1] + dc) in self.tiles for dr, dc in STEP):
            return Text(said.NOT_TOUCHING, cell=move.cell)
        legal, turned = self._legal()
        if not legal:
            return Text(said.STUCK)
        if orientation != hand and not turned:
            return Text(said.NOT_TURNED, way=ORIENTATIONS[hand])
        mismatch = self._mismatch(cell, orientation, move.orientation is None and turned)
        if mismatch:
            return mismatch
        fills, dead = self._cascade(cell, orientation)
        if dead is not None:
            after = ", ".join(self.label(c) for c, _ in fills)
            return Text(
                said.DEAD_SPACE, cell=self.label(dead), fills=said.optional(said.AFTER_FILLS, after)
            )
        return None

    def placement_of(self, move: Move) -> Placement:
        """The legal placement a move makes, or IllegalMoveError naming the broken rule."""
        reason = self.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(f"{move} is illegal: {reason}")
        orientation = self.hand if move.orientation is None else move.orientation
        cell = self.cell_of(move)
        for placement in self._legal()[0]:
            if placement.cell == cell and placement.orientation == orientation:
                return placement
        raise AssertionError(f"{move} passed every rule but is not among the legal moves")

    def is_legal(self, move: Move) -> bool:
        return self.why_illegal(move) is None

    # -- push and pop ----------------------------------------------------------------------

    def push(self, move: Move | str) -> Placement:
        """Play a move with its forced fills; raises IllegalMoveError and changes nothing if
        the move is illegal."""
        if isinstance(move, str):
            move = Move.parse(move)
        placement = self.placement_of(move)
        self._undo.append(_Undo(placement, self.frame))
        self._version += 1
        for cell, orientation in ((placement.cell, placement.orientation), *placement.fills):
            self.tiles[cell] = orientation
            self._grow_frame(cell)
        self.consumed += 1 + len(placement.fills)
        return placement

    def pop(self) -> Placement:
        """Take back the last move and its forced fills."""
        if not self._undo:
            raise IndexError("no move to take back")
        undo = self._undo.pop()
        self._version += 1
        placement = undo.placement
        for cell, _ in (*placement.fills, (placement.cell, placement.orientation)):
            del self.tiles[cell]
        self.consumed -= 1 + len(placement.fills)
        self.frame = undo.frame
        return placement

    def _grow_frame(self, cell: Cell) -> None:
        row, col = cell
        if self.frame is None:
            self.frame = (row, row, col, col)
        else:
            top, bottom, left, right = self.frame
            self.frame = (min(top, row), max(bottom, row), min(left, col), max(right, col))

    # -- where the game stands -------------------------------------------------------------

    def is_full(self) -> bool:
        return len(self.tiles) == self.variant.tiles

    def out_reasons(self) -> dict[int, Text]:
        """Each colour that can no longer make the goal, with why (docs/rules.md section 5)."""
        reasons = {}
        for colour in (WHITE, BLACK):
            why = colour_out_reason(self.tiles, self.size, self.variant.goal, colour, self.label)
            if why:
                reasons[colour] = why
        return reasons

    def is_decided(self) -> bool:
        return len(self.out_reasons()) == 2

    def outcome(self) -> Outcome:
        goal = self.variant.goal
        if self.is_full():
            winner = goal_colour(self.tiles, self.size, self.variant.goal)
            if winner is not None:
                return Outcome("won", winner, {}, goal)
            return Outcome("lost", None, self.out_reasons(), goal)
        out = self.out_reasons()
        if not self._legal()[0]:
            return Outcome("stuck", None, out, goal)
        return Outcome("playing", None, out, goal)

    def is_won(self) -> bool:
        return self.outcome().status == "won"

    def __repr__(self) -> str:
        moves = " ".join(map(str, self.moves))
        return f"Position({self.variant}, {format_deal(self.deal)!r}, moves={moves!r})"
