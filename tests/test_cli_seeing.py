"""`odds --lookahead K|all` and `hint --lookahead K` through ui.cli.main (issue 16)."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from solitaire.deal import parse_deal
from solitaire.position import Position
from solitaire.variant import Variant
from solver.tables.seeing.store import seeing_table
from ui.cli import main

DEAL = "NS NE NE SW NS NS NE NE SW"
MOVES = "@0:NS A2:NE B1:NE"


def run_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    assert main(list(argv)) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("k", ["0", "1", "2", "5", "8", "all", "12"])
def test_odds_gives_the_exact_fraction(capsys, k: str) -> None:
    out = run_json(capsys, "odds", "--size", "3", "--lookahead", k, "--json")
    want = seeing_table(Variant(3, "line"), 8 if k == "all" else min(8, int(k))).exact_win_rate()
    assert out["exact"] is True and Fraction(out["fraction"]) == want
    assert out["probability"] == out["win"] == float(want)
    assert out["lookahead"] == (k if k == "all" else int(k))


def test_odds_all_is_the_exact_solvable_fraction(capsys, walk3) -> None:
    solvable = run_json(capsys, "exact-solvable", "--size", "3", "--json")
    every = run_json(capsys, "odds", "--size", "3", "--lookahead", "all", "--json")
    assert every["fraction"] == solvable["fraction"] == str(walk3) == "1862361/2097152"


def test_odds_plain_output_says_exactly(capsys) -> None:
    assert main(["odds", "--size", "3", "--lookahead", "2"]) == 0
    out = capsys.readouterr().out
    assert "419055/524288 exactly" in out and "the next 2 tiles seen" in out


@pytest.mark.parametrize("bad", ["-1", "x", "1.5", ""])
def test_a_bad_lookahead_exits_2_with_one_line(capsys, bad: str) -> None:
    assert main(["odds", "--size", "3", "--lookahead", bad]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "lookahead" in err[0]


def test_hint_with_two_tiles_seen_uses_the_deals_next_tiles(capsys) -> None:
    out = run_json(
        capsys, "hint", "--deal", DEAL, "--moves", MOVES, "--lookahead", "2", "--all", "--json"
    )
    position = Position(Variant(3, "line"), parse_deal(DEAL, 3), MOVES.split())
    want = seeing_table(Variant(3, "line"), 2).exact_move_values(position)
    assert [(m["move"], Fraction(m["fraction"])) for m in out["moves"]] == [
        (str(p.move), v) for p, v in want
    ]
    assert out["moves"][0]["fraction"] == "7/8"  # the next two tiles, NS NS, are seen


def test_hint_beyond_the_tables_exits_2(capsys) -> None:
    deal = "SW EW NE ES NS NE EW NS SW NS NE SW ES NW NE EW"
    argv = ["hint", "--size", "4", "--goal", "loop", "--deal", deal, "--lookahead", "9"]
    assert main(argv) == 2
    assert "not available for 4x4 loop" in capsys.readouterr().err
