"""Benchmark of keeping the game in progress (ui/data/autosave.py): since issue 26 the window
writes it as each move is accepted, before the next input is read (atomically: a temporary
file, fsync, rename, fsync of the folder), so the write must be cheap next to a move.

Run from the repository root:  PYTHONPATH=. python benchmarks/bench_keep.py [folder]
In a fresh process: the first write (cold: imports done, the folder new), then every move of
a 16-tile game written 200 times over (warm). [folder]: where to write (default: a temporary
folder; give one on the disk the player's data lives on to measure that disk)."""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

ROUNDS = 200


def sixteen_moves() -> list:
    """Sessions after each move of a 4x4 loop game played to its end (first legal moves)."""
    from solitaire.deal import random_deal_number
    from solitaire.game import Game
    from solitaire.session import GameSession
    from solitaire.variant import Variant

    number = random_deal_number()
    session = GameSession(Game.from_number(Variant(4, "loop"), number), "random")
    states = []
    while not session.position.outcome().over and session.position.legal_moves():
        session.play(session.position.legal_moves()[0].move)
        session.pending = []
        if session.worth_keeping():
            states.append(GameSession.from_record(session.to_record()))
    return states


def main() -> None:
    from ui.data import autosave

    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(tempfile.mkdtemp())
    path = folder / "bench-current-game.trax"
    states = sixteen_moves()
    start = time.perf_counter()
    autosave.keep(states[0], path)
    cold = time.perf_counter() - start
    times = []
    for _ in range(ROUNDS):
        for state in states:
            start = time.perf_counter()
            autosave.keep(state, path)
            times.append(time.perf_counter() - start)
    path.unlink(missing_ok=True)
    times.sort()
    size = len(states[-1].to_record().encode())
    print(f"keep the game in progress ({len(times)} writes of up to {size} bytes in {folder}):")
    print(f"  cold first write   {cold * 1000:7.2f} ms")
    print(f"  median             {statistics.median(times) * 1000:7.2f} ms")
    print(f"  95th percentile    {times[int(len(times) * 0.95)] * 1000:7.2f} ms")
    print(f"  slowest            {times[-1] * 1000:7.2f} ms")


if __name__ == "__main__":
    main()
