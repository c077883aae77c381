"""The compiled rules core (solver.core) against the engine (solitaire/), the readable reference:
legal move sets with forced counts, and outcomes, on random positions of every size and goal."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solitaire.deal import parse_deal
from solitaire.move import Move
from solitaire.position import Position
from solitaire.variant import Variant
from solver import core, core_probe
from solver.layout import encode

VARIANTS = (
    Variant(2, "line"),
    Variant(2, "loop"),
    Variant(3, "line"),
    Variant(4, "line"),
    Variant(4, "loop"),
)


@st.composite
def positions(draw: st.DrawFn, variant: Variant) -> Position:
    """A position reached by legal play: random deal, random legal choices, random length."""
    deal = tuple(draw(st.lists(st.integers(0, 5), min_size=variant.tiles, max_size=variant.tiles)))
    position = Position(variant, deal)
    length = draw(st.integers(0, variant.tiles))
    for _ in range(length):
        legal = position.legal_moves()
        if not legal or (position.tiles and position.is_decided()):
            break
        choice = draw(st.integers(0, len(legal) - 1))
        position.push(legal[choice].move)
    return position


def engine_rows(position: Position) -> list[tuple[str, int, int, int]]:
    """(move, forced fills, key after, status after) of every legal move, by the engine."""
    rows = []
    for p in position.legal_moves():
        after = position.copy()
        after.push(p.move)
        outcome = after.outcome()
        if outcome.status in ("won", "lost"):
            status = core.WON if outcome.status == "won" else core.LOST
        else:
            status = core.LOST if outcome.decided else core.PLAYING
        rows.append((str(p.move), len(p.fills), encode(after.tiles, after.size), status))
    return sorted(rows)


def core_rows(position: Position) -> list[tuple[str, int, int, int]]:
    n = position.size
    found = core_probe.placements(
        n, core.goal_code(position.variant.goal), encode(position.tiles, n), position.hand
    )
    return sorted((str(Move(c, r, o)), k, key, s) for o, r, c, k, key, s in found)


def with_hand(position: Position, hand: int) -> Position:
    deal = list(position.deal)
    deal[position.consumed] = hand
    return Position(position.variant, tuple(deal), position.moves)


def check_position(position: Position) -> None:
    variant = position.variant
    n = variant.size
    goal = core.goal_code(variant.goal)
    key = encode(position.tiles, n)
    # Outcome: won / lost (full) / decided / playing; stuck is "no legal move" below.
    outcome = position.outcome()
    status = core_probe.status_of_key(key, n, goal)
    if position.is_full():
        assert status == (core.WON if outcome.status == "won" else core.LOST)
        return
    assert (status == core.LOST) == outcome.decided
    assert status != core.WON
    for hand in range(6):
        probe = with_hand(position, hand)
        ours = core_rows(probe)
        assert ours == engine_rows(probe), (probe, hand)
        assert (not ours) == (probe.outcome().status == "stuck")


def _cross_test(variant: Variant):
    @settings(
        max_examples=60 if variant.size < 4 else 25,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )
    @given(positions(variant))
    def run(position: Position) -> None:
        check_position(position)

    return run


test_core_matches_engine_2x2_line = _cross_test(VARIANTS[0])
test_core_matches_engine_2x2_loop = _cross_test(VARIANTS[1])
test_core_matches_engine_3x3_line = _cross_test(VARIANTS[2])
test_core_matches_engine_4x4_line = _cross_test(VARIANTS[3])
test_core_matches_engine_4x4_loop = _cross_test(VARIANTS[4])


def test_core_reproduces_every_vector_legal_list(vectors):
    """Legal lists with forced counts ("@2:SW +1") of every vector position, by the core."""
    checked = 0
    for case in vectors["cases"]:
        variant = Variant(case["size"], case["goal"])
        deal = parse_deal(case["deal"], variant.size)
        for entry in case["positions"]:
            position = Position(variant, deal, entry["moves_so_far"])
            if position.hand is None:
                continue
            written = sorted(m + (f" +{k}" if k else "") for m, k, _, _ in core_rows(position))
            assert written == sorted(entry["legal"]), (case["deal"], entry["moves_so_far"])
            checked += 1
    assert checked > 100


def test_the_key_round_trips_through_the_board():
    position = Position(Variant(4, "line"), parse_deal("NS " * 16, 4), ["@0:NS", "@1:NS"])
    key = encode(position.tiles, 4)
    board, frame, _ = core.new_board(4)
    core.load(key, 4, board, frame)
    assert core.key_of(board, frame, 4) == key
    assert frame[4] == 2
