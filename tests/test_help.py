"""The help window covers every rule and key the player needs, and its tile pictures are right."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtGui import QColor

from solitaire.tiles import ORIENTATIONS
from ui.help import HelpWindow, tile_image


@pytest.fixture
def help_text(qtbot) -> str:
    window = HelpWindow()
    qtbot.addWidget(window)
    return " ".join(window.text().split())


@pytest.mark.parametrize(
    "section",
    [
        "The tiles", "Your turn", "The frame", "Forced spaces are filled for you",
        "Turning and flipping", "Dead spaces", "Winning", "When the game is decided", "Hints",
        "Keyboard",
    ],
)
def test_sections(help_text: str, section: str) -> None:
    assert section in help_text


@pytest.mark.parametrize(
    "phrase",
    [
        "as dealt",  # placing as dealt
        "white meets white, black meets black",  # matching colours
        "never start a 4th row or column in 3x3",  # the frame
        "filled at once with the next tile from the stack",  # forced spaces
        "Only when the tile in hand fits nowhere as dealt",  # turning
        "three or four sides can never be filled",  # dead spaces
        "closes up into a loop",  # the loop goal
        "all 16 tiles",
        "neither colour can still reach the goal",  # decided
        "stuck",
        "exact chance of winning from here if you play perfectly",  # hints
        "the tile in hand and the next one",
        "press H again for the heat map",
        "red instead of black",  # the UK theme is a colour, not a rule
    ],
)
def test_rules_in_plain_words(help_text: str, phrase: str) -> None:
    assert phrase in help_text


@pytest.mark.parametrize(
    "key_and_action",
    [
        "Arrow keys Move the cursor", "Enter Place the tile", "T Turn the tile",
        "F Flip the tile", "U or Ctrl+Z Undo", "Ctrl+Y or Ctrl+Shift+Z Redo", "H Hint",
        "N New game",
    ],
)
def test_keys_listed(help_text: str, key_and_action: str) -> None:
    assert key_and_action in help_text


def test_all_six_tiles_are_shown(qtbot) -> None:
    window = HelpWindow()
    qtbot.addWidget(window)
    html = window.browser.toHtml()
    for name in ORIENTATIONS:
        assert f"tile:{name}" in html


@pytest.mark.parametrize(
    ("name", "white_edges"),
    [("NS", "NS"), ("EW", "EW"), ("NE", "NE"), ("ES", "ES"), ("SW", "SW"), ("NW", "NW")],
)
def test_tile_pictures_show_white_where_the_name_says(qtbot, name: str, white_edges: str) -> None:
    side = 56
    image = tile_image(name, side)
    inset = 2  # just inside the edge, in the middle of each edge where the track leaves
    points = {"N": (side // 2, inset), "S": (side // 2, side - 1 - inset),
              "E": (side - 1 - inset, side // 2), "W": (inset, side // 2)}
    for edge, (x, y) in points.items():
        lightness = QColor(image.pixel(x, y)).lightness()
        if edge in white_edges:
            assert lightness > 200, (name, edge)
        else:
            assert lightness < 60, (name, edge)
