"""The board widget: draws the layout, the frame, the ghost of the tile in hand, hints and
forced spaces, and turns mouse and keyboard input into signals. It knows no rules: the main
window tells it what to show in a BoardState."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QEasingCurve, QPoint, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPaintEvent, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from solitaire.tiles import flipped, turned
from ui.app.board.marks import heat_colour
from ui.app.board.paint import MARGIN, BoardPainter
from ui.app.themes import CLASSIC, Theme
from ui.common.presenter import Mark

__all__ = ["BoardState", "BoardView", "heat_colour"]

Cell = tuple[int, int]
Region = tuple[int, int, int, int]  # top, bottom, left, right (inclusive, table rows/columns)
FloatRegion = tuple[float, float, float, float]  # the same, during an animation


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
        # The keyboard cursor is drawn only after arrow keys (or Enter), never after the mouse.
        self.cursor_shown = False
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
        self._painter = BoardPainter(self)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt's name)
        self._painter.paint()

    def covered_rects(self) -> list[QRectF]:
        """Cells drawn over with a ghost, hint or heat tile (frame arrows keep off them)."""
        return self._painter.covered_rects()

    def frame_arrows(self) -> list[tuple[QPointF, int]]:
        """The arrows on the frame's sides that may still grow: tip and edge."""
        return self._painter.frame_arrows()

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

    def _mouse_input(self) -> None:
        """The mouse is in use: the keyboard cursor hides until an arrow key is pressed."""
        if self.cursor_shown:
            self.cursor_shown = False
            self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        cell = self.cell_at(event.position())
        if cell != self._hover:
            self._hover = cell
            if cell is not None:
                # One current cell: the keys carry on from where the mouse is, not from the
                # last click (Enter plays where the ghost tile shows).
                self.cursor = cell
                self._mouse_input()
            self.hoverChanged.emit(cell)

    def leaveEvent(self, event) -> None:  # noqa: ANN001
        if self._hover is not None:
            self._hover = None
            self.hoverChanged.emit(self.cursor if self.hasFocus() else None)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._mouse_input()
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
        self._mouse_input()
        delta = event.angleDelta().y()
        if delta:
            self.turnRequested.emit(1 if delta < 0 else -1)
            event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        steps = {Qt.Key.Key_Up: (-1, 0), Qt.Key.Key_Down: (1, 0)}
        steps |= {Qt.Key.Key_Left: (0, -1), Qt.Key.Key_Right: (0, 1)}
        if key in steps:
            if not self._place_cursor():
                dr, dc = steps[key]
                self.cursor = self._clamp((self.cursor[0] + dr, self.cursor[1] + dc))
            self._hover = None
            self._show_cursor()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self._place_cursor():
                self._show_cursor()
                if self.state.frame is not None:
                    return  # the cursor is shown first: the player sees where Enter plays
            # On an empty table there is one place to start (@0): Enter plays there at once.
            self.cellClicked.emit(self.cursor)
            return
        super().keyPressEvent(event)

    def _place_cursor(self) -> bool:
        """The cursor to the frame's first cell if it is nowhere yet (True if moved)."""
        if placed := self.cursor is None:
            self.cursor = (frame[0], frame[2]) if (frame := self.state.frame) else (0, 0)
        return placed

    def _show_cursor(self) -> None:
        self.cursor_shown = True
        self.hoverChanged.emit(self.cursor)
        self.update()

    def focusInEvent(self, event) -> None:  # noqa: ANN001
        super().focusInEvent(event)
        if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
            self._place_cursor()  # Tab shows where the keys act: the cursor is the focus
            self._show_cursor()
        self.update()

    def focusOutEvent(self, event) -> None:  # noqa: ANN001
        super().focusOutEvent(event)
        self.update()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.update()
