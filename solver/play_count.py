"""Exact counting search over a fully known deal (the clairvoyant view of docs/rules.md section 7).

`count_plays(variant, deal)` explores every play of the deal and returns a `PlayCount`: whether
it is solvable, one solution, how many complete plays there are and how many of them win, the
chance that uniform random legal play wins, and how forcing the winning lines are.

A *complete play* is a sequence of moves from the empty table until the game is won, lost on a
full board, stuck (rule 4.7), or decided (rules section 5: neither colour can reach the goal).
Counting a decided position as the end of a play is what lets the search prune there and still
be exact: the app tells the player the game is decided, so nothing after it is a different play.

The state is the layout normalised by translation (its solver.core key): the frame floats (rule
4.2) and move labels are relative to the layout (section 6), and the tiles consumed are the
tiles on the layout. The search runs compiled on the rules core; `brute_force_count` is the
engine-only cross-check the tests hold it to.

The chance that random play wins is an exact fraction. With L the lcm of the move counts met and
T the tiles of the deal, a layout with t tiles has value V = chance * L^(T - t), an integer:
V = (L / k) * sum over its k moves of V(child) * L^(t_child - t - 1). The search computes V
modulo enough 31-bit primes to pin the root's value down, and the Chinese remainder theorem
gives it back exactly.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from functools import cache

import numpy as np

from solitaire.deal import Deal
from solitaire.move import Move
from solitaire.position import Layout, Position, normalise
from solitaire.variant import Variant
from solver import core
from solver.clairvoyant import solve_from
from solver.jit import njit
from solver.layout import MAX_SOLVER_SIZE, encode
from solver.play_search import BEST, COUNT, EDGES, ONLY, PLAYS, TILES, WINS, WON_END, count_kernel

MAX_SEARCH_SIZE = MAX_SOLVER_SIZE  # beyond 4x4 the positions explode; callers refuse there


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


@njit(cache=True)
def _residues(nodes, edges, post, count, total, primes, l_over_k, l_power):
    """The root's value V (see the module doc) modulo each prime."""
    out = np.zeros(primes.shape[0], np.int64)
    value = np.zeros(count, np.int64)
    for q in range(primes.shape[0]):
        p = primes[q]
        for i in range(count):
            node = post[i]
            k = nodes[node, COUNT]
            if k == 0:
                value[node] = nodes[node, WON_END]  # won only on a full board: V = 1
                continue
            acc = 0
            t = nodes[node, TILES]
            for e in range(nodes[node, EDGES], nodes[node, EDGES] + k):
                c = edges[e, 0]
                acc = (acc + value[c] * l_power[q, nodes[c, TILES] - t - 1]) % p
            value[node] = acc * l_over_k[q, k] % p
        out[q] = value[0]
    return out


@cache
def _primes(count: int) -> tuple[int, ...]:
    """The `count` largest primes below 2^31 (deterministic Miller-Rabin for this range)."""
    found: list[int] = []
    candidate = (1 << 31) - 1
    while len(found) < count:
        if _is_prime(candidate):
            found.append(candidate)
        candidate -= 2
    return tuple(found)


def _is_prime(x: int) -> bool:
    d, s = x - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in (2, 3, 5, 7):  # enough for every x < 3,215,031,751
        y = pow(a, d, x)
        if y in (1, x - 1):
            continue
        for _ in range(s - 1):
            y = y * y % x
            if y == x - 1:
                break
        else:
            return False
    return True


def _random_win(
    nodes: np.ndarray, edges: np.ndarray, post: np.ndarray, count: int, total: int
) -> Fraction:
    ks = {int(k) for k in np.unique(nodes[:count, COUNT]) if k > 0}
    if not ks:
        return Fraction(int(nodes[0, WINS]))
    lcm = math.lcm(*ks)
    bound = lcm**total  # V(root) <= L^T
    primes: list[int] = []
    product = 1
    for p in _primes(bound.bit_length() // 30 + 2):
        primes.append(p)
        product *= p
        if product > bound:
            break
    max_k = max(ks)
    l_over_k = np.array(
        [[(lcm // k) % p if k and lcm % k == 0 else 0 for k in range(max_k + 1)] for p in primes],
        dtype=np.int64,
    )
    l_power = np.array([[pow(lcm, j, p) for j in range(total + 1)] for p in primes], np.int64)
    residues = _residues(
        nodes, edges, post, count, total, np.array(primes, np.int64), l_over_k, l_power
    )
    value, modulus = 0, 1  # Chinese remainder theorem, one prime at a time
    for r, p in zip(residues.tolist(), primes, strict=True):
        value += modulus * ((r - value) * pow(modulus, -1, p) % p)
        modulus *= p
    return Fraction(value, bound)


def count_plays(variant: Variant, deal: Deal) -> PlayCount:
    """Explore every play of a fully known deal; exact counts (see the module docstring)."""
    n = variant.size
    if n > MAX_SEARCH_SIZE:
        raise ValueError(f"plays are counted up to {MAX_SEARCH_SIZE}x{MAX_SEARCH_SIZE}")
    total = variant.tiles
    deal_array = np.asarray(deal, dtype=np.int64)
    capacity = 1 << 14
    while True:
        nodes = np.zeros((capacity, 8), np.int64)
        edges = np.zeros((capacity * 8, 4), np.int64)
        post = np.zeros(capacity, np.int64)
        hkeys = np.full(capacity * 2, -1, np.int64)
        hvals = np.zeros(capacity * 2, np.int64)
        count = count_kernel(
            deal_array, n, core.goal_code(variant.goal), nodes, edges, post, hkeys, hvals
        )
        if count == -2:
            raise OverflowError(f"this {variant} deal has too many plays to count")
        if count >= 0:
            break
        capacity *= 4
    solution: tuple[str, ...] | None = None
    decisions: int | None = None
    if nodes[0, ONLY] >= 0:
        moves, decisions, node = [], 0, 0
        while nodes[node, BEST] >= 0:
            decisions += int(nodes[node, COUNT] >= 2)
            child, row, col, o = (int(x) for x in edges[nodes[node, BEST]])
            moves.append(str(Move(col, row, o)))
            node = child
        solution = tuple(moves)
    only = int(nodes[0, ONLY])
    return PlayCount(
        solvable=bool(nodes[0, WINS] > 0),
        solution=solution,
        winning_plays=int(nodes[0, WINS]),
        plays=int(nodes[0, PLAYS]),
        positions=count,
        random_win=_random_win(nodes, edges, post, count, total),
        only_moves=None if only < 0 else only,
        decisions=decisions,
    )


def layout_of(position: Position) -> Layout:
    """The normalised layout of a position (its state for this search)."""
    return normalise(position.tiles)


def find_solution(variant: Variant, deal: Deal, start: Layout = ()) -> tuple[str, ...] | None:
    """One winning move list from `start` (default: the empty table), or None. Stops at the
    first win (the compiled clairvoyant search), so it is much faster than counting plays."""
    position = Position.from_layout(variant, deal, start)
    if position.is_full():
        return () if position.is_won() else None
    moves = solve_from(variant, deal, encode(position.tiles, variant.size))
    return None if moves is None else tuple(str(m) for m in moves)


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
