"""The main window's actions, menus and preferences (a part of MainWindow)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence

from solitaire.errors import TraxError
from solitaire.variant import STANDARD_VARIANTS, Variant
from ui.themes import Theme, theme_named

if TYPE_CHECKING:
    from ui.main_window import MainWindow

    _Base = MainWindow
else:
    _Base = object


class _DefaultPreferences:
    """Used until ui.preferences is available: the defaults, kept for this session only."""

    theme = "classic"
    auto_fill = True
    highlight_legal = False
    animation_ms = 250
    ask_before_abandon = True
    coach = False


def load_preferences() -> Any:
    try:
        from ui.preferences import Preferences
    except ImportError:
        return _DefaultPreferences()
    return Preferences()


class ActionsMixin(_Base):
    """Makes the actions and menus; reads and applies the preferences."""

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
        # In this order: the window's action list (Help's keys table) follows it.
        self._make_game_actions()
        self._make_hand_actions()
        self._make_solver_actions()
        self._make_puzzle_actions()
        self._make_other_actions()

    def _make_game_actions(self) -> None:
        a = self._action
        self.act_new = a(
            "&New game…", self.new_game_dialog, ("N", "Ctrl+N"), "Choose a variant and a deal"
        )
        self.act_deal_again = a(
            "&Deal again", self.deal_again, ("Ctrl+D",), "A new random deal of the same variant"
        )
        self.act_restart = a(
            "&Restart", self.restart, ("Ctrl+R",), "Start this deal again from the first tile"
        )
        self.act_concede = a(
            "&Concede", self.concede, ("Ctrl+G",), "Give this deal up: it counts as a lost game"
        )
        self.act_undo = a("&Undo", self.undo, ("Ctrl+Z", "U"), "Take back the last move")
        self.act_redo = a("&Redo", self.redo, ("Ctrl+Y", "Ctrl+Shift+Z"), "Play it again")
        self.act_hint = a(
            "&Hint", self.hint, ("H",), "Show the best move; press again for every move's chance"
        )

    def _make_hand_actions(self) -> None:
        a = self._action
        self.act_type_move = a(
            "Type a &move",
            lambda: self.move_box.focus(),
            ("M",),
            "Type a move such as B2:NE and press Enter",
        )
        self.act_turn = a(
            "&Turn",
            lambda: self.turn_hand(1),
            ("T",),
            "Turn the tile in hand a quarter (only when it fits nowhere as dealt)",
        )
        self.act_flip = a(
            "&Flip",
            self.flip_hand,
            ("F",),
            "Turn the tile in hand over (only when it fits nowhere as dealt)",
        )

    def _make_solver_actions(self) -> None:
        a = self._action
        self.act_solvable = a(
            "Was it &solvable?",
            self.ask_solvable,
            ("W",),
            "Ask the solver whether this deal can be won",
        )
        self.act_solution = a(
            "Show s&olution", self.show_solution, ("S",), "Step through a winning play of this deal"
        )
        self.act_replay_prev = a(
            "◀ Previous", self.replay_prev, ("Left",), "Solution replay: the move before"
        )
        self.act_replay_next = a(
            "Next ▶", self.replay_next, ("Right",), "Solution replay: the next move"
        )
        self.act_replay_exit = a(
            "Back to game", self.exit_replay, ("Escape",), "Solution replay: back to your game"
        )
        self.act_replay_play = a(
            "Play ▶▶",
            self._toggle_autoplay,
            ("Shift+Right",),
            "Play the solution by itself (again to pause)",
        )
        self.act_review = a(
            "Re&view game…",
            self.review_game,
            ("Ctrl+Shift+R",),
            "Every move's lost win chance, and the luck of the tiles",
        )
        self.act_coach = a(
            "C&oach: ask before a blunder",
            self._toggle_coach,
            (),
            "Before a move that loses much of your chance, ask first",
            checkable=True,
        )

    def _make_puzzle_actions(self) -> None:
        a = self._action
        self.act_choose_puzzle = a(
            "&Choose puzzle…",
            self.choose_puzzle,
            ("P", "Ctrl+P"),
            "Pick an open-stack puzzle from a pack",
        )
        self.act_next_puzzle = a(
            "&Next unsolved puzzle",
            self.next_puzzle,
            ("Ctrl+Shift+N",),
            "The next puzzle you have not solved yet",
        )
        self.act_next_puzzle.setIconText("Next puzzle")  # the panel's button

    def _make_other_actions(self) -> None:
        a = self._action
        self.act_copy_number = a("Copy deal &number", self.copy_number, ())
        self.act_copy_deal = a("Copy deal &string", self.copy_deal, ("Ctrl+Shift+C",))
        self.act_open = a("&Open…", self.open_dialog, ("Ctrl+O",))
        self.act_review_record = a(
            "Re&view a record…",
            self.review_record,
            (),
            "Analyse a saved game without leaving this one",
        )
        self.act_save = a("&Save", self.save, ("Ctrl+S",))
        self.act_save_as = a("Save &as…", self.save_as, ("Ctrl+Shift+S",))
        self.act_save_waiting = a(
            "Save finished games &elsewhere…",
            self.save_waiting_games,
            (),
            "Keep games the statistics could not record in a folder you choose",
        )
        self.act_quit = a("&Quit", self.close, ("Ctrl+Q",))
        self.act_stats = a("S&tatistics…", self.show_statistics, ("Ctrl+I",))
        self.act_prefs = a("&Preferences…", self.show_preferences, ("Ctrl+,",))
        self.act_rules = a("&Rules", self.show_help, ("F1",))
        self.act_about = a("&About", self.show_about, ())
        self.act_highlight = a(
            "&Highlight legal cells", self._toggle_highlight, ("L",), checkable=True
        )
        self.act_autofill = a(
            "Fill forced spaces &automatically", self._toggle_autofill, (), checkable=True
        )
        self.act_solvable_only = a(
            "Deal only &solvable deals", self._toggle_solvable_only, (), checkable=True
        )
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
        for action in (self.act_open, self.act_save, self.act_save_as, self.act_review_record):
            file.addAction(action)
        file.addAction(self.act_save_waiting)
        file.addSeparator()
        file.addAction(self.act_quit)
        game = bar.addMenu("&Game")
        for action in (self.act_new, self.act_deal_again, self.act_restart, self.act_concede):
            game.addAction(action)
        game.addSeparator()
        for action in (
            self.act_undo,
            self.act_redo,
            self.act_hint,
            self.act_turn,
            self.act_flip,
            self.act_type_move,
        ):
            game.addAction(action)
        game.addSeparator()
        for action in (
            self.act_review,
            self.act_solvable,
            self.act_solution,
            self.act_copy_number,
            self.act_copy_deal,
        ):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.act_solvable_only)
        game.addAction(self.act_coach)
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
        for action, value in (
            (self.act_highlight, self._pref("highlight_legal", False)),
            (self.act_autofill, self.auto_fill),
            (self.act_solvable_only, self.solvable_only),
            (self.act_coach, self._pref("coach", False)),
        ):
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

    def _toggle_coach(self) -> None:
        self._set_pref("coach", self.act_coach.isChecked())

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

    def last_variant(self) -> Variant:
        """The variant played last (a preference), for the first deal of a run."""
        with contextlib.suppress(TraxError, TypeError, ValueError):
            variant = Variant.parse(str(self._pref("last_variant", "3x3 line")))
            if variant in STANDARD_VARIANTS:
                return variant
        return STANDARD_VARIANTS[0]
