"""The exact solvable fraction of a variant over every possible deal, weighted by deal probability.

Solving 6^9 deals one by one is wasteful: deals sharing a prefix share most of their search. We
walk the tree of deal prefixes tile by tile, carrying for each tile count j >= k the SET of layouts
with j tiles reachable using the tiles revealed so far. Revealing tile k (the tile in hand for every
layout with k tiles) advances the level-k layouts; a move with f forced fills lands at level
k+1+f, since a forced fill consumes a tile whatever it is (rule 4.4), so tiles k+1..k+f need
not be known for it. A deal prefix is solvable once a won full layout is reachable, whatever
follows. Equal level sets give equal answers, so the walk is memoised on (k, levels).

Probabilities are kept exact as integers in eighths: each tile weighs EIGHTHS[o] / 8.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from solitaire.tiles import EIGHTHS, NE, NS
from solitaire.variant import Variant
from solver.clairvoyant import successor_keys

Levels = tuple[frozenset[int], ...]


def exact_solvable(variant: Variant, symmetry: bool = True, jobs: int = 1) -> Fraction:
    """P(a random deal of this variant is solvable), exactly. Practical for sizes up to 3.

    With `symmetry`, only the first tiles NS and NE are searched: turning every tile of a deal a
    quarter (or swapping colours) maps solvable deals to solvable deals of equal probability, and
    takes NS to EW and NE round the other three curves. With `jobs` > 1 the first tiles are
    walked in parallel processes."""
    firsts = (NS, NE) if symmetry else tuple(range(len(EIGHTHS)))
    args = [(variant.size, variant.goal, hand) for hand in firsts]
    if jobs > 1:
        from solver.parallel import end_pool, process_pool

        pool = process_pool(min(jobs, len(args)))
        finished = False
        try:  # interrupted: the workers are stopped at once, not waited for
            weights = list(pool.map(first_tile_weight, *zip(*args, strict=True)))
            finished = True
        finally:
            end_pool(pool, interrupted=not finished)
    else:
        weights = [first_tile_weight(*a) for a in args]
    if symmetry:
        numerator = 4 * weights[0] + 4 * weights[1]  # (2 + 2) eighths straight, 4 x 1 curved
    else:
        numerator = sum(EIGHTHS[hand] * w for hand, w in zip(firsts, weights, strict=True))
    return Fraction(numerator, 8**variant.tiles)


def first_tile_weight(size: int, goal: str, first: int) -> int:
    """Solvable weight of the deals starting with `first`, in units of 8^-(tiles-1)."""
    variant = Variant(size, goal)
    total = variant.tiles
    hands = range(len(EIGHTHS))
    # For each layout: ((hand, forced-fill count), live layouts one move away) for the pairs
    # that occur (few do, so the walk's inner loop stays short).
    moves_of: dict[int, tuple[tuple[tuple[int, int], frozenset[int]], ...]] = {}

    def advance(layout: int) -> tuple[tuple[tuple[int, int], frozenset[int]], ...]:
        found = moves_of.get(layout)
        if found is None:
            by_slot: dict[tuple[int, int], set[int]] = {}
            for hand in hands:
                for fills, key in successor_keys(variant, layout, hand, strong=True):
                    if key:  # 0: the move leaves the game decided, or full and lost
                        by_slot.setdefault((hand, fills), set()).add(key)
            found = moves_of[layout] = tuple((slot, frozenset(s)) for slot, s in by_slot.items())
        return found

    @cache
    def weight(k: int, levels: Levels) -> int:
        """Solvable weight of the continuations of tiles k..total-1, in units of 8^-(total-k).
        levels[j] holds the live layouts with k+j tiles; the last level holds won full boards."""
        if levels[-1]:
            return 8 ** (total - k)
        if not any(levels):
            return 0
        rest = levels[1:]
        if not levels[0]:
            # No layout waits for tile k: its identity does not matter (its weights sum to 8).
            return 8 * weight(k + 1, rest)
        joining: dict[tuple[int, int], list[frozenset[int]]] = {}  # by (hand, fills)
        for layout in levels[0]:
            for slot, keys in advance(layout):
                found = joining.get(slot)
                if found is None:
                    joining[slot] = [keys]
                else:
                    found.append(keys)
        by_hand: list[dict[int, list[frozenset[int]]]] = [{} for _ in hands]
        for (hand, fills), sets in joining.items():
            by_hand[hand][fills] = sets
        return sum(EIGHTHS[hand] * weight(k + 1, _joined(rest, by_hand[hand])) for hand in hands)

    (after,) = (key for _, key in successor_keys(variant, 0, first))
    return weight(1, (frozenset({after}),) + (frozenset(),) * (total - 1))


def _joined(rest: Levels, joining: dict[int, list[frozenset[int]]]) -> Levels:
    """The levels with the layouts joining each added; a level none join is the same set (its
    hash, kept by the set, is not worked out again when the walk looks the levels up)."""
    if not joining:
        return rest
    levels = list(rest)
    for fills, sets in joining.items():
        levels[fills] = levels[fills].union(*sets)
    return tuple(levels)


def solvable_by_levels(variant: Variant, deal: tuple[int, ...]) -> bool:
    """The same level-set walk for one deal: an independent check of the DFS solver."""
    total = variant.tiles
    levels: list[set[int]] = [set() for _ in range(total + 1)]
    levels[0].add(0)
    for k in range(total):
        for layout in levels[k]:
            for fills, key in successor_keys(variant, layout, deal[k]):
                if key:
                    levels[k + 1 + fills].add(key)
    return bool(levels[total])


__all__ = ["exact_solvable", "solvable_by_levels"]
