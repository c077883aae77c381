"""The New Game dialog: a variant and a deal (random, by number, or pasted). Bad input is
refused with a message that names the problem; the engine does all the parsing."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from solitaire.deal import Deal, parse_deal
from solitaire.errors import TraxError
from solitaire.variant import STANDARD_VARIANTS, Variant


@dataclass(frozen=True)
class GameSpec:
    """What the player asked for. deal None and number None means a random deal."""

    variant: Variant
    deal: Deal | None = None
    number: int | None = None
    solvable_only: bool = False
    daily: str | None = None  # the deal of the day for this ISO date (number left to the worker)
    grade: str | None = None  # a random deal of this grade (puzzles.GRADES), found in the worker


def read_spec(
    variant: Variant, source: str, number_text: str, deal_text: str, solvable_only: bool
) -> GameSpec:
    """The spec for the dialog's fields; raises TraxError with a message for the player."""
    if source == "number":
        text = number_text.strip().replace(",", "").replace("_", "")
        if not text:
            raise TraxError("type a deal number")
        if not text.isdigit():
            raise TraxError(f"deal number {number_text.strip()!r} is not a whole number")
        from solitaire.deal import deal_from_number

        number = int(text)
        deal_from_number(variant.size, number)  # range check, with the engine's message
        return GameSpec(variant, None, number)
    if source == "deal":
        if not deal_text.strip():
            raise TraxError(
                f"paste a deal: {variant.tiles} orientations such as NS EW NE, "
                "top of the stack first"
            )
        return GameSpec(variant, parse_deal(deal_text, variant.size), None)
    return GameSpec(variant, None, None, solvable_only)


class NewGameDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None = None,
        variant: Variant | None = None,
        solvable_only: bool = False,
        grade: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.spec: GameSpec | None = None
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.variant = QComboBox()
        for v in STANDARD_VARIANTS:
            self.variant.addItem(f"{v.size}×{v.size} {v.goal}", v)
        if variant in STANDARD_VARIANTS:
            self.variant.setCurrentIndex(STANDARD_VARIANTS.index(variant))
        form.addRow("Variant:", self.variant)
        layout.addLayout(form)

        grid = QGridLayout()
        self.random = QRadioButton("Random deal")
        self.by_number = QRadioButton("Deal number:")
        self.by_string = QRadioButton("Deal string:")
        self.random.setChecked(True)
        self.group = QButtonGroup(self)
        for button in (self.random, self.by_number, self.by_string):
            self.group.addButton(button)
        self.number = QLineEdit()
        self.number.setPlaceholderText("e.g. 123456")
        self.deal = QLineEdit()
        self.deal.setPlaceholderText("e.g. NS NE NE SW NS NS NE NE SW")
        self.deal.setMinimumWidth(340)
        self.solvable = QCheckBox("Only deals the solver proves solvable")
        self.solvable.setChecked(solvable_only)
        grid.addWidget(self.random, 0, 0)
        grid.addWidget(self.solvable, 0, 1)
        grid.addWidget(self.by_number, 1, 0)
        grid.addWidget(self.number, 1, 1)
        grid.addWidget(self.by_string, 2, 0)
        grid.addWidget(self.deal, 2, 1)
        layout.addLayout(grid)
        self.number.textEdited.connect(lambda _t: self.by_number.setChecked(True))
        self.deal.textEdited.connect(lambda _t: self.by_string.setChecked(True))

        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color:#d0302f;")
        self.error.setAccessibleName("Problem with the deal")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Deal")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def source(self) -> str:
        if self.by_number.isChecked():
            return "number"
        if self.by_string.isChecked():
            return "deal"
        return "random"

    def accept(self) -> None:
        try:
            self.spec = read_spec(
                self.variant.currentData(),
                self.source(),
                self.number.text(),
                self.deal.text(),
                self.solvable.isChecked(),
            )
        except TraxError as exc:
            self.error.setText(str(exc)[:1].upper() + str(exc)[1:] + ".")
            return
        super().accept()
