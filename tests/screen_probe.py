"""Opens the main window on the screen this process was given (run by tests/test_ui_screens.py
in a fresh process: QT_QPA_PLATFORM=offscreen:configfile=... sets the screen, QT_SCALE_FACTOR
the scale) and reports, as JSON on stdout, where the window and its frame lie and what is cut:

    python -m tests.screen_probe OUT_FOLDER [FONT_SCALE]

For each state (a game begun, the tutorial, a solved puzzle's panel) it saves a grab in
OUT_FOLDER and lists the layout's problems (tests/layout_check.py) with the side panel scrolled
so that each control is in view, as a player would scroll it. FONT_SCALE enlarges the
application's font, as a large system font does."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

from PySide6.QtWidgets import QAbstractButton, QApplication

from solitaire.move import Move
from tests.layout_check import layout_problems
from tests.ui_helpers import WIN_MOVES, prefs, start


def _settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def scrolled_problems(window, app: QApplication) -> list[str]:
    """Layout problems that stay whatever the side panel's scrolling (each of its buttons
    scrolled into view in turn), and any of a button in view."""
    scroll = window.panel.parentWidget().parentWidget()
    staying = set(layout_problems(window))
    for button in window.panel.findChildren(QAbstractButton):
        if button.isVisible():
            scroll.ensureWidgetVisible(button)
            _settle(app)
            now = set(layout_problems(window))
            staying = (staying & now) | {
                p for p in now if p.startswith(f"button {button.text()!r}")
            }
    scroll.verticalScrollBar().setValue(0)
    return sorted(staying)


def probe(out: Path, font_scale: float) -> dict[str, object]:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    font = app.font()
    font.setPointSizeF(font.pointSizeF() * font_scale)
    app.setFont(font)
    from ui.app.screen_fit import frame_margins
    from ui.app.window.main_window import MainWindow

    window = MainWindow(prefs=prefs(), stats_path=out / "stats.sqlite3")
    window.show()
    _settle(app)
    frame = window.geometry().marginsAdded(frame_margins(window))
    screen = window.screen()
    report: dict[str, object] = {
        "screen": screen.availableGeometry().getRect(),
        "ratio": screen.devicePixelRatio(),
        "framed": frame.getRect(),
        "fits": screen.availableGeometry().contains(frame),
        "problems": {},
    }
    start(window)
    window.play_move(Move.parse(WIN_MOVES[0]))
    states = {"game": lambda: None, "tutorial": window.tutorial.open}
    states["tutorial left, game won"] = lambda: _won(window)
    for name, enter in states.items():
        enter()
        _settle(app)
        report["problems"][name] = scrolled_problems(window, app)  # type: ignore[index]
        window.grab().save(str(out / f"{name.replace(' ', '-').replace(',', '')}.png"))
    window.close()
    return report


def _won(window) -> None:
    window.tutorial.leave()
    start(window)
    for text in WIN_MOVES:
        window.play_move(Move.parse(text))
    window.view.settle()


if __name__ == "__main__":
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    scale = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
    print(json.dumps(probe(folder, scale)))
