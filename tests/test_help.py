"""The help window covers every rule and key the player needs, and its tile pictures are right."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QColor, QTextDocument

from solitaire.tiles import ORIENTATIONS
from ui.app.dialogs.help import HelpWindow, tile_image


@pytest.fixture
def help_text(qtbot) -> str:
    window = HelpWindow()
    qtbot.addWidget(window)
    return " ".join(window.text().split())


@pytest.mark.parametrize(
    "section",
    [
        "The tiles",
        "Your turn",
        "The frame",
        "Forced spaces are filled for you",
        "Turning and flipping",
        "Dead spaces",
        "Winning",
        "When the game is decided",
        "Hints",
        "Keys and mouse",
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
        "the tile in hand and the tiles shown ahead",
        "press H again for the heat map",
        "red instead of black",  # the UK theme is a colour, not a rule
    ],
)
def test_rules_in_plain_words(help_text: str, phrase: str) -> None:
    assert phrase in help_text


@pytest.fixture
def window_help(qtbot, tmp_path):
    """The help as opened with F1 from the real window."""
    from PySide6.QtCore import Qt

    from tests.ui_helpers import make_window

    window = make_window(qtbot, tmp_path)
    qtbot.keyClick(window.board, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: getattr(window.files, "help_window", None) is not None)
    return window, " ".join(window.files.help_window.text().split())


@pytest.mark.parametrize(
    "key_and_action",
    [
        "Arrow keys: Move the cursor",
        "Enter or Space: Place the tile",
        "T: Turn",
        "F: Flip",
        "Ctrl+Z or U: Undo",
        "Ctrl+Y or Ctrl+Shift+Z: Redo",
        "H: Hint",
        "N or Ctrl+N: New game",
        "L: Highlight legal cells",
        "P or Ctrl+P: Choose puzzle",
        "Ctrl+R: Restart",
        "Ctrl+D: Deal again",
        "Ctrl+S: Save",
        "Ctrl+O: Open",
        "Right-click or wheel down: Turn",
        "Wheel up: Turn",
        "M: Type a move",
        "Left: Solution replay: the move before",
        "Shift+Right: Play the solution by itself",
        "Ctrl+G: Concede",
        "W: Was it solvable?",
        "S: Show solution",
        "Ctrl+I: Statistics",
    ],
)
def test_keys_listed(window_help, key_and_action: str) -> None:
    """Each key, then what it does, on a line of its own (a list, read aloud as written)."""
    assert key_and_action in window_help[1]


def test_every_shortcut_of_the_window_is_in_the_help(window_help) -> None:
    from PySide6.QtGui import QKeySequence

    window, text = window_help
    for action in window.actions():
        for key in action.shortcuts():
            assert key.toString(QKeySequence.SequenceFormat.NativeText) in text, action.text()


@pytest.mark.parametrize(
    "section",
    [
        "Puzzles",
        "deal of the day",
        "Gentle",
        "Treacherous",
        "Statistics",
        "win rate",
        "Typing moves",
        "B2:NE",
    ],
)
def test_puzzles_daily_grades_statistics_covered(help_text: str, section: str) -> None:
    assert section in help_text


def test_tiles_are_drawn_with_the_game_theme(qtbot, tmp_path) -> None:
    from PySide6.QtCore import Qt

    from tests.ui_helpers import make_window
    from ui.app.themes import UK

    window = make_window(qtbot, tmp_path, theme="uk")
    qtbot.keyClick(window.board, Qt.Key.Key_F1)  # Help as the window opens it
    qtbot.waitUntil(lambda: window.files.help_window is not None)
    help_window = window.files.help_window
    image = help_window.browser.loadResource(
        QTextDocument.ResourceType.ImageResource, QUrl("tile:NE")
    )
    # NE's tracks keep off the south-east corner: the face there is the theme's (UK: black).
    corner = QColor(image.pixel(image.width() - 8, image.height() - 8))
    assert abs(corner.red() - UK.face.red()) < 40 and corner.lightness() < 80, corner.name()


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
    points = {
        "N": (side // 2, inset),
        "S": (side // 2, side - 1 - inset),
        "E": (side - 1 - inset, side // 2),
        "W": (inset, side // 2),
    }
    for edge, (x, y) in points.items():
        lightness = QColor(image.pixel(x, y)).lightness()
        if edge in white_edges:
            assert lightness > 200, (name, edge)
        else:
            assert lightness < 60, (name, edge)
