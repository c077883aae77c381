"""Issue 15, "What a first hour met", item 6: what a solved puzzle, the Choose puzzle dialog
and the main window look like at 1040x760 and on an 800x600 screen (tests/layout_check.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QScreen

from puzzles.pack import shipped_packs
from tests.layout_check import layout_problems
from tests.ui_helpers import (
    ON_SCREEN,
    click_move,
    make_window,
    prefs,
    start_longest_puzzle,
    watch_later,
)

SIZES = [(1040, 760), ON_SCREEN[800, 600], ON_SCREEN[800, 578]]


@pytest.mark.parametrize("size", SIZES, ids=["1040x760", "800x600", "800x578"])
@pytest.mark.parametrize("pack", ["3x3 line", "4x4 line", "4x4 loop"])
def test_a_solved_puzzle_fits(qtbot, tmp_path, size, pack) -> None:
    """The pack's puzzle with the longest caption, solved by clicks: the stack's caption is
    whole (it was cut to "THE WHOLE STACK: EV") and every button is inside the window without
    scrolling (Was it solvable? and Show solution were below the edge at 800x600)."""
    window, longest = start_longest_puzzle(qtbot, tmp_path, pack, size)
    for move in longest.solution:
        click_move(qtbot, window, move)
        qtbot.waitUntil(lambda: not window.pending and not window.board.is_animating())
    assert window.position.outcome().status == "won"
    qtbot.wait(50)
    assert layout_problems(window) == []
    scroll = window.panel.parentWidget().parentWidget()  # the panel's scroll area
    assert scroll.verticalScrollBar().maximum() == 0  # nothing to scroll to
    window.grab().save(str(tmp_path / f"solved-{pack}-{size[0]}.png"))


def test_choose_puzzle_never_draws_a_description_over_the_list(qtbot, tmp_path) -> None:
    """Choose puzzle… (P), every pack, every puzzle selected in turn: the description (three
    lines for a 4x4 puzzle) and the stack lie below the list, never over it."""
    window = make_window(qtbot, tmp_path)
    checked: list[str] = []

    def check() -> None:
        dialog = window.games.puzzle_dialog
        if dialog is None or not dialog.isVisible():
            watch_later(20, check)
            return
        try:
            for index, pack in enumerate(dialog.packs):
                dialog.pack_box.setCurrentIndex(index)
                for row in range(len(pack.puzzles)):
                    dialog.puzzle_list.setCurrentRow(row)
                    qtbot.wait(1)
                    listed = dialog.puzzle_list.geometry()
                    said = dialog.description.geometry()
                    stack = dialog.stack_view.geometry()
                    where = f"{pack.variant} #{row + 1}"
                    assert said.top() > listed.bottom(), where
                    assert stack.top() > said.bottom(), where
                    assert dialog.description.heightForWidth(said.width()) <= said.height(), where
                    assert layout_problems(dialog) == [], where
                checked.append(str(pack.variant))
        finally:
            dialog.reject()

    watch_later(0, check)
    qtbot.keyClick(window.board, Qt.Key.Key_P)
    assert checked == [str(p.variant) for p in shipped_packs()]


def test_the_window_opens_no_larger_than_an_800x600_screen(qtbot, monkeypatch) -> None:
    """On an 800x600 screen the main window opened at 1040x760; it opens within the screen's
    free area, as Help and Review do, and everything in it fits."""
    from ui.app.window.main_window import MainWindow

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 800, 600))
    window = MainWindow(prefs=prefs())
    qtbot.addWidget(window)
    assert window.width() <= 800 and window.height() <= 600, window.size()
    window.show()
    qtbot.waitExposed(window)
    assert window.width() <= 800 and window.height() <= 600, window.size()
    qtbot.wait(50)
    assert layout_problems(window) == []
