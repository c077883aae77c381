"""Make the tutorial's screenshots offscreen, three lesson steps at the default window size
(1040x760) and at 800x600, in docs/screenshots/:

    tutorial-first-tile[-800x600].png   lesson 1, step 1: the cell labels and the first tile
    tutorial-forced[-800x600].png       lesson 3, step 3: a move that makes a forced space
    tutorial-refused[-800x600].png      lesson 4 (dead spaces): the move to try, refused

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tools/tutorial_screenshots.py [--out DIR]

The tutorial's progress goes to a temporary data folder: the player's is never touched."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TRAX_SOLITAIRE_DATA_DIR"] = tempfile.mkdtemp(prefix="trax-tutorial-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SIZES = {"": (1040, 760), "-800x600": (800, 600)}


def _settle(app, window) -> None:  # noqa: ANN001
    window.view.settle()
    for _ in range(5):
        app.processEvents()


def _shots(app, window, out: Path, suffix: str) -> list[Path]:  # noqa: ANN001
    from solitaire.move import Move

    tutorial = window.tutorial
    written = []

    def save(name: str) -> None:
        _settle(app, window)
        path = out / f"tutorial-{name}{suffix}.png"
        window.grab().save(str(path))
        written.append(path)

    tutorial.open(0)
    window.view.on_hover(window.position.cell_of(Move.parse("@0")))
    save("first-tile")

    tutorial.open(2)
    for _ in range(2):
        tutorial.attempt(Move.parse(tutorial.lesson.steps[tutorial.step].move))
        _settle(app, window)
    save("forced")

    dead = next(i for i, lesson in enumerate(tutorial.lessons) if lesson.teaches == "dead")
    tutorial.open(dead)
    step = tutorial.lesson.steps[tutorial.step]
    assert step.try_move is not None
    tutorial.attempt(Move.parse(step.try_move))
    save("refused")
    tutorial.leave()
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    app.setStyle("Fusion")
    from ui.app.window.main_window import MainWindow

    prefs = SimpleNamespace(theme="classic", auto_fill=True, highlight_legal=True, animation_ms=0)
    written = []
    for suffix, (width, height) in SIZES.items():
        window = MainWindow(prefs=prefs)
        window.resize(width, height)
        window.show()
        written += _shots(app, window, args.out, suffix)
        window.close()
    print("wrote " + ", ".join(str(path) for path in written))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
