"""The board through the real accessibility bus: the app runs under Xvfb with a D-Bus session
and the AT-SPI registry, and a player who reads only the AT-SPI tree (Debian's python3-pyatspi,
tests/atspi_player.py) and presses keys (xdotool) finds every cell by name, plays a 3x3 game to
its end, gets a hint, is refused, and hears every change announced.

Skipped, with the reason, only where those system tools are absent; .ci/run installs them."""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from solitaire.deal import parse_deal
from solitaire.position import Position
from solitaire.variant import Variant
from tests.ui_helpers import WIN_DEAL, WIN_MOVES

ROOT = Path(__file__).resolve().parents[1]
LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
SYSTEM_PYTHON = Path("/usr/bin/python3")
START_WAIT = 20.0  # seconds for Xvfb or the bus to say where it is
GAME_WAIT = 300  # seconds for the whole game, hint included (every step has its own deadline)


def _missing() -> str | None:
    for tool in ("Xvfb", "dbus-daemon", "xdotool"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (apt-get install xvfb dbus-daemon xdotool)"
    if not LAUNCHER.exists():
        return "at-spi-bus-launcher is not installed (apt-get install at-spi2-core)"
    probe = [str(SYSTEM_PYTHON), "-c", "import pyatspi"]
    if not SYSTEM_PYTHON.exists() or subprocess.run(probe, capture_output=True).returncode:
        return "Debian's python3-pyatspi is not installed (apt-get install python3-pyatspi)"
    return None


pytestmark = pytest.mark.skipif(_missing() is not None, reason=str(_missing()))


def _read_line(stream, what: str) -> str:  # noqa: ANN001
    ready, _, _ = select.select([stream], [], [], START_WAIT)
    if not ready:
        raise TimeoutError(f"{what} did not start within {START_WAIT:.0f} s")
    return stream.readline().strip()


def start_screen(size: tuple[int, int], started: list[subprocess.Popen]) -> str:
    """An Xvfb screen of `size` (its process added to `started`); its DISPLAY name."""
    read, write = os.pipe()
    screen = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "{}x{}x24".format(*size)]
        + ["-nolisten", "tcp"],
        pass_fds=(write,),
        start_new_session=True,
        stderr=subprocess.DEVNULL,
    )
    started.append(screen)
    os.close(write)
    with os.fdopen(read) as display:
        name = ":" + _read_line(display, "Xvfb")
    # Said ready, but on a loaded machine a first client may still be turned away (Qt then
    # cannot load its xcb platform): wait until a client is served.
    if shutil.which("xprop"):
        end = time.monotonic() + START_WAIT
        probe = ["xprop", "-display", name, "-root", "_NET_SUPPORTED"]
        while subprocess.run(probe, capture_output=True, timeout=10).returncode != 0:
            if time.monotonic() > end:
                raise TimeoutError(f"Xvfb on {name} served no client within {START_WAIT:.0f} s")
            time.sleep(0.2)
    return name


def _stop(process: subprocess.Popen) -> None:
    """End a process this test started, and every process it started (its own group)."""
    if process.poll() is None:
        try:
            os.killpg(process.pid, signal.SIGTERM)
            process.wait(timeout=5)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=5)
    else:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)  # children left behind


@pytest.fixture
def bus(tmp_path: Path) -> Iterator[dict[str, str]]:
    """A screen (Xvfb), a D-Bus session and the AT-SPI bus: the environment to run in."""
    started: list[subprocess.Popen] = []
    try:
        env = {**os.environ, "DISPLAY": start_screen((1280, 900), started)}
        session = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", "--print-address=1"],
            stdout=subprocess.PIPE,
            text=True,
            start_new_session=True,
            env=env,
        )
        started.append(session)
        env["DBUS_SESSION_BUS_ADDRESS"] = _read_line(session.stdout, "dbus-daemon")
        started.append(
            subprocess.Popen(
                [str(LAUNCHER), "--launch-immediately"],
                start_new_session=True,
                env=env,
                stderr=subprocess.DEVNULL,
            )
        )
        env.update(
            QT_QPA_PLATFORM="xcb",
            QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
            QT_ACCESSIBILITY="1",
            PYTHONPATH=str(ROOT),
        )
        env.pop("NO_AT_BRIDGE", None)
        yield env
    finally:
        for process in reversed(started):
            _stop(process)


def start_app(env: dict[str, str], *words: str) -> subprocess.Popen:
    """`trax-solitaire WORDS` (the app) on env's screen, in a session of its own; started once
    more if its first start could not open the screen (the X server turned the client away:
    Qt names its platform plugins and exits)."""
    for _ in range(2):
        app = subprocess.Popen(
            [sys.executable, "-m", "ui", *words],
            cwd=ROOT,
            env=env,
            start_new_session=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            app.wait(timeout=5)  # still running after 5 s: the window is up or coming
        except subprocess.TimeoutExpired:
            return app
        said = app.stderr.read() if app.stderr else ""
        assert "platform plugin" in said, said[:2000]  # any other exit is the app's own fault
    raise AssertionError(f"the app could not open the screen twice: {said[:2000]}")


def _play(bus: dict[str, str]) -> tuple[dict, str]:
    """One game through the bus: the player's report and what the app wrote on stderr."""
    app = start_app(bus, "--size", "3", "--goal", "line", "--deal", WIN_DEAL)
    try:
        player = subprocess.run(
            [str(SYSTEM_PYTHON), str(ROOT / "tests" / "atspi_player.py"), json.dumps(WIN_MOVES)],
            env={k: v for k, v in bus.items() if k != "PYTHONPATH"},
            capture_output=True,
            text=True,
            timeout=GAME_WAIT,
        )
    finally:
        _stop(app)
    assert player.returncode == 0, player.stderr
    return json.loads(player.stdout), app.stderr.read() if app.stderr else ""


def test_a_game_played_through_the_accessibility_bus(bus: dict[str, str]) -> None:
    report, errors = _play(bus)
    if str(report.get("error", "")).startswith("TimeoutError"):
        # A step that never came on a loaded machine (the X server or the bus lagging): the
        # game is played once more from the start; a wrong word or a second wait fails.
        report, errors = _play(bus)
    assert "error" not in report, (report["error"], report["said"], errors[:3000])
    said = [text for text, _ in report["said"]]

    # Every cell is found by name, with its value in words.
    start = dict(report["start"])
    assert len(report["start"]) == 25  # 5x5 cells the layout may reach; @0 alone is named
    assert start["@0"] == "empty; the tile in hand fits here as NS"
    assert start["a cell not next to the layout"].startswith("empty; Start in the middle")
    after = dict(report["after_first"])
    assert len(report["after_first"]) == 25
    ring = {"@0", "A0", "B0", "@1", "A1", "B1", "@2", "A2", "B2"}
    assert ring <= set(after), "the cells are renamed as the labels move with the frame"
    assert after["A1"] == "NS, white straight north to south, black straight east to west"
    assert after["B1"].startswith("empty; the tile in hand fits here as NE")
    assert report["hand"].startswith("NS, white straight north to south")
    assert report["hand_focusable"], "Tab reaches the tile in hand"
    # The board is a table a screen reader moves through by rows and columns (issue 32).
    table = report["table"]
    assert (table["rows"], table["columns"]) == (5, 5)
    assert table["names"][2][2] == "@0"
    assert table["places"]["@0"] == [2, 2]
    table = report["table_after_first"]
    rows = {row[1] for row in table["names"]} | {row[2] for row in table["names"]}
    assert (
        "A1" in rows and table["names"][table["places"]["A1"][0]][table["places"]["A1"][1]] == "A1"
    )
    assert table["places"]["B1"][0] == table["places"]["A1"][0]  # B1 on A1's row, one column on
    assert table["places"]["B1"][1] == table["places"]["A1"][1] + 1
    assert report["next"].startswith("NE, white curve north to east")
    # Each move was played on the cell the player reached, which said the tile fits there.
    for (name, value), move in zip(report["values"], WIN_MOVES, strict=True):
        assert name == move.partition(":")[0]
        assert f"the tile in hand fits here as {move.partition(':')[2]}" in value
    # Focus followed the keyboard cursor onto each cell played.
    assert {move.partition(":")[0] for move in WIN_MOVES} <= set(report["focus"])
    # Every change said: each move, the refusal, the hint, the fills, the win.
    for move in WIN_MOVES:
        assert any(text.startswith(f"Played {move}") for text in said), move
    # The tile now in hand and the next one, after each move (issue 32).
    assert sum(text.startswith("In hand: ") for text in said) >= len(WIN_MOVES) - 1
    assert any(text.startswith("In hand: NE, white curve north to east") for text in said)
    assert "may not be turned" in report["refused"]
    assert report["hint"].startswith("Hint: ")
    assert report["hinted"], "cells show the hint's chance while it is shown"
    game = Position(Variant(3, "line"), parse_deal(WIN_DEAL, 3), WIN_MOVES)
    fills = [text for text in said if text.startswith("Forced fill at ")]
    assert len(fills) == sum(len(placement.fills) for placement in game.placements) > 0
    assert any(text.startswith(("Tile turned: now ", "Tile flipped: now ")) for text in said)
    assert report["won"].startswith("You won! One white line runs through every tile.")
    assert report["status"].startswith("You won!")
