"""The board widget: draws the layout, the frame, the ghost of the tile in hand, hints and
forced spaces, and turns mouse and keyboard input into signals. It knows no rules: the main
window tells it what to show in a BoardState."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QEasingCurve,
    QPoint,
    QPointF,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QRadialGradient,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from solitaire.tiles import flipped, turned
from ui.board_marks import heat_colour, paint_best, paint_heat
from ui.presenter import Mark
from ui.themes import CLASSIC, Theme
from ui.tile_painter import paint_tile

__all__ = ["BoardState", "BoardView", "heat_colour"]

Cell = tuple[int, int]
Region = tuple[int, int, int, int]  # top, bottom, left, right (inclusive, table rows/columns)
FloatRegion = tuple[float, float, float, float]  # the same, during an animation

MARGIN = 0.45  # of a cell, around the region, for the row and column labels


@dataclass
class BoardState:
    """Everything the board shows. Built by the main window from the engine's position."""

    size: int = 3
    tiles: dict[Cell, int] = field(default_factory=dict)
    region: Region = (-2, 2, -2, 2)  # where the layout may still reach
    frame: Region | None = None  # the bounding box of the placed tiles
    col_labels: dict[int, str] = field(default_factory=dict)
    row_labels: dict[int, str] = field(default_factory=dict)
    legal: set[Cell] = field(default_factory=set)  # highlighted legal cells (may be empty)
    forced: Cell | None = None  # the forced space to fill next (click mode)
    glow: dict[Cell, int] = field(default_factory=dict)  # winning track: cell -> colour
    ghost: tuple[Cell, int, bool] | None = None  # cell, orientation, legal
    best: list[Mark] = field(default_factory=list)  # the hint: every move tied for best
    heat: dict[Cell, Mark] = field(default_factory=dict)  # every cell's best move and chance
    out: dict[Cell, tuple[int, ...]] = field(default_factory=dict)  # tracks reasons name
    dimmed: bool = False  # replay or finished game: no ghost, board is read-only

    @property
    def hint(self) -> tuple[Cell, int, float] | None:
        """The first best move (cell, orientation, chance), or None."""
        return tuple(self.best[0][:3]) if self.best else None  # type: ignore[return-value]

    @hint.setter
    def hint(self, value: tuple[Cell, int, float] | None) -> None:
        self.best = [] if value is None else [Mark(*value)]

    def marks(self) -> list[Mark]:
        """What the board shows at cells a click can play: the heat map, else the hint."""
        return list(self.heat.values()) or list(self.best)


# The tracks a loss reason names shine blue (the winning track shines in the theme's gold).
OUT_HALO = QColor(70, 200, 255, 230)


def _quarters_between(start: int, end: int) -> int | None:
    for q in range(4):
        if turned(start, q) == end:
            return q
    return None


class _FillAnimation:
    """A stack tile put into a forced space: shown as dealt, flipped over if it must show its
    other face, then turned into place."""

    def __init__(self, cell: Cell, dealt: int, final: int) -> None:
        self.cell = cell
        self.final = final
        quarters = _quarters_between(dealt, final)
        self.flip = quarters is None
        self.before_flip = dealt
        self.start = flipped(dealt) if self.flip else dealt
        self.quarters = _quarters_between(self.start, final) or 0
        # Straight tiles look the same after a half turn: take the shorter way.
        if self.quarters == 3:
            self.quarters = -1
        self.progress = 0.0


class BoardView(QWidget):
    cellClicked = Signal(object)  # (row, col)
    hoverChanged = Signal(object)  # (row, col) or None
    turnRequested = Signal(int)  # +1 clockwise, -1 anticlockwise
    flipRequested = Signal()
    fillAnimationFinished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(320, 320)
        self.setAccessibleName("Trax board")
        self.theme: Theme = CLASSIC
        self.state = BoardState()
        self.cursor: Cell | None = None
        self._hover: Cell | None = None
        self._shown_region: tuple[float, float, float, float] = self._float(self.state.region)
        self._region_animation = QVariantAnimation(self)
        self._region_animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        self._region_animation.valueChanged.connect(self._on_region_step)
        self._region_from = self._shown_region
        self._region_to = self._shown_region
        self._fill: _FillAnimation | None = None
        self._fill_animation = QVariantAnimation(self)
        self._fill_animation.setStartValue(0.0)
        self._fill_animation.setEndValue(1.0)
        self._fill_animation.setEasingCurve(QEasingCurve.Type.InOutQuad)
        self._fill_animation.valueChanged.connect(self._on_fill_step)
        self._fill_animation.finished.connect(self._on_fill_done)
        self._drop_cell: Cell | None = None
        self._drop = QVariantAnimation(self)
        self._drop.setStartValue(0.0)
        self._drop.setEndValue(1.0)
        self._drop.setEasingCurve(QEasingCurve.Type.OutBack)
        self._drop.valueChanged.connect(lambda _v: self.update())
        self._drop.finished.connect(self._on_drop_done)
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.0)
        self._pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._pulse.setLoopCount(3)
        self._pulse.valueChanged.connect(lambda _v: self.update())
        self.animation_ms = 250
        self.painted = False  # set by the first paint (the start-up probe waits for it)

    # -- state -----------------------------------------------------------------------------

    @staticmethod
    def _float(region: Region) -> tuple[float, float, float, float]:
        return (float(region[0]), float(region[1]), float(region[2]), float(region[3]))

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.update()

    def set_state(self, state: BoardState) -> None:
        old_region = self.state.region
        had_glow = bool(self.state.glow)
        self.state = state
        if state.glow and not had_glow and self.animation_ms > 0:
            # The winning track shines up a few times, then stays lit.
            self._pulse.stop()
            self._pulse.setDuration(max(300, self.animation_ms * 5))
            self._pulse.start()
        if state.region != old_region:
            target = self._float(state.region)
            if self.animation_ms > 0 and self.isVisible():
                self._region_from = self._shown_region
                self._region_to = target
                self._region_animation.stop()
                self._region_animation.setDuration(max(1, int(self.animation_ms * 1.2)))
                self._region_animation.setStartValue(0.0)
                self._region_animation.setEndValue(1.0)
                self._region_animation.start()
            else:
                self._region_animation.stop()
                self._shown_region = target
        if self.cursor is not None and not self._in_region(self.cursor):
            self.cursor = self._clamp(self.cursor)
        self.update()

    def _on_region_step(self, value: float) -> None:
        t = float(value)
        a, b = self._region_from, self._region_to
        self._shown_region = (
            a[0] + (b[0] - a[0]) * t,
            a[1] + (b[1] - a[1]) * t,
            a[2] + (b[2] - a[2]) * t,
            a[3] + (b[3] - a[3]) * t,
        )
        self.update()

    # -- animations ------------------------------------------------------------------------

    def animate_drop(self, cell: Cell) -> None:
        """A short settle of a tile just laid by the player."""
        if self.animation_ms <= 0:
            return
        self._drop_cell = cell
        self._drop.stop()
        self._drop.setDuration(max(1, int(self.animation_ms * 0.8)))
        self._drop.start()

    def _on_drop_done(self) -> None:
        self._drop_cell = None
        self.update()

    def animate_fill(self, cell: Cell, dealt: int, final: int) -> None:
        """Bring the next stack tile into a forced space; emits fillAnimationFinished."""
        self._fill = _FillAnimation(cell, dealt, final)
        steps = (1 if self._fill.flip else 0) + (1 if self._fill.quarters else 0)
        duration = int(self.animation_ms * (0.6 + 0.7 * steps))
        if duration <= 0:
            self._on_fill_done()
            return
        self._fill_animation.stop()
        self._fill_animation.setDuration(duration)
        self._fill_animation.start()

    def is_animating(self) -> bool:
        """A forced fill is on its way into place."""
        return self._fill is not None

    def is_settled(self) -> bool:
        """No animation of any kind is running (the board shows what the state says)."""
        running = QVariantAnimation.State.Running
        return (
            self._fill is None
            and self._region_animation.state() != running
            and self._drop.state() != running
        )

    def finish_animations(self) -> None:
        """Jump every running animation to its end (the player did something new)."""
        if self._region_animation.state() == QVariantAnimation.State.Running:
            self._region_animation.stop()
            self._shown_region = self._region_to
        if self._drop.state() == QVariantAnimation.State.Running:
            self._drop.stop()
            self._drop_cell = None
        if self._fill is not None:
            self._fill_animation.stop()
            self._on_fill_done()
        self.update()

    def _glow_strength(self) -> float:
        if self._pulse.state() != QVariantAnimation.State.Running:
            return 1.0
        return 0.55 + 0.45 * (1.0 - float(self._pulse.currentValue()))

    def _on_fill_step(self, value: float) -> None:
        if self._fill is not None:
            self._fill.progress = float(value)
        self.update()

    def _on_fill_done(self) -> None:
        if self._fill is None:
            return
        self._fill = None
        self.update()
        self.fillAnimationFinished.emit()

    # -- geometry --------------------------------------------------------------------------

    def _layout(
        self, region: tuple[float, float, float, float] | None = None
    ) -> tuple[float, float, float]:
        """Cell side and the pixel position of the region's top-left corner."""
        top, bottom, left, right = region or self._shown_region
        rows = bottom - top + 1 + 2 * MARGIN
        cols = right - left + 1 + 2 * MARGIN
        side = min(self.width() / cols, self.height() / rows)
        x0 = (self.width() - side * (right - left + 1)) / 2
        y0 = (self.height() - side * (bottom - top + 1)) / 2
        return side, x0, y0

    def cell_rect(self, cell: Cell, region: FloatRegion | None = None) -> QRectF:
        region = region or self._shown_region
        side, x0, y0 = self._layout(region)
        return QRectF(
            x0 + (cell[1] - region[2]) * side, y0 + (cell[0] - region[0]) * side, side, side
        )

    def cell_center(self, cell: Cell) -> QPoint:
        """Pixel centre of a cell once any frame animation has settled."""
        return self.cell_rect(cell, self._float(self.state.region)).center().toPoint()

    def cell_at(self, point: QPointF) -> Cell | None:
        top, _bottom, left, _right = self._shown_region
        side, x0, y0 = self._layout()
        if side <= 0:
            return None
        col = left + (point.x() - x0) / side
        row = top + (point.y() - y0) / side
        cell = (math.floor(row), math.floor(col))
        return cell if self._in_region(cell) else None

    def _in_region(self, cell: Cell) -> bool:
        top, bottom, left, right = self.state.region
        return top <= cell[0] <= bottom and left <= cell[1] <= right

    def _clamp(self, cell: Cell) -> Cell:
        top, bottom, left, right = self.state.region
        return (min(max(cell[0], top), bottom), min(max(cell[1], left), right))

    # -- input -----------------------------------------------------------------------------

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        if cell != self._hover:
            self._hover = cell
            if cell is not None:
                # One current cell: the keys carry on from where the mouse is, not from the
                # last click (Enter plays where the ghost tile shows).
                self.cursor = cell
            self.hoverChanged.emit(cell)

    def leaveEvent(self, event) -> None:  # noqa: ANN001
        if self._hover is not None:
            self._hover = None
            self.hoverChanged.emit(self.cursor if self.hasFocus() else None)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        button = event.button()
        if button == Qt.MouseButton.LeftButton:
            cell = self.cell_at(event.position())
            if cell is not None:
                self.cursor = cell
                self.cellClicked.emit(cell)
        elif button == Qt.MouseButton.RightButton:
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
                self.flipRequested.emit()
            else:
                self.turnRequested.emit(1)
        elif button == Qt.MouseButton.MiddleButton:
            self.flipRequested.emit()

    def wheelEvent(self, event: QWheelEvent) -> None:
        delta = event.angleDelta().y()
        if delta:
            self.turnRequested.emit(1 if delta < 0 else -1)
            event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        steps = {
            Qt.Key.Key_Up: (-1, 0),
            Qt.Key.Key_Down: (1, 0),
            Qt.Key.Key_Left: (0, -1),
            Qt.Key.Key_Right: (0, 1),
        }
        if key in steps:
            if self.cursor is None:
                frame = self.state.frame
                self.cursor = (frame[0], frame[2]) if frame else (0, 0)
            else:
                dr, dc = steps[key]
                self.cursor = self._clamp((self.cursor[0] + dr, self.cursor[1] + dc))
            self._hover = None
            self.hoverChanged.emit(self.cursor)
            self.update()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.cursor is None:
                frame = self.state.frame
                self.cursor = (frame[0], frame[2]) if frame else (0, 0)
                self.hoverChanged.emit(self.cursor)
                self.update()
            else:
                self.cellClicked.emit(self.cursor)
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:  # noqa: ANN001
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event) -> None:  # noqa: ANN001
        super().focusOutEvent(event)
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.update()

    # -- painting --------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        self.painted = True
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        theme = self.theme
        state = self.state

        background = QRadialGradient(QPointF(self.width() / 2, self.height() / 2),
                                     max(self.width(), self.height()) * 0.75)
        background.setColorAt(0.0, theme.table.lighter(115))
        background.setColorAt(1.0, theme.table.darker(125))
        painter.fillRect(self.rect(), background)

        side, _x0, _y0 = self._layout()
        if side <= 2:
            return
        self._paint_region(painter, side)
        self._paint_labels(painter, side)
        if state.legal and not state.dimmed:
            fill = QColor(120, 230, 140, 55)
            edge = QColor(140, 255, 160, 150)
            for cell in state.legal:
                rect = self.cell_rect(cell).adjusted(3, 3, -3, -3)
                painter.setPen(QPen(edge, max(1.0, side * 0.02)))
                painter.setBrush(fill)
                painter.drawRoundedRect(rect, side * 0.08, side * 0.08)
        paint_heat(painter, state.heat, self.cell_rect, side, theme, self.font())

        hidden = {self._fill.cell} if self._fill else set()
        for cell, orientation in state.tiles.items():
            if cell in hidden:
                continue
            rect = self.cell_rect(cell).adjusted(0.5, 0.5, -0.5, -0.5)
            if cell == self._drop_cell:
                self._paint_dropping(painter, rect, orientation)
                continue
            if cell in state.glow:
                paint_tile(painter, rect, orientation, theme, glow=state.glow[cell],
                           glow_strength=self._glow_strength())
            else:
                paint_tile(painter, rect, orientation, theme, glow=state.out.get(cell),
                           halo=OUT_HALO)
        if self._fill is not None:
            self._paint_fill(painter)
        if state.forced is not None:
            self._paint_forced(painter, state.forced, side)
        paint_best(painter, state.best, self.cell_rect, side, theme, self.font())
        self._paint_ghost(painter, side)
        if self.cursor is not None and self.hasFocus() and not state.dimmed:
            rect = self.cell_rect(self.cursor).adjusted(2, 2, -2, -2)
            pen = QPen(QColor(255, 255, 255, 230), max(1.5, side * 0.025), Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, side * 0.08, side * 0.08)
        painter.end()

    def _paint_region(self, painter: QPainter, side: float) -> None:
        theme, state = self.theme, self.state
        top, bottom, left, right = state.region
        outer = self.cell_rect((top, left)).united(self.cell_rect((bottom, right)))
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
                    rect = self.cell_rect((row, col)).adjusted(4, 4, -4, -4)
                    painter.drawRoundedRect(rect, side * 0.08, side * 0.08)
        if state.frame is not None:
            f_top, f_bottom, f_left, f_right = state.frame
            box = self.cell_rect((f_top, f_left)).united(self.cell_rect((f_bottom, f_right)))
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
        state = self.state
        cells = {mark.cell for mark in state.best} | set(state.heat)
        if state.ghost is not None and not state.dimmed:
            cells.add(state.ghost[0])
        return [self.cell_rect(cell) for cell in cells]

    def frame_arrows(self) -> list[tuple[QPointF, int]]:
        """The arrows on the frame's sides that may still grow: tip and edge. An arrow that
        would lie on a ghost, hint or heat tile is left out."""
        state = self.state
        if state.frame is None:
            return []
        f_top, f_bottom, f_left, f_right = state.frame
        box = self.cell_rect((f_top, f_left)).united(self.cell_rect((f_bottom, f_right)))
        box = box.adjusted(-2, -2, 2, 2)
        c = box.center()
        arrows = []
        if (f_bottom - f_top + 1) < state.size:
            arrows += [(QPointF(c.x(), box.top() - 2), 0), (QPointF(c.x(), box.bottom() + 2), 2)]
        if (f_right - f_left + 1) < state.size:
            arrows += [(QPointF(box.right() + 2, c.y()), 1), (QPointF(box.left() - 2, c.y()), 3)]
        side = self._layout()[0]
        covered = self.covered_rects()
        return [
            (tip, edge) for tip, edge in arrows
            if not any(rect.intersects(self._arrow_rect(tip, edge, side * 0.12))
                       for rect in covered)
        ]

    @staticmethod
    def _arrow_rect(tip: QPointF, edge: int, s: float) -> QRectF:
        dx, dy = ((0, -1), (1, 0), (0, 1), (-1, 0))[edge]
        point = QPointF(tip.x() + dx * s, tip.y() + dy * s)
        return QRectF(tip, point).normalized().adjusted(-s * abs(dy) - 1, -s * abs(dx) - 1,
                                                         s * abs(dy) + 1, s * abs(dx) + 1)

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
        state = self.state
        font = QFont(self.font())
        font.setPixelSize(max(9, int(side * MARGIN * 0.5)))
        painter.setFont(font)
        painter.setPen(QColor(255, 255, 255, 150))
        top, bottom, left, right = state.region
        for col, text in state.col_labels.items():
            rect = self.cell_rect((top, col))
            label = QRectF(rect.left(), rect.top() - side * MARGIN - 2, side, side * MARGIN)
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, text)
        for row, text in state.row_labels.items():
            rect = self.cell_rect((row, left))
            label = QRectF(rect.left() - side * MARGIN - 2, rect.top(), side * MARGIN, side)
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_dropping(self, painter: QPainter, rect: QRectF, orientation: int) -> None:
        t = float(self._drop.currentValue() or 1.0)
        scale = 1.12 - 0.12 * t
        painter.save()
        c = rect.center()
        painter.translate(c)
        painter.scale(scale, scale)
        painter.translate(-c)
        paint_tile(painter, rect, orientation, self.theme, opacity=min(1.0, 0.4 + t))
        painter.restore()

    def _paint_fill(self, painter: QPainter) -> None:
        fill = self._fill
        assert fill is not None
        rect = self.cell_rect(fill.cell).adjusted(0.5, 0.5, -0.5, -0.5)
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
        paint_tile(painter, rect, orientation, self.theme)
        painter.restore()

    def _paint_forced(self, painter: QPainter, cell: Cell, side: float) -> None:
        rect = self.cell_rect(cell).adjusted(3, 3, -3, -3)
        painter.setPen(QPen(QColor(255, 196, 0), max(2.0, side * 0.04), Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 196, 0, 50))
        painter.drawRoundedRect(rect, side * 0.08, side * 0.08)
        font = QFont(self.font())
        font.setPixelSize(max(10, int(side * 0.16)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(255, 220, 90))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "forced")

    def _paint_ghost(self, painter: QPainter, side: float) -> None:
        ghost = self.state.ghost
        if ghost is None or self.state.dimmed or self.state.heat:
            return
        cell, orientation, legal = ghost
        rect = self.cell_rect(cell).adjusted(1, 1, -1, -1)
        if cell not in self.state.tiles:
            paint_tile(painter, rect, orientation, self.theme, opacity=0.55 if legal else 0.35)
        colour = QColor(110, 235, 130) if legal else QColor(255, 90, 80)
        painter.setPen(QPen(colour, max(2.0, side * 0.04)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, side * 0.08, side * 0.08)
        if not legal and cell not in self.state.tiles:
            # A small cross in the corner says "not here" without hiding the tile.
            s = side * 0.12
            corner = QPointF(rect.right() - s * 1.6, rect.top() + s * 1.6)
            painter.setPen(QPen(colour, max(2.0, side * 0.035), Qt.PenStyle.SolidLine,
                                Qt.PenCapStyle.RoundCap))
            painter.drawLine(corner + QPointF(-s / 2, -s / 2), corner + QPointF(s / 2, s / 2))
            painter.drawLine(corner + QPointF(-s / 2, s / 2), corner + QPointF(s / 2, -s / 2))
