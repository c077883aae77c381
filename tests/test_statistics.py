"""The statistics store: persistence, figures, and never losing a damaged file."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import sqlite3
import subprocess
import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest

from solitaire.variant import Variant
from ui.data.statistics import (
    DATA_DIR_ENV,
    FILE_NAME,
    SCHEMA_VERSION,
    StatisticsError,
    StatisticsStore,
    VariantStats,
    default_path,
)

DEAL = "NS ES NW EW EW SW NE NS ES"


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / FILE_NAME


def play(store: StatisticsStore, results: str, variant: str = "3x3 line", hints: int = 0) -> None:
    for result in results.split():
        store.record_game(variant, result == "won", hints, 9, DEAL, result=result)


def test_games_survive_a_restart(db: Path) -> None:
    with StatisticsStore(db) as store:
        store.record_game(
            Variant(4, "loop"),
            True,
            2,
            17,
            DEAL,
            number=42,
            finished_at=datetime(2024, 5, 6, 7, 8, 9, tzinfo=UTC),
            seconds=81.5,
            skill_loss=0.125,
            luck=-0.25,
        )
        store.record_game("4x4 loop", False, 0, 5, DEAL, result="conceded", seconds=3)
    with StatisticsStore(db) as reopened:
        assert reopened.summary("4x4 loop") == VariantStats(2, 1, 0.5, 0, 1, 2)
        newest, oldest = reopened.history("4x4 loop", 10)
    assert newest.result == "conceded" and newest.number is None and newest.puzzle is None
    assert (newest.source, newest.seconds) == ("random", 3.0)
    assert oldest.finished_at == datetime(2024, 5, 6, 7, 8, 9, tzinfo=UTC)
    assert (oldest.variant, oldest.deal, oldest.number, oldest.result, oldest.source) == (
        "4x4 loop",
        DEAL,
        42,
        "won",
        "number",
    )
    assert (oldest.hints, oldest.moves, oldest.puzzle) == (2, 17, None)
    assert (oldest.seconds, oldest.skill_loss, oldest.luck) == (81.5, 0.125, -0.25)


def test_each_game_is_committed_when_recorded(db: Path) -> None:
    # A second connection sees the game while the store is still open: nothing waits for close.
    store = StatisticsStore(db)
    store.record_game("3x3 line", True, 0, 9, DEAL)
    with sqlite3.connect(db) as other:
        assert other.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 1
    store.close()


def test_a_game_survives_the_process_dying_right_after(db: Path) -> None:
    # os._exit skips every cleanup: no close, no finalizers. The game must already be on disk.
    script = (
        "import os, sys; from pathlib import Path; from ui.data.statistics import StatisticsStore\n"
        "store = StatisticsStore(Path(sys.argv[1]))\n"
        "store.record_game('3x3 line', True, 1, 9, 'NS EW')\n"
        "os._exit(0)\n"
    )
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "PYTHONPATH": str(root)}
    subprocess.run([sys.executable, "-c", script, str(db)], check=True, env=env, cwd=root)
    with StatisticsStore(db) as store:
        assert store.summary("3x3 line").won == 1


@pytest.mark.parametrize(
    ("results", "current", "best"),
    [
        ("", 0, 0),
        ("lost", 0, 0),
        ("won", 1, 1),
        ("won won lost won won won stuck won", 1, 3),
        ("won won won lost won", 1, 3),
        ("lost won won stuck won won won won", 4, 4),
        ("won won won won lost", 0, 4),
        ("won stuck won won lost won", 1, 2),
    ],
)
def test_streaks_follow_game_order(db: Path, results: str, current: int, best: int) -> None:
    with StatisticsStore(db) as store:
        play(store, results)
        stats = store.summary("3x3 line")
    assert (stats.current_streak, stats.best_streak) == (current, best)


def test_streaks_use_game_order_not_the_clock(db: Path) -> None:
    # The clock went back between games: the later loss still ends the streak.
    with StatisticsStore(db) as store:
        later, earlier = datetime(2030, 1, 1, tzinfo=UTC), datetime(2020, 1, 1, tzinfo=UTC)
        store.record_game("3x3 line", True, 0, 9, DEAL, finished_at=later)
        store.record_game("3x3 line", False, 0, 9, DEAL, finished_at=earlier)
        assert store.summary("3x3 line").current_streak == 0
        assert store.history("3x3 line", 1)[0].result == "lost"


def test_win_rate_and_hints_per_variant(db: Path) -> None:
    with StatisticsStore(db) as store:
        play(store, "won lost lost stuck", hints=3)
        play(store, "won won", variant="4x4 line", hints=1)
        three = store.summary(Variant(3, "line"))
        four = store.summary("4x4")  # the goal defaults to line, as in Variant.parse
        loop = store.summary("4x4 loop")
    assert (three.played, three.won, three.win_rate, three.hints_used) == (4, 1, 0.25, 12)
    assert (four.played, four.won, four.win_rate, four.hints_used) == (2, 2, 1.0, 2)
    assert loop == VariantStats(0, 0, None, 0, 0, 0)


def test_history_is_newest_first_and_limited(db: Path) -> None:
    with StatisticsStore(db) as store:
        for moves in range(5):
            store.record_game("3x3 line", True, 0, moves, DEAL)
        assert [game.moves for game in store.history("3x3 line", 3)] == [4, 3, 2]


def test_reset_one_variant_or_all(db: Path) -> None:
    with StatisticsStore(db) as store:
        play(store, "won won")
        play(store, "lost", variant="4x4 loop")
        assert store.reset("3x3 line") == 2
        assert store.summary("3x3 line").played == 0
        assert store.summary("4x4 loop").played == 1
        assert store.reset() == 1
        assert store.variants() == []


def test_bad_arguments_are_refused(db: Path) -> None:
    with StatisticsStore(db) as store:
        with pytest.raises(ValueError, match="contradicts"):
            store.record_game("3x3 line", True, 0, 9, DEAL, result="stuck")
        with pytest.raises(ValueError, match="not one of"):
            store.record_game("3x3 line", False, 0, 9, DEAL, result="gave up")
        with pytest.raises(ValueError, match="not one of"):
            store.record_game("3x3 line", False, 0, 9, DEAL, source="friend")
        with pytest.raises(ValueError, match="puzzle"):
            store.record_game("3x3 line", False, 0, 9, DEAL, source="puzzle")
        with pytest.raises(ValueError, match="puzzle"):
            store.record_game("3x3 line", False, 0, 9, DEAL, source="daily", puzzle="p-1")
        with pytest.raises(ValueError, match="deal number"):
            store.record_game("3x3 line", False, 0, 9, DEAL, source="number")
        with pytest.raises(ValueError, match="negative"):
            store.record_game("3x3 line", False, 0, 9, DEAL, seconds=-1)
        with pytest.raises(ValueError, match="negative"):
            store.record_game("3x3 line", True, -1, 9, DEAL)
        with pytest.raises(ValueError):
            store.summary("3x4 line")
        assert store.variants() == []


def test_garbage_file_raises_and_is_left_untouched(db: Path) -> None:
    garbage = bytes(range(256)) * 40
    db.write_bytes(garbage)
    with pytest.raises(StatisticsError) as caught:
        StatisticsStore(db)
    assert caught.value.damaged
    assert caught.value.path == db
    assert str(db) in str(caught.value) and "not a statistics database" in str(caught.value)
    assert db.read_bytes() == garbage
    assert sorted(p.name for p in db.parent.iterdir()) == [FILE_NAME]


def test_foreign_database_raises_and_is_left_untouched(db: Path) -> None:
    with sqlite3.connect(db) as other:
        other.execute("CREATE TABLE scores (name TEXT, points INTEGER)")
        other.execute("INSERT INTO scores VALUES ('ann', 3)")
    before = db.read_bytes()
    with pytest.raises(StatisticsError, match="not trax-solitaire statistics") as caught:
        StatisticsStore(db)
    assert caught.value.damaged
    assert db.read_bytes() == before


def test_sqlite_header_with_garbage_pages_is_damaged(db: Path) -> None:
    # Passes the header check, so this exercises SQLite's own NOTADB/CORRUPT report.
    content = b"SQLite format 3\x00" + b"\xff" * 4000
    db.write_bytes(content)
    with pytest.raises(StatisticsError) as caught:
        StatisticsStore(db)
    assert caught.value.damaged
    assert db.read_bytes() == content


def test_a_file_cut_to_0_bytes_is_damaged_not_a_fresh_start(db: Path) -> None:
    with StatisticsStore(db) as store:
        play(store, "won won")
    db.write_bytes(b"")  # truncated: the games are gone, and the player must be told
    with pytest.raises(StatisticsError, match="0 bytes") as caught:
        StatisticsStore(db)
    assert caught.value.damaged
    assert db.read_bytes() == b""  # not made into a new database behind the player's back
    aside = StatisticsStore.quarantine(db)
    with StatisticsStore(db) as fresh:
        assert fresh.summary("3x3 line").played == 0
    assert aside.read_bytes() == b""


def test_games_table_missing_columns_is_damaged(db: Path) -> None:
    with sqlite3.connect(db) as other:
        other.execute("CREATE TABLE games (id INTEGER PRIMARY KEY, variant TEXT)")
        other.execute("PRAGMA user_version = 1")
    with pytest.raises(StatisticsError, match="missing") as caught:
        StatisticsStore(db)
    assert caught.value.damaged


def test_newer_schema_is_refused_but_not_called_damaged(db: Path) -> None:
    StatisticsStore(db).close()
    with sqlite3.connect(db) as other:
        other.execute("PRAGMA user_version = 99")
    with pytest.raises(StatisticsError, match="newer version") as caught:
        StatisticsStore(db)
    assert not caught.value.damaged


def test_quarantine_moves_the_file_aside_and_a_fresh_store_starts(db: Path) -> None:
    garbage = b"not a database at all\n" * 100
    db.write_bytes(garbage)
    journal = db.with_name(FILE_NAME + "-journal")
    journal.write_bytes(b"stale journal")
    with pytest.raises(StatisticsError):
        StatisticsStore(db)
    aside = StatisticsStore.quarantine(db)
    assert aside.name.startswith(FILE_NAME + ".damaged-")
    assert aside.read_bytes() == garbage
    # The journal goes with its file, named so SQLite would pair them again.
    assert aside.with_name(aside.name + "-journal").read_bytes() == b"stale journal"
    assert not db.exists() and not journal.exists()
    with StatisticsStore(db) as fresh:
        play(fresh, "won")
        assert fresh.summary("3x3 line").played == 1


def test_quarantine_never_overwrites_an_earlier_one(db: Path) -> None:
    asides = []
    for content in (b"first garbage", b"second garbage"):
        db.write_bytes(content)
        asides.append(StatisticsStore.quarantine(db))
    assert asides[0] != asides[1]
    assert [a.read_bytes() for a in asides] == [b"first garbage", b"second garbage"]


def test_quarantine_of_a_missing_file_is_an_error(db: Path) -> None:
    with pytest.raises(StatisticsError, match="nothing to move"):
        StatisticsStore.quarantine(db)


def test_data_folder_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "portable"))
    assert default_path() == tmp_path / "portable" / FILE_NAME
    with StatisticsStore() as store:
        assert store.path == tmp_path / "portable" / FILE_NAME
    assert (tmp_path / "portable" / FILE_NAME).exists()


def test_only_random_and_numbered_deals_feed_the_win_rate_and_streak(db: Path) -> None:
    with StatisticsStore(db) as store:
        store.record_game("3x3 line", True, 0, 9, DEAL)  # random
        store.record_game("3x3 line", True, 0, 9, DEAL, number=7)  # numbered
        store.record_game("3x3 line", False, 0, 3, DEAL, source="daily", result="abandoned")
        store.record_game("3x3 line", True, 1, 9, DEAL, puzzle="3x3-line-001")
        store.record_game("3x3 line", False, 0, 4, DEAL, source="graded", result="stuck")
        store.record_game("3x3 line", True, 0, 9, DEAL, source="deal")
        store.record_game("3x3 line", True, 0, 9, DEAL)  # random again: the streak goes on
        counted = store.summary("3x3 line")
        daily = store.summary("3x3 line", sources=("daily",))
        apart = store.summary("3x3 line", sources=("deal", "puzzle"))
        counts = store.counts("3x3 line")
        everything = store.history("3x3 line", 100)
    assert counted == VariantStats(3, 3, 1.0, 3, 3, 0)
    assert (daily.played, daily.won, daily.current_streak) == (1, 0, 0)
    assert (apart.played, apart.won, apart.best_streak, apart.hints_used) == (2, 2, 2, 1)
    assert {s: (c.played, c.won) for s, c in counts.items()} == {
        "random": (2, 2),
        "number": (1, 1),
        "deal": (1, 1),
        "daily": (1, 0),
        "graded": (1, 0),
        "puzzle": (1, 1),
    }
    assert [g.source for g in reversed(everything)] == [
        "random",
        "number",
        "daily",
        "puzzle",
        "graded",
        "deal",
        "random",
    ]
    assert everything[3].puzzle == "3x3-line-001"


@pytest.mark.parametrize("result", ["lost", "stuck", "conceded", "abandoned"])
def test_every_kind_of_loss_ends_the_streak(db: Path, result: str) -> None:
    with StatisticsStore(db) as store:
        play(store, f"won won {result} won")
        stats = store.summary("3x3 line")
    assert (stats.played, stats.won, stats.current_streak, stats.best_streak) == (4, 3, 1, 2)


def test_games_in_recorded_order_for_all_variants(db: Path) -> None:
    with StatisticsStore(db) as store:
        play(store, "won lost")
        play(store, "stuck", variant="4x4 loop")
        play(store, "won")
        games = store.games()
        loops = store.games("4x4 loop")
    assert [(g.variant, g.result) for g in games] == [
        ("3x3 line", "won"),
        ("3x3 line", "lost"),
        ("4x4 loop", "stuck"),
        ("3x3 line", "won"),
    ]
    assert [g.result for g in loops] == ["stuck"]


V1_FILE = Path(__file__).parent / "data" / "statistics-v1.sqlite3"


def test_a_schema_1_file_is_migrated_keeping_every_row(db: Path) -> None:
    # tests/data/statistics-v1.sqlite3 was written by the schema-1 store (7 games).
    db.write_bytes(V1_FILE.read_bytes())
    with sqlite3.connect(db) as old:
        before = old.execute("SELECT * FROM games ORDER BY id").fetchall()
    assert len(before) == 7
    with StatisticsStore(db) as store:
        games = store.games()
        three = store.summary("3x3 line")
        puzzles = store.summary("3x3 line", sources=("puzzle",))
        store.record_game("3x3 line", False, 0, 9, DEAL, result="abandoned", seconds=12.5)
    assert [
        (
            g.finished_at.isoformat(),
            g.variant,
            g.deal,
            g.number,
            g.result,
            g.hints,
            g.moves,
            g.puzzle,
        )
        for g in games
    ] == [(row[1], *row[2:]) for row in before]
    assert [g.source for g in games] == [
        "random",
        "number",
        "random",
        "number",
        "puzzle",
        "random",
        "random",
    ]
    assert all(g.seconds is None for g in games)  # schema 1 kept no time: unknown, not 0
    # won, won(17), stuck, won(4), [puzzle], won: the puzzle no longer feeds the streak.
    assert (three.played, three.won, three.current_streak, three.best_streak) == (5, 4, 2, 2)
    assert (puzzles.played, puzzles.won) == (1, 1)
    with sqlite3.connect(db) as migrated:
        assert migrated.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert migrated.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 8
        assert migrated.execute("SELECT MAX(id) FROM games").fetchone()[0] == 8
    with StatisticsStore(db) as reopened:  # opening again leaves it as it is
        assert len(reopened.games()) == 8
