"""The keyboard everywhere (issue 24), with real keys in the real window: Tab reaches every
control in the order shown and Shift+Tab goes back; the control in focus is framed so that it
shows; Space presses it; after a typed move the single-key shortcuts act at once; the tutorial's
buttons have keys and a list of lessons to pick from by keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QAbstractButton, QApplication, QLineEdit, QWidget

from solitaire.colours import contrast, parse
from tests.test_ui_tutorial import LESSONS
from tests.ui_helpers import click_move, make_window, start, watch_later
from ui.app.window.keyboard import tab_stops

FOCUS_FRAME = "#ffd54a"


def focused() -> QWidget | None:
    return QApplication.focusWidget()


def tab_round(qtbot, window, key=Qt.Key.Key_Tab) -> list[QWidget]:
    """Press Tab (or Shift+Tab) from the board until the focus is back on it: where it went."""
    window.board.setFocus()
    seen: list[QWidget] = []
    for _ in range(40):
        qtbot.keyClick(focused(), key)
        if focused() is window.board:
            return seen
        seen.append(focused())
    raise AssertionError(f"Tab never came back to the board: {seen}")


def controls(window) -> set[QWidget]:
    """Every control a player could use with the mouse, now."""
    found = set()
    for widget in window.findChildren(QWidget):
        usable = widget.isVisible() and widget.isEnabled() and widget.window() is window
        own = widget.objectName().startswith("qt_")  # a scroll area's or dock's own
        if usable and isinstance(widget, (QAbstractButton, QLineEdit)) and not own:
            found.add(widget)
    return found


def names(widgets) -> list[str]:
    """Each control's words ("move box" for the move box, a tile its accessible name)."""
    return [
        "move box" if isinstance(w, QLineEdit) else getattr(w, "text", w.accessibleName)()
        for w in widgets
    ]


def test_tab_reaches_every_control_in_the_order_shown(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    forward = tab_round(qtbot, window)
    assert names(forward) == [
        "move box",
        "Tile in hand",  # read by a screen reader (issue 32)
        "Next tile",
        "Turn",
        "Flip",
        "Hint",
        "Undo",
        "Restart",
        "Deal again",
        "New game",
    ], names(forward)
    assert forward[0] is window.move_box.edit
    assert set(forward) | {window.board} >= controls(window)
    assert tab_round(qtbot, window, Qt.Key.Key_Backtab) == forward[::-1]
    # A file notice's Dismiss comes before the board (it is above it), and gives the keys back.
    window.notice("A file could not be read: it was moved aside.")
    forward = tab_round(qtbot, window)
    dismiss = window.file_notice.dismiss
    assert forward[-1] is dismiss and tab_stops(window)[0] is dismiss
    dismiss.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(dismiss, Qt.Key.Key_Space)
    assert not window.file_notice.isVisible() and focused() is window.board


def framed(widget: QWidget, window) -> int:
    """How many pixels of the focus frame's gold the widget shows in the window."""
    from tests.contrast_check import grab_of

    image = grab_of(widget, window).convertToFormat(QImage.Format.Format_RGB32)
    gold = QColor(FOCUS_FRAME)
    return sum(
        max(abs(a - b) for a, b in zip(image.pixelColor(x, y).getRgb(), gold.getRgb(), strict=True))
        < 40
        for y in range(image.height())
        for x in range(image.width())
    )


def test_the_control_in_focus_shows_it(qtbot, tmp_path):
    """A gold frame (at least 3:1 against the panel) on the button or box in focus and on no
    other; Tab into the board shows its cursor."""
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    panel_background = parse("#202329")
    assert contrast(parse(FOCUS_FRAME), panel_background) >= 3.0
    assert contrast(parse(FOCUS_FRAME), parse("#353a43")) >= 3.0  # a button's own face
    for widget in tab_round(qtbot, window):
        widget.setFocus(Qt.FocusReason.TabFocusReason)
        QApplication.processEvents()
        assert framed(widget, window) > widget.width(), names([widget])
        window.board.setFocus()
        QApplication.processEvents()
        assert framed(widget, window) == 0, names([widget])
    window.board.cursor_shown = False
    window.move_box.edit.setFocus()
    qtbot.keyClick(window.move_box.edit, Qt.Key.Key_Backtab)
    assert focused() is window.board and window.board.cursor_shown


def test_space_presses_the_button_in_focus(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    undo = next(w for w in tab_round(qtbot, window) if names([w]) == ["Undo"])
    undo.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(undo, Qt.Key.Key_Space)
    assert window.game.moves == []


def test_after_a_typed_move_the_single_keys_act_at_once(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    qtbot.keyClick(window.board, Qt.Key.Key_M)
    qtbot.keyClicks(window.move_box.edit, "@0")
    qtbot.keyClick(window.move_box.edit, Qt.Key.Key_Return)
    assert [str(m) for m in window.position.moves] == ["@0:NS"]
    assert focused() is window.board
    qtbot.keyClick(focused(), Qt.Key.Key_F)  # F: the tile fits as dealt, so it says why not
    assert "turn" in window.message.lower() and window.message_is_error, window.message
    qtbot.keyClick(focused(), Qt.Key.Key_U)  # U: undo, at once
    assert window.position.moves == []
    qtbot.keyClick(focused(), Qt.Key.Key_M)  # M: back to the box for the next move
    assert focused() is window.move_box.edit


def pick_from_menu(qtbot, window, downs: int) -> None:
    """Alt+O opens the Lessons menu; Down `downs` times and Enter pick from it."""

    def choose() -> None:
        menu = QApplication.activePopupWidget()
        if menu is None:
            watch_later(20, choose)
            return
        for _ in range(downs):
            qtbot.keyClick(menu, Qt.Key.Key_Down)
        qtbot.keyClick(menu, Qt.Key.Key_Return)

    watch_later(0, choose)
    qtbot.keyClick(focused(), Qt.Key.Key_O, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: QApplication.activePopupWidget() is None)


def test_the_tutorial_by_keyboard(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    tutorial = window.tutorial
    tutorial.open(0)
    alt = Qt.KeyboardModifier.AltModifier
    qtbot.keyClick(focused(), Qt.Key.Key_K, alt)  # Skip
    assert tutorial.index == 1
    qtbot.keyClick(focused(), Qt.Key.Key_B, alt)  # Back
    assert tutorial.index == 0
    titles = [a.text() for a in tutorial.panel.lesson_menu.actions()]
    assert titles == [f"{i + 1}. {lesson.title}" for i, lesson in enumerate(LESSONS)]
    assert tutorial.panel.lesson_menu.actions()[0].isChecked()
    pick_from_menu(qtbot, window, 4)  # Down to the first lesson, then three more
    assert tutorial.index == 3 and "Lesson 4 of" in tutorial.panel.heading.text()
    assert window.focusWidget() is window.board  # the keys are the board's again
    window.windowHandle().requestActivate()  # (offscreen, the closed menu keeps the activation)
    qtbot.waitUntil(lambda: focused() is window.board)
    # Tab reaches the lesson's buttons too, after the side panel's and before the board.
    forward = tab_round(qtbot, window)
    panel = tutorial.panel
    assert forward[-4:] == [panel.back, panel.skip, panel.lessons, panel.leave]
    tutorial.begin(len(LESSONS) - 1, resume=len(LESSONS[-1].steps))  # the last, finished
    assert panel.next.isVisible()
    qtbot.keyClick(focused(), Qt.Key.Key_N, alt)  # Finish: the tutorial is over
    assert not tutorial.active
    tutorial.open(2)
    qtbot.keyClick(focused(), Qt.Key.Key_L, alt)  # Leave
    assert not tutorial.active and focused() is window.board


def test_an_alt_key_of_the_tutorial_leaves_the_keys_with_the_board(qtbot, tmp_path):
    """Alt+N (and the others): the lesson changes and the board keeps the keys; the release of
    Alt that ends the key does not hand them to the menu bar, even when the menu bar saw the
    Alt press and not the letter (issue 32: 2 of 15 times)."""
    from PySide6.QtGui import QShortcut

    window = make_window(qtbot, tmp_path)
    tutorial = window.tutorial
    tutorial.open(0)
    bar = window.menuBar()
    qtbot.keyPress(window.board, Qt.Key.Key_Alt)  # a lone Alt: the menu bar takes the keys
    qtbot.keyRelease(window.board, Qt.Key.Key_Alt)
    assert focused() is bar
    qtbot.keyClick(bar, Qt.Key.Key_Escape)
    window.board.setFocus()
    skip = next(s for s in tutorial.panel.findChildren(QShortcut) if s.key().toString() == "Alt+K")
    qtbot.keyPress(window.board, Qt.Key.Key_Alt)
    skip.activated.emit()  # the letter reached the shortcut only
    qtbot.keyRelease(focused(), Qt.Key.Key_Alt)
    assert tutorial.index == 1
    assert focused() is window.board and bar.activeAction() is None
