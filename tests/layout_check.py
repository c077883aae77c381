"""Layout checks for the app tests: every visible label's, button's and list box's text and
every empty line edit's placeholder fits its widget (Qt cuts a tool button's, a list box's and a
placeholder's words with "…"), and every visible label and button lies inside the window (not
cut off by a scroll area or the edge)."""

from __future__ import annotations

import re

from PySide6.QtCore import QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QStyle,
    QStyleOptionComboBox,
    QStyleOptionFrame,
    QToolButton,
    QWidget,
)


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
    metrics = button.fontMetrics()
    needed = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    room = button.width() - 4
    if isinstance(button, (QCheckBox, QRadioButton)):
        # Its box, the gap and the words: Qt cuts the words, the size hint holds them all.
        room = button.width() - (button.sizeHint().width() - needed)
    elif isinstance(button, QToolButton):
        # Its size hint is its words, its padding and border (a style sheet's), two spaces'
        # width and a few pixels: the words are whole while the button keeps all but the spaces.
        room = button.width() - (
            button.sizeHint().width() - needed - 2 * metrics.horizontalAdvance(" ")
        )
    if needed > room:
        return f"text needs {needed} px, has {room}"
    return None


def _placeholder_problem(edit: QLineEdit) -> str | None:
    """An empty line edit's placeholder cut ("…"): it needs its width and 2 pixels a side."""
    if edit.text() or not edit.placeholderText():
        return None
    option = QStyleOptionFrame()
    edit.initStyleOption(option)
    inside = edit.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, edit)
    margins = edit.textMargins()
    room = inside.width() - margins.left() - margins.right() - 4
    needed = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
    return f"placeholder needs {needed} px, has {room}" if needed > room else None


def _combo_problem(combo: QComboBox) -> str | None:
    """A list box's chosen item cut: it needs its width in the box's text field."""
    if combo.isEditable() or not combo.currentText():
        return None
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    room = (
        field.width() - 2 - (combo.iconSize().width() + 4 if not option.currentIcon.isNull() else 0)
    )
    needed = combo.fontMetrics().horizontalAdvance(combo.currentText())
    return f"text needs {needed} px, has {room}" if needed > room else None


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
        elif isinstance(widget, QLineEdit):
            problem = _placeholder_problem(widget)
            name = f"line edit {widget.placeholderText()[:40]!r}"
        elif isinstance(widget, QComboBox):
            problem = _combo_problem(widget)
            name = f"list box {widget.currentText()[:40]!r}"
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
