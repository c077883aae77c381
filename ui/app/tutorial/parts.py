"""What the tutorial needs of the main window's parts (ui/app/window/): the play it hands
input on to and the view it shows words on. Belongs with the tutorial (ui/app/tutorial/)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from solitaire.move import Move
from solitaire.position import Placement

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
