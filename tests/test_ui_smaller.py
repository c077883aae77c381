"""Smaller things a player sees: the cursor follows the mouse, refusals name the cell once,
"an 11-move", the version in About, Save starting in the data folder, shortcuts for Statistics,
Was it solvable? and Show solution, and the solution played by itself."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from solitaire.move import Move
from tests.ui_helpers import WIN_MOVES, click_move, make_window, start, watch_later
from ui.common import presenter


def test_keys_carry_on_from_the_mouse(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    board = window.board
    first = window.position.cell_of(Move.parse("A1"))
    assert board.cursor == first
    target = (first[0] + 1, first[1] + 1)
    qtbot.mouseMove(board, board.cell_center(target))
    qtbot.waitUntil(lambda: board.state.ghost is not None and board.state.ghost[0] == target)
    qtbot.keyClick(board, Qt.Key.Key_Up)
    assert board.cursor == (target[0] - 1, target[1])


def test_a_refused_cell_is_named_once(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    # Diagonal to the tile: named by notation, refused (it touches only a corner).
    far = (window.position.frame[0] - 1, window.position.frame[2] + 1)
    window.play.click_cell(far)
    assert window.message_is_error
    label = window.position.label(far)
    assert window.message.count(label) == 1, window.message


@pytest.mark.parametrize(
    ("count", "text"),
    [
        (7, "a 7-move"),
        (11, "an 11-move"),
        (8, "an 8-move"),
        (18, "an 18-move"),
        (1, "a 1-move"),
        (80, "an 80-move"),
        (111, "a 111-move"),
    ],
)
def test_articles(count, text):
    assert presenter.a_count(count, "move") == text


def test_about_shows_the_version(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    from ui.data.files import package_version

    shown = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    window = make_window(qtbot, tmp_path)
    window.commands.act_about.trigger()
    version = package_version()
    assert version[0].isdigit() and version in shown[0]


def test_about_names_the_licence_the_project_and_the_credits(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

    from ui.common.project import PROJECT_URL

    seen = {}

    def read_and_close() -> None:
        # The About box is the visible one: a hidden box another test left behind in this worker
        # must not be taken for it (the watcher then looked at that one for ever).
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            label = box.findChild(QLabel, "qt_msgbox_label")
            seen.update(text=label.text(), links=label.openExternalLinks(), title=box.windowTitle())
            seen["picture"] = box.grab().save(str(tmp_path / "about.png"))
            box.accept()
        else:
            watch_later(50, read_and_close)

    window = make_window(qtbot, tmp_path)
    watch_later(50, read_and_close)
    window.commands.act_about.trigger()
    assert seen["title"] == "About Trax Solitaire" and seen["links"] and seen["picture"]
    text = seen["text"]
    assert "MIT licence" in text and "LICENSE file" in text and "the trax-solitaire authors" in text
    assert f'<a href="{PROJECT_URL}">' in text
    assert "Credits" in text and "David Smith" in text and "solitaire rules printed" in text


def test_about_opens_the_third_party_licences(qtbot, tmp_path):
    # Issue 34: the About box's button shows the licences of what the program runs on, read
    # from the installed packages (a standalone folder shows its THIRD-PARTY-NOTICES.txt).
    from PySide6.QtWidgets import QApplication, QMessageBox

    def press_licences() -> None:
        box = QApplication.activeModalWidget()  # the About box, not one another test left
        if not isinstance(box, QMessageBox) or not box.isVisible():
            watch_later(50, press_licences)
            return
        (button,) = [b for b in box.buttons() if b.text() == "Third-party licences…"]
        assert button.accessibleName() == "Third-party licences"
        button.click()

    window = make_window(qtbot, tmp_path)
    watch_later(50, press_licences)
    window.commands.act_about.trigger()
    dialog = window.files.notices_dialog
    assert dialog.isVisible() and dialog.windowTitle() == "Third-party licences"
    text = " ".join(dialog.plain_text().split())
    for name in ("Trax Solitaire", "PySide6_Essentials", "shiboken6", "numpy", "numba", "llvmlite"):
        assert f". {name} " in text, name
    assert "Permission is hereby granted" in text  # the project's MIT licence
    assert "GNU LESSER GENERAL PUBLIC LICENSE Version 3" in text  # PySide6's
    assert "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in text  # CPython's
    assert dialog.text.accessibleName() and dialog.text.isReadOnly()
    dialog.close()


def test_save_starts_in_the_data_folder_then_the_last_used(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    asked = []

    def fake_save(parent, caption, directory, file_filter):
        asked.append(directory)
        return str(tmp_path / "mine" / "kept.trax"), file_filter

    (tmp_path / "mine").mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake_save)
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    window.files.save_as()
    assert Path(asked[0]).parent == tmp_path / "data" / "games", asked
    assert (tmp_path / "mine" / "kept.trax").exists()
    window.files.save_as()
    assert Path(asked[1]).parent == tmp_path / "mine"


@pytest.mark.parametrize(
    ("key", "modifier", "action"),
    [
        (Qt.Key.Key_W, Qt.KeyboardModifier.NoModifier, "act_solvable"),
        (Qt.Key.Key_S, Qt.KeyboardModifier.NoModifier, "act_solution"),
        (Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier, "act_stats"),
        (Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier, "act_concede"),
    ],
)
def test_shortcuts(qtbot, tmp_path, monkeypatch, key, modifier, action):
    from ui.app.statistics.dialog import StatisticsDialog

    monkeypatch.setattr(StatisticsDialog, "exec", lambda self: 0)  # no modal loop in tests
    window = make_window(qtbot, tmp_path)
    fired = []
    getattr(window.commands, action).triggered.connect(lambda *_: fired.append(True))
    getattr(window.commands, action).setEnabled(True)
    qtbot.keyClick(window.board, key, modifier)
    assert fired


def test_solution_plays_itself(qtbot, tmp_path):
    from tests.ui_helpers import WIN_DEAL

    window = make_window(qtbot, tmp_path)
    start(window, WIN_DEAL)
    for move in WIN_MOVES:  # the solution is shown once the game is decided (issue 31)
        window.play_move(Move.parse(move))
    window.session.solvable, window.session.solution = True, list(WIN_MOVES)
    window.solver.show_solution()
    assert window.table.replay is not None
    window.commands.act_replay_play.trigger()
    qtbot.waitUntil(lambda: window.table.replay_index == len(WIN_MOVES), timeout=20_000)
    assert window.table.replay.position.outcome().status == "won"
    assert not window.autoplay.running


def _pixels(board):
    """The board as drawn now, an array of rows of BGRA pixels."""
    import numpy as np
    from PySide6.QtGui import QImage

    image = board.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    width, height = image.width(), image.height()
    raw = np.frombuffer(image.constBits(), np.uint8).reshape(height, image.bytesPerLine())
    return raw[:, : width * 4].reshape(height, width, 4).copy()


def _cursor_pixels(board):
    """Where the board's drawing differs with its keyboard cursor taken away: (ys, xs) and
    the pixels with the cursor."""
    import numpy as np

    shown = _pixels(board)
    cursor, board.cursor = board.cursor, None
    hidden = _pixels(board)
    board.cursor = cursor
    ys, xs = np.nonzero(np.any(shown != hidden, axis=2))
    return ys, xs, shown[ys, xs]


def test_the_keyboard_cursor_shows_after_arrow_keys_only_and_looks_its_own(qtbot, tmp_path):
    """A click places a tile and leaves no frame on it; an arrow key shows the cursor: thin
    neutral-grey corner brackets, not a dashed ring round the cell (the tutorial's "try here"
    ring is a red dashed one); moving the mouse hides it, an arrow key shows it again."""
    import numpy as np

    window = make_window(qtbot, tmp_path)
    start(window)
    board = window.board
    click_move(qtbot, window, "@0")
    qtbot.waitUntil(lambda: not window.pending and board.is_settled())
    assert board.cursor is not None and len(_cursor_pixels(board)[0]) == 0
    qtbot.keyClick(board, Qt.Key.Key_Right)
    ys, xs, colours = _cursor_pixels(board)
    assert len(ys) > 0
    rect = board.cell_rect(board.cursor)
    side = rect.width()
    # Only near the four corners: nothing along the middle of any side.
    near_x = np.minimum(abs(xs - rect.left()), abs(xs - rect.right())) < side * 0.3
    near_y = np.minimum(abs(ys - rect.top()), abs(ys - rect.bottom())) < side * 0.3
    assert np.all(near_x & near_y)
    # Neutral: the light pixels are grey, not red or gold.
    light = colours[colours[:, :3].min(axis=1) > 160][:, :3].astype(int)
    assert len(light) > 0 and np.all(light.max(axis=1) - light.min(axis=1) < 30)
    other = (board.cursor[0] + 1, board.cursor[1])
    for cell in [(other[0], other[1] - 1), other]:  # a move, wherever the pointer was
        qtbot.mouseMove(board, board.cell_center(cell))
        qtbot.waitUntil(lambda c=cell: board.cursor == c)
    assert len(_cursor_pixels(board)[0]) == 0  # hidden after the mouse
    qtbot.keyClick(board, Qt.Key.Key_Left)
    assert len(_cursor_pixels(board)[0]) > 0  # shown again by an arrow key
