"""The first game a window opens: the game kept from last time (welcomed back), else the new
one; a lesson left open at quitting, reopened where it was; then any problem with the files."""

from __future__ import annotations

from typing import Any

from solitaire import storage
from ui.app.language import tr
from ui.app.tutorial import come_back
from ui.common import presenter
from ui.data import autosave


def open_first_game(window: Any, found: autosave.KeptGame) -> None:
    """`window` is the MainWindow (typed loosely: the window imports this module)."""
    kept = found.game
    window.games.start_session(window.table.session)
    if kept is None and window.settings.solvable_only:  # the preference holds from the start
        window.games.new_game(window.game.variant, solvable_only=True)
    if kept is not None:
        moves = len(kept.game.moves)
        window.show_message(
            tr("Welcome back: your {variant} game, %n move(s) in.", None, moves).format(
                variant=presenter.variant_name(kept.variant)
            )
        )
    if window.kept_lock.elsewhere:
        window.show_message(
            tr(
                "Trax Solitaire is open in another window, which keeps its game for next time: "
                "the game in this window is kept only if that one has none to keep."
            )
        )
    if window.resume and come_back.reopen(window.tutorial):
        window.show_message(
            tr(
                "Welcome back to lesson {number}, where you left it. "
                "Leave tutorial brings back your own game."
            ).format(number=window.tutorial.index + 1)
        )
    window.report_file_problems(
        found.message(), window.puzzles.progress.message(), note=storage.migration_note()
    )
