"""The Statistics window: per variant the figures of random and numbered deals, the games
counted apart, recent games with their result, moves, hints and time; and how games count."""

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
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from solitaire.variant import STANDARD_VARIANTS
from ui.statistics import (
    GameRecord,
    SourceCount,
    StatisticsError,
    StatisticsStore,
    VariantStats,
)
from ui.statistics_link import open_statistics_store  # noqa: F401 (its old home)
from ui.statistics_words import (
    RESULT_REASON,
    RESULT_TEXT,
    counts_text,
    describe_deal,
    format_time,
    rules_html,
)

RECENT_GAMES = 50
FIGURES = (
    ("played", "Played"),
    ("won", "Won"),
    ("win_rate", "Win rate"),
    ("current_streak", "Current streak"),
    ("best_streak", "Best streak"),
    ("hints_used", "Hints used"),
)
NUMBER_ALIGNMENT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
COLUMNS = ("Finished", "Result", "Moves", "Hints", "Time", "Deal")
RULES_TAB = "How games count"


def format_figure(key: str, stats: VariantStats) -> str:
    value = getattr(stats, key)
    if key == "win_rate":
        return "–" if value is None else f"{value:.0%}"
    return str(value)


class VariantPage(QWidget):
    """One variant's figures (random and numbered deals), the games counted apart, and its
    recent games with their result, moves, hints and time."""

    def __init__(self, variant: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = variant
        self.figures: dict[str, QLabel] = {}

        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(8)
        big = QFont()
        big.setPointSizeF(big.pointSizeF() * 1.5)
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
            inner.setContentsMargins(4, 4, 4, 4)
            inner.setSpacing(0)
            inner.addWidget(value)
            inner.addWidget(label)
            grid.addWidget(card, index // 3, index % 3)
            self.figures[key] = value

        # Which games the figures count, and the others with their own counts.
        self.counts = QLabel()
        self.counts.setWordWrap(True)
        self.counts.setTextFormat(Qt.TextFormat.RichText)

        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(COLUMNS)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        for column in range(len(COLUMNS) - 1):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(len(COLUMNS) - 1, QHeaderView.ResizeMode.Stretch)
        self.empty = QLabel("No games of this variant have been finished yet.")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)

        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.counts)
        layout.addWidget(QLabel("Recent games (all kinds of deal; hover for the reason)"))
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty, 1)

    def show_figures(
        self, stats: VariantStats, counts: dict[str, SourceCount], games: list[GameRecord]
    ) -> None:
        for key, label in self.figures.items():
            label.setText(format_figure(key, stats))
        self.counts.setText(counts_text(counts))
        self.table.setRowCount(len(games))
        for row, game in enumerate(games):
            finished = game.finished_at.astimezone().strftime("%Y-%m-%d %H:%M")
            cells = (
                finished, RESULT_TEXT[game.result], str(game.moves), str(game.hints),
                format_time(game.seconds), describe_deal(game),
            )  # fmt: skip
            tips = ("", RESULT_REASON[game.result], "", "", "", game.deal)
            for column, (text, tip) in enumerate(zip(cells, tips, strict=True)):
                item = QTableWidgetItem(text)
                if column in (2, 3, 4):
                    item.setTextAlignment(NUMBER_ALIGNMENT)
                item.setToolTip(tip)
                self.table.setItem(row, column, item)
        # An empty table under a header row looks broken; say why it is empty instead.
        self.table.setVisible(bool(games))
        self.empty.setVisible(not games)


def rules_page() -> QWidget:
    """How games are counted, in words (the same rules as docs/ui.md)."""
    text = QLabel(rules_html())
    text.setWordWrap(True)
    text.setTextFormat(Qt.TextFormat.RichText)
    text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    text.setObjectName("rules")
    text.setMargin(10)
    scroll = QScrollArea()
    scroll.setWidget(text)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    return scroll


class StatisticsDialog(QDialog):
    """A tab per standard variant (and any other variant with games): figures, recent games,
    and a Reset button that asks first."""

    def __init__(self, store: StatisticsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle("Statistics")
        self.resize(640, 540)

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
        self.rules = rules_page()
        self.tabs.addTab(self.rules, RULES_TAB)
        self.tabs.currentChanged.connect(self._tab_changed)
        # Games finished while the file was busy or damaged: kept, and said so.
        self.waiting = QLabel()
        self.waiting.setWordWrap(True)
        self.waiting.hide()

        self.reset_button = QPushButton("Reset…")
        self.reset_button.setToolTip("Delete the recorded games of the variant shown")
        self.reset_button.clicked.connect(self.confirm_reset)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.waiting)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.refresh()

    def current_variant(self) -> str:
        return self.tabs.tabText(self.tabs.currentIndex())

    def show_variant(self, variant: str) -> None:
        """Open on the variant being played."""
        if variant in self.pages:
            self.tabs.setCurrentWidget(self.pages[variant])

    def _tab_changed(self) -> None:
        self.reset_button.setEnabled(self.tabs.currentWidget() is not self.rules)

    def refresh(self) -> None:
        pending = self.store.pending
        if pending:
            games = "1 finished game waits" if pending == 1 else f"{pending} finished games wait"
            self.waiting.setText(f"{games} to be recorded (the file is busy or damaged); kept.")
        self.waiting.setVisible(bool(pending))
        try:
            for name, page in self.pages.items():
                page.show_figures(
                    self.store.summary(name),
                    self.store.counts(name),
                    self.store.history(name, RECENT_GAMES),
                )
        except StatisticsError as exc:
            self._show_error(exc)

    def _show_error(self, exc: StatisticsError) -> None:
        self.error.setText(f"The statistics could not be read. {exc}")
        self.error.show()

    def confirm_reset(self) -> None:
        variant = self.current_variant()
        try:
            # Every game of the variant goes, the ones counted apart too.
            played = sum(count.played for count in self.store.counts(variant).values())
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
            f"Delete the recorded {games} of {variant}, with the streaks?\nThis cannot be undone.",
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
