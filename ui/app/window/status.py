"""The status bar's label, and long words made breakable for the side panel's message."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

# A long word (a file's path) may break after these, so a narrow label wraps it, not cuts it.
_LONG_WORD = re.compile(r"\S{24,}")
_BREAK_AFTER = re.compile(r"([/\\._-])")


def breakable(text: str) -> str:
    """`text` with zero-width spaces after the slashes, dots, dashes of its long words."""
    return _LONG_WORD.sub(lambda m: _BREAK_AFTER.sub("\\1\u200b", m.group()), text)


class ElidedLabel(QLabel):
    """The status bar's text on one line: cut with '…' when it does not fit (the whole
    text is its tooltip, and the side panel shows it wrapped)."""

    def __init__(self) -> None:
        super().__init__()
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._full = text
        self._elide()

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = max(0, self.contentsRect().width() - 2)
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width)
        self.setToolTip(self._full if shown != self._full else "")
        super().setText(shown)
