"""Property tests: random legal games keep every rule; push/pop and undo/redo restore the
position; records round-trip; the square's symmetries and the colour swap preserve legality."""

from __future__ import annotations

from collections.abc import Callable

from hypothesis import given, settings
from hypothesis import strategies as st

from solitaire.game import Game
from solitaire.position import Position
from solitaire.record import format_record, parse_record
from solitaire.tiles import EDGE_COLOUR, OPPOSITE, STEP, colour_swapped, mirrored, turned
from solitaire.variant import Variant

VARIANTS = st.sampled_from([Variant(3, "line"), Variant(4, "line"), Variant(4, "loop")])


@st.composite
def games(draw: st.DrawFn) -> tuple[Variant, tuple[int, ...], list[int]]:
    variant = draw(VARIANTS)
    deal = tuple(draw(st.lists(st.integers(0, 5), min_size=variant.tiles, max_size=variant.tiles)))
    choices = draw(st.lists(st.integers(0, 10_000), max_size=variant.tiles))
    return variant, deal, choices


def play(variant: Variant, deal: tuple[int, ...], choices: list[int]) -> Position:
    position = Position(variant, deal)
    for choice in choices:
        legal = position.legal_moves()
        if not legal:
            break
        position.push(legal[choice % len(legal)].move)
    return position


def assert_rules_hold(position: Position) -> None:
    """An independent check of the layout against docs/rules.md section 4."""
    tiles = position.tiles
    size = position.size
    rows = [r for r, _ in tiles]
    cols = [c for _, c in tiles]
    if tiles:
        assert max(rows) - min(rows) < size and max(cols) - min(cols) < size  # 4.2 frame
    assert position.consumed == len(tiles)
    empty_neighbours = set()
    for (row, col), o in tiles.items():
        for edge, (dr, dc) in enumerate(STEP):
            other = tiles.get((row + dr, col + dc))
            if other is None:
                empty_neighbours.add((row + dr, col + dc))
            else:
                assert EDGE_COLOUR[o][edge] == EDGE_COLOUR[other][OPPOSITE[edge]]  # 4.3
    for row, col in empty_neighbours:
        counts = [0, 0]
        for edge, (dr, dc) in enumerate(STEP):
            other = tiles.get((row + dr, col + dc))
            if other is not None:
                counts[EDGE_COLOUR[other][OPPOSITE[edge]]] += 1
        assert max(counts) < 2, f"unfilled forced or dead space at {(row, col)}"  # 4.4, 4.6


@settings(max_examples=60, deadline=None)
@given(games())
def test_random_legal_games_never_break_a_rule(game: tuple) -> None:
    variant, deal, choices = game
    position = Position(variant, deal)
    for choice in choices:
        legal = position.legal_moves()
        if not legal:
            assert position.outcome().status in ("won", "lost", "stuck")
            break
        if not position.turned_allowed():
            assert all(p.orientation == position.hand for p in legal)  # 4.5
        position.push(legal[choice % len(legal)].move)
        assert_rules_hold(position)
    if position.is_full():
        assert position.outcome().status in ("won", "lost")


def snapshot(position: Position) -> tuple:
    return (
        dict(position.tiles),
        position.frame,
        position.consumed,
        [str(p) for p in position.legal_moves()],
        position.turned_allowed(),
    )


@settings(max_examples=40, deadline=None)
@given(games())
def test_push_pop_and_undo_redo_restore_the_exact_position(game: tuple) -> None:
    variant, deal, choices = game
    position = play(variant, deal, choices)
    history = []
    while position.moves:
        history.append(snapshot(position))
        position.pop()
    assert snapshot(position) == snapshot(Position(variant, deal))

    replay = Game(variant, deal, moves=list(play(variant, deal, choices).moves))
    forward = [snapshot(replay.position)]
    while replay.can_undo():
        replay.undo()
        forward.append(snapshot(replay.position))
    while replay.can_redo():
        replay.redo()
    assert snapshot(replay.position) == forward[0]


@settings(max_examples=40, deadline=None)
@given(games(), st.integers(0, 20))
def test_records_round_trip(game: tuple, undos: int) -> None:
    variant, deal, choices = game
    played = Game(variant, deal, moves=list(play(variant, deal, choices).moves))
    for _ in range(min(undos, len(played.moves))):
        played.undo()
    text = format_record(played)
    loaded = parse_record(text)
    assert loaded.moves == played.moves
    assert loaded.redo_moves == played.redo_moves
    assert loaded.deal == played.deal and loaded.variant == played.variant
    assert format_record(loaded) == text


Cell = tuple[int, int]
SYMMETRIES: dict[str, tuple[Callable[[Cell], Cell], Callable[[int], int]]] = {
    "quarter turn": (lambda c: (c[1], -c[0]), turned),
    "mirror": (lambda c: (c[0], -c[1]), mirrored),
    "colour swap": (lambda c: c, colour_swapped),
}


def placements(position: Position) -> set[tuple[Cell, int, int]]:
    return {(p.cell, p.orientation, len(p.fills)) for p in position.legal_moves()}


@settings(max_examples=40, deadline=None)
@given(games(), st.sampled_from(sorted(SYMMETRIES)))
def test_symmetries_map_legal_moves_to_legal_moves(game: tuple, name: str) -> None:
    variant, deal, choices = game
    move_cell, move_tile = SYMMETRIES[name]
    original = Position(variant, deal)
    image = Position(variant, tuple(move_tile(o) for o in deal))
    for choice in [*choices, None]:
        expected = {(move_cell(c), move_tile(o), k) for c, o, k in placements(original)}
        assert placements(image) == expected
        assert original.turned_allowed() == image.turned_allowed()
        legal = original.legal_moves()
        if choice is None or not legal:
            break
        chosen = legal[choice % len(legal)]
        original.push(chosen.move)
        image.push(image.move_at(move_cell(chosen.cell), move_tile(chosen.orientation)))
    assert original.outcome().status == image.outcome().status
    assert len(original.out_reasons()) == len(image.out_reasons())
