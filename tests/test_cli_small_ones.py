"""Issue 33, item 5, through the real command: a long bad value cut in the one line; with
stderr closed the line goes nowhere (never to stdout); a cache folder that cannot be one is
named with the variable that moves it, and a private folder keeps the cache meanwhile; a
damaged fair-play table that `odds` does not rebuild is said so (and a hint rebuilds it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli_helpers import one_line, run
from tests.conftest import REPO_ROOT
from ui.cli.args import SHOWN_VALUE, clipped

LONG = "x" * 100_000
DEAL2 = "NS NE NE SW"


@pytest.mark.parametrize(
    "argv",
    [
        ["show", "--size", LONG],
        ["history", "--variant", LONG],
        ["puzzles", LONG],
        ["show", "--goal", LONG],
        ["deal", LONG],
    ],
    ids=["size", "variant", "choice", "goal", "unrecognized"],
)
def test_a_100_kb_bad_value_is_cut_in_the_one_line(argv: list[str]) -> None:
    result = run(*argv, timeout=60)
    line = one_line(result.stderr)
    assert result.returncode == 2 and result.stdout == ""
    assert "x" * SHOWN_VALUE + "..." in line and "x" * (SHOWN_VALUE + 1) not in line
    assert len(line) < 300, line


def test_clipped_keeps_short_values_and_paths_whole() -> None:
    path = "/a/folder/" + "p" * 150 + "/statistics.sqlite3"
    assert clipped(f"Statistics file {path}: is damaged") == f"Statistics file {path}: is damaged"
    assert clipped("not 'xyz'") == "not 'xyz'"
    cut = clipped(f"bad deal {'NS ' * 1000!r} here")
    assert cut.endswith("...' here") and len(cut) < 100


@pytest.mark.parametrize(
    "argv", [["show", "--size", "x"], ["./no-such-game.trax"], ["deal", "--nope"]]
)
def test_with_stderr_closed_the_bad_input_line_goes_nowhere(argv: list[str]) -> None:
    script = f"exec {sys.executable} -m ui {' '.join(repr(word) for word in argv)} 2>&-"
    result = subprocess.run(
        ["sh", "-c", script], capture_output=True, text=True, cwd=REPO_ROOT, timeout=60
    )
    assert result.returncode == 2 and result.stdout == "" and result.stderr == ""


def _fallback(tmp: Path) -> Path:
    uid = os.getuid() if hasattr(os, "getuid") else 0
    return tmp / f"trax-solitaire-cache-{uid}"


def test_a_cache_folder_that_is_a_file_is_named_and_the_figure_is_kept_elsewhere(
    tmp_path: Path,
) -> None:
    blocker = tmp_path / "cache-file"
    blocker.write_text("a file where the cache folder should be")
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = {"TRAX_SOLITAIRE_CACHE_DIR": str(blocker / "sub"), "TMPDIR": str(tmp)}
    first = run("exact-solvable", "--size", "2", env=env, timeout=300)
    assert first.returncode == 0, first.stderr
    line = one_line(first.stderr)
    assert line.startswith(f"trax-solitaire: cache folder {blocker / 'sub'} cannot be used")
    assert f"{blocker} is a file" in line and "TRAX_SOLITAIRE_CACHE_DIR moves it" in line
    assert f"kept in {_fallback(tmp)} meanwhile" in line and "cache file" not in line
    (entry,) = _fallback(tmp).glob("exact-2x2-line-*.json")
    kept = entry.stat().st_ino
    again = run("exact-solvable", "--size", "2", env=env, timeout=300)
    assert again.returncode == 0 and again.stdout == first.stdout
    assert one_line(again.stderr) == line
    assert entry.stat().st_ino == kept  # read, not worked out and written again


def test_odds_says_a_damaged_fair_play_table_is_not_rebuilt_and_a_hint_rebuilds_it(
    tmp_path: Path,
) -> None:
    env = {"TRAX_SOLITAIRE_CACHE_DIR": str(tmp_path), "TRAX_SOLITAIRE_SHIPPED_TABLES": "0"}
    built = run("hint", "--size", "2", "--deal", DEAL2, env=env, timeout=300)
    assert built.returncode == 0, built.stderr
    table = tmp_path / "fairplay-2x2-line-la1-rules1.npz"
    data = bytearray(table.read_bytes())
    data[len(data) // 2] ^= 0xFF
    table.write_bytes(bytes(data))
    odds = run("odds", "--size", "2", env=env, timeout=300)
    assert odds.returncode == 0 and "49/64 exactly" in odds.stdout
    line = one_line(odds.stderr)
    assert f"moved to {table.name}.damaged, not needed here (the next hint builds it" in line
    assert "rebuilding it" not in line and not table.exists()  # as said: not rebuilt
    again = run("hint", "--size", "2", "--deal", DEAL2, env=env, timeout=300)
    assert again.returncode == 0 and again.stderr == "" and again.stdout == built.stdout
    assert table.exists()  # the next hint built it again, as said
