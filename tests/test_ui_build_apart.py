"""A hint whose fair-play table is neither shipped nor cached: the table is built in a child
process (ui/solver_apart), the window shows its progress and then the exact values."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from solitaire.game import Game
from solitaire.variant import Variant
from tests.ui_helpers import make_window


def test_hint_for_an_unshipped_variant_is_built_apart(qtbot, tmp_path, monkeypatch):
    pytest.importorskip("numba")
    from solver.tables import service
    from solver.tables.build import solve
    from solver.tables.values import FairPlayTable

    monkeypatch.setenv("TRAX_SOLITAIRE_CACHE_DIR", str(tmp_path / "empty-cache"))
    variant = Variant(2, "line")  # not shipped (solver/tables/shipped.py)
    monkeypatch.setattr(service, "LOADED", {})  # nothing in memory, for this test only

    def no_build_here(*args: object) -> None:
        raise AssertionError("the table was built in the app's own process")

    monkeypatch.setattr(service, "_build", no_build_here)
    assert not service.is_stored(variant, 1)
    window = make_window(qtbot, tmp_path)
    window.start_game(Game.from_number(variant, 7))
    assert window.session.lookahead == 1
    shown: list[tuple[str, float, str, int]] = []
    window.runner.progress.connect(
        lambda message, fraction: shown.append(
            (message, fraction, window.message, window.solver.busy.value())
        )
    )
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.session.hints is not None, timeout=120_000)

    preparing = [s for s in shown if s[0].startswith("Preparing hints for 2x2 line")]
    assert preparing and all(message == status for message, _f, status, _v in preparing)
    assert any(message.endswith(" s)") for message, *_ in preparing)  # seconds while it builds
    last_message, last_fraction, _status, bar = preparing[-1]
    assert "working out every move's chance" in last_message
    assert last_fraction == 1.0 and bar == 1000
    assert service.cache_path(variant, 1).is_file()  # the child left it in the disk cache

    fresh = solve(variant)  # the table built here, outside the app's way in
    table = FairPlayTable(variant, 1, fresh.codes, fresh.offsets, fresh.w0)
    expected = sorted(table.move_values(window.position), key=lambda item: -item[1])
    assert [(str(p.move), v) for p, v in window.session.hints] == [
        (str(p.move), v) for p, v in expected
    ]


def test_a_cancelled_build_stops_its_child(tmp_path, monkeypatch):
    import subprocess
    import threading

    from solitaire.deal import deal_from_number
    from solitaire.position import Position
    from solver.tables import service
    from ui.common import solver_apart, solver_bridge

    monkeypatch.setenv("TRAX_SOLITAIRE_CACHE_DIR", str(tmp_path / "empty-cache"))
    monkeypatch.setenv(service.SHIPPED_ENV_VAR, "0")  # 4x4 line: seconds to build
    monkeypatch.setattr(service, "LOADED", {})
    variant = Variant(4, "line")
    children: list[subprocess.Popen] = []

    class Recorded(subprocess.Popen):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            children.append(self)

    monkeypatch.setattr(solver_apart.subprocess, "Popen", Recorded)
    cancel, messages = threading.Event(), []

    def progress(message: str, fraction: float) -> None:
        messages.append(message)
        if children:
            cancel.set()  # Stop, as soon as the child runs

    position = Position(variant, deal_from_number(4, 7))
    with pytest.raises(solver_bridge.Cancelled):
        solver_bridge.hint_values(variant, position, progress, 1, cancel)
    assert len(children) == 1 and children[0].poll() is not None  # stopped, not left running
    assert any(m.startswith("Preparing hints for 4x4 line") for m in messages)
    assert not service.cache_path(variant, 1).exists()
