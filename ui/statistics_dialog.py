"""The Statistics window, and opening the store with the player's say over a damaged file."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from solitaire.variant import STANDARD_VARIANTS
from ui.statistics import GameRecord, StatisticsError, StatisticsStore, VariantStats
from ui.statistics_link import open_statistics_store  # noqa: F401 (its old home)

RECENT_GAMES = 20
FIGURES = (
    ("played", "Played"),
    ("won", "Won"),
    ("win_rate", "Win rate"),
    ("current_streak", "Current streak"),
    ("best_streak", "Best streak"),
    ("hints_used", "Hints used"),
)
NUMBER_ALIGNMENT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
RESULT_TEXT = {
    "won": "Won",
    "lost": "Lost",
    "stuck": "Stuck",
    "conceded": "Conceded",
    "abandoned": "Abandoned",
}
COLUMNS = ("Finished", "Result", "Moves", "Hints", "Deal")


def format_figure(key: str, stats: VariantStats) -> str:
    value = getattr(stats, key)
    if key == "win_rate":
        return "–" if value is None else f"{value:.0%}"
    return str(value)


def describe_deal(game: GameRecord) -> str:
    if game.puzzle:
        return f"Puzzle {game.puzzle}"
    return f"No. {game.number}" if game.number is not None else game.deal


class VariantPage(QWidget):
    """One variant's figures above its recent games."""

    def __init__(self, variant: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = variant
        self.figures: dict[str, QLabel] = {}

        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(12)
        big = QFont()
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        for index, (key, caption) in enumerate(FIGURES):
            card = QFrame()
            card.setFrameShape(QFrame.Shape.StyledPanel)
            value = QLabel("0")
            value.setObjectName(key)
            value.setFont(big)
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label = QLabel(caption)
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            inner = QVBoxLayout(card)
            inner.addWidget(value)
            inner.addWidget(label)
            grid.addWidget(card, index // 3, index % 3)
            self.figures[key] = value

        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        for column in range(len(COLUMNS) - 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.empty = QLabel("No games of this variant have been finished yet.")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)

        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(QLabel("Recent games"))
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty, 1)

    def show_figures(self, stats: VariantStats, games: list[GameRecord]) -> None:
        for key, label in self.figures.items():
            label.setText(format_figure(key, stats))
        self.table.setRowCount(len(games))
        for row, game in enumerate(games):
            finished = game.finished_at.astimezone().strftime("%Y-%m-%d %H:%M")
            cells = (
                finished, RESULT_TEXT[game.result], str(game.moves), str(game.hints),
                describe_deal(game),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (2, 3):
                    item.setTextAlignment(NUMBER_ALIGNMENT)
                item.setToolTip(game.deal if column == 4 else "")
                self.table.setItem(row, column, item)
        # An empty table under a header row looks broken; say why it is empty instead.
        self.table.setVisible(bool(games))
        self.empty.setVisible(not games)


class StatisticsDialog(QDialog):
    """A tab per standard variant (and any other variant with games): figures, recent games,
    and a Reset button that asks first."""

    def __init__(self, store: StatisticsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle("Statistics")
        self.resize(620, 520)

        self.tabs = QTabWidget()
        self.pages: dict[str, VariantPage] = {}
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #a00000;")
        self.error.hide()

        names = [str(variant) for variant in STANDARD_VARIANTS]
        try:
            names += [name for name in store.variants() if name not in names]
        except StatisticsError as exc:
            self._show_error(exc)
        for name in names:
            page = VariantPage(name)
            self.pages[name] = page
            self.tabs.addTab(page, name)

        self.reset_button = QPushButton("Reset…")
        self.reset_button.setToolTip("Delete the recorded games of the variant shown")
        self.reset_button.clicked.connect(self.confirm_reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.refresh()

    def current_variant(self) -> str:
        return self.tabs.tabText(self.tabs.currentIndex())

    def show_variant(self, variant: str) -> None:
        """Open on the variant being played."""
        if variant in self.pages:
            self.tabs.setCurrentWidget(self.pages[variant])

    def refresh(self) -> None:
        try:
            for name, page in self.pages.items():
                page.show_figures(self.store.summary(name), self.store.history(name, RECENT_GAMES))
        except StatisticsError as exc:
            self._show_error(exc)

    def _show_error(self, exc: StatisticsError) -> None:
        self.error.setText(f"The statistics could not be read. {exc}")
        self.error.show()

    def confirm_reset(self) -> None:
        variant = self.current_variant()
        try:
            played = self.store.summary(variant).played
        except StatisticsError as exc:
            self._show_error(exc)
            return
        if not played:
            QMessageBox.information(self, "Reset statistics", f"No games of {variant} to reset.")
            return
        games = "game" if played == 1 else f"{played} games"
        answer = QMessageBox.question(
            self,
            "Reset statistics",
            f"Delete the recorded {games} of {variant}, with the streaks?\n"
            "This cannot be undone.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.store.reset(variant)
        except StatisticsError as exc:
            self._show_error(exc)
        self.refresh()
