"""Fitting a window on the screen of the window it opens beside, frame included: the window
manager's title bar and borders come on top of the size a window is given."""

from __future__ import annotations

from PySide6.QtCore import QMargins
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# Room left for the frame before the window manager has drawn one (or where there is none, as
# offscreen): a title bar and borders as tall as the usual desktops' (GNOME, KDE, Windows).
FRAME = QMargins(6, 34, 6, 6)


def frame_margins(window: QWidget) -> QMargins:
    """The frame around `window`: measured once it is shown in a frame, else FRAME."""
    outside, inside = window.frameGeometry(), window.geometry()
    if window.isVisible() and outside != inside:
        return QMargins(
            inside.left() - outside.left(),
            inside.top() - outside.top(),
            outside.right() - inside.right(),
            outside.bottom() - inside.bottom(),
        )
    return FRAME


def fit_on_screen(window: QWidget, beside: QWidget) -> None:
    """Shrink `window` so that it fits, frame and all, on the screen `beside` is on (an
    800x600 screen is smaller than the main window's, the Help's or the Review's first size);
    its contents scroll or lay out smaller."""
    screen = beside.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    room = screen.availableGeometry().marginsRemoved(frame_margins(window))
    window.resize(min(window.width(), room.width()), min(window.height(), room.height()))
