"""Issue 26: `lessons` and `puzzles list` read the player's progress files: one of any size or
shape is read in bounded time and memory, and one that cannot be used is moved aside and said
in one line (never a traceback, never a silent move)."""

from __future__ import annotations

import resource
from pathlib import Path

import pytest

from tests.cli_helpers import one_line, run

COMMANDS = {
    "lessons": (["lessons", "--json"], "lesson-progress.json"),
    "puzzles list": (["puzzles", "list", "--json"], "puzzle-progress.json"),
}


def _damaged(folder: Path, name: str, how: str) -> Path:
    path = folder / name
    if how == "huge":  # 3 GB, sparse: no disk used, but a whole read would take its time
        with open(path, "wb") as handle:
            handle.write(b'{"finished": [], "solved": [], "pad": "')
            handle.truncate(3 << 30)
    elif how == "nested":
        path.write_text("[" * 200_000 + "]" * 200_000)
    else:
        path.write_text("{not json")
    return path


def _memory_bound() -> None:
    """A child's preexec_fn: 1 GB of address space, so reading the 3 GB file whole fails
    (what a time limit cannot tell apart from a loaded machine, memory can)."""
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


@pytest.mark.parametrize("command", sorted(COMMANDS))
@pytest.mark.parametrize("how", ["huge", "nested", "not json"])
def test_a_progress_file_that_cannot_be_used_is_moved_aside_and_said(
    tmp_path: Path, command: str, how: str
) -> None:
    argv, name = COMMANDS[command]
    path = _damaged(tmp_path, name, how)
    env = {"TRAX_SOLITAIRE_DATA_DIR": str(tmp_path)}
    result = run(*argv, env=env, timeout=120, preexec_fn=_memory_bound)
    assert result.returncode == 0, result.stderr
    assert result.stdout.lstrip().startswith(("{", "["))
    line = one_line(result.stderr)
    assert line.startswith(f"trax-solitaire{' lessons' if command == 'lessons' else ''}: ")
    assert str(path) in line
    assert not path.exists() and list(tmp_path.glob(f"{name}.damaged*"))
