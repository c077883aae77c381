"""How the main window shows its session (View): the board, the side panel, the status bar,
the actions' states and the window's title. Nothing here changes the game: the other parts
call show_message() and refresh() after they change it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow

from solitaire.errors import TraxError
from solitaire.tiles import ORIENTATIONS
from ui.app.board.view import BoardState, BoardView
from ui.app.engine_words import window_words
from ui.app.language import tr
from ui.app.puzzle_mode import PuzzleMode
from ui.app.window.actions import Commands
from ui.app.window.autoplay import Autoplay
from ui.app.window.deal_words import about_deal
from ui.app.window.settings import Settings
from ui.app.window.side_panel import SidePanel
from ui.app.window.status import ElidedLabel, breakable
from ui.app.window.table import Table
from ui.app.worker import TaskRunner
from ui.common import presenter, solver_bridge
from ui.common.cell_names import beyond_words, cell_name

Cell = tuple[int, int]


class View:
    """Shows `table`'s session on `board`, `panel`, `status_label` and `commands`' actions;
    holds the message shown (`message`, `message_is_error`) and the cell under the mouse."""

    def __init__(
        self,
        window: QMainWindow,
        table: Table,
        settings: Settings,
        widgets: tuple[BoardView, SidePanel, ElidedLabel],
        commands: Commands,
        puzzles: PuzzleMode,
        runner: TaskRunner,
        autoplay: Autoplay,
    ) -> None:
        self.window, self.table, self.settings = window, table, settings
        self.board, self.panel, self.status_label = widgets
        self.board.setAccessibleName(tr("Trax board"))  # the board knows no words
        self.commands, self.puzzles = commands, puzzles
        self.runner, self.autoplay = runner, autoplay
        self.hover: Cell | None = None
        self.message = ""
        self.message_is_error = False
        self.on_error: Callable[[str], None] | None = None  # the tutorial says errors too
        self.on_message: Callable[[str, bool], None] | None = None  # said aloud (speech.py)

    def words(self, text: str) -> str:  # the engine's words as the window says them
        return window_words(text, self.settings.theme.colour_names)

    def colour_swap(self) -> dict[str, str]:  # the theme's colours: UK sets print black red
        return dict(zip(("white", "black"), self.settings.theme.colour_names, strict=True))

    def why_not(self, cell: Cell, reason: str) -> str:
        """The engine's reason a cell is refused, for the player."""
        if (beyond := beyond_words(self.table.position, cell)) is not None:
            return beyond  # labels float: '@0' everywhere on an empty table, '@1' two west
        return presenter.why_not(self.cell_name(cell), self.words(reason))

    def cell_name(self, cell: Cell) -> str:
        return cell_name(self.table.position, cell)

    def show_message(self, text: str, error: bool = False, reason: str | None = None) -> None:
        """`text` in the panel and status bar; the tutorial says an error from its `reason`."""
        self.message = text
        self.message_is_error = error
        self.panel.message.setStyleSheet("color:#ff9d8a;" if error else "color:#cfd8e0;")
        self.panel.message.setTextFormat(Qt.TextFormat.PlainText)  # quotes show as typed
        self.panel.message.setText(breakable(text))
        self.status_label.setText(text)
        if error and self.on_error is not None:
            self.on_error(text if reason is None else reason)
        if self.on_message is not None:
            self.on_message(text, error)

    def update_title(self) -> None:
        if self.puzzles.active:
            self.window.setWindowTitle(self.puzzles.window_title())
            return
        practice = tr(" — practice, not counted") if self.table.practising else ""
        name = tr("{variant} — deal {deal}").format(
            variant=presenter.sentence(presenter.variant_name(self.table.game.variant)),
            deal=self.table.deal_name(),
        )
        self.window.setWindowTitle(name + practice)  # the system adds " — Trax Solitaire"

    def on_hover(self, cell: Cell | None) -> None:
        self.hover = cell
        self.board.set_state(self.board_state())
        if cell is None or self.table.replay is not None or self.table.pending:
            return
        position = self.table.position
        if cell in position.tiles:
            tile = ORIENTATIONS[position.tiles[cell]]
            self.status_label.setText(
                tr("{v1}: a placed {tile} tile.").format(v1=self.cell_name(cell), tile=tile)
            )
            return
        if self.table.hand_orientation is None or position.outcome().over:
            self.status_label.setText(
                tr("{v1}: empty.").format(v1=presenter.sentence(self.cell_name(cell)))
            )
            return
        if (beyond := beyond_words(position, cell)) is not None:
            self.status_label.setText(beyond)
            return
        move = position.move_at(cell, self.table.hand_orientation)
        reason = position.why_illegal(move)
        if reason is None:
            fills = next(
                (
                    p.fills
                    for p in position.legal_moves()
                    if p.cell == cell and p.orientation == self.table.hand_orientation
                ),
                (),
            )
            extra = tr(", forcing {count} more").format(count=len(fills)) if fills else ""
            self.status_label.setText(tr("{move}: legal{extra}.").format(move=move, extra=extra))
        else:
            self.status_label.setText(self.why_not(cell, reason))

    def refresh(self) -> None:
        """Show the current state everywhere (the board, the panel, the actions)."""
        self.board.set_state(self.board_state())
        self._refresh_panel()
        self.refresh_actions()

    def board_state(self) -> BoardState:
        session = self.table.session
        position = session.shown.position
        hidden = {fill.cell for fill in self.table.pending} if self.table.replay is None else set()
        region = presenter.reachable_region(position)
        columns, rows = presenter.notation_labels(position, region)
        state = BoardState(
            size=position.size,
            tiles={c: o for c, o in position.tiles.items() if c not in hidden},
            region=region,
            frame=position.frame,
            col_labels=columns,
            row_labels=rows,
        )
        if self.table.replay is None and not self.table.pending:
            state.out = presenter.out_tracks(position)  # the tracks the reasons name
        if self.table.replay is not None or (not self.table.pending and position.outcome().over):
            state.dimmed = True
            state.glow = presenter.winning_glow(position)
            return state
        if self.table.pending:
            state.forced = None if self.settings.auto_fill else self.table.pending[0].cell
            return state
        if self.settings.highlight_legal or not position.tiles:
            # On an empty table there is one place to start: show it whatever the setting.
            state.legal = {
                p.cell
                for p in position.legal_moves()
                if p.orientation == self.table.hand_orientation
            }
        if session.hints and session.hint_mode == 1:
            best = presenter.best_marks(session.hints)
            state.best = best if best and best[0].p > 0 else []  # none "best" when none wins
        elif session.hints and session.hint_mode == 2:
            state.heat = presenter.heat_by_cell(session.hints)
        if self.hover is not None and self.table.hand_orientation is not None:
            move = position.move_at(self.hover, self.table.hand_orientation)
            state.ghost = (
                self.hover,
                self.table.hand_orientation,
                position.why_illegal(move) is None,
            )
        return state

    def _refresh_panel(self) -> None:
        panel = self.panel
        game = self.table.session.shown
        variant = game.variant
        if self.puzzles.active:
            panel.title.setText(self.puzzles.title())
            panel.subtitle.setText(self.puzzles.subtitle())
            panel.set_about_deal(self.puzzles.about_html())
        else:
            panel.title.setText(presenter.sentence(presenter.variant_name(variant)))
            number, practising = self.table.game.deal_number, self.table.practising
            lesson = self.table.lesson_name
            panel.subtitle.setText(presenter.deal_caption(number, practising, lesson))
            panel.set_about_deal(about_deal(self.table.session))
        # The deal in order only when the session may show it: no tile not drawn (issue 31).
        stack = game.deal_text() if self.table.session.may_show_stack() else ""
        panel.subtitle.setToolTip(stack)
        panel.subtitle.setAccessibleDescription(stack)
        self._refresh_stack()
        self._refresh_status()

    def _stack_index(self) -> int:
        """Where the stack stands: while forced spaces wait to be filled, the stack has not been
        drawn from yet."""
        position = self.table.session.shown.position
        return position.consumed - (len(self.table.pending) if self.table.replay is None else 0)

    def _refresh_stack(self) -> None:
        panel, theme = self.panel, self.settings.theme
        position = self.table.session.shown.position
        playing = self.table.replay is None
        index = self._stack_index()
        deal = self.table.session.shown.deal
        hand = deal[index] if index < len(deal) else None
        ahead = self.table.session.lookahead
        upcoming = list(deal[index + 1 : index + 1 + ahead])
        free = playing and not self.table.pending  # the player's move, no fill waiting
        if free and hand is not None:
            hand = self.table.hand_orientation
        turned_now = free and hand is not None and hand != position.hand
        panel.hand.set_tile(hand, theme, highlight=turned_now)
        panel.set_upcoming(upcoming, 1 if self.puzzles.active else ahead, theme)
        panel.show_stack(self.puzzles.active)
        if self.puzzles.active:
            panel.stack_caption.setText(
                tr("The whole stack") if index < len(deal) else tr("Every tile is played")
            )
            panel.stack.set_theme(theme)
            panel.stack.set_stack(deal[index:])  # the tile in hand first, outlined
            panel.stack.setVisible(index < len(deal))  # an empty stack takes no room
        if free and position.hand is not None and position.turned_allowed():
            fits = sorted({ORIENTATIONS[p.orientation] for p in position.legal_moves()})
            panel.set_turn_note(
                tr(
                    "This tile fits nowhere as dealt: turn it (T) or flip it (F). It fits as {v1}."
                ).format(v1=", ".join(fits))
                if fits
                else ""
            )
        elif playing and self.table.pending:
            where = self.table.position.label(self.table.pending[0].cell)
            panel.set_turn_note(
                tr("Forced space at {where}: the next tile fills it").format(where=where)
                + ("." if self.settings.auto_fill else tr(" (click it)."))
            )
        else:
            panel.set_turn_note("")

    def _refresh_status(self) -> None:
        panel, session = self.panel, self.table.session
        game = session.shown
        position = game.position
        left = len(game.deal) - self._stack_index()
        panel.facts.setText(
            tr("<b>%n</b> tile(s) left", None, left)
            + tr(" · hints used <b>{hints}</b><br>Frame: {frame}").format(
                hints=session.hints_used, frame=presenter.frame_text(position)
            )
        )
        if self.table.replay is not None:
            total = len(session.solution or [])
            won = tr("<br>Won!") if position.outcome().status == "won" else ""
            panel.set_status(
                "replay",
                tr("<b>Solution</b> — move {replay_index} of {total}").format(
                    replay_index=session.replay_index, total=total
                )
                + won,
            )
        elif self.table.pending:
            panel.set_status(
                "playing",
                presenter.pending_status(
                    self.table.position.label(self.table.pending[0].cell),
                    len(self.table.pending),
                    self.settings.auto_fill,
                ),
            )
        else:
            kind, text = presenter.outcome_status(
                position.outcome(),
                self.settings.theme.colour_names,
                self.words,
                len(game.moves),
                session.hints_used,
                getattr(session, "laid", 0),  # a lesson's set-up, laid by the app
            )
            if self.puzzles.active and kind == "won":
                text += tr("<br><b>Puzzle solved.</b>")
            if session.result == "conceded" and kind in ("playing", "decided"):
                text += tr("<br><b>Conceded</b>: counted as a lost game.")
            finish = position.outcome().status
            if kind in ("won", "lost") and session.result not in (None, finish):
                # e.g. a save of an attempt abandoned or conceded earlier, played to the end
                text += tr(
                    "<br>Counted earlier as <b>{result}</b>: this finish does "
                    "not change the statistics."
                ).format(result=session.result)
            panel.set_status(kind, text)

    def refresh_actions(self) -> None:
        replaying = self.table.replay is not None
        position = self.table.position
        over = position.outcome().over if not self.table.pending else False
        can_turn = (
            not replaying
            and not self.table.pending
            and position.hand is not None
            and position.turned_allowed()
        )
        # T and F stay live so that pressing them can say why the tile may not be turned.
        playing = not replaying and position.hand is not None and not over
        self.commands.act_turn.setEnabled(playing)
        self.commands.act_flip.setEnabled(playing)
        self.panel.set_turn_available(can_turn)
        self.commands.act_undo.setEnabled(not replaying and self.table.game.can_undo())
        self.commands.act_redo.setEnabled(not replaying and self.table.game.can_redo())
        self.commands.act_hint.setEnabled(not replaying and not over)
        self.commands.act_hint.setText(
            (tr("&Hint"), tr("&Heat map"), tr("Hide &hint"))[self.table.session.hint_mode]
        )
        self.commands.act_restart.setEnabled(self.table.game.can_undo() or replaying)
        self.commands.act_concede.setEnabled(not replaying and self.table.session.can_concede())
        may_show = self.table.session.may_show_solution()
        self.commands.act_solvable.setEnabled(may_show and not self.runner.running("solve"))
        self.commands.act_solution.setEnabled(
            may_show and self.table.solvable is not False and not replaying
        )
        c = self.commands
        for action in (c.act_replay_prev, c.act_replay_next, c.act_replay_exit, c.act_replay_play):
            action.setEnabled(replaying)
        self.panel.show_replay(replaying)
        if replaying:
            self.commands.act_replay_prev.setEnabled(self.table.replay_index > 0)
            self.commands.act_replay_next.setEnabled(
                self.table.replay_index < len(self.table.solution or [])
            )
            self.commands.act_replay_play.setEnabled(
                self.autoplay.running or self.commands.act_replay_next.isEnabled()
            )
        self.commands.act_review.setEnabled(bool(self.table.game.moves))
        self.commands.act_copy_number.setEnabled(True)

    # -- the board's animations ------------------------------------------------------------

    def show_next_fill(self) -> None:
        """Animate the next forced fill (the board reports when it is shown)."""
        if not self.table.pending or self.board.is_animating():
            return
        fill = self.table.pending[0]
        self.board.animate_fill(fill.cell, fill.dealt, fill.final)

    def settle(self) -> None:
        """Finish animations at once, so the board shows the position the engine holds."""
        if self.settings.auto_fill and (self.table.pending or self.board.is_animating()):
            saved = self.board.animation_ms
            self.board.animation_ms = 0
            try:
                self.board.finish_animations()
                while self.table.pending:
                    self.show_next_fill()
            finally:
                self.board.animation_ms = saved
        else:
            self.board.finish_animations()

    def apply_preferences(self) -> None:
        """Show the preferences: the theme, the animations, the actions' check marks."""
        settings, commands = self.settings, self.commands
        self.board.set_theme(settings.theme)
        self.board.animation_ms = settings.animation_ms
        for name, action in commands.theme_actions.items():
            action.setChecked(name == settings.theme.name)
        for action, value in (
            (commands.act_highlight, settings.highlight_legal),
            (commands.act_autofill, settings.auto_fill),
            (commands.act_solvable_only, settings.solvable_only),
            (commands.act_coach, settings.pref("coach", False)),
        ):
            action.blockSignals(True)
            action.setChecked(bool(value))
            action.blockSignals(False)
        if not settings.auto_fill and self.board.is_animating():
            self.board.finish_animations()
        elif settings.auto_fill and self.table.pending and not self.board.is_animating():
            self.show_next_fill()
        self.refresh()

    def task_failed(self, error: Exception) -> None:
        """A background task failed: say so (a cancelled one says nothing)."""
        if isinstance(error, solver_bridge.Cancelled):
            return
        # A TraxError explains itself; anything else is a bug: name it for the report.
        why = str(error) if isinstance(error, TraxError) else f"{type(error).__name__}: {error}"
        self.show_message(tr("The solver failed: {why}").format(why=why), error=True)
