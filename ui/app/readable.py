"""Text colours that read at 4.5:1 at least (WCAG AA) on the background they are drawn on
(issue 24): the Review table's coloured marks, the placeholders of text boxes, the selected
row of a list (issue 32: white on Fusion's blue read at 3.2:1)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

from solitaire.colours import worst_contrast

LEAST_TEXT = 4.5  # WCAG AA for text
# Small words in a table are drawn with thin, antialiased strokes (a dash is one pixel high):
# their colour is aimed higher so that, as drawn, they still read at 4.5:1 (issue 32:
# tests/test_contrast_drawn.py reads them from the pixels).
LEAST_IN_TABLES = 6.0


def _rgb(colour: QColor) -> tuple[float, float, float]:
    return colour.redF(), colour.greenF(), colour.blueF()


def readable(colour: QColor, base: QColor, least: float = LEAST_TEXT) -> QColor:
    """`colour`, darkened on a light `base` (lightened on a dark one) until text in it reads
    at `least`:1 at least for every eye (normal vision and the simulated dichromacies): the
    marks' hues are kept, as words in a table they must be legible."""
    shade = QColor(colour)
    light_base = base.lightnessF() > 0.5
    for _ in range(40):
        if worst_contrast(_rgb(shade), _rgb(base))[0] >= least:
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


def readable_selection(widget: QWidget) -> None:
    """The selected rows of `widget` (a list or table) in a blue dark enough that their text
    (the palette's highlighted text, white) reads at 4.5:1, the window active or not."""
    palette = widget.palette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        text = palette.color(group, QPalette.ColorRole.HighlightedText)
        highlight = palette.color(group, QPalette.ColorRole.Highlight)
        shade = readable(highlight, text, LEAST_IN_TABLES)
        palette.setColor(group, QPalette.ColorRole.Highlight, shade)
    widget.setPalette(palette)
