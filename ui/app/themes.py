"""Colour themes: how the two track colours, the tile face and the table look."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor

from ui.app.language import QT_TR_NOOP


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


def _colour(spec: str | tuple[int, int, int, int]) -> QColor:
    return QColor(spec) if isinstance(spec, str) else QColor(*spec)


# The themes side by side: one row a colour, one column a theme (hex, or RGBA if translucent).
# Each track is at least 3:1 against the face and against the other track for normal vision
# and for simulated protanopia, deuteranopia and tritanopia (tests/test_colours.py): the
# face's red is a light brick red, the UK set's red track a coral red, between the
# near-black and the near-white in lightness as well as in hue.
# fmt: off
_COLOURS: dict[str, tuple[str | tuple[int, int, int, int], ...]] = {
    #               classic               uk
    "face":        ("#c85546",            "#0e0e10"),
    "face_edge":   ("#5e1014",            "#000000"),
    "white_track": ("#fbf9f4",            "#fbf9f4"),
    "black_track": ("#0a0a0a",            "#c8555a"),
    "track_edge":  ((40, 0, 0, 90),       (0, 0, 0, 120)),
    "glow":        ((255, 214, 64, 200),  (255, 214, 64, 200)),
    "table":       ("#1f3b2d",            "#24313f"),
    "table_inner": ("#2a5140",            "#30465c"),
    "grid":        ((255, 255, 255, 40),  (255, 255, 255, 40)),
}
# fmt: on


def _theme(column: int, name: str, title: str, colour_names: tuple[str, str]) -> Theme:
    colours = {field: _colour(values[column]) for field, values in _COLOURS.items()}
    return Theme(name=name, title=title, colour_names=colour_names, **colours)


CLASSIC = _theme(0, "classic", QT_TR_NOOP("Classic (black and white on red)"), ("white", "black"))
UK = _theme(1, "uk", QT_TR_NOOP("UK (white and red on black)"), ("white", "red"))

THEMES: dict[str, Theme] = {CLASSIC.name: CLASSIC, UK.name: UK}


# The face is shaded from light (top left) to dark (bottom right). Both ends stay 3:1 from
# both tracks for every eye (issue 32: at lighter(118) the light end fell to 2.7:1 from the
# white track for a deuteranope).
FACE_LIGHTER, FACE_DARKER = 107, 107


def face_ends(theme: Theme) -> tuple[QColor, QColor]:
    """The tile face's light and dark ends, as painted."""
    return theme.face.lighter(FACE_LIGHTER), theme.face.darker(FACE_DARKER)


def theme_named(name: str | None) -> Theme:
    return THEMES.get(name or "", CLASSIC)
