"""The board in words, for a player who cannot see it (a screen reader reads these, and every
front end names its cells with them): a tile's tracks, what a cell holds, whether the tile in
hand fits there and how, a hint's chance, a forced fill."""

from __future__ import annotations

from solitaire.position import Position
from solitaire.tiles import COLOUR_NAMES, EDGE_WORDS, ORIENTATIONS, STRAIGHT, WHITE, edges_of
from solitaire.translatable import QT_TR_NOOP, say, tr

Cell = tuple[int, int]
# The words below are translated where shown (solitaire/translatable.py); these are marked here.
WORDS = (QT_TR_NOOP("north"), QT_TR_NOOP("east"), QT_TR_NOOP("south"), QT_TR_NOOP("west"))


def track_words(orientation: int, colour: int, colour_names: tuple[str, str] = COLOUR_NAMES) -> str:
    """One track of a tile: "white curve north to east", "black straight east to west"."""
    a, b = edges_of(orientation, colour)
    words = (
        tr("{colour} straight {a} to {b}")
        if orientation in STRAIGHT
        else tr("{colour} curve {a} to {b}")
    )
    return words.format(colour=tr(colour_names[colour]), a=tr(EDGE_WORDS[a]), b=tr(EDGE_WORDS[b]))


def tile_words(orientation: int, colour_names: tuple[str, str] = COLOUR_NAMES) -> str:
    """A tile as it lies: "NE, white curve north to east, black curve south to west"."""
    other = 1 - WHITE
    return (
        f"{ORIENTATIONS[orientation]}, {track_words(orientation, WHITE, colour_names)}, "
        f"{track_words(orientation, other, colour_names)}"
    )


def _either(names: list[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + tr(" or ") + names[-1]


def fit_words(
    position: Position, cell: Cell, hand: int | None, colour_names: tuple[str, str] = COLOUR_NAMES
) -> str:
    """Whether the tile in hand (lying as `hand`, turned or not) fits at `cell` and how:
    "the tile in hand fits here as NE, forcing 2 more"; "it fits here turned, as NS or EW";
    "it does not fit here: <the engine's reason>" (its colours named as `colour_names`).
    Empty when there is no tile in hand."""
    if position.hand is None or hand is None or position.outcome().over:
        return ""
    here = [p for p in position.legal_moves() if p.cell == cell]
    same = [p for p in here if p.orientation == hand]
    if same:
        fills = len(same[0].fills)
        forcing = tr(", forcing {fills} more").format(fills=fills) if fills else ""
        fits = tr("the tile in hand fits here as {way}").format(way=ORIENTATIONS[hand])
        return fits + forcing
    if here:
        ways = _either(sorted({ORIENTATIONS[p.orientation] for p in here}))
        return tr("the tile in hand fits here only turned, as {ways}").format(ways=ways)
    reason = position.why_illegal(position.move_at(cell, hand)) or tr("it may not go here")
    swap = dict(zip(COLOUR_NAMES, colour_names, strict=True))
    return tr("the tile in hand does not fit here: {reason}").format(reason=say(reason, swap))


def chance_words(p: float) -> str:
    """A hint's figure at a cell: "hint: wins 62% of the time with best play"."""
    if p <= 0.0:
        return tr("hint: cannot win from here")
    return tr("hint: wins {p:.0%} of the time with best play").format(p=p)


def cell_value(
    position: Position,
    cell: Cell,
    hand: int | None,
    chance: float | None = None,
    colour_names: tuple[str, str] = COLOUR_NAMES,
) -> str:
    """What a cell holds, in words: its tile ("NE, white curve north to east, black curve
    south to west") or "empty", then whether the tile in hand fits there and how, then the
    hint's chance there when hints are shown (`chance`)."""
    if cell in position.tiles:
        return tile_words(position.tiles[cell], colour_names)
    parts = [tr("empty")]
    if fits := fit_words(position, cell, hand, colour_names):
        parts.append(fits)
    if chance is not None:
        parts.append(chance_words(chance))
    return "; ".join(parts)


def hand_words(orientation: int | None, colour_names: tuple[str, str] = COLOUR_NAMES) -> str:
    """The tile in hand or the next one: its tracks, or "none" past the end of the stack."""
    return tr("none") if orientation is None else tile_words(orientation, colour_names)


def fill_words(label: str, orientation: int, colour_names: tuple[str, str] = COLOUR_NAMES) -> str:
    """A forced space filled from the stack: "Forced fill at B1: NS, white straight ..."."""
    words = tile_words(orientation, colour_names)
    return tr("Forced fill at {label}: {tile}.").format(label=label, tile=words)
