"""Every case of ../shared/conformance/vectors.json, reproduced exactly by the engine."""

from __future__ import annotations

import pytest

from solitaire.deal import parse_deal
from solitaire.position import Position
from solitaire.tiles import ORIENTATIONS
from solitaire.variant import Variant
from tests.conftest import load_vectors

CASES = load_vectors()


def _ids(case: dict) -> str:
    return f"{case['size']}x{case['size']}-{case['goal']}-{case['deal'].replace(' ', '')}"


def _position(case: dict, moves: list[str]) -> Position:
    variant = Variant(case["size"], case["goal"])
    return Position(variant, parse_deal(case["deal"], case["size"]), moves)


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_legal_moves_and_forced_fill_counts(case: dict) -> None:
    for entry in case["positions"]:
        position = _position(case, entry["moves_so_far"])
        assert ORIENTATIONS[position.hand] == entry["tile_in_hand"]
        if "next_tile" in entry:
            expected_next = entry["next_tile"]
            got_next = None if position.next_tile is None else ORIENTATIONS[position.next_tile]
            assert got_next == expected_next
        assert position.turned_allowed() == entry["turned_allowed"], entry["moves_so_far"]
        assert sorted(str(p) for p in position.legal_moves()) == sorted(entry["legal"]), entry[
            "moves_so_far"
        ]


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_playthrough_outcome(case: dict) -> None:
    position = _position(case, case["playthrough"])
    outcome = position.outcome()
    if case["end"] == "full":
        assert position.is_full()
        assert outcome.status in ("won", "lost")
    else:
        assert case["end"] == "stuck"
        assert outcome.status == "stuck"
        assert not position.legal_moves()
    assert (outcome.status == "won") == case["won"]


@pytest.mark.parametrize("case", [c for c in CASES if c["solution"]], ids=_ids)
def test_given_solution_wins(case: dict) -> None:
    position = _position(case, case["solution"])
    assert position.is_full()
    assert position.outcome().status == "won"
