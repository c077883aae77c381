"""Tab follows the screen (issue 32): a dialog's controls in the order a reader's eye takes
them, top to bottom and left to right, its buttons as its button box lays them out."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QWidget


def laid_out(box: QDialogButtonBox) -> list[QWidget]:
    """The buttons of `box` from left to right, as its layout (the platform's order) puts them."""
    layout = box.layout()
    found = [layout.itemAt(i).widget() for i in range(layout.count())]
    return [w for w in found if w is not None and w in box.buttons()]


def follow(*widgets: QWidget | QDialogButtonBox) -> None:
    """Tab goes through `widgets` in this order (a button box: through its buttons in turn)."""
    chain: list[QWidget] = []
    for widget in widgets:
        chain += laid_out(widget) if isinstance(widget, QDialogButtonBox) else [widget]
    for before, after in zip(chain, chain[1:], strict=False):
        QWidget.setTabOrder(before, after)
