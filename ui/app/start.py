"""Starting the desktop app: `trax-solitaire` with no arguments calls run()."""

from __future__ import annotations

import os
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ui.cli.game_id import GameRequest

from ui.icon_files import APP_ID

STARTUP_PROBE_ENV = "TRAX_SOLITAIRE_STARTUP_PROBE"
_STARTED = time.perf_counter()


def run(argv: list[str] | None = None, request: GameRequest | None = None) -> int:
    """Start the app; with `request` (a game ID from the command line) on that game."""
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    from ui.app.qt_compat import keep_none_alive

    keep_none_alive()

    QCoreApplication.setOrganizationName("trax-solitaire")
    QCoreApplication.setApplicationName("trax-solitaire")
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setStyle("Fusion")
    from ui.app.language import install_language, tr
    from ui.app.preferences import Preferences

    install_language(Preferences().language)  # the system's, or the one chosen in Preferences
    app.setApplicationDisplayName(tr("Trax Solitaire"))
    from ui.app.icon import set_app_icon

    set_app_icon(app)  # every window and dialog shows it
    app.setDesktopFileName(APP_ID)  # Wayland matches the window to the desktop entry's icon

    from ui.app.tutorial.offer import new_player
    from ui.app.window.main_window import MainWindow

    first_start = new_player()  # before the window keeps or counts anything
    window = MainWindow(resume=True)
    from ui.app.preferences import remember_window

    remember_window(window)  # the size and place it had when last closed
    window.show()
    if request is not None:
        from ui.cli.game_id import open_request

        open_request(window, request)
    elif first_start:
        window.tutorial.offer()  # "Learn to play" or "Play now", asked once
    if not os.environ.get(STARTUP_PROBE_ENV):
        from ui.app.warmup import warm_up

        warm_up(window)  # the first hint need not wait for the solver's tables
    if os.environ.get(STARTUP_PROBE_ENV):
        # Report once the window is on screen and the board has been painted, then quit.
        def probe() -> None:
            if not window.board.painted:
                QTimer.singleShot(5, probe)
                return
            print(f"startup-seconds {time.perf_counter() - _STARTED:.3f}", flush=True)
            window.close()
            app.quit()

        QTimer.singleShot(0, probe)
    return int(app.exec())
