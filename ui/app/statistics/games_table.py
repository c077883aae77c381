"""The Statistics window's list of games (ui/app/statistics/dialog.py shows it on each page)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QWidget,
)

from ui.app.language import QT_TR_NOOP, tr
from ui.app.readable import readable_selection

NUMBER_ALIGNMENT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
# "Ahead": the tiles shown ahead the game was played with (issue 16).
COLUMNS = (
    QT_TR_NOOP("Finished"),
    QT_TR_NOOP("Result"),
    QT_TR_NOOP("Moves"),
    QT_TR_NOOP("Hints"),
    QT_TR_NOOP("Time"),
    QT_TR_NOOP("Ahead"),
    "Deal",  # the noun: translated apart from the verb (headers())
)


def headers() -> list[str]:
    """The columns' headers in the app's language."""
    return [tr(column) for column in COLUMNS[:-1]] + [tr("Deal", "noun: the deal a game was on")]


def labelled(caption: str, widget: QWidget) -> QHBoxLayout:
    """A caption and a widget on one row, pushed to the left."""
    row = QHBoxLayout()
    label = QLabel(caption)
    label.setBuddy(widget)  # read as the widget's name
    row.addWidget(label)
    row.addWidget(widget)
    row.addStretch(1)
    return row


class GamesTable(QTableWidget):
    """The list of games; Enter or Return on a row (and a double-click) asks for its review."""

    reviewRequested = Signal()

    def __init__(self) -> None:
        super().__init__(0, len(COLUMNS))
        self.setHorizontalHeaderLabels(headers())
        self.verticalHeader().hide()
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setAlternatingRowColors(True)
        self.setWordWrap(False)
        self.setTabKeyNavigation(False)  # arrows move between games; Tab leaves the list
        readable_selection(self)
        header = self.horizontalHeader()
        for column in range(len(COLUMNS) - 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.doubleClicked.connect(lambda _index: self.reviewRequested.emit())

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt's name)
        """Reached by the keyboard with no game selected: the current one is (Enter reviews
        it, and a screen reader reads a selected row)."""
        super().focusInEvent(event)
        if self.rowCount() and not self.selectionModel().selectedRows():
            self.selectRow(max(self.currentRow(), 0))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.currentRow() >= 0:
            event.accept()  # not the dialog's default button: the row is reviewed
            self.reviewRequested.emit()
            return
        super().keyPressEvent(event)
