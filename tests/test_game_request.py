"""One game request below the front ends (issue 31, puzzles/game_request.py): the command
line's arguments and the page's link name the same games, with one validation; whatever is
typed or linked, a bad request is one plain sentence (TraxError), never a Python error."""

from __future__ import annotations

import pytest

from puzzles.game_request import GameRequest, from_arguments, from_link, typed
from puzzles.pack import shipped_packs
from solitaire.deal import parse_deal
from solitaire.errors import TraxError
from solitaire.variant import Variant

DEAL = "NS NE NE SW NS NS NE NE SW"
LONG = "7" * 5000  # int() refuses more than 4,300 digits


def test_both_spellings_name_the_same_games() -> None:
    puzzle = shipped_packs()[0].puzzles[0]
    same = [
        (["--size", "4", "--goal", "loop", "--number", "77"], "?size=4&goal=loop&number=77"),
        (["--deal", DEAL], "?size=3&goal=line&deal=" + DEAL.replace(" ", "+")),
        (["--daily", "2026-12-03", "--size", "4"], "?size=4&daily=2026-12-03"),
        (["--puzzle", puzzle.id], f"?puzzle={puzzle.id}"),
    ]
    for argv, link in same:
        request = from_arguments(argv)
        assert from_link(link) == request, argv
        assert from_link(request.link()) == request, request.link()


def test_a_link_with_moves_reads_back() -> None:
    request = GameRequest(Variant(3), deal=parse_deal(DEAL, 3), moves=("@0:NS", "B1:NE"))
    assert from_link(request.link()) == request
    assert from_link("?lesson=3") == GameRequest(Variant(3), lesson=3)


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("?lesson=0", "there is no lesson 0 (the tutorial has 1 to 8)"),
        ("?lesson=9", "lesson 9 is out of range (0 to 8)"),
        ("?lesson=%C2%B2", "lesson '²' is not a whole number"),
        ("?size=%C2%B2&number=1", "size '²' is not a number"),
        ("?number=%C2%B2", "deal number '²' is not a whole number"),
        ("?number=" + LONG, "the address's number is too long to name a game here"),
        ("?number=" + "9" * 250, "deal number 9999999999999999999999999999999999999999… is out"),
        ("?size=99&number=1", "the app plays 3x3 line, 4x4 line, 4x4 loop; not 99x99 line"),
        ("?size=4&goal=loop&daily=2026-13-45", "not a date"),
        ("?puzzle=nothing", "no puzzle with id 'nothing'"),
    ],
)
def test_a_bad_link_is_one_plain_sentence(query: str, words: str) -> None:
    with pytest.raises(TraxError) as caught:
        from_link(query)
    message = str(caught.value)
    assert words in message and "\n" not in message and len(message) < 200


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("²", "deal number '²' is not a whole number"),
        (LONG, "deal number 7777777777777777777777777777777777777777… is out of range"),
        ("NS NS", "a 3x3 deal has 9 tiles"),
        ("", "type a deal number or a deal string"),
        ("x" * 5000, "is neither a deal number nor a deal string"),
    ],
)
def test_a_bad_typed_game_id_is_one_plain_sentence(text: str, words: str) -> None:
    with pytest.raises(TraxError) as caught:
        typed(Variant(3), text)
    assert words in str(caught.value) and len(str(caught.value)) < 200


def test_a_typed_game_id_is_a_number_or_a_deal() -> None:
    assert typed(Variant(3), " #1_234 ").number == 1234
    assert typed(Variant(3), DEAL.replace(" ", "+")).deal == parse_deal(DEAL, 3)


def test_bad_arguments_are_one_plain_sentence() -> None:
    for argv, words in [
        (["--number", "²"], "deal number '²' is not a whole number"),
        (["--number", LONG], "is out of range"),
        (["--size", "99", "--number", "1"], "not 99x99 line"),
        (["--size", "three", "--number", "3"], "invalid int value"),
    ]:
        with pytest.raises(TraxError, match=words):
            from_arguments(argv)
