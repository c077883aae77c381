"""Painting the board: BoardView hands its paintEvent to a BoardPainter, which draws the
table, the frame and its arrows, the labels, the tiles with their animations, forced spaces,
hint marks and the ghost of the tile in hand."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)

from ui.app.board.marks import paint_best, paint_heat
from ui.app.board.tile_painter import paint_tile
from ui.app.language import tr

Cell = tuple[int, int]

MARGIN = 0.45  # of a cell, around the region, for the row and column labels

# The tracks a loss reason names shine blue (the winning track shines in the theme's gold).
OUT_HALO = QColor(70, 200, 255, 230)
CURSOR_COLOUR = QColor(225, 225, 225)  # the keyboard cursor: neutral, in every theme
CURSOR_SHADOW = QColor(0, 0, 0, 150)


class BoardPainter:
    """Paints a BoardView: reads the board's state, geometry and animations, changes nothing
    of it (but its `painted` flag). The view is typed loosely: it imports this module."""

    def __init__(self, view: Any) -> None:
        self.view = view

    def paint(self) -> None:
        """The board's paintEvent."""
        self.view.painted = True
        painter = QPainter(self.view)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        self._paint_background(painter)
        side, _x0, _y0 = self.view._layout()
        if side <= 2:
            return
        state = self.view.state
        self._paint_region(painter, side)
        self._paint_labels(painter, side)
        if state.legal and not state.dimmed:
            self._paint_legal(painter, side)
        paint_heat(
            painter, state.heat, self.view.cell_rect, side, self.view.theme, self.view.font()
        )
        self._paint_tiles(painter)
        if self.view._fill is not None:
            self._paint_fill(painter)
        if state.forced is not None:
            self._paint_forced(painter, state.forced, side)
        paint_best(
            painter, state.best, self.view.cell_rect, side, self.view.theme, self.view.font()
        )
        self._paint_ghost(painter, side)
        view = self.view
        if view.cursor is not None and view.cursor_shown and view.hasFocus() and not state.dimmed:
            self._paint_cursor(painter, self.view.cursor, side)
        painter.end()

    def _paint_background(self, painter: QPainter) -> None:
        theme = self.view.theme
        background = QRadialGradient(
            QPointF(self.view.width() / 2, self.view.height() / 2),
            max(self.view.width(), self.view.height()) * 0.75,
        )
        background.setColorAt(0.0, theme.table.lighter(115))
        background.setColorAt(1.0, theme.table.darker(125))
        painter.fillRect(self.view.rect(), background)

    def _paint_legal(self, painter: QPainter, side: float) -> None:
        fill = QColor(120, 230, 140, 55)
        edge = QColor(140, 255, 160, 150)
        for cell in self.view.state.legal:
            rect = self.view.cell_rect(cell).adjusted(3, 3, -3, -3)
            painter.setPen(QPen(edge, max(1.0, side * 0.02)))
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, side * 0.08, side * 0.08)

    def _paint_tiles(self, painter: QPainter) -> None:
        theme, state = self.view.theme, self.view.state
        hidden = {self.view._fill.cell} if self.view._fill else set()
        for cell, orientation in state.tiles.items():
            if cell in hidden:
                continue
            rect = self.view.cell_rect(cell).adjusted(0.5, 0.5, -0.5, -0.5)
            if cell == self.view._drop_cell:
                self._paint_dropping(painter, rect, orientation)
                continue
            if cell in state.glow:
                paint_tile(
                    painter,
                    rect,
                    orientation,
                    theme,
                    glow=state.glow[cell],
                    glow_strength=self.view._glow_strength(),
                )
            else:
                paint_tile(
                    painter, rect, orientation, theme, glow=state.out.get(cell), halo=OUT_HALO
                )

    def _paint_cursor(self, painter: QPainter, cursor: Cell, side: float) -> None:
        """The keyboard cursor: four thin corner brackets in a neutral grey (a dark line under
        a light one, seen on white, black and red alike), unlike any coloured dashed ring."""
        rect = self.view.cell_rect(cursor).adjusted(3, 3, -3, -3)
        arm = side * 0.22
        width = max(1.5, side * 0.02)
        corners = (
            (rect.topLeft(), 1, 1),
            (rect.topRight(), -1, 1),
            (rect.bottomLeft(), 1, -1),
            (rect.bottomRight(), -1, -1),
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for colour, extra in ((CURSOR_SHADOW, 2.0), (CURSOR_COLOUR, 0.0)):
            painter.setPen(QPen(colour, width + extra, Qt.PenStyle.SolidLine))
            for corner, dx, dy in corners:
                painter.drawPolyline(
                    [corner + QPointF(dx * arm, 0), corner, corner + QPointF(0, dy * arm)]
                )

    def _paint_region(self, painter: QPainter, side: float) -> None:
        theme, state = self.view.theme, self.view.state
        top, bottom, left, right = state.region
        outer = self.view.cell_rect((top, left)).united(self.view.cell_rect((bottom, right)))
        inner = QColor(theme.table_inner)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(inner)
        painter.drawRoundedRect(outer.adjusted(-3, -3, 3, 3), side * 0.1, side * 0.1)
        grid = QPen(theme.grid, 1.0)
        painter.setPen(grid)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for row in range(top, bottom + 1):
            for col in range(left, right + 1):
                if (row, col) not in state.tiles:
                    rect = self.view.cell_rect((row, col)).adjusted(4, 4, -4, -4)
                    painter.drawRoundedRect(rect, side * 0.08, side * 0.08)
        if state.frame is not None:
            f_top, f_bottom, f_left, f_right = state.frame
            box = self.view.cell_rect((f_top, f_left)).united(
                self.view.cell_rect((f_bottom, f_right))
            )
            pen = QPen(QColor(255, 255, 255, 110), max(1.5, side * 0.025))
            painter.setPen(pen)
            painter.drawRoundedRect(box.adjusted(-2, -2, 2, 2), side * 0.06, side * 0.06)
            # Arrows on the sides where the frame can still grow.
            painter.setBrush(QColor(255, 255, 255, 150))
            painter.setPen(Qt.PenStyle.NoPen)
            for tip, edge in self.frame_arrows():
                self._arrow(painter, tip, edge, side * 0.12)

    def covered_rects(self) -> list[QRectF]:
        """Cells drawn over with a ghost, hint or heat tile (frame arrows keep off them)."""
        state = self.view.state
        cells = {mark.cell for mark in state.best} | set(state.heat)
        if state.ghost is not None and not state.dimmed:
            cells.add(state.ghost[0])
        return [self.view.cell_rect(cell) for cell in cells]

    def frame_arrows(self) -> list[tuple[QPointF, int]]:
        """The arrows on the frame's sides that may still grow: tip and edge. An arrow that
        would lie on a ghost, hint or heat tile is left out."""
        state = self.view.state
        if state.frame is None:
            return []
        f_top, f_bottom, f_left, f_right = state.frame
        box = self.view.cell_rect((f_top, f_left)).united(self.view.cell_rect((f_bottom, f_right)))
        box = box.adjusted(-2, -2, 2, 2)
        c = box.center()
        arrows = []
        if (f_bottom - f_top + 1) < state.size:
            arrows += [(QPointF(c.x(), box.top() - 2), 0), (QPointF(c.x(), box.bottom() + 2), 2)]
        if (f_right - f_left + 1) < state.size:
            arrows += [(QPointF(box.right() + 2, c.y()), 1), (QPointF(box.left() - 2, c.y()), 3)]
        side = self.view._layout()[0]
        covered = self.covered_rects()
        return [
            (tip, edge)
            for tip, edge in arrows
            if not any(
                rect.intersects(self._arrow_rect(tip, edge, side * 0.12)) for rect in covered
            )
        ]

    @staticmethod
    def _arrow_rect(tip: QPointF, edge: int, s: float) -> QRectF:
        dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[edge]
        point = QPointF(tip.x() + dx * s, tip.y() + dy * s)
        return (
            QRectF(tip, point)
            .normalized()
            .adjusted(-s * abs(dy) - 1, -s * abs(dx) - 1, s * abs(dy) + 1, s * abs(dx) + 1)
        )

    @staticmethod
    def _arrow(painter: QPainter, tip: QPointF, edge: int, s: float) -> None:
        # A small chevron pointing out of the frame through `edge`, its base on the frame line.
        dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[edge]
        base = QPointF(tip.x() - dx * 0.0, tip.y() - dy * 0.0)
        point = QPointF(base.x() + dx * s, base.y() + dy * s)
        px, py = -dy, dx
        path = QPainterPath(point)
        path.lineTo(base.x() + px * s, base.y() + py * s)
        path.lineTo(base.x() - px * s, base.y() - py * s)
        path.closeSubpath()
        painter.drawPath(path)

    def _paint_labels(self, painter: QPainter, side: float) -> None:
        state = self.view.state
        font = QFont(self.view.font())
        font.setPixelSize(max(9, int(side * MARGIN * 0.5)))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 150))
        top, bottom, left, right = state.region
        for col, text in state.col_labels.items():
            rect = self.view.cell_rect((top, col))
            label = QRectF(rect.left(), rect.top() - side * MARGIN - 2, side, side * MARGIN)
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, text)
        for row, text in state.row_labels.items():
            rect = self.view.cell_rect((row, left))
            label = QRectF(rect.left() - side * MARGIN - 2, rect.top(), side * MARGIN, side)
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, text)
        if (caption := empty_board_caption(state)) and not state.dimmed:
            # An empty board shows one cell: what its two labels are, said under it.
            font.setPixelSize(max(9, int(side * MARGIN * 0.32)))
            painter.setFont(font)
            (row,), (col,) = state.row_labels, state.col_labels
            rect = self.view.cell_rect((row, col))
            below = QRectF(0, rect.bottom() + side * 0.05, self.view.width(), side * MARGIN)
            painter.drawText(below, Qt.AlignmentFlag.AlignCenter, caption)

    def _paint_dropping(self, painter: QPainter, rect: QRectF, orientation: int) -> None:
        t = float(self.view._drop.currentValue() or 1.0)
        scale = 1.12 - 0.12 * t
        painter.save()
        c = rect.center()
        painter.translate(c)
        painter.scale(scale, scale)
        painter.translate(-c)
        paint_tile(painter, rect, orientation, self.view.theme, opacity=min(1.0, 0.4 + t))
        painter.restore()

    def _paint_fill(self, painter: QPainter) -> None:
        fill = self.view._fill
        assert fill is not None
        rect = self.view.cell_rect(fill.cell).adjusted(0.5, 0.5, -0.5, -0.5)
        t = fill.progress
        c = rect.center()
        painter.save()
        painter.translate(c)
        # Phase split: appear (and flip) first, then turn.
        flip_share = 0.5 if fill.flip else 0.0
        if fill.quarters == 0:
            flip_share = 1.0 if fill.flip else 0.0
        orientation = fill.start
        if fill.flip and t < flip_share:
            u = t / flip_share
            orientation = fill.before_flip if u < 0.5 else fill.start
            painter.scale(max(0.02, abs(1 - 2 * u)), 1.0)
            angle = 0.0
        else:
            u = (t - flip_share) / (1 - flip_share) if flip_share < 1 else 1.0
            angle = 90.0 * fill.quarters * u
        lift = 1.0 + 0.1 * (1 - abs(2 * t - 1))
        painter.scale(lift, lift)
        painter.rotate(angle)
        painter.translate(-c)
        if t > 0.999:
            orientation = fill.final
            painter.resetTransform()
        shadow = QColor(0, 0, 0, 60)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        painter.drawRoundedRect(rect.translated(3, 4), rect.width() * 0.07, rect.width() * 0.07)
        paint_tile(painter, rect, orientation, self.view.theme)
        painter.restore()

    def _paint_forced(self, painter: QPainter, cell: Cell, side: float) -> None:
        rect = self.view.cell_rect(cell).adjusted(3, 3, -3, -3)
        painter.setPen(QPen(QColor(255, 196, 0), max(2.0, side * 0.04), Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 196, 0, 50))
        painter.drawRoundedRect(rect, side * 0.08, side * 0.08)
        font = QFont(self.view.font())
        font.setPixelSize(max(10, int(side * 0.16)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 220, 90))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, tr("forced"))

    def _paint_ghost(self, painter: QPainter, side: float) -> None:
        ghost = self.view.state.ghost
        if ghost is None or self.view.state.dimmed or self.view.state.heat:
            return
        cell, orientation, legal = ghost
        rect = self.view.cell_rect(cell).adjusted(1, 1, -1, -1)
        if cell not in self.view.state.tiles:
            paint_tile(painter, rect, orientation, self.view.theme, opacity=0.55 if legal else 0.35)
        colour = QColor(110, 235, 130) if legal else QColor(255, 90, 80)
        painter.setPen(QPen(colour, max(2.0, side * 0.04)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, side * 0.08, side * 0.08)
        if not legal and cell not in self.view.state.tiles:
            # A small cross in the corner says "not here" without hiding the tile.
            s = side * 0.12
            corner = QPointF(rect.right() - s * 1.6, rect.top() + s * 1.6)
            painter.setPen(
                QPen(colour, max(2.0, side * 0.035), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            )
            painter.drawLine(corner + QPointF(-s / 2, -s / 2), corner + QPointF(s / 2, s / 2))
            painter.drawLine(corner + QPointF(-s / 2, s / 2), corner + QPointF(s / 2, -s / 2))


def empty_board_caption(state: Any) -> str:
    """Under the one cell of an empty board: its column, its row, and so its name."""
    if state.tiles or len(state.col_labels) != 1 or len(state.row_labels) != 1:
        return ""
    (column,) = state.col_labels.values()
    (row,) = state.row_labels.values()
    return tr("Column {column}, row {row}: the first tile goes in cell {column}{row}").format(
        column=column, row=row
    )
