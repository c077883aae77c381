"""Each finished game's record kept in the statistics (schema 4): written, read back, carried by
the pending queue of a locked file, and added by the migration of a schema-3 file."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from solitaire.deal import parse_deal
from solitaire.game import Game
from solitaire.record import format_record, parse_full_record
from solitaire.variant import Variant
from tests.ui_helpers import WIN_DEAL, WIN_MOVES
from ui.data.statistics import FILE_NAME, SCHEMA_VERSION, StatisticsStore
from ui.data.statistics_queries import GameRecord

# The schema-3 file exactly as the schema-3 store made it (ui/data/statistics_schema.py before
# schema 4: its CREATE script, with SOURCES and RESULTS spelled out).
SCHEMA_3 = """
CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    finished_at TEXT    NOT NULL,
    variant     TEXT    NOT NULL,
    deal        TEXT    NOT NULL,
    deal_number INTEGER,
    source      TEXT    NOT NULL CHECK (source IN ('random', 'number', 'deal', 'daily', 'graded', 'puzzle')),
    result      TEXT    NOT NULL CHECK (result IN ('won', 'lost', 'stuck', 'conceded', 'abandoned')),
    hints       INTEGER NOT NULL CHECK (hints >= 0),
    moves       INTEGER NOT NULL CHECK (moves >= 0),
    seconds     REAL             CHECK (seconds >= 0),
    skill_loss  REAL,
    luck        REAL,
    puzzle      TEXT,
    uid         TEXT    UNIQUE,
    attempt     TEXT
);
CREATE INDEX games_by_variant ON games (variant, source, id);
CREATE UNIQUE INDEX games_by_attempt ON games (attempt);
PRAGMA user_version = 3;
"""  # noqa: E501
V3_ROWS = [
    ("2026-11-30T10:00:00+00:00", "3x3 line", WIN_DEAL, None, "random", "won", 0, 7, 31.5,
     0.0, 0.1, None, "u1", "a1"),
    ("2026-11-30T10:05:00+00:00", "3x3 line", WIN_DEAL, 12, "number", "lost", 2, 9, 40.0,
     0.2, -0.3, None, "u2", None),
    ("2026-11-30T10:09:00+00:00", "4x4 loop", WIN_DEAL + " NS NS NS NS NS NS NS", None,
     "daily", "abandoned", 0, 3, None, None, None, None, "u3", "a3"),
]  # fmt: skip
V3_COLUMNS = (
    "finished_at, variant, deal, deal_number, source, result, hints, moves, seconds, "
    "skill_loss, luck, puzzle, uid, attempt"
)


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / FILE_NAME


def won_record() -> str:
    game = Game(Variant(3), parse_deal(WIN_DEAL, 3))
    for move in WIN_MOVES:
        game.play(move)
    return format_record(game)


def test_a_games_record_is_kept_and_read_back(db: Path) -> None:
    text = won_record()
    with StatisticsStore(db) as store:
        store.record_game("3x3 line", True, 0, 7, WIN_DEAL, record=text)
        store.record_game("3x3 line", False, 0, 2, WIN_DEAL, result="abandoned")
    with StatisticsStore(db) as store:
        old, new = store.history("3x3 line", 10)
        assert (old.has_record, new.has_record) == (False, True)
        assert store.game_record(new.row_id) == text
        assert store.game_record(old.row_id) is None
        assert store.game_record(999) is None
    game, _ = parse_full_record(text)
    assert [str(m) for m in game.moves] == WIN_MOVES


def test_a_record_must_be_text(db: Path) -> None:
    with StatisticsStore(db) as store, pytest.raises(ValueError, match="text"):
        store.record_game("3x3 line", True, 0, 7, WIN_DEAL, record=b"move @0:NS")  # type: ignore[arg-type]
        assert store.games() == []


def make_schema_3(db: Path) -> None:
    """A schema-3 statistics file with three games, made by SQL as the schema-3 store did."""
    connection = sqlite3.connect(db, isolation_level=None)
    connection.executescript(f"BEGIN IMMEDIATE;{SCHEMA_3}COMMIT;")
    marks = ", ".join("?" * len(V3_ROWS[0]))
    connection.executemany(f"INSERT INTO games ({V3_COLUMNS}) VALUES ({marks})", V3_ROWS)
    connection.close()


def test_a_schema_3_file_keeps_its_rows_and_gains_the_record_column(db: Path) -> None:
    make_schema_3(db)
    with StatisticsStore(db) as store:
        games = store.games()
        assert [(g.variant, g.result, g.moves, g.seconds) for g in games] == [
            (row[1], row[5], row[7], row[8]) for row in V3_ROWS
        ]
        assert not any(g.has_record for g in games)
        assert store.attempt_result("a1") == "won" and store.attempt_result("a3") == "abandoned"
        store.record_game("3x3 line", True, 0, 7, WIN_DEAL, record=won_record(), attempt="a4")
        store.record_game("3x3 line", True, 0, 7, WIN_DEAL, record=won_record(), attempt="a1")
    with sqlite3.connect(db) as connection:
        assert connection.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 6
        columns = [row[1] for row in connection.execute("PRAGMA table_info(games)")]
        after = connection.execute(f"SELECT {V3_COLUMNS}, record FROM games ORDER BY id")
        after = after.fetchall()
    assert columns[-2:] == ["record", "lookahead"]
    assert [row[:-1] for row in after[:3]] == V3_ROWS  # every value kept
    assert [row[-1] for row in after[:3]] == [None] * 3  # old games have no record
    assert len(after) == 4 and after[3][-1] == won_record()  # a1 was counted already


def test_the_pending_queue_carries_the_record_until_the_file_is_free(db: Path) -> None:
    text = won_record()
    store = StatisticsStore(db)
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another program holds the file
    store.record_game("3x3 line", True, 0, 7, WIN_DEAL, record=text, attempt="a1")
    assert store.pending == 1
    (waiting,) = db.parent.glob(f"{db.name}.pending-*.json")
    assert json.loads(waiting.read_text())["games"][0]["record"] == text
    store._pending.close()  # the app ends without the file being freed: the queue stays
    other.execute("ROLLBACK")
    other.close()
    with StatisticsStore(db) as later:  # the next session writes what waited
        [game] = later.games()
        assert game.has_record and later.game_record(game.row_id) == text
    assert list(db.parent.glob(f"{db.name}.pending-*.json")) == []


def test_a_pending_file_of_an_older_version_without_records_is_still_written(db: Path) -> None:
    StatisticsStore(db).close()
    row = {
        "finished_at": "2026-11-30T10:00:00+00:00", "variant": "3x3 line", "deal": WIN_DEAL,
        "deal_number": None, "source": "random", "result": "won", "hints": 0, "moves": 7,
        "seconds": 3.0, "skill_loss": None, "luck": None, "puzzle": None, "uid": "u-old",
        "attempt": "a-old",
    }  # fmt: skip
    old = db.with_name(f"{db.name}.pending-999999991-abcd.json")
    old.write_text(json.dumps({"format": 1, "games": [row]}))
    with StatisticsStore(db) as store:
        [game] = store.games()
        assert isinstance(game, GameRecord) and not game.has_record
    assert not old.exists()


def test_a_pending_row_with_a_record_that_is_not_text_is_moved_aside(db: Path) -> None:
    StatisticsStore(db).close()
    row = {
        "finished_at": "2026-11-30T10:00:00+00:00", "variant": "3x3 line", "deal": WIN_DEAL,
        "deal_number": None, "source": "random", "result": "won", "hints": 0, "moves": 7,
        "seconds": 3.0, "skill_loss": None, "luck": None, "puzzle": None, "uid": "u-bad",
        "attempt": None, "record": 42,
    }  # fmt: skip
    bad = db.with_name(f"{db.name}.pending-999999993-abcd.json")
    bad.write_text(json.dumps({"format": 1, "games": [row]}))
    with StatisticsStore(db) as store:
        assert store.games() == []
    assert not bad.exists()
    assert list(db.parent.glob(f"{bad.name}.damaged-*"))


def test_history_json_and_csv_keep_their_schema_with_records(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from ui.cli import main
    from ui.data.statistics import default_path

    with StatisticsStore(default_path()) as store:
        store.record_game("3x3 line", True, 0, 7, WIN_DEAL, seconds=3.0, record=won_record())
    assert main(["history", "--json"]) == 0
    [game] = json.loads(capsys.readouterr().out)["games"]
    assert list(game) == [
        "variant", "deal", "number", "source", "puzzle", "result", "moves", "hints", "seconds",
        "finished_at", "lookahead",  # issue 16 added lookahead (docs/cli.md); no record text
    ]  # fmt: skip
    assert main(["history", "--csv"]) == 0
    header = capsys.readouterr().out.splitlines()[0]
    assert header == (
        "variant,deal,number,source,puzzle,result,moves,hints,seconds,finished_at,lookahead"
    )
