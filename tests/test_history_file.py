"""The browser's history file (solitaire.history_file): games written and read back, counted by
the desktop's rules (solitaire.tally), read by `trax-solitaire history --from`, damaged files
refused in one line."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from solitaire.deal import deal_from_number, random_deal
from solitaire.game import Game
from solitaire.history_file import (
    HistoryFileError,
    PlayedGame,
    add_game,
    history_json,
    read_history_json,
)
from solitaire.session import GameSession
from solitaire.variant import Variant
from solver.portable.solve import solve_deal
from tests.cli_helpers import one_line, run
from ui.data.statistics import StatisticsStore

START = datetime(2026, 12, 1, 20, 0, tzinfo=UTC)


def played_games(count: int, seed: int = 3) -> list[PlayedGame]:
    """Games played through real sessions: solvable deals won, the others conceded, some
    deals restarted and won again (still one report), sources and lookaheads mixed."""
    rng = random.Random(seed)
    games: list[PlayedGame] = []
    variants = [Variant(3, "line"), Variant(4, "loop")]
    while len(games) < count:
        variant = rng.choice(variants)
        source = rng.choice(["random", "number", "daily", "deal"])
        number = rng.randrange(10**6) if source in ("random", "number") else None
        deal = random_deal(variant.size, rng)
        if number is not None:
            deal = deal_from_number(variant.size, number)
        session = GameSession(Game(variant, deal, number), source, lookahead=rng.choice([0, 1, 1]))
        play = solve_deal(variant, deal)
        if play is None or rng.random() < 0.3:
            session.play(session.position.legal_moves()[0].move)
            session.concede()
        else:
            for move in play:
                session.play(move)
            session.restart()  # a restart and a second win must not count again
            for _ in play:
                session.redo()
        for report in session.take_reports():
            when = START + timedelta(minutes=len(games))
            games.append(PlayedGame.from_report(report, when))
    return games


def test_written_and_read_back():
    games = played_games(12)
    assert read_history_json(history_json(games)) == games
    assert {g.result for g in games} == {"won", "conceded"}


def test_a_restarted_win_is_reported_once():
    games = played_games(20)
    assert len({g.attempt for g in games}) == len(games)


def test_an_attempt_counts_once():
    games = played_games(3)
    again = replace(games[0], result="lost")
    assert not add_game(list(games), again)
    read = read_history_json(history_json([*games, again]))
    assert read == games  # the first report stands


def test_history_reads_the_file_with_the_desktops_figures(tmp_path):
    games = played_games(30)
    path = tmp_path / "history.json"
    path.write_text(history_json(games))
    done = run("history", "--from", str(path), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert [g["finished_at"] for g in data["games"]] == [g.finished_at.isoformat() for g in games]
    assert data["skipped"] == 0
    store = StatisticsStore(tmp_path / "statistics.sqlite3")
    for game in games:
        store.record_game(
            game.variant, game.result == "won", game.hints, game.moves, game.deal, game.number,
            result=game.result, source=game.source, seconds=game.seconds, attempt=game.attempt,
            lookahead=game.lookahead, record=game.record,
        )  # fmt: skip
    store.record_game(  # the same attempt again: the store ignores it, as the file does
        games[0].variant, False, 0, 1, games[0].deal, games[0].number, result="lost",
        source=games[0].source, attempt=games[0].attempt,
    )  # fmt: skip
    assert sorted(data["summary"]) == ["3x3 line", "4x4 loop"]
    for name, figures in data["summary"].items():
        for k, apart in [
            (None, figures),
            *((int(k), v) for k, v in figures["by_lookahead"].items()),
        ]:
            stats = store.summary(name, lookahead=k)
            expected = (stats.played, stats.won, stats.current_streak, stats.best_streak)
            assert (
                apart["played"],
                apart["won"],
                apart["streak"],
                apart["best_streak"],
            ) == expected
    assert any(f["won"] for f in data["summary"].values())
    store.close()


def test_history_filters_and_prints_text(tmp_path):
    games = played_games(10)
    path = tmp_path / "history.json"
    path.write_text(history_json(games))
    done = run("history", "--from", str(path), "--variant", "4x4 loop", "--json")
    data = json.loads(done.stdout)
    assert list(data["summary"]) == ["4x4 loop"]
    assert {g["variant"] for g in data["games"]} == {"4x4 loop"}
    assert len(data["games"]) == sum(g.variant == Variant(4, "loop") for g in games)
    text = run("history", "--from", str(path))
    assert text.returncode == 0
    assert f"{len(games)} games, oldest first" in text.stdout


def damaged(games: list[PlayedGame], how: str) -> str:
    data = json.loads(history_json(games))
    first = data["games"][0]
    if how == "not json":
        return "{not json"
    if how == "empty":
        return ""
    if how == "format":
        data["format"] = "something else"
    elif how == "newer":
        data["version"] = 99
    elif how == "result":
        first["result"] = "triumph"
    elif how == "missing":
        del first["hints"]
    elif how == "negative":
        first["moves"] = -1
    elif how == "nan":
        return history_json(games).replace('"seconds": 0.0', '"seconds": NaN', 1)
    elif how == "deal":
        first["deal"] = " ".join(reversed(first["deal"].split()))
    elif how == "record":
        first["record"] = first["record"].replace("move @0:", "move B7:", 1)
    elif how == "time":
        first["finished_at"] = "yesterday"
    return json.dumps(data)


CASES = {
    "not json": "is not JSON",
    "empty": "is empty",
    "format": "is not a trax-solitaire history",
    "newer": "newer than this program reads",
    "result": 'game 1: result "triumph"',
    "missing": 'game 1: has no "hints"',
    "negative": 'game 1: "moves" is negative',
    "nan": "is not JSON (NaN is not a number JSON allows)",
    "deal": "game 1: its game record disagrees on the deal",
    "record": "game 1: its game record does not read",
    "time": 'game 1: "finished_at" is not a time',
}


@pytest.mark.parametrize("how", sorted(CASES))
def test_damaged_files_are_refused_in_one_line(tmp_path, how):
    path = tmp_path / "history.json"
    path.write_text(damaged(played_games(2), how))
    before = path.read_bytes()
    done = run("history", "--from", str(path), "--json")
    assert done.returncode == 2
    assert CASES[how] in one_line(done.stderr)
    assert done.stdout == ""
    assert path.read_bytes() == before  # left as it is
    if how != "empty":
        with pytest.raises(HistoryFileError):
            read_history_json(path.read_text())


def test_not_a_file_is_refused(tmp_path):
    for path, words in ((tmp_path, "not a regular file"), (tmp_path / "none.json", "no such")):
        done = run("history", "--from", str(path))
        assert done.returncode == 2
        assert words in one_line(done.stderr)
