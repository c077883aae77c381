"""A game session: variant + deal + moves, with unlimited undo and redo (Tatham's split:
the position knows the rules, the game knows the history)."""

from __future__ import annotations

from solitaire.deal import Deal, deal_from_number, format_deal
from solitaire.move import Move
from solitaire.position import Placement, Position
from solitaire.variant import Variant


class Game:
    """A game being played. `moves` are the moves played; `redo_moves` those taken back."""

    def __init__(
        self,
        variant: Variant,
        deal: Deal,
        deal_number: int | None = None,
        moves: list[Move | str] | None = None,
    ) -> None:
        if deal_number is not None and deal != deal_from_number(variant.size, deal_number):
            raise ValueError(f"deal {format_deal(deal)} is not deal number {deal_number}")
        self.variant = variant
        self.deal = tuple(deal)
        self.deal_number = deal_number
        self.position = Position(variant, self.deal)
        self._redo: list[Move] = []
        for move in moves or ():
            self.play(move)

    @classmethod
    def from_number(cls, variant: Variant, number: int) -> Game:
        return cls(variant, deal_from_number(variant.size, number), number)

    @property
    def moves(self) -> list[Move]:
        return self.position.moves

    @property
    def redo_moves(self) -> list[Move]:
        """Moves taken back, the next one to redo first."""
        return list(reversed(self._redo))

    def play(self, move: Move | str) -> Placement:
        """Play a move (IllegalMoveError if the rules forbid it). A new move clears redo,
        unless it is the very move that redo would replay."""
        placement = self.position.push(move)
        if self._redo and self._redo[-1] == placement.move:
            self._redo.pop()
        else:
            self._redo.clear()
        return placement

    def can_undo(self) -> bool:
        return bool(self.position.moves)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> Placement:
        placement = self.position.pop()
        self._redo.append(placement.move)
        return placement

    def redo(self) -> Placement:
        if not self._redo:
            raise IndexError("nothing to redo")
        move = self._redo.pop()
        return self.position.push(move)

    def restart(self) -> None:
        """Back to the first tile of the same deal; the moves stay available to redo."""
        while self.can_undo():
            self.undo()

    def copy(self) -> Game:
        game = Game(self.variant, self.deal, self.deal_number, list(self.moves))
        game._redo = list(self._redo)
        return game

    def deal_text(self) -> str:
        return format_deal(self.deal)
