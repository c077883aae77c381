"""Shared helpers for the tests that run the real command line in its own process."""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

from tests.conftest import REPO_ROOT


def run(
    *argv: str, env: dict[str, str] | None = None, timeout: float = 120, **kwargs: Any
) -> subprocess.CompletedProcess:
    """`python -m ui ARGV...` from the repository, `env` over the environment; both outputs
    captured as text unless `stdout` is given."""
    if "stdout" not in kwargs:
        kwargs["capture_output"] = True
    return subprocess.run(
        [sys.executable, "-m", "ui", *argv],
        text=True,
        cwd=REPO_ROOT,
        env={**os.environ, **(env or {})},
        timeout=timeout,
        check=False,
        **kwargs,
    )


def one_line(stderr: str) -> str:
    """The one line a failing command writes on stderr (never a traceback)."""
    assert "Traceback" not in stderr, stderr
    lines = stderr.splitlines()
    assert len(lines) == 1, stderr
    return lines[0]


def sigint_default() -> None:
    """A child's preexec_fn: Ctrl+C not ignored, as for a terminal's foreground command (a suite
    started in the background, `... &`, passes SIGINT ignored to every child)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def children(pid: int) -> list[int]:
    """The process IDs of a running process's children (/proc/PID/task/*/children)."""
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(OSError):
            found += [int(c) for c in (task / "children").read_text().split()]
    return found


def cpu_seconds(pid: int) -> float:
    """The CPU time a running process has used so far (user and system, /proc/PID/stat)."""
    fields = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """Every subcommand's parser below `parser`, by its prog ("trax-solitaire hint"): what the
    command reference and the man page must each name."""
    found = {}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                found[sub.prog] = sub
                found.update(commands(sub))
    return found
