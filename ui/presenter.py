"""How the engine's facts are arranged and worded for the screen: the area the layout may
still reach, notation labels, the winning track, the heat map, the frame and the outcome.
Pure functions of a Position (no widgets), so they are easy to test."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable

from solitaire.position import Outcome, Placement, Position
from solitaire.tracks import find_tracks

Cell = tuple[int, int]
Region = tuple[int, int, int, int]


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def reachable_region(position: Position) -> Region:
    """Rows and columns the layout may still occupy: the frame grown by what it may still grow
    in each direction (RULES.md 4.2). On an empty table, every cell within N-1 of the first."""
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


def heat_by_cell(values: Iterable[tuple[Placement, float]]) -> dict[Cell, tuple[int, float]]:
    """The best orientation and its chance for each cell (several orientations may fit a cell
    when the tile in hand may be turned)."""
    heat: dict[Cell, tuple[int, float]] = {}
    for placement, p in values:
        if placement.cell not in heat or p > heat[placement.cell][1]:
            heat[placement.cell] = (placement.orientation, p)
    return heat


def frame_text(position: Position) -> str:
    size = position.size
    if position.frame is None:
        return f"empty table (the layout may grow to {size}×{size})"
    top, bottom, left, right = position.frame
    rows, cols = bottom - top + 1, right - left + 1
    grows = []
    if rows < size:
        grows.append(f"{plural(size - rows, 'more row')}")
    if cols < size:
        grows.append(f"{plural(size - cols, 'more column')}")
    return f"{rows}×{cols}" + (f", room for {' and '.join(grows)}" if grows else ", complete")


def outcome_status(
    outcome: Outcome,
    colour_names: tuple[str, str],
    words: Callable[[str], str],
    moves: int,
    hints_used: int,
) -> tuple[str, str]:
    """The kind ('playing', 'decided', 'won', 'lost') and rich text for where the game stands.
    `words` adapts engine wording to the theme (the UK sets print black as red)."""
    reasons = "".join(
        f"<br>• {html.escape(sentence(words(reason)))}"
        for _colour, reason in sorted(outcome.out.items())
    )
    if outcome.status == "won":
        colour = colour_names[outcome.winner or 0]
        return "won", (
            f"<b>You won!</b><br>One {colour} {outcome.goal} runs through every tile."
            f"<br>{plural(moves, 'move')}, {plural(hints_used, 'hint')}."
        )
    if outcome.status == "stuck":
        return "lost", "<b>Stuck</b> — the tile in hand fits nowhere in any orientation." + reasons
    if outcome.status == "lost":
        return "lost", (
            f"<b>Lost</b> — the board is full but no colour made the {outcome.goal}." + reasons
        )
    if outcome.decided:
        return "decided", (
            "<b>Decided</b> — no win is possible any more:" + reasons
            + "<br>Undo, restart or deal again."
        )
    text = f"<b>Playing</b> — make one {outcome.goal} through every tile."
    if outcome.out:
        text += reasons.replace("<br>• ", "<br>Out: ")
    return "playing", text
