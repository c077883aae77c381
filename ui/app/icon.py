"""The application icon: a small closed loop of four Trax tiles, drawn by the game's own tile
painter (ui.app.board.tile_painter) in the classic colours. tools/make_icons.py renders it to
the PNGs and the SVG shipped in ui/resources/icons/; the app loads those (`app_icon`) and sets
the icon on the whole application, so every window and dialog shows it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QIcon, QImage, QPainter
from PySide6.QtWidgets import QApplication

from solitaire.tiles import ES, NE, NW, SW
from ui.app.board.tile_painter import paint_tile
from ui.app.themes import CLASSIC
from ui.common.icon_files import SIZES, png_path

# Row by row: each tile's white track bends towards the centre, closing a white loop.
LOOP = ((ES, SW), (NE, NW))
MARGIN = 1 / 32  # of the icon's side, clear on each edge


def paint_icon(painter: QPainter, side: float) -> None:
    """Draw the icon into the square (0, 0, side, side) of `painter`."""
    margin = side * MARGIN
    tile = (side - 2 * margin) / 2
    for row, orientations in enumerate(LOOP):
        for column, orientation in enumerate(orientations):
            rect = QRectF(margin + column * tile, margin + row * tile, tile, tile)
            paint_tile(painter, rect, orientation, CLASSIC)


def render_icon(size: int) -> QImage:
    """The icon as a size x size image with a transparent background."""
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    paint_icon(painter, float(size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def app_icon() -> QIcon:
    """The shipped icon at every size; painted afresh if the files are missing."""
    icon = QIcon()
    for size in SIZES:
        if png_path(size).is_file():
            icon.addFile(str(png_path(size)), QSize(size, size))
    if icon.isNull():
        from PySide6.QtGui import QPixmap

        for size in (16, 32, 64, 256):
            icon.addPixmap(QPixmap.fromImage(render_icon(size)))
    return icon


def set_app_icon(app: QApplication) -> None:
    """Give the application its icon: every top-level window and dialog inherits it."""
    app.setWindowIcon(app_icon())
