"""`trax-solitaire history`: the games and figures of the store the app uses, as text, JSON
or CSV; a damaged store is one line and exit 2, and the file is left as it was."""

from __future__ import annotations

import csv
import io
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tests.ui_helpers import WIN_DEAL, WIN_MOVES, click_move, prefs, start
from ui.cli import main
from ui.data.statistics import StatisticsStore, default_path

DEAL = "NS ES NW EW EW SW NE NS ES"
WHEN = datetime(2026, 12, 1, 20, 30, 15, tzinfo=UTC)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(["history", *argv])
    out, err = capsys.readouterr()
    return status, out, err


def fill() -> None:
    with StatisticsStore(default_path()) as store:
        store.record_game("3x3 line", True, 1, 9, DEAL, finished_at=WHEN, seconds=61.5)
        store.record_game("3x3 line", True, 0, 9, DEAL, 17, finished_at=WHEN, seconds=30)
        store.record_game(
            "3x3 line", False, 0, 4, DEAL, result="abandoned", source="daily",
            finished_at=WHEN, seconds=12,
        )  # fmt: skip
        store.record_game(
            "3x3 line", True, 2, 9, DEAL, puzzle="3x3-line-004", finished_at=WHEN, seconds=5
        )
        store.record_game(
            "4x4 loop", False, 0, 11, DEAL, result="conceded", finished_at=WHEN, seconds=90.25
        )


def test_json_is_exactly_the_documented_schema(capsys: pytest.CaptureFixture[str]) -> None:
    fill()
    status, out, err = run(capsys, "--json")
    assert (status, err) == (0, "")
    data = json.loads(out)
    line = {"played": 2, "won": 2, "streak": 2, "best_streak": 2}
    loop = {"played": 1, "won": 0, "streak": 0, "best_streak": 0}
    assert data["summary"] == {
        # the daily deal and the puzzle are listed but do not count in the figures; every
        # game here was played with the printed rules (1 tile shown ahead)
        "3x3 line": {**line, "by_lookahead": {"1": line}},
        "4x4 loop": {**loop, "by_lookahead": {"1": loop}},
    }
    assert data["games"][0] == {
        "variant": "3x3 line", "deal": DEAL, "number": None, "source": "random",
        "puzzle": None, "result": "won", "moves": 9, "hints": 1, "seconds": 61.5,
        "finished_at": "2026-12-01T20:30:15+00:00", "lookahead": 1,
    }  # fmt: skip
    assert [(g["source"], g["number"], g["puzzle"], g["result"]) for g in data["games"]] == [
        ("random", None, None, "won"),
        ("number", 17, None, "won"),
        ("daily", None, None, "abandoned"),
        ("puzzle", None, "3x3-line-004", "won"),
        ("random", None, None, "conceded"),
    ]
    assert all(isinstance(g["seconds"], float) for g in data["games"])


def test_variant_filter_csv_and_text(capsys: pytest.CaptureFixture[str]) -> None:
    fill()
    status, out, _ = run(capsys, "--variant", "4x4 loop", "--json")
    data = json.loads(out)
    assert status == 0 and list(data["summary"]) == ["4x4 loop"]
    assert [g["result"] for g in data["games"]] == ["conceded"]
    status, out, _ = run(capsys, "--csv")
    rows = list(csv.DictReader(io.StringIO(out)))
    assert status == 0 and len(rows) == 5
    assert rows[1]["number"] == "17" and rows[3]["puzzle"] == "3x3-line-004"
    assert rows[4]["seconds"] == "90.25" and rows[0]["finished_at"] == WHEN.isoformat()
    status, out, _ = run(capsys)
    assert status == 0 and "5 games" in out and "puzzle 3x3-line-004" in out
    assert "3x3 line  played    2  won    2 (100%)" in out


def test_games_are_shown_and_counted_apart_per_tiles_shown_ahead(
    capsys: pytest.CaptureFixture[str],
) -> None:
    fill()  # five games at lookahead 1 (recorded without it)
    with StatisticsStore(default_path()) as store:
        for k, won in ((0, False), (3, True), (3, True)):
            store.record_game("3x3 line", won, 0, 9, DEAL, finished_at=WHEN, lookahead=k)
    status, out, _ = run(capsys, "--json", "--variant", "3x3 line")
    data = json.loads(out)
    assert status == 0 and [g["lookahead"] for g in data["games"]] == [1, 1, 1, 1, 0, 3, 3]
    apart = data["summary"]["3x3 line"]["by_lookahead"]
    assert {k: (f["played"], f["won"]) for k, f in apart.items()} == {
        "0": (1, 0), "1": (2, 2), "3": (2, 2)
    }  # fmt: skip
    assert data["summary"]["3x3 line"]["played"] == 5
    status, out, _ = run(capsys, "--json", "--lookahead", "3")
    data = json.loads(out)
    assert [g["lookahead"] for g in data["games"]] == [3, 3]
    assert data["summary"]["3x3 line"]["played"] == 2
    assert list(data["summary"]["3x3 line"]["by_lookahead"]) == ["3"]
    status, out, _ = run(capsys, "--csv", "--variant", "3x3 line")
    assert [row["lookahead"] for row in csv.DictReader(io.StringIO(out))][-3:] == ["0", "3", "3"]
    status, out, _ = run(capsys, "--variant", "3x3 line")
    assert "    0 ahead  played    1  won    0 (  0%)" in out
    assert "    3 ahead  played    2  won    2 (100%)" in out
    assert out.count(" 3 ahead  ") == 3  # the figures line and the two games


def test_no_store_is_an_empty_history_and_makes_no_file(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "--json", "--variant", "4x4")
    assert status == 0
    assert json.loads(out) == {
        "games": [],
        "summary": {
            "4x4 line": {"played": 0, "won": 0, "streak": 0, "best_streak": 0, "by_lookahead": {}}
        },
        "skipped": 0,
    }
    assert not default_path().exists()


@pytest.mark.parametrize(
    "content", [b"", b"not a database\n" * 50, b"SQLite format 3\x00" + b"\xff" * 5000]
)
def test_a_damaged_store_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], content: bytes
) -> None:
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    status, out, err = run(capsys, "--json")
    assert (status, out) == (2, "")
    assert err.count("\n") == 1 and err.startswith("trax-solitaire history: ")
    assert str(path) in err
    assert path.read_bytes() == content
    assert sorted(p.name for p in path.parent.iterdir()) == [path.name]


@pytest.mark.parametrize(
    "argv",
    [
        ["--variant", "3x4 line"],
        ["--variant", "9x9 loop"],
        ["--json", "--csv"],
        ["--lookahead", "4"],
        ["--lookahead", "x"],
    ],
)
def test_bad_arguments_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "") and err.count("\n") == 1


def test_history_agrees_with_what_was_played_in_the_window(
    qtbot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from ui.app.window.main_window import MainWindow

    window = MainWindow(prefs=prefs())  # the default store in the data folder, as the app
    qtbot.addWidget(window)
    window.resize(900, 700)
    window.show()
    qtbot.waitExposed(window)
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    window.board.setFocus()
    start(window, WIN_DEAL)
    for text in WIN_MOVES:
        click_move(qtbot, window, text)
    window.close()
    status, out, _ = run(capsys, "--json")
    (game,) = json.loads(out)["games"]
    assert status == 0
    assert (game["variant"], game["deal"], game["result"], game["moves"]) == (
        "3x3 line",
        WIN_DEAL,
        "won",
        len(WIN_MOVES),
    )
    assert game["hints"] == 0 and game["seconds"] >= 0
