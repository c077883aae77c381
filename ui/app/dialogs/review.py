"""The Review window: a finished (or any) game analysed move by move (solver/analysis.py).

A win-chance graph across the game (ui/app/dialogs/chance_graph.py), the moves with their
marks, and the summary in words. Clicking a move (in the list or the graph) shows the board
before it with the heat map of every alternative and the move played outlined; "Try again from
here" hands the moves before it to `on_try_again` (the main window starts a practice game, not
counted in statistics).
The analysis runs off the GUI thread (ui/app/worker.py)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSplitter,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from solitaire.cell_words import cell_value
from solitaire.deal import Deal
from solitaire.move import Move
from solitaire.position import Position
from solitaire.tiles import ORIENTATIONS
from solitaire.variant import Variant
from solver.analysis import Analysis, Decision
from ui.app.board import access
from ui.app.board.view import BoardState, BoardView
from ui.app.dialogs.chance_graph import MARK_COLOURS, ChanceGraph
from ui.app.dialogs.moves_table import moves_table
from ui.app.language import Figure, percent, tr
from ui.app.readable import LEAST_IN_TABLES, readable
from ui.app.themes import CLASSIC, Theme
from ui.app.worker import TaskRunner
from ui.common import presenter
from ui.common.cell_names import cell_name

END = "end"  # the last row: the final position


def points(p: float) -> str:
    return format(Figure(round(p * 100, 1) + 0.0), "+.1f")


def summary_words(analysis: Analysis) -> str:
    """The game in two sentences: the result, the share of chances kept, the tiles' part."""
    if analysis.clairvoyant:
        if analysis.odds == 0.0:
            return tr("This deal could not be won, even with the whole stack known.")
        thrown = [d for d in analysis.decisions if d.loss > 0]
        if thrown:
            return tr("Move {ply} ({move}) threw the win away.").format(
                ply=thrown[0].ply, move=thrown[0].move
            )
        return tr("You never let the win slip: every move kept a winning play.")
    outcome = {
        "won": tr("You won."),
        "lost": tr("Lost: the board filled without the goal."),
        "stuck": tr("Lost: the tile in hand fitted nowhere."),
    }.get(analysis.result)
    if outcome is None:
        outcome = (
            tr("No win is left.")
            if analysis.final == 0.0
            else tr("Still playing: your chance is {p:.0%}.").format(p=analysis.final)
        )
    if not analysis.decisions:
        return outcome
    luck = round(analysis.luck * 100)
    if luck < 0:
        tiles = tr("the tiles went against you ({points} points of win chance)")
    elif luck > 0:
        tiles = tr("the tiles helped you ({points} points of win chance)")
    else:
        tiles = tr("the tiles were even")
    tiles = tiles.format(points=abs(luck))
    if analysis.skill_loss == 0.0:
        return tr("{outcome} You played every move at its best; {tiles}.").format(
            outcome=outcome, tiles=tiles
        )
    return tr("{outcome} {v1}; {tiles}. You kept {kept:.0%} of your chances.").format(
        outcome=outcome, v1=costliest(analysis), tiles=tiles, kept=analysis.kept
    )


def figures_words(analysis: Analysis) -> str:
    """Where the win chance went, in plain words: the chance before the deal, then what the
    first tiles, the later tiles and the player's moves each did to it (a point is 1% of
    win chance)."""
    if not analysis.decisions:
        return tr("Your chance of winning this game before any tile was seen: {odds:.1%}.").format(
            odds=analysis.odds
        )
    result = {
        "won": tr("you won"),
        "lost": tr("you lost"),
        "stuck": tr("you lost"),
    }.get(analysis.result) or tr("your chance now is {p:.1%}").format(p=analysis.final)
    return tr(
        "Your chance of winning before any tile was seen: {odds:.1%}. The first two tiles "
        "{deal}, the later tiles {tiles}, your moves {moves}; in the end {result}. "
        "(A point is 1% of win chance.)"
    ).format(
        odds=analysis.odds,
        deal=_moved(analysis.deal_luck),
        tiles=_moved(analysis.tile_luck),
        moves=_moved(-analysis.skill_loss),
        result=result,
    )


def _moved(p: float) -> str:
    value = round(p * 100, 1) + 0.0
    if value > 0:
        return tr("raised it by {value:.1f} points").format(value=value)
    if value < 0:
        return tr("lowered it by {value:.1f} points").format(value=-value)
    return tr("did not change it")


def costliest(analysis: Analysis) -> str:
    """The move that cost the most win chance, in plain words."""
    worst = max(analysis.decisions, key=lambda d: d.loss)
    name = tr("move {ply} ({move})").format(ply=worst.ply, move=worst.move)
    if worst.played == 0.0:
        return tr("After {name} no win was possible any more").format(name=name)
    return tr("Your costliest move was {name}: {v1} points of win chance").format(
        name=name, v1=round(worst.loss * 100)
    )


NO_WIN_LEFT = "—"  # the Mark column when no move could win: none was "best"


def no_win_left(d: Decision) -> bool:
    """Every move of this decision wins 0% of the time: there was nothing to choose."""
    return d.no_win_left


def decision_text(d: Decision) -> str:
    nxt = tr("none") if d.next_tile is None else ORIENTATIONS[d.next_tile]
    best = ", ".join(str(m) for m in d.best[:4]) + (" …" if len(d.best) > 4 else "")
    text = tr("<b>Move {ply}: {move}</b> ({hand} in hand, next {next}). ")
    text = text.format(ply=d.ply, move=d.move, hand=ORIENTATIONS[d.hand], next=nxt)
    if no_win_left(d):
        text += tr("No winning move was left: every move wins 0% of the time.")
    else:
        text += tr("Best: {best} at {p:.1%}. Played: {played:.1%}").format(
            best=html.escape(best), p=d.best_value, played=d.played
        )
        mark = tr(presenter.MARK_WORDS.get(d.mark, d.mark))
        lost = tr(", {mark} ({points} points).").format(mark=mark, points=points(-d.loss))
    text += "." if d.mark == "best" else lost
    text += tr("<br>The tiles before it: {points} points. ").format(points=points(d.luck))
    text += tr("Outlined: the move played; the colours compare every move.")
    return text


class ReviewDialog(QDialog):
    def __init__(
        self,
        variant: Variant,
        deal: Deal,
        moves: Sequence[Move],
        parent: QWidget | None = None,
        *,
        theme: Theme = CLASSIC,
        clairvoyant: bool = False,
        analysis: Analysis | None = None,
        on_try_again: Callable[[list[Move]], None] | None = None,
        lookahead: int = 1,
    ) -> None:
        super().__init__(parent)
        self.variant, self.deal, self.moves = variant, tuple(deal), list(moves)
        self.clairvoyant, self.lookahead = clairvoyant, lookahead
        self.analysis: Analysis | None = None
        self.error: str | None = None
        self.on_try_again = on_try_again
        kind = tr("whole stack known") if clairvoyant else tr("fair play")
        if not clairvoyant and lookahead != 1:
            kind += tr(", %n tile(s) shown ahead", None, lookahead)
        title = tr("Review: {variant}, %n move(s) ({kind})", None, len(self.moves))
        self.setWindowTitle(title.format(variant=presenter.variant_name(variant), kind=kind))
        self._build(theme)
        self.resize(880, 640)

        self.table.currentCellChanged.connect(lambda row, *_: self.show_row(row))
        self.graph.decisionClicked.connect(self.select_decision)
        self.try_button.clicked.connect(self._try_again)
        self.runner = TaskRunner(self)
        if analysis is not None:
            self.set_analysis(analysis)
        else:
            self._start()

    def _build(self, theme: Theme) -> None:
        """The summary and the graph above; the moves beside the board; the buttons below."""
        self.summary = QLabel(tr("Analysing the game…"))
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.graph = ChanceGraph()
        self.table = moves_table()
        access.install()  # read as a table of named cells, like the main window's board
        self.board = BoardView()
        self.board.setAccessibleName(tr("Trax board"))
        self.shown: Position | None = None  # the position the board shows
        self.access = access.BoardAccess(self.board, self._describe)
        self.board.set_theme(theme)
        self.board.animation_ms = 0  # jumping between moves: no frame animation
        self.board.setMinimumSize(120, 120)  # room for the words under it on a small screen
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.try_button = QPushButton(tr("Try again from here"))
        self.try_button.setToolTip(tr("Play on from the position before this move (not counted)"))
        self.try_button.setEnabled(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.board, 1)
        right_layout.addWidget(self.detail)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(self.table)
        split.addWidget(right)
        split.setStretchFactor(0, 2)
        split.setStretchFactor(1, 3)
        bottom = QHBoxLayout()
        bottom.addWidget(self.try_button)
        bottom.addStretch(1)
        bottom.addWidget(buttons)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(self.graph)
        layout.addWidget(split, 1)
        layout.addLayout(bottom)

    # -- the analysis -----------------------------------------------------------------------

    def _start(self) -> None:
        from ui.common import solver_bridge

        variant, deal, moves, clairvoyant = self.variant, self.deal, self.moves, self.clairvoyant
        lookahead = self.lookahead

        def work(progress, cancel):  # noqa: ANN001, ANN202 (worker thread: no widgets here)
            progress(tr("Analysing the game…"), -1.0)
            return solver_bridge.analyse_game(variant, deal, moves, clairvoyant, cancel, lookahead)

        self.runner.start("analysis", work, self.set_analysis, self._failed)

    def _failed(self, error: Exception) -> None:
        self.error = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
        self.summary.setText(
            tr("<b>The analysis failed</b>: {v1}").format(v1=html.escape(self.error))
        )

    def set_analysis(self, analysis: Analysis) -> None:
        self.analysis = analysis
        self.summary.setText(
            f"<b>{html.escape(summary_words(analysis))}</b><br>"
            f"{html.escape(figures_words(analysis))}"
        )
        self.graph.set_analysis(analysis)
        self._fill_table(analysis)
        if analysis.decisions:
            worst = max(analysis.decisions, key=lambda d: d.loss)
            self.select_decision(worst.ply - 1 if worst.loss > 0 else 0)
        else:
            self.table.setCurrentCell(0, 0)

    def _fill_table(self, analysis: Analysis) -> None:
        rows = len(analysis.decisions) + 1
        base = self.table.palette().color(QPalette.ColorRole.Base)  # the marks' background
        self.table.setRowCount(rows)
        for row, d in enumerate(analysis.decisions):
            chance = (f"{percent(d.best_value)} → " if d.loss else "") + percent(d.played)
            lost = points(-d.loss) if d.loss else ""
            mark = NO_WIN_LEFT if no_win_left(d) else d.mark
            words = tr(presenter.MARK_WORDS.get(mark, mark))
            for column, text in enumerate((str(d.ply), str(d.move), chance, lost, words)):
                item = QTableWidgetItem(text)
                if column == 4:
                    colour = MARK_COLOURS.get(mark, QColor("gray"))
                    item.setForeground(readable(colour, base, LEAST_IN_TABLES))
                    if mark == NO_WIN_LEFT:
                        item.setToolTip(tr("No winning move was left: every move wins 0%."))
                self.table.setItem(row, column, item)
        result = tr(presenter.RESULT_WORDS.get(analysis.result, analysis.result))
        for column, text in enumerate(("", tr("End"), percent(analysis.final), "", result)):
            item = QTableWidgetItem(text)
            item.setForeground(readable(QColor("gray"), base, LEAST_IN_TABLES))  # was 3.95:1
            self.table.setItem(rows - 1, column, item)
        self.table.item(rows - 1, 1).setData(Qt.ItemDataRole.UserRole, END)

    # -- selecting a move -------------------------------------------------------------------

    def select_decision(self, index: int) -> None:
        self.table.setCurrentCell(index, 0)
        self.show_row(index)

    def current_index(self) -> int | None:
        """The decision shown (0-based), or None for the final position."""
        row = self.table.currentRow()
        if self.analysis is None or row < 0 or row >= len(self.analysis.decisions):
            return None
        return row

    def show_row(self, row: int) -> None:
        if self.analysis is None or row < 0:
            return
        decisions = self.analysis.decisions
        if row < len(decisions):
            d = decisions[row]
            position = self.analysis.position_before(row)
            state = board_state(position)
            state.heat = presenter.heat_by_cell(d.values)
            move = position.placement_of(d.move)
            state.hint = (move.cell, move.orientation, d.played)
            self.detail.setText(decision_text(d))
            self.graph.select(row)
        else:
            position = Position(self.variant, self.deal, self.analysis.moves)
            state = board_state(position)
            state.glow = presenter.winning_glow(position)
            self.detail.setText(
                tr("<b>Final position</b>: {v1}.").format(
                    v1=html.escape(presenter.outcome_words(position.outcome()))
                )
            )
            self.graph.select(None)
        self.shown = position
        self.board.set_state(state)
        over = (
            row >= len(decisions)
            and Position(self.variant, self.deal, self.analysis.moves).outcome().over
        )
        self.try_button.setEnabled(self.on_try_again is not None and not over)

    def _describe(self, cell: tuple[int, int]) -> tuple[str, str]:
        """A cell of the position shown, in words: its tile, or whether the tile then in hand
        fitted there and the chance it gave."""
        if self.shown is None:
            return "", ""
        chances = {mark.cell: mark.p for mark in self.board.state.marks()}
        value = cell_value(self.shown, cell, self.shown.hand, chances.get(cell))
        return cell_name(self.shown, cell), value

    def _try_again(self) -> None:
        if self.analysis is None or self.on_try_again is None:
            return
        index = self.current_index()
        keep = self.analysis.moves if index is None else self.analysis.moves[:index]
        self.on_try_again(list(keep))
        self.accept()

    def done(self, result: int) -> None:
        self.runner.cancel()
        super().done(result)


def board_state(position: Position) -> BoardState:
    """What the board shows of a reviewed position (read-only)."""
    region = presenter.reachable_region(position)
    columns, rows = presenter.notation_labels(position, region)
    return BoardState(
        size=position.size,
        tiles=dict(position.tiles),
        region=region,
        frame=position.frame,
        col_labels=columns,
        row_labels=rows,
        dimmed=True,
    )
