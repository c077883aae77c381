"""The `analyse` subcommand through ui.cli.main: records and --deal/--moves, text and JSON,
clairvoyant values, and bad input (exit 2, one line on stderr)."""

from __future__ import annotations

import json

import pytest

from solitaire.deal import parse_deal
from solitaire.game import Game
from solitaire.record import save_record
from solitaire.variant import Variant
from solver.analysis import analyse
from ui.cli import main

DEAL = "NS NE NE SW NS NS NE NE SW"
MOVES = "@0:NS A2:NE B1:NE A0:SW @3:NS C1:NS A1:NE C3:SW"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    try:
        status = main(list(argv))
    except SystemExit as exc:  # argparse's own errors, before the handler runs
        status = exc.code
    out, err = capsys.readouterr()
    return status, out, err


def record_file(tmp_path, moves: str = MOVES, redo: str = ""):
    game = Game(Variant(3), parse_deal(DEAL, 3), moves=(moves + " " + redo).split())
    for _ in redo.split():
        game.undo()
    path = tmp_path / "game.trax"
    save_record(game, path)
    return path


def test_record_and_deal_give_the_same_json(capsys, tmp_path):
    path = record_file(tmp_path, "@0:NS A2:NE B1:NE A0:SW", redo="@3:NS")
    status, out, _ = run(capsys, "analyse", str(path), "--json")
    assert status == 0
    from_record = json.loads(out)
    moves = "@0:NS A2:NE B1:NE A0:SW"
    status, out, _ = run(
        capsys, "analyse", "--size", "3", "--deal", DEAL, "--moves", moves, "--json"
    )
    assert status == 0 and json.loads(out) == from_record
    # Redo lines are not moves played: the analysis stops at the last move.
    assert [d["move"] for d in from_record["decisions"]] == moves.split()
    expected = analyse(Variant(3), parse_deal(DEAL, 3), moves.split()).to_json()
    assert from_record == json.loads(json.dumps(expected))
    assert from_record["summary"]["result"] == "playing"


def test_text_table_and_summary_line(capsys):
    status, out, _ = run(capsys, "analyse", "--deal", DEAL, "--moves", MOVES)
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == f"3x3 line, deal {DEAL}"
    rows = lines[3:-1]
    assert len(rows) == 8
    assert "A0:SW" in rows[3] and rows[3].endswith("blunder") and "-63.1" in rows[3]
    assert lines[-1] == "deal luck -1.9 points, tile luck -2.7, your moves -63.1: lost"


def test_clairvoyant_json(capsys):
    status, out, _ = run(
        capsys, "analyse", "--deal", DEAL, "--moves", MOVES, "--json", "--clairvoyant"
    )
    assert status == 0
    data = json.loads(out)
    assert data["odds"] == 1.0
    values = {d["played"] for d in data["decisions"]} | {d["best_value"] for d in data["decisions"]}
    assert values <= {0.0, 1.0}
    thrown = [d["move"] for d in data["decisions"] if d["loss"] == 1.0]
    assert thrown == ["A0:SW"]
    assert data["summary"] == {"skill_loss": 1.0, "luck": 0.0, "final": 0.0, "result": "lost"}


@pytest.mark.parametrize(
    "argv, message",
    [
        (["analyse"], "give a RECORD"),
        (["analyse", "/no/such/file.trax"], "cannot read"),
        (["analyse", "--deal", "NS NE"], "has 9 tiles"),
        (["analyse", "--deal", DEAL, "--moves", "@0:NS Z9"], "move 2 (Z9) is illegal"),
        (["analyse", "--deal", DEAL, "--moves", "@0:NS B1:XX"], "B1:XX"),
        (["analyse", "--size", "5", "--deal", " ".join(["NS"] * 25)], "size must be 2 to 4, not 5"),
        (["analyse", "--size", "3", "--goal", "loop", "--deal", DEAL], "even size"),
        (["analyse", "--size", "x", "--deal", DEAL], "size"),
    ],
)
def test_bad_input_exits_2_with_one_line(capsys, argv, message):
    status, out, err = run(capsys, *argv)
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err


def test_bad_records_exit_2_with_one_line(capsys, tmp_path):
    path = record_file(tmp_path)
    status, _, err = run(capsys, "analyse", str(path), "--deal", DEAL)
    assert status == 2 and "not both" in err
    damaged = tmp_path / "damaged.trax"
    damaged.write_text(path.read_text().replace("move A0:SW", "move A0:QQ"))
    status, out, err = run(capsys, "analyse", str(damaged))
    assert status == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "line" in err and "A0:QQ" in err
    binary = tmp_path / "binary.trax"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    status, _, err = run(capsys, "analyse", str(binary))
    assert status == 2 and len(err.strip().splitlines()) == 1


def test_moves_after_the_win_is_gone_are_marked_no_win_left(capsys):
    """After A0:SW every move wins 0%: the text names them `no win left`, not `best`, and the
    JSON keeps the mark and says so in `no_win_left` (a key added, none changed)."""
    status, out, _ = run(capsys, "analyse", "--deal", DEAL, "--moves", MOVES)
    assert status == 0
    rows = [line for line in out.splitlines() if line.split()[:1] and line.split()[0].isdigit()]
    marks = ["no win left" if row.endswith("no win left") else row.split()[-1] for row in rows]
    assert marks == ["best", "best", "best", "blunder"] + ["no win left"] * 4
    status, out, _ = run(capsys, "analyse", "--deal", DEAL, "--moves", MOVES, "--json")
    decisions = json.loads(out)["decisions"]
    assert [d["no_win_left"] for d in decisions] == [False] * 4 + [True] * 4
    assert [d["mark"] for d in decisions][4:] == ["best"] * 4
    assert all((d["best_value"] == 0.0) == d["no_win_left"] for d in decisions)
