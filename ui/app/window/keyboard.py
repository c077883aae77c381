"""The window's Tab order: top to bottom and left to right as the player sees it, the lesson
strip's buttons (while a lesson is on), the file notice's Dismiss, the board, the move box,
the side panel's tiles (read by a screen reader) and buttons, then the status bar's Stop.
Every control is reached by Tab; widgets hidden at the moment are skipped by Qt."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from PySide6.QtWidgets import QWidget


def tab_stops(window: Any) -> list[QWidget]:
    """The window's controls in Tab order (`window` is a MainWindow)."""
    lesson: list[QWidget] = []
    tutorial = window.tutorial
    if tutorial.active:
        panel = tutorial.panel
        lesson = [panel.next, panel.back, panel.skip, panel.lessons, panel.leave]
    return [
        *lesson,
        window.file_notice.dismiss,
        window.board,
        window.move_box.edit,
        *window.panel.tab_order(),
        window.stop,
    ]


def order_tabs(window: Any) -> None:
    """Set the Tab order of `window`'s controls (again whenever the lesson strip comes or
    goes: a dock added later would otherwise come last)."""
    for first, then in pairwise(tab_stops(window)):
        if first.window() is then.window():
            QWidget.setTabOrder(first, then)


def connect_keys(window: Any) -> None:
    """Tab order now and after every change of the tutorial; Dismiss gives the keys back."""
    order_tabs(window)
    window.tutorial.changed.connect(lambda: order_tabs(window))
    window.file_notice.dismiss.clicked.connect(lambda _checked=False: window.board.setFocus())
