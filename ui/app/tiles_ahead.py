"""The difficulty setting "Tiles shown ahead" (issue 16): its words and its choosers.

Lookahead k: the player sees the tile in hand and the next k tiles of the stack. 1 is the
printed rules (the default), 0 hides the next tile (harder), 2 and 3 show more (easier). A game
keeps the setting it was started with; its record and its statistics row say it."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QWidget

from ui.app.language import QT_TR_NOOP, tr

DEFAULT = 1
CHOICES = (0, 1, 2, 3)
WORDS = {
    0: QT_TR_NOOP("0 – hard: the next tile hidden"),
    1: QT_TR_NOOP("1 – standard (next tile shown)"),
    2: QT_TR_NOOP("2 – easier"),
    3: QT_TR_NOOP("3 – easiest"),
}
ALL = -1  # the Statistics window's "every setting"


def short_words(lookahead: int) -> str:
    """For the side panel and the window: how many tiles are shown ahead."""
    if lookahead == 0:
        return tr("next tile hidden")
    return (
        tr("1 tile shown ahead")
        if lookahead == 1
        else tr("{lookahead} tiles shown ahead").format(lookahead=lookahead)
    )


def chooser(parent: QWidget | None = None, with_all: bool = False) -> QComboBox:
    """A combo box of the settings (its data is the lookahead; ALL for every setting)."""
    box = QComboBox(parent)
    box.setAccessibleName(tr("Tiles shown ahead"))
    if with_all:
        box.addItem(tr("Every setting"), ALL)
    for k in CHOICES:
        box.addItem(tr(WORDS[k]), k)
    box.setToolTip(
        tr(
            "How many tiles of the stack you see after the one in hand. "
            "1 is the standard game; 0 is harder, 2 and 3 easier."
        )
    )
    return box


def select(box: QComboBox, lookahead: int) -> None:
    index = box.findData(lookahead)
    box.setCurrentIndex(index if index >= 0 else box.findData(DEFAULT))
