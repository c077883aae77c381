"""The browser's hints (solver.portable): web table files written from the shipped tables, read
back checked, and `hint_report` equal value for value to what `hint --json` prints."""

from __future__ import annotations

import json
import random

import pytest

from solitaire.deal import format_deal, random_deal
from solitaire.position import Position
from solitaire.variant import STANDARD_VARIANTS
from solver.portable.export import write_web_tables
from solver.portable.hints import WebTable, hint_report
from solver.portable.webfile import WebTableError, web_table_name
from ui.cli import main

POSITIONS = 32


@pytest.fixture(scope="module")
def web_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("web")
    paths = write_web_tables(out)
    assert sorted(p.name for p in paths) == sorted(web_table_name(v) for v in STANDARD_VARIANTS)
    return out


def random_position(variant, rng: random.Random) -> Position:
    """A random deal with a random number of random legal moves played."""
    position = Position(variant, random_deal(variant.size, rng))
    for _ in range(rng.randrange(variant.tiles)):
        legal = position.legal_moves()
        if not legal:
            break
        position.push(rng.choice(legal).move)
    return position


def cli_hint(capsys, position: Position, lookahead: int, every: bool) -> dict:
    argv = ["hint", "--size", str(position.size), "--goal", position.variant.goal]
    argv += ["--deal", format_deal(position.deal), "--lookahead", str(lookahead), "--json"]
    argv += ["--moves", " ".join(str(m) for m in position.moves)]
    if every:
        argv.append("--all")
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("variant", STANDARD_VARIANTS, ids=str)
def test_hint_report_equals_the_command_line(web_dir, variant, capsys):
    table = WebTable.from_folder(variant, web_dir)
    rng = random.Random(f"portable hints {variant}")
    seen_moves = 0
    for _ in range(POSITIONS):
        position = random_position(variant, rng)
        for lookahead in (0, 1):
            for every in (False, True):
                expected = cli_hint(capsys, position, lookahead, every)
                report = hint_report(position, lookahead, every, table)
                assert report == expected, (position.moves, lookahead, every)
                # The same text too: what the page shows is what the command line prints.
                assert json.dumps(report, sort_keys=True) == json.dumps(expected, sort_keys=True)
                seen_moves += len(report["moves"])
    assert seen_moves > POSITIONS  # real answers were compared, not only empty ones


def test_web_table_files_are_small(web_dir):
    total = sum(p.stat().st_size for p in web_dir.iterdir())
    assert total < 3 * 2**20


@pytest.mark.parametrize(
    "damage",
    ["truncate", "flip body byte", "flip header", "wrong magic", "empty", "extra bytes"],
)
def test_damaged_web_tables_are_refused(web_dir, damage):
    variant = STANDARD_VARIANTS[0]
    data = bytearray((web_dir / web_table_name(variant)).read_bytes())
    if damage == "truncate":
        data = data[: len(data) // 2]
    elif damage == "flip body byte":
        data[-20] ^= 0xFF
    elif damage == "flip header":
        data = data.replace(b'"size": 3', b'"size": 4')
    elif damage == "wrong magic":
        data[0:4] = b"JUNK"
    elif damage == "empty":
        data = bytearray()
    else:
        data += b"more"
    with pytest.raises(WebTableError):
        WebTable.from_bytes(variant, bytes(data))


def test_a_table_of_another_variant_is_refused(web_dir):
    three, four = STANDARD_VARIANTS[0], STANDARD_VARIANTS[1]
    with pytest.raises(WebTableError, match="size"):
        WebTable.from_bytes(four, (web_dir / web_table_name(three)).read_bytes())
