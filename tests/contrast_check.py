"""Text contrast read from window grabs: each visible label, button and line edit is grabbed,
its background taken as its commonest colour and its text as the pixel that differs most from
that, and the WCAG ratio of the two computed (solitaire.colours). Antialiasing only lowers the
ratio read, so a pass here is a pass on the screen."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QWidget

from solitaire.colours import RGB, contrast

LEAST_TEXT = 4.5


def _pixels(image: QImage) -> list[RGB]:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    width, height = image.width(), image.height()
    return [
        tuple(c / 255 for c in image.pixelColor(x, y).getRgb()[:3])  # type: ignore[misc]
        for y in range(height)
        for x in range(width)
    ]


def ink_contrast(image: QImage) -> float:
    """The ratio between the commonest colour of `image` (the background) and the pixel that
    differs most from it (the core of the text)."""
    pixels = _pixels(image)
    background = Counter(pixels).most_common(1)[0][0]
    return max(contrast(background, p) for p in set(pixels))


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


def low_contrast(top: QWidget, least: float = LEAST_TEXT) -> list[str]:
    """Every visible text of `top` whose ink is under `least`:1 against its background."""
    found = []
    for widget in _texts(top):
        ratio = ink_contrast(grab_of(widget, top))
        if ratio < least:
            what = widget.text() if hasattr(widget, "text") else ""  # type: ignore[attr-defined]
            found.append(f"{type(widget).__name__} {what[:40]!r}: {ratio:.2f}:1")
    return found
