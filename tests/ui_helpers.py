"""Shared helpers for the app tests: a window with quick preferences and known deals."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from solitaire.deal import parse_deal
from solitaire.game import Game
from solitaire.move import Move
from solitaire.variant import Variant

# Case 1 of the conformance vectors: a solvable 3x3 deal and a winning play.
WIN_DEAL = "NS NE NE SW NS NS NE NE SW"
WIN_MOVES = ["@0:NS", "B1:NE", "A2:NE", "B0:SW", "C1:NS", "B3:EW", "C3:SW"]
# In this deal, after these moves, playing @2:SW forces one fill.
FILL_BEFORE = ["@0:NS", "A2:NE", "B1:NE"]
FILL_MOVE = "@2:SW"


def _inside(screen: tuple[int, int]) -> tuple[int, int]:
    from ui.app.screen_fit import FRAME

    width, height = screen
    return width - FRAME.left() - FRAME.right(), height - FRAME.top() - FRAME.bottom()


# The main window's inside on a small screen: what is left once the frame takes its share.
ON_SCREEN = {screen: _inside(screen) for screen in ((800, 600), (800, 578))}


def prefs(**overrides: object) -> SimpleNamespace:
    values = {
        "theme": "classic",
        "auto_fill": True,
        "highlight_legal": False,
        "animation_ms": 0,
        "ask_before_abandon": False,
    }
    values.update(overrides)
    return SimpleNamespace(**values)


def make_window(qtbot, tmp_path, **overrides):
    from ui.app.window.main_window import MainWindow

    window = MainWindow(prefs=prefs(**overrides), stats_path=tmp_path / "stats.sqlite3")
    return show_window(qtbot, window)


BOX_WAIT_MS = 60_000  # a wait that ends as soon as it can, never a check on time


def never_asks(window) -> None:
    """`window` closes without asking what would be lost (a game that cannot be kept, games
    only in memory): show_window's `before_close` for a test that may fail with such a window
    open, where nobody would answer."""
    window.keeper.active = False
    store = window.stats_link.opened()
    if store is not None:
        store.kept = True


def show_window(qtbot, window, size: tuple[int, int] = (900, 700), before_close=None):
    """Show `window` at `size`, active, with the board focused: ready for clicks and keys.
    `before_close(window)` runs before pytest-qt closes it after the test."""
    qtbot.addWidget(window, before_close_func=before_close)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    # Single-key shortcuts (T, F, U, H...) only fire in the active window.
    from PySide6.QtWidgets import QApplication, QMessageBox

    window.windowHandle().requestActivate()

    def active() -> bool:
        if window.isActiveWindow():
            return True
        if QApplication.activeModalWidget() is None:  # a box shown and answered since: again
            window.windowHandle().requestActivate()
        return False

    # A box the window opens as it starts (answered by a watcher) holds the focus until it is
    # answered: on a loaded machine that can take more than pytest-qt's default 5 s. Once it
    # is answered, nothing gives the window the focus back unless it is asked for again.
    try:
        qtbot.waitUntil(active, timeout=BOX_WAIT_MS)
    except Exception as exc:  # say which box held it
        box = QApplication.activeModalWidget()
        said = repr(box)
        if isinstance(box, QMessageBox):
            said += f": {box.text()!r} {[b.text() for b in box.buttons()]}"
        raise AssertionError(f"the window never became active; the modal widget: {said}") from exc
    window.board.setFocus()
    return window


def start(window, deal: str = WIN_DEAL, size: int = 3, goal: str = "line") -> Game:
    game = Game(Variant(size, goal), parse_deal(deal, size))
    window.start_game(game)
    return game


def click_move(qtbot, window, text: str) -> None:
    """Play a move with the mouse: set the hand's orientation if it differs, click the cell."""
    move = Move.parse(text)
    if move.orientation is not None and move.orientation != window.hand_orientation:
        orient_hand(qtbot, window, move.orientation)
    position = window.position
    cell = position.cell_of(move)
    qtbot.mouseClick(window.board, Qt.MouseButton.LeftButton, pos=window.board.cell_center(cell))


def orient_hand(qtbot, window, orientation: int) -> None:
    """Press F (flip) and T (turn) until the tile in hand shows `orientation`."""
    from solitaire.tiles import STRAIGHT

    if (window.hand_orientation in STRAIGHT) != (orientation in STRAIGHT):
        qtbot.keyClick(window.board, Qt.Key.Key_F)
    for _ in range(4):
        if window.hand_orientation == orientation:
            return
        qtbot.keyClick(window.board, Qt.Key.Key_T)
    assert window.hand_orientation == orientation, window.message


class Boxes:
    """Stands in for QMessageBox's static functions (the `boxes` fixture of conftest puts it in
    their place): records each text, answers questions from a list."""

    def __init__(self) -> None:
        self.shown: list[str] = []
        self.answers: list[QMessageBox.StandardButton] = []

    def question(self, parent, title, text, *args, **kwargs) -> QMessageBox.StandardButton:
        self.shown.append(text)
        return self.answers.pop(0)

    def note(self, parent, title, text, *args, **kwargs) -> QMessageBox.StandardButton:
        self.shown.append(text)
        return QMessageBox.StandardButton.Ok

    def unwritable(self, parent, folder, reason) -> bool:
        """ui.app.statistics.unrecorded.warn_unwritable, answered "Play without saving"."""
        from ui.app.statistics.unrecorded import unwritable_text

        self.shown.append(unwritable_text(folder, reason))
        return False


TEST_RUN = "trax-test-run"  # the QApplication's property that counts the tests run (conftest)


def _test_run() -> int:
    app = QApplication.instance()
    return int(app.property(TEST_RUN) or 0) if app is not None else 0


def watch_later(ms: int, act) -> None:
    """QTimer.singleShot(ms, act) for a test's helper that watches for a box: it acts only
    within the test that set it (conftest counts each test's end), never in a later one,
    where a leftover watcher would answer that test's question with its own button."""
    run = _test_run()

    def within_the_test() -> None:
        if _test_run() == run:
            act()

    QTimer.singleShot(ms, within_the_test)


def answer_coach(window, button: QMessageBox.StandardButton, asked: list[str]) -> None:
    """When the Coach's question next shows, note its text in `asked` and press `button`."""

    def poll() -> None:
        box = window.coach.coach_box
        if box is None:
            watch_later(10, poll)
            return
        asked.append(box.text())
        box.button(button).click()

    watch_later(0, poll)


def start_longest_puzzle(qtbot, tmp_path, pack: str, size: tuple[int, int]):
    """A window of `size` playing the puzzle of `pack` (e.g. "4x4 line") with the longest
    caption (level and deal number); returns (window, puzzle)."""
    from puzzles.pack import shipped_packs

    window = make_window(qtbot, tmp_path)
    puzzles = next(p for p in shipped_packs() if str(p.variant) == pack).puzzles
    longest = max(puzzles, key=lambda p: len(f"{p.level} {p.number}"))
    window.games.start_puzzle(longest)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.size().width() == size[0])
    return window, longest


def answer_question(
    qtbot, button_text: str = "Give up and go on", dont_ask: bool = False, polls: int = 1000
) -> list[str]:
    """Answer the next modal question box (e.g. "Give up this game?") from a timer, as a player
    would: tick "Don't ask again" if asked, press the button named `button_text`. Returns a
    list that receives the box's text once answered. It looks `polls` times, 20 ms apart (a
    guard against a question that should not come: then the list stays empty)."""
    seen: list[str] = []
    left = [polls]

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            left[0] -= 1
            if left[0] > 0:
                watch_later(20, answer)
            return
        seen.append(box.text())
        if dont_ask:
            qtbot.mouseClick(box.checkBox(), Qt.MouseButton.LeftButton)
        button = next(b for b in box.buttons() if b.text() == button_text)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    watch_later(0, answer)
    return seen
