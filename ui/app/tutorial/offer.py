"""The first start's question: learn to play first, or play now (asked once; the answer is
kept in the settings). Belongs with the tutorial (ui/app/tutorial/)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QWidget

from ui.app.language import tr

FIRST_START_KEY = "tutorial/first_start"  # "learn" or "play": the first start's choice


def new_player(stats_file: Path | None = None, kept_file: Path | None = None) -> bool:
    """The first start: no statistics, no kept game, and the tutorial was never offered."""
    from ui.data import autosave, statistics

    if QSettings().value(FIRST_START_KEY, ""):
        return False
    stats_file = stats_file or statistics.default_path()
    kept_file = kept_file or autosave.autosave_path()
    return not stats_file.exists() and not kept_file.exists()


def offer_tutorial(parent: QWidget, answered: Callable[[bool], None]) -> QMessageBox:
    """Show the question (window-modal, not blocking); `answered(learn)` follows the click."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        tr("Welcome to Trax Solitaire"),
        tr(
            "New to Trax Solitaire? A short tutorial teaches the rules "
            "on the real board, one idea at a time."
        ),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setInformativeText(tr("You can open it at any time from Help ▸ Tutorial."))
    learn = box.addButton(tr("Learn to play (about 5 minutes)"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(tr("Play now"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(learn)

    def finished() -> None:
        chose_learn = box.clickedButton() is learn
        QSettings().setValue(FIRST_START_KEY, "learn" if chose_learn else "play")
        answered(chose_learn)

    box.finished.connect(lambda _result: finished())
    box.open()
    return box
