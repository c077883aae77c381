"""Colour themes: how the two track colours, the tile face and the table look."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class Theme:
    name: str
    title: str
    face: QColor  # the tile face
    face_edge: QColor  # the thin border around each tile
    white_track: QColor  # the engine's "white" colour
    black_track: QColor  # the engine's "black" colour (red in the UK sets)
    track_edge: QColor  # a fine outline that keeps light tracks crisp on the face
    glow: QColor  # the winning track's halo
    table: QColor  # the background of the board
    table_inner: QColor  # the reachable area of the frame
    grid: QColor  # outlines of empty cells
    colour_names: tuple[str, str]

    def track(self, colour: int) -> QColor:
        return self.white_track if colour == 0 else self.black_track


CLASSIC = Theme(
    name="classic",
    title="Classic (black and white on red)",
    face=QColor("#b3262d"),
    face_edge=QColor("#5e1014"),
    white_track=QColor("#f7f4ee"),
    black_track=QColor("#151515"),
    track_edge=QColor(40, 0, 0, 90),
    glow=QColor(255, 214, 64, 200),
    table=QColor("#1f3b2d"),
    table_inner=QColor("#2a5140"),
    grid=QColor(255, 255, 255, 40),
    colour_names=("white", "black"),
)

UK = Theme(
    name="uk",
    title="UK (white and red on black)",
    face=QColor("#1b1b1d"),
    face_edge=QColor("#000000"),
    white_track=QColor("#f4f1ea"),
    black_track=QColor("#d3202e"),
    track_edge=QColor(0, 0, 0, 120),
    glow=QColor(255, 214, 64, 200),
    table=QColor("#24313f"),
    table_inner=QColor("#30465c"),
    grid=QColor(255, 255, 255, 40),
    colour_names=("white", "red"),
)

THEMES: dict[str, Theme] = {CLASSIC.name: CLASSIC, UK.name: UK}


def theme_named(name: str | None) -> Theme:
    return THEMES.get(name or "", CLASSIC)
