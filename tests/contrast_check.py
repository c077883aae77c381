"""Text contrast read from window grabs: each visible label, button and line edit is grabbed,
its background taken as its commonest colour and its text as the pixel that differs most from
that, and the WCAG ratio of the two computed (solitaire.colours). Antialiasing only lowers the
ratio read, so a pass here is a pass on the screen."""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel, QLineEdit, QWidget

from solitaire.colours import RGB, contrast, simulate

LEAST_TEXT = 4.5


def _colours(image: QImage) -> tuple[list[RGB], int]:
    """The distinct colours of `image` (0 to 1 a channel), in the order they first appear
    row by row, and the index among them of the commonest (the first to appear of those as
    common): read from the image's bytes at once, not pixel by pixel."""
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height, line = image.width(), image.height(), image.bytesPerLine()
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=line * height)
    pixels = raw.reshape(height, line)[:, : 3 * width].reshape(-1, 3)
    colours, first, counts = np.unique(pixels, axis=0, return_index=True, return_counts=True)
    order = np.argsort(first, kind="stable")
    colours, counts = colours[order], counts[order]
    return [tuple(c / 255 for c in rgb) for rgb in colours.tolist()], int(counts.argmax())


def ink_contrast(image: QImage, vision: str = "normal") -> float:
    """The ratio between the commonest colour of `image` (the background) and the pixel that
    differs most from it (the core of the text), as an eye with `vision` sees them
    (solitaire.colours.VISIONS: normal, or a simulated dichromacy)."""
    colours, commonest = _colours(image)
    background = simulate(colours[commonest], vision)
    return max(contrast(background, simulate(p, vision)) for p in colours)


def grab_of(widget: QWidget, top: QWidget) -> QImage:
    """`widget` as it shows in `top` (a label's parent paints its background)."""
    return top.grab(QRect(widget.mapTo(top, QPoint(0, 0)), widget.size())).toImage()


def _texts(top: QWidget) -> list[QWidget]:
    shown = []
    for widget in top.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not top or widget.width() < 4:
            continue
        label = isinstance(widget, QLabel) and widget.pixmap().isNull()
        button = isinstance(widget, QAbstractButton) and widget.isEnabled()
        if (label or button) and widget.text() or isinstance(widget, QLineEdit):
            shown.append(widget)
    return shown


def low_contrast(top: QWidget, least: float = LEAST_TEXT, vision: str = "normal") -> list[str]:
    """Every visible text of `top` whose ink is under `least`:1 against its background (as an
    eye with `vision` sees it)."""
    found = []
    for widget in _texts(top):
        ratio = ink_contrast(grab_of(widget, top), vision)
        if ratio < least:
            what = widget.text() if hasattr(widget, "text") else ""  # type: ignore[attr-defined]
            found.append(f"{type(widget).__name__} {what[:40]!r}: {ratio:.2f}:1")
    return found


def low_contrast_cells(
    view: QAbstractItemView, visions: tuple[str, ...] = ("normal",)
) -> list[str]:
    """Every visible cell of `view` (a table or list) with text under 4.5:1 for any of
    `visions`, read from a grab of the cell as drawn (selected or not)."""
    found = []
    model = view.model()
    viewport = view.viewport()
    columns = model.columnCount() if hasattr(view, "horizontalHeader") else 1
    for row in range(model.rowCount()):
        for column in range(columns):
            index = model.index(row, column)
            rect = view.visualRect(index).intersected(viewport.rect())
            text = str(index.data() or "").strip()
            if not text or rect.width() < 4 or rect.height() < 4:
                continue
            image = viewport.grab(rect).toImage()
            for vision in visions:
                ratio = ink_contrast(image, vision)
                if ratio < LEAST_TEXT:
                    found.append(f"{text[:30]!r} ({row}, {column}) {vision}: {ratio:.2f}:1")
    return found
