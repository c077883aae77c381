"""Hints, "was it solvable?", the solution replay and solvable-only deals, all computed off
the UI thread."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt

from solitaire.deal import deal_from_number
from solitaire.move import Move
from solitaire.variant import Variant
from tests.ui_helpers import WIN_MOVES, click_move, make_window, start
from ui.common import solver_bridge


def _fake_hints(monkeypatch, delay: float = 0.0):
    calls = []

    def values(variant, position, progress=None, lookahead=1, cancel=None):
        calls.append(len(position.moves))
        time.sleep(delay)
        legal = position.legal_moves()
        return [(p, 0.9 - 0.1 * i) for i, p in enumerate(legal)]

    monkeypatch.setattr(solver_bridge, "hint_values", values)
    return calls


def test_hint_then_heat_map_and_count(qtbot, tmp_path, monkeypatch):
    _fake_hints(monkeypatch)
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.board.state.hint is not None, timeout=5000)
    best = window.position.legal_moves()[0]
    assert window.board.state.hint == (best.cell, best.orientation, pytest.approx(0.9))
    assert window.session.hints_used == 1
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    heat = window.board.state.heat
    assert set(heat) == {p.cell for p in window.position.legal_moves()}
    assert window.board.state.hint is None
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    assert not window.board.state.heat and window.board.state.hint is None
    assert window.session.hints_used == 1
    click_move(qtbot, window, "B1")
    assert window.board.state.hint is None  # a new position drops the old hint


def test_stale_hint_is_ignored_after_new_game(qtbot, tmp_path, monkeypatch):
    _fake_hints(monkeypatch, delay=0.3)
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    window.solver.hint()
    assert window.runner.busy and window.busy.isVisible()
    start(window)
    qtbot.wait(600)
    assert window.board.state.hint is None and window.session.hints_used == 0


def test_real_hint(qtbot, tmp_path):
    pytest.importorskip("solver.tables.play")
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    window.solver.hint()
    qtbot.waitUntil(lambda: window.board.state.hint is not None, timeout=120_000)
    cell, _orientation, p = window.board.state.hint
    assert 0.0 <= p <= 1.0
    assert cell in {m.cell for m in window.position.legal_moves()}


def test_solve_agrees_with_the_conformance_vectors(vectors):
    # The vectors come from ../shared (tests/conftest.py), which fails loudly when it is missing.
    cases = [c for c in vectors["cases"] if c["size"] == 3]
    assert cases
    from solitaire.deal import parse_deal

    for case in cases:
        variant = Variant(case["size"], case["goal"])
        solution = solver_bridge.solve(variant, parse_deal(case["deal"], case["size"]))
        assert (solution is not None) == case["solvable"], case["deal"]


def test_was_it_solvable_and_show_solution(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    for text in ["@0:NS", "A2:NE", "B1:NE", "A0:SW", "@3:NS", "C1:NS", "A1:NE", "C3:SW"]:
        window.play_move(Move.parse(text))
    assert window.position.outcome().over
    assert window.commands.act_solvable.isEnabled()
    window.commands.act_solvable.trigger()
    qtbot.waitUntil(lambda: window.table.solvable is not None, timeout=10_000)
    assert window.table.solvable is True and "Yes" in window.message
    window.commands.act_solution.trigger()
    assert window.table.replay is not None and window.board.state.tiles == {}
    for _ in window.table.solution:
        window.commands.act_replay_next.trigger()
    assert window.table.replay.position.outcome().status == "won"
    assert window.board.state.glow
    window.commands.act_replay_prev.trigger()
    assert window.table.replay_index == len(window.table.solution) - 1
    window.commands.act_replay_exit.trigger()
    assert window.table.replay is None
    assert window.board.state.tiles == window.position.tiles


def test_solvable_only_deal(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    old = window.game
    window.games.new_game(Variant(3, "line"), solvable_only=True)
    qtbot.waitUntil(lambda: window.game is not old, timeout=30_000)
    assert window.table.solvable is True
    number = window.game.deal_number
    assert number is not None
    deal = deal_from_number(3, number)
    assert solver_bridge.solve(Variant(3, "line"), deal) is not None


def test_new_game_cancels_a_running_solve(qtbot, tmp_path, monkeypatch):
    started = []

    def slow(variant, deal, cancel=None):
        started.append(1)
        for _ in range(100):
            if cancel is not None and cancel.is_set():
                raise solver_bridge.Cancelled()
            time.sleep(0.01)
        return WIN_MOVES

    monkeypatch.setattr(solver_bridge, "solve", slow)
    window = make_window(qtbot, tmp_path)
    start(window)
    concede(window)  # the verdict waits until the game is decided or counted (issue 31)
    window.solver.ask_solvable()
    qtbot.waitUntil(lambda: bool(started))
    start(window)
    assert not window.runner.busy
    qtbot.wait(300)
    assert window.table.solvable is None


def test_unsolvable_deal_says_no(qtbot, tmp_path):
    from solitaire.deal import parse_deal

    deal = "NE NW NE SW NE SW SW NW NE"  # conformance case: not solvable
    assert solver_bridge.solve(Variant(3, "line"), parse_deal(deal, 3)) is None
    window = make_window(qtbot, tmp_path)
    start(window, deal)
    window.solver.ask_solvable()
    assert window.table.solvable is None and "finish it" in window.message  # not yet
    concede(window)
    window.solver.ask_solvable()
    qtbot.waitUntil(lambda: window.table.solvable is not None, timeout=10_000)
    assert window.table.solvable is False and window.message.startswith("No")
    window.solver.show_solution()
    assert window.table.replay is None


def concede(window) -> None:
    """One move, then Concede: the game is counted (lost), so the verdict may be shown."""
    window.play_move(window.position.legal_moves()[0].move)
    window.commands.act_concede.trigger()
    assert window.table.session.result == "conceded"
