"""Shows the main window (in a game, in the tutorial, in an open-stack puzzle) and opens every
dialog of the app, as its menu opens it, on the screen this process was given (run by
tests/test_ui_dialog_screens.py in a fresh process: QT_QPA_PLATFORM=offscreen:configfile=...
sets the screen, QT_SCALE_FACTOR the scale) and reports, as JSON on stdout, for each: whether
it lies on the screen with a usual frame, its layout's problems (tests/layout_check.py; the
main window's with its side panel scrolled to each button, as tests/screen_probe.py does) and
any widget that covers another's text:

    python -m tests.dialog_probe OUT_FOLDER LANGUAGE [LANGUAGE ...]

each language in turn in this one process, its report under its code; a grab of each window
and dialog is saved in OUT_FOLDER/LANGUAGE (named after it) to look at."""

from __future__ import annotations

import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QRect, QTimer
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QLabel,
    QWidget,
)

from tests.layout_check import _shown_rect, layout_problems
from tests.screen_probe import scrolled_problems
from tests.ui_helpers import WIN_MOVES, prefs, start

LOSE = ["@0:NS", "A2:NE", "B1:NE", "A0:SW", "@3:NS", "C1:NS", "A1:NE", "C3:SW"]
# An open-stack puzzle (the whole stack shown in the panel), a few moves of its solution in.
PUZZLE_ID, PUZZLE_MOVES = "4x4-loop-009", 4


def _settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def _texts(top: QWidget) -> list[QWidget]:
    return [
        w
        for w in top.findChildren(QWidget)
        if w.isVisible()
        and w.window() is top
        and isinstance(w, (QLabel, QAbstractButton))
        and getattr(w, "text", lambda: "")()
    ]


def _solid(top: QWidget) -> list[QWidget]:
    """The widgets that paint over what lies under them: every visible widget of `top` that is
    neither a container of others nor part of a scroll area's machinery."""
    found = []
    for w in top.findChildren(QWidget):
        if not w.isVisible() or w.window() is not top or w.objectName().startswith("qt_"):
            continue
        if isinstance(w.parentWidget(), QAbstractScrollArea) and w is w.parentWidget().viewport():
            continue
        shown_children = [c for c in w.findChildren(QWidget) if c.isVisible()]
        if not shown_children or isinstance(w, QAbstractScrollArea):
            found.append(w)
    return found


def covered_texts(top: QWidget) -> list[str]:
    """Each visible text (label, button) that another widget, not its own part nor holding
    it, lies over."""
    problems = []
    solid = _solid(top)
    for text in _texts(top):
        area = _shown_rect(text, top)
        for other in solid:
            if other is text or other.isAncestorOf(text) or text.isAncestorOf(other):
                continue
            overlap = area.intersected(_shown_rect(other, top))
            if overlap.width() > 2 and overlap.height() > 2:
                words = text.text()[:40]
                problems.append(f"{type(other).__name__} covers {words!r} ({overlap.height()} px)")
    return problems


def report_on(
    top: QWidget,
    name: str,
    out: Path,
    app: QApplication,
    problems: Callable[[QWidget], list[str]] = layout_problems,
) -> dict[str, object]:
    from ui.app.screen_fit import FRAME

    _settle(app)
    screen = top.screen().availableGeometry()
    framed = QRect(top.geometry()).marginsAdded(FRAME)
    top.grab().save(str(out / f"{name}.png"))
    # Where it lies is the window manager's to decide (Qt keeps a dialog that fits on the
    # screen); that it fits, frame and all, and lies on the screen without it is the app's.
    fits = framed.width() <= screen.width() and framed.height() <= screen.height()
    return {
        "title": top.windowTitle(),
        "size": [top.width(), top.height()],
        "least": [top.minimumSizeHint().width(), top.minimumSizeHint().height()],
        "framed": framed.getRect(),
        "on_screen": fits and screen.contains(top.geometry()),
        "problems": problems(top) + covered_texts(top),
    }


def when_modal(app: QApplication, look: Callable[[QWidget], None]) -> None:
    """Call `look` with the next modal dialog once it is shown, then close it."""

    def check() -> None:
        box = QApplication.activeModalWidget()
        if box is None or not box.isVisible():
            QTimer.singleShot(20, check)
            return
        look(box)
        box.reject()

    QTimer.singleShot(0, check)


def probe(out: Path, language: str) -> dict[str, object]:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyle("Fusion")
    from solitaire.move import Move
    from solitaire.variant import Variant
    from ui.app.language import install_language
    from ui.common import solver_bridge

    install_language(language)
    from ui.app.window.main_window import MainWindow

    window = MainWindow(prefs=prefs(), stats_path=out / "stats.sqlite3")
    window.show()
    _settle(app)
    report: dict[str, object] = window_states(window, out, app)
    start(window)
    solver_bridge.prepare_table(Variant(3), build=True)
    for text in LOSE:
        window.play_move(Move.parse(text))
    window.view.settle()
    commands = window.commands
    from ui.app.preferences import Preferences, PreferencesDialog

    modal = {
        "new-game": commands.act_new.trigger,
        # (the window's own preferences are the tests' stand-in: the dialog is opened here)
        "preferences": lambda: PreferencesDialog(Preferences(), window).exec(),
        "puzzles": commands.act_choose_puzzle.trigger,
        "about": commands.act_about.trigger,
    }
    for name, opening in modal.items():
        when_modal(app, lambda box, n=name: report.__setitem__(n, report_on(box, n, out, app)))
        opening()
    commands.act_rules.trigger()
    report["help"] = report_on(window.files.help_window, "help", out, app)
    window.files.help_window.close()
    commands.act_stats.trigger()
    report["statistics"] = report_on(window.files.statistics_dialog, "statistics", out, app)
    window.files.statistics_dialog.close()
    commands.act_review.trigger()
    review = window.review.review_dialog
    while review.analysis is None and review.error is None:
        app.processEvents()
    report["review"] = report_on(review, "review", out, app)
    review.close()
    window.close()
    return report


def window_states(window, out: Path, app: QApplication) -> dict[str, object]:
    """The main window in a game, in the tutorial and in an open-stack puzzle."""
    from puzzles.pack import find_puzzle
    from solitaire.move import Move

    def problems(top: QWidget) -> list[str]:
        return scrolled_problems(top, app)

    def game() -> None:
        start(window)
        window.play_move(Move.parse(WIN_MOVES[0]))

    def puzzle() -> None:
        found = find_puzzle(PUZZLE_ID)
        window.games.start_puzzle(found)
        for text in found.solution[:PUZZLE_MOVES]:
            window.play_move(Move.parse(text))

    report = {}
    for name, enter in (("game", game), ("tutorial", window.tutorial.open), ("puzzle", puzzle)):
        enter()
        window.view.settle()
        report[f"window-{name}"] = report_on(window, f"window-{name}", out, app, problems)
        if name == "tutorial":
            window.tutorial.leave()
    return report


def probe_each(out: Path, languages: list[str]) -> dict[str, dict[str, object]]:
    """`probe` in each language in turn, in this one process (its screen, its Qt): each in a
    folder of its own under `out`, with a data folder of its own, and back to English after."""
    from solitaire import storage
    from ui.app.language import remove_language

    reports = {}
    for language in languages:
        folder = out / language
        folder.mkdir(parents=True, exist_ok=True)
        storage.use_data_dir(folder / "data")
        try:
            reports[language] = probe(folder, language)
        finally:
            remove_language()
            storage.use_data_dir(None)
    return reports


if __name__ == "__main__":
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    print(json.dumps(probe_each(folder, sys.argv[2:] or ["en"])))
