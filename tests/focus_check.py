"""Keyboard and screen-reader checks for the app tests (issue 32): the Tab cycle of a window
(every control it should reach is reached, and Tab comes back where it began) and the names an
assistive technology reads for each control that takes the focus."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLineEdit,
    QWidget,
)

TAB = Qt.FocusPolicy.TabFocus


def _reachable(widget: QWidget) -> bool:
    """A control Tab should reach: shown, enabled, taking focus by Tab, not a proxy's part."""
    return (
        widget.isVisible()
        and widget.isEnabled()
        and bool(widget.focusPolicy().value & TAB.value)
        and widget.focusProxy() is None
        and not (isinstance(widget.parentWidget(), (QAbstractSpinBox, QComboBox)))
    )


def focusable(top: QWidget) -> list[QWidget]:
    """Every control of `top` (its own window, not a dialog of it) that Tab should reach."""
    return [w for w in top.findChildren(QWidget) if w.window() is top and _reachable(w)]


def tab_cycle(top: QWidget, backwards: bool = False, limit: int = 200) -> list[QWidget]:
    """The controls Tab (or Shift+Tab) visits from the control that has the focus until the
    focus comes back to it; an AssertionError if it never does within `limit` presses."""
    QApplication.processEvents()
    first = QApplication.focusWidget()
    assert first is not None and first.window() is top, f"no focus in {top.windowTitle()!r}"
    seen = [first]
    key = Qt.Key.Key_Backtab if backwards else Qt.Key.Key_Tab
    for _ in range(limit):
        widget = QApplication.focusWidget()
        QApplication.sendEvent(widget, _key_event(key))  # as a key press reaches the focus
        QApplication.processEvents()
        now = QApplication.focusWidget()
        if now is first:
            return seen
        assert now is not None and now.window() is top, f"Tab left {top.windowTitle()!r}"
        if now not in seen:
            seen.append(now)
    raise AssertionError(f"Tab never came back in {top.windowTitle()!r}: {names(seen)}")


def _key_event(key: Qt.Key) -> QKeyEvent:
    back = key == Qt.Key.Key_Backtab
    modifiers = Qt.KeyboardModifier.ShiftModifier if back else Qt.KeyboardModifier.NoModifier
    return QKeyEvent(QEvent.Type.KeyPress, key, modifiers)


def accessible_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name).strip() if interface else ""


def unnamed(top: QWidget) -> list[str]:
    """Every control of `top` Tab reaches whose accessible name is empty, or only its value (a
    combo box read as "Any", a box read as what is typed in it)."""
    found = []
    for widget in focusable(top):
        name = accessible_name(widget)
        values = {""}
        if isinstance(widget, QComboBox):
            values.add(widget.currentText())
        if isinstance(widget, QAbstractSpinBox):
            values.add(widget.text())
        if isinstance(widget, QLineEdit):
            values |= {widget.text(), widget.placeholderText()}
        if name in values and not labelled(widget):
            found.append(describe(widget))
    return found


def labelled(widget: QWidget) -> bool:
    """Whether a label names `widget` (a buddy: what a screen reader reads as its name when
    Qt reads a combo box's name as its value, as it does on Linux)."""
    interface = QAccessible.queryAccessibleInterface(widget)
    relations = interface.relations(QAccessible.RelationFlag.Label) if interface else []
    return any(other.text(QAccessible.Text.Name).strip() for other, _kind in relations)


def describe(widget: QWidget) -> str:
    text = getattr(widget, "text", None)
    shown = text() if callable(text) and isinstance(text(), str) else ""
    return f"{type(widget).__name__} {widget.objectName()!r} {shown[:30]!r}"


def names(widgets: list[QWidget]) -> list[str]:
    return [describe(w) for w in widgets]


def unreached(top: QWidget) -> list[str]:
    """The controls of `top` the Tab cycle (forwards and backwards) never reaches."""
    forwards = tab_cycle(top)
    backwards = tab_cycle(top, backwards=True)
    missing = [w for w in focusable(top) if w not in forwards or w not in backwards]
    return names(missing)


def out_of_screen_order(cycle: list[QWidget]) -> list[str]:
    """Each step of a Tab cycle that goes back up the screen, or left along one line (the
    buttons of a dialog's last row included), in the window's coordinates."""
    found = []
    top = cycle[0].window()
    for before, after in zip(cycle, cycle[1:], strict=False):
        a = before.mapTo(top, before.rect().center())
        b = after.mapTo(top, after.rect().center())
        same_line = abs(a.y() - b.y()) < max(before.height(), after.height()) // 2
        if (same_line and b.x() < a.x()) or (not same_line and b.y() < a.y()):
            found.append(f"{describe(before)} -> {describe(after)}")
    return found
