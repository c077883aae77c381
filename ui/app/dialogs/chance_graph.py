"""The win-chance graph of a reviewed game, drawn with QPainter.

The chance runs from the odds before the deal through each decision: a draw step (the tiles that
came up: luck, blue) to the best chance of the decision, then a move step (the move played:
green when it was a best move, amber/orange/red by its mark) to the chance it kept. Clicking the
graph selects the nearest decision (`decisionClicked`)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from solver.analysis import Analysis
from ui.app.language import tr
from ui.common.presenter import MARK_WORDS

MARK_COLOURS = {
    "best": QColor("#3fae5a"),
    "inaccuracy": QColor("#e0b534"),
    "mistake": QColor("#e8822a"),
    "blunder": QColor("#d64541"),
}
DRAW_COLOUR = QColor("#4a90d9")


BACKGROUND = QColor("#1d2b24")
GRID = QColor(255, 255, 255, 45)
TEXT = QColor(235, 235, 235)


class ChanceGraph(QWidget):
    decisionClicked = Signal(int)  # 0-based decision index

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.analysis: Analysis | None = None
        self.selected: int | None = None
        self.setMinimumHeight(100)  # (its legend and four steps still read at 100)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setToolTip(
            tr("Win chance: blue steps are the tiles that came up, the others your moves")
        )

    def sizeHint(self) -> QSize:
        return QSize(560, 170)

    def set_analysis(self, analysis: Analysis | None) -> None:
        self.analysis = analysis
        self.selected = None
        self.update()

    def select(self, index: int | None) -> None:
        self.selected = index
        self.update()

    # -- geometry ---------------------------------------------------------------------------

    def _plot(self) -> QRectF:
        return QRectF(40, 10, max(10, self.width() - 52), max(10, self.height() - 38))

    def points(self) -> list[tuple[QPointF, str]]:
        """The graph's points with the kind of step that reaches each: 'start', 'draw' or a
        mark. Point 2i+1 is decision i's best chance, 2i+2 the chance its move kept."""
        if self.analysis is None:
            return []
        values: list[tuple[float, str]] = [(self.analysis.odds, "start")]
        for d in self.analysis.decisions:
            # No winning move left: none was "best", the step is drawn in the neutral colour.
            kept = "none" if d.best_value == 0.0 else d.mark
            values += [(d.best_value, "draw"), (d.played, kept)]
        plot = self._plot()
        steps = max(1, len(values) - 1)
        return [
            (
                QPointF(plot.left() + plot.width() * i / steps, plot.bottom() - plot.height() * v),
                kind,
            )
            for i, (v, kind) in enumerate(values)
        ]

    def decision_x(self, index: int) -> float:
        """The x of decision `index`'s move step (its middle), for clicks and tests."""
        points = self.points()
        a, b = points[2 * index + 1][0], points[2 * index + 2][0]
        return (a.x() + b.x()) / 2

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.analysis is None or not self.analysis.decisions:
            return
        x = event.position().x()
        nearest = min(
            range(len(self.analysis.decisions)), key=lambda i: abs(self.decision_x(i) - x)
        )
        self.select(nearest)
        self.decisionClicked.emit(nearest)

    # -- painting ---------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.fillRect(self.rect(), BACKGROUND)
        plot = self._plot()
        font = QFont(self.font())
        font.setPixelSize(11)
        painter.setFont(font)
        for level in (0.0, 0.25, 0.5, 0.75, 1.0):
            y = plot.bottom() - plot.height() * level
            painter.setPen(QPen(GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(TEXT)
            painter.drawText(
                QRectF(0, y - 8, plot.left() - 4, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                tr("{level:.0%}").format(level=level),
            )
        points = self.points()
        if not points:
            painter.setPen(TEXT)
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, tr("Analysing…"))
            painter.end()
            return
        self._paint_selection(painter, plot)
        for (a, _), (b, kind) in zip(points, points[1:], strict=False):
            colour = DRAW_COLOUR if kind == "draw" else MARK_COLOURS.get(kind, TEXT)
            style = Qt.PenStyle.DashLine if kind == "draw" else Qt.PenStyle.SolidLine
            painter.setPen(QPen(colour, 2.5, style, Qt.PenCapStyle.RoundCap))
            painter.drawLine(a, b)
        for point, kind in points[2::2]:
            painter.setPen(QPen(BACKGROUND, 1))
            painter.setBrush(MARK_COLOURS.get(kind, TEXT))
            radius = 5.0 if kind in ("mistake", "blunder") else 3.5
            painter.drawEllipse(point, radius, radius)
        self._paint_legend(painter, plot)
        painter.end()

    def _paint_selection(self, painter: QPainter, plot: QRectF) -> None:
        if self.selected is None or self.analysis is None:
            return
        points = self.points()
        left = points[2 * self.selected][0].x()
        right = points[2 * self.selected + 2][0].x()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 30))
        painter.drawRect(QRectF(left, plot.top(), right - left, plot.height()))

    def legend(self) -> list[tuple[str, QColor, Qt.PenStyle]]:
        """The legend under the graph: each label, its colour and its line."""
        items = [(tr("tiles (luck)"), DRAW_COLOUR, Qt.PenStyle.DashLine)]
        items += [
            (tr(MARK_WORDS[mark]), colour, Qt.PenStyle.SolidLine)
            for mark, colour in MARK_COLOURS.items()
        ]
        if any(kind == "none" for _point, kind in self.points()):
            items.append((tr("no win left"), TEXT, Qt.PenStyle.SolidLine))
        return items

    def _paint_legend(self, painter: QPainter, plot: QRectF) -> None:
        y = plot.bottom() + 16
        x = plot.left()
        metrics = painter.fontMetrics()
        for label, colour, style in self.legend():
            painter.setPen(QPen(colour, 2.5, style))
            painter.drawLine(QPointF(x, y), QPointF(x + 18, y))
            painter.setPen(TEXT)
            painter.drawText(QPointF(x + 22, y + 4), label)
            x += 22 + metrics.horizontalAdvance(label) + 14
