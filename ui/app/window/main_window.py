"""The main window: a thin MainWindow that holds one GameSession (on a Table), shows it, and
forwards the player's input to it. It builds the widgets and composes its parts, each with its
own state and a small interface (ui/app/window/):

- Commands (actions.py): the actions and menus, each calling a named slot;
- View (view.py): shows the session on the board, the panel, the status bar, the actions;
- Play (play.py): moves, fills, undo/redo, turning the tile in hand, Restart, Concede;
- Games (games.py): starting games of every kind and puzzles;
- SolverWork (solver_work.py): hints, "Was it solvable?", the solution replay, busy indicator;
- Files (files.py): records on disk, the clipboard, the other windows;
- Review (review.py), Coach (coach.py), Outcomes (outcomes.py): after and around the game;
- Speech (speech.py): the board's cells in words and every change said, for a screen reader;
- Keeper (keeping.py), DataFolder (data_folder.py): the game kept, the data folder;
- Tutorial (ui/app/tutorial/controller.py): Help ▸ Tutorial, the lessons on this board."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QProgressBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from solitaire.deal import random_deal_number
from solitaire.game import Game
from solitaire.move import Move
from solitaire.position import Placement, Position
from solitaire.session import Fill, GameSession
from ui.app.board import access
from ui.app.board.view import BoardView
from ui.app.language import tr
from ui.app.puzzle_mode import PuzzleMode
from ui.app.qt_compat import keep_none_alive
from ui.app.screen_fit import fit_on_screen
from ui.app.statistics.link import StatisticsLink
from ui.app.statistics.unrecorded import may_quit
from ui.app.tutorial import come_back
from ui.app.tutorial.controller import Tutorial
from ui.app.window.actions import Commands
from ui.app.window.autoplay import Autoplay
from ui.app.window.coach import Coach
from ui.app.window.data_folder import attach_data_folder
from ui.app.window.file_notice import FileNotice
from ui.app.window.files import Files
from ui.app.window.games import Games
from ui.app.window.keeping import Keeper, KeptGameLock
from ui.app.window.keyboard import connect_keys
from ui.app.window.move_box import MoveBox
from ui.app.window.outcomes import Outcomes
from ui.app.window.play import Play
from ui.app.window.review import Review
from ui.app.window.settings import Settings, load_preferences
from ui.app.window.side_panel import PanelScroll, SidePanel
from ui.app.window.solver_work import SolverWork
from ui.app.window.speech import Speech
from ui.app.window.status import ElidedLabel
from ui.app.window.table import Table
from ui.app.window.view import View
from ui.app.window.welcome import open_first_game
from ui.app.worker import TaskRunner
from ui.data import autosave

__all__ = ["MainWindow", "load_preferences"]


class MainWindow(QMainWindow):
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
        self.setWindowTitle(tr("Trax Solitaire"))
        self.settings = Settings(prefs if prefs is not None else load_preferences())
        self.stats_link = StatisticsLink(self, stats_path)
        self.runner = TaskRunner(self)
        self.resume = resume
        self.kept_lock = KeptGameLock(resume)  # another window open may keep its game
        found = autosave.load_kept() if self.kept_lock.mine else autosave.KeptGame()
        self.table = Table(
            found.game
            or GameSession(
                Game.from_number(self.settings.last_variant(), random_deal_number()),
                "random",
                lookahead=self.settings.tiles_ahead,
            )
        )
        self.puzzles = PuzzleMode(self)  # the puzzle being played, its pack and progress
        self._make_widgets()
        self._make_parts()
        self._connect()
        self._make_tutorial()
        self.apply_preferences()
        self.resize(1040, 760)
        fit_on_screen(self, self)  # no larger than the screen (an 800x600 one, say)
        self.board.setFocus()
        open_first_game(self, found)

    def _make_widgets(self) -> None:
        access.install()  # before the board: it is read as a table of named cells
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

        self.status_label = ElidedLabel()
        self.busy = QProgressBar()
        self.busy.setMaximumWidth(160)
        self.busy.setTextVisible(False)
        self.busy.setRange(0, 0)
        self.busy.hide()
        self.stop = QToolButton()
        self.stop.setText(tr("Stop"))
        self.stop.hide()
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.busy)
        self.statusBar().addPermanentWidget(self.stop)

    def _make_parts(self) -> None:
        table, settings = self.table, self.settings
        self.commands = Commands(self, self._slots(), self.set_theme)
        # The solution replay can play itself (Play ▶▶).
        self.autoplay = Autoplay(
            lambda: self.solver.replay_next(),
            lambda: table.replay is not None and table.replay_index < len(table.solution or []),
            self,
        )
        self.view = View(
            self,
            table,
            settings,
            (self.board, self.panel, self.status_label),
            self.commands,
            self.puzzles,
            self.runner,
            self.autoplay,
        )
        self.speech = Speech(table, settings, self.view)  # the board for a screen reader
        self.outcomes = Outcomes(table, self.view, self.stats_link, self.puzzles)
        self.solver = SolverWork(
            table, self.view, self.runner, self.autoplay, (self.busy, self.stop)
        )
        self.solver.deliver = self.outcomes.deliver
        self.coach = Coach(self, table, settings, self.view)
        self.play = Play(
            table,
            settings,
            self.view,
            self.move_box,
            self.runner,
            (self.coach, self.outcomes, self.solver),
        )
        self.games = Games(
            self, table, settings, self.view, self.runner, self.outcomes, self.commands
        )
        self.review = Review(self, table, settings, self.view, self.games)
        self.files = Files(
            self,
            table,
            settings,
            self.view,
            (self.games, self.outcomes),
            self.review.review_from_statistics,
            self.apply_preferences,
        )

    def _make_tutorial(self) -> None:
        """Help ▸ Tutorial: the lessons on this board. It takes the board's and the move box's
        input from Play while a lesson is on, and leaves when another game is put on the table."""
        self.tutorial = Tutorial(
            self,
            self.table,
            (self.board, self.move_box),
            self.play,
            self.view,
            self.games.start_session,
        )
        self.commands.put_first_in_help(self.tutorial.action)
        self.games.sessionStarted.connect(self.tutorial.follow_game)
        self.play.changed.connect(self.tutorial.follow_play)  # a fill shown: the rings move on
        connect_keys(self)  # every control reached by Tab, in the order shown

    def _slots(self) -> dict[str, Callable[[], object]]:
        """What each action does (Commands calls these by name); the parts are made after
        the actions, so each slot looks its part up when it runs."""
        return {
            "new_game_dialog": lambda: self.games.new_game_dialog(),
            "deal_again": lambda: self.tutorial.deal_again() or self.games.deal_again(),
            "restart": lambda: self.play.restart(),
            "concede": lambda: self.play.concede(),
            "undo": lambda: self.play.undo(),
            "redo": lambda: self.play.redo(),
            "hint": lambda: self.tutorial.hint() or self.solver.hint(),
            "type_move": lambda: self.move_box.focus(),
            "turn": lambda: self.play.turn_hand(1),
            "flip": lambda: self.play.flip_hand(),
            "ask_solvable": lambda: self.solver.ask_solvable(),
            "show_solution": lambda: self.solver.show_solution(),
            "replay_prev": lambda: self.solver.replay_prev(),
            "replay_next": lambda: self.solver.replay_next(),
            "exit_replay": lambda: self.solver.exit_replay(),
            "toggle_autoplay": lambda: self.solver.toggle_autoplay(),
            "review_game": lambda: self.review.review_game(),
            "toggle_coach": lambda: self._set_pref("coach", self.commands.act_coach),
            "choose_puzzle": lambda: self.games.choose_puzzle(),
            "next_puzzle": lambda: self.games.next_puzzle(),
            "fill_packs": lambda: self.games.fill_pack_actions(),
            "copy_number": lambda: self.files.copy_number(),
            "copy_deal": lambda: self.files.copy_deal(),
            "open": lambda: self.files.open_dialog(),
            "review_record": lambda: self.review.review_record(),
            "save": lambda: self.files.save(),
            "save_as": lambda: self.files.save_as(),
            "save_waiting": lambda: self.files.save_waiting_games(),
            "import_saved": lambda: self.data_folder.import_saved(),
            "choose_data_folder": lambda: self.data_folder.choose(),
            "quit": self.close,
            "statistics": lambda: self.files.show_statistics(),
            "preferences": lambda: self.files.show_preferences(),
            "help": lambda: self.files.show_help(),
            "about": lambda: self.files.show_about(),
            "toggle_highlight": lambda: self._set_pref(
                "highlight_legal", self.commands.act_highlight, self.view.refresh
            ),
            "toggle_autofill": lambda: self._set_pref(
                "auto_fill", self.commands.act_autofill, self.apply_preferences
            ),
            "toggle_solvable_only": lambda: self._set_pref(
                "solvable_only", self.commands.act_solvable_only
            ),
        }

    def _set_pref(self, name: str, action: Any, then: Callable[[], None] | None = None) -> None:
        """A checkable action's preference follows its check mark."""
        self.settings.set_pref(name, action.isChecked())
        if then is not None:
            then()

    def _connect(self) -> None:
        c = self.commands
        self.panel.set_actions(
            [c.act_turn, c.act_flip],
            [c.act_hint, c.act_undo, c.act_redo, c.act_restart, c.act_deal_again, c.act_new],
            [c.act_solvable, c.act_solution],
            [c.act_replay_prev, c.act_replay_next, c.act_replay_play, c.act_replay_exit],
        )
        self.panel.set_puzzle_actions([c.act_next_puzzle])
        self.stats_link.message.connect(lambda text, error: self.notice(text, error, "stats"))
        self.outcomes.gameFinished.connect(self.gameFinished)
        self.board.cellClicked.connect(self.play.click_cell)
        self.board.hoverChanged.connect(self.view.on_hover)
        self.board.turnRequested.connect(lambda q: self.play.turn_hand(q))
        self.board.flipRequested.connect(self.play.flip_hand)
        self.board.fillAnimationFinished.connect(self.play.on_fill_shown)
        self.play.changed.connect(self.speech.after_change)
        self.games.sessionStarted.connect(self.speech.after_change)
        self.move_box.moveTyped.connect(self.play.play_typed)
        self.move_box.done.connect(self.board.setFocus)
        self.autoplay.changed.connect(
            lambda running: c.act_replay_play.setText(tr("Pause ❚❚") if running else tr("Play ▶▶"))
        )
        # The game in progress is written (atomically) as each change is accepted, before the
        # next input is read: a crash or a power cut loses no move already shown. A small file:
        # benchmarks/autosave_write.py measures the write.
        self.keeper = Keeper(self, self.table, self.resume, self.kept_lock)
        self.data_folder = attach_data_folder(self)
        if self.resume:
            self.play.changed.connect(self.keep_game)
            self.games.sessionStarted.connect(self.keep_game)

    def report_file_problems(self, *messages: str, note: str = "") -> None:
        """Tell the player about files of theirs that could not be used (and where they went),
        and `note`: files moved from an old folder (news, not an error)."""
        problems = [message for message in messages if message]
        if text := " ".join([*problems, note] if note else problems):
            self.notice(text, error=bool(problems))

    def notice(self, text: str, error: bool = True, topic: str = "") -> None:
        """A message about the player's files: in the status line, and kept in a notice above
        the board until the player dismisses it or the next notice (of its topic) replaces it."""
        self.file_notice.say(text, error, topic)
        self.show_message(text, error=error)

    def apply_preferences(self) -> None:
        self.view.apply_preferences()

    def set_theme(self, name: str) -> None:
        self.settings.set_pref("theme", name)
        self.apply_preferences()

    # -- the window's scripting interface (the app's start-up, tools and tests) --------------

    @property
    def session(self) -> GameSession:
        return self.table.session

    @property
    def game(self) -> Game:
        return self.table.game

    @property
    def position(self) -> Position:
        return self.table.position

    @property
    def pending(self) -> list[Fill]:
        return self.table.pending

    @property
    def hand_orientation(self) -> int | None:
        return self.table.hand_orientation

    @property
    def message(self) -> str:
        return self.view.message

    @property
    def message_is_error(self) -> bool:
        return self.view.message_is_error

    def show_message(self, text: str, error: bool = False) -> None:
        self.view.show_message(text, error)

    def refresh(self) -> None:
        self.view.refresh()

    def start_game(self, game: Game, **where: Any) -> None:
        """Play `game` (see Games.start_game)."""
        self.games.start_game(game, **where)

    def play_move(self, move: Move) -> Placement | None:
        return self.play.play_move(move)

    def keep_game(self) -> None:
        """Keep the game in progress for the next start (only in the app, resume=True)."""
        self.keeper.keep()

    # -- closing -----------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt's name)
        self.outcomes.deliver()  # recorded already: said now, though fills are still shown
        go, said = may_quit(self, self.stats_link.opened())
        if not go:  # finished games would be lost: the player stays to save them
            self.show_message(said, error=True)
            event.ignore()
            return
        if not self.keeper.may_quit():  # the game in progress cannot be kept: asked first
            event.ignore()
            return
        self.runner.shutdown()
        self.table.session.pause()
        if self.resume:
            come_back.remember_at_quitting(self.tutorial)
        self.keep_game()  # quitting keeps the game to resume: it is not a loss
        self.kept_lock.release()
        self.stats_link.close()
        super().closeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        QTimer.singleShot(0, self.board.setFocus)
