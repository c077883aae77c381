"""The app starts from the command line, shows a painted window, and quits (its start-up time
is measured by benchmarks/bench_startup.py, never asserted here)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_app_starts_and_paints(tmp_path):
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        TRAX_SOLITAIRE_STARTUP_PROBE="1",
        TRAX_SOLITAIRE_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        PYTHONPATH=str(ROOT) + os.pathsep + env.get("PYTHONPATH", ""),
    )
    code = "from ui.cli import main; raise SystemExit(main([]))"
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    # The window painted and said so (how soon is benchmarks/bench_startup.py's to measure).
    seconds = float(result.stdout.split("startup-seconds ")[1].split()[0])
    assert seconds > 0
