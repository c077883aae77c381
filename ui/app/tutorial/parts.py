"""What the tutorial needs of the main window's parts (ui/app/window/): the play it hands
input on to and the view it shows words on; and what a lesson step shows on them: its rings
and its hint. No Qt. Belongs with the tutorial (ui/app/tutorial/)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from puzzles.lessons import Step
from solitaire.move import Move
from solitaire.position import Placement
from solitaire.tiles import ORIENTATIONS
from ui.app.language import tr

Cell = tuple[int, int]


class Player(Protocol):
    """The window's play (ui/app/window/play.py): the input the tutorial hands on when it is
    not a lesson's move (a forced space, the solution replay, a finished lesson), and the
    move it plays once checked."""

    def click_cell(self, cell: Cell) -> None: ...

    def play_typed(self, text: str) -> None: ...

    def play_move(self, move: Move) -> Placement | None: ...


class Screen(Protocol):
    """The window's view (ui/app/window/view.py): the status line, and forced fills shown at
    once; `on_error` is called with each refusal it shows."""

    on_error: Callable[[str], None] | None
    message: str  # the line shown

    def settle(self) -> None: ...

    def show_message(self, text: str, error: bool = False) -> None: ...

    def why_not(self, cell: tuple[int, int], reason: str) -> str: ...

    def colour_swap(self) -> dict[str, str]: ...


def hint_words(step: Step, tried: bool, hand: int | None) -> str:
    """What H says in a lesson: the step's move (or first the one it invites to try)."""
    move = Move.parse(step.move)
    words = tr("Hint: in this lesson, play at {cell}, the cell with the gold ring.").format(
        cell=move.cell
    )
    if step.try_move is not None and not tried:
        move = Move.parse(step.try_move)
        words = tr("Hint: first try {cell}, the cell with the red ring, to see why not.").format(
            cell=move.cell
        )
    if move.orientation is not None and move.orientation != hand:
        words += tr(" Turn the tile to {v1} first (F flips, T turns).").format(
            v1=ORIENTATIONS[move.orientation]
        )
    return words
