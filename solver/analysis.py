"""Post-game analysis: every decision's lost win chance, and the luck of the draws.

Definitions (docs/analysis.md has them in full). For decision i (the tile in hand, the next tile
seen) every legal move has its exact win probability, as `hint --all` gives it (solver.tables,
lookahead 1). `best_value(i)` is the highest, `played(i)` that of the move played and
`loss(i) = best_value(i) - played(i)`. The draw before decision i (the tiles that came up,
forced fills included) has `luck(i) = best_value(i) - played(i-1)`, and the first decision has
`luck(1) = best_value(1) - odds`, `odds` being the variant's optimal win rate. The sums telescope:

    odds + sum(luck) - sum(loss) == played(last)

played(last) is 1 or 0 once the game is over: the last tile fills the board, won or lost; a
move into a decided layout is worth 0; and a move that leaves the tile in hand stuck (rule 4.7)
is worth 0 too, because in every variant the tables hold, a layout where some tile fits nowhere
is one where no tile fits at all (checked over every layout of the tables, see docs/analysis.md),
so the move's value is 0 whether or not the stuck tile was seen. The stuck position itself is
not a decision: nothing can be played there. For a game still playing, played(last) is the win
chance after the last move, before the tile it uncovers is seen.

With `clairvoyant` the values are those of the whole stack known: 1 when a winning play is left
after the move, else 0 (solver.clairvoyant), and `odds` is 1 or 0, whether the deal is solvable:
no tile is ever a surprise, so all luck is 0 and a loss of 1 marks the move that threw a
solvable deal away.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from solitaire.deal import Deal, format_deal
from solitaire.errors import IllegalMoveError, TraxError
from solitaire.move import Move
from solitaire.position import Placement, Position
from solitaire.tiles import ORIENTATIONS
from solitaire.variant import Variant
from solver.tables.service import TIE

# Marks by the win chance a move gives away (a probability, 0.03 is 3 points).
MISTAKE = 0.03  # a loss above this is a mistake (up to it, an inaccuracy)
BLUNDER = 0.10  # a loss above this is a blunder; the Coach asks before such a move
MARKS = ("best", "inaccuracy", "mistake", "blunder")
RESULTS = ("won", "lost", "stuck", "playing")

Scored = list[tuple[Placement, float]]


class Valuer(Protocol):
    """Where move values come from: the fair-play table or the clairvoyant solver."""

    def odds(self) -> float: ...

    def move_values(self, position: Position) -> Scored: ...


def mark_for(loss: float, best: bool) -> str:
    """The mark of a move: `best` when it is tied for the best value, else by its loss."""
    if best:
        return "best"
    if loss > BLUNDER:
        return "blunder"
    if loss > MISTAKE:
        return "mistake"
    return "inaccuracy"


@dataclass(frozen=True)
class Decision:
    """One decision of the game: the position before move `ply` and the move played."""

    ply: int
    move: Move
    hand: int
    next_tile: int | None
    best: tuple[Move, ...]
    best_value: float
    played: float
    loss: float
    luck: float
    mark: str
    values: tuple[tuple[Placement, float], ...]  # every legal move, best first
    fills: int = 0  # forced fills the move made

    @property
    def no_win_left(self) -> bool:
        """Every move of this decision wins 0% of the time: there was nothing to choose (the
        mark stays `best`, as every move ties for the best value)."""
        return self.best_value == 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "ply": self.ply,
            "move": str(self.move),
            "hand": ORIENTATIONS[self.hand],
            "next": None if self.next_tile is None else ORIENTATIONS[self.next_tile],
            "best": [str(m) for m in self.best],
            "best_value": self.best_value,
            "played": self.played,
            "loss": self.loss,
            "luck": self.luck,
            "mark": self.mark,
            "no_win_left": self.no_win_left,
        }


@dataclass(frozen=True)
class Analysis:
    variant: Variant
    deal: Deal
    odds: float
    decisions: tuple[Decision, ...]
    result: str  # won, lost, stuck or playing (the engine's outcome of the last position)
    decided: bool  # neither colour can reach the goal any more
    clairvoyant: bool = False

    @property
    def skill_loss(self) -> float:
        return sum(d.loss for d in self.decisions)

    @property
    def luck(self) -> float:
        return sum(d.luck for d in self.decisions)

    @property
    def deal_luck(self) -> float:
        """The luck of the first two tiles: best_value(1) - odds."""
        return self.decisions[0].luck if self.decisions else 0.0

    @property
    def tile_luck(self) -> float:
        """The luck of every later draw."""
        return sum(d.luck for d in self.decisions[1:])

    @property
    def final(self) -> float:
        """played(last): the win chance after the last move (1 or 0 once the game is over)."""
        return self.decisions[-1].played if self.decisions else self.odds

    @property
    def moves(self) -> list[Move]:
        return [d.move for d in self.decisions]

    @property
    def kept(self) -> float:
        """The share of the chances the player kept: the product of played/best_value over the
        decisions with a chance to keep (1.0 when every move was a best move)."""
        share = 1.0
        for d in self.decisions:
            if d.best_value > 0:
                share *= d.played / d.best_value
        return share

    def position_before(self, index: int) -> Position:
        """The position of decision `index` (0-based), before its move."""
        return Position(self.variant, self.deal, self.moves[:index])

    def summary_json(self) -> dict[str, Any]:
        return {
            "skill_loss": self.skill_loss,
            "luck": self.luck,
            "final": self.final,
            "result": self.result,
        }

    def to_json(self) -> dict[str, Any]:
        return {
            "variant": str(self.variant),
            "deal": format_deal(self.deal),
            "odds": self.odds,
            "decisions": [d.to_json() for d in self.decisions],
            "summary": self.summary_json(),
        }

    def summary_line(self) -> str:
        """'deal luck +12.3 points, tile luck -30.1, your moves -6.0: lost'."""
        word = self.result
        if word == "playing" and self.decided:
            word = "playing (decided: no win is left)"
        return (
            f"deal luck {_points(self.deal_luck)} points, tile luck {_points(self.tile_luck)}"
            f", your moves {_points(-self.skill_loss)}: {word}"
        )


def _points(p: float) -> str:
    """Signed percentage points, one decimal, never '-0.0'."""
    return f"{round(p * 100, 1) + 0.0:+.1f}"


# -- values --------------------------------------------------------------------------------


class FairPlayValues:
    """Fair-play values (lookahead 1) from the table of solver.tables."""

    def __init__(self, table: Any) -> None:
        self.table = table

    def odds(self) -> float:
        return float(self.table.win_rate())

    def move_values(self, position: Position) -> Scored:
        return self.table.move_values(position)


class ClairvoyantValues:
    """Values with the whole stack known: 1.0 when a win is still possible after the move."""

    def __init__(self, variant: Variant, deal: Deal) -> None:
        from solver import clairvoyant

        self.variant = variant
        self.deal = tuple(deal)
        self._successors = clairvoyant.successors
        self._solvable_deal = clairvoyant.is_solvable
        self._memo: dict[int, bool] = {}

    def odds(self) -> float:
        return 1.0 if self._solvable_deal(self.variant, self.deal) else 0.0

    def move_values(self, position: Position) -> Scored:
        from solver.layout import encode

        hand = position.hand
        legal = position.legal_moves()
        if hand is None or not legal:
            return []
        key = encode(position.tiles, self.variant.size) if position.tiles else 0
        after = {move: child for move, _, child in self._successors(self.variant, key, hand)}
        scored = []
        for placement in legal:
            child = after.get(placement.move)
            if child is None:
                raise AssertionError(f"{placement.move}: the engine and the solver disagree")
            scored.append((placement, 1.0 if child and self._wins(child) else 0.0))
        return sorted(scored, key=lambda pv: -pv[1])  # stable: notation order within ties

    def _wins(self, key: int) -> bool:
        """Some play from this layout (its tile count says how many tiles are used) wins. The
        solver gives 0 for a child that is decided or full and lost, so a full key has won."""
        found = self._memo.get(key)
        if found is None:
            used = _tile_count(key, self.variant.size)
            if used == self.variant.tiles:
                found = True
            else:
                found = any(
                    child and self._wins(child)
                    for _, _, child in self._successors(
                        self.variant, key, self.deal[used], strong=True
                    )
                )
            self._memo[key] = found
        return found


def _tile_count(key: int, size: int) -> int:
    return sum(1 for cell in range(size * size) if (key >> (3 * cell)) & 7)


def valuer_for(variant: Variant, deal: Deal, clairvoyant: bool = False) -> Valuer:
    """The fair-play table (shipped, cached or built: solver.tables.service.table_for) or the
    clairvoyant solver."""
    if clairvoyant:
        return ClairvoyantValues(variant, deal)
    from solver.tables.service import table_for

    return FairPlayValues(table_for(variant, 1))


# -- the analysis ----------------------------------------------------------------------------


def analyse(
    variant: Variant,
    deal: Deal,
    moves: Sequence[Move | str],
    *,
    clairvoyant: bool = False,
    valuer: Valuer | None = None,
    cancel: threading.Event | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Analysis:
    """Analyse a game: the moves are replayed through the engine (an illegal move raises
    IllegalMoveError naming its number) and each decision is valued."""
    if len(deal) != variant.tiles:
        raise TraxError(f"a {variant} deal has {variant.tiles} tiles, this one has {len(deal)}")
    values_of = valuer or valuer_for(variant, deal, clairvoyant)
    clairvoyant = clairvoyant or isinstance(values_of, ClairvoyantValues)
    odds = values_of.odds()
    position = Position(variant, tuple(deal))
    decisions: list[Decision] = []
    before = odds
    for ply, raw in enumerate(moves, start=1):
        if cancel is not None and cancel.is_set():
            raise TraxError("analysis cancelled")
        move = Move.parse(raw) if isinstance(raw, str) else raw
        reason = position.why_illegal(move)
        if reason is not None:
            raise IllegalMoveError(f"move {ply} ({move}) is illegal: {reason}")
        decision = _decide(position, values_of, ply, move, before)
        decisions.append(decision)
        before = decision.played
        if progress is not None:
            progress(ply, len(moves))
    outcome = position.outcome()
    return Analysis(
        variant, tuple(deal), odds, tuple(decisions), outcome.status, outcome.decided, clairvoyant
    )


def _decide(position: Position, values_of: Valuer, ply: int, move: Move, before: float) -> Decision:
    """Value the decision at `position`, then play `move` there."""
    hand = position.hand
    assert hand is not None  # a legal move was found, so a tile is in hand
    next_tile = position.next_tile
    scored = values_of.move_values(position)
    best_value = scored[0][1]
    tied = [(p, v) for p, v in scored if v >= best_value - TIE]
    placement = position.push(move)
    played = next(
        v for p, v in scored if p.cell == placement.cell and p.orientation == placement.orientation
    )
    is_best = any(p.move == placement.move for p, _ in tied)
    loss = 0.0 if is_best else best_value - played
    return Decision(
        ply=ply,
        move=placement.move,
        hand=hand,
        next_tile=next_tile,
        best=tuple(p.move for p, _ in tied),
        best_value=best_value,
        played=played,
        loss=loss,
        luck=best_value - before,
        mark=mark_for(loss, is_best),
        values=tuple(scored),
        fills=len(placement.fills),
    )


__all__ = [
    "BLUNDER",
    "MARKS",
    "MISTAKE",
    "RESULTS",
    "Analysis",
    "ClairvoyantValues",
    "Decision",
    "FairPlayValues",
    "analyse",
    "mark_for",
    "valuer_for",
]
