"""A tour of the app for an installed copy (tests/test_wheel.py runs it with the installed
venv's Python, offscreen, away from the source tree): the window, every dialog the menus open,
and the tutorial's first lesson; prints one JSON object of what opened.

    python tests/app_tour.py   (QT_QPA_PLATFORM=offscreen)

Each step triggers a menu action; a watcher closes whatever window it opened (a modal dialog,
or a dialog shown beside the main window) once it has been painted, and notes its class and
title. Not a test module: it imports only what an installed copy holds."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from ui.app.qt_compat import keep_none_alive

# (step name, window action): every dialog the menus open.
STEPS = [
    ("new game", "act_new"),
    ("puzzles", "act_choose_puzzle"),
    ("open", "act_open"),
    ("statistics", "act_stats"),
    ("preferences", "act_prefs"),
    ("rules", "act_rules"),
    ("about", "act_about"),
    ("review", "review"),  # the Review window of a one-move game (see review_one_move)
]


def review_one_move(window: QWidget) -> None:
    """Open Review on the window's deal with its first legal move played."""
    from solitaire.position import Position

    game = window.game  # type: ignore[attr-defined]
    first = Position(game.variant, game.deal).legal_moves()[0]
    window.review.open_review(game.variant, game.deal, [first.move])  # type: ignore[attr-defined]


def main() -> int:
    keep_none_alive()
    QCoreApplication.setOrganizationName("trax-solitaire")
    QCoreApplication.setApplicationName("trax-solitaire")
    app = QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    from ui.app.window.main_window import MainWindow

    window = MainWindow(resume=True)
    window.show()
    seen: dict[str, list[str]] = {}
    steps = list(STEPS)
    current: list[str] = [""]

    def dialogs() -> list[QWidget]:
        found = [w for w in app.topLevelWidgets() if w.isVisible() and w is not window]
        modal = app.activeModalWidget()
        if modal is not None and modal not in found:
            found.append(modal)
        return found

    def watch() -> None:
        for widget in dialogs():
            name = f"{type(widget).__name__}: {widget.windowTitle()}"
            seen.setdefault(current[0], []).append(name)
            if isinstance(widget, QMessageBox | QDialog):
                widget.reject()
            widget.close()
        QTimer.singleShot(300, next_step)

    def next_step() -> None:
        if dialogs():
            QTimer.singleShot(300, watch)
            return
        if not steps:
            tutorial()
            return
        current[0], action = steps.pop(0)
        QTimer.singleShot(600, watch)
        if action == "review":
            review_one_move(window)
        else:
            getattr(window.commands, action).trigger()  # a modal dialog returns when closed

    def tutorial() -> None:
        window.tutorial.open()
        QTimer.singleShot(600, finish)

    def finish() -> None:
        lesson = window.tutorial.panel.isVisible() and window.tutorial.active
        report = {"window": window.windowTitle(), "dialogs": seen, "tutorial": lesson}
        window.tutorial.leave()
        print(json.dumps(report), flush=True)
        window.close()
        app.quit()

    QTimer.singleShot(200, next_step)
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())
