"""Starting the desktop app: `trax-solitaire` with no arguments calls run()."""

from __future__ import annotations

import os
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from puzzles.game_request import GameRequest
    from ui.app.window.main_window import MainWindow

from ui.common.icon_files import APP_ID

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
    from ui.app.window.data_folder import use_remembered_data_folder

    use_remembered_data_folder()  # the folder the player chose, before anything is read

    first_start = new_player()  # before the window keeps or counts anything
    window = open_window(request)
    if request is None and first_start:
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


def open_window(request: GameRequest | None = None) -> MainWindow:
    """The main window as the app starts it, on screen: on the game kept from last time, or
    on the game `request` names. With no game of the player's to give up, the requested game
    is put on the table before the window shows (no other deal flashes first); else the
    window shows the kept game and asks before giving it up."""
    from ui.app.preferences import remember_window
    from ui.app.window.main_window import MainWindow

    window = MainWindow(resume=True)
    remember_window(window)  # the size and place it had when last closed
    early = request is not None and not window.session.in_progress
    if request is not None and early:
        open_request(window, request)
    window.show()
    if request is not None and not early:
        open_request(window, request)
    return window


def open_request(window: MainWindow, request: GameRequest) -> bool:
    """Start the requested game in the main window, as the menus would (asking first when it
    would give up a game in progress). Returns whether it was started."""
    what = "Opening the game named on the command line"
    if request.tutorial:  # the game on the table is kept while the lessons are played
        window.tutorial.open()
        return True
    if request.record is not None:  # a save of the game in progress gives nothing up
        return bool(window.files.load_from(request.record, ask=what))
    if not window.games.confirm_replace(what):
        return False
    if request.puzzle is not None:
        window.games.start_puzzle(request.puzzle)
    elif request.daily is not None:
        window.games.new_daily(request.variant, request.daily)
    else:
        window.games.new_game(request.variant, request.deal, request.number)
    return True
