"""Typed moves, as chess sites offer: a box under the board where `B2:NE` (or `B2`, the tile as
it is held) and Enter plays the move. The engine reads the notation and judges the move; the
box only reports what was typed."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QStyle, QStyleOptionFrame, QWidget

from solitaire.errors import TraxError
from solitaire.move import Move
from solitaire.position import Position
from solitaire.translatable import why
from ui.app.language import QT_TR_NOOP, tr
from ui.common.presenter import sentence, why_not

PLACEHOLDER = QT_TR_NOOP("Type a move (B2:NE, or B2 as held) and press Enter")
# Where the whole sentence would be cut (a large font, a long language, a narrow window).
SHORT_PLACEHOLDER = QT_TR_NOOP("A move (B2:NE), then Enter")


def read_typed_move(
    position: Position, text: str, held: int | None, words: Callable[[str], str] = str
) -> tuple[Move | None, str]:
    """The move typed, ready to play, or None and what is wrong with it (for the player, the
    engine's reason said by `words`). A move without an orientation plays the tile as held
    (as dealt, or as turned)."""
    try:
        move = Move.parse(text)
    except TraxError as exc:
        return None, sentence(words(why(exc))) + "."
    if position.hand is None:
        return None, tr("The game is over: there is no tile in hand.")
    if move.orientation is None and held is not None:
        move = move.with_orientation(held)
    found = position.why_illegal(move)
    if found is not None:
        reason = words(found)
        return None, why_not(move.cell, reason) if reason.startswith(move.cell + " ") else (
            tr("{move}: {reason}.").format(move=move, reason=reason)
        )
    return move, ""


def typed_reason(position: Position, text: str, held: int | None) -> str | None:
    """The engine's reason for refusing the move typed (solitaire/reasons.py), kept whole for
    the tutorial's plain words; None when the text is no move or the move is legal."""
    try:
        move = Move.parse(text)
    except TraxError:
        return None
    if position.hand is None:
        return None
    return position.why_illegal(
        move if move.orientation is not None else move.with_orientation(held)
    )


class MoveBox(QWidget):
    """A one-line move entry. Enter emits `moveTyped(text)`; Escape gives the keys back to
    the board (`done`)."""

    moveTyped = Signal(str)
    done = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        self.caption = QLabel(tr("&Move:"))
        self.edit = _Edit(self)
        self.edit.setPlaceholderText(tr(PLACEHOLDER))
        self.edit.setToolTip(tr(PLACEHOLDER))  # whole, when the box shows the short one
        self.edit.setAccessibleName(tr("Type a move"))
        self.edit.setClearButtonEnabled(True)
        self.edit.setMaxLength(40)
        self.caption.setBuddy(self.edit)
        row.addWidget(self.caption)
        row.addWidget(self.edit, 1)
        self.edit.returnPressed.connect(self._entered)
        self.setObjectName("moveBox")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#moveBox { background:#202329; }"
            "QLabel { color:#cfd8e0; }"
            "QLineEdit { background:#2b2f36; color:#f0f0f0; border:1px solid #4a505b;"
            " border-radius:4px; padding:3px 6px; placeholder-text-color:#a9b1bb; }"  # 6:1
            "QLineEdit:focus { border:2px solid #ffd54a; padding:2px 5px; }"
        )

    def _entered(self) -> None:
        text = self.edit.text()
        if text.strip():
            self.moveTyped.emit(text)

    def accepted(self) -> None:
        """The move was played: clear the box and give the keys back to the board, so that
        H, N, T, F and the arrows act at once (M comes back to type the next move)."""
        self.edit.clear()
        self.done.emit()

    def refused(self) -> None:
        """The move was refused: keep the text, selected, to be corrected."""
        self.edit.selectAll()

    def focus(self) -> None:
        self.edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.edit.selectAll()


class _Edit(QLineEdit):
    def __init__(self, box: MoveBox) -> None:
        super().__init__(box)
        self.box = box

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The whole placeholder where it fits (2 pixels a side inside the style's field),
        else the short one: never a sentence cut with "…"."""
        super().resizeEvent(event)
        option = QStyleOptionFrame()
        self.initStyleOption(option)
        inside = self.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, self)
        whole = tr(PLACEHOLDER)
        fits = self.fontMetrics().horizontalAdvance(whole) <= inside.width() - 4
        self.setPlaceholderText(whole if fits else tr(SHORT_PLACEHOLDER))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.box.done.emit()
            return
        super().keyPressEvent(event)
