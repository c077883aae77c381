"""Issue 15, "What a first hour met", item 8: the first puzzle hint does not wait for the
exact search to compile (7.9 s with a cold compile cache): it is prepared in the background,
at start-up with the fair-play tables and as soon as a puzzle is on the table, and the window
plays on meanwhile."""

from __future__ import annotations

import threading

from PySide6.QtCore import QSettings, Qt

from puzzles.pack import shipped_packs
from solitaire.deal import deal_from_number
from solitaire.position import Position
from solitaire.variant import Variant
from tests.ui_helpers import click_move, make_window
from ui.app import warmup
from ui.common import solver_bridge


def gated_preparation(monkeypatch) -> tuple[threading.Event, list[str]]:
    """Puzzle hints not prepared yet; their preparation waits for `gate` (a compile that takes
    its time) and records the thread it ran in."""
    gate, threads = threading.Event(), []
    ready = threading.Event()
    real = solver_bridge.winning_hints

    def prepare() -> None:
        threads.append(threading.current_thread().name)
        assert gate.wait(20)
        real(Position(Variant(3, "line"), deal_from_number(3, 1)))
        ready.set()

    monkeypatch.setattr(solver_bridge, "_PUZZLE_HINTS_READY", ready)
    monkeypatch.setattr(solver_bridge, "prepare_puzzle_hints", prepare)
    monkeypatch.setattr(warmup, "_PUZZLE_THREAD", [])
    return gate, threads


def test_starting_a_puzzle_prepares_its_hints_in_the_background(qtbot, tmp_path, monkeypatch):
    gate, threads = gated_preparation(monkeypatch)
    window = make_window(qtbot, tmp_path)
    puzzle = shipped_packs()[0].puzzles[0]
    window.games.start_puzzle(puzzle)
    qtbot.waitUntil(lambda: bool(threads))  # begun before any hint is asked for
    assert threads == ["trax-puzzle-hints"] and not solver_bridge.puzzle_hints_ready()
    click_move(qtbot, window, puzzle.solution[0])  # the window plays on meanwhile
    assert len(window.game.moves) == 1
    gate.set()
    qtbot.waitUntil(solver_bridge.puzzle_hints_ready, timeout=20000)
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.message.startswith("Hint:"), timeout=20000)
    assert "leads to a win" in window.message
    window.games.start_puzzle(shipped_packs()[0].puzzles[1])
    assert threads == ["trax-puzzle-hints"]  # prepared once


def test_the_start_up_warm_up_prepares_puzzle_hints_too(qtbot, tmp_path, monkeypatch):
    gate, threads = gated_preparation(monkeypatch)
    gate.set()
    monkeypatch.setattr(solver_bridge, "hints_ready", lambda variant: True)
    window = make_window(qtbot, tmp_path)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    prepared = warmup.warm_up(window, settings)
    qtbot.waitUntil(lambda: prepared.done, timeout=20000)
    assert threads == ["trax-warmup"] and solver_bridge.puzzle_hints_ready()


def test_preparing_puzzle_hints_runs_the_search_they_use(monkeypatch):
    """The real preparation: one open-stack search, after which puzzle hints are ready."""
    calls: list[int] = []
    real = solver_bridge.winning_hints

    def counted(position):
        calls.append(len(position.deal))
        return real(position)

    monkeypatch.setattr(solver_bridge, "_PUZZLE_HINTS_READY", threading.Event())
    monkeypatch.setattr(solver_bridge, "winning_hints", counted)
    assert not solver_bridge.puzzle_hints_ready()
    solver_bridge.prepare_puzzle_hints()
    solver_bridge.prepare_puzzle_hints()  # once is enough
    assert calls == [9] and solver_bridge.puzzle_hints_ready()
