"""The show and deal subcommands, and bad input as a new user would type it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import REPO_ROOT
from ui.cli import main

DEAL = "NS NE NE SW NS NS NE NE SW"


def test_show_draws_the_tracks_and_the_state(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "--size", "3", "--deal", DEAL, "--moves", "@0:NS A2:NE B1:NE"]) == 0
    out = capsys.readouterr().out
    assert "─╫─" in out  # the NS tile: white double line north-south, black single east-west
    assert "═╚─" not in out and "─╚═" in out  # NE: white curve from north to east
    assert "In hand: SW   Next: NS   Tiles left: 6" in out
    assert "Status: playing" in out
    assert "     @   A   B   C" in out  # column labels, '@' for the free column west


def test_show_reports_a_win_and_forced_fills(capsys: pytest.CaptureFixture[str]) -> None:
    moves = "@0:NS B1:NE A2:NE B0:SW C1:NS B3:EW C3:SW"
    assert main(["show", "--size", "3", "--deal", DEAL, "--moves", moves]) == 0
    out = capsys.readouterr().out
    assert "won: one white line through every tile" in out
    assert "Forced fills: B0:SW filled 1 forced space" in out


def test_show_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "--size", "3", "--deal", DEAL, "--moves", "@0:NS", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["legal"] == [{"move": "A2:NE", "forced": 0}, {"move": "B1:NE", "forced": 0}]
    assert data["tiles"] == {"A1": "NS"} and data["hand"] == "NE" and data["next"] == "NE"
    assert data["status"] == "playing" and data["remaining"] == 8


def test_deal_by_number_is_stable(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["deal", "--size", "4", "--number", "7", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == {
        "size": 4,
        "number": 7,
        "deal": "NE NS SW EW NS ES NS NS NS NE EW ES ES NE EW EW",
    }
    assert main(["deal", "--size", "3"]) == 0
    assert len(capsys.readouterr().out.split("\n")[0].split()) == 9


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["show", "--deal", "hello"], "a 3x3 deal has 9 tiles, this one has 1"),
        (["show", "--deal", "NS NS NS NS NS NS NS NS QQ"], "tile 9 of the deal"),
        (["show", "--size", "12", "--deal", "NS"], "size must be 2 to 8, not 12"),
        (["show", "--size", "3", "--goal", "loop", "--deal", DEAL], "needs an even size"),
        (["show", "--deal", DEAL, "--moves", "@0:NS D1:NE"], "D1 is not next to the layout"),
        (
            ["show", "--deal", DEAL, "--moves", "@0:NS A2:NE B1:NE A0:SW @3:NS @2"],
            "outside the 3x3 frame",
        ),
        (["show", "--deal", DEAL, "--moves", "@0:NS ??"], "'??' is not a move"),
        (
            ["show", "--size", "three", "--deal", DEAL],
            "size must be a whole number (2 to 8), not 'three'",
        ),
        (["deal", "--number", "-3"], "deal number must be 0 to"),
        (["frobnicate"], "invalid choice"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as caught:
        raise SystemExit(main(argv))
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1, err
    assert "Traceback" not in err


def test_console_command_runs_as_a_module() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ui", "deal", "--size", "3", "--number", "42"],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        check=False,
    )
    assert result.returncode == 0
    assert result.stdout.startswith("NS EW ES NS NS EW NS NW EW")
