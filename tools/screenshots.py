"""Make the README screenshots offscreen: docs/screenshots/game.png (a game in progress),
docs/screenshots/heatmap.png (the hint heat map) and docs/screenshots/puzzle.png (an open-stack
puzzle with the whole stack shown).

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tools/screenshots.py [--out docs/screenshots]

The heat map uses the fair-play solver when it is installed; otherwise it shows the win
probabilities that the conformance vectors (/work/shared/conformance/vectors.json, made by an
independent implementation) give for the same position."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

VECTORS = Path(os.environ.get("TRAX_CONFORMANCE", "/work/shared/conformance/vectors.json"))
HEAT_DEAL = "NS NE NE SW NS NS NE NE SW"
HEAT_MOVES = ["@0:NS", "A2:NE", "B1:NE"]
GAME_DEAL = "EW SW SW NW NE ES NS EW NS"
GAME_MOVES = ["@0:EW", "B1:SW", "A2:SW", "A0:NW"]
# The open-stack puzzle: this one of the shipped 4x4 loop pack, a few moves of its solution in.
PUZZLE_ID = "4x4-loop-009"
PUZZLE_MOVES = 4


def _settle(app, window) -> None:
    window.board.finish_animations()
    for _ in range(5):
        app.processEvents()


def _vector_values(position) -> list | None:
    if not VECTORS.exists():
        return None
    played = [str(m) for m in position.moves]
    for case in json.loads(VECTORS.read_text())["cases"]:
        if case["deal"] != HEAT_DEAL:
            continue
        for entry in case.get("positions", []):
            if entry["moves_so_far"] == played and entry.get("win_probability"):
                by_move = {str(p.move): p for p in position.legal_moves()}
                return sorted(
                    ((by_move[m], p) for m, p in entry["win_probability"].items() if m in by_move),
                    key=lambda item: -item[1],
                )
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--theme", default="classic")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    app.setStyle("Fusion")
    from solitaire.deal import parse_deal
    from solitaire.game import Game
    from solitaire.move import Move
    from solitaire.variant import Variant
    from ui import solver_bridge
    from ui.main_window import MainWindow

    prefs = SimpleNamespace(theme=args.theme, auto_fill=True, highlight_legal=True,
                            animation_ms=0)
    window = MainWindow(prefs=prefs)
    window.resize(1100, 760)
    window.show()

    # A game in progress, with the tile in hand hovering over a legal cell.
    window.start_game(Game(Variant(3, "line"), parse_deal(GAME_DEAL, 3)))
    for text in GAME_MOVES:
        window.play_move(Move.parse(text))
    legal = window.position.legal_moves()
    if legal:
        window._on_hover(legal[0].cell)
    _settle(app, window)
    window.grab().save(str(args.out / "game.png"))

    # The heat map of every legal move's win probability.
    window.start_game(Game(Variant(3, "line"), parse_deal(HEAT_DEAL, 3)))
    for text in HEAT_MOVES:
        window.play_move(Move.parse(text))
    values = None
    if solver_bridge.hints_available():
        values = solver_bridge.hint_values(window.game.variant, window.position.copy())
    values = values or _vector_values(window.position)
    if values:
        window.hints = values
        window._hint_key = window._position_key()
        window.hint_mode = 2
        window.hints_used = 1
        window.show_message("Every legal move with its fair-play chance of winning.")
        window.refresh()
    _settle(app, window)
    window.grab().save(str(args.out / "heatmap.png"))

    # An open-stack puzzle: the whole remaining stack in the side panel, the tile in hand
    # outlined. Progress is not touched: the puzzle is not played to a win.
    from puzzles.pack import find_puzzle

    puzzle = find_puzzle(PUZZLE_ID)
    window.start_puzzle(puzzle)
    for text in puzzle.solution[:PUZZLE_MOVES]:
        window.play_move(Move.parse(text))
    _settle(app, window)
    window.grab().save(str(args.out / "puzzle.png"))
    window.close()
    print(f"wrote {args.out / 'game.png'}, {args.out / 'heatmap.png'} and "
          f"{args.out / 'puzzle.png'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
