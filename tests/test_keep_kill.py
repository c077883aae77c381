"""Issue 26, item 1: `kill -9` at random moments during play loses no move already shown.

The app runs in a subprocess (offscreen), playing moves on a timer from inside
(tests/keep_driver.py prints each move once the window shows it); it is killed at a random
moment (seeded) 20 times, started again each time on the same data folder, and the game it
resumes must hold every move printed before the kill; a game ended by a move (even one whose
forced fills were still being shown) is in the statistics with every move and never resumed."""

from __future__ import annotations

import contextlib
import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

from tests.conftest import REPO_ROOT

DRIVER = REPO_ROOT / "tests" / "keep_driver.py"
KILLS = 20
LIMIT_SECONDS = 60  # one run of the driver: a guard against a hang, never a timing check


def run_until_killed(
    env: dict[str, str], seed: int, rng: random.Random, err: Path
) -> list[list[str]]:
    """Start the driver, let it show a few moves, kill -9 it at a random moment; its lines.
    What it says on stderr goes to `err`."""
    with err.open("w") as said:
        proc = subprocess.Popen(
            [sys.executable, str(DRIVER), str(seed), "30"],
            stdout=subprocess.PIPE,
            stderr=said,
            text=True,
            env=env,
            cwd=REPO_ROOT,
        )
    guard = threading.Timer(LIMIT_SECONDS, proc.kill)
    guard.start()
    try:
        lines: list[list[str]] = []
        wanted = rng.randrange(1, 8)  # moves shown before the kill is armed
        shown = 0
        while shown < wanted:
            line = proc.stdout.readline() if proc.stdout else ""
            assert line, f"the driver stopped early: {lines}"
            lines.append(line.split())
            shown += lines[-1][0] == "shown"
        time.sleep(rng.uniform(0.0, 0.12))  # a random moment: mid-move, mid-fill, mid-write
        os.kill(proc.pid, signal.SIGKILL)
        # The rest through the same reader: readline() may already hold lines read ahead in
        # its buffer, which communicate(timeout=...) would skip (it reads the pipe itself).
        rest = proc.stdout.read() if proc.stdout else ""
        proc.wait(timeout=LIMIT_SECONDS)
    finally:
        guard.cancel()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == -signal.SIGKILL
    return lines + [line.split() for line in rest.splitlines() if line.strip()]


def recorded_moves(data: Path, attempt: str) -> list[str] | None:
    """The moves of a finished game as the statistics recorded it, or None if not recorded."""
    with contextlib.closing(sqlite3.connect(data / "statistics.sqlite3")) as db:
        row = db.execute("SELECT record FROM games WHERE attempt = ?", (attempt,)).fetchone()
    if row is None:
        return None
    return [line.split()[1] for line in row[0].splitlines() if line.startswith("move ")]


def check_resumed(before: tuple[str, list[str], bool], resumed: list[str], data: Path) -> None:
    """`resumed` (a 'resumed' line) holds every move of `before` printed as shown, or `before`
    ended (by a move played and kept but not printed yet) and was recorded with them all."""
    attempt, moves, last_ended = before
    found_attempt, found = resumed[1], resumed[2:]
    if attempt == "over":
        assert found_attempt != moves[0], f"a finished game came back: {resumed}"
        return
    if not moves:
        return  # an untouched deal is not kept
    if last_ended:  # recorded as its move was shown, fills or not: a new deal comes up
        assert found_attempt != attempt and not found, f"a finished game came back: {resumed}"
        assert recorded_moves(data, attempt) == moves, (recorded_moves(data, attempt), before)
        return
    if found_attempt != attempt and not found and attempt:
        # A new deal: the game must have ended, by a move written (and its game recorded)
        # before the kill but not printed yet, and be in the statistics with every move shown.
        kept = recorded_moves(data, attempt)
        assert kept is not None, f"another game came back: {resumed} for {before}"
        assert kept[: len(moves)] == moves and len(kept) <= len(moves) + 1, (kept, before)
        return
    assert found_attempt == attempt, f"another game came back: {resumed} for {before}"
    assert found[: len(moves)] == moves, f"moves lost: {resumed} for {before}"
    assert len(found) <= len(moves) + 1  # at most a move written, not printed yet


def follow(state: tuple[str, list[str], bool], line: list[str]) -> tuple[str, list[str], bool]:
    kind = line[0]
    if kind == "resumed":
        return line[1], line[2:], False
    if kind == "new":
        return line[1], [], False
    if kind == "over":
        return "over", [line[1]], False
    assert kind == "shown" and line[1] == state[0], (line, state)
    return state[0], [*state[1], line[2]], line[3] == "1"


def test_kill_9_at_random_moments_loses_no_move_shown(tmp_path: Path) -> None:
    env = dict(os.environ)
    env |= {
        "QT_QPA_PLATFORM": "offscreen",
        "TRAX_SOLITAIRE_DATA_DIR": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "PYTHONPATH": str(REPO_ROOT),
    }
    rng = random.Random(26)
    state: tuple[str, list[str], bool] | None = None
    moves_checked, last = 0, []
    for kill in range(KILLS):
        err = tmp_path / f"driver-{kill}.err"
        lines = run_until_killed(env, kill, rng, err)
        assert "Traceback" not in err.read_text(), err.read_text()  # the window never failed
        assert lines[0][0] == "resumed", lines[0]
        if state is not None:
            try:
                check_resumed(state, lines[0], tmp_path / "data")
            except AssertionError as exc:
                raise AssertionError(f"{exc}\nthe run before: {last}\n{tmp_path}") from None
            moves_checked += len(state[1]) if state[0] != "over" else 0
        for line in lines:
            state = follow(state or ("", [], False), line)
        last = lines
    assert moves_checked >= KILLS  # the kills really came mid-game, with moves to lose
