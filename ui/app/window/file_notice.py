"""A notice about the player's files (a file moved aside, games that wait, a folder that cannot
be written) that stays until it is read: the player dismisses it, or the next notice takes its
place. The status line's messages go at the next click; these must not."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from ui.app.language import tr
from ui.app.window.status import breakable

ERROR_STYLE = "QFrame#fileNotice { background: #5a2a22; } QLabel { color: #ffe3dc; }"
KEEP = 3  # unread problems shown at once
NEWS_STYLE = "QFrame#fileNotice { background: #24404f; } QLabel { color: #e3f1f8; }"


class FileNotice(QFrame):
    """A one-paragraph banner with a Dismiss button; hidden while there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fileNotice")
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.dismiss = QToolButton()
        self.dismiss.setText(tr("Dismiss"))
        self.dismiss.setToolTip(tr("I have read this"))
        self.dismiss.clicked.connect(self.hide)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 4, 4)
        row.addWidget(self.label, 1)
        row.addWidget(self.dismiss, 0, Qt.AlignmentFlag.AlignTop)
        self._error = False
        self._said: list[tuple[str, str]] = []  # (topic, text) shown now, oldest first
        self.hide()

    def say(self, text: str, error: bool = True, topic: str = "") -> None:
        """Show `text`: after the unread problems of other topics (the last few are kept, so
        one does not hide another), in place of an earlier one of the same `topic` (the
        statistics' newest word replaces their last), else in place of the earlier notice."""
        if not text:
            return
        topic = topic or text
        kept = self._said if error and self._error and not self.isHidden() else []
        self._said = [(t, said) for t, said in kept if t != topic][-(KEEP - 1) :]
        self._said.append((topic, text))
        self._error = error
        self.setStyleSheet(ERROR_STYLE if error else NEWS_STYLE)
        # A long path wraps instead of widening the window.
        self.label.setText(breakable("\n\n".join(said for _, said in self._said)))
        self.show()

    def text(self) -> str:
        return self.label.text().replace("\u200b", "") if not self.isHidden() else ""
