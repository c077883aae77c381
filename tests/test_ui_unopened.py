"""A game file that cannot be opened (trax-solitaire FILE, as a file manager's double-click runs
it; issue 32): the reason on stderr and in a message box, then exit 2. The box is shown for
real on an X screen (Xvfb) and closed with a key (xdotool); skipped where those are missing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from ui.app.unopened import can_show_a_window, unopened_box

ROOT = Path(__file__).resolve().parents[1]
DAMAGED = "variant 3x3 line\ndeal NS NS\n"


def test_a_window_is_shown_only_where_someone_sees_it():
    assert can_show_a_window({"DISPLAY": ":1"}, "linux")
    assert can_show_a_window({"WAYLAND_DISPLAY": "wayland-0"}, "linux")
    assert not can_show_a_window({}, "linux")  # a terminal with no screen: stderr only
    assert not can_show_a_window({"DISPLAY": ":1", "QT_QPA_PLATFORM": "offscreen"}, "linux")
    assert not can_show_a_window({"QT_QPA_PLATFORM": "minimal:x=1"}, "win32")
    assert can_show_a_window({}, "win32") and can_show_a_window({}, "darwin")


def test_the_box_says_which_file_and_why(qtbot):
    box = unopened_box("bad.trax", "line 2: the deal has 2 tiles, a 3x3 game needs 9")
    qtbot.addWidget(box)
    box.show()
    assert box.windowTitle() == "Trax Solitaire"
    assert box.text() == "This game could not be opened."
    assert box.informativeText() == "bad.trax\n\nline 2: the deal has 2 tiles, a 3x3 game needs 9"
    assert box.icon() == QMessageBox.Icon.Warning
    assert [b.text() for b in box.buttons()] == ["Close"]


def _missing() -> str | None:
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (apt-get install xvfb xdotool)"
    return None


@pytest.mark.skipif(_missing() is not None, reason=str(_missing()))
def test_a_damaged_file_opened_by_double_click_is_said_in_a_window(tmp_path):
    from tests.test_atspi_board import _stop, start_screen

    bad = tmp_path / "bad.trax"
    bad.write_text(DAMAGED)
    started: list[subprocess.Popen] = []
    try:
        display = start_screen((1024, 768), started)
        env = {
            k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")
        }
        env.update(
            DISPLAY=display,
            PYTHONPATH=str(ROOT),
            TRAX_SOLITAIRE_DATA_DIR=str(tmp_path / "data"),
            XDG_CONFIG_HOME=str(tmp_path / "config"),
        )
        app = subprocess.Popen(
            [sys.executable, "-m", "ui", str(bad)],
            env=env,
            cwd=tmp_path,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            start_new_session=True,
        )
        started.append(app)
        find = ["xdotool", "search", "--onlyvisible", "--name", "Trax Solitaire"]
        shown: list[str] = []
        end = time.monotonic() + 120
        while not shown and app.poll() is None and time.monotonic() < end:
            found = subprocess.run(find, env=env, capture_output=True, text=True)
            shown = found.stdout.split()
            time.sleep(0.3)
        assert shown, f"no box was shown; exit {app.poll()}"
        box = shown[-1]
        subprocess.run(["xdotool", "windowfocus", "--sync", box], env=env, check=True)
        subprocess.run(["xdotool", "key", "Return"], env=env, check=True)  # Close
        out, err = app.communicate(timeout=60)
        assert app.returncode == 2
        lines = err.strip().splitlines()
        assert lines[0].startswith("trax-solitaire: ") and "Traceback" not in err, err
        assert out == ""
    finally:
        for process in reversed(started):
            _stop(process)
