"""What the window may show during a counted game (issue 31), asked of the session: "Was it
solvable?" and Show solution only once the game is decided, and no tile not yet drawn in any
text, tooltip or accessible description until the player asks for the game ID (Copy game ID,
which says it reveals the stack), which makes the game practice, never counted. Played by
clicks in the real window, offscreen."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from solitaire.deal import format_deal
from solitaire.game import Game
from solitaire.variant import Variant
from tests.ui_helpers import click_move, make_window
from ui.common import solver_bridge

DECIDED_NUMBER = 2  # 3x3 line deal #2: after these moves no play wins, and the game goes on
DECIDED = ["@0:ES", "@1:SW", "C1:SW", "C2:NE", "A0:NW"]


def said_anywhere(window) -> str:
    """Everything the window shows or speaks: texts, tooltips, accessible names and
    descriptions of every widget and action."""
    parts = [window.windowTitle()]
    for widget in window.findChildren(QWidget):
        parts += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription()]
        if callable(getattr(widget, "text", None)):
            parts.append(str(widget.text()))
    parts += [a.text() + " " + a.toolTip() + " " + a.statusTip() for a in window.actions()]
    return "\n".join(parts)


def assert_no_undrawn_tile(window) -> None:
    """The tiles past the hand and the next tile (two or more, in order) appear nowhere."""
    position = window.position
    unseen = window.game.deal[position.consumed + 2 :]
    if len(unseen) >= 2:
        assert format_deal(unseen) not in said_anywhere(window)
    assert window.panel.subtitle.toolTip() == ""
    assert window.panel.subtitle.accessibleDescription() == ""


def settle(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.pending and window.board.is_settled(), timeout=10_000)


def test_the_verdict_waits_until_a_numbered_game_is_decided(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.start_game(Game.from_number(Variant(3), DECIDED_NUMBER))
    commands = window.commands
    for text in DECIDED[:-1]:
        assert not commands.act_solvable.isEnabled() and not commands.act_solution.isEnabled()
        assert_no_undrawn_tile(window)
        click_move(qtbot, window, text)
        settle(qtbot, window)
    window.solver.ask_solvable()  # by its key, while disabled: the session refuses
    assert window.table.solvable is None and "finish it" in window.message
    click_move(qtbot, window, DECIDED[-1])
    settle(qtbot, window)
    assert window.position.outcome().status == "playing"  # decided, not over
    assert commands.act_solvable.isEnabled()
    commands.act_solvable.trigger()
    qtbot.waitUntil(lambda: window.table.solvable is not None, timeout=20_000)
    # Asking counted the decided game as lost at once: undoing to play a win gains nothing.
    [counted] = window.outcomes.statistics_store().games(Variant(3))
    assert counted.result == "lost"
    assert window.panel.subtitle.toolTip() == window.game.deal_text()  # counted: open now


def test_copy_game_id_reveals_the_stack_and_the_win_is_not_counted(qtbot, tmp_path):
    number = next(
        n
        for n in range(1, 50)
        if solver_bridge.solve(Variant(3), Game.from_number(Variant(3), n).deal)
    )
    window = make_window(qtbot, tmp_path)
    window.start_game(Game.from_number(Variant(3), number))
    assert_no_undrawn_tile(window)
    assert "reveals the stack" in window.commands.act_copy_deal.text()
    window.commands.act_copy_deal.trigger()
    deal = window.game.deal_text()
    assert QGuiApplication.clipboard().text() == deal
    assert "practice" in window.message and window.table.practising
    assert "practice" in window.windowTitle().lower()
    assert window.panel.subtitle.toolTip() == deal
    assert window.panel.subtitle.accessibleDescription() == deal
    assert window.commands.act_solvable.isEnabled()  # practice: nothing left to count
    for move in solver_bridge.solve(Variant(3), window.game.deal):
        click_move(qtbot, window, move)
        settle(qtbot, window)
    assert window.position.outcome().status == "won"
    assert window.outcomes.statistics_store().games(Variant(3)) == []  # never counted
