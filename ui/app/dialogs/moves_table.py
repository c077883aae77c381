"""Review's table of moves (ui/app/dialogs/review.py): a row per move, read by the arrows;
Tab leaves it (issue 32: a table that keeps Tab traps the keyboard)."""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget

from ui.app.language import QT_TR_NOOP, tr
from ui.app.readable import readable_selection

COLUMNS = ("#", QT_TR_NOOP("Move"), QT_TR_NOOP("Chance"), QT_TR_NOOP("Points"), QT_TR_NOOP("Mark"))


def moves_table() -> QTableWidget:
    table = QTableWidget(0, len(COLUMNS))
    table.setHorizontalHeaderLabels([tr(column) for column in COLUMNS])
    table.verticalHeader().setVisible(False)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setTabKeyNavigation(False)  # arrows move between moves; Tab leaves the table
    table.setAccessibleName(tr("The game's moves"))
    readable_selection(table)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setStretchLastSection(True)
    return table
