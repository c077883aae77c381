"""Plays the real window from inside, for tests/test_keep_kill.py and
benchmarks/bench_keep_kill.py: the app as it starts (resuming and keeping the game in
progress, in the data folder of $TRAX_SOLITAIRE_DATA_DIR), then a legal move on a timer, each
printed (flushed) once the window shows it:

  resumed <attempt> <move> <move> ...   the game found at the start (no moves: a new deal)
  new <attempt>                          a new deal put on the table
  shown <attempt> <move> <over>          a move played and shown (<over>: 1 if it ends the game)
  over <attempt>                         the game ended and its fills have been shown

Run: python tests/keep_driver.py <seed> [<interval ms>]. It plays until it is killed."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(seed: int, interval_ms: int) -> None:
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    from solitaire.game import Game
    from solitaire.variant import Variant
    from ui.app.window.main_window import MainWindow

    QCoreApplication.setOrganizationName("trax-solitaire-tests")
    QCoreApplication.setApplicationName("trax-solitaire-tests")
    app = QApplication([sys.argv[0]])
    rng = random.Random(seed)
    prefs = SimpleNamespace(
        theme="classic",
        auto_fill=True,
        highlight_legal=False,
        animation_ms=interval_ms,  # fills animated: a kill may come in the middle of one
        ask_before_abandon=False,
        last_variant="4x4 line",
    )
    window = MainWindow(prefs=prefs, resume=True)
    window.show()

    def say(*words: object) -> None:
        # One write of the whole line (print writes word by word under PYTHONUNBUFFERED, and
        # a kill between two words would leave half a line).
        sys.stdout.write(" ".join(map(str, words)) + "\n")
        sys.stdout.flush()

    say("resumed", window.session.attempt, *[str(m) for m in window.game.moves])
    ended = {"over": False}

    def step() -> None:
        if window.pending or window.board.is_animating():
            return  # a fill being shown: the next move waits for it, as a click would
        position = window.position
        if ended["over"] or position.outcome().over or not position.legal_moves():
            if not ended["over"]:
                say("over", window.session.attempt)
            ended["over"] = False
            window.start_game(Game.from_number(Variant(4, "line"), rng.randrange(1, 10**6)))
            say("new", window.session.attempt)
            return
        placement = rng.choice(position.legal_moves())
        if window.play_move(placement.move) is None:
            return
        over = window.position.outcome().over
        say("shown", window.session.attempt, placement.move, int(over))
        if over and not window.pending:
            ended["over"] = True
            say("over", window.session.attempt)

    timer = QTimer()
    timer.timeout.connect(step)
    timer.start(interval_ms)
    app.exec()


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 40)
