"""Any screen, any scale (issue 24): the whole window, frame included, fits an 800x600 screen
(and an 800x578 one) with nothing cut; at twice the scale (QT_SCALE_FACTOR=2 on a 1600x1200
screen) and with a large font nothing is cut or overlaps. Each screen is a fresh process
(tests/screen_probe.py) on Qt's offscreen platform given that screen; the grabs it saves are
kept in the test's folder to look at."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QScreen

from tests.screen_run import run_on_screen
from tests.ui_helpers import prefs
from ui.app.screen_fit import FRAME

ROOT = Path(__file__).resolve().parents[1]
STATES = ("game", "tutorial", "tutorial left, game won")


def run_probe(tmp_path: Path, screen: tuple[int, int], scale: int = 1, font: float = 1.0):
    return run_on_screen("tests.screen_probe", [str(tmp_path), str(font)], tmp_path, screen, scale)


@pytest.mark.parametrize(
    ("screen", "scale", "font"),
    [((800, 600), 1, 1.0), ((800, 578), 1, 1.0), ((1600, 1200), 2, 1.0), ((800, 600), 1, 1.5)],
    ids=["800x600", "800x578", "1600x1200-scale-2", "800x600-large-font"],
)
def test_the_window_fits_the_screen_with_nothing_cut(tmp_path, screen, scale, font):
    report = run_probe(tmp_path, screen, scale, font)
    logical = (screen[0] // scale, screen[1] // scale)
    assert report["ratio"] == scale
    assert tuple(report["screen"][2:]) == logical
    assert report["fits"], report  # the frame too, within the screen's free area
    x, y, width, height = report["framed"]
    assert x >= 0 and y >= 0 and x + width <= logical[0] and y + height <= logical[1]
    for state in STATES:
        assert report["problems"][state] == [], (state, report["problems"][state])
        assert (tmp_path / f"{state.replace(' ', '-').replace(',', '')}.png").stat().st_size


def test_the_window_leaves_room_for_its_frame(qtbot, tmp_path, monkeypatch):
    """Before the window manager has framed it, the window takes the screen's free area less a
    usual title bar and borders: frame and all, it is on the screen."""
    from ui.app.window.main_window import MainWindow

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 800, 600))
    window = MainWindow(prefs=prefs(), stats_path=tmp_path / "stats.sqlite3")
    qtbot.addWidget(window)
    assert window.width() + FRAME.left() + FRAME.right() <= 800
    assert window.height() + FRAME.top() + FRAME.bottom() <= 600
    assert FRAME.top() >= 30  # a title bar's height
