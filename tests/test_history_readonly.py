"""`history` reads and writes nothing, even with a -wal file beside the statistics (issue 33):
SQLite opens such a database in WAL mode and makes a -shm file for it, read-only or not. The
command reads a private copy then, and shows the games the -wal holds, as the app would."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from tests.cli_helpers import run
from ui.data.statistics import FILE_NAME, StatisticsStore

DEAL = "NS NE NE SW NS NS NE NE SW"


def digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}


def history_games(folder: Path) -> list[dict]:
    result = run("history", "--json", env={"TRAX_SOLITAIRE_DATA_DIR": str(folder)}, timeout=60)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    return json.loads(result.stdout)["games"]


@pytest.fixture
def data(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    with StatisticsStore(folder / FILE_NAME) as store:
        store.record_game("3x3 line", True, 1, 9, DEAL, seconds=61.5)
        store.record_game("3x3 line", False, 0, 4, DEAL, 17, seconds=30)
    return folder


@pytest.mark.parametrize("stray", [b"\x00" * 100, b"not a wal" * 1000, b""])
def test_a_stray_wal_file_makes_no_shm_file(data: Path, stray: bytes) -> None:
    (data / f"{FILE_NAME}-wal").write_bytes(stray)
    before = digest(data)
    assert [game["result"] for game in history_games(data)] == ["won", "lost"]
    assert digest(data) == before  # no -shm, the -wal as it was


def test_the_games_a_wal_file_holds_are_shown_and_it_is_left_as_it_is(
    data: Path, tmp_path: Path
) -> None:
    """A -wal with a committed game, as a writer in WAL mode killed before its checkpoint
    leaves it: history shows that game too, as the app (which takes it in) does."""
    writer = sqlite3.connect(data / FILE_NAME, isolation_level=None)
    writer.execute("PRAGMA journal_mode = WAL")
    writer.execute("PRAGMA wal_autocheckpoint = 0")
    writer.execute(
        "INSERT INTO games (finished_at, variant, deal, source, result, hints, moves) "
        f"VALUES ('2026-01-02T10:00:00+00:00', '3x3 line', '{DEAL}', 'random', 'stuck', 0, 3)"
    )
    found = tmp_path / "found"  # the files as the killed writer left them
    found.mkdir()
    for name in (FILE_NAME, f"{FILE_NAME}-wal"):
        shutil.copyfile(data / name, found / name)
    writer.close()
    assert os.path.getsize(found / f"{FILE_NAME}-wal") > 0
    before = digest(found)
    assert [game["result"] for game in history_games(found)] == ["won", "lost", "stuck"]
    assert digest(found) == before
    with StatisticsStore(found / FILE_NAME) as store:
        assert [game.result for game in store.games()] == ["won", "lost", "stuck"]
