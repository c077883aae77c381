"""The side panel as wide as its words (issue 32): French's "Retourner" beside "Tourner" was cut
to "Re…er" in a panel of 270 pixels. The panel widens for Turn and Flip side by side, up to
PANEL_WIDEST; past that they stand one over the other; every word whole either way, and the
scroll area around the panel follows its width."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction

from tests.layout_check import layout_problems
from ui.app.window.side_panel import PANEL_WIDEST, PANEL_WIDTH, PanelScroll, SidePanel

MAIN = ("Hint", "Undo", "Redo", "Restart", "Deal again", "New game")


def show_panel(qtbot, turn: tuple[str, str]) -> tuple[PanelScroll, SidePanel]:
    panel = SidePanel()
    scroll = PanelScroll(panel)
    qtbot.addWidget(scroll)

    def actions(words: tuple[str, ...]) -> list[QAction]:
        return [QAction(word, scroll) for word in words]

    panel.set_actions(
        actions(turn), actions(MAIN), actions(("Was it solvable?",)), actions(("Back",))
    )
    scroll.resize(scroll.width(), 900)
    scroll.show()
    qtbot.waitExposed(scroll)
    return scroll, panel


@pytest.mark.parametrize(
    ("turn", "widened", "stacked"),
    [
        (("Turn", "Flip"), False, False),
        (("Tourner", "Retourner"), True, False),
        (("Umdrehenumdrehen", "Wendenwendenwenden"), True, True),
    ],
    ids=["english", "french", "past-the-widest"],
)
def test_turn_and_flip_are_whole_in_a_panel_as_wide_as_they_need(qtbot, turn, widened, stacked):
    scroll, panel = show_panel(qtbot, turn)
    first, second = panel.turn_buttons
    assert layout_problems(scroll) == []
    assert (panel.width() > PANEL_WIDTH) == widened
    assert PANEL_WIDTH <= panel.width() <= PANEL_WIDEST
    assert (second.y() > first.y()) == stacked  # one over the other, or side by side
    assert scroll.width() == panel.width() + 12  # the scroll area follows the panel


def test_the_layout_check_sees_a_button_cut_with_an_ellipsis(qtbot):
    """The panel as it was (270 pixels whatever its words): "Retourner" is found cut."""
    scroll, panel = show_panel(qtbot, ("Tourner", "Retourner"))
    panel.setFixedWidth(PANEL_WIDTH)
    qtbot.waitUntil(lambda: scroll.width() == PANEL_WIDTH + 12)
    assert any("'Retourner'" in problem for problem in layout_problems(scroll))
