"""The main window: one game at a time. It asks the engine about every rule, shows the answer
on the board and the side panel, and sends solver work to background threads."""

from __future__ import annotations

import contextlib
import html
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from puzzles.pack import Puzzle
from solitaire.deal import Deal, random_deal_number
from solitaire.errors import RecordError, TraxError
from solitaire.game import Game
from solitaire.move import Move
from solitaire.position import Outcome, Placement, Position
from solitaire.record import load_record, save_record
from solitaire.tiles import ORIENTATIONS, flipped, turned
from solitaire.variant import STANDARD_VARIANTS, Variant
from ui import autosave, presenter, solver_bridge
from ui.autoplay import Autoplay
from ui.board_view import BoardState, BoardView
from ui.files import package_version, records_folder, remember_records_folder
from ui.move_box import MoveBox, read_typed_move
from ui.new_game_dialog import GameSpec, NewGameDialog
from ui.puzzle_mode import PuzzleMode
from ui.qt_compat import keep_none_alive
from ui.side_panel import PanelScroll, SidePanel
from ui.themes import Theme, theme_named
from ui.worker import TaskRunner

Cell = tuple[int, int]


# File dialogs offer game records first.
RECORD_FILE_FILTER = "Trax games (*.trax);;All files (*)"

class _DefaultPreferences:
    """Used until ui.preferences is available: the defaults, kept for this session only."""

    theme = "classic"
    auto_fill = True
    highlight_legal = False
    animation_ms = 250


def load_preferences() -> Any:
    try:
        from ui.preferences import Preferences
    except ImportError:
        return _DefaultPreferences()
    return Preferences()


class MainWindow(QMainWindow):
    gameFinished = Signal(str)  # 'won', 'lost' or 'stuck', once per game

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
        self._stats: Any | None = None
        self.runner = TaskRunner(self)
        self.runner.busyChanged.connect(self._on_busy)
        self.runner.progress.connect(self._on_progress)

        self.resume = resume
        found = autosave.load_kept() if resume else autosave.KeptGame()
        kept = found.game
        self.game: Game = kept or Game.from_number(self._last_variant(), random_deal_number())
        self.hand_orientation: int | None = None
        self.pending: list[tuple[Cell, int, int]] = []  # forced fills not shown: cell, final, dealt
        self.hover: Cell | None = None
        self.hints: list[tuple[Placement, float]] | None = None
        self.hint_mode = 0  # 0 off, 1 best move, 2 heat map
        self._hint_key: tuple[int, ...] | None = None
        self.hints_used = 0
        self.recorded = False
        self.solvable: bool | None = None
        self.solution: list[str] | None = None
        self.replay: Game | None = None
        self.replay_index = 0
        self.record_path: Path | None = None
        self.message = ""
        # Open-stack puzzle play (None outside it), and what the panel says about a deal that
        # is not a puzzle: its grade, or that it is the deal of the day.
        self.puzzles = PuzzleMode(self)
        self.about_deal = ""
        self.deal_grade: str | None = None
        self.puzzle_dialog: QWidget | None = None  # while Choose puzzle… is open

        self.board = BoardView()
        self.panel = SidePanel()
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        self.move_box = MoveBox()
        left = QVBoxLayout()
        left.setContentsMargins(0, 0, 0, 0)
        left.setSpacing(0)
        left.addWidget(self.board, 1)
        left.addWidget(self.move_box)
        row.addLayout(left, 1)
        row.addWidget(PanelScroll(self.panel))
        self.setCentralWidget(central)

        self._status_label = QLabel()
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

        self._make_actions()
        self._make_menus()
        self.panel.set_actions(
            [self.act_turn, self.act_flip],
            [self.act_hint, self.act_undo, self.act_redo, self.act_restart, self.act_deal_again,
             self.act_new],
            [self.act_solvable, self.act_solution],
            [self.act_replay_prev, self.act_replay_next, self.act_replay_play,
             self.act_replay_exit],
        )
        self.act_next_puzzle.setIconText("Next puzzle")  # the panel's button
        self.panel.set_puzzle_actions([self.act_next_puzzle])
        self.board.cellClicked.connect(self.click_cell)
        self.board.hoverChanged.connect(self._on_hover)
        self.board.turnRequested.connect(lambda q: self.turn_hand(q))
        self.board.flipRequested.connect(self.flip_hand)
        self.board.fillAnimationFinished.connect(self._on_fill_shown)
        self.move_box.moveTyped.connect(self.play_typed)
        self.move_box.done.connect(self.board.setFocus)
        self.apply_preferences()
        self.resize(1040, 760)
        self.board.setFocus()
        self.start_game(self.game, puzzle=self._puzzle_of(kept))
        if kept is None and self.solvable_only:  # the preference holds from the first deal
            self.new_game(self.game.variant, solvable_only=True)
        if kept is not None:
            moves = len(kept.moves)
            self.show_message(f"Welcome back: your {kept.variant} game, {moves} moves in.")
        self.report_file_problems(found.message(), self.puzzles.progress.message())

    def report_file_problems(self, *messages: str) -> None:
        """Tell the player about files of theirs that could not be used (and where they went)."""
        if text := " ".join(message for message in messages if message):
            self.show_message(text, error=True)

    # -- actions and menus -----------------------------------------------------------------

    def _action(
        self,
        text: str,
        slot: Callable[[], object],
        shortcuts: tuple[str, ...] = (),
        tip: str = "",
        checkable: bool = False,
    ) -> QAction:
        action = QAction(text, self)
        if shortcuts:
            action.setShortcuts([QKeySequence(s) for s in shortcuts])
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(lambda _checked: slot())
        else:
            action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        a = self._action
        self.act_new = a("&New game…", self.new_game_dialog, ("N", "Ctrl+N"),
                         "Choose a variant and a deal")
        self.act_deal_again = a("&Deal again", self.deal_again, ("Ctrl+D",),
                                "A new random deal of the same variant")
        self.act_restart = a("&Restart", self.restart, ("Ctrl+R",),
                             "Start this deal again from the first tile")
        self.act_undo = a("&Undo", self.undo, ("Ctrl+Z", "U"), "Take back the last move")
        self.act_redo = a("&Redo", self.redo, ("Ctrl+Y", "Ctrl+Shift+Z"), "Play it again")
        self.act_hint = a("&Hint", self.hint, ("H",),
                          "Show the best move; press again for every move's chance")
        self.act_type_move = a("Type a &move", lambda: self.move_box.focus(), ("M",),
                               "Type a move such as B2:NE and press Enter")
        self.act_turn = a("&Turn", lambda: self.turn_hand(1), ("T",),
                          "Turn the tile in hand a quarter (only when it fits nowhere as dealt)")
        self.act_flip = a("&Flip", self.flip_hand, ("F",),
                          "Turn the tile in hand over (only when it fits nowhere as dealt)")
        self.act_solvable = a("Was it &solvable?", self.ask_solvable, ("W",),
                              "Ask the solver whether this deal can be won")
        self.act_solution = a("Show s&olution", self.show_solution, ("S",),
                              "Step through a winning play of this deal")
        self.act_replay_prev = a("◀ Previous", self.replay_prev, ("Left",))
        self.act_replay_next = a("Next ▶", self.replay_next, ("Right",))
        self.act_replay_exit = a("Back to game", self.exit_replay, ("Escape",))
        self.autoplay = Autoplay(self.replay_next, lambda: self.replay is not None and
                                 self.replay_index < len(self.solution or []), self)
        self.act_replay_play = a("Play ▶▶", self._toggle_autoplay, ("Shift+Right",),
                                 "Play the solution by itself (again to pause)")
        self.autoplay.changed.connect(
            lambda running: self.act_replay_play.setText("Pause ❚❚" if running else "Play ▶▶"))
        self.act_choose_puzzle = a("&Choose puzzle…", self.choose_puzzle, ("P", "Ctrl+P"),
                                   "Pick an open-stack puzzle from a pack")
        self.act_next_puzzle = a("&Next unsolved puzzle", self.next_puzzle, ("Ctrl+Shift+N",),
                                 "The next puzzle you have not solved yet")
        self.act_copy_number = a("Copy deal &number", self.copy_number, ())
        self.act_copy_deal = a("Copy deal &string", self.copy_deal, ("Ctrl+Shift+C",))
        self.act_open = a("&Open…", self.open_dialog, ("Ctrl+O",))
        self.act_save = a("&Save", self.save, ("Ctrl+S",))
        self.act_save_as = a("Save &as…", self.save_as, ("Ctrl+Shift+S",))
        self.act_quit = a("&Quit", self.close, ("Ctrl+Q",))
        self.act_stats = a("S&tatistics…", self.show_statistics, ("Ctrl+I",))
        self.act_prefs = a("&Preferences…", self.show_preferences, ("Ctrl+,",))
        self.act_rules = a("&Rules", self.show_help, ("F1",))
        self.act_about = a("&About", self.show_about, ())
        self.act_highlight = a("&Highlight legal cells", self._toggle_highlight, ("L",),
                               checkable=True)
        self.act_autofill = a("Fill forced spaces &automatically", self._toggle_autofill, (),
                              checkable=True)
        self.act_solvable_only = a("Deal only &solvable deals", self._toggle_solvable_only, (),
                                   checkable=True)
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for name in ("classic", "uk"):
            action = QAction(theme_named(name).title, self, checkable=True)
            action.triggered.connect(lambda _c=False, n=name: self.set_theme(n))
            self.theme_group.addAction(action)
            self.theme_actions[name] = action

    def _make_menus(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu("&File")
        for action in (self.act_open, self.act_save, self.act_save_as):
            file.addAction(action)
        file.addSeparator()
        file.addAction(self.act_quit)
        game = bar.addMenu("&Game")
        for action in (self.act_new, self.act_deal_again, self.act_restart):
            game.addAction(action)
        game.addSeparator()
        for action in (self.act_undo, self.act_redo, self.act_hint, self.act_turn, self.act_flip,
                       self.act_type_move):
            game.addAction(action)
        game.addSeparator()
        for action in (self.act_solvable, self.act_solution, self.act_copy_number,
                       self.act_copy_deal):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.act_solvable_only)
        game.addAction(self.act_stats)
        puzzles = bar.addMenu("&Puzzles")
        puzzles.addAction(self.act_choose_puzzle)
        puzzles.addAction(self.act_next_puzzle)
        puzzles.addSeparator()
        self.puzzles_menu = puzzles
        self.pack_actions: list[QAction] = []
        # One entry per pack with its progress, filled when the menu opens: the packs are only
        # read when the player looks at puzzles, and the counts are then up to date.
        puzzles.aboutToShow.connect(self._fill_pack_actions)
        view = bar.addMenu("&View")
        for action in self.theme_actions.values():
            view.addAction(action)
        view.addSeparator()
        view.addAction(self.act_highlight)
        view.addAction(self.act_autofill)
        settings = bar.addMenu("&Settings")
        settings.addAction(self.act_prefs)
        help_menu = bar.addMenu("&Help")
        help_menu.addAction(self.act_rules)
        help_menu.addAction(self.act_about)

    # -- preferences -----------------------------------------------------------------------

    def _pref(self, name: str, default: Any) -> Any:
        try:
            return getattr(self.prefs, name)
        except Exception:
            return default

    def _set_pref(self, name: str, value: Any) -> None:
        with contextlib.suppress(Exception):
            setattr(self.prefs, name, value)

    @property
    def theme(self) -> Theme:
        return theme_named(self._pref("theme", "classic"))

    @property
    def auto_fill(self) -> bool:
        return bool(self._pref("auto_fill", True))

    def apply_preferences(self) -> None:
        self.board.set_theme(self.theme)
        self.board.animation_ms = max(0, int(self._pref("animation_ms", 250)))
        for name, action in self.theme_actions.items():
            action.setChecked(name == self.theme.name)
        for action, value in ((self.act_highlight, self._pref("highlight_legal", False)),
                              (self.act_autofill, self.auto_fill),
                              (self.act_solvable_only, self.solvable_only)):
            action.blockSignals(True)
            action.setChecked(bool(value))
            action.blockSignals(False)
        if not self.auto_fill and self.board.is_animating():
            self.board.finish_animations()
        elif self.auto_fill and self.pending and not self.board.is_animating():
            self._show_next_fill()
        self.refresh()

    def set_theme(self, name: str) -> None:
        self._set_pref("theme", name)
        self.apply_preferences()

    def _toggle_highlight(self) -> None:
        self._set_pref("highlight_legal", self.act_highlight.isChecked())
        self.refresh()

    def _toggle_autofill(self) -> None:
        self._set_pref("auto_fill", self.act_autofill.isChecked())
        self.apply_preferences()

    def _toggle_solvable_only(self) -> None:
        self.solvable_only = self.act_solvable_only.isChecked()

    @property
    def solvable_only(self) -> bool:
        """Random deals only the solver proves solvable (a preference, kept between runs)."""
        return bool(self._pref("solvable_only", False))

    @solvable_only.setter
    def solvable_only(self, value: bool) -> None:
        self._set_pref("solvable_only", bool(value))

    def _last_variant(self) -> Variant:
        with contextlib.suppress(TraxError, TypeError, ValueError):
            variant = Variant.parse(str(self._pref("last_variant", "3x3 line")))
            if variant in STANDARD_VARIANTS:
                return variant
        return STANDARD_VARIANTS[0]

    # -- starting games --------------------------------------------------------------------

    def start_game(
        self,
        game: Game,
        already_recorded: bool = False,
        puzzle: Puzzle | None = None,
        about: str = "",
        grade: str | None = None,
    ) -> None:
        """Make `game` the current game, dropping everything that belonged to the last one.
        With `puzzle` it is played open-stack; `about` (rich text) says what kind of deal it is,
        `grade` the grade it was dealt for (so Deal again deals the same grade)."""
        self.runner.new_generation()
        self.autoplay.stop()
        self.puzzles.begin(puzzle)
        self.about_deal = about
        self.deal_grade = grade
        self._set_pref("last_variant", game.variant)  # the next start deals this variant
        self.board.finish_animations()
        self.pending = []
        self.game = game
        self.hints = None
        self.hint_mode = 0
        self.hints_used = 0
        self.recorded = already_recorded
        self.solvable = None
        self.solution = None
        self.replay = None
        self.board.cursor = None
        self.hover = None
        self.message = ""
        self._reset_hand()
        self._update_title()
        if puzzle is not None:
            # The pack stores a winning play: Show solution needs no solver.
            self.solvable, self.solution = True, list(puzzle.solution)
        self.refresh()
        if puzzle is not None:
            self.show_message(f"{self.puzzles.title()} ({puzzle.level}): the whole stack is "
                              "shown. Find a play that wins it.")
            return
        self.show_message(f"New game: {game.variant}, deal {self._deal_name()}. "
                          "Click the board to place the first tile.")

    def _puzzle_of(self, kept: Game | None) -> Puzzle | None:
        """The puzzle a resumed game was, if it is the deal of the last puzzle played: the
        kept record holds only the game, and a puzzle should come back as a puzzle."""
        if kept is None:
            return None
        last = self.puzzles.last_played()
        if last is not None and last.variant == kept.variant and last.deal == kept.deal:
            return last
        return None

    def start_puzzle(self, puzzle: Puzzle) -> None:
        self.start_game(puzzle.new_game(), puzzle=puzzle)

    def choose_puzzle(self) -> None:
        from ui.puzzle_dialog import PuzzleDialog

        if not self.puzzles.packs():
            self.show_message("No puzzle packs were found in this build.", error=True)
            return
        dialog = PuzzleDialog(self, packs=self.puzzles.packs(), progress=self.puzzles.progress)
        self.puzzle_dialog = dialog  # tests reach the open dialog through this
        current = self.puzzles.puzzle or self.puzzles.last_played()
        if current is not None and (pack := self.puzzles.pack_of(current)) is not None:
            dialog.pack_box.setCurrentIndex(self.puzzles.packs().index(pack))
        try:
            if dialog.exec() and (puzzle := dialog.selected_puzzle()) is not None:
                self.start_puzzle(puzzle)
        finally:
            self.puzzle_dialog = None
            dialog.deleteLater()
            self.board.setFocus()  # keys go to the board again, not to the closed dialog

    def _fill_pack_actions(self) -> None:
        for action in self.pack_actions:
            self.puzzles_menu.removeAction(action)
            action.deleteLater()
        self.pack_actions = []
        solved = self.puzzles.progress.solved_ids()
        for pack in self.puzzles.packs():
            done = sum(p.id in solved for p in pack.puzzles)
            action = QAction(f"{pack.variant}: {done} of {len(pack.puzzles)} solved", self)
            action.setStatusTip(f"The first unsolved {pack.variant} puzzle")
            action.triggered.connect(lambda _c=False, v=pack.variant: self.first_unsolved(v))
            self.puzzles_menu.addAction(action)
            self.pack_actions.append(action)

    def first_unsolved(self, variant: Variant) -> None:
        """The first unsolved puzzle of a variant's pack (the first one if all are solved)."""
        pack = next((p for p in self.puzzles.packs() if p.variant == variant), None)
        if pack is None or not pack.puzzles:
            self.show_message(f"There is no {variant} puzzle pack.", error=True)
            return
        solved = self.puzzles.progress.solved_ids()
        self.start_puzzle(next((p for p in pack.puzzles if p.id not in solved), pack.puzzles[0]))

    def next_puzzle(self) -> None:
        puzzle = self.puzzles.next_unsolved()
        if puzzle is None:
            self.show_message("Every puzzle is solved: well done! Choose puzzle… replays any "
                              "of them." if self.puzzles.packs() else
                              "No puzzle packs were found in this build.")
            return
        self.start_puzzle(puzzle)

    def new_game(
        self,
        variant: Variant,
        deal: Deal | None = None,
        number: int | None = None,
        solvable_only: bool = False,
    ) -> None:
        """Start a game: a given deal, a numbered deal, or a random one (optionally only one
        the solver proves solvable, found in the background)."""
        if deal is not None:
            self.start_game(Game(variant, deal))
            return
        if number is not None:
            self.start_game(Game.from_number(variant, number))
            return
        if not solvable_only:
            self.start_game(Game.from_number(variant, random_deal_number()))
            return
        self.runner.new_generation()

        def work(progress, cancel):  # noqa: ANN001, ANN202
            return solver_bridge.find_solvable_deal(variant, cancel, progress)

        def done(result: tuple[int, list[str]]) -> None:
            number, solution = result
            self.start_game(Game.from_number(variant, number))
            self.solvable, self.solution = True, solution
            self.show_message(f"Deal {number} of {variant}: the solver proved it solvable.")
            self.refresh()

        self.show_message(f"Looking for a solvable {variant} deal…")
        self.runner.start("deal", work, done, self._on_task_failed)

    def new_game_dialog(self) -> None:
        dialog = NewGameDialog(self, self.game.variant, self.solvable_only, self.deal_grade)
        if dialog.exec() and dialog.spec is not None:
            self.start_spec(dialog.spec)

    def start_spec(self, spec: GameSpec) -> None:
        self.solvable_only = spec.solvable_only
        self.act_solvable_only.blockSignals(True)
        self.act_solvable_only.setChecked(spec.solvable_only)
        self.act_solvable_only.blockSignals(False)
        if spec.daily is not None:
            self.new_daily(spec.variant, spec.daily)
        elif spec.grade is not None:
            self.new_graded(spec.variant, spec.grade)
        else:
            self.new_game(spec.variant, spec.deal, spec.number, spec.solvable_only)

    def deal_again(self) -> None:
        if self.deal_grade is not None:
            self.new_graded(self.game.variant, self.deal_grade)
        else:
            self.new_game(self.game.variant, solvable_only=self.solvable_only)

    def new_daily(self, variant: Variant, date: str | None = None) -> None:
        """The deal of the day (today in UTC unless `date`). Proving it solvable takes up to a
        few tenths of a second for 4x4, so it is looked up in the background."""
        self.runner.new_generation()

        def work(progress, cancel):  # noqa: ANN001, ANN202
            progress(f"Finding the {variant} deal of the day…", -1.0)
            return solver_bridge.deal_of_the_day(variant, date)

        def done(result: tuple[str, int]) -> None:
            day, number = result
            about = (f"<b>Deal of the day</b>, {day}<br><small>The same deal for every "
                     f"{variant} player that day (UTC).</small>")
            self.start_game(Game.from_number(variant, number), about=about)
            self.show_message(f"The {variant} deal of the day for {day}: deal #{number}.")

        self.show_message(f"Finding the {variant} deal of the day…")
        self.runner.start("deal", work, done, self._on_task_failed)

    def new_graded(self, variant: Variant, grade: str, seed: int | str | None = None) -> None:
        """A random deal of a grade (puzzles.grades), found in the background: seconds for
        4x4. The busy indicator's Stop, or any new game, cancels the search."""
        from puzzles.grades import GRADES

        self.runner.new_generation()

        def work(progress, cancel):  # noqa: ANN001, ANN202
            return solver_bridge.find_graded_deal(variant, grade, cancel, progress, seed)

        def done(number: int) -> None:
            about = (f"<b>{html.escape(grade)} deal</b><br>"
                     f"<small>{html.escape(GRADES[grade])}</small>")
            self.start_game(Game.from_number(variant, number), about=about, grade=grade)
            self.show_message(f"Deal #{number} of {variant}: graded {grade}.")

        def failed(message: str) -> None:
            if "Cancelled" not in message:
                self.show_message(f"No {grade} deal: {message.split(': ', 1)[-1]}", error=True)

        self.show_message(f"Looking for a {grade} {variant} deal…")
        self.runner.start("deal", work, done, failed)

    def restart(self) -> None:
        self._settle()
        if self.replay is not None:
            self.exit_replay()
        self.pending = []
        self.game.restart()
        if self.recorded:  # a finished game was counted; a new attempt counts again
            self.recorded = False
            self.hints_used = 0
        self._after_change()
        self.show_message("Restarted: the same deal from the first tile (Redo replays it).")

    # -- playing ---------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        return self.game.position

    def _reset_hand(self) -> None:
        self.hand_orientation = self.position.hand

    def _settle(self) -> None:
        """Finish animations at once, so the board shows the position the engine holds."""
        if self.auto_fill and (self.pending or self.board.is_animating()):
            saved = self.board.animation_ms
            self.board.animation_ms = 0
            try:
                self.board.finish_animations()
                while self.pending:
                    self._show_next_fill()
            finally:
                self.board.animation_ms = saved
        else:
            self.board.finish_animations()

    def click_cell(self, cell: Cell) -> None:
        """The player chose a cell: play the tile in hand there, or fill a forced space."""
        if self.replay is not None:
            self.show_message("This is the solution replay: use Prev/Next, or Back to game.")
            return
        self._settle()
        if self.pending:
            if self.board.is_animating():
                return
            forced = self.pending[0][0]
            if cell == forced:
                self._show_next_fill()
            else:
                self.show_message(
                    f"A forced space must be filled first at {self.position.label(forced)}.",
                    error=True,
                )
            return
        position = self.position
        if position.outcome().over:
            self.show_message("The game is over: undo, restart or deal again.", error=True)
            return
        # A hint or the heat map shows a tile at the cell: the click plays it as shown.
        shown = presenter.shown_orientation(self.board.state.marks(), cell)
        move = position.move_at(cell, self.hand_orientation if shown is None else shown)
        reason = position.why_illegal(move)
        if reason is not None:
            self.show_message(self._why_not(cell, reason), error=True)
            return
        self.play_move(move)

    def play_typed(self, text: str) -> None:
        """A move typed in the move box: played if legal, else the box keeps it to correct."""
        self._settle()
        move, problem = read_typed_move(self.position, text, self.hand_orientation)
        if self.replay is not None:
            move, problem = None, "This is the solution replay: Back to game first."
        elif self.pending:
            where = self.position.label(self.pending[0][0])
            move, problem = None, f"A forced space must be filled first at {where}."
        if move is None:
            self.show_message(self._words(problem), error=True)
            self.move_box.refused()
        elif self.play_move(move) is not None:
            self.move_box.accepted()

    def play_move(self, move: Move) -> Placement | None:
        consumed = self.position.consumed
        try:
            placement = self.game.play(move)
        except TraxError as exc:
            self.show_message(self._words(str(exc)), error=True)
            return None
        deal = self.game.deal
        self.pending = [
            (cell, final, deal[consumed + 1 + index])
            for index, (cell, final) in enumerate(placement.fills)
        ]
        self.board.animate_drop(placement.cell)
        text = f"Played {placement.move}."
        if placement.fills:
            text += f" {len(placement.fills)} forced space{'s' if len(placement.fills) > 1 else ''}"
            text += " to fill." if not self.auto_fill else " filled from the stack."
        self.show_message(text)
        if self.pending and self.auto_fill:
            self._show_next_fill()
        self._after_change()
        return placement

    def _show_next_fill(self) -> None:
        if not self.pending or self.board.is_animating():
            return
        cell, final, dealt = self.pending[0]
        self.board.animate_fill(cell, dealt, final)

    def _on_fill_shown(self) -> None:
        if not self.pending:
            return
        self.pending.pop(0)
        if self.pending and self.auto_fill:
            self._show_next_fill()
        self._after_change()

    def undo(self) -> None:
        if self.replay is not None:
            self.replay_prev()
            return
        self.pending = []
        self.board.finish_animations()
        if not self.game.can_undo():
            self.show_message("Nothing to undo.")
            return
        placement = self.game.undo()
        self._after_change()
        self.show_message(f"Took back {placement.move}.")

    def redo(self) -> None:
        if self.replay is not None:
            self.replay_next()
            return
        self._settle()
        self.pending = []
        if not self.game.can_redo():
            self.show_message("Nothing to redo.")
            return
        placement = self.game.redo()
        self.board.animate_drop(placement.cell)
        self._after_change()
        self.show_message(f"Replayed {placement.move}.")

    def turn_hand(self, quarters: int = 1) -> None:
        self._change_hand(lambda o: turned(o, quarters % 4), "turned")

    def flip_hand(self) -> None:
        self._change_hand(flipped, "flipped")

    def _change_hand(self, change: Callable[[int], int], verb: str) -> None:
        if self.replay is not None or self.pending:
            return
        position = self.position
        if position.hand is None or position.outcome().over:
            return
        if not position.turned_allowed():
            legal = position.legal_moves()
            reason = "the tile fits somewhere as dealt, so it may not be turned"
            if legal:
                probe = legal[0].move.with_orientation(turned(position.hand))
                reason = position.why_illegal(probe) or reason
            self.show_message(f"{presenter.sentence(reason)} (rule 4.5).", error=True)
            return
        assert self.hand_orientation is not None
        self.hand_orientation = change(self.hand_orientation)
        fits = {p.cell for p in position.legal_moves() if p.orientation == self.hand_orientation}
        where = f"fits at {len(fits)} place{'s' if len(fits) != 1 else ''}" if fits else \
            "fits nowhere this way"
        self.show_message(f"Tile {verb}: now {ORIENTATIONS[self.hand_orientation]} ({where}).")
        self.refresh()

    def _after_change(self) -> None:
        """After any change of position: new hand, hints dropped, outcome checked."""
        self._reset_hand()
        if self._hint_key != self._position_key():
            self.hints = None
            self.hint_mode = 0
        self.runner.cancel("hint")
        if getattr(self, "message_is_error", False):
            self.show_message("")  # the player did something that worked: the error is stale
        if not self.pending:
            outcome = self.position.outcome()
            if outcome.over and not self.recorded:
                self.recorded = True
                self._record(outcome)
        self.refresh()

    def _position_key(self) -> tuple[int, ...]:
        return (id(self.game), len(self.game.moves),
                *(hash(str(m)) for m in self.game.moves))

    # -- hints -----------------------------------------------------------------------------

    def hint(self) -> None:
        if self.replay is not None:
            return
        self._settle()
        if self.pending:
            self.show_message(
                f"Fill the forced space at {self.position.label(self.pending[0][0])} first.")
            return
        if self.position.outcome().over or not self.position.legal_moves():
            self.show_message("No hint: the game is over.")
            return
        if self.hints is not None and self._hint_key == self._position_key():
            self.hint_mode = (self.hint_mode + 1) % 3
            self.refresh()
            return
        if self.runner.running("hint"):
            return
        if self.puzzles.active:
            self._puzzle_hint()
            return
        if not solver_bridge.hints_available():
            self.show_message("Hints need the fair-play solver, which is not part of this build.",
                              error=True)
            return
        key = self._position_key()
        variant = self.game.variant
        snapshot = self.position.copy()

        def work(progress, cancel):  # noqa: ANN001, ANN202
            return solver_bridge.hint_values(variant, snapshot, progress)

        def done(values: list[tuple[Placement, float]]) -> None:
            if key != self._position_key() or not values:
                return
            self.hints = values
            self._hint_key = key
            self.hint_mode = 1
            self.hints_used += 1
            best, p = values[0]
            if self.position.turned_allowed():
                self.hand_orientation = best.orientation  # ready to play the hinted move
            self.show_message(presenter.hint_message(values))
            self.refresh()

        self.show_message("Thinking about the best move…")
        self.runner.start("hint", work, done, self._on_task_failed)

    def _puzzle_hint(self) -> None:
        """With the whole stack known, a hint is a move that still wins for certain (exact
        search), not the fair-play best guess."""
        key = self._position_key()
        snapshot = self.position.copy()

        def work(progress, cancel):  # noqa: ANN001, ANN202
            return solver_bridge.winning_hints(snapshot)

        def done(values: list[tuple[Placement, float]]) -> None:
            if key != self._position_key() or not values:
                return
            winners = sum(p == 1.0 for _placement, p in values)
            if not winners:
                self.show_message("No move wins from here, even with the whole stack known: "
                                  "undo or restart.", error=True)
                return
            self.hints = values
            self._hint_key = key
            self.hint_mode = 1
            self.hints_used += 1
            best = values[0][0]
            if self.position.turned_allowed():
                self.hand_orientation = best.orientation  # ready to play the hinted move
            self.show_message(
                f"Hint: {best.move} still wins, knowing the whole stack ({winners} of "
                f"{len(values)} legal moves do). Press H again to see which.")
            self.refresh()

        self.show_message("Looking for a move that still wins…")
        self.runner.start("hint", work, done, self._on_task_failed)

    # -- after the game --------------------------------------------------------------------

    def ask_solvable(self, then: Callable[[], None] | None = None) -> None:
        if self.solvable is not None:
            self._say_solvable()
            if then:
                then()
            return
        if self.runner.running("solve"):
            return
        variant, deal = self.game.variant, self.game.deal

        def work(progress, cancel):  # noqa: ANN001, ANN202
            progress(f"Solving deal {self._deal_name()}…", -1.0)
            return solver_bridge.solve(variant, deal, cancel)

        def done(solution: list[str] | None) -> None:
            self.solvable = solution is not None
            self.solution = solution
            self._say_solvable()
            self.refresh()
            if then:
                then()

        self.show_message("Asking the solver…")
        self.runner.start("solve", work, done, self._on_task_failed)

    def _say_solvable(self) -> None:
        if self.solvable:
            n = len(self.solution or [])
            self.show_message(f"Yes: this deal can be won (the solver found "
                              f"{presenter.a_count(n, 'move')} win). "
                              "Show solution steps through it.")
        else:
            self.show_message("No: no sequence of moves wins this deal, even knowing the whole "
                              "stack in advance.")

    def show_solution(self) -> None:
        if self.solution is None:
            if self.solvable is False:
                self._say_solvable()
                return
            self.ask_solvable(then=self._start_replay)
            return
        self._start_replay()

    def _start_replay(self) -> None:
        if not self.solution:
            return
        self._settle()
        self.pending = []
        self.replay = Game(self.game.variant, self.game.deal)
        self.replay_index = 0
        self.show_message("Solution: press Next ▶ to step through a winning play.")
        self.refresh()

    def replay_next(self) -> None:
        if self.replay is None or self.solution is None:
            return
        if self.replay_index < len(self.solution):
            placement = self.replay.play(self.solution[self.replay_index])
            self.replay_index += 1
            self.board.animate_drop(placement.cell)
            fills = f" (+{len(placement.fills)} forced)" if placement.fills else ""
            self.show_message(f"Solution move {self.replay_index} of {len(self.solution)}: "
                              f"{placement.move}{fills}.")
        self.refresh()

    def replay_prev(self) -> None:
        self.autoplay.stop()
        if self.replay is None:
            return
        if self.replay_index > 0:
            self.replay.undo()
            self.replay_index -= 1
            self.show_message(f"Solution move {self.replay_index} of {len(self.solution or [])}.")
        self.refresh()

    def _toggle_autoplay(self) -> None:
        self.autoplay.toggle(max(400, 3 * self.board.animation_ms))

    def exit_replay(self) -> None:
        self.autoplay.stop()
        if self.replay is None:
            return
        self.replay = None
        self.show_message("Back to your game.")
        self.refresh()

    # -- statistics ------------------------------------------------------------------------

    def statistics_store(self) -> Any | None:
        if self._stats is None:
            try:
                from ui.statistics import StatisticsStore
            except ImportError:
                return None
            try:
                self._stats = StatisticsStore(self.stats_path)
            except Exception as exc:
                self.show_message(f"Statistics are not available: {exc}", error=True)
                return None
        return self._stats

    def _record(self, outcome: Outcome) -> None:
        puzzle = self.puzzles.puzzle
        if puzzle is not None and outcome.status == "won":
            first = self.puzzles.mark_solved()
            self.show_message(
                ("Puzzle solved: marked \u2713. " if first else "Solved again. ")
                + "Next unsolved puzzle (Ctrl+Shift+N) carries on.")
        self.gameFinished.emit(outcome.status)
        store = self.statistics_store()
        if store is None:
            return
        game = self.game
        args = (game.variant, outcome.status == "won", self.hints_used, len(game.moves),
                game.deal_text(), game.deal_number)
        try:
            try:  # the store may tell a stuck game from a lost one, and name the puzzle
                store.record_game(*args, result=outcome.status,
                                  puzzle=None if puzzle is None else puzzle.id)
            except TypeError:
                store.record_game(*args)
        except Exception as exc:
            self.show_message(f"Could not record the game in the statistics: {exc}", error=True)

    def show_statistics(self) -> None:
        try:
            from ui.statistics_dialog import StatisticsDialog
        except ImportError:
            self.show_message("Statistics are not part of this build yet.", error=True)
            return
        store = self.statistics_store()
        if store is not None:
            StatisticsDialog(store, self).exec()

    def show_preferences(self) -> None:
        try:
            from ui.preferences import PreferencesDialog
        except ImportError:
            self.show_message("Preferences are not part of this build yet.", error=True)
            return
        PreferencesDialog(self.prefs, self).exec()
        self.apply_preferences()

    def show_help(self) -> None:
        try:
            from ui.help import HelpWindow
        except ImportError:
            self.show_message("Help is not part of this build yet: see RULES.md.", error=True)
            return
        self._help = HelpWindow(self)
        self._help.show()

    def show_about(self) -> None:
        QMessageBox.about(
            self, "About Trax Solitaire",
            f"<b>Trax Solitaire</b> {html.escape(package_version())}<br>"
            "The one-player puzzle played with Trax tiles.<br>"
            "Make one track through every tile.",
        )

    # -- records and the clipboard ---------------------------------------------------------

    def save_to(self, path: Path) -> bool:
        try:
            save_record(self.game, path)
        except OSError as exc:
            self._error_box("Could not save", f"Could not save {path}: {exc.strerror or exc}")
            return False
        self.record_path = Path(path)
        self.show_message(f"Saved to {path}.")
        return True

    def load_from(self, path: Path) -> bool:
        """Load a record; on any problem the current game is left as it was."""
        try:
            game = load_record(path)
        except RecordError as exc:
            self._error_box("Could not open the game", f"{Path(path).name}: {exc}")
            return False
        self.start_game(game, already_recorded=game.position.outcome().over)
        self.record_path = Path(path)
        self.show_message(f"Loaded {Path(path).name}: {len(game.moves)} moves played.")
        return True

    def _error_box(self, title: str, text: str) -> None:
        self.show_message(text, error=True)
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                          self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        self.last_error_box = box

    def open_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open game", str(records_folder()),
                                              RECORD_FILE_FILTER)
        if path:
            remember_records_folder(Path(path))
            self.load_from(Path(path))

    def save(self) -> None:
        if self.record_path is None:
            self.save_as()
        else:
            self.save_to(self.record_path)

    def save_as(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Save game", str(records_folder() / "game.trax"), RECORD_FILE_FILTER)
        if path:
            remember_records_folder(Path(path))
            self.save_to(Path(path))

    def copy_number(self) -> None:
        if self.game.deal_number is None:
            self.show_message("This deal has no number (it was typed in): copied the deal "
                              "string instead.")
            self.copy_deal()
            return
        QGuiApplication.clipboard().setText(str(self.game.deal_number))
        self.show_message(f"Copied deal number {self.game.deal_number}.")

    def copy_deal(self) -> None:
        QGuiApplication.clipboard().setText(self.game.deal_text())
        self.show_message(f"Copied the deal: {self.game.deal_text()}.")

    # -- background work -------------------------------------------------------------------

    def stop_background_work(self) -> None:
        self.runner.cancel()
        self.show_message("Stopped.")

    def _on_busy(self, busy: bool) -> None:
        self._busy.setVisible(busy)
        self._stop.setVisible(busy)
        if busy:
            self._busy.setRange(0, 0)
        self.refresh_actions()

    def _on_progress(self, message: str, fraction: float) -> None:
        if fraction >= 0:
            self._busy.setRange(0, 1000)
            self._busy.setValue(int(fraction * 1000))
        else:
            self._busy.setRange(0, 0)
        self.show_message(message)

    def _on_task_failed(self, message: str) -> None:
        self.show_message(f"The solver failed: {message}", error=True)

    # -- showing ---------------------------------------------------------------------------

    def _words(self, text: str) -> str:
        """Engine messages name the colours white and black; the UK theme draws black red."""
        names = self.theme.colour_names
        return text.replace("black", names[1]) if names[1] != "black" else text

    def _why_not(self, cell: Cell, reason: str) -> str:
        """The engine's reason a cell is refused, for the player."""
        if not self.position.tiles:
            # Labels float with the layout, so on an empty table every cell would be '@0'.
            return "Start in the middle: the first tile is always played at @0 (marked green)."
        return presenter.why_not(self._cell_name(cell), self._words(reason))

    def _cell_name(self, cell: Cell) -> str:
        return self.position.label(cell)

    def _deal_name(self) -> str:
        if self.game.deal_number is not None:
            return f"#{self.game.deal_number}"
        return "(typed in)"

    def show_message(self, text: str, error: bool = False) -> None:
        self.message = text
        self.message_is_error = error
        self.panel.message.setStyleSheet("color:#ff9d8a;" if error else "color:#cfd8e0;")
        self.panel.message.setText(html.escape(text))
        self._status_label.setText(text)

    def _update_title(self) -> None:
        if self.puzzles.active:
            self.setWindowTitle(self.puzzles.window_title())
            return
        self.setWindowTitle(f"Trax Solitaire — {self.game.variant} — deal {self._deal_name()}")

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
            return
        move = position.move_at(cell, self.hand_orientation)
        reason = position.why_illegal(move)
        if reason is None:
            fills = next((p.fills for p in position.legal_moves()
                          if p.cell == cell and p.orientation == self.hand_orientation), ())
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
        position = (self.replay or self.game).position
        hidden = {cell for cell, _f, _d in self.pending} if self.replay is None else set()
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
            state.forced = None if self.auto_fill else self.pending[0][0]
            return state
        if self._pref("highlight_legal", False) or not position.tiles:
            # On an empty table there is one place to start: show it whatever the setting.
            state.legal = {
                p.cell for p in position.legal_moves() if p.orientation == self.hand_orientation
            }
        if self.hints and self.hint_mode == 1:
            state.best = presenter.best_marks(self.hints)
        elif self.hints and self.hint_mode == 2:
            state.heat = presenter.heat_by_cell(self.hints)
        if self.hover is not None and self.hand_orientation is not None:
            move = position.move_at(self.hover, self.hand_orientation)
            state.ghost = (self.hover, self.hand_orientation, position.why_illegal(move) is None)
        return state

    def _refresh_panel(self) -> None:
        panel, theme = self.panel, self.theme
        game = self.replay or self.game
        position = game.position
        variant = game.variant
        puzzle_mode = self.puzzles.active
        if puzzle_mode:
            panel.title.setText(self.puzzles.title())
            panel.subtitle.setText(self.puzzles.subtitle())
            panel.set_about_deal(self.puzzles.about_html())
        else:
            panel.title.setText(f"{variant.size}×{variant.size} {variant.goal}")
            panel.subtitle.setText(f"Deal {self._deal_name()}")
            panel.set_about_deal(self.about_deal)
        panel.subtitle.setToolTip(game.deal_text())
        # While forced spaces wait to be filled, the stack has not been drawn from yet.
        playing = self.replay is None
        index = position.consumed - (len(self.pending) if playing else 0)
        deal = game.deal
        hand = deal[index] if index < len(deal) else None
        upcoming = deal[index + 1] if index + 1 < len(deal) else None
        if playing and not self.pending and hand is not None:
            hand = self.hand_orientation
        turned_now = playing and not self.pending and hand is not None and hand != position.hand
        panel.hand.set_tile(hand, theme, highlight=turned_now)
        panel.next.set_tile(upcoming, theme)
        panel.show_stack(puzzle_mode)
        if puzzle_mode:
            panel.stack_caption.setText("The whole stack" if index < len(deal) else
                                        "The whole stack: every tile is played")
            panel.stack.set_theme(theme)
            panel.stack.set_stack(deal[index:])  # the tile in hand first, outlined
        if playing and not self.pending and position.hand is not None \
                and position.turned_allowed():
            fits = sorted({ORIENTATIONS[p.orientation] for p in position.legal_moves()})
            panel.set_turn_note(
                "This tile fits nowhere as dealt: turn it (T) or flip it (F). "
                f"It fits as {', '.join(fits)}." if fits else "")
        elif playing and self.pending:
            where = self.position.label(self.pending[0][0])
            panel.set_turn_note(f"Forced space at {where}: the next tile fills it"
                                + ("." if self.auto_fill else " (click it)."))
        else:
            panel.set_turn_note("")
        left = len(deal) - index
        panel.facts.setText(
            f"<b>{left}</b> tile{'s' if left != 1 else ''} left · hints used "
            f"<b>{self.hints_used}</b><br>Frame: {presenter.frame_text(position)}"
        )
        if not playing:
            total = len(self.solution or [])
            won = "<br>Won!" if position.outcome().status == "won" else ""
            panel.set_status("replay", f"<b>Solution</b> — move {self.replay_index} of {total}"
                             + won)
        elif self.pending:
            panel.set_status("playing", presenter.pending_status(
                self.position.label(self.pending[0][0]), len(self.pending), self.auto_fill))
        else:
            kind, text = presenter.outcome_status(
                position.outcome(), theme.colour_names, self._words, len(game.moves),
                self.hints_used)
            if puzzle_mode and kind == "won":
                text += "<br><b>Puzzle solved.</b> Next unsolved puzzle carries on."
            panel.set_status(kind, text)

    def refresh_actions(self) -> None:
        replaying = self.replay is not None
        position = self.position
        over = position.outcome().over if not self.pending else False
        decided = over or (not self.pending and position.is_decided())
        can_turn = (not replaying and not self.pending and position.hand is not None
                    and position.turned_allowed())
        # T and F stay live so that pressing them can say why the tile may not be turned.
        playing = not replaying and position.hand is not None and not over
        self.act_turn.setEnabled(playing)
        self.act_flip.setEnabled(playing)
        self.panel.set_turn_available(can_turn)
        self.act_undo.setEnabled(not replaying and self.game.can_undo())
        self.act_redo.setEnabled(not replaying and self.game.can_redo())
        self.act_hint.setEnabled(not replaying and not over and (
            self.puzzles.active or solver_bridge.hints_available()))
        self.act_hint.setText({0: "&Hint", 1: "&Heat map", 2: "Hide &hint"}[self.hint_mode])
        self.act_restart.setEnabled(self.game.can_undo() or replaying)
        self.act_solvable.setEnabled(decided and not self.runner.running("solve"))
        self.act_solution.setEnabled(decided and self.solvable is not False and not replaying)
        for action in (self.act_replay_prev, self.act_replay_next, self.act_replay_exit,
                       self.act_replay_play):
            action.setEnabled(replaying)
        self.panel.show_replay(replaying)
        if replaying:
            self.act_replay_prev.setEnabled(self.replay_index > 0)
            self.act_replay_next.setEnabled(self.replay_index < len(self.solution or []))
            self.act_replay_play.setEnabled(
                self.autoplay.running or self.act_replay_next.isEnabled())
        self.act_copy_number.setEnabled(True)

    # -- closing ---------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self.runner.shutdown()
        if self.resume:
            try:
                autosave.keep(self.game)
            except OSError as exc:  # never keep the player from quitting
                print(f"trax-solitaire: could not keep the game in progress: {exc}")
        if self._stats is not None:
            with contextlib.suppress(Exception):
                self._stats.close()
        super().closeEvent(event)

    def showEvent(self, event) -> None:  # noqa: ANN001
        super().showEvent(event)
        QTimer.singleShot(0, self.board.setFocus)

