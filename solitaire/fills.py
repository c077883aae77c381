"""Forced fills waiting to be shown: a move's fills are played at once by the rules, and the
front end shows them one by one (the session keeps them in `pending`)."""

from __future__ import annotations

from dataclasses import dataclass

from solitaire.game import Game

Cell = tuple[int, int]


@dataclass(frozen=True)
class Fill:
    """A forced fill not yet shown: where, the orientation it gets, the orientation dealt."""

    cell: Cell
    final: int
    dealt: int


def last_fills(game: Game) -> list[Fill]:
    """The forced fills of the last move played (none before the first move)."""
    if not game.position.placements:
        return []
    placement = game.position.placements[-1]
    first = game.position.consumed - len(placement.fills)
    return [
        Fill(cell, final, game.deal[first + i]) for i, (cell, final) in enumerate(placement.fills)
    ]
