"""The board as an assistive technology reads it: one accessible cell per cell the board shows
(named as the board names it, its value in words), focus following the keyboard cursor, and
announcements of what changes.

The board is painted, so its cells are not widgets. Qt's accessibility API lets an object
without a QObject be an accessible element: the board's interface (a QAccessibleWidget made by
a factory installed with QAccessible.installFactory) lists one QAccessibleInterface per cell,
and Qt's AT-SPI bridge serves them on the bus like any widget (tested through the real bus in
tests/test_atspi_board.py). The cell interfaces are owned here, kept alive for the board's
life and handed back to Qt's cache when the board is destroyed (Qt deletes registered
interfaces itself, so Python must not delete them first).

A screen reader moves through a table by rows and columns (issue 32): each cell says its row
and column (a QAccessibleTableCellInterface, which PySide6 lets Python implement), and the
board answers as a table (QAccessibleTableInterface, which PySide6 does not bind: the board
lends that of a hidden table view over the same cells, Qt's own, so row and column counts and
the cell at a row and column are read from the board's words). Both are handed to Qt through
interface_cast, as pointers."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QPoint,
    QRect,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QAccessibleInterface,
    QAccessibleTableCellInterface,
)
from PySide6.QtWidgets import QAccessibleWidget, QTableView

from ui.app.announce import announce
from ui.app.board.view import BoardView
from ui.app.language import QT_TR_NOOP, tr

Cell = tuple[int, int]
# What the window says of a cell: its name as the board shows it, and its value in words.
Describe = Callable[[Cell], tuple[str, str]]

BOARD_NAME = QT_TR_NOOP("Trax board")  # translated where it is given
_Text = QAccessible.Text


Index = QModelIndex | QPersistentModelIndex


class CellPlace(QAccessibleTableCellInterface):
    """Where a cell lies in the board's table: its row and column among those shown."""

    def __init__(self, access: BoardAccess, cell: Cell) -> None:
        super().__init__()
        self.access, self.cell = access, cell

    def rowIndex(self) -> int:  # noqa: N802 (Qt's names, here and below)
        return self.cell[0] - self.access.board.state.region[0]

    def columnIndex(self) -> int:  # noqa: N802
        return self.cell[1] - self.access.board.state.region[2]

    def rowExtent(self) -> int:  # noqa: N802
        return 1

    def columnExtent(self) -> int:  # noqa: N802
        return 1

    def isSelected(self) -> bool:  # noqa: N802
        return False

    def rowHeaderCells(self) -> list:  # noqa: N802
        return []

    def columnHeaderCells(self) -> list:  # noqa: N802
        return []

    def table(self) -> QAccessibleInterface | None:
        return QAccessible.queryAccessibleInterface(self.access.board)


def _pointer(interface: object) -> shiboken6.VoidPtr:
    return shiboken6.VoidPtr(shiboken6.getCppPointer(interface)[0])


def _or_null(pointer: object) -> object:
    """Qt's own answer, or a null pointer where PySide6 gives None (returned as None, Qt
    would crash reading it)."""
    return shiboken6.VoidPtr(0) if pointer is None else pointer


class CellInterface(QAccessibleInterface):
    """One cell of the board: a table cell with a name and a value (also its description,
    which is what AT-SPI carries for an element that has no number for a value)."""

    def __init__(self, access: BoardAccess, cell: Cell) -> None:
        super().__init__()
        self.access, self.cell = access, cell
        self.place = CellPlace(access, cell)

    def interface_cast(self, kind: QAccessible.InterfaceType) -> object:
        if kind == QAccessible.InterfaceType.TableCellInterface and self.access.alive:
            return _pointer(self.place)
        return _or_null(super().interface_cast(kind))

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
    is the cell under the keyboard cursor. Its rows and columns are those of the cells shown
    (the table interface lent by BoardAccess.shadow, see the module's docstring)."""

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

    def interface_cast(self, kind: QAccessible.InterfaceType) -> object:
        access = self._access()
        if kind == QAccessible.InterfaceType.TableInterface and access is not None:
            shadow = QAccessible.queryAccessibleInterface(access.shadow)
            return _or_null(shadow.interface_cast(kind))
        return _or_null(super().interface_cast(kind))

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        access = self._access()
        cell = getattr(child, "cell", None)
        if access is not None and cell is None and (place := child.tableCellInterface()):
            top, _, left, _ = self.board.state.region  # a cell of the lent table, by its place
            cell = (top + place.rowIndex(), left + place.columnIndex())
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


class _CellsModel(QAbstractTableModel):
    """The cells the board shows as a table model (for the hidden view that lends the board
    its table interface): each cell's name, and its value as the description."""

    def __init__(self, access: BoardAccess) -> None:
        super().__init__(access)
        self.access = access

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt's names)
        top, bottom, _, _ = self.access.board.state.region
        return 0 if parent.isValid() else bottom - top + 1

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802
        _, _, left, right = self.access.board.state.region
        return 0 if parent.isValid() else right - left + 1

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> str | None:
        top, _, left, _ = self.access.board.state.region
        cell = (top + index.row(), left + index.column())
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return self.access.describe(cell)[0]
        if role == Qt.ItemDataRole.AccessibleDescriptionRole:
            return self.access.describe(cell)[1]
        return None


def _shadow(board: BoardView, model: _CellsModel) -> QTableView:
    """A table view never shown, over the board's cells: Qt's accessible table of it is the
    table interface the board lends (see the module's docstring)."""
    view = QTableView(board)
    view.setModel(model)
    view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    view.hide()
    return view


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
        self.model = _CellsModel(self)
        self._words: list[tuple[str, str]] = []  # every cell's words when the table was made
        self.shadow = _shadow(board, self.model)
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
        words = [self.describe(cell) for cell in self.cells()]
        if words != self._words:  # the lent table's cells are made anew, read afresh
            self._words = words
            self.model.beginResetModel()
            self.model.endResetModel()
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
