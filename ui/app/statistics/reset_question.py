"""Statistics ▸ Reset…: the question asked before the games of a variant are deleted."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ui.app.language import tr
from ui.common import presenter


def asked_reset(parent: QWidget, variant: str, played: int) -> bool:
    """Whether the player agrees to delete the `played` games of `variant` (with none, they
    are told so and nothing is asked)."""
    if not played:
        QMessageBox.information(
            parent,
            tr("Reset statistics"),
            tr("No games of {variant} to reset.").format(variant=presenter.variant_name(variant)),
        )
        return False
    answer = QMessageBox.question(
        parent,
        tr("Reset statistics"),
        tr(
            "Delete the recorded %n game(s) of {variant}, with the streaks?\n"
            "This cannot be undone.",
            None,
            played,
        ).format(variant=presenter.variant_name(variant)),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes
