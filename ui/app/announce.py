"""Saying a change aloud to assistive technology: Qt's announcement event (Qt 6.8 and later),
which AT-SPI carries as object:announcement and a screen reader speaks. Every front-end part
that shows a change in words (the board, the tutorial's panel) says it through here."""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QObject
from PySide6.QtGui import QAccessible, QTextDocumentFragment

try:  # Qt 6.8 and later; with an older Qt the words stay readable where they are shown
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover (the pinned Qt has it)
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]

# What was said, newest last (tests read it; nothing else does).
SAID: deque[str] = deque(maxlen=200)


def plain_text(rich: str) -> str:
    """Rich text as a screen reader reads it: no markup, its lines joined."""
    text = QTextDocumentFragment.fromHtml(rich).toPlainText()
    return " ".join(line.strip() for line in text.splitlines() if line.strip())


def announce(source: QObject, text: str, urgent: bool = False) -> None:
    """Say `text` from `source`: politely (after what is being said), or at once when
    `urgent` (a refusal)."""
    if not text:
        return
    SAID.append(text)
    if QAccessibleAnnouncementEvent is None:
        return
    event = QAccessibleAnnouncementEvent(source, text)
    if urgent:
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive)
    QAccessible.updateAccessibility(event)
