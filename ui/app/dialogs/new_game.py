"""The New Game dialog: a variant and a deal (random, optionally of a difficulty grade; the deal
of the day; by number; or pasted). Bad input is refused with a message that names the problem;
the engine and the puzzles package do all the parsing and grading."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from puzzles.daily import parse_date
from puzzles.grades import GRADES
from solitaire.deal import Deal, parse_deal
from solitaire.errors import TraxError
from solitaire.translatable import say, why
from solitaire.variant import STANDARD_VARIANTS, Variant
from ui.app.language import QT_TR_NOOP, tr
from ui.app.readable import readable_placeholder
from ui.common import presenter

ANY_GRADE = QT_TR_NOOP("Any")
ANY_GRADE_TEXT = QT_TR_NOOP("Any deal, as it comes: it may not be winnable.")


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
    variant: Variant,
    source: str,
    number_text: str,
    deal_text: str,
    solvable_only: bool,
    grade: str | None = None,
    date: str | None = None,
) -> GameSpec:
    """The spec for the dialog's fields; raises TraxError with a message for the player."""
    if source == "daily":
        return GameSpec(variant, daily=parse_date(date))
    if source == "number":
        text = number_text.strip().replace(",", "").replace("_", "")
        if not text:
            raise TraxError(tr("type a deal number"))
        if not text.isdigit():
            raise TraxError(
                tr("deal number {v1!r} is not a whole number").format(v1=number_text.strip())
            )
        from solitaire.deal import deal_from_number

        number = int(text)
        deal_from_number(variant.size, number)  # range check, with the engine's message
        return GameSpec(variant, None, number)
    if source == "deal":
        if not deal_text.strip():
            raise TraxError(
                tr(
                    "paste a deal: {tiles} orientations such as NS EW NE, top of the stack first"
                ).format(tiles=variant.tiles)
            )
        return GameSpec(variant, parse_deal(deal_text, variant.size), None)
    if grade and grade != ANY_GRADE:
        if grade not in GRADES:
            raise TraxError(f"{grade!r} is not a grade (one of: {', '.join(GRADES)})")
        return GameSpec(variant, grade=grade)  # the grade decides solvability
    return GameSpec(variant, None, None, solvable_only)


def today_utc() -> QDate:
    """Today in UTC, the day the deal of the day belongs to for everyone."""
    today = dt.datetime.now(dt.UTC).date()
    return QDate(today.year, today.month, today.day)


class NewGameDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None = None,
        variant: Variant | None = None,
        solvable_only: bool = False,
        grade: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        self.spec: GameSpec | None = None
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.variant = QComboBox()
        for v in STANDARD_VARIANTS:
            self.variant.addItem(presenter.sentence(presenter.variant_words(v)), v)
        if variant in STANDARD_VARIANTS:
            self.variant.setCurrentIndex(STANDARD_VARIANTS.index(variant))
        form.addRow(tr("Variant:"), self.variant)
        layout.addLayout(form)
        self._make_sources(solvable_only)
        grade_row = self._make_grade(grade)
        date_row = self._make_date()
        self._add_grid(layout, grade_row, date_row)
        self._add_buttons(layout)

    def _make_sources(self, solvable_only: bool) -> None:
        """The four ways to choose a deal, with their fields."""
        self.random = QRadioButton(tr("Random deal"))
        self.daily = QRadioButton(tr("Deal of the day:"))
        self.by_number = QRadioButton(tr("Deal number:"))
        self.by_string = QRadioButton(tr("Deal string:"))
        self.random.setChecked(True)
        self.group = QButtonGroup(self)
        for button in (self.random, self.daily, self.by_number, self.by_string):
            self.group.addButton(button)
        self.number = QLineEdit()
        self.number.setPlaceholderText(tr("e.g. 123456"))
        self.deal = QLineEdit()
        self.deal.setPlaceholderText(tr("e.g. NS NE NE SW NS NS NE NE SW"))
        for edit in (self.number, self.deal):
            readable_placeholder(edit)
        # Each field is read by the name of the choice it belongs to ("Deal number").
        for edit, button in ((self.number, self.by_number), (self.deal, self.by_string)):
            edit.setAccessibleName(button.text().rstrip(": "))
        self.deal.setMinimumWidth(340)
        self.solvable = QCheckBox(tr("Only deals the solver proves solvable"))
        self.solvable.setChecked(solvable_only)

    def _make_grade(self, grade: str | None) -> QHBoxLayout:
        """Difficulty of a random deal: the grades of puzzles.grades, each with its one-line
        meaning as the item's tooltip and, for the chosen one, in the label under the combo."""
        self.grade = QComboBox()
        self.grade.addItem(tr(ANY_GRADE), ANY_GRADE)
        self.grade.setItemData(0, tr(ANY_GRADE_TEXT), Qt.ItemDataRole.ToolTipRole)
        for name, text in GRADES.items():
            self.grade.addItem(tr(name), name)
            self.grade.setItemData(self.grade.count() - 1, tr(text), Qt.ItemDataRole.ToolTipRole)
        if grade in GRADES:
            self.grade.setCurrentIndex(self.grade.findData(grade))
        self.grade_text = QLabel()
        self.grade_text.setWordWrap(True)
        self.grade_text.setStyleSheet("font-style:italic;")
        self.grade_text.setAccessibleName(tr("What the difficulty means"))
        grade_row = QHBoxLayout()
        grade_label = QLabel(tr("Difficulty:"))
        grade_label.setBuddy(self.grade)  # read as the combo box's name
        grade_row.addWidget(grade_label)
        grade_row.addWidget(self.grade, 1)
        return grade_row

    def _make_date(self) -> QHBoxLayout:
        self.date = QDateEdit(today_utc())
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.date.setCalendarPopup(True)
        self.date.setAccessibleName(self.daily.text().rstrip(": "))
        self.date_text = QLabel()
        date_row = QHBoxLayout()
        date_row.addWidget(self.date)
        date_row.addWidget(self.date_text, 1)
        return date_row

    def _add_grid(self, layout: QVBoxLayout, grade_row: QHBoxLayout, date_row: QHBoxLayout) -> None:
        grid = QGridLayout()
        grid.addWidget(self.random, 0, 0)
        grid.addWidget(self.solvable, 0, 1)
        grid.addLayout(grade_row, 1, 1)
        grid.addWidget(self.grade_text, 2, 1)
        grid.addWidget(self.daily, 3, 0)
        grid.addLayout(date_row, 3, 1)
        grid.addWidget(self.by_number, 4, 0)
        grid.addWidget(self.number, 4, 1)
        grid.addWidget(self.by_string, 5, 0)
        grid.addWidget(self.deal, 5, 1)
        layout.addLayout(grid)
        self.grade.currentIndexChanged.connect(self._grade_changed)
        self.grade.activated.connect(lambda _i: self.random.setChecked(True))
        self.date.dateChanged.connect(self._date_changed)
        self._grade_changed()
        self._date_changed()
        self.number.textEdited.connect(lambda _t: self.by_number.setChecked(True))
        self.deal.textEdited.connect(lambda _t: self.by_string.setChecked(True))

    def _add_buttons(self, layout: QVBoxLayout) -> None:
        """The line that says what is wrong with the deal, and Deal / Cancel."""
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color:#d0302f;")
        self.error.setAccessibleName(tr("Problem with the deal"))
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(tr("Deal"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _fit_grade_text(self) -> None:
        """Room under the Difficulty row for the longest grade text at the label's width, so
        that no text overlaps the row below whichever grade is chosen."""
        width = max(1, self.grade_text.contentsRect().width())
        metrics = self.grade_text.fontMetrics()
        flags = int(Qt.TextFlag.TextWordWrap)
        tallest = max(
            metrics.boundingRect(0, 0, width, 10_000, flags, str(text or "")).height()
            for text in (
                self.grade.itemData(i, Qt.ItemDataRole.ToolTipRole)
                for i in range(self.grade.count())
            )
        )
        self.grade_text.setMinimumHeight(tallest + 4)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_grade_text()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_grade_text()

    def _grade_changed(self, _index: int = 0) -> None:
        text = self.grade.itemData(self.grade.currentIndex(), Qt.ItemDataRole.ToolTipRole)
        self.grade_text.setText(str(text or ""))
        self.grade.setToolTip(str(text or ""))
        # A grade says whether the deal can be won, so "only solvable" would contradict it.
        self.solvable.setEnabled(self.grade.currentData() == ANY_GRADE)

    def _date_changed(self, _date: QDate | None = None) -> None:
        if _date is not None:  # the player picked a date: they want that day's deal
            self.daily.setChecked(True)
        today = self.date.date() == today_utc()
        self.date_text.setText(tr("today (UTC)") if today else "")
        self.daily.setToolTip(
            tr(
                "The same deal for every player of the variant that day, "
                "found solvable by the solver."
            )
        )

    def source(self) -> str:
        if self.daily.isChecked():
            return "daily"
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
                self.grade.currentData(),
                self.date.date().toString("yyyy-MM-dd"),
            )
        except TraxError as exc:
            self.error.setText(presenter.sentence(say(why(exc))) + ".")
            return
        super().accept()
