"""Make the README screenshots offscreen: docs/screenshots/game.png (a game in progress),
docs/screenshots/heatmap.png (the hint heat map), docs/screenshots/puzzle.png (an open-stack
puzzle with the whole stack shown) and docs/screenshots/keys-uk-800x600.png (the UK theme in
the room an 800x600 screen leaves, Tab on the Undo button). With --italian, only the game in
Italian instead: docs/screenshots/game-it.png (the window's default size) and
docs/screenshots/game-it-800x600.png.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tools/screenshots.py [--out docs/screenshots]

The heat map shows the fair-play solver's exact win probability of every legal move. The games
played go to a temporary data folder: the player's is never touched."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TRAX_SOLITAIRE_DATA_DIR"] = tempfile.mkdtemp(prefix="trax-screenshots-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--theme", default="classic")
    parser.add_argument("--italian", action="store_true", help="only the game, in Italian")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    app.setStyle("Fusion")
    if args.italian:
        return _italian_shots(app, args.out)
    from ui.app.window.main_window import MainWindow

    prefs = SimpleNamespace(theme=args.theme, auto_fill=True, highlight_legal=True, animation_ms=0)
    window = MainWindow(prefs=prefs)
    window.resize(1100, 760)
    window.show()
    for shot in (_game_shot, _heatmap_shot, _puzzle_shot):
        name = shot(window)
        _settle(app, window)
        window.grab().save(str(args.out / name))
    _keys_shot(app, window, args.out / "keys-uk-800x600.png")
    window.close()
    print(f"wrote game.png, heatmap.png, puzzle.png and keys-uk-800x600.png in {args.out}")
    return 0


def _game_shot(window) -> str:
    """A game in progress, with the tile in hand hovering over a legal cell."""
    from solitaire.deal import parse_deal
    from solitaire.game import Game
    from solitaire.move import Move
    from solitaire.variant import Variant

    window.start_game(Game(Variant(3, "line"), parse_deal(GAME_DEAL, 3)))
    for text in GAME_MOVES:
        window.play_move(Move.parse(text))
    legal = window.position.legal_moves()
    if legal:
        window.view.on_hover(legal[0].cell)
    return "game.png"


def _heatmap_shot(window) -> str:
    """The heat map of every legal move's win probability."""
    from solitaire.deal import parse_deal
    from solitaire.game import Game
    from solitaire.move import Move
    from solitaire.variant import Variant
    from ui.common import solver_bridge

    window.start_game(Game(Variant(3, "line"), parse_deal(HEAT_DEAL, 3)))
    for text in HEAT_MOVES:
        window.play_move(Move.parse(text))
    values = solver_bridge.hint_values(window.game.variant, window.position.copy())
    if values:
        session = window.session
        session.take_hints(values, session.position_key())
        session.hint_mode = 2  # the heat map
        window.show_message("Every legal move with its fair-play chance of winning.")
        window.refresh()
    return "heatmap.png"


def _puzzle_shot(window) -> str:
    """An open-stack puzzle: the whole remaining stack in the side panel, the tile in hand
    outlined. Progress is not touched: the puzzle is not played to a win."""
    from puzzles.pack import find_puzzle
    from solitaire.move import Move

    puzzle = find_puzzle(PUZZLE_ID)
    window.games.start_puzzle(puzzle)
    for text in puzzle.solution[:PUZZLE_MOVES]:
        window.play_move(Move.parse(text))
    return "puzzle.png"


def _keys_shot(app, window, path: Path) -> None:
    """The UK theme at the inside an 800x600 screen leaves a framed window, a game in
    progress, the focus (Tab) on Undo and framed in gold."""
    from PySide6.QtCore import Qt

    from solitaire.deal import parse_deal
    from solitaire.game import Game
    from solitaire.move import Move
    from solitaire.variant import Variant
    from ui.app.screen_fit import FRAME

    window.set_theme("uk")
    window.resize(800 - FRAME.left() - FRAME.right(), 600 - FRAME.top() - FRAME.bottom())
    window.start_game(Game(Variant(3, "line"), parse_deal(GAME_DEAL, 3)))
    for text in GAME_MOVES:
        window.play_move(Move.parse(text))
    window.activateWindow()
    undo = next(b for b in window.panel.focus_order() if "Undo" in b.text())
    undo.setFocus(Qt.FocusReason.TabFocusReason)
    _settle(app, window)
    window.grab().save(str(path))


def _italian_shots(app, out: Path) -> int:
    """The game in progress in Italian, at the window's default size and in the room an
    800x600 screen leaves a framed window (Italian words are longer: nothing may be cut)."""
    from ui.app.language import install_language
    from ui.app.screen_fit import FRAME
    from ui.app.window.main_window import MainWindow

    install_language("it")
    prefs = SimpleNamespace(theme="classic", auto_fill=True, highlight_legal=True, animation_ms=0)
    window = MainWindow(prefs=prefs)
    window.show()
    _game_shot(window)
    _settle(app, window)
    window.grab().save(str(out / "game-it.png"))
    window.resize(800 - FRAME.left() - FRAME.right(), 600 - FRAME.top() - FRAME.bottom())
    _settle(app, window)
    window.grab().save(str(out / "game-it-800x600.png"))
    window.close()
    print(f"wrote game-it.png and game-it-800x600.png in {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
