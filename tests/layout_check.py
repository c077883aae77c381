"""Layout checks for the app tests: every visible label's text fits its widget and every
visible label and button lies inside the window (not cut off by a scroll area or the edge)."""

from __future__ import annotations

import re

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget


def _shown_rect(widget: QWidget, top: QWidget) -> QRect:
    """The part of `widget` (in `top`'s coordinates) not clipped by any ancestor."""
    rect = QRect(widget.mapTo(top, widget.rect().topLeft()), widget.size())
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        clip = QRect(parent.mapTo(top, parent.rect().topLeft()), parent.size())
        rect = rect.intersected(clip)
        parent = parent.parentWidget()
    return rect.intersected(top.rect())


def _plain(text: str) -> str:
    text = re.sub(r"<br\s*/?>|</?p[^>]*>", "\n", text)  # a paragraph breaks the line too
    text = re.sub(r"<[^>]+>", "", text)
    return text.replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">")


def _label_problem(label: QLabel) -> str | None:
    text = label.text()
    if label.buddy() is not None:  # "&Move:" shows as "Move:"
        text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return None
    rect = label.contentsRect()
    margin = 2 * label.margin()
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height():
            return f"needs {needed} px of height, has {label.height()}"
        # A single word wider than the label is cut even when it wraps.
        metrics = label.fontMetrics()
        # Qt also breaks at zero-width spaces (the window puts them in long paths).
        words = re.split(r"[\s\u200b]+", _plain(text))
        longest = max((metrics.horizontalAdvance(w) for w in words), default=0)
        if longest > rect.width() - margin:
            return f"a word needs {longest} px, has {rect.width() - margin}"
        return None
    hint = label.sizeHint()
    metrics = label.fontMetrics()
    lines = _plain(text).split("\n")
    width = max(metrics.horizontalAdvance(line) for line in lines)
    if label.textFormat() != label.textFormat().PlainText and "<" in text:
        width = min(width, hint.width())
    if width > rect.width() - margin:
        return f"text needs {width} px, has {rect.width() - margin}"
    if hint.height() > label.height() + 1:
        return f"needs {hint.height()} px of height, has {label.height()}"
    return None


def _button_problem(button: QAbstractButton) -> str | None:
    text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    if not text:
        return None
    needed = button.fontMetrics().horizontalAdvance(text)
    if needed > button.width() - 4:
        return f"text needs {needed} px, has {button.width() - 4}"
    return None


def layout_problems(top: QWidget) -> list[str]:
    """Every visible label or button of `top` whose text is cut or that lies (partly)
    outside the window."""
    problems = []
    for widget in top.findChildren(QWidget):
        if not widget.isVisible() or widget.window() is not top:
            continue
        if isinstance(widget, QLabel):
            problem = _label_problem(widget)
            name = f"label {_plain(widget.text())[:40]!r}"
        elif isinstance(widget, QAbstractButton):
            problem = _button_problem(widget)
            name = f"button {widget.text()!r}"
        else:
            continue
        if problem is None:
            shown = _shown_rect(widget, top)
            if shown.size() != widget.size():
                problem = (
                    f"only {shown.width()}x{shown.height()} of "
                    f"{widget.width()}x{widget.height()} inside the window"
                )
        if problem is not None:
            problems.append(f"{name}: {problem}")
    return problems
