"""The whole window, frame included, on an 800x600 screen with a real window manager (issue 24):
the app runs under Xvfb with Openbox, which draws a title bar and borders; the frame's extents
are read as a desktop reads them (_NET_FRAME_EXTENTS, with xprop) and the window's place and
size with xwininfo, and the frame and all must lie on the screen. A picture of the screen is kept
in the test's folder (screen-800x600.png), to look at."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.test_atspi_board import _stop, start_app, start_screen

ROOT = Path(__file__).resolve().parents[1]
SCREEN = (800, 600)
WAIT = 60.0  # seconds for the window to show and the frame to be drawn (a loaded machine)
TOOLS = {"Xvfb": "xvfb", "openbox": "openbox", "xprop": "x11-utils", "xwininfo": "x11-utils"}
MISSING = [f"{tool} ({TOOLS[tool]})" for tool in TOOLS if shutil.which(tool) is None]

pytestmark = pytest.mark.skipif(
    bool(MISSING), reason=f"not installed: {', '.join(MISSING)} (apt-get install them)"
)


def _window_id(env: dict[str, str]) -> str | None:
    """The app's top-level window, as Openbox manages it (from the client list)."""
    out = subprocess.run(
        ["xprop", "-root", "_NET_CLIENT_LIST"], env=env, capture_output=True, text=True, timeout=10
    ).stdout
    ids = re.findall(r"0x[0-9a-f]+", out)
    for wid in ids:
        name = subprocess.run(
            ["xprop", "-id", wid, "WM_NAME"], env=env, capture_output=True, text=True, timeout=10
        ).stdout
        if "3x3 line" in name:
            return wid
    return None


def _extents(env: dict[str, str], wid: str) -> tuple[int, int, int, int] | None:
    out = subprocess.run(
        ["xprop", "-id", wid, "_NET_FRAME_EXTENTS"],
        env=env,
        capture_output=True,
        text=True,
        timeout=10,
    ).stdout
    found = re.findall(r"\d+", out.partition("=")[2])
    if len(found) != 4:
        return None
    left, right, top, bottom = (int(n) for n in found)
    return left, right, top, bottom


def _geometry(env: dict[str, str], wid: str) -> tuple[int, int, int, int]:
    out = subprocess.run(
        ["xwininfo", "-id", wid], env=env, capture_output=True, text=True, timeout=10
    ).stdout

    def field(name: str) -> int:
        return int(re.search(rf"{name}:\s+(-?\d+)", out).group(1))  # type: ignore[union-attr]

    return (
        field("Absolute upper-left X"),
        field("Absolute upper-left Y"),
        field("Width"),
        field("Height"),
    )


def _start_openbox(env: dict[str, str], log: Path) -> subprocess.Popen:
    with log.open("w") as out:
        return subprocess.Popen(
            ["openbox", "--sm-disable"], env=env, start_new_session=True, stdout=out, stderr=out
        )


def _turned_away(log: Path) -> bool:
    """Openbox ended because the X server turned it away (seen on a loaded machine although a
    client was served just before): it is started again. Any other end fails the test."""
    return "Failed to open the display" in log.read_text()


def test_the_framed_window_fits_an_800x600_screen(tmp_path: Path) -> None:
    started: list[subprocess.Popen] = []
    try:
        width, height = SCREEN
        env = {**os.environ, "DISPLAY": start_screen(SCREEN, started)}
        wm_log = tmp_path / "openbox.log"
        wm, wm_starts = _start_openbox(env, wm_log), 1
        started.append(wm)
        env.update(QT_QPA_PLATFORM="xcb", PYTHONPATH=str(ROOT))
        app = start_app(env, "--size", "3", "--goal", "line", "--number", "7")
        started.append(app)
        end, framed = time.monotonic() + WAIT, None
        while time.monotonic() < end and framed is None:
            assert app.poll() is None, app.stderr.read() if app.stderr else ""
            if wm.poll() is not None and wm_starts < 3 and _turned_away(wm_log):
                wm, wm_starts = _start_openbox(env, wm_log), wm_starts + 1
                started.append(wm)
            wid = _window_id(env)
            extents = _extents(env, wid) if wid else None
            if wid and extents and extents[2] > 0:  # the title bar is drawn
                framed = wid, extents
            else:
                time.sleep(0.25)
        seen = subprocess.run(
            ["xprop", "-root"], env=env, capture_output=True, text=True, timeout=10
        ).stdout
        assert framed is not None, (
            f"no framed window within a minute: openbox {wm.poll()}, "
            f"log {wm_log.read_text()!r}, wid {wid}, extents {extents}\n{seen}"
        )
        time.sleep(1.0)  # the app fits itself once it knows its frame
        wid, (left, right, top, bottom) = framed
        x, y, inner_width, inner_height = _geometry(env, wid)
        outer = (x - left, y - top, inner_width + left + right, inner_height + top + bottom)
        grab = "from PySide6.QtGui import QGuiApplication as A; a = A([]); "
        grab += f"a.primaryScreen().grabWindow(0).save({str(tmp_path / 'screen-800x600.png')!r})"
        subprocess.run([sys.executable, "-c", grab], env=env, timeout=60, check=False)
        assert outer[0] >= 0 and outer[1] >= 0, outer
        assert outer[0] + outer[2] <= width and outer[1] + outer[3] <= height, (outer, SCREEN)
        assert top >= 10, "a real title bar was drawn"  # not the offscreen case, frameless
    finally:
        for process in reversed(started):
            _stop(process)
