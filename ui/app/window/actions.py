"""The main window's actions and menus (Commands): every QAction with its keys and tip, and
the menu bar. Each action calls a slot given by name, so this part knows nothing of what the
actions do; the window's action list (Help's keys table) follows the order made here."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow

from ui.app.language import tr
from ui.app.themes import theme_named

Slot = Callable[[], object]


class Commands:
    """The actions (act_*) and menus of `window`; `slots` maps each action's name to what it
    does, and `set_theme` is called with a theme's name."""

    def __init__(
        self,
        window: QMainWindow,
        slots: Mapping[str, Slot],
        set_theme: Callable[[str], object],
    ) -> None:
        self.window = window
        self.slots = slots
        self._set_theme = set_theme
        self._make_actions()
        self._make_menus()

    def _action(
        self,
        text: str,
        name: str,
        shortcuts: tuple[str, ...] = (),
        tip: str = "",
        checkable: bool = False,
    ) -> QAction:
        slot = self.slots[name]
        action = QAction(text, self.window)
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
        self.window.addAction(action)
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
            tr("&New game…"), "new_game_dialog", ("N", "Ctrl+N"), tr("Choose a variant and a deal")
        )
        self.act_deal_again = a(
            tr("&Deal again"),
            "deal_again",
            ("Ctrl+D",),
            tr("A new random deal of the same variant"),
        )
        self.act_restart = a(
            tr("&Restart"), "restart", ("Ctrl+R",), tr("Start this deal again from the first tile")
        )
        self.act_concede = a(
            tr("&Concede"),
            "concede",
            ("Ctrl+G",),
            tr("Give this deal up: it counts as a lost game"),
        )
        self.act_undo = a(tr("&Undo"), "undo", ("Ctrl+Z", "U"), tr("Take back the last move"))
        self.act_redo = a(tr("&Redo"), "redo", ("Ctrl+Y", "Ctrl+Shift+Z"), tr("Play it again"))
        self.act_hint = a(
            tr("&Hint"),
            "hint",
            ("H",),
            tr("Show the best move; press again for every move's chance"),
        )

    def _make_hand_actions(self) -> None:
        a = self._action
        self.act_type_move = a(
            tr("Type a &move"),
            "type_move",
            ("M",),
            tr("Type a move such as B2:NE and press Enter"),
        )
        self.act_turn = a(
            tr("&Turn"),
            "turn",
            ("T",),
            tr("Turn the tile in hand a quarter (only when it fits nowhere as dealt)"),
        )
        self.act_flip = a(
            tr("&Flip"),
            "flip",
            ("F",),
            tr("Turn the tile in hand over (only when it fits nowhere as dealt)"),
        )

    def _make_solver_actions(self) -> None:
        a = self._action
        self.act_solvable = a(
            tr("Was it &solvable?"),
            "ask_solvable",
            ("W",),
            tr("Ask the solver whether this deal can be won"),
        )
        self.act_solution = a(
            tr("Show s&olution"),
            "show_solution",
            ("S",),
            tr("Step through a winning play of this deal"),
        )
        self.act_replay_prev = a(
            tr("◀ Previous"), "replay_prev", ("Left",), tr("Solution replay: the move before")
        )
        self.act_replay_next = a(
            tr("Next ▶"), "replay_next", ("Right",), tr("Solution replay: the next move")
        )
        self.act_replay_exit = a(
            tr("Back to game"), "exit_replay", ("Escape",), tr("Solution replay: back to your game")
        )
        self.act_replay_play = a(
            tr("Play ▶▶"),
            "toggle_autoplay",
            ("Shift+Right",),
            tr("Play the solution by itself (again to pause)"),
        )
        self.act_review = a(
            tr("Re&view game…"),
            "review_game",
            ("Ctrl+Shift+R",),
            tr("Every move's lost win chance, and the luck of the tiles"),
        )
        self.act_coach = a(
            tr("C&oach: ask before a blunder"),
            "toggle_coach",
            (),
            tr("Before a move that loses much of your chance, ask first"),
            checkable=True,
        )

    def _make_puzzle_actions(self) -> None:
        a = self._action
        self.act_choose_puzzle = a(
            tr("&Choose puzzle…"),
            "choose_puzzle",
            ("P", "Ctrl+P"),
            tr("Pick an open-stack puzzle from a pack"),
        )
        self.act_next_puzzle = a(
            tr("&Next unsolved puzzle"),
            "next_puzzle",
            ("Ctrl+Shift+N",),
            tr("The next puzzle you have not solved yet"),
        )
        self.act_next_puzzle.setIconText(tr("Next puzzle"))  # the panel's button

    def _make_other_actions(self) -> None:
        a = self._action
        self.act_copy_number = a(tr("Copy deal &number"), "copy_number", ())
        self.act_copy_deal = a(
            tr("Copy game &ID (reveals the stack)"),
            "copy_deal",
            ("Ctrl+Shift+C",),
            tr("The whole deal in order: a game not finished becomes practice, not counted"),
        )
        self.act_open = a(tr("&Open…"), "open", ("Ctrl+O",))
        self.act_review_record = a(
            tr("Re&view a record…"),
            "review_record",
            (),
            tr("Analyse a saved game without leaving this one"),
        )
        self.act_save = a(tr("&Save"), "save", ("Ctrl+S",))
        self.act_save_as = a(tr("Save &as…"), "save_as", ("Ctrl+Shift+S",))
        self.act_save_waiting = a(
            tr("Save finished games &elsewhere…"),
            "save_waiting",
            (),
            tr("Keep games the statistics could not record in a folder you choose"),
        )
        self.act_import_saved = a(
            tr("&Import saved games…"),
            "import_saved",
            (),
            tr("Count in your statistics the finished games saved elsewhere"),
        )
        self.act_data_folder = a(
            tr("Choose data &folder…"),
            "choose_data_folder",
            (),
            tr("Where your statistics, your game in progress and your progress are kept"),
        )
        self.act_quit = a(tr("&Quit"), "quit", ("Ctrl+Q",))
        self.act_stats = a(tr("S&tatistics…"), "statistics", ("Ctrl+I",))
        self.act_prefs = a(tr("&Preferences…"), "preferences", ("Ctrl+,",))
        self.act_rules = a(tr("&Rules"), "help", ("F1",))
        self.act_about = a(tr("&About"), "about", ())
        self.act_highlight = a(
            tr("&Highlight legal cells"), "toggle_highlight", ("L",), checkable=True
        )
        self.act_autofill = a(
            tr("Fill forced spaces &automatically"), "toggle_autofill", (), checkable=True
        )
        self.act_solvable_only = a(
            tr("Deal only &solvable deals"), "toggle_solvable_only", (), checkable=True
        )
        self.theme_group = QActionGroup(self.window)
        self.theme_actions: dict[str, QAction] = {}
        for name in ("classic", "uk"):
            action = QAction(tr(theme_named(name).title), self.window, checkable=True)
            action.triggered.connect(lambda _c=False, n=name: self._set_theme(n))
            self.theme_group.addAction(action)
            self.theme_actions[name] = action

    def _make_menus(self) -> None:
        bar = self.window.menuBar()
        file = bar.addMenu(tr("&File"))
        for action in (self.act_open, self.act_save, self.act_save_as, self.act_review_record):
            file.addAction(action)
        file.addAction(self.act_save_waiting)
        file.addAction(self.act_import_saved)
        file.addAction(self.act_data_folder)
        file.addSeparator()
        file.addAction(self.act_quit)
        game = bar.addMenu(tr("&Game"))
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
        puzzles = bar.addMenu(tr("&Puzzles"))
        puzzles.addAction(self.act_choose_puzzle)
        puzzles.addAction(self.act_next_puzzle)
        puzzles.addSeparator()
        self.puzzles_menu = puzzles
        # One entry per pack with its progress, filled when the menu opens (the "fill_packs"
        # slot): the packs are only read when the player looks at puzzles.
        puzzles.aboutToShow.connect(lambda: self.slots["fill_packs"]())
        view = bar.addMenu(tr("&View"))
        for action in self.theme_actions.values():
            view.addAction(action)
        view.addSeparator()
        view.addAction(self.act_highlight)
        view.addAction(self.act_autofill)
        settings = bar.addMenu(tr("&Settings"))
        settings.addAction(self.act_prefs)
        help_menu = bar.addMenu(tr("&Help"))
        help_menu.addAction(self.act_rules)
        help_menu.addAction(self.act_about)
        self.help_menu = help_menu

    def put_first_in_help(self, action: QAction) -> None:
        """An action another part owns (Help ▸ Tutorial), first in the Help menu, before
        Rules; not in the window's action list (it has no keys)."""
        self.help_menu.insertAction(self.act_rules, action)
