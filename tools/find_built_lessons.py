"""Build deals for the two lessons a random deal rarely shows, choosing each tile of the stack
(a lesson's deal need not be a numbered deal), and check them in the engine.

    python tools/find_built_lessons.py dead    # the dead-space lesson (4x4 line)
    python tools/find_built_lessons.py next    # the next-tile lesson (3x3 line)

`dead`: a dead space needs a cell that one colour enters from three sides after a single move.
Before a move every empty cell has at most one edge of each colour (two make it forced, and it
is filled), and one tile adds one edge to each neighbour, so the third edge must come from two
forced fills made by the same tile X, in the two cells Y1, Y2 beside X that also touch the
dead cell Z: X, Y1, Y2, Z form a 2x2 square, and Z has a third neighbour. In a 3x3 frame that
square always puts X in a corner with no neighbour outside it, so X can be neither laid nor
forced there: dead spaces arise only from 4x4 up. The search lays the square's surroundings
in every orientation that matches, orders them into legal moves, and keeps the layouts where
the move at X is refused for a dead space and another move still leads to a win.

`next`: positions after a few free moves where the tile in hand has two or three legal moves,
one of which (without forced fills) leaves the next tile no place that keeps a line possible,
and another leads to a win."""

from __future__ import annotations

import argparse
import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from puzzles.lessons import loses_with_next  # noqa: E402
from solitaire.deal import format_deal  # noqa: E402
from solitaire.position import Position  # noqa: E402
from solitaire.tiles import BLACK, EDGE_COLOUR, NW, OPPOSITE, STEP, WHITE  # noqa: E402
from solitaire.variant import Variant  # noqa: E402

Cell = tuple[int, int]
# Z = (1, 1) dead; Y1 = (1, 2), Y2 = (2, 1) forced white by X = (2, 2) laid NW; their black
# edges face Z, whose third black edge comes from (0, 1). The rest joins the layout up.
SURROUNDINGS = [(0, 1), (0, 2), (0, 3), (1, 3), (2, 3), (2, 0), (1, 0), (0, 0)]
EDGE_NEEDS = {((0, 1), 2): BLACK, ((0, 2), 2): WHITE, ((1, 3), 3): BLACK, ((2, 0), 1): WHITE}
EDGE_NEEDS[((1, 0), 1)] = WHITE
X = (2, 2)


def _matches(tiles: dict[Cell, int]) -> bool:
    for (cell, edge), colour in EDGE_NEEDS.items():
        if cell in tiles and EDGE_COLOUR[tiles[cell]][edge] != colour:
            return False
    for (row, col), o in tiles.items():
        for edge, (dr, dc) in enumerate(STEP):
            other = tiles.get((row + dr, col + dc))
            if other is not None and EDGE_COLOUR[o][edge] != EDGE_COLOUR[other][OPPOSITE[edge]]:
                return False
    return True


def win(variant: Variant, deal: list[int], moves: list[str]) -> tuple[list[int], list[str]] | None:
    """Finish the game to a win choosing every further tile; None if no choice wins."""
    position = Position(variant, tuple(deal), moves)
    outcome = position.outcome()
    if outcome.status == "won":
        return deal, moves
    if position.hand is None or outcome.decided:
        return None
    for hand in range(6):
        chosen = list(deal)
        chosen[position.consumed] = hand
        here = Position(variant, tuple(chosen), moves)
        if here.turned_allowed():
            continue
        for placement in here.legal_moves():
            filled = list(chosen)
            for k, (_cell, o) in enumerate(placement.fills):
                filled[here.consumed + 1 + k] = o
            if found := win(variant, filled, [*moves, str(placement.move)]):
                return found
    return None


def _laid_in_order(
    variant: Variant, tiles: dict[Cell, int]
) -> tuple[list[int], list[str], Cell] | None:
    """A deal and moves laying exactly these tiles (forced fills allowed where they lay one)."""
    for origin, order in itertools.product(tiles, [list(tiles)]):
        deal, moves, placed = [NW] * variant.tiles, [], set()
        while len(placed) < len(tiles):
            position = Position(variant, tuple(deal), moves)
            for cell in (c for c in order if c not in placed):
                deal[position.consumed] = tiles[cell]
                here = Position(variant, tuple(deal), moves)
                move = here.move_at((cell[0] - origin[0], cell[1] - origin[1]), tiles[cell])
                if here.why_illegal(move) is not None:
                    continue
                fills = here.placement_of(move).fills
                real = [((r + origin[0], c + origin[1]), o) for (r, c), o in fills]
                if any(tiles.get(cell) != o for cell, o in real):
                    continue
                for k, (_cell, o) in enumerate(fills):
                    deal[here.consumed + 1 + k] = o
                moves.append(str(move))
                placed |= {cell, *(cell for cell, _o in real)}
                break
            else:
                break
        if len(placed) == len(tiles):
            return deal, moves, origin  # the origin is the first tile's cell (@0)
    return None


def find_dead(limit: int) -> None:
    variant = Variant(4, "line")
    found = 0
    for orientations in itertools.product(range(6), repeat=len(SURROUNDINGS)):
        tiles = dict(zip(SURROUNDINGS, orientations, strict=True))
        if not _matches(tiles) or (laid := _laid_in_order(variant, tiles)) is None:
            continue
        deal, moves, origin = laid
        position = Position(variant, tuple(deal), moves)
        x = position.move_at((X[0] - origin[0], X[1] - origin[1]), NW)
        reason = position.why_illegal(x)
        if not reason or "dead space" not in reason or position.turned_allowed():
            continue
        for placement in position.legal_moves():
            filled = list(deal)
            for k, (_cell, o) in enumerate(placement.fills):
                filled[position.consumed + 1 + k] = o
            if won := win(variant, filled, [*moves, str(placement.move)]):
                print(f"{format_deal(tuple(won[0]))} | {' '.join(won[1])} | try {x} ({reason})")
                found += 1
                break
        if found >= limit:
            return


def find_next(limit: int) -> None:
    variant = Variant(3, "line")
    seen: set[object] = set()
    found = [0]

    def walk(deal: list[int], moves: list[str]) -> None:
        position = Position(variant, tuple(deal), moves)
        if position.layout() in seen or position.hand is None or found[0] >= limit:
            return
        seen.add(position.layout())
        for hand in range(6):
            chosen = list(deal)
            chosen[position.consumed] = hand
            here = Position(variant, tuple(chosen), moves)
            if here.turned_allowed():
                continue
            legal = here.legal_moves()
            if len(moves) >= 2 and 2 <= len(legal) <= 3:
                _try_next(variant, chosen, moves, found)
            if len(moves) < 3:
                for placement in legal:
                    filled = list(chosen)
                    for k, (_cell, o) in enumerate(placement.fills):
                        filled[here.consumed + 1 + k] = o
                    walk(filled, [*moves, str(placement.move)])

    walk([0] * variant.tiles, [])


def _try_next(variant: Variant, deal: list[int], moves: list[str], found: list[int]) -> None:
    for nxt in range(6):
        chosen = list(deal)
        chosen[len(moves) and Position(variant, tuple(deal), moves).consumed + 1] = nxt
        position = Position(variant, tuple(chosen), moves)
        placements = position.legal_moves()
        bad = []
        for placement in (p for p in placements if not p.fills):
            position.push(placement.move)
            outcome = position.outcome()
            if not (outcome.over or outcome.decided) and loses_with_next(position):
                bad.append(placement.move)
            position.pop()
        for good in (p for p in placements if bad and p.move not in bad):
            if won := win(variant, chosen, [*moves, str(good.move)]):
                step, wrong = len(moves) + 1, " ".join(str(m) for m in bad)
                print(
                    f"{format_deal(tuple(won[0]))} | {' '.join(won[1])} | step {step} not {wrong}"
                )
                found[0] += 1
                return


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lesson", choices=("dead", "next"))
    parser.add_argument("--count", type=int, default=3)
    args = parser.parse_args()
    (find_dead if args.lesson == "dead" else find_next)(args.count)
    return 0


if __name__ == "__main__":
    sys.exit(main())
