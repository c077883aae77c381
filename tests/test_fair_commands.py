"""The hint and odds subcommands through ui.cli.main."""

from __future__ import annotations

import json

import pytest

from ui.cli import main

DEAL = "NS NE NE SW NS NS NE NE SW"


def run_json(capsys, *argv: str) -> dict:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


def test_odds_json(capsys):
    result = run_json(capsys, "odds", "--size", "3", "--goal", "line", "--json")
    assert {"size", "goal", "lookahead", "win"} <= set(result)  # keys are only ever added
    assert result["size"] == 3 and result["goal"] == "line" and result["lookahead"] == 1
    assert 0 < result["win"] < 1
    zero = run_json(capsys, "odds", "--size", "3", "--lookahead", "0", "--json")
    assert zero["lookahead"] == 0 and zero["win"] < result["win"]


def test_hint_json_best_only_and_all(capsys):
    moves = "@0:NS A2:NE B1:NE"
    best = run_json(
        capsys, "hint", "--size", "3", "--goal", "line", "--deal", DEAL, "--moves", moves, "--json"
    )
    assert best["exact"] is True
    assert best["moves"] == [
        {"move": "@2:SW", "forced": 1, "win": pytest.approx(0.630859375), "fraction": "323/512"},
        {"move": "B0:SW", "forced": 1, "win": pytest.approx(0.630859375), "fraction": "323/512"},
    ]
    every = run_json(
        capsys, "hint", "--size", "3", "--deal", DEAL, "--moves", moves, "--all", "--json"
    )
    assert len(every["moves"]) == 7
    wins = [m["win"] for m in every["moves"]]
    assert wins == sorted(wins, reverse=True)
    assert all(":" in m["move"] for m in every["moves"])


def test_hint_plain_output(capsys):
    assert main(["hint", "--size", "3", "--deal", DEAL, "--all"]) == 0
    out = capsys.readouterr().out
    assert "@0:NS" in out and "0.657524108887" in out


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--deal", "NS NS"], "a 3x3 deal has 9 tiles"),
        (["--deal", DEAL, "--moves", "@0:NS Z9:NE"], "Z9:NE is illegal"),
        (["--deal", DEAL, "--moves", "@0:XX"], "not a tile orientation"),
    ],
)
def test_hint_bad_input_exits_2_with_one_line(capsys, argv, message):
    assert main(["hint", "--size", "3", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_odds_unsupported_size_exits_2(capsys):
    assert main(["odds", "--size", "5"]) == 2
    assert "size must be 2 to 4, not 5" in capsys.readouterr().err
