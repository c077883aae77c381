"""How the main window shows its session: the board, the side panel, the actions, messages
(a part of MainWindow). Nothing here changes the game."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy

from solitaire.tiles import ORIENTATIONS
from ui import presenter
from ui.board_view import BoardState
from ui.cell_names import cell_name, nameable, not_next_words

if TYPE_CHECKING:
    from ui.main_window import MainWindow

    _Base = MainWindow
else:
    _Base = object

Cell = tuple[int, int]

# A long word (a file's path) may break after these, so a narrow label wraps it, not cuts it.
_LONG_WORD = re.compile(r"\S{24,}")
_BREAK_AFTER = re.compile(r"([/\\._-])")


def breakable(text: str) -> str:
    """`text` with zero-width spaces after the slashes, dots, dashes of its long words."""
    return _LONG_WORD.sub(lambda m: _BREAK_AFTER.sub("\\1\u200b", m.group()), text)


class ElidedLabel(QLabel):
    """The status bar's text on one line: cut with '…' when it does not fit (the whole
    text is its tooltip, and the side panel shows it wrapped)."""

    def __init__(self) -> None:
        super().__init__()
        self._full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._full = text
        self._elide()

    def full_text(self) -> str:
        return self._full

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        width = max(0, self.contentsRect().width() - 2)
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, width)
        self.setToolTip(self._full if shown != self._full else "")
        super().setText(shown)


class ViewMixin(_Base):
    """Shows the session on the board, the panel, the status bar and the actions."""

    def _words(self, text: str) -> str:
        """Engine messages name the colours white and black; the UK theme draws black red."""
        names = self.theme.colour_names
        return text.replace("black", names[1]) if names[1] != "black" else text

    def _why_not(self, cell: Cell, reason: str) -> str:
        """The engine's reason a cell is refused, for the player."""
        if not nameable(self.position, cell):
            # Labels float with the layout: on an empty table every cell would be '@0', and a
            # cell two beyond the layout would get another cell's label (or none that exists).
            return not_next_words(self.position)
        return presenter.why_not(self._cell_name(cell), self._words(reason))

    def _cell_name(self, cell: Cell) -> str:
        return cell_name(self.position, cell)

    def _deal_name(self) -> str:
        if self.game.deal_number is not None:
            return f"#{self.game.deal_number}"
        return "(typed in)"

    def show_message(self, text: str, error: bool = False) -> None:
        self.message = text
        self.message_is_error = error
        self.panel.message.setStyleSheet("color:#ff9d8a;" if error else "color:#cfd8e0;")
        self.panel.message.setTextFormat(Qt.TextFormat.PlainText)  # quotes show as typed
        self.panel.message.setText(breakable(text))
        self._status_label.setText(text)

    def _update_title(self) -> None:
        if self.puzzles.active:
            self.setWindowTitle(self.puzzles.window_title())
            return
        practice = " — practice, not counted" if self.practising else ""
        self.setWindowTitle(
            f"Trax Solitaire — {self.game.variant} — deal {self._deal_name()}{practice}"
        )

    def _on_hover(self, cell: Cell | None) -> None:
        self.hover = cell
        self.board.set_state(self._board_state())
        if cell is None or self.replay is not None or self.pending:
            return
        position = self.position
        if cell in position.tiles:
            tile = ORIENTATIONS[position.tiles[cell]]
            self._status_label.setText(f"{self._cell_name(cell)}: a placed {tile} tile.")
            return
        if self.hand_orientation is None or position.outcome().over:
            self._status_label.setText(f"{presenter.sentence(self._cell_name(cell))}: empty.")
            return
        if not nameable(position, cell):
            self._status_label.setText(not_next_words(position))
            return
        move = position.move_at(cell, self.hand_orientation)
        reason = position.why_illegal(move)
        if reason is None:
            fills = next(
                (
                    p.fills
                    for p in position.legal_moves()
                    if p.cell == cell and p.orientation == self.hand_orientation
                ),
                (),
            )
            extra = f", forcing {len(fills)} more" if fills else ""
            self._status_label.setText(f"{move}: legal{extra}.")
        else:
            self._status_label.setText(self._why_not(cell, reason))

    def refresh(self) -> None:
        """Show the current state everywhere (the board, the panel, the actions)."""
        self.board.set_state(self._board_state())
        self._refresh_panel()
        self.refresh_actions()

    def _board_state(self) -> BoardState:
        session = self.session
        position = session.shown.position
        hidden = {fill.cell for fill in self.pending} if self.replay is None else set()
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
        if self.replay is None and not self.pending:
            state.out = presenter.out_tracks(position)  # the tracks the reasons name
        if self.replay is not None or (not self.pending and position.outcome().over):
            state.dimmed = True
            state.glow = presenter.winning_glow(position)
            return state
        if self.pending:
            state.forced = None if self.auto_fill else self.pending[0].cell
            return state
        if self._pref("highlight_legal", False) or not position.tiles:
            # On an empty table there is one place to start: show it whatever the setting.
            state.legal = {
                p.cell for p in position.legal_moves() if p.orientation == self.hand_orientation
            }
        if session.hints and session.hint_mode == 1:
            state.best = presenter.best_marks(session.hints)
        elif session.hints and session.hint_mode == 2:
            state.heat = presenter.heat_by_cell(session.hints)
        if self.hover is not None and self.hand_orientation is not None:
            move = position.move_at(self.hover, self.hand_orientation)
            state.ghost = (self.hover, self.hand_orientation, position.why_illegal(move) is None)
        return state

    def _refresh_panel(self) -> None:
        panel = self.panel
        game = self.session.shown
        variant = game.variant
        if self.puzzles.active:
            panel.title.setText(self.puzzles.title())
            panel.subtitle.setText(self.puzzles.subtitle())
            panel.set_about_deal(self.puzzles.about_html())
        else:
            panel.title.setText(f"{variant.size}×{variant.size} {variant.goal}")
            panel.subtitle.setText(presenter.deal_caption(self.game.deal_number, self.practising))
            panel.set_about_deal(self.about_deal)
        panel.subtitle.setToolTip(game.deal_text())
        self._refresh_stack()
        self._refresh_status()

    def _stack_index(self) -> int:
        """Where the stack stands: while forced spaces wait to be filled, the stack has not been
        drawn from yet."""
        position = self.session.shown.position
        return position.consumed - (len(self.pending) if self.replay is None else 0)

    def _refresh_stack(self) -> None:
        panel, theme = self.panel, self.theme
        position = self.session.shown.position
        playing = self.replay is None
        index = self._stack_index()
        deal = self.session.shown.deal
        hand = deal[index] if index < len(deal) else None
        upcoming = deal[index + 1] if index + 1 < len(deal) else None
        if playing and not self.pending and hand is not None:
            hand = self.hand_orientation
        turned_now = playing and not self.pending and hand is not None and hand != position.hand
        panel.hand.set_tile(hand, theme, highlight=turned_now)
        panel.next.set_tile(upcoming, theme)
        panel.show_stack(self.puzzles.active)
        if self.puzzles.active:
            panel.stack_caption.setText(
                "The whole stack" if index < len(deal) else "Every tile is played"
            )
            panel.stack.set_theme(theme)
            panel.stack.set_stack(deal[index:])  # the tile in hand first, outlined
            panel.stack.setVisible(index < len(deal))  # an empty stack takes no room
        if playing and not self.pending and position.hand is not None and position.turned_allowed():
            fits = sorted({ORIENTATIONS[p.orientation] for p in position.legal_moves()})
            panel.set_turn_note(
                "This tile fits nowhere as dealt: turn it (T) or flip it (F). "
                f"It fits as {', '.join(fits)}."
                if fits
                else ""
            )
        elif playing and self.pending:
            where = self.position.label(self.pending[0].cell)
            panel.set_turn_note(
                f"Forced space at {where}: the next tile fills it"
                + ("." if self.auto_fill else " (click it).")
            )
        else:
            panel.set_turn_note("")

    def _refresh_status(self) -> None:
        panel, session = self.panel, self.session
        game = session.shown
        position = game.position
        left = len(game.deal) - self._stack_index()
        panel.facts.setText(
            f"<b>{left}</b> tile{'s' if left != 1 else ''} left · hints used "
            f"<b>{session.hints_used}</b><br>Frame: {presenter.frame_text(position)}"
        )
        if self.replay is not None:
            total = len(session.solution or [])
            won = "<br>Won!" if position.outcome().status == "won" else ""
            panel.set_status(
                "replay", f"<b>Solution</b> — move {session.replay_index} of {total}" + won
            )
        elif self.pending:
            panel.set_status(
                "playing",
                presenter.pending_status(
                    self.position.label(self.pending[0].cell), len(self.pending), self.auto_fill
                ),
            )
        else:
            kind, text = presenter.outcome_status(
                position.outcome(),
                self.theme.colour_names,
                self._words,
                len(game.moves),
                session.hints_used,
            )
            if self.puzzles.active and kind == "won":
                text += "<br><b>Puzzle solved.</b>"
            if session.result == "conceded" and kind in ("playing", "decided"):
                text += "<br><b>Conceded</b>: counted as a lost game."
            finish = position.outcome().status
            if kind in ("won", "lost") and session.result not in (None, finish):
                # e.g. a save of an attempt abandoned or conceded earlier, played to the end
                text += (
                    f"<br>Counted earlier as <b>{session.result}</b>: this finish does "
                    "not change the statistics."
                )
            panel.set_status(kind, text)

    def refresh_actions(self) -> None:
        replaying = self.replay is not None
        position = self.position
        over = position.outcome().over if not self.pending else False
        decided = over or (not self.pending and position.is_decided())
        can_turn = (
            not replaying
            and not self.pending
            and position.hand is not None
            and position.turned_allowed()
        )
        # T and F stay live so that pressing them can say why the tile may not be turned.
        playing = not replaying and position.hand is not None and not over
        self.act_turn.setEnabled(playing)
        self.act_flip.setEnabled(playing)
        self.panel.set_turn_available(can_turn)
        self.act_undo.setEnabled(not replaying and self.game.can_undo())
        self.act_redo.setEnabled(not replaying and self.game.can_redo())
        self.act_hint.setEnabled(not replaying and not over)
        self.act_hint.setText({0: "&Hint", 1: "&Heat map", 2: "Hide &hint"}[self.session.hint_mode])
        self.act_restart.setEnabled(self.game.can_undo() or replaying)
        self.act_concede.setEnabled(not replaying and self.session.can_concede())
        self.act_solvable.setEnabled(decided and not self.runner.running("solve"))
        self.act_solution.setEnabled(decided and self.solvable is not False and not replaying)
        for action in (
            self.act_replay_prev,
            self.act_replay_next,
            self.act_replay_exit,
            self.act_replay_play,
        ):
            action.setEnabled(replaying)
        self.panel.show_replay(replaying)
        if replaying:
            self.act_replay_prev.setEnabled(self.replay_index > 0)
            self.act_replay_next.setEnabled(self.replay_index < len(self.solution or []))
            self.act_replay_play.setEnabled(
                self.autoplay.running or self.act_replay_next.isEnabled()
            )
        self.act_review.setEnabled(bool(self.game.moves))
        self.act_copy_number.setEnabled(True)
