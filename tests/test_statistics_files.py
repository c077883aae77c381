"""The statistics file under stress: locked, damaged, cut short, written by two processes.
Every case damages or locks a real file and checks that no game is lost and no file is
written into or deleted."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from ui.data.statistics import FILE_NAME, StatisticsError, StatisticsStore
from ui.data.statistics_pending import ROW_KEYS

DEAL = "NS ES NW EW EW SW NE NS ES"
ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / FILE_NAME


def pending_files(db: Path) -> list[Path]:
    return sorted(db.parent.glob(f"{db.name}.pending-*.json"))


def rows(db: Path) -> int:
    with sqlite3.connect(db) as connection:
        return connection.execute("SELECT COUNT(*) FROM games").fetchone()[0]


def lock(db: Path) -> sqlite3.Connection:
    """Another program holding the file: an exclusive lock, as a backup tool or a long write."""
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    return other


def test_a_locked_file_neither_blocks_nor_drops_the_game(db: Path) -> None:
    store = StatisticsStore(db)
    store.record_game("3x3 line", True, 0, 9, DEAL)
    other = lock(db)
    store.record_game("3x3 line", False, 1, 5, DEAL, result="conceded", seconds=42.0)
    store.record_game("4x4 loop", True, 0, 16, DEAL, number=7)
    assert store.pending == 2 and store.problem is not None and store.problem.busy
    (waiting,) = pending_files(db)  # kept on disk too, in case the app is closed now
    games = json.loads(waiting.read_text())["games"]
    assert [(g["result"], g["seconds"]) for g in games] == [("conceded", 42.0), ("won", 0.0)]
    assert store.flush_pending() == 2  # still locked: still waiting
    other.execute("ROLLBACK")
    other.close()
    assert store.flush_pending() == 0
    assert store.pending == 0 and store.problem is None and pending_files(db) == []
    assert [(g.variant, g.result) for g in store.games()] == [
        ("3x3 line", "won"),
        ("3x3 line", "conceded"),
        ("4x4 loop", "won"),
    ]
    store.close()


def test_the_next_game_writes_the_waiting_ones_first(db: Path) -> None:
    store = StatisticsStore(db)
    other = lock(db)
    store.record_game("3x3 line", False, 0, 5, DEAL, result="stuck")
    other.execute("ROLLBACK")
    other.close()
    store.record_game("3x3 line", True, 0, 9, DEAL)
    assert store.pending == 0 and [g.result for g in store.games()] == ["stuck", "won"]
    store.close()


def test_games_left_waiting_by_a_closed_app_are_written_by_the_next(db: Path) -> None:
    StatisticsStore(db).close()
    script = (
        "import sqlite3, sys; from pathlib import Path\n"
        "from ui.data.statistics import StatisticsStore, CLOSE_WAIT\n"
        "import ui.data.statistics as s; s.CLOSE_WAIT = 0.1\n"
        "db = Path(sys.argv[1]); other = sqlite3.connect(db, isolation_level=None)\n"
        "other.execute('BEGIN EXCLUSIVE')\n"
        "store = StatisticsStore(db)\n"
        "for n in range(3): store.record_game('3x3 line', True, 0, 9, 'NS EW', number=n)\n"
        "store.close()\n"
    )
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    subprocess.run([sys.executable, "-c", script, str(db)], check=True, env=env, cwd=ROOT)
    assert rows(db) == 0 and len(pending_files(db)) == 1  # the lock outlived the app
    with StatisticsStore(db) as store:  # the next start takes the games over
        assert [g.number for g in store.games()] == [0, 1, 2]
    assert pending_files(db) == []


def test_a_game_written_twice_is_stored_once(db: Path) -> None:
    # A crash between the database commit and the pending file's removal: the file remains.
    with StatisticsStore(db) as store:
        store.record_game("3x3 line", True, 0, 9, DEAL)
        (game,) = store._query("SELECT uid, finished_at FROM games")
    leftover = db.with_name(f"{db.name}.pending-999999999-deadbeef.json")
    values = (game[1], "3x3 line", DEAL, None, "random", "won", 0, 9, 0.0, None, None, None)
    row = dict(zip(ROW_KEYS, (*values, game[0]), strict=True))
    leftover.write_text(json.dumps({"format": 1, "games": [row]}))
    with StatisticsStore(db) as store:
        assert len(store.games()) == 1
    assert not leftover.exists()


def test_an_unreadable_pending_file_is_kept_aside(db: Path) -> None:
    StatisticsStore(db).close()
    leftover = db.with_name(f"{db.name}.pending-999999999-deadbeef.json")
    leftover.write_text("{half a file")
    with StatisticsStore(db) as store:
        assert store.games() == []
    (aside,) = db.parent.glob(f"{leftover.name}.damaged-*")
    assert aside.read_text() == "{half a file"


def _damage_pages(db: Path) -> bytes:
    """Write games over many pages, then overwrite the start of page 10 with garbage."""
    with StatisticsStore(db) as store:
        for number in range(400):
            store.record_game("4x4 loop", True, 0, 16, DEAL * 3, number=number)
    data = bytearray(db.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    assert len(data) >= 20 * page
    data[9 * page : 9 * page + 800] = b"\xa5" * 800
    db.write_bytes(bytes(data))
    return bytes(data)


def test_corrupt_pages_are_found_on_open_and_never_written(db: Path) -> None:
    damaged = _damage_pages(db)
    with pytest.raises(StatisticsError) as caught:
        StatisticsStore(db)
    assert caught.value.damaged
    assert db.read_bytes() == damaged  # opening did not write into it
    # The app keeps the session's games aside while the player decides.
    waiting = StatisticsStore.queue_only(caught.value)
    waiting.record_game("3x3 line", True, 0, 9, DEAL)
    assert waiting.pending == 1
    waiting.close()
    assert db.read_bytes() == damaged and len(pending_files(db)) == 1
    aside = StatisticsStore.quarantine(db)  # the player agreed
    assert aside.read_bytes() == damaged
    with StatisticsStore(db) as fresh:  # the waiting game goes into the new file
        assert [(g.variant, g.result) for g in fresh.games()] == [("3x3 line", "won")]
    assert pending_files(db) == []


def test_a_file_damaged_while_open_is_not_written_and_the_game_is_kept(db: Path) -> None:
    store = StatisticsStore(db)
    damaged = _damage_pages(db)
    store._connection.close()  # reconnecting (as after a locked open) checks every page
    store._connection = None
    with pytest.raises(StatisticsError) as caught:
        store.record_game("3x3 line", False, 0, 4, DEAL, result="abandoned")
    assert caught.value.damaged
    assert store.pending == 1 and db.read_bytes() == damaged
    store.record_game("3x3 line", True, 0, 9, DEAL)  # said once; still never written into
    assert store.pending == 2 and store.problem.damaged and db.read_bytes() == damaged
    store.close()
    StatisticsStore.quarantine(db)
    with StatisticsStore(db) as fresh:
        assert [g.result for g in fresh.games()] == ["abandoned", "won"]


WRITER = """
import sys
from pathlib import Path
from ui.data.statistics import StatisticsStore
db, count = Path(sys.argv[1]), int(sys.argv[2])
store = StatisticsStore(db)
print("ready", flush=True)
sys.stdin.readline()  # start together
queued = 0
for n in range(count):
    store.record_game("3x3 line", n % 3 != 0, 0, 9, "NS EW", number=n)
    queued += store.pending > 0
left = store.flush_pending(wait=30)
store.close()
print("queued", queued, "left", left, flush=True)
"""


def test_two_app_instances_recording_at_once_lose_nothing(db: Path) -> None:
    count = int(os.environ.get("TRAX_TWO_WRITERS_GAMES", "1500"))
    StatisticsStore(db).close()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(db), str(count)],
            cwd=ROOT,
            env=env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    for writer in writers:
        assert writer.stdout.readline().strip() == "ready"
    for writer in writers:
        writer.stdin.write("go\n")
        writer.stdin.flush()
    outputs = [writer.communicate(timeout=600)[0] for writer in writers]
    assert [writer.returncode for writer in writers] == [0, 0], outputs
    assert rows(db) == 2 * count
    with sqlite3.connect(db) as connection:
        numbers = connection.execute(
            "SELECT deal_number, COUNT(*) FROM games GROUP BY deal_number"
        ).fetchall()
    assert numbers == [(n, 2) for n in range(count)]
    assert pending_files(db) == []


def test_a_game_reported_twice_with_its_uid_counts_once(db: Path) -> None:
    for _ in range(2):  # e.g. two runs of the app reporting the same attempt
        with StatisticsStore(db) as store:
            store.record_game("3x3 line", True, 0, 9, DEAL, uid="attempt-5f3a")
            store.record_game("3x3 line", False, 0, 9, DEAL)
    with StatisticsStore(db) as store:
        assert [g.result for g in store.games()] == ["won", "lost", "lost"]
