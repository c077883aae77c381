"""The solver is prepared in the background when the app starts: real progress in the status
bar, the window keeps playing meanwhile, and the first time the player is told why."""

from __future__ import annotations

import threading

from PySide6.QtCore import QSettings

from solitaire.variant import Variant
from tests.ui_helpers import click_move, make_window, start
from ui.app.warmup import EXPLANATION, warm_up
from ui.common import solver_bridge


def slow_prepare(monkeypatch, gate: threading.Event, prepared: list):
    def prepare(variant, progress=None):
        progress(f"Preparing hints for {variant}: finding every position…", 0.25)
        gate.wait(10)
        progress(f"Preparing hints for {variant}: working out every move's chance…", 0.5)
        prepared.append(variant)

    monkeypatch.setattr(solver_bridge, "hints_ready", lambda variant: variant in prepared)
    monkeypatch.setattr(solver_bridge, "prepare_hints", prepare)


def test_warm_up_runs_beside_play_with_progress(qtbot, tmp_path, monkeypatch):
    gate, prepared = threading.Event(), []
    slow_prepare(monkeypatch, gate, prepared)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = make_window(qtbot, tmp_path)
    start(window)
    warmup = warm_up(window, settings)
    qtbot.waitUntil(lambda: warmup.bar.value() == 250)
    assert warmup.isVisible() and window.message == EXPLANATION
    assert "finding every position" in warmup.label.text()
    click_move(qtbot, window, "@0")  # the window plays on while the solver works
    assert len(window.position.moves) == 1
    gate.set()
    qtbot.waitUntil(lambda: warmup.done, timeout=10_000)
    assert not warmup.isVisible()
    assert prepared[0] == Variant(3, "line")  # the variant on the table first


def test_the_explanation_is_given_once(qtbot, tmp_path, monkeypatch):
    gate, prepared = threading.Event(), []
    gate.set()
    slow_prepare(monkeypatch, gate, prepared)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    first = make_window(qtbot, tmp_path)
    warm_up(first, settings)
    qtbot.waitUntil(lambda: first.warmup.done, timeout=10_000)
    assert first.message == EXPLANATION
    prepared.clear()  # a new run of the app: nothing in memory yet
    second = make_window(qtbot, tmp_path)
    warm_up(second, settings)
    assert second.message != EXPLANATION


def test_a_failed_warm_up_is_reported_not_raised(qtbot, tmp_path, monkeypatch):
    def broken(variant, progress=None):
        raise RuntimeError("no memory")

    monkeypatch.setattr(solver_bridge, "hints_ready", lambda variant: False)
    monkeypatch.setattr(solver_bridge, "prepare_hints", broken)
    window = make_window(qtbot, tmp_path)
    warmup = warm_up(window, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.waitUntil(lambda: bool(warmup.error), timeout=10_000)
    assert "no memory" in warmup.label.toolTip()


def test_real_prepare_reports_progress_and_readies_hints():
    import pytest

    pytest.importorskip("solver.tables.play")
    seen = []
    solver_bridge.prepare_hints(Variant(3, "line"), lambda text, f: seen.append((text, f)))
    assert solver_bridge.hints_ready(Variant(3, "line"))
    assert all(-1.0 <= f <= 1.0 for _text, f in seen)


def test_a_quick_load_shows_nothing(qtbot, tmp_path, monkeypatch):
    loaded = []
    monkeypatch.setattr(solver_bridge, "hints_ready", lambda variant: variant in loaded)
    monkeypatch.setattr(solver_bridge, "prepare_hints", lambda v, progress=None: loaded.append(v))
    window = make_window(qtbot, tmp_path)
    before = window.message
    warmup = warm_up(window, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.waitUntil(lambda: warmup.done, timeout=10_000)
    assert len(loaded) == 3 and not warmup.isVisible() and window.message == before
