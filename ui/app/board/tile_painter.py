"""Drawing one Trax tile with QPainter paths: quarter-circle curves on the curve side, a
crossing (white over black) on the straight side. Everything scales with the rectangle, so
tiles stay sharp at any size and device pixel ratio."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPen

from solitaire.tiles import BLACK, STRAIGHT, WHITE, edges_of
from ui.app.qt_compat import keep_none_alive
from ui.app.themes import Theme, face_ends

keep_none_alive()  # see ui.app.qt_compat: painting makes many void PySide6 calls

TRACK_WIDTH = 0.2  # of the tile side
CORNER_RADIUS = 0.07


def _edge_midpoint(rect: QRectF, edge: int) -> QPointF:
    return (
        QPointF(rect.center().x(), rect.top()),
        QPointF(rect.right(), rect.center().y()),
        QPointF(rect.center().x(), rect.bottom()),
        QPointF(rect.left(), rect.center().y()),
    )[edge]


# The corner between two neighbouring edges, and the start angle (Qt degrees, counter-clockwise
# from 3 o'clock) of the quarter arc inside the tile around that corner.
_CORNERS = {
    frozenset((0, 3)): ((0.0, 0.0), 270.0),  # north-west
    frozenset((0, 1)): ((1.0, 0.0), 180.0),  # north-east
    frozenset((1, 2)): ((1.0, 1.0), 90.0),  # south-east
    frozenset((2, 3)): ((0.0, 1.0), 0.0),  # south-west
}


def track_path(rect: QRectF, orientation: int, colour: int) -> QPainterPath:
    """The centre line of one colour's track on a tile."""
    a, b = edges_of(orientation, colour)
    path = QPainterPath()
    if (a + 2) % 4 == b:
        path.moveTo(_edge_midpoint(rect, a))
        path.lineTo(_edge_midpoint(rect, b))
        return path
    (fx, fy), start = _CORNERS[frozenset((a, b))]
    side = rect.width()
    corner = QPointF(rect.left() + fx * side, rect.top() + fy * side)
    radius = side / 2
    arc_rect = QRectF(corner.x() - radius, corner.y() - radius, 2 * radius, 2 * radius)
    path.arcMoveTo(arc_rect, start)
    path.arcTo(arc_rect, start, 90.0)
    return path


def face_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    radius = rect.width() * CORNER_RADIUS
    path.addRoundedRect(rect, radius, radius)
    return path


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    orientation: int,
    theme: Theme,
    glow: int | tuple[int, ...] | None = None,
    opacity: float = 1.0,
    glow_strength: float = 1.0,
    halo: QColor | None = None,
) -> None:
    """Draw a tile filling `rect` (a square). `glow` is a colour (or colours) whose track
    gets a halo (the winning track), `glow_strength` 0..1 its brightness; `opacity` below 1
    draws a ghost. `halo` replaces the theme's glow colour (a track that loses the game)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setOpacity(painter.opacity() * opacity)
    side = rect.width()
    face = face_path(rect)

    gradient = QLinearGradient(rect.topLeft(), rect.bottomRight())
    light, dark = face_ends(theme)
    gradient.setColorAt(0.0, light)
    gradient.setColorAt(1.0, dark)
    painter.fillPath(face, QBrush(gradient))
    painter.setClipPath(face)

    width = side * TRACK_WIDTH
    outline = max(1.0, side * 0.012)
    paths = {colour: track_path(rect, orientation, colour) for colour in (WHITE, BLACK)}

    if glow is not None:
        shine = QColor(halo if halo is not None else theme.glow)
        for factor, alpha in ((2.3, 70), (1.75, 150)):
            shine.setAlpha(int(alpha * max(0.0, min(1.0, glow_strength))))
            for colour in glow if isinstance(glow, tuple) else (glow,):
                painter.strokePath(paths[colour], _pen(shine, width * factor))

    if orientation in STRAIGHT:
        _paint_crossing(painter, rect, orientation, theme, paths, gradient, outline)
    else:
        for colour in (BLACK, WHITE):
            painter.strokePath(paths[colour], _pen(theme.track_edge, width + 2 * outline))
            painter.strokePath(paths[colour], _pen(theme.track(colour), width))

    painter.setClipping(False)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.face_edge, max(1.0, side * 0.015)))
    painter.drawPath(face)
    painter.restore()


def _paint_crossing(
    painter: QPainter,
    rect: QRectF,
    orientation: int,
    theme: Theme,
    paths: dict[int, QPainterPath],
    gradient: QLinearGradient,
    outline: float,
) -> None:
    """The straight tiles: black runs underneath; white bridges over it with a shadow and a
    gap in the face colour."""
    side = rect.width()
    width = side * TRACK_WIDTH
    painter.strokePath(paths[BLACK], _pen(theme.track_edge, width + 2 * outline))
    painter.strokePath(paths[BLACK], _pen(theme.black_track, width))
    centre = rect.center()
    bridge = QPainterPath()
    a, b = edges_of(orientation, WHITE)
    along_x = a in (1, 3)
    half = width / 2 + outline
    if along_x:
        bridge.addRect(QRectF(centre.x() - half, rect.top(), 2 * half, side))
    else:
        bridge.addRect(QRectF(rect.left(), centre.y() - half, side, 2 * half))
    painter.save()
    painter.setClipPath(bridge, Qt.ClipOperation.IntersectClip)
    gap = QPen(QBrush(gradient), width * 1.7)
    gap.setCapStyle(Qt.PenCapStyle.FlatCap)
    painter.strokePath(paths[WHITE], gap)
    painter.strokePath(paths[WHITE], _pen(QColor(0, 0, 0, 45), width * 1.3))
    painter.restore()
    painter.strokePath(paths[WHITE], _pen(theme.track_edge, width + 2 * outline))
    painter.strokePath(paths[WHITE], _pen(theme.white_track, width))
