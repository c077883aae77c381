"""Open-stack hints: with the whole stack known, which moves still lead to a win."""

from __future__ import annotations

from solitaire.position import Placement, Position


def winning_moves(position: Position) -> list[Placement]:
    """The legal moves after which some play still wins (empty if the puzzle is lost)."""
    from solver.play_count import find_solution, layout_of  # compiled: imported when needed

    winners = []
    for placement in position.legal_moves():
        position.push(placement.move)
        try:
            if (
                position.is_won()
                or find_solution(position.variant, position.deal, layout_of(position)) is not None
            ):
                winners.append(placement)
        finally:
            position.pop()
    return winners
