"""The board as an assistive technology reads it: one accessible cell per cell the board shows
(named as the board names it, its value in words), focus following the keyboard cursor, and
announcements of what changes.

The board is painted, so its cells are not widgets. Qt's accessibility API lets an object
without a QObject be an accessible element: the board's interface (a QAccessibleWidget made by
a factory installed with QAccessible.installFactory) lists one QAccessibleInterface per cell,
and Qt's AT-SPI bridge serves them on the bus like any widget (tested through the real bus in
tests/test_atspi_board.py). The cell interfaces are owned here, kept alive for the board's
life and handed back to Qt's cache when the board is destroyed (Qt deletes registered
interfaces itself, so Python must not delete them first)."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
)
from PySide6.QtWidgets import QAccessibleWidget

from ui.app.announce import announce
from ui.app.board.view import BoardView
from ui.app.language import QT_TR_NOOP, tr

Cell = tuple[int, int]
# What the window says of a cell: its name as the board shows it, and its value in words.
Describe = Callable[[Cell], tuple[str, str]]

BOARD_NAME = QT_TR_NOOP("Trax board")  # translated where it is given
_Text = QAccessible.Text


class CellInterface(QAccessibleInterface):
    """One cell of the board: a table cell with a name and a value (also its description,
    which is what AT-SPI carries for an element that has no number for a value)."""

    def __init__(self, access: BoardAccess, cell: Cell) -> None:
        super().__init__()
        self.access, self.cell = access, cell

    def isValid(self) -> bool:  # noqa: N802 (Qt's names, here and below)
        return self.access.alive

    def object(self) -> QObject | None:
        return None

    def window(self):  # noqa: ANN201
        return self.access.board.window().windowHandle()

    def relations(self, match=QAccessible.RelationFlag.AllRelations) -> list:  # noqa: ANN001
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # noqa: N802
        return None

    def parent(self) -> QAccessibleInterface | None:
        return QAccessible.queryAccessibleInterface(self.access.board)

    def child(self, index: int) -> QAccessibleInterface | None:
        return None

    def childCount(self) -> int:  # noqa: N802
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        name, value = self.access.told(self.cell)
        if kind == _Text.Name:
            return name
        if kind in (_Text.Value, _Text.Description):
            return value
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802
        pass

    def rect(self) -> QRect:
        board = self.access.board
        local = board.cell_rect(self.cell).toAlignedRect()
        return QRect(board.mapToGlobal(local.topLeft()), local.size())

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Cell

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        board = self.access.board
        state.focused = board.hasFocus() and board.cursor == self.cell
        return state


class BoardInterface(QAccessibleWidget):
    """The board: a table whose children are the cells it shows, row by row; its focused child
    is the cell under the keyboard cursor. (PySide6 has no QAccessibleTableInterface to
    subclass, so the table offers no row and column lookup: each cell says where it is by its
    name, the label the board shows, and by its place on the screen.)"""

    def __init__(self, board: BoardView) -> None:
        super().__init__(board, QAccessible.Role.Table, tr(BOARD_NAME))
        self.board = board

    def _access(self) -> BoardAccess | None:
        return getattr(self.board, "access", None)

    def childCount(self) -> int:  # noqa: N802
        access = self._access()
        return len(access.cells()) if access else 0

    def child(self, index: int) -> QAccessibleInterface | None:
        access = self._access()
        cells = access.cells() if access else []
        return access.interface(cells[index]) if access and 0 <= index < len(cells) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        access = self._access()
        cell = getattr(child, "cell", None)
        return access.index(cell) if access and cell is not None else -1

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802
        access = self._access()
        cursor = self.board.cursor
        if access is None or cursor is None or not self.board.hasFocus():
            return None
        return access.interface(cursor) if access.index(cursor) >= 0 else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # noqa: N802
        access = self._access()
        cell = self.board.cell_at(self.board.mapFromGlobal(QPoint(x, y)).toPointF())
        return access.interface(cell) if access and cell is not None else None


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, BoardView):
        return BoardInterface(obj)
    return None


_installed = False


def install() -> None:
    """Make every board an accessible table of cells (once, before the first board is made)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


# Cell interfaces live until Qt deletes them (see the module's docstring).
_KEPT: set[CellInterface] = set()


def _hand_back(interfaces: dict[Cell, CellInterface]) -> None:
    for interface in interfaces.values():
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(interface))
        _KEPT.discard(interface)
    interfaces.clear()


class BoardAccess(QObject):
    """The board's accessible cells and its voice. `describe` (set by the window, which knows
    the rules) names a cell and says its value; `announce` says a change aloud. Whenever the
    board is painted anew, the cells an assistive technology has read and that changed are
    reported to it (names, values, the cells themselves when the area shown grows)."""

    def __init__(self, board: BoardView, describe: Describe) -> None:
        super().__init__(board)
        install()
        self.board, self.describe = board, describe
        self.alive = True
        self.announced: deque[str] = deque(maxlen=100)  # what was said, newest last
        self._interfaces: dict[Cell, CellInterface] = {}
        self._told: dict[Cell, tuple[str, str]] = {}
        self._region = board.state.region
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(100)
        self._later.timeout.connect(self.report_changes)
        board.installEventFilter(self)
        interfaces = self._interfaces

        def destroyed() -> None:
            self.alive = False
            _hand_back(interfaces)

        board.destroyed.connect(destroyed)
        board.access = self  # type: ignore[attr-defined]  # what the board's interface reads
        board.hoverChanged.connect(self._cursor_moved)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        painted = event.type() == QEvent.Type.Paint
        if painted and QAccessible.isActive() and not self._later.isActive():
            self._later.start()
        if event.type() == QEvent.Type.FocusIn:  # back on the board: on the cursor's cell
            QTimer.singleShot(0, self, lambda: self._cursor_moved(self.board.cursor))
        return False

    def report_changes(self) -> None:
        """Tell the assistive technology what changed since it last read the board."""
        if not self.alive or not QAccessible.isActive():
            return
        board = self.board
        if board.state.region != self._region:
            self._region = board.state.region
            QAccessible.updateAccessibility(
                QAccessibleEvent(board, QAccessible.Event.ObjectReorder)
            )
        for cell in list(self._interfaces):
            index = self.index(cell)
            if index < 0:
                continue
            now, before = self.describe(cell), self._told.get(cell)
            self._told[cell] = now
            if before is None or now == before:
                continue
            changes = (QAccessible.Event.NameChanged, QAccessible.Event.DescriptionChanged)
            for kind, new, old in zip(changes, now, before, strict=True):
                if new != old:
                    event = QAccessibleEvent(board, kind)
                    event.setChild(index)
                    QAccessible.updateAccessibility(event)

    def cells(self) -> list[Cell]:
        """The cells the board shows, row by row (the area the layout may still reach)."""
        top, bottom, left, right = self.board.state.region
        return [(row, col) for row in range(top, bottom + 1) for col in range(left, right + 1)]

    def index(self, cell: Cell) -> int:
        top, bottom, left, right = self.board.state.region
        if not (top <= cell[0] <= bottom and left <= cell[1] <= right):
            return -1
        return (cell[0] - top) * (right - left + 1) + (cell[1] - left)

    def interface(self, cell: Cell) -> CellInterface:
        if cell not in self._interfaces:
            interface = CellInterface(self, cell)
            self._interfaces[cell] = interface
            _KEPT.add(interface)
            QAccessible.registerAccessibleInterface(interface)
        return self._interfaces[cell]

    def told(self, cell: Cell) -> tuple[str, str]:
        """A cell's name and value as read now (and remembered, to report changes)."""
        self._told[cell] = self.describe(cell)
        return self._told[cell]

    def _cursor_moved(self, cell: Cell | None) -> None:
        """Focus follows the keyboard cursor: the cell under it is the focused element."""
        board = self.board
        if cell is None or cell != board.cursor or not board.cursor_shown or not board.hasFocus():
            return
        index = self.index(cell)
        if index >= 0:
            event = QAccessibleEvent(board, QAccessible.Event.Focus)
            event.setChild(index)
            QAccessible.updateAccessibility(event)

    def announce(self, text: str, urgent: bool = False) -> None:
        """Say `text` aloud (a polite announcement, or an assertive one when `urgent`)."""
        if not text:
            return
        self.announced.append(text)
        announce(self.board, text, urgent)
