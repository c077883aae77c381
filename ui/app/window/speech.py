"""What a screen reader hears from the main window (Speech): the board's cells named and
described in words, and every change a sighted player sees said aloud: each message (a move
laid, a turned tile, a hint, a refusal and its reason), each forced fill, a colour out, the
game won or lost. The words come from solitaire.cell_words and ui.common.presenter; the board's part
ui.app.board.access carries them to Qt's accessibility API."""

from __future__ import annotations

from solitaire import cell_words
from solitaire.session import GameSession
from ui.app.announce import plain_text
from ui.app.board.access import BoardAccess
from ui.app.language import tr
from ui.app.window.settings import Settings
from ui.app.window.table import Table
from ui.app.window.view import View
from ui.common import presenter
from ui.common.cell_names import beyond_words, cell_name

Cell = tuple[int, int]


class Speech:
    """Names the board's cells for `view`'s board and says aloud what changes on `table`."""

    def __init__(self, table: Table, settings: Settings, view: View) -> None:
        self.table, self.settings, self.view = table, settings, view
        self.access = BoardAccess(view.board, self.describe)
        view.on_message = self.said
        self._session: GameSession | None = None
        self._seen: dict[Cell, int] = {}
        self._status = ""
        self._out: dict[int, str] = {}
        self._tiles = ""  # the tiles in hand and next as last said

    # -- the cells ---------------------------------------------------------------------------

    def describe(self, cell: Cell) -> tuple[str, str]:
        """A cell's name as the board shows it and its value in words."""
        position = self.table.session.shown.position
        state = self.view.board.state
        name = cell_name(position, cell)
        if cell in state.tiles:
            return name, self.view.words(cell_words.tile_words(state.tiles[cell]))
        if self.table.pending and cell in {fill.cell for fill in self.table.pending}:
            return name, tr("empty; a forced space: the next tile from the stack fills it")
        playing = self.table.replay is None and not state.dimmed
        hand = self.table.hand_orientation if playing else None
        if playing and (beyond := beyond_words(position, cell)) is not None:
            return name, tr("empty; {beyond}").format(beyond=beyond)
        marks = {mark.cell: mark.p for mark in state.marks()}
        value = cell_words.cell_value(position, cell, hand, marks.get(cell))
        return name, self.view.words(value)

    # -- what is said ------------------------------------------------------------------------

    def said(self, text: str, error: bool) -> None:
        """A message the window shows is said too (a refusal at once, others in turn)."""
        self.access.announce(text, urgent=error)

    def after_change(self) -> None:
        """After the position changed: say each forced fill now shown, a colour newly out, and
        the game won or lost."""
        session = self.table.session
        position = session.shown.position
        shown = dict(self.view.board.state.tiles)
        if session is not self._session:  # a new game: nothing of the old one to compare
            self._session, self._seen, self._out = session, shown, dict(position.outcome().out)
            self._status, self._tiles = self._status_text(), self._tiles_text()
            return
        placements = position.placements
        played = placements[-1].cell if placements else None
        names = self.settings.theme.colour_names
        for cell in sorted(set(shown) - set(self._seen)):
            if cell != played:
                words = cell_words.fill_words(position.label(cell), shown[cell])
                self.access.announce(self.view.words(words))
        self._seen = shown
        if self.table.pending:
            return  # the outcome waits until the fills are shown
        out = position.outcome().out
        for colour, reason in sorted(out.items()):
            if colour not in self._out and not position.outcome().over:
                colour_name = names[colour]
                why = self.view.words(reason)
                self.access.announce(
                    tr("{v1} is out: {why}.").format(
                        v1=presenter.sentence(tr(colour_name)), why=why
                    )
                )
        self._out = dict(out)
        status = self._status_text()
        if status != self._status and position.outcome().over:
            self.access.announce(status)
        self._status = status
        tiles = self._tiles_text()
        if tiles != self._tiles and not position.outcome().over:
            self.access.announce(tiles)  # what the panel now shows in hand and next
        self._tiles = tiles

    def _tiles_text(self) -> str:
        """The tile in hand and the next one (when shown), in words, as the panel shows them."""
        panel = self.view.panel
        hand = tr("In hand: {tile}.").format(tile=panel.hand.accessibleDescription())
        if not panel.next.isVisibleTo(panel):  # "Tiles shown ahead" 0: the next tile hidden
            return hand
        return f"{hand} " + tr("Next: {tile}.").format(tile=panel.next.accessibleDescription())

    def _status_text(self) -> str:
        return plain_text(self.view.panel.status.text())
