"""The side panel: the tile in hand and the next one, tiles left, the frame, hints used, where
the game stands, and buttons for the main actions. It only shows what it is given."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt
from PySide6.QtGui import QAction, QColor, QPainter, QPaintEvent, QPen, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from solitaire.cell_words import hand_words
from ui.app.announce import plain_text
from ui.app.board.stack_view import StackView
from ui.app.board.tile_painter import paint_tile
from ui.app.language import tr
from ui.app.themes import CLASSIC, Theme

FOCUS_FRAME = "#ffd54a"


class TileWidget(QWidget):
    """One tile, or an empty slot when there is none."""

    def __init__(self, side: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.orientation: int | None = None
        self.theme: Theme = CLASSIC
        self.highlight = False
        self.setFixedSize(QSize(side, side))
        # Tab reaches it, for a screen reader to read the tile (framed in gold while focused).
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def set_tile(self, orientation: int | None, theme: Theme, highlight: bool = False) -> None:
        self.orientation, self.theme, self.highlight = orientation, theme, highlight
        # Named as the board's cells are: the name says which tile, the words how it lies.
        self.setAccessibleDescription(hand_words(orientation, theme.colour_names))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        if self.orientation is None:
            painter.setPen(QPen(QColor(128, 128, 128, 160), 1.5, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect, 6, 6)
        else:
            paint_tile(painter, rect, self.orientation, self.theme)
            if self.highlight:
                painter.setPen(QPen(QColor(255, 200, 40), 3))
                painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 6, 6)
        if self.hasFocus():  # as the panel's buttons show the focus
            painter.setPen(QPen(QColor(FOCUS_FRAME), 2))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 7, 7)
        painter.end()


BUTTON_HEIGHT, BUTTON_HEIGHT_COMPACT = 30, 26  # pixels; over the 24 a finger or pointer needs


def _button(action: QAction) -> QToolButton:
    button = QToolButton()
    button.setDefaultAction(action)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    # Tab reaches it (framed in gold); a click leaves the keys with the board.
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    button.setMinimumHeight(BUTTON_HEIGHT)
    return button


HAND_SIDE, NEXT_SIDE, TILES_GAP = 100, 60, 14  # pixels (the gap between hand and next)
# The panel's width: 270 pixels, or as much more as its words need (French's "Retourner" beside
# "Tourner"), up to 320; past that, Turn and Flip stand one over the other.
PANEL_WIDTH, PANEL_WIDEST = 270, 320
HAND_SIDE_COMPACT, NEXT_SIDE_COMPACT = 76, 44
LATER_SIDE, MAX_AHEAD = 44, 3  # the tiles shown after the next one, up to 3 ahead in all
COMPACT_BELOW = 640  # panel heights (pixels) that get the smaller tiles


class PanelScroll(QScrollArea):
    """The side panel in a scroll area (a last resort: at 800x600 everything fits) that tells
    the panel how much height it has."""

    def __init__(self, panel: SidePanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.setWidget(panel)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFixedWidth(panel.width() + 12)
        self.setStyleSheet(
            "QScrollArea { background:#202329; }"
            "QScrollBar:vertical { background:#202329; width:10px; }"
            "QScrollBar::handle:vertical { background:#454b55; border-radius:4px; }"
            "QScrollBar::add-line, QScrollBar::sub-line { height:0; }"
        )
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.panel and event.type() == QEvent.Type.Resize:
            self.setFixedWidth(self.panel.width() + 12)  # as wide as its words made the panel
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.panel.set_room(event.size().height())
        super().resizeEvent(event)


STATUS_STYLES = {
    "playing": "background:#2b2f36; color:#e8e8e8;",
    "decided": "background:#5a4410; color:#ffe6a8;",
    "won": "background:#1f5a2e; color:#d9ffe0;",
    "lost": "background:#5e1c1c; color:#ffd9d6;",
    "replay": "background:#1d3f5e; color:#d8ecff;",
}


PANEL_STYLE = (
    "#sidePanel { background:#202329; }"
    "#sidePanel QLabel { color:#e6e6e6; }"
    "#sidePanel QLabel[role='caption'] { color:#9aa3ad; font-size:11px;"
    " text-transform:uppercase; letter-spacing:1px; }"
    "#sidePanel QLabel[role='title'] { font-size:17px; font-weight:600; }"
    "#sidePanel QToolButton { background:#353a43; color:#f0f0f0; border:1px solid #4a505b;"
    " border-radius:5px; padding:3px 4px; }"
    "#sidePanel QToolButton:hover { background:#444b56; }"
    "#sidePanel QToolButton:disabled { color:#777; background:#2a2d33;"
    " border-color:#363a41; }"
    "#sidePanel QToolButton[available='false'] { color:#a4aab2; background:#2a2d33;"
    " border-color:#363a41; }"
    # last, so that it wins: the button Tab has reached, framed in gold (8:1 on the buttons)
    f"#sidePanel QToolButton:focus {{ border:2px solid {FOCUS_FRAME}; padding:2px 3px; }}"
)


class SidePanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidePanel")
        self.setFixedWidth(PANEL_WIDTH)
        self.setStyleSheet(PANEL_STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 12, 14, 12)
        layout.setSpacing(6)

        self.title = QLabel()
        self.title.setProperty("role", "title")
        self.subtitle = QLabel()
        self.subtitle.setProperty("role", "caption")
        self.subtitle.setWordWrap(True)  # a puzzle's "4X4 LOOP · MEDIUM · DEAL #345538138"
        self.subtitle.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)

        self._add_tiles(layout)
        self._add_about_deal(layout)
        self._add_texts(layout)
        self._add_button_rows(layout)
        layout.addStretch(1)
        # Keys and mouse are listed in Help (F1), made from the window's actions.
        self.set_room(10_000)

    def _add_tiles(self, layout: QVBoxLayout) -> None:
        """The tile in hand, and beside it the next tile over the Turn and Flip buttons."""
        tiles = QGridLayout()
        tiles.setHorizontalSpacing(TILES_GAP)
        tiles.setVerticalSpacing(4)
        hand_caption = QLabel(tr("In hand"))
        hand_caption.setProperty("role", "caption")
        next_caption = QLabel(tr("Next"))
        next_caption.setProperty("role", "caption")
        self.hand = TileWidget(HAND_SIDE)
        self.hand.setAccessibleName(tr("Tile in hand"))
        self.next = TileWidget(NEXT_SIDE)
        self.next.setAccessibleName(tr("Next tile"))
        tiles.addWidget(hand_caption, 0, 0)
        tiles.addWidget(next_caption, 0, 1)
        tiles.addWidget(self.hand, 1, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
        tiles.addWidget(self.next, 1, 1, Qt.AlignmentFlag.AlignTop)
        self.turn_row = QHBoxLayout()
        self.turn_row.setSpacing(6)
        tiles.addLayout(self.turn_row, 2, 1, Qt.AlignmentFlag.AlignBottom)
        tiles.setColumnStretch(1, 1)
        # "Tiles shown ahead" (issue 16): 0 hides the next tile (said in words in its place),
        # 2 and 3 show the tiles after it in a row below.
        self.next_caption = next_caption
        self.hidden_note = QLabel(tr("next tile hidden"))
        self.hidden_note.setProperty("role", "caption")
        self.hidden_note.setWordWrap(True)
        self.hidden_note.hide()
        tiles.addWidget(self.hidden_note, 1, 1, Qt.AlignmentFlag.AlignTop)
        self.later_caption = QLabel(tr("Then"))
        self.later_caption.setProperty("role", "caption")
        self.later = [TileWidget(LATER_SIDE) for _ in range(MAX_AHEAD - 1)]
        for ahead, tile in enumerate(self.later, start=2):
            tile.setAccessibleName(tr("Tile {ahead} after the one in hand").format(ahead=ahead))
        later_row = QHBoxLayout()
        later_row.setSpacing(4)
        later_row.addWidget(self.later_caption)
        for tile in self.later:
            later_row.addWidget(tile)
        later_row.addStretch(1)
        layout.addLayout(tiles)
        layout.addLayout(later_row)
        self.set_upcoming([None], 1, CLASSIC)

    def set_upcoming(self, tiles: list[int | None], lookahead: int, theme: Theme) -> None:
        """The tiles shown after the hand: the next `lookahead` of the stack (None past its
        end); with 0, none, and the words "next tile hidden"."""
        shown = list(tiles[:lookahead]) + [None] * max(0, lookahead - len(tiles))
        self.next.setVisible(lookahead > 0)
        self.next_caption.setVisible(lookahead > 0)
        self.hidden_note.setVisible(lookahead == 0)
        self.next.set_tile(shown[0] if shown else None, theme)
        for i, widget in enumerate(self.later, start=1):
            widget.setVisible(i < lookahead)
            widget.set_tile(shown[i] if i < len(shown) else None, theme)
        self.later_caption.setVisible(lookahead > 1)

    def _add_about_deal(self, layout: QVBoxLayout) -> None:
        """What kind of deal this is (a puzzle's level, a graded deal's grade, the deal of
        the day) and, for an open-stack puzzle, the whole remaining stack. Hidden otherwise."""
        self.about_deal = QLabel()
        self.about_deal.setWordWrap(True)
        self.about_deal.setTextFormat(Qt.TextFormat.RichText)
        self.about_deal.setAccessibleName(tr("About this deal"))
        self.about_deal.hide()
        layout.addWidget(self.about_deal)
        # The caption shares its row with the puzzle buttons (Next unsolved puzzle).
        self.stack_caption = QLabel(tr("The whole stack"))
        self.stack_caption.setProperty("role", "caption")
        self.stack_caption.setWordWrap(True)  # beside Next puzzle: two lines rather than cut
        self.stack = StackView(tile_size=25)
        self.stack.setAccessibleName(tr("The whole remaining stack, tile in hand first"))
        self.puzzle_row = QHBoxLayout()
        self.puzzle_row.addWidget(self.stack_caption, 1)
        layout.addLayout(self.puzzle_row)
        layout.addWidget(self.stack)
        self.show_stack(False)

    def _add_texts(self, layout: QVBoxLayout) -> None:
        """The turn note, the facts, the status and the message, top to bottom."""
        self.turn_note = QLabel()
        self.turn_note.setWordWrap(True)
        self.turn_note.setStyleSheet("color:#ffd27a;")
        layout.addWidget(self.turn_note)

        self.facts = QLabel()
        self.facts.setWordWrap(True)
        self.facts.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.facts)

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.status.setMargin(8)
        self.status.setAccessibleDescription(tr("Game status"))
        layout.addWidget(self.status)

        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color:#ffcf8a;")
        self.message.setMinimumHeight(36)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.message)

    def _add_button_rows(self, layout: QVBoxLayout) -> None:
        """The rows of buttons: the main ones, after a game, the replay."""
        self.buttons = QGridLayout()
        self.buttons.setSpacing(6)
        layout.addLayout(self.buttons)
        self.after_game = QGridLayout()
        self.after_game.setSpacing(6)
        layout.addLayout(self.after_game)
        self.replay_row = QGridLayout()
        self.replay_row.setSpacing(6)
        layout.addLayout(self.replay_row)

    def set_actions(
        self,
        turn: list[QAction],
        main: list[QAction],
        after_game: list[QAction],
        replay: list[QAction],
    ) -> None:
        self.turn_buttons = [_button(action) for action in turn]
        for button in self.turn_buttons:
            self.turn_row.addWidget(button)
        self._fit_width()
        self.main_buttons = [_button(action) for action in main]
        self._lay_out(self.buttons, self.main_buttons, 3)
        self.after_buttons = [_button(action) for action in after_game]
        self._lay_out(self.after_game, self.after_buttons, 2)
        self.replay_buttons = [_button(action) for action in replay]
        self._lay_out(self.replay_row, self.replay_buttons, 2)
        self.show_replay(False)

    def _fit_width(self) -> None:
        """As wide as Turn and Flip need side by side beside the tile in hand, within
        PANEL_WIDEST; past it, one over the other, each whole."""
        around = sum(self.layout().getContentsMargins()[::2]) + HAND_SIDE + TILES_GAP
        hints = [button.sizeHint().width() for button in self.turn_buttons]
        beside = around + sum(hints) + self.turn_row.spacing() * (len(hints) - 1)
        if beside > PANEL_WIDEST:
            self.turn_row.setDirection(QBoxLayout.Direction.TopToBottom)
        needed = beside if beside <= PANEL_WIDEST else around + max(hints)
        self.setFixedWidth(max(PANEL_WIDTH, needed))

    def _lay_out(self, grid: QGridLayout, buttons: list[QToolButton], most: int) -> None:
        """`buttons` in rows of `most`, or of fewer when their words would not fit (a large
        system font): the panel grows taller, never cuts a word."""
        room = self.width() - sum(self.layout().getContentsMargins()[::2])
        widest = max(b.fontMetrics().horizontalAdvance(b.text()) for b in buttons) + 10
        columns = next((n for n in range(most, 1, -1) if n * widest + (n - 1) * 6 <= room), 1)
        for index, button in enumerate(buttons):
            grid.addWidget(button, index // columns, index % columns)

    def set_puzzle_actions(self, actions: list[QAction]) -> None:
        """Buttons shown only with the stack (e.g. Next puzzle)."""
        self.puzzle_buttons = [_button(action) for action in actions]
        for button in self.puzzle_buttons:
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            self.puzzle_row.addWidget(button)
        self.show_stack(self.stack.isVisibleTo(self))

    def focus_order(self) -> list[QWidget]:
        """The buttons as the panel shows them, top to bottom, left to right (for Tab)."""
        return [
            *getattr(self, "turn_buttons", []),
            *getattr(self, "puzzle_buttons", []),
            *getattr(self, "main_buttons", []),
            *getattr(self, "after_buttons", []),
            *getattr(self, "replay_buttons", []),
        ]

    def tab_order(self) -> list[QWidget]:
        """The tiles in hand and ahead (read by a screen reader), then the buttons."""
        return [self.hand, self.next, *self.later, *self.focus_order()]

    def show_stack(self, shown: bool) -> None:
        """Open-stack play shows the whole stack; the ordinary game keeps it hidden."""
        for widget in (self.stack_caption, self.stack, *getattr(self, "puzzle_buttons", [])):
            widget.setVisible(shown)

    def set_turn_note(self, text: str) -> None:
        """Why the tile may be turned, or the forced space waiting; hidden when empty."""
        self.turn_note.setText(text)
        self.turn_note.setVisible(bool(text))

    def set_room(self, height: int) -> None:
        """Smaller tiles and closer rows when the panel is short (an 800x600 screen, frame and
        task bar taken off), so that everything stays shown."""
        compact = height < COMPACT_BELOW
        self.hand.setFixedSize(QSize(*(2 * [HAND_SIDE_COMPACT if compact else HAND_SIDE])))
        self.next.setFixedSize(QSize(*(2 * [NEXT_SIDE_COMPACT if compact else NEXT_SIDE])))
        gap, edge = (4, 8) if compact else (6, 12)
        self.layout().setSpacing(gap)
        self.layout().setContentsMargins(14, edge, 14, edge)
        for rows in (self.buttons, self.after_game, self.replay_row):
            rows.setSpacing(gap)
        for button in self.focus_order():
            button.setMinimumHeight(BUTTON_HEIGHT_COMPACT if compact else BUTTON_HEIGHT)

    def set_about_deal(self, html: str) -> None:
        self.about_deal.setText(html)
        self.about_deal.setVisible(bool(html))

    def set_turn_available(self, available: bool) -> None:
        """Turn and flip look inactive unless rule 4.5 allows them (pressing still explains)."""
        for button in getattr(self, "turn_buttons", []):
            if button.property("available") != available:
                button.setProperty("available", available)
                button.style().unpolish(button)
                button.style().polish(button)

    def show_replay(self, shown: bool) -> None:
        for button in getattr(self, "replay_buttons", []):
            button.setVisible(shown)

    def set_status(self, kind: str, html: str) -> None:
        self.status.setStyleSheet(
            STATUS_STYLES.get(kind, STATUS_STYLES["playing"]) + "border-radius:6px;"
        )
        self.status.setText(html)
        # Its name is its text (read without markup), not a caption that hides it.
        self.status.setAccessibleName(plain_text(html))
