"""Game records: written and read back, atomic saves, bad files named by line and reason."""

from __future__ import annotations

from pathlib import Path

import pytest

from solitaire.deal import deal_from_number, parse_deal
from solitaire.errors import RecordError
from solitaire.game import Game
from solitaire.record import format_record, load_record, parse_record, save_record
from solitaire.variant import Variant
from solitaire.version import __version__

DEAL = "NS NE NE SW NS NS NE NE SW"
SOLUTION = ["@0:NS", "B1:NE", "A2:NE", "B0:SW", "C1:NS", "B3:EW", "C3:SW"]


def won_game() -> Game:
    return Game(Variant(3, "line"), parse_deal(DEAL, 3), moves=SOLUTION)


def test_save_and_load_a_file(tmp_path: Path) -> None:
    game = won_game()
    game.undo()
    game.undo()
    path = tmp_path / "games" / "won.trax"
    save_record(game, path)
    loaded = load_record(path)
    assert [str(m) for m in loaded.moves] == SOLUTION[:-2]
    assert [str(m) for m in loaded.redo_moves] == SOLUTION[-2:]
    loaded.redo()
    loaded.redo()
    assert loaded.position.outcome().status == "won"
    assert not [p for p in path.parent.iterdir() if p.name != "won.trax"], "temp file left"


def test_numbered_deals_are_recorded_by_number() -> None:
    game = Game.from_number(Variant(4, "loop"), 99)
    text = format_record(game)
    assert "number 99" in text
    assert parse_record(text).deal == deal_from_number(4, 99)
    # A record may give the number alone.
    assert parse_record("variant 4x4 loop\nnumber 99\n").deal == deal_from_number(4, 99)


def test_a_failed_save_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "game.trax"
    save_record(won_game(), path)
    before = path.read_text()

    def broken_replace(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", broken_replace)
    with pytest.raises(OSError):
        save_record(Game(Variant(3, "line"), parse_deal(DEAL, 3)), path)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.trax"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "no variant line"),
        ("variant 3x3 line\n", "no deal or number line"),
        ("variant 5x4 line\n", "line 1: '5x4 line': the board must be square"),
        ("variant 3x3 loop\n", "line 1: a loop through every tile needs an even size"),
        ("variant 3x3 line\ndeal NS NE\n", "line 2: a 3x3 deal has 9 tiles, this one has 2"),
        (f"variant 3x3 line\ndeal {DEAL}\nmove @0:NS\nmove Q7\n", "line 4: Q7 is illegal"),
        (
            f"variant 3x3 line\ndeal {DEAL}\nmove @0:NS\nmove B1:N\n",
            "line 4: 'B1:N': 'N' is not a tile orientation",
        ),
        (
            f"variant 3x3 line\ndeal {DEAL}\nmove @0:NS\nmove B1:NS\n",
            "line 4: B1:NS is illegal: the tile fits somewhere as dealt",
        ),
        (f"variant 3x3 line\ndeal {DEAL}\nshuffle yes\n", "line 3: unknown entry 'shuffle'"),
        (f"variant 3x3 line\nnumber 4\ndeal {DEAL}\n", "line 3: this deal is not deal number 4"),
        ("variant 3x3 line\nnumber x\n", "line 2: deal number 'x' is not a whole number"),
        (f"variant 3x3 line\ndeal {DEAL}\nredo B1:NE\n", "line 3: redo move"),
        ("move @0:NS\nvariant 3x3 line\n", "line 1: moves come after the variant and the deal"),
    ],
)
def test_bad_records_name_the_line_and_reason(text: str, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert message in str(caught.value)


def test_truncated_and_binary_files(tmp_path: Path) -> None:
    full = format_record(won_game())
    truncated = tmp_path / "truncated.trax"
    truncated.write_text(full[: full.index("deal") + 12])  # cut in the middle of the deal
    with pytest.raises(RecordError, match="line 5: a 3x3 deal has 9 tiles"):
        load_record(truncated)
    binary = tmp_path / "binary.trax"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(RecordError, match="not a text file"):
        load_record(binary)
    with pytest.raises(RecordError, match="cannot read"):
        load_record(tmp_path / "missing.trax")


# -- versions and damaged files (issue 8) ----------------------------------------------------


def test_records_carry_a_version_and_a_newer_one_is_refused() -> None:
    text = format_record(won_game())
    assert text.splitlines()[:3] == [
        "# trax-solitaire game record",
        f"# written by trax-solitaire {__version__}",
        "version 3",
    ]
    newer = text.replace("version 3", "version 4")
    with pytest.raises(RecordError, match="line 3: this record is version 4, written by a newer"):
        parse_record(newer)


def test_a_record_without_version_still_loads() -> None:
    old = f"# trax-solitaire game record\nvariant 3x3 line\ndeal {DEAL}\nmove @0:NS\nredo B1:NE\n"
    game = parse_record(old)
    assert [str(m) for m in game.moves] == ["@0:NS"]
    assert [str(m) for m in game.redo_moves] == ["B1:NE"]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("variant 3x3 line\nnumber ²\n", "line 2: deal number '²' is not a whole number"),
        ("variant 3x3 line\nnumber ١٢\n", "line 2: deal number '١٢' is not a whole number"),
        (f"variant 3x3 line\nnumber 4\ndeal {DEAL}\n", "line 3: this deal is not deal number 4"),
        (
            f"variant 3x3 line\ndeal {DEAL}\nnumber 4\n",
            "line 3: deal number 4 is not the deal on line 2",
        ),
        (
            f"variant 3x3 line\ndeal {DEAL}\nmove @0:NS\nnumber 4\n",
            "line 4: the number comes before the moves",
        ),
        ("variant 3x3 line\nnumber 99999999999999999999999\n", "line 2: deal number"),
        (f"variant 3x3 line\ndeal {DEAL}\nsource lottery\n", "line 3: source 'lottery'"),
        (
            f"variant 3x3 line\ndeal {DEAL}\nmove @0:NS\npending 1\n",
            "line 4: 1 forced fills wait, but the last move brought 0",
        ),
        (f"variant 3x3 line\ndeal {DEAL}\nsolution @0:NS Q9:NE\n", "solution: Q9:NE is illegal"),
    ],
)
def test_bad_numbers_and_entries_are_record_errors(text: str, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        parse_record(text)
    assert type(caught.value) is RecordError
    assert message in str(caught.value)


def test_a_utf8_bom_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.trax"
    path.write_bytes(b"\xef\xbb\xbf" + format_record(won_game()).encode())
    assert load_record(path).position.outcome().status == "won"
    assert parse_record("\ufeff" + format_record(won_game())).moves == won_game().moves


def test_huge_files_and_long_lines_are_refused_at_once(tmp_path: Path) -> None:
    huge = tmp_path / "huge.trax"
    huge.write_bytes(b"move " + b"A" * 10_000_000)  # 10 MB on one line
    with pytest.raises(RecordError) as caught:
        load_record(huge)
    assert "too large for a game record" in str(caught.value)
    assert len(str(caught.value)) < 200
    long_line = f"variant 3x3 line\ndeal {DEAL}\nmove {'A' * 50_000}\n"
    with pytest.raises(RecordError) as caught:
        parse_record(long_line)
    assert "line 3: line too long" in str(caught.value) and len(str(caught.value)) < 200
    junk = f"variant 3x3 line\ndeal {DEAL}\n{'x' * 1500} yes\n"
    with pytest.raises(RecordError) as caught:
        parse_record(junk)
    assert "unknown entry" in str(caught.value) and len(str(caught.value)) < 200
