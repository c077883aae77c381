"""Make docs/screenshots/review.png: the Review window of a 4x4 line game, offscreen.

QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tools/review_screenshot.py [--out DIR]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

DEAL = "NS EW EW NE NW NE NW ES NW EW NS NS NS NS NS NS"
MOVES = "@0:NS A0:SW A0:EW A0:NE @1:NW @1:NE @1:NW A2:ES A3:NW A4:EW"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    app.setStyle("Fusion")
    from solitaire.deal import parse_deal
    from solitaire.move import parse_moves
    from solitaire.variant import Variant
    from ui.app.dialogs.review import ReviewDialog

    dialog = ReviewDialog(Variant(4), parse_deal(DEAL, 4), parse_moves(MOVES))
    dialog.show()
    while dialog.analysis is None and dialog.error is None:
        app.processEvents()
    for _ in range(10):
        app.processEvents()
    path = args.out / "review.png"
    dialog.grab().save(str(path))
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
