"""Contrast as drawn (issue 32), read from rendered pixels for normal vision and simulated
protanopia, deuteranopia and tritanopia (Machado 2009, severity 1.0): on the board, each track
against every shade of the tile face's gradient at least 3:1; in the dialogs, every text and
every cell of their tables and lists (the selected row too) at least 4.5:1."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QImage

from solitaire.colours import GRAPHICS, VISIONS, contrast, simulate
from tests.contrast_check import low_contrast, low_contrast_cells
from tests.ui_helpers import WIN_MOVES, click_move, make_window, start
from ui.app.themes import THEMES, face_ends


def _rgb_array(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB888)
    width, height, line = image.width(), image.height(), image.bytesPerLine()
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=line * height)
    return raw.reshape(height, line)[:, : 3 * width].reshape(height, width, 3).copy()


def face_and_tracks(image: QImage, theme) -> tuple[set, dict[str, tuple]]:
    """The face's shades as painted (pixels on the line between the gradient's two ends, not
    blended with anything else) and each track's colour (its commonest pixel)."""
    pixels = _rgb_array(image).reshape(-1, 3).astype(float)
    light, dark = (np.array(c.getRgb()[:3], dtype=float) for c in face_ends(theme))
    step = dark - light
    t = np.clip((pixels - light) @ step / (step @ step), 0, 1)
    off = np.abs(pixels - (light + t[:, None] * step)).max(axis=1)
    face = {tuple(p / 255) for p in pixels[off <= 3]}
    tracks = {}
    for name in ("white_track", "black_track"):
        wanted = np.array(getattr(theme, name).getRgb()[:3], dtype=float)
        near = pixels[np.abs(pixels - wanted).max(axis=1) <= 3]
        assert len(near) > 200, name  # the track is on the board, in quantity
        colours, counts = np.unique(near, axis=0, return_counts=True)
        tracks[name] = tuple(colours[counts.argmax()] / 255)
    return face, tracks


@pytest.mark.parametrize("name", THEMES)
def test_the_tracks_stand_out_from_every_shade_of_the_face_for_every_eye(qtbot, tmp_path, name):
    window = make_window(qtbot, tmp_path, theme=name)
    start(window)
    for move in WIN_MOVES[:4]:  # curves and a crossing
        click_move(qtbot, window, move)
    theme = THEMES[name]
    face, tracks = face_and_tracks(window.board.grab().toImage(), theme)
    assert len(face) > 20  # the gradient's shades, from light to dark
    for track, colour in tracks.items():
        for vision in VISIONS:
            seen = simulate(colour, vision)
            worst = min(contrast(seen, simulate(shade, vision)) for shade in face)
            assert worst >= GRAPHICS, (name, track, vision, round(worst, 2))


def test_the_gradients_ends_stand_out_for_every_eye():
    """The same from the theme's colours: both ends of the face against both tracks."""
    for theme in THEMES.values():
        for end in face_ends(theme):
            for track in (theme.white_track, theme.black_track):
                a = (end.redF(), end.greenF(), end.blueF())
                b = (track.redF(), track.greenF(), track.blueF())
                worst = min(contrast(simulate(a, v), simulate(b, v)) for v in VISIONS)
                assert worst >= GRAPHICS, (theme.name, end.name(), track.name(), worst)


def _shown(qtbot, dialog):
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _all_eyes(top) -> list[str]:
    return [f"{vision}: {p}" for vision in VISIONS for p in low_contrast(top, vision=vision)]


def test_dialogs_and_their_lists_read_for_every_eye(qtbot, tmp_path, boxes):
    """Statistics (a game selected, the window active and not), Review (its last row, the
    selected move, the marks), Puzzles (a puzzle selected), New game and Preferences."""
    from test_ui_review import LOSE, play, wait_review

    from solitaire.variant import Variant
    from ui.app.dialogs.new_game import NewGameDialog
    from ui.app.dialogs.puzzle import PuzzleDialog
    from ui.app.preferences import Preferences, PreferencesDialog
    from ui.common import solver_bridge

    for dialog in (NewGameDialog(), PreferencesDialog(Preferences())):
        assert _all_eyes(_shown(qtbot, dialog)) == [], dialog.windowTitle()
    puzzles = _shown(qtbot, PuzzleDialog())
    puzzles.puzzle_list.setCurrentRow(1)
    assert low_contrast_cells(puzzles.puzzle_list, VISIONS) == []
    solver_bridge.prepare_table(Variant(3), build=True)
    window = make_window(qtbot, tmp_path)
    start(window)
    play(qtbot, window, LOSE)
    window.commands.act_stats.trigger()
    qtbot.waitUntil(lambda: window.files.statistics_dialog is not None)
    statistics = window.files.statistics_dialog
    qtbot.waitExposed(statistics)
    table = statistics.pages["3x3 line"].table
    statistics.activateWindow()
    qtbot.waitUntil(statistics.isActiveWindow)
    table.selectRow(0)
    assert table.selectionModel().selectedRows()
    assert low_contrast_cells(table, VISIONS) == [], "Statistics, active"
    window.activateWindow()  # the selection as an inactive window shows it
    qtbot.waitUntil(lambda: not statistics.isActiveWindow())
    assert low_contrast_cells(table, VISIONS) == [], "Statistics, inactive"
    assert _all_eyes(statistics) == [], "Statistics"
    statistics.close()
    window.commands.act_review.trigger()
    review = wait_review(qtbot, window)
    qtbot.waitExposed(review)
    last = review.table.rowCount() - 1
    assert review.table.item(last, 1).text() == "End"
    assert low_contrast_cells(review.table, VISIONS) == [], "Review"
    review.table.setCurrentCell(last, 0)  # the last row selected, then not
    assert low_contrast_cells(review.table, VISIONS) == [], "Review, last row selected"
    assert _all_eyes(review) == [], "Review"


@pytest.mark.parametrize("name", THEMES)
def test_the_window_and_help_read_for_every_eye(qtbot, tmp_path, name):
    """Every text of the main window (a game begun, a refusal in the error colour, won) and
    of the help, for every eye."""
    from ui.app.dialogs.help import HelpWindow

    window = make_window(qtbot, tmp_path, theme=name)
    start(window)
    window.move_box.edit.clear()
    assert _all_eyes(window) == [], "a game begun"
    click_move(qtbot, window, "@0")
    click_move(qtbot, window, "A1")  # refused: said in the error colour
    assert window.message_is_error
    assert _all_eyes(window) == [], "a refusal"
    for move in WIN_MOVES[1:]:
        click_move(qtbot, window, move)
    assert _all_eyes(window) == [], "won"
    assert _all_eyes(_shown(qtbot, HelpWindow(theme=THEMES[name]))) == [], "Help"
