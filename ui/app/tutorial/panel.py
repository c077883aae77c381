"""The tutorial's widgets: the lesson panel above the board (what to do, why a move was
refused, Back / Skip / Leave) and the rings that mark the cells that matter on the board.
Belongs with the tutorial (ui/app/tutorial/)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QShortcut,
)
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ui.app.announce import announce, plain_text
from ui.app.language import QT_TR_NOOP, tr

Cell = tuple[int, int]
RING = QColor("#ffd54a")  # the tutorial's mark: gold, unlike the green of the legal cells
TRY_RING = QColor("#ff9d8a")  # a cell the lesson invites the player to try (it is refused)
FILL_RING = QColor("#8fd3ff")  # a forced space the step's move will make


class _AltRelease(QObject):
    """Swallows the release of the Alt key that ends an Alt+letter just used (once): the menu
    bar reads a lone Alt release as "take the keys", and would keep them from the board."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.KeyRelease and event.key() == Qt.Key.Key_Alt:
            QApplication.instance().removeEventFilter(self)
            self.deleteLater()
            return True
        if event.type() == QEvent.Type.KeyPress and event.key() != Qt.Key.Key_Alt:
            QApplication.instance().removeEventFilter(self)  # another key: Alt is no longer
            self.deleteLater()  # held for that Alt+letter
        return False


def _press_by_key(button: QPushButton) -> None:
    """A button's Alt+letter: pressed if it is shown, and the keys stay with the board."""
    if not (button.isVisible() and button.isEnabled()):
        return
    QApplication.instance().installEventFilter(_AltRelease(QApplication.instance()))
    button.click()


class TutorialPanel(QFrame):
    """Lesson title and progress, the step's text, the feedback line and the buttons (each
    with a key, and reached by Tab); Lessons lists every lesson to pick one (`picked`)."""

    picked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutorialPanel")
        self.setStyleSheet(
            "#tutorialPanel { background:#20262b; border-bottom:2px solid #ffd54a; }"
            "QLabel { color:#e8edf1; }"
            "QPushButton:focus { border:2px solid #ffd54a; border-radius:4px; padding:3px; }"
        )
        self.heading = QLabel()
        self.heading.setStyleSheet("color:#ffd54a; font-weight:bold;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setStyleSheet("color:#ff9d8a;")
        self.feedback.hide()
        self.back = QPushButton(tr("◀ Back"))
        self.skip = QPushButton(tr("Skip ▶"))
        self.next = QPushButton(tr("Next lesson ▶"))
        self.leave = QPushButton(tr("Leave tutorial"))
        self.lessons = QPushButton(tr("Lessons"))
        self.lesson_menu = QMenu(self.lessons)
        self.lessons.setMenu(self.lesson_menu)
        self.next.hide()

        buttons = QGridLayout()  # Back and Skip (or Next lesson) over Lessons and Leave
        buttons.setSpacing(4)
        places = {self.back: (0, 0), self.skip: (0, 1), self.next: (0, 1)}
        places |= {self.lessons: (1, 0), self.leave: (1, 1)}
        for button, keys, tip in (
            (self.next, "Alt+N", QT_TR_NOOP("The next lesson")),
            (self.back, "Alt+B", QT_TR_NOOP("The previous lesson")),
            (self.skip, "Alt+K", QT_TR_NOOP("Go on to the next lesson without finishing this one")),
            (self.lessons, "Alt+O", QT_TR_NOOP("Every lesson: pick one to play")),
            (
                self.leave,
                "Alt+L",
                QT_TR_NOOP("Back to your game; Help ▸ Tutorial brings you back here"),
            ),
        ):
            # Tab reaches each button; a click, or its key, leaves the keys with the board.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            button.setToolTip(tr("{tip} ({keys})").format(tip=tr(tip), keys=keys))
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(lambda b=button: _press_by_key(b))
            buttons.addWidget(button, *places[button])
        buttons.setRowStretch(2, 1)
        words = QVBoxLayout()
        words.setSpacing(4)
        words.addWidget(self.heading)
        words.addWidget(self.text)
        words.addWidget(self.feedback)
        words.addStretch(1)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        row.addLayout(words, 1)
        row.addLayout(buttons)

    def show_step(self, heading: str, text: str) -> None:
        self.heading.setText(heading)
        self.text.setText(text)
        self.feedback.clear()
        self.feedback.hide()
        self.fit()
        announce(self, plain_text(f"{heading}. {text}"))  # a screen reader reads the step

    def fit(self) -> None:
        """As tall as the words need at this width, no taller: the board keeps the rest."""
        layout = self.layout()
        for part in (layout, *layout.findChildren(QLayout)):
            part.invalidate()  # the words just set and shown, not the heights cached before
        width = max(self.width(), 300)
        height = (
            layout.totalHeightForWidth(width)
            if layout.hasHeightForWidth()
            else layout.totalSizeHint().height()
        )
        self.setFixedHeight(max(height, layout.totalMinimumSize().height()))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.fit()

    def say(self, text: str, good: bool = False) -> None:
        """A line under the step: why a move was refused (or, `good`, that it worked)."""
        self.feedback.setStyleSheet("color:#8fe39f;" if good else "color:#ff9d8a;")
        self.feedback.setText(text)
        self.feedback.setVisible(bool(text))
        self.fit()
        announce(self, text, urgent=not good)  # said over the window's shorter refusal

    def set_lessons(self, titles: list[str], current: int, done: list[bool]) -> None:
        """The Lessons menu: every lesson by number and title, ticked when finished, the one
        on the table checked; choosing one emits `picked`."""
        self.lesson_menu.clear()
        for index, (title, finished) in enumerate(zip(titles, done, strict=True)):
            mark = " ✓" if finished else ""
            action = self.lesson_menu.addAction(f"{index + 1}. {title}{mark}")
            action.setCheckable(True)
            action.setChecked(index == current)
            action.triggered.connect(lambda _checked=False, i=index: self.picked.emit(i))

    def set_finished(self, finished: bool, last: bool) -> None:
        """At the end of a lesson the Next button leads on (or closes, after the last)."""
        self.next.setText(tr("Finish ✓") if last else tr("Next lesson ▶"))
        self.next.setVisible(finished)
        self.skip.setVisible(not finished)
        self.fit()


def tutorial_dock(panel: TutorialPanel) -> QDockWidget:
    """The panel as a fixed strip across the top of the window (no title bar, not movable)."""
    dock = QDockWidget()
    dock.setObjectName("tutorialDock")
    dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
    dock.setTitleBarWidget(QWidget())
    dock.setWidget(panel)
    return dock


class CellRings(QWidget):
    """Gold rings around the cells a lesson step is about, drawn over the board view (which
    is not changed: the rings follow its `cell_rect`). Mouse events pass through."""

    def __init__(self, board: QWidget, cell_rect: Callable[[Cell], QRectF]) -> None:
        super().__init__(board)
        self._cell_rect = cell_rect
        self.cells: list[Cell] = []
        self.tries: list[Cell] = []
        self.fills: list[Cell] = []
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.resize(board.size())
        board.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self.resize(watched.size())  # type: ignore[attr-defined]
        return False

    def mark(
        self, cells: Iterable[Cell], tries: Iterable[Cell] = (), fills: Iterable[Cell] = ()
    ) -> None:
        self.cells, self.tries, self.fills = list(cells), list(tries), list(fills)
        self.raise_()
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not (self.cells or self.tries or self.fills):
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rings = (
            (self.cells, RING, Qt.PenStyle.DashLine),
            (self.tries, TRY_RING, Qt.PenStyle.DashLine),
            (self.fills, FILL_RING, Qt.PenStyle.DotLine),
        )
        for cells, colour, style in rings:
            for cell in cells:
                rect = self._cell_rect(cell)
                width = max(3.0, rect.width() / 22)
                painter.setPen(QPen(colour, width, style))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                inset = width / 2 + 1
                painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), 10, 10)
        painter.end()
