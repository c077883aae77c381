"""The main window: it holds one GameSession (the game being played), shows it, and forwards
the player's input to it. Its parts live beside it: actions and menus (window_actions),
showing (window_view), playing (window_play), starting games (window_games), solver work
(window_solver), files and dialogs (window_files)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from puzzles.pack import Puzzle
from solitaire import storage
from solitaire.deal import random_deal_number
from solitaire.game import Game
from solitaire.position import Placement, Position
from solitaire.session import Fill, GameSession, hand_over
from ui import autosave
from ui.autoplay import Autoplay
from ui.board_view import BoardView
from ui.file_notice import FileNotice
from ui.move_box import MoveBox
from ui.puzzle_mode import PuzzleMode
from ui.qt_compat import keep_none_alive
from ui.side_panel import PanelScroll, SidePanel
from ui.statistics_link import StatisticsLink
from ui.unrecorded import may_quit
from ui.warmup import prepare_puzzle_hints_soon
from ui.window_actions import ActionsMixin, load_preferences
from ui.window_files import RECORD_FILE_FILTER, FilesMixin, fit_on_screen
from ui.window_games import GamesMixin
from ui.window_play import PlayMixin
from ui.window_review import ReviewMixin
from ui.window_solver import SolverMixin
from ui.window_view import ElidedLabel, ViewMixin
from ui.worker import TaskRunner

__all__ = ["RECORD_FILE_FILTER", "MainWindow", "load_preferences"]

Cell = tuple[int, int]


class MainWindow(
    ActionsMixin,
    ViewMixin,
    PlayMixin,
    GamesMixin,
    SolverMixin,
    FilesMixin,
    ReviewMixin,
    QMainWindow,
):
    # Once per attempt: 'won', 'lost', 'stuck', 'conceded' or 'abandoned'.
    gameFinished = Signal(str)

    def __init__(
        self,
        prefs: Any | None = None,
        stats_path: Path | None = None,
        parent: QWidget | None = None,
        resume: bool = False,
    ) -> None:
        keep_none_alive()
        super().__init__(parent)
        self.setWindowTitle("Trax Solitaire")
        self.prefs = prefs if prefs is not None else load_preferences()
        self.stats_path = stats_path
        self.stats_link = StatisticsLink(self, stats_path)
        self.stats_link.message.connect(self.notice)
        self.runner = TaskRunner(self)
        self.runner.busyChanged.connect(self._on_busy)
        self.runner.progress.connect(self._on_progress)

        self.resume = resume
        found = autosave.load_kept() if resume else autosave.KeptGame()
        kept: GameSession | None = found.game
        self.session = kept or GameSession(
            Game.from_number(self.last_variant(), random_deal_number()), "random"
        )
        self.hover: Cell | None = None
        self.record_path: Path | None = None
        self.message = ""
        self.puzzles = PuzzleMode(self)  # the puzzle being played, its pack and progress
        self.puzzle_dialog: QWidget | None = None  # while Choose puzzle… is open
        self.confirm_box: QMessageBox | None = None  # while "Give up this game?" is asked
        self._make_timers()
        self._make_widgets()
        self._make_actions()
        self._make_menus()
        self._connect()
        self.apply_preferences()
        self.resize(1040, 760)
        fit_on_screen(self, self)  # no larger than the screen (an 800x600 one, say)
        self.board.setFocus()
        self._open_first_game(found)

    def _make_timers(self) -> None:
        # The game in progress is kept a moment after each change, not only at quitting, so a
        # crash or a power cut loses at most that moment.
        self._keep_timer = QTimer(self)
        self._keep_timer.setSingleShot(True)
        self._keep_timer.setInterval(1000)
        self._keep_timer.timeout.connect(self.keep_game)

        # The solution replay can play itself (Play ▶▶).
        self.autoplay = Autoplay(
            self.replay_next,
            lambda: self.replay is not None and self.replay_index < len(self.solution or []),
            self,
        )

    def _open_first_game(self, found: autosave.KeptGame) -> None:
        """The kept game (welcomed back), else the new one; then any problem with the files."""
        kept = found.game
        self.start_session(self.session)
        if kept is None and self.solvable_only:  # the preference holds from the first deal
            self.new_game(self.game.variant, solvable_only=True)
        if kept is not None:
            moves = len(kept.game.moves)
            self.show_message(
                f"Welcome back: your {kept.variant} game, {moves} "
                f"move{'' if moves == 1 else 's'} in."
            )
        self.report_file_problems(
            found.message(), self.puzzles.progress.message(), note=storage.migration_note()
        )

    def _make_widgets(self) -> None:
        self.board = BoardView()
        self.panel = SidePanel()
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        # The board with the move box under it; the panel beside them.
        self.move_box = MoveBox()
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        self.file_notice = FileNotice()  # file problems stay until read
        left.addWidget(self.file_notice)
        left.addWidget(self.board, 1)
        left.addWidget(self.move_box)
        row.addLayout(left, 1)
        row.addWidget(PanelScroll(self.panel))
        self.setCentralWidget(central)

        self._status_label = ElidedLabel()
        self._busy = QProgressBar()
        self._busy.setMaximumWidth(160)
        self._busy.setTextVisible(False)
        self._busy.setRange(0, 0)
        self._busy.hide()
        self._stop = QToolButton()
        self._stop.setText("Stop")
        self._stop.clicked.connect(self.stop_background_work)
        self._stop.hide()
        self.statusBar().addWidget(self._status_label, 1)
        self.statusBar().addPermanentWidget(self._busy)
        self.statusBar().addPermanentWidget(self._stop)

    def _connect(self) -> None:
        self.panel.set_actions(
            [self.act_turn, self.act_flip],
            [
                self.act_hint,
                self.act_undo,
                self.act_redo,
                self.act_restart,
                self.act_deal_again,
                self.act_new,
            ],
            [self.act_solvable, self.act_solution],
            [
                self.act_replay_prev,
                self.act_replay_next,
                self.act_replay_play,
                self.act_replay_exit,
            ],
        )
        self.panel.set_puzzle_actions([self.act_next_puzzle])
        self.board.cellClicked.connect(self.click_cell)
        self.board.hoverChanged.connect(self._on_hover)
        self.board.turnRequested.connect(lambda q: self.turn_hand(q))
        self.board.flipRequested.connect(self.flip_hand)
        self.board.fillAnimationFinished.connect(self._on_fill_shown)
        self.move_box.moveTyped.connect(self.play_typed)
        self.move_box.done.connect(self.board.setFocus)
        self.autoplay.changed.connect(
            lambda running: self.act_replay_play.setText("Pause ❚❚" if running else "Play ▶▶")
        )

    def report_file_problems(self, *messages: str, note: str = "") -> None:
        """Tell the player about files of theirs that could not be used (and where they went),
        and `note`: files moved from an old folder (news, not an error)."""
        problems = [message for message in messages if message]
        if text := " ".join([*problems, note] if note else problems):
            self.notice(text, error=bool(problems))

    def notice(self, text: str, error: bool = True) -> None:
        """A message about the player's files: in the status line, and kept in a notice above
        the board until the player dismisses it or the next notice replaces it."""
        self.file_notice.say(text, error)
        self.show_message(text, error=error)

    # -- the session, as the rest of the window reads it ------------------------------------

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def position(self) -> Position:
        return self.session.game.position

    @property
    def pending(self) -> list[Fill]:
        """Forced fills not shown yet (waiting for an animation or, without automatic
        filling, for a click)."""
        return self.session.pending

    @property
    def hand_orientation(self) -> int | None:
        return self.session.hand_orientation

    @property
    def hints(self) -> list[tuple[Placement, float]] | None:
        return self.session.hints

    @property
    def hints_used(self) -> int:
        return self.session.hints_used

    @property
    def solvable(self) -> bool | None:
        return self.session.solvable

    @property
    def solution(self) -> list[str] | None:
        return self.session.solution

    @property
    def replay(self) -> Game | None:
        return self.session.replay

    @property
    def replay_index(self) -> int:
        return self.session.replay_index

    @property
    def deal_grade(self) -> str | None:
        """The grade the deal was dealt for: Deal again deals the same grade."""
        return self.session.grade if self.session.source == "graded" else None

    # -- starting a game ---------------------------------------------------------------------

    def start_game(
        self,
        game: Game,
        *,
        source: str | None = None,
        puzzle: Puzzle | None = None,
        date: str | None = None,
        grade: str | None = None,
    ) -> None:
        """Play `game`: a new attempt. `source` says where the deal came from (see
        solitaire.session.SOURCES); with `puzzle` it is played open-stack."""
        session = GameSession(
            game,
            "puzzle" if puzzle else source,
            date=date,
            grade=grade,
            puzzle=puzzle.id if puzzle else None,
        )
        self.start_session(session, puzzle)

    def start_session(self, session: GameSession, puzzle: Puzzle | None = None) -> None:
        """Make `session` the game on the table. The one it replaces is counted as abandoned
        if it was in progress (its first move played, no outcome yet)."""
        if session is not self.session:
            self._deliver_reports(hand_over(self.session, session, self.stats_link.counted))
        self.runner.new_generation()
        self.autoplay.stop()
        self.board.finish_animations()
        self.session = session
        self._set_pref("last_variant", session.variant)  # the next start deals this variant
        puzzle = puzzle or self._puzzle_for(session)
        self.puzzles.begin(puzzle)
        if puzzle is not None:
            prepare_puzzle_hints_soon()  # the first hint need not wait for a compile
        if puzzle is not None and session.solution is None:
            # The pack stores a winning play: Show solution needs no solver.
            session.solvable, session.solution = True, list(puzzle.solution)
        self.board.cursor = None
        self.hover = None
        self.message = ""
        self._update_title()
        self.refresh()
        if self.pending and self.auto_fill:
            self._show_next_fill()
        if puzzle is not None:
            self.show_message(
                f"{self.puzzles.title()} ({puzzle.level}): the whole stack is "
                "shown. Find a play that wins it."
            )
            return
        self.show_message(
            f"New game: {session.variant}, deal {self._deal_name()}. "
            "Click the board to place the first tile."
        )

    def keep_game(self) -> None:
        """Keep the game in progress for the next start (only in the app, resume=True)."""
        if not self.resume:
            return
        try:
            autosave.keep(self.session)
        except OSError as exc:  # never keep the player from playing or quitting
            print(f"trax-solitaire: could not keep the game in progress: {exc}")

    # -- closing -----------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self._deliver_reports()  # an outcome still behind forced fills being shown
        go, said = may_quit(self, self.stats_link.opened())
        if not go:  # finished games would be lost: the player stays to save them
            self.show_message(said, error=True)
            event.ignore()
            return
        self.runner.shutdown()
        self.session.pause()
        self._keep_timer.stop()
        self.keep_game()  # quitting keeps the game to resume: it is not a loss
        self.stats_link.close()
        super().closeEvent(event)

    def showEvent(self, event) -> None:  # noqa: ANN001
        super().showEvent(event)
        QTimer.singleShot(0, self.board.setFocus)
