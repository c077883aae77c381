"""Text colours that read at 4.5:1 at least (WCAG AA) on the background they are drawn on
(issue 24): the Review table's coloured marks, the placeholders of text boxes."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from solitaire.colours import contrast

LEAST_TEXT = 4.5  # WCAG AA for text


def _rgb(colour: QColor) -> tuple[float, float, float]:
    return colour.redF(), colour.greenF(), colour.blueF()


def readable(colour: QColor, base: QColor) -> QColor:
    """`colour`, darkened on a light `base` (lightened on a dark one) until text in it reads
    at 4.5:1 at least: the marks' hues are kept, as words in a table they must be legible."""
    shade = QColor(colour)
    light_base = base.lightnessF() > 0.5
    for _ in range(24):
        if contrast(_rgb(shade), _rgb(base)) >= LEAST_TEXT:
            return shade
        shade = shade.darker(110) if light_base else shade.lighter(110)
    return QColor("black") if light_base else QColor("white")


def readable_placeholder(widget: QWidget) -> None:
    """The placeholder text of `widget` (a line edit) in a grey that reads on its background
    (Qt draws it as the text colour at half strength: 4.0:1 on white)."""
    palette = widget.palette()
    base = palette.color(QPalette.ColorRole.Base)
    grey = QColor("#808080")
    palette.setColor(QPalette.ColorRole.PlaceholderText, readable(grey, base))
    widget.setPalette(palette)
