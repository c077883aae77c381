"""Skill over time in the Statistics window: the average skill loss of a variant's games (the win
chance the moves gave away, solver/analysis.py) and a small chart of it over the last games, so a
player sees whether they improve. Games recorded without the figures are left out."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from ui.app.language import number, tr
from ui.data.statistics import GameRecord

LAST_GAMES = 30
AVERAGE_OF = 5  # the trend line: the average of the last five games at each point


def skill_text(losses: Sequence[float]) -> str:
    if not losses:
        return tr("Skill: no analysed games yet (figures come with games played from now on).")
    average = sum(losses) / len(losses)
    text = (
        tr("Average skill loss: {points} points a game (game analysed)")
        if len(losses) == 1
        else tr("Average skill loss: {points} points a game ({count} games analysed)")
    ).format(points=number(average * 100, 1), count=len(losses))
    if len(losses) > AVERAGE_OF:
        recent = number(sum(losses[-AVERAGE_OF:]) / AVERAGE_OF * 100, 1)
        text += tr("; last {count}: {points}").format(count=AVERAGE_OF, points=recent)
    return text + tr(". Lower is better.")


class SkillChart(QWidget):
    """Bars: each of the last games' skill loss; the line: the average of the last five."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.losses: list[float] = []
        self.setMinimumHeight(70)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(400, 80)

    def set_losses(self, losses: Sequence[float]) -> None:
        self.losses = list(losses)[-LAST_GAMES:]
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        plot = QRectF(30, 6, max(10, self.width() - 36), max(10, self.height() - 12))
        painter.fillRect(self.rect(), QColor("#f4f4f2"))
        top = max([0.1, *self.losses])  # at least 10 points of scale
        painter.setPen(QColor(120, 120, 120))
        painter.drawText(
            QRectF(0, plot.top() - 6, 28, 14), Qt.AlignmentFlag.AlignRight, f"{top * 100:.0f}"
        )
        painter.drawText(QRectF(0, plot.bottom() - 8, 28, 14), Qt.AlignmentFlag.AlignRight, "0")
        painter.setPen(QPen(QColor(200, 200, 200), 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        if not self.losses:
            painter.end()
            return
        step = plot.width() / LAST_GAMES
        trend: list[QPointF] = []
        for index, loss in enumerate(self.losses):
            height = plot.height() * loss / top
            bar = QRectF(plot.left() + index * step + 1, plot.bottom() - height, step - 2, height)
            painter.fillRect(bar, QColor("#e0a050") if loss > 0.1 else QColor("#8fb8de"))
            window = self.losses[max(0, index - AVERAGE_OF + 1) : index + 1]
            mean = sum(window) / len(window)
            trend.append(QPointF(bar.center().x(), plot.bottom() - plot.height() * mean / top))
        painter.setPen(QPen(QColor("#2f5f8a"), 2))
        for a, b in zip(trend, trend[1:], strict=False):
            painter.drawLine(a, b)
        painter.end()


class SkillPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.chart = SkillChart()
        self.chart.setAccessibleName(tr("Skill loss of the recent games"))  # painted: named here
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.chart)

    def show_games(self, games: Sequence[GameRecord]) -> None:
        """All games of the variant, oldest first."""
        losses = [g.skill_loss for g in games if g.skill_loss is not None]
        self.label.setText(skill_text(losses))
        self.chart.setAccessibleDescription(self.label.text())
        self.chart.set_losses(losses)
        self.chart.setVisible(bool(losses))
