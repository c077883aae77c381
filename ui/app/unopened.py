"""A game file the app was asked to open (trax-solitaire FILE, as a file manager's double-click
runs it) that cannot be opened: the reason goes on stderr (ui/cli/game_id.py) and, when a
screen can show it, in a message box too, since a double-click has no terminal to read. The
app then exits with status 2, as for any bad game named on the command line: the player asked
for that game, and no other is opened in its place."""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

UNSEEN_PLATFORMS = ("offscreen", "minimal", "vnc")  # Qt platforms no one looks at


def can_show_a_window(env: Mapping[str, str] = os.environ, platform: str = sys.platform) -> bool:
    """Whether a window would be seen: a display to show it on (X11 or Wayland on Linux) and
    no Qt platform that draws off the screen."""
    if env.get("QT_QPA_PLATFORM", "").split(":")[0] in UNSEEN_PLATFORMS:
        return False
    if platform.startswith("linux"):
        return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))
    return True


def unopened_box(path: str, reason: str, parent: QWidget | None = None) -> QMessageBox:
    """The box that says `path` could not be opened, and why."""
    from ui.app.language import tr

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(tr("Trax Solitaire"))
    box.setText(tr("This game could not be opened."))
    box.setInformativeText(f"{path}\n\n{reason}")
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    return box


def tell_unopened(path: str, reason: str) -> bool:
    """Show why `path` could not be opened and wait until the player closes the box; False
    (nothing shown) when no one would see a window."""
    if not can_show_a_window():
        return False
    from ui.app.language import install_language
    from ui.app.preferences import Preferences

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    install_language(Preferences().language)
    unopened_box(path, reason).exec()
    return True
