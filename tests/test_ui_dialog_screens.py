"""Every dialog on a small and on a high-DPI screen (issue 32): New game, Preferences, Puzzles,
About, Help, Statistics and Review, each opened as its menu opens it, on an 800x600 screen and
at twice the scale on a 1920x1080 one (960x540 logical pixels), in English and in Italian: each
fits on the screen with a usual frame, no text is cut and no widget covers another's text.
Each case is a fresh process (tests/dialog_probe.py) on Qt's offscreen platform given that
screen; the grabs it saves are kept in the test's folder to look at."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DIALOGS = {"new-game", "preferences", "puzzles", "about", "help", "statistics", "review"}


def run_probe(tmp_path: Path, screen: tuple[int, int], scale: int, language: str) -> dict:
    config = tmp_path / "screen.json"
    width, height = screen
    shape = {"name": "probe", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"screens": [{**shape, "logicalDpi": 96, "dpr": 1}]}))
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "QT_SCALE_FACTOR": str(scale),
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
        "TRAX_SOLITAIRE_DATA_DIR": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    done = subprocess.run(
        [sys.executable, "-m", "tests.dialog_probe", str(tmp_path), language],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize(
    ("screen", "scale"), [((800, 600), 1), ((1920, 1080), 2)], ids=["800x600", "1920x1080-scale-2"]
)
def test_every_dialog_fits_with_nothing_cut_or_covered(tmp_path, screen, scale, language):
    report = run_probe(tmp_path, screen, scale, language)
    assert set(report) == DIALOGS
    for name, seen in report.items():
        assert seen["on_screen"], (name, seen["framed"], seen["size"])
        assert seen["problems"] == [], (name, seen["problems"])
        assert (tmp_path / f"{name}.png").stat().st_size
    if language == "it":
        assert report["review"]["title"].startswith("Revisione")
