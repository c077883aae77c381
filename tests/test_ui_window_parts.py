"""Each part of the main window (ui/app/window/) built alone, with its few collaborators and
no MainWindow, doing one real thing."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QMainWindow, QProgressBar, QToolButton

from solitaire.deal import parse_deal
from solitaire.game import Game
from solitaire.move import Move
from solitaire.session import GameSession
from solitaire.variant import Variant
from tests.ui_helpers import WIN_DEAL, WIN_MOVES, prefs
from ui.app.board.view import BoardView
from ui.app.puzzle_mode import PuzzleMode
from ui.app.window.actions import Commands
from ui.app.window.autoplay import Autoplay
from ui.app.window.coach import Coach
from ui.app.window.files import Files
from ui.app.window.games import Games
from ui.app.window.move_box import MoveBox
from ui.app.window.outcomes import Outcomes
from ui.app.window.play import Play
from ui.app.window.review import Review
from ui.app.window.settings import Settings
from ui.app.window.side_panel import SidePanel
from ui.app.window.solver_work import SolverWork
from ui.app.window.status import ElidedLabel
from ui.app.window.table import Table
from ui.app.window.view import View
from ui.app.worker import TaskRunner
from ui.data.lesson_progress import LessonProgress

LINE3 = Variant(3, "line")


def win_session() -> GameSession:
    return GameSession(Game(LINE3, parse_deal(WIN_DEAL, 3)), "deal")


class Recorder:
    """A statistics store stand-in: what was recorded, and nothing counted before."""

    def __init__(self) -> None:
        self.games: list[tuple] = []

    def record_game(self, *args, **keywords) -> None:
        self.games.append((args, keywords))

    def counted(self, attempt: str) -> None:
        return None


class Parts:
    """The View and its collaborators on a bare QMainWindow."""

    def __init__(self, qtbot, **overrides) -> None:
        self.window = QMainWindow()
        qtbot.addWidget(self.window)
        self.table = Table(win_session())
        self.settings = Settings(prefs(**overrides))
        self.called: list[str] = []
        self.commands = Commands(self.window, _Slots(self.called), lambda _n: None)
        self.runner = TaskRunner(self.window)
        self.autoplay = Autoplay(lambda: None, lambda: False, self.window)
        self.board, self.panel, self.label = BoardView(), SidePanel(), ElidedLabel()
        self.puzzles = PuzzleMode(self.window, packs=[])
        self.view = View(
            self.window,
            self.table,
            self.settings,
            (self.board, self.panel, self.label),
            self.commands,
            self.puzzles,
            self.runner,
            self.autoplay,
        )

    def outcomes(self) -> tuple[Outcomes, Recorder]:
        store = Recorder()
        link = SimpleNamespace(record_game=store.record_game, counted=store.counted)
        return Outcomes(self.table, self.view, link, self.puzzles), store  # type: ignore[arg-type]

    def games(self, outcomes: Outcomes) -> Games:
        """The Games part on these parts, reporting to `outcomes`."""
        return Games(
            self.window,
            self.table,
            self.settings,
            self.view,
            self.runner,
            outcomes,
            self.commands,
        )


class _Slots(dict):
    """Every action's slot notes its name when triggered."""

    def __init__(self, called: list[str]) -> None:
        super().__init__()
        self.called = called

    def __missing__(self, name: str):
        return lambda: self.called.append(name)


@pytest.fixture
def parts(qtbot) -> Parts:
    return Parts(qtbot)


def test_settings_fall_back_and_round_trip():
    settings = Settings(SimpleNamespace(last_variant="9x9 nonsense", theme="uk"))
    assert settings.last_variant() == Variant(3, "line")  # a bad stored variant: the first
    assert settings.theme.name == "uk" and settings.auto_fill is True  # missing: the default
    settings.solvable_only = True
    assert settings.solvable_only is True and settings.prefs.solvable_only is True
    frozen = Settings(object())  # refuses every attribute: writes are best effort
    frozen.set_pref("theme", "uk")
    assert frozen.theme.name == "classic"


def test_table_tells_a_practice_attempt_from_the_game(parts):
    table = parts.table
    assert not table.practising and table.deal_name() == "(typed in)"
    table.practice_attempt = table.session.attempt
    assert table.practising
    table.session = GameSession(Game.from_number(LINE3, 7), "number")
    assert not table.practising and table.deal_name() == "#7"


def test_commands_call_their_slots_by_name_and_build_the_menus(parts):
    commands = parts.commands
    commands.act_undo.trigger()
    commands.act_hint.trigger()
    commands.act_highlight.trigger()  # checkable: toggled calls the slot
    assert parts.called == ["undo", "hint", "toggle_highlight"]
    menus = [a.text() for a in parts.window.menuBar().actions()]
    assert menus == ["&File", "&Game", "&Puzzles", "&View", "&Settings", "&Help"]
    assert commands.act_new in parts.window.actions()  # the window's keys table lists them


def test_view_shows_the_session_and_its_messages(parts):
    parts.view.refresh()
    assert parts.board.state.legal == {parts.table.position.cell_of(Move.parse("@0:NS"))}
    assert not parts.commands.act_undo.isEnabled()
    parts.view.show_message("Hello there.", error=True)
    assert parts.view.message_is_error and parts.label.full_text() == "Hello there."
    parts.view.update_title()
    assert parts.window.windowTitle() == "3x3 line — deal (typed in)"


def test_play_plays_a_click_and_reports_the_change(parts):
    outcomes, _store = parts.outcomes()
    asked: list[Move] = []
    coach = SimpleNamespace(coach_allows=lambda move: asked.append(move) or True)
    play = Play(
        parts.table, parts.settings, parts.view, None, parts.runner, (coach, outcomes, None)
    )  # type: ignore[arg-type]
    changes: list[None] = []
    play.changed.connect(lambda: changes.append(None))
    play.click_cell(parts.table.position.cell_of(Move.parse("@0:NS")))
    assert [str(m) for m in parts.table.game.moves] == ["@0:NS"] and asked and changes
    assert parts.view.message.startswith("Played @0:NS")
    play.undo()
    assert not parts.table.game.moves and parts.view.message == "Took back @0:NS."
    refused = SimpleNamespace(coach_allows=lambda move: False)
    play.coach = refused
    assert play.play_move(Move.parse("@0:NS")) is None and not parts.table.game.moves


def test_outcomes_record_a_concession_once(parts):
    outcomes, store = parts.outcomes()
    finished: list[str] = []
    outcomes.gameFinished.connect(finished.append)
    session = parts.table.session
    session.play(Move.parse("@0:NS"))
    session.concede()
    outcomes.deliver()
    outcomes.deliver()  # reported once only
    assert finished == ["conceded"] and len(store.games) == 1
    assert store.games[0][1]["result"] == "conceded"


def test_games_start_a_numbered_deal_on_the_table(parts):
    outcomes, _store = parts.outcomes()
    games = parts.games(outcomes)
    before = parts.table.session
    games.new_game(LINE3, number=42)
    assert parts.table.session is not before and parts.table.game.deal_number == 42
    assert parts.table.session.source == "number" and parts.settings.prefs.last_variant == LINE3
    assert parts.window.windowTitle() == "3x3 line — deal #42"
    assert games.confirm_replace("A new game")  # nothing in progress: no question


def test_solver_work_steps_through_a_known_solution(parts):
    busy, stop = QProgressBar(), QToolButton()
    solver = SolverWork(parts.table, parts.view, parts.runner, parts.autoplay, (busy, stop))
    session = parts.table.session
    session.solvable, session.solution = True, list(WIN_MOVES)
    solver.show_solution()  # not during a counted game still to be decided (issue 31)
    assert parts.table.replay is None and "finish it" in parts.view.message
    for move in WIN_MOVES:  # won: the solution may be shown
        session.play(move)
    session.pending = []
    solver.show_solution()
    assert parts.table.replay is not None and parts.table.replay_index == 0
    solver.replay_next()
    assert parts.table.replay_index == 1 and parts.view.message.startswith("Solution move 1 of 7")
    solver.exit_replay()
    assert parts.table.replay is None and parts.view.message == "Back to your game."
    solver.on_progress("Halfway…", 0.5)  # the indicator shows a task's progress
    assert busy.maximum() == 1000 and busy.value() == 500 and parts.view.message == "Halfway…"


def test_files_save_and_load_a_record(parts, tmp_path):
    outcomes, _store = parts.outcomes()
    games = parts.games(outcomes)
    files = Files(
        parts.window,
        parts.table,
        parts.settings,
        parts.view,
        (games, outcomes),
        lambda *_a: None,
        lambda: None,
    )
    parts.table.session.play(Move.parse("@0:NS"))
    path = tmp_path / "game.trax"
    assert files.save_to(path) and files.record_path == path
    games.new_game(LINE3, number=3)
    assert files.load_from(path)
    assert [str(m) for m in parts.table.game.moves] == ["@0:NS"]
    assert parts.view.message.startswith("Loaded game.trax: 1 move played.")


def test_review_starts_a_practice_game_that_is_never_counted(parts):
    started: list[GameSession] = []

    def start_session(session: GameSession) -> None:
        parts.table.session = session
        started.append(session)

    games = SimpleNamespace(confirm_replace=lambda what: True, start_session=start_session)
    review = Review(parts.window, parts.table, parts.settings, parts.view, games)  # type: ignore[arg-type]
    review.practice_from(LINE3, parts.table.game.deal, [Move.parse("@0:NS")])
    assert started and parts.table.practising and started[0].reported
    assert "practice, not counted" in parts.window.windowTitle()
    review.review_game()  # the practice game has one move: its Review opens
    assert review.review_dialog is not None
    review.review_dialog.close()


def test_the_coach_lets_every_move_through_when_off(parts):
    coach = Coach(parts.window, parts.table, parts.settings, parts.view)
    assert coach.coach_allows(Move.parse("@0:NS")) and coach.coach_box is None


def test_the_tutorial_plays_a_lesson_and_leaves_when_another_game_is_started(parts, tmp_path):
    from PySide6.QtCore import Qt

    from ui.app.tutorial.controller import LessonSession, Tutorial

    outcomes, _store = parts.outcomes()
    move_box = MoveBox()
    coach = SimpleNamespace(coach_allows=lambda move: True)
    play = Play(
        parts.table, parts.settings, parts.view, move_box, parts.runner, (coach, outcomes, None)
    )  # type: ignore[arg-type]
    games = Games(
        parts.window,
        parts.table,
        parts.settings,
        parts.view,
        parts.runner,
        outcomes,
        parts.commands,
    )
    parts.board.cellClicked.connect(play.click_cell)  # as the window wires its input
    move_box.moveTyped.connect(play.play_typed)
    progress = LessonProgress(tmp_path / "lessons.json")
    tutorial = Tutorial(
        parts.window,
        parts.table,
        (parts.board, move_box),
        play,
        parts.view,
        games.start_session,
        progress,
    )
    parts.commands.put_first_in_help(tutorial.action)
    games.sessionStarted.connect(tutorial.follow_game)
    assert parts.commands.help_menu.actions()[0] is tutorial.action
    tutorial.action.trigger()
    area = parts.window.dockWidgetArea(tutorial.dock)
    assert tutorial.active and area == Qt.DockWidgetArea.TopDockWidgetArea
    assert isinstance(parts.table.session, LessonSession) and tutorial.index == 0
    first = tutorial.lesson.steps[0].move
    move_box.moveTyped.emit(first)  # the move box's input goes to the lesson
    assert [str(m) for m in parts.table.game.moves] == [first] and tutorial.step == 1
    legal = parts.table.position.legal_moves()[0].move
    parts.board.cellClicked.emit(parts.table.position.cell_of(legal))
    assert len(parts.table.game.moves) == 1  # the board's click too: not this step's move
    assert "this lesson wants" in tutorial.panel.feedback.text()
    games.new_game(LINE3, number=7)  # another game on the table: the tutorial leaves
    assert not tutorial.active and parts.window.dockWidgetArea(tutorial.dock) != area
    assert parts.table.game.deal_number == 7
    parts.board.cellClicked.emit(parts.table.position.cell_of(Move.parse("@0")))
    assert len(parts.table.game.moves) == 1  # the board plays the new game again
    assert progress.finished() == []
