"""A probe module run in a fresh process on an offscreen screen of a given size and scale (Qt's
offscreen platform with a screen configuration file): the JSON it prints last is its report.
Used by tests/test_ui_screens.py (tests.screen_probe) and tests/test_ui_dialog_screens.py
(tests.dialog_probe)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_on_screen(
    module: str,
    args: list[str],
    tmp_path: Path,
    screen: tuple[int, int],
    scale: int = 1,
    env: dict[str, str] | None = None,
) -> dict:
    """Run `python -m module ARGS` on a `screen` (width, height) at `scale`; its report."""
    config = tmp_path / "screen.json"
    width, height = screen
    shape = {"name": "probe", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"screens": [{**shape, "logicalDpi": 96, "dpr": 1}]}))
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "QT_SCALE_FACTOR": str(scale),
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
        **(env or {}),
    }
    done = subprocess.run(
        [sys.executable, "-m", module, *args],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])
