"""Exact counting search over a fully known deal (the clairvoyant view of RULES.md section 7).

`count_plays(variant, deal)` explores every play of the deal and returns a `PlayCount`: whether
it is solvable, one solution, how many complete plays there are and how many of them win, the
chance that uniform random legal play wins, and how forcing the winning lines are.

A *complete play* is a sequence of moves from the empty table until the game is won, lost on a
full board, stuck (rule 4.7), or decided (RULES.md section 5: neither colour can reach the goal).
Counting a decided position as the end of a play is what lets the search prune there and still
be exact: the app tells the player the game is decided, so nothing after it is a different play.

The state is the layout normalised by translation: the frame floats (rule 4.2) and move labels
are relative to the layout (section 6), so two layouts that differ by a shift have the same
future. The number of tiles consumed is the number of tiles on the layout, so the layout alone
is the key. The engine is the only source of legality: each state asks `Position.legal_moves`.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction

from solitaire.deal import Deal
from solitaire.position import Position
from solitaire.tiles import BLACK, WHITE
from solitaire.tracks import colour_out_reason
from solitaire.variant import Variant

Layout = tuple[tuple[int, int, int], ...]  # sorted (row, col, orientation), min row/col 0
# Beyond 4x4 the number of positions explodes; callers refuse or skip the search there.
MAX_SEARCH_SIZE = 4


@dataclass(frozen=True)
class PlayCount:
    """What the exact search knows about one deal."""

    solvable: bool
    # One winning move list (the line needing the fewest only-moves; ties: notation order).
    solution: tuple[str, ...] | None
    winning_plays: int
    plays: int
    positions: int  # distinct normalised positions explored
    random_win: Fraction  # chance that choosing uniformly among legal moves wins
    # Over the winning lines, the least number of decisions (positions with two or more legal
    # moves) at which exactly one move keeps a win: the "only moves" a solver must find.
    only_moves: int | None
    decisions: int | None  # positions with a real choice along `solution`

    @property
    def win_fraction(self) -> float:
        return self.winning_plays / self.plays if self.plays else 0.0


@dataclass
class _Node:
    wins: int
    plays: int
    random_win: Fraction
    only_moves: int | None  # None when no win is reachable
    best: tuple[str, Layout] | None  # the first move of the easiest winning line, and its child
    choices: int  # number of legal moves here


def _normalise(cells: dict[tuple[int, int], int]) -> Layout:
    top = min(r for r, _ in cells)
    left = min(c for _, c in cells)
    return tuple(sorted((r - top, c - left, o) for (r, c), o in cells.items()))


def _position(variant: Variant, deal: Deal, layout: Layout) -> Position:
    """A Position holding this layout with the matching number of tiles consumed."""
    position = Position(variant, deal)
    if layout:
        position.tiles = {(r, c): o for r, c, o in layout}
        position.consumed = len(layout)
        position.frame = (
            0, max(r for r, _, _ in layout), 0, max(c for _, c, _ in layout)
        )
    return position


def _decided(position: Position) -> bool:
    """Position.is_decided(), stopping at the first colour that can still make the goal
    (usually white), which halves the track-following on the search's hot path."""
    variant = position.variant
    return all(
        colour_out_reason(position.tiles, variant.size, variant.goal, colour) is not None
        for colour in (WHITE, BLACK)
    )


def _children(position: Position) -> Iterator[tuple[str, Layout]]:
    for placement in position.legal_moves():
        cells = dict(position.tiles)
        cells[placement.cell] = placement.orientation
        cells.update(placement.fills)
        yield str(placement.move), _normalise(cells)


class _Search:
    def __init__(self, variant: Variant, deal: Deal) -> None:
        self.variant = variant
        self.deal = tuple(deal)
        self.memo: dict[Layout, _Node] = {}

    def node(self, layout: Layout) -> _Node:
        found = self.memo.get(layout)
        if found is not None:
            return found
        position = _position(self.variant, self.deal, layout)
        if position.is_full():
            won = position.is_won()
            node = _Node(int(won), 1, Fraction(int(won)), 0 if won else None, None, 0)
        elif layout and _decided(position):
            node = _Node(0, 1, Fraction(0), None, None, 0)
        else:
            children = list(_children(position))
            if not children:  # stuck
                node = _Node(0, 1, Fraction(0), None, None, 0)
            else:
                node = self._combine(children)
        self.memo[layout] = node
        return node

    def _combine(self, children: list[tuple[str, Layout]]) -> _Node:
        wins = plays = 0
        random_win = Fraction(0)
        winners: list[tuple[int, str, Layout]] = []
        for move, child_layout in children:
            child = self.node(child_layout)
            wins += child.wins
            plays += child.plays
            random_win += child.random_win
            if child.only_moves is not None:
                winners.append((child.only_moves, move, child_layout))
        random_win /= len(children)
        if not winners:
            return _Node(wins, plays, random_win, None, None, len(children))
        easiest, move, child_layout = min(winners, key=lambda w: w[0])
        only = easiest + (1 if len(children) >= 2 and len(winners) == 1 else 0)
        return _Node(wins, plays, random_win, only, (move, child_layout), len(children))


def count_plays(variant: Variant, deal: Deal) -> PlayCount:
    """Explore every play of a fully known deal; exact counts (see the module docstring)."""
    search = _Search(variant, deal)
    root = search.node(())
    solution: tuple[str, ...] | None = None
    decisions: int | None = None
    if root.only_moves is not None:
        moves: list[str] = []
        decisions = 0
        node = root
        while node.best is not None:
            decisions += node.choices >= 2
            move, child_layout = node.best
            moves.append(move)
            node = search.memo[child_layout]
        solution = tuple(moves)
    return PlayCount(
        solvable=root.wins > 0,
        solution=solution,
        winning_plays=root.wins,
        plays=root.plays,
        positions=len(search.memo),
        random_win=root.random_win,
        only_moves=root.only_moves,
        decisions=decisions,
    )


def layout_of(position: Position) -> Layout:
    """The normalised layout of a position (its state for this search)."""
    return _normalise(position.tiles) if position.tiles else ()


def find_solution(
    variant: Variant, deal: Deal, start: Layout = ()
) -> tuple[str, ...] | None:
    """One winning move list from `start` (default: the empty table), or None. Stops at the
    first win, so it is much faster than counting every play."""
    failed: set[Layout] = set()

    def search(layout: Layout) -> list[str] | None:
        if layout in failed:
            return None
        position = _position(variant, deal, layout)
        if position.is_full():
            return [] if position.is_won() else None
        if not (layout and _decided(position)):
            for move, child in _children(position):
                line = search(child)
                if line is not None:
                    return [move, *line]
        failed.add(layout)
        return None

    line = search(start)
    return None if line is None else tuple(line)


def brute_force_count(variant: Variant, deal: Deal) -> tuple[int, int]:
    """(winning plays, plays) by plain DFS over Position.push/pop, no memo: the cross-check."""
    position = Position(variant, deal)

    def walk() -> tuple[int, int]:
        if position.is_full():
            return int(position.is_won()), 1
        if position.tiles and position.is_decided():
            return 0, 1
        legal = position.legal_moves()
        if not legal:
            return 0, 1
        wins = plays = 0
        for placement in legal:
            position.push(placement.move)
            w, p = walk()
            position.pop()
            wins += w
            plays += p
        return wins, plays

    return walk()
