"""Fitting a new window on the screen of the window it opens beside."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget


def fit_on_screen(window: QWidget, beside: QWidget) -> None:
    """Shrink a new window to the screen `beside` is on (an 800x600 screen is smaller than
    the Help's or the Review's first size); its contents scroll or lay out smaller."""
    screen = beside.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    room = screen.availableGeometry()
    window.resize(min(window.width(), room.width()), min(window.height(), room.height()))
