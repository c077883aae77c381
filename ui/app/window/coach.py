"""The Coach (a preference, off by default): before a move that gives away more than the
blunder threshold, ask "This move drops your chance from 63% to 30%. Play it anyway?". It also
loads the fair-play table in the background, so each game's skill figures can be recorded."""

from __future__ import annotations

import contextlib
import threading

from PySide6.QtWidgets import QMessageBox, QWidget

from solitaire.move import Move
from solitaire.variant import Variant
from ui.app.language import tr
from ui.app.window.settings import Settings
from ui.app.window.table import Table
from ui.app.window.view import View
from ui.common import solver_bridge

COACH_PREFERENCE = "coach"
# background table loads, one per variant and lookahead
_LOADING: dict[tuple[Variant, int], threading.Thread] = {}


def _prepare_quietly(variant: Variant, build: bool, lookahead: int) -> None:
    """A background load that fails quietly: hints and Review report such failures."""
    with contextlib.suppress(Exception):
        solver_bridge.prepare_table(variant, build, lookahead)


class Coach:
    """Asks (over `parent`) before a blunder on `table`'s session; `coach_box` is the question
    while it is asked (tests answer it through this)."""

    def __init__(self, parent: QWidget, table: Table, settings: Settings, view: View) -> None:
        self.parent, self.table, self.settings, self.view = parent, table, settings, view
        self.coach_box: QMessageBox | None = None

    def coach_allows(self, move: Move) -> bool:
        """With the Coach on, ask before a blunder; True: play the move."""
        coach = bool(self.settings.pref(COACH_PREFERENCE, False))
        if not coach or self.table.session.puzzle is not None:
            self.prepare_table()  # so the game's skill figures can be recorded
            return True
        from solver.analysis import BLUNDER

        values = solver_bridge.loaded_values(
            self.variant_on_table(), self.table.position, self.table.session.lookahead
        )
        if values is None:
            self.prepare_table(build=True)
            return True
        orientation = self.table.position.hand if move.orientation is None else move.orientation
        cell = self.table.position.cell_of(move)
        played = next(
            (v for p, v in values if p.cell == cell and p.orientation == orientation), None
        )
        best = values[0][1] if values else None
        if played is None or best is None or best - played <= BLUNDER:
            return True
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            "Coach",
            tr(
                "This move drops your chance from {best:.0%} to {played:.0%}. Play it anyway?"
            ).format(best=best, played=played),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self.parent,
        )
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.coach_box = box
        try:
            answer = box.exec()
        finally:
            self.coach_box = None
        if answer != QMessageBox.StandardButton.Yes:
            self.view.show_message(
                tr("Move taken back before it was played: look for a better one.")
            )
            return False
        return True

    def variant_on_table(self) -> Variant:
        return self.table.game.variant

    def prepare_table(self, build: bool = False) -> None:
        """Load the fair-play table in the background: shipped or from the disk cache, or with
        `build` (the Coach is on) built when missing. A plain daemon thread that reports to no
        widget: the table lands in the solver's table cache, where the next move finds it."""
        variant, lookahead = self.variant_on_table(), self.table.session.lookahead
        if not solver_bridge.hints_possible(variant, lookahead):
            return
        if solver_bridge.table_loaded(variant, lookahead):
            return
        if not build and not solver_bridge.table_cached(variant, lookahead):
            return
        loading = _LOADING.get((variant, lookahead))
        if loading is not None and loading.is_alive():
            return
        thread = threading.Thread(
            target=_prepare_quietly,
            args=(variant, build, lookahead),
            name="trax-table",
            daemon=True,
        )
        _LOADING[(variant, lookahead)] = thread
        thread.start()
