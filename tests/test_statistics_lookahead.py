"""Issue 16: statistics counted apart per "Tiles shown ahead" (schema 5), game records that say
the setting (record version 3), and the old files that load as lookahead 1."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from solitaire.deal import parse_deal
from solitaire.errors import RecordError
from solitaire.game import Game
from solitaire.record import parse_full_record
from solitaire.session import GameSession
from solitaire.variant import Variant
from tests.test_statistics_records import make_schema_3
from tests.ui_helpers import WIN_DEAL, WIN_MOVES
from ui.data.statistics import FILE_NAME, SCHEMA_VERSION, StatisticsStore


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / FILE_NAME


def won_session(lookahead: int) -> GameSession:
    session = GameSession(Game(Variant(3), parse_deal(WIN_DEAL, 3)), "deal", lookahead=lookahead)
    for move in WIN_MOVES:
        session.play(move)
    return session


@pytest.mark.parametrize("lookahead", [0, 1, 2, 3])
def test_a_record_says_its_lookahead_and_loads_it_back(lookahead: int) -> None:
    session = won_session(lookahead)
    text = session.to_record()
    assert f"lookahead {lookahead}" in text.splitlines()
    assert text.splitlines()[2] == "version 3"  # after the header and the writer
    assert GameSession.from_record(text).lookahead == lookahead
    report = session.take_reports()[0]
    assert report.lookahead == lookahead and f"lookahead {lookahead}\n" in (report.record or "")


def test_an_old_record_without_the_line_is_lookahead_1() -> None:
    text = won_session(3).to_record()
    old = "\n".join(
        line.replace("version 3", "version 2")
        for line in text.splitlines()
        if not line.startswith("lookahead")
    )
    assert GameSession.from_record(old).lookahead == 1
    version_1 = f"# trax-solitaire game record\nvariant 3x3 line\ndeal {WIN_DEAL}\nmove @0:NS\n"
    _, meta = parse_full_record(version_1)
    assert meta.lookahead == 1 and GameSession.from_record(version_1).lookahead == 1


@pytest.mark.parametrize("bad", ["4", "-1", "two", "1.5", ""])
def test_a_bad_lookahead_line_is_refused_naming_its_line(bad: str) -> None:
    text = won_session(2).to_record().replace("lookahead 2", f"lookahead {bad}")
    with pytest.raises(RecordError, match="line 5"):
        parse_full_record(text)


def test_games_are_counted_apart_per_setting(db: Path) -> None:
    with StatisticsStore(db) as store:
        for lookahead, won in ((0, False), (0, False), (1, True), (3, True), (3, True)):
            store.record_game("3x3 line", won, 0, 7, WIN_DEAL, lookahead=lookahead)
    with StatisticsStore(db) as store:
        assert store.summary("3x3 line").played == 5
        assert (
            store.summary("3x3 line", lookahead=0).played,
            store.summary("3x3 line", lookahead=0).won,
        ) == (2, 0)
        three = store.summary("3x3 line", lookahead=3)
        assert (three.played, three.won, three.best_streak) == (2, 2, 2)
        assert store.summary("3x3 line", lookahead=2).played == 0
        assert store.counts("3x3 line", 0)["random"].played == 2
        assert [g.lookahead for g in store.history("3x3 line", 10)] == [3, 3, 1, 0, 0]
        assert [g.lookahead for g in store.history("3x3 line", 10, lookahead=3)] == [3, 3]
        assert store.queries.lookaheads("3x3 line") == [0, 1, 3]
        assert [g.lookahead for g in store.games("3x3 line")] == [0, 0, 1, 3, 3]


def test_a_schema_3_file_migrates_to_6_and_its_rows_are_lookahead_1(db: Path) -> None:
    make_schema_3(db)
    assert SCHEMA_VERSION == 6
    with StatisticsStore(db) as store:
        games = store.games()
        assert len(games) == 3 and {g.lookahead for g in games} == {1}
        assert store.summary("3x3 line", lookahead=1).played == 2
        store.record_game("3x3 line", True, 0, 7, WIN_DEAL, lookahead=2)
        assert store.summary("3x3 line", lookahead=2).played == 1
    check = sqlite3.connect(db)
    assert check.execute("PRAGMA user_version").fetchone()[0] == 6
    check.close()


def test_a_pending_file_of_an_older_app_is_written_as_lookahead_1(db: Path) -> None:
    with StatisticsStore(db) as store:
        store.record_game("3x3 line", True, 0, 7, WIN_DEAL, lookahead=0)
    row = {
        "finished_at": "2026-11-30T10:00:00+00:00", "variant": "3x3 line", "deal": WIN_DEAL,
        "deal_number": None, "source": "random", "result": "won", "hints": 0, "moves": 7,
        "seconds": 3.0, "skill_loss": None, "luck": None, "puzzle": None, "uid": "old-1",
    }  # fmt: skip
    orphan = db.with_name(f"{db.name}.pending-999999999-abcdabcd.json")
    orphan.write_text(json.dumps({"format": 1, "games": [row]}))
    with StatisticsStore(db) as store:
        store.flush_pending()
        assert sorted(g.lookahead for g in store.games()) == [0, 1]
