"""Game IDs on the command line: the app opens on the game named; a bad ID exits 2 with one
line on stderr before any window opens."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from puzzles.game_request import from_arguments as read_game_id
from solitaire.deal import deal_from_number, format_deal, parse_deal
from solitaire.game import Game
from solitaire.record import save_record
from solitaire.variant import Variant
from tests.ui_helpers import WIN_DEAL, make_window
from ui.app.start import open_request
from ui.cli.game_id import game_request

ROOT = Path(__file__).resolve().parents[1]
SUBCOMMANDS = ["show", "solve", "puzzles"]


def run_cli(*args: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(
        os.environ,
        PYTHONPATH=str(ROOT),
        QT_QPA_PLATFORM="offscreen",
        TRAX_SOLITAIRE_DATA_DIR=str(tmp_path / "data"),
    )
    return subprocess.run(
        [sys.executable, "-m", "ui", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        cwd=tmp_path,
    )


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["--size", "3", "--deal", "NS NS"], "9"),
        (["--size", "3", "--deal", "NS XX NS NS NS NS NS NS NS"], "XX"),
        (["--number", "-4"], "number"),
        (["--number", "12x"], "not a whole number"),
        (["--number", "-1"], "deal number -1 is out of range"),
        (["--daily", "--size", "9"], "the app plays 3x3 line, 4x4 line, 4x4 loop; not 9x9 line"),
        (["--size", "1", "--deal", "NS"], "the app plays 3x3 line, 4x4 line, 4x4 loop; not 1x1"),
        (["--puzzle", "3x3-line-999"], "3x3-line-999"),
        (["--daily", "2026-13-45"], "not a date"),
        (["--size", "5", "--number", "3"], "the app plays"),
        (["--size", "3", "--goal", "loop", "--number", "3"], "even size"),
        (["--size", "3"], "name the game"),
        (["--number", "3", "--deal", "NS"], "not allowed with"),
        (["missing.trax"], "no such game record"),
        (["--size", "three", "--number", "3"], "invalid int"),
    ],
)
def test_bad_game_ids_exit_2_with_one_line(tmp_path, args, words):
    result = run_cli(*args, tmp_path=tmp_path)
    assert result.returncode == 2, result
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("trax-solitaire: "), result.stderr
    assert words in lines[0], lines[0]
    assert "Traceback" not in result.stderr and result.stdout == ""


def test_damaged_record_exits_2(tmp_path):
    bad = tmp_path / "bad.trax"
    bad.write_text("variant 3x3 line\ndeal NS NS\n")
    result = run_cli(str(bad), tmp_path=tmp_path)
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1, result


def test_a_record_of_a_variant_the_app_does_not_play_exits_2(tmp_path):
    """A 5x5 record passed the checks and the app started on it."""
    game = Game(Variant(5, "line"), parse_deal(" ".join(["NS"] * 25), 5))
    path = tmp_path / "five.trax"
    save_record(game, path)
    result = run_cli(str(path), tmp_path=tmp_path)
    assert result.returncode == 2 and result.stdout == "", result
    assert result.stderr == (
        f"trax-solitaire: {path} is a 5x5 line game; the app plays 3x3 line, 4x4 line, 4x4 loop\n"
    )


def test_subcommands_and_help_are_not_game_ids():
    assert game_request(["show", "--deal", "NS"], SUBCOMMANDS) is None
    assert game_request(["--help"], SUBCOMMANDS) is None
    assert game_request(["frobnicate"], SUBCOMMANDS) is None  # a mistyped subcommand
    assert game_request([], SUBCOMMANDS) is None


def test_deal_and_number_requests():
    request = read_game_id(["--size", "3", "--goal", "line", "--deal", WIN_DEAL])
    assert request.variant == Variant(3, "line") and request.deal == parse_deal(WIN_DEAL, 3)
    request = read_game_id(["--size=4", "--goal=loop", "--number", "1_234"])
    assert request.variant == Variant(4, "loop") and request.number == 1234
    assert read_game_id(["--daily"]).daily is not None
    assert read_game_id(["--daily", "2026-01-02"]).daily == "2026-01-02"


def open_on(qtbot, tmp_path, argv: list[str]):
    window = make_window(qtbot, tmp_path)
    request = game_request(argv, SUBCOMMANDS)
    assert request is not None
    open_request(window, request)
    return window


def test_opens_on_a_pasted_deal(qtbot, tmp_path):
    window = open_on(qtbot, tmp_path, ["--size", "3", "--goal", "line", "--deal", WIN_DEAL])
    assert window.game.deal_text() == WIN_DEAL and window.game.moves == []


def test_opens_on_a_numbered_deal(qtbot, tmp_path):
    window = open_on(qtbot, tmp_path, ["--size", "4", "--goal", "loop", "--number", "77"])
    assert window.game.variant == Variant(4, "loop") and window.game.deal_number == 77
    assert window.game.deal_text() == format_deal(deal_from_number(4, 77))


def test_opens_on_a_puzzle(qtbot, tmp_path):
    window = open_on(qtbot, tmp_path, ["--puzzle", "3x3-line-004"])
    assert window.puzzles.puzzle is not None and window.puzzles.puzzle.id == "3x3-line-004"
    assert window.panel.stack.isVisible()


def test_opens_on_a_record(qtbot, tmp_path):
    game = Game.from_number(Variant(3, "line"), 5)
    game.play(game.position.legal_moves()[0].move)
    path = tmp_path / "kept.trax"
    save_record(game, path)
    window = open_on(qtbot, tmp_path, [str(path)])
    assert window.game.deal_number == 5 and window.game.moves == game.moves


def test_opens_on_the_deal_of_the_day(qtbot, tmp_path):
    from puzzles.daily import parse_date

    window = open_on(qtbot, tmp_path, ["--daily", "2026-01-02"])
    qtbot.waitUntil(lambda: "2026-01-02" in window.panel.about_deal.text(), timeout=60_000)
    assert parse_date("2026-01-02") in window.message


def test_help_tells_how_to_open_a_game(tmp_path):
    result = run_cli("--help", tmp_path=tmp_path)
    assert result.returncode == 0 and "--puzzle ID" in result.stdout
