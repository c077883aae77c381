"""Recording is idempotent per attempt: the statistics store holds each attempt's outcome once
(its first report), whichever store object, process or pending queue reports it again."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from ui.data.statistics import FILE_NAME, SCHEMA_VERSION, StatisticsStore
from ui.data.statistics_pending import ROW_KEYS

DEAL = "NS ES NW EW EW SW NE NS ES"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / FILE_NAME


def table(db: Path) -> list[tuple]:
    with sqlite3.connect(db) as connection:
        return connection.execute("SELECT id, attempt, result FROM games ORDER BY id").fetchall()


def test_an_attempt_reported_twice_is_stored_once_with_its_first_result(db: Path) -> None:
    with StatisticsStore(db) as store:
        assert store.attempt_result("a1") is None
        store.record_game("3x3 line", True, 0, 7, DEAL, attempt="a1")
        store.record_game("3x3 line", True, 0, 7, DEAL, attempt="a1")
        store.record_game("3x3 line", False, 0, 7, DEAL, result="abandoned", attempt="a1")
        assert store.attempt_result("a1") == "won"
        store.record_game("3x3 line", False, 0, 3, DEAL, result="abandoned", attempt="a2")
    with StatisticsStore(db) as store:  # the app started again: a new store, the same file
        assert store.attempt_result("a1") == "won"
        store.record_game("3x3 line", True, 0, 7, DEAL, attempt="a1")
        assert store.summary("3x3 line").won == 1
    assert [row[1:] for row in table(db)] == [("a1", "won"), ("a2", "abandoned")]


def test_games_without_an_attempt_id_are_all_kept(db: Path) -> None:
    with StatisticsStore(db) as store:
        for _ in range(3):
            store.record_game("3x3 line", True, 0, 7, DEAL)
    assert [row[1] for row in table(db)] == [None, None, None]


def test_a_waiting_attempt_is_known_and_not_queued_twice(db: Path) -> None:
    StatisticsStore(db).close()
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    store = StatisticsStore(db)
    store.record_game("3x3 line", True, 0, 7, DEAL, attempt="a1")
    store.record_game("3x3 line", True, 0, 7, DEAL, attempt="a1")
    assert store.pending == 1 and store.attempt_result("a1") == "won"
    other.execute("ROLLBACK")
    other.close()
    assert store.flush_pending() == 0
    store.close()
    assert [row[1:] for row in table(db)] == [("a1", "won")]


def _pending_file(db: Path, pid: int, attempt: str, uid: str, result: str) -> Path:
    """A queue left by another app instance (process `pid`, gone) holding one game."""
    values = ("2026-01-01T00:00:00+00:00", "3x3 line", DEAL, None, "random", result, 0, 7, 1.0,
              None, None, None, uid)  # fmt: skip
    row = {**dict(zip(ROW_KEYS, values, strict=True)), "attempt": attempt}
    path = db.with_name(f"{db.name}.pending-{pid}-cafe{pid % 10000:04d}.json")
    path.write_text(json.dumps({"format": 1, "games": [row]}))
    return path


def test_the_same_attempt_queued_by_two_processes_is_stored_once(db: Path) -> None:
    # Two app instances both reported attempt a1 (one resumed the other's autosave) while the
    # file was locked; both queues are taken over by the next store.
    StatisticsStore(db).close()
    first = _pending_file(db, 999999991, "a1", "uid-one", "won")
    second = _pending_file(db, 999999992, "a1", "uid-two", "abandoned")
    with StatisticsStore(db) as store:
        assert store.attempt_result("a1") in ("won", "abandoned")
        store.record_game("3x3 line", False, 0, 7, DEAL, result="lost", attempt="a1")
        assert len(store.games()) == 1
    assert not first.exists() and not second.exists()
    assert len(table(db)) == 1


def _downgrade_to_schema_2(db: Path) -> None:
    with sqlite3.connect(db) as connection:
        connection.execute("DROP INDEX games_by_attempt")
        connection.execute("ALTER TABLE games DROP COLUMN attempt")
        connection.execute("ALTER TABLE games DROP COLUMN record")
        connection.execute("ALTER TABLE games DROP COLUMN lookahead")
        connection.execute("PRAGMA user_version = 2")


def test_a_schema_2_file_gains_the_attempt_column_and_keeps_every_row(db: Path) -> None:
    with StatisticsStore(db) as store:
        for number in range(4):
            store.record_game("3x3 line", number % 2 == 0, 1, 7, DEAL, number)
    _downgrade_to_schema_2(db)
    with sqlite3.connect(db) as connection:
        before = connection.execute("SELECT * FROM games ORDER BY id").fetchall()
        assert "attempt" not in {row[1] for row in connection.execute("PRAGMA table_info(games)")}
    with StatisticsStore(db) as store:
        assert store.summary("3x3 line").played == 4
        store.record_game("3x3 line", True, 0, 7, DEAL, attempt="a1")
        store.record_game("3x3 line", True, 0, 7, DEAL, attempt="a1")
    with sqlite3.connect(db) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 6
        after = connection.execute("SELECT * FROM games ORDER BY id").fetchall()
        indexes = [row[1] for row in connection.execute("PRAGMA index_list(games)")]
    # The rows keep every value; attempt and record (new columns) are NULL, lookahead is 1.
    assert [row[:-3] for row in after[:4]] == before
    assert [row[-3:] for row in after[:4]] == [(None, None, 1)] * 4
    assert len(after) == 5 and after[4][-3] == "a1"
    assert "games_by_attempt" in indexes
