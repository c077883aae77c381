"""A widget showing the whole remaining stack of an open-stack puzzle, top tile first.

Tiles are drawn simply with QPainter: a coloured square, the white track as a thick light line
and the black track as a dark one, straight across for NS/EW or as quarter arcs round the
corner between the two edges a curve joins."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from solitaire.position import Position
from solitaire.tiles import BLACK, ORIENTATIONS, STRAIGHT, WHITE, edges_of
from ui.app.board import tile_painter
from ui.app.language import tr
from ui.app.themes import CLASSIC, Theme

# Without a theme, the classic colours (which pass the contrast checks).
TILE_COLOUR = CLASSIC.face
TRACK_COLOUR = {WHITE: CLASSIC.white_track, BLACK: CLASSIC.black_track}
HAND_COLOUR = QColor("#f0c419")

# Qt arc angles (degrees, anticlockwise from 3 o'clock) of the quarter circle round the corner
# between two edges, facing into the tile. Edges: 0 N, 1 E, 2 S, 3 W.
_CORNER_ARC = {
    frozenset((0, 1)): ("top-right", 180),
    frozenset((1, 2)): ("bottom-right", 90),
    frozenset((2, 3)): ("bottom-left", 0),
    frozenset((0, 3)): ("top-left", 270),
}


def _edge_midpoint(rect: QRectF, edge: int) -> QPointF:
    centre = rect.center()
    return (
        QPointF(centre.x(), rect.top()),
        QPointF(rect.right(), centre.y()),
        QPointF(centre.x(), rect.bottom()),
        QPointF(rect.left(), centre.y()),
    )[edge]


def _corner(rect: QRectF, name: str) -> QPointF:
    return {
        "top-right": rect.topRight(),
        "bottom-right": rect.bottomRight(),
        "bottom-left": rect.bottomLeft(),
        "top-left": rect.topLeft(),
    }[name]


def paint_tile(painter: QPainter, rect: QRectF, orientation: int) -> None:
    """Draw one tile in the given orientation filling `rect` (a square)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillRect(rect, TILE_COLOUR)
    width = max(2.0, rect.width() * 0.16)
    # Black first so on the straight side the white track is drawn crossing over it.
    for colour in (BLACK, WHITE):
        pen = QPen(TRACK_COLOUR[colour], width)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        a, b = edges_of(orientation, colour)
        if orientation in STRAIGHT:
            painter.drawLine(_edge_midpoint(rect, a), _edge_midpoint(rect, b))
        else:
            corner_name, start = _CORNER_ARC[frozenset((a, b))]
            corner = _corner(rect, corner_name)
            radius = rect.width() / 2
            arc = QRectF(corner.x() - radius, corner.y() - radius, 2 * radius, 2 * radius)
            painter.drawArc(arc, start * 16, 90 * 16)
    painter.restore()


class StackView(QWidget):
    """The remaining stack, top tile (the tile in hand, outlined) first, wrapping into rows."""

    def __init__(self, parent: QWidget | None = None, tile_size: int = 36) -> None:
        super().__init__(parent)
        self.tile_size = tile_size
        self.gap = max(4, tile_size // 8)
        self._stack: tuple[int, ...] = ()
        # With a theme the tiles are drawn as on the board (the UK set is black and red);
        # without one, in the plain colours above.
        self.theme: Theme | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(tile_size + 2 * self.gap)

    def set_stack(self, orientations: Sequence[int]) -> None:
        """Show these tiles, top of the stack first (pass `deal[consumed:]`)."""
        self._stack = tuple(orientations)
        names = " ".join(ORIENTATIONS[o] for o in self._stack)
        self.setToolTip(
            tr("Stack, top first: {names}").format(names=names)
            if names
            else tr("The stack is empty")
        )
        self.setAccessibleDescription(self.toolTip())
        self._fit_height()
        self.updateGeometry()
        self.update()

    def set_position(self, position: Position) -> None:
        """Show what is left of a position's stack (the tile in hand first)."""
        self.set_stack(position.deal[position.consumed :])

    def set_theme(self, theme: Theme | None) -> None:
        self.theme = theme
        self.update()

    def stack(self) -> tuple[int, ...]:
        return self._stack

    def _columns(self, width: int) -> int:
        return max(1, (width - self.gap) // (self.tile_size + self.gap))

    def tile_rect(self, index: int) -> QRectF:
        columns = self._columns(self.width())
        row, col = divmod(index, columns)
        step = self.tile_size + self.gap
        return QRectF(self.gap + col * step, self.gap + row * step, self.tile_size, self.tile_size)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt name)
        count = max(1, len(self._stack))
        step = self.tile_size + self.gap
        return QSize(self.gap + count * step, self.gap + step)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt name)
        rows = -(-max(1, len(self._stack)) // self._columns(width))
        return self.gap + rows * (self.tile_size + self.gap)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt name)
        # Layouts in a scroll area do not ask heightForWidth: keep every row shown.
        super().resizeEvent(event)
        self._fit_height()

    def _fit_height(self) -> None:
        if self.width() > 0:
            self.setMinimumHeight(self.heightForWidth(self.width()))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt name)
        painter = QPainter(self)
        for index, orientation in enumerate(self._stack):
            rect = self.tile_rect(index)
            if self.theme is None:
                paint_tile(painter, rect, orientation)
            else:
                tile_painter.paint_tile(painter, rect, orientation, self.theme)
            if index == 0:
                pen = QPen(HAND_COLOUR, max(2.0, self.gap * 0.8))
                painter.setPen(pen)
                painter.setBrush(Qt.BrushStyle.NoBrush)
                half = self.gap / 2
                painter.drawRect(rect.adjusted(-half, -half, half, half))
        painter.end()
