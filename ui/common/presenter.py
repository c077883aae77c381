"""How the engine's facts are arranged and worded for the screen: the area the layout may
still reach, notation labels, the winning track, the heat map, the frame and the outcome.
Pure functions of a Position (no widgets), so they are easy to test."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from typing import NamedTuple

from solitaire.errors import TraxError
from solitaire.outcome import Outcome
from solitaire.position import Placement, Position
from solitaire.tiles import BLACK, WHITE
from solitaire.tracks import colour_out, find_tracks
from solitaire.translatable import QT_TR_NOOP, say, tr
from solitaire.variant import Variant

# The goals as the words say them ("make one line", "a loop"), translated where shown.
GOAL_WORDS = {"line": QT_TR_NOOP("line"), "loop": QT_TR_NOOP("loop")}
# Review's marks (solver.analysis.MARKS), translated where shown.
MARK_WORDS = {
    "best": QT_TR_NOOP("best"),
    "inaccuracy": QT_TR_NOOP("inaccuracy"),
    "mistake": QT_TR_NOOP("mistake"),
    "blunder": QT_TR_NOOP("blunder"),
}
# The game's result as Review's moves table ends (solver.analysis.Analysis.result).
RESULT_WORDS = {
    "won": QT_TR_NOOP("won"),
    "lost": QT_TR_NOOP("lost"),
    "stuck": QT_TR_NOOP("stuck"),
    "playing": QT_TR_NOOP("playing"),
}
COLOUR_WORDS = (QT_TR_NOOP("white"), QT_TR_NOOP("black"), QT_TR_NOOP("red"))  # the themes' names

Cell = tuple[int, int]
Region = tuple[int, int, int, int]

# Two hint values this close are the same chance (the solver's figures are exact fractions
# computed in floating point).
TIE = 1e-9


class Mark(NamedTuple):
    """A move the board marks as a hint: where, which way the tile lies, its chance and how
    many forced spaces it fills."""

    cell: Cell
    orientation: int
    p: float
    fills: int = 0


def variant_words(variant: Variant) -> str:
    """The variant as the player reads it: "3×3 line" (in the front end's language)."""
    goal = tr(GOAL_WORDS.get(variant.goal, variant.goal))
    return tr("{size}×{size} {goal}").format(size=variant.size, goal=goal)


def variant_name(variant: Variant | str) -> str:
    """The variant as notation names it ("3x3 line", as the command line writes it), its goal
    in the front end's language ("linea 3x3"): in titles, lists and messages; a name that is
    no variant, as it is."""
    if isinstance(variant, str):
        try:
            variant = Variant.parse(variant)
        except TraxError:
            return variant
    goal = tr(GOAL_WORDS.get(variant.goal, variant.goal))
    return tr("{size}x{size} {goal}").format(size=variant.size, goal=goal)


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def reachable_region(position: Position) -> Region:
    """Rows and columns the layout may still occupy: the frame grown by what it may still grow
    in each direction (docs/rules.md 4.2). On an empty table, every cell within N-1 of the first."""
    size = position.size
    if position.frame is None:
        return (-(size - 1), size - 1, -(size - 1), size - 1)
    top, bottom, left, right = position.frame
    spare_rows = size - (bottom - top + 1)
    spare_cols = size - (right - left + 1)
    return (top - spare_rows, bottom + spare_rows, left - spare_cols, right + spare_cols)


def notation_labels(position: Position, region: Region) -> tuple[dict[int, str], dict[int, str]]:
    """Column and row labels (as in moves: '@', 'A', ...; '0', '1', ...) for the columns and
    rows a move can name: the frame and one beyond it on each side."""
    frame = position.frame
    if frame is None:
        return {0: "@"}, {0: "0"}
    columns = {
        col: position.label((frame[0], col))[0]
        for col in range(max(region[2], frame[2] - 1), min(region[3], frame[3] + 1) + 1)
    }
    rows = {
        row: position.label((row, frame[2]))[1:]
        for row in range(max(region[0], frame[0] - 1), min(region[1], frame[1] + 1) + 1)
    }
    return columns, rows


def winning_glow(position: Position) -> dict[Cell, int]:
    """The cells of the winning track with its colour; empty unless the game is won."""
    outcome = position.outcome()
    if outcome.status != "won" or outcome.winner is None:
        return {}
    return {
        cell: outcome.winner
        for track in find_tracks(position.tiles, outcome.winner)
        for cell in track.cells
    }


def mark_of(placement: Placement, p: float) -> Mark:
    return Mark(placement.cell, placement.orientation, p, len(placement.fills))


def best_marks(values: Iterable[tuple[Placement, float]]) -> list[Mark]:
    """Every move tied for the best chance (the hint shows them all, not just the first)."""
    marks = [mark_of(placement, p) for placement, p in values]
    if not marks:
        return []
    best = max(mark.p for mark in marks)
    return [mark for mark in marks if mark.p >= best - TIE]


def heat_by_cell(values: Iterable[tuple[Placement, float]]) -> dict[Cell, Mark]:
    """The best orientation and its chance for each cell (several orientations may fit a cell
    when the tile in hand may be turned): what the heat map shows, and what a click plays."""
    heat: dict[Cell, Mark] = {}
    for placement, p in values:
        if placement.cell not in heat or p > heat[placement.cell].p + TIE:
            heat[placement.cell] = mark_of(placement, p)
    return heat


def shown_orientation(marks: Iterable[Mark], cell: Cell) -> int | None:
    """The orientation the board shows at `cell` in a hint or the heat map, or None: a click
    there plays the tile as shown."""
    return next((mark.orientation for mark in marks if mark.cell == cell), None)


def fills_text(count: int) -> str:
    return tr("+{count} forced").format(count=count) if count else ""


def out_tracks(position: Position) -> dict[Cell, tuple[int, ...]]:
    """The cells of the tracks the out reasons name, with their colours (shown on the board)."""
    cells: dict[Cell, tuple[int, ...]] = {}
    for colour in (WHITE, BLACK):
        found = colour_out(position.tiles, position.size, position.variant.goal, colour)
        for cell in found[1] if found is not None else ():
            cells[cell] = (*cells.get(cell, ()), colour)
    return cells


def why_not(label: str, reason: str) -> str:
    """A refused cell and the engine's reason, naming the cell once ("C1 is not next to the
    layout", not "C1: C1 is not next to the layout")."""
    if reason.startswith(label + " "):
        return sentence(reason) + "."
    return tr("{label}: {reason}.").format(label=label, reason=reason)


def a_count(count: int, noun: str) -> str:
    """'a 7-move', 'an 11-move', 'an 8-move' (the article as the number is spoken)."""
    spoken = str(count)
    vowel = spoken.startswith("8") or (spoken[:2] in ("11", "18") and len(spoken) in (2, 5))
    return f"{'an' if vowel else 'a'} {count}-{noun}"


def frame_text(position: Position) -> str:
    size = position.size
    if position.frame is None:
        return tr("empty (may grow to {size}×{size})").format(size=size)
    top, bottom, left, right = position.frame
    rows, cols = bottom - top + 1, right - left + 1
    grows = []
    if rows < size:
        grows.append(tr("%n more row(s)", None, size - rows))
    if cols < size:
        grows.append(tr("%n more column(s)", None, size - cols))
    if not grows:
        return tr("{rows}×{cols}, complete").format(rows=rows, cols=cols)
    room = tr(" and ").join(grows)
    return tr("{rows}×{cols}, room for {room}").format(rows=rows, cols=cols, room=room)


def outcome_status(
    outcome: Outcome,
    colour_names: tuple[str, str],
    words: Callable[[str], str],
    moves: int,
    hints_used: int,
    laid: int = 0,
) -> tuple[str, str]:
    """The kind ('playing', 'decided', 'won', 'lost') and rich text for where the game stands.
    `words` adapts engine wording to the theme (the UK sets print black as red); `laid` of the
    `moves` were laid by the app (a lesson's set-up), not by the player."""
    reasons = "".join(
        f"<br>• {html.escape(sentence(words(reason)))}"
        for _colour, reason in sorted(outcome.out.items())
    )
    goal = tr(GOAL_WORDS.get(outcome.goal, outcome.goal))
    if outcome.status == "won":
        colour = tr(colour_names[outcome.winner or 0])
        won = tr("<b>You won!</b><br>One {colour} {goal} runs through every tile.")
        tally = tr("<br>%n move(s)", None, moves - laid)
        if laid:  # a lesson's set-up, laid by the app, is not the player's
            tally += tr(" ({laid} laid for the lesson)").format(laid=laid)
        tally += ", " + tr("%n hint(s).", None, hints_used)
        return "won", won.format(colour=colour, goal=goal) + tally
    if outcome.status == "stuck":
        stuck = tr("<b>Stuck</b> — the tile in hand fits nowhere in any orientation.")
        return "lost", stuck + reasons
    if outcome.status == "lost":
        lost = tr("<b>Lost</b> — the board is full but no colour made the {goal}.")
        return "lost", lost.format(goal=goal) + reasons
    if outcome.decided:
        decided = tr("<b>Decided</b> — no win is possible any more:")
        return "decided", decided + reasons + tr("<br>Undo, restart or deal again.")
    text = tr("<b>Playing</b> — make one {goal} through every tile.").format(goal=goal)
    if outcome.out:
        text += reasons.replace("<br>• ", tr("<br>Out: "))
    return "playing", text


def outcome_words(outcome: Outcome, words: Callable[[str], str] = say) -> str:
    """Where the game stands in one line (Outcome.describe() in the player's language), each
    colour out with why, its reasons said by `words` (the window's: the theme's colours)."""
    reasons = "; ".join(
        tr("{colour} is out ({reason})").format(colour=tr(COLOUR_WORDS[c]), reason=words(r))
        for c, r in sorted(outcome.out.items())
    )
    goal = tr(GOAL_WORDS.get(outcome.goal, outcome.goal))
    if outcome.status == "won":
        colour = tr(COLOUR_WORDS[outcome.winner or 0])
        return tr("won: one {colour} {goal} through every tile").format(colour=colour, goal=goal)
    if outcome.status == "stuck":
        stuck = tr("lost: the tile in hand fits nowhere in any orientation")
        return stuck + (f" ({reasons})" if reasons else "")
    if outcome.status == "lost":
        return tr("lost: {reasons}").format(reasons=reasons) if reasons else tr("lost")
    if outcome.decided:
        return tr("decided, no win possible: {reasons}").format(reasons=reasons)
    return tr("playing") + (f" ({reasons})" if reasons else "")


def hint_message(values: list[tuple[Placement, float]]) -> str:
    """What the status line says about a fair-play hint: every move tied for best, with the
    forced fills each brings."""
    best = best_marks(values)
    moves = [placement for placement, p in values if p >= best[0].p - TIE]

    def named(placement: Placement) -> str:
        extra = tr(" (+{count} forced)").format(count=len(placement.fills))
        return f"{placement.move}{extra if placement.fills else ''}"

    p = best[0].p
    if p == 0.0:
        return tr(
            "No move can win any more, whatever the stack holds. You may play on until the grid "
            "is full or the tile fits nowhere. Press H again for every move."
        )
    if len(moves) == 1:
        head = tr("Hint: {move} wins {p:.0%} of the time with best play.")
        head = head.format(move=named(moves[0]), p=p)
    else:
        listed = ", ".join(named(m) for m in moves[:-1]) + tr(" and ") + named(moves[-1])
        head = tr("Hint: {moves} tie, each winning {p:.0%} of the time with best play.")
        head = head.format(moves=listed, p=p)
    return head + tr(" Press H again for every move.")


def puzzle_hint_message(move: str, winners: int, legal: int) -> str:
    """What the status line says about a puzzle hint: `move` is one of `winners` moves, out of
    `legal`, from which the puzzle can still be won (the whole stack is known)."""
    head = tr("Hint: {move} leads to a win (the whole stack is known).").format(move=move)
    if legal == 1:
        return head + tr(" It is the only legal move.")
    if winners == 1:
        tail = tr(" It is the only one of the {legal} legal moves that does.")
    elif winners == legal:
        tail = tr(" All {legal} legal moves do.")
    else:
        tail = tr(" {winners} of the {legal} legal moves do.")
    return head + tail.format(legal=legal, winners=winners) + tr(" Press H again for every move.")


def deal_caption(number: int | None, practising: bool = False, lesson: str = "") -> str:
    """The side panel's line under the variant: which deal, and whether it is practice (a game
    tried again from a reviewed move is practice from that deal, not a typed-in deal); a
    tutorial lesson's deal is named by its lesson (`lesson`, e.g. "of lesson 2")."""
    if lesson:
        return tr("Deal {lesson}").format(lesson=lesson)
    if practising:
        if number is None:
            return tr("Practice from a typed-in deal")
        return tr("Practice from deal #{number}").format(number=number)
    return (
        tr("Deal #{number}").format(number=number) if number is not None else tr("Deal (typed in)")
    )


HIDDEN_MESSAGE = QT_TR_NOOP("Heat map hidden. H shows the best moves again.")
HEAT_MAP_MESSAGE = QT_TR_NOOP(
    "Heat map: every legal move coloured by its chance. Press H again to hide it."
)


def hint_cycle_message(mode: int, shown: str) -> str:
    """What the status line says once H cycles the hint to `mode` (1 the best move, 2 the heat
    map, 0 hidden): nothing of the hint stays once it is hidden, but the player is told so."""
    if mode == 0:
        return tr(HIDDEN_MESSAGE)
    if mode == 2:
        return tr(HEAT_MAP_MESSAGE)
    return shown


def pending_status(where: str, count: int, auto_fill: bool) -> str:
    """The status while forced spaces wait: filling by itself, or waiting for a click."""
    if auto_fill:
        return tr("<b>Forced spaces</b>: %n tile(s) from the stack being placed…", None, count)
    more = tr(" ({count} waiting)").format(count=count) if count > 1 else ""
    text = tr("<b>Forced space at {where}</b>{more}: click it to fill it from the stack.")
    return text.format(where=html.escape(where), more=more)
