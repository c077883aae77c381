"""Hint marks on the board: the best moves (every tie), the heat map of every move's chance,
and how many forced spaces a move fills. Painting only; the board decides where."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from solitaire.colours import heat_rgb
from ui.app.board.tile_painter import paint_tile
from ui.app.themes import Theme
from ui.common.presenter import Mark, fills_text

Cell = tuple[int, int]
CellRect = Callable[[Cell], QRectF]

HINT_EDGE = QColor(255, 210, 60)


def heat_colour(p: float, alpha: int = 150) -> QColor:
    """Dark red (0%) through amber to light green (100%): lighter as the chance rises, so that
    the order reads for colour-blind eyes too (solitaire.colours.heat_rgb)."""
    colour = QColor.fromRgbF(*heat_rgb(p))
    colour.setAlpha(alpha)
    return colour


def _font(base: QFont, pixels: float) -> QFont:
    font = QFont(base)
    font.setPixelSize(max(10, int(pixels)))
    font.setBold(True)
    return font


def paint_pill(painter: QPainter, rect: QRectF, text: str, font: QFont, top: bool) -> QRectF:
    """A dark rounded label at the bottom (or top) of a cell; returns where it went."""
    room = rect.width() - 10  # the pill's width less its padding
    advance = QFontMetricsF(font).horizontalAdvance(text)
    if advance > room > 0:  # a small board: a smaller font rather than a cut label
        font = QFont(font)
        if font.pixelSize() > 0:
            font.setPixelSize(max(6, int(font.pixelSize() * room / advance)))
        else:
            font.setPointSizeF(max(5.0, font.pointSizeF() * room / advance))
    painter.setFont(font)
    height = rect.height() * 0.26
    y = rect.top() + rect.height() * 0.04 if top else rect.bottom() - rect.height() * 0.3
    width = min(rect.width() - 4, painter.fontMetrics().horizontalAdvance(text) + 10)
    pill = QRectF(rect.center().x() - width / 2, y, width, height)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 160))
    painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
    painter.setPen(QColor("white"))
    painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
    return pill


def _label(painter: QPainter, rect: QRectF, mark: Mark, base: QFont, side: float) -> None:
    paint_pill(painter, rect, f"{mark.p * 100:.0f}%", _font(base, side * 0.2), top=False)
    if mark.fills:
        paint_pill(painter, rect, fills_text(mark.fills), _font(base, side * 0.13), top=True)


def paint_heat(
    painter: QPainter,
    heat: dict[Cell, Mark],
    cell_rect: CellRect,
    side: float,
    theme: Theme,
    base: QFont,
) -> None:
    """Every cell a move can go, shaded by its best chance, with the tile as it would lie."""
    if not heat:
        return
    # Colours compare the moves (the best is green); the labels give the real chances.
    best = max(mark.p for mark in heat.values())
    for cell, mark in heat.items():
        shade = mark.p / best if best > 0 else 0.0
        rect = cell_rect(cell).adjusted(2, 2, -2, -2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(heat_colour(shade, 90))
        painter.drawRoundedRect(rect, side * 0.08, side * 0.08)
        inset = side * 0.16
        paint_tile(
            painter,
            rect.adjusted(inset, inset, -inset, -inset),
            mark.orientation,
            theme,
            opacity=0.8,
        )
        painter.setPen(QPen(heat_colour(shade, 255), max(2.0, side * 0.035)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, side * 0.08, side * 0.08)
        _label(painter, rect, mark, base, side)


def paint_best(
    painter: QPainter,
    marks: list[Mark],
    cell_rect: CellRect,
    side: float,
    theme: Theme,
    base: QFont,
) -> None:
    """The best move, or every move tied for best, each as a ghost tile in gold."""
    shown: set[Cell] = set()
    for mark in marks:
        if mark.cell in shown:  # one tile per cell: the first (best) orientation
            continue
        shown.add(mark.cell)
        rect = cell_rect(mark.cell).adjusted(1, 1, -1, -1)
        paint_tile(painter, rect, mark.orientation, theme, opacity=0.75)
        painter.setPen(QPen(HINT_EDGE, max(2.5, side * 0.05)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, side * 0.08, side * 0.08)
        _label(painter, rect, mark, base, side)
