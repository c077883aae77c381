"""The Statistics window: per variant the figures of random and numbered deals, the games
counted apart, recent games with their result, moves, hints and time; and how games count.
Review (a button, double-click or Enter on a row) opens the Review window on a game of the list
(ui/data/statistics_review.py says which games can be reviewed)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from solitaire.game import Game
from solitaire.variant import STANDARD_VARIANTS
from ui.app.language import QT_TR_NOOP, date_time, percent, tr
from ui.app.statistics.games_table import NUMBER_ALIGNMENT, GamesTable, labelled
from ui.app.statistics.link import open_statistics_store  # noqa: F401 (its old home)
from ui.app.statistics.reset_question import asked_reset
from ui.app.statistics.setting_words import (
    NO_GAMES,
    empty_text,
    recent_caption,
    waiting_words,
)
from ui.app.statistics.skill_chart import SkillPanel
from ui.app.tab_order import follow
from ui.app.tiles_ahead import ALL, chooser, select, short_words
from ui.common import presenter
from ui.data.statistics import (
    GameRecord,
    SourceCount,
    StatisticsError,
    StatisticsStore,
    VariantStats,
)
from ui.data.statistics_review import CAN_REVIEW, ReviewUnavailable, stored_game, why_not
from ui.data.statistics_words import (
    RESULT_REASON,
    RESULT_TEXT,
    UNREAD_FIGURE,
    counts_text,
    describe_deal,
    format_time,
    rules_html,
    unreadable_text,
)

RECENT_GAMES = 50
FIGURES = (
    ("played", QT_TR_NOOP("Played")),
    ("won", QT_TR_NOOP("Games won")),
    ("win_rate", QT_TR_NOOP("Win rate")),
    ("current_streak", QT_TR_NOOP("Current streak")),
    ("best_streak", QT_TR_NOOP("Best streak")),
    ("hints_used", QT_TR_NOOP("Hints used")),
)
CAPTIONS = dict(FIGURES)
RULES_TAB = QT_TR_NOOP("How games count")
# Opens the Review window: (the game, reviewed with the whole stack known?, the window over
# which it opens). The main window passes its own (practice from a move, not counted).
ReviewOpener = Callable[[Game, bool, QWidget, int], None]  # ... and the game's lookahead


def variant_tab(name: str) -> str:
    """A variant's tab: its name in the player's words ("Linea 3x3"), or as recorded."""
    return presenter.sentence(presenter.variant_name(name))


def format_figure(key: str, stats: VariantStats) -> str:
    value = getattr(stats, key)
    if key == "win_rate":
        return "–" if value is None else percent(value)
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
            value = QLabel(UNREAD_FIGURE)  # until the figures are read
            value.setObjectName(key)
            value.setFont(big)
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label = QLabel(tr(caption))
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

        self.games: list[GameRecord] = []  # the games of the list, row by row
        self.table = GamesTable()
        self.empty = QLabel(NO_GAMES)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)

        # The average skill loss and its chart (ui/app/statistics/skill_chart.py).
        self.skill = SkillPanel()

        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.counts)
        layout.addWidget(self.skill)
        self.caption = QLabel(recent_caption(None, 0))  # which setting the list shows
        self.caption.setWordWrap(True)
        self.caption.setBuddy(self.table)
        self.table.setAccessibleName(self.caption.text())  # the list is read by its caption
        layout.addWidget(self.caption)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty, 1)

    def show_figures(
        self,
        stats: VariantStats,
        counts: dict[str, SourceCount],
        games: list[GameRecord],
        setting: tuple[int | None, int] = (None, 0),
    ) -> None:
        """`setting`: the tiles shown ahead counted (None: every setting), and how many games
        of the variant were played under other settings."""
        for key, label in self.figures.items():
            label.setText(format_figure(key, stats))
            label.setToolTip("")
            label.setAccessibleName(f"{tr(CAPTIONS[key])}: {label.text()}")  # read with its caption
        self.empty.setText(empty_text(*setting))
        self.empty.setWordWrap(True)
        self.caption.setText(recent_caption(*setting))
        self.table.setAccessibleName(self.caption.text())
        self.counts.setText(counts_text(counts))
        self.games = list(games)
        self.table.setRowCount(len(games))
        for row, game in enumerate(games):
            finished = date_time(game.finished_at)
            cells = (
                finished, tr(RESULT_TEXT[game.result]), str(game.moves), str(game.hints),
                format_time(game.seconds), str(game.lookahead), describe_deal(game),
            )  # fmt: skip
            review = why_not(game) or tr(CAN_REVIEW)
            ahead = short_words(game.lookahead)
            tips = (review, tr(RESULT_REASON[game.result]), "", "", "", ahead, game.deal)
            for column, (text, tip) in enumerate(zip(cells, tips, strict=True)):
                item = QTableWidgetItem(text)
                if column in (2, 3, 4, 5):
                    item.setTextAlignment(NUMBER_ALIGNMENT)
                item.setToolTip(tip)
                self.table.setItem(row, column, item)
        # An empty table under a header row looks broken; say why it is empty instead.
        self.table.setVisible(bool(games))
        self.empty.setVisible(not games)

    def show_unreadable(self, error: StatisticsError) -> None:
        """The file cannot be read (locked, damaged): say so where the figures go."""
        for key, label in self.figures.items():
            label.setText(UNREAD_FIGURE)
            label.setToolTip(tr("Cannot be read just now"))
            label.setAccessibleName(f"{tr(CAPTIONS[key])}: {label.text()}")
        self.counts.setText("")
        self.skill.hide()
        self.games = []
        self.table.setRowCount(0)
        self.table.hide()
        self.empty.setWordWrap(True)
        self.empty.setText(unreadable_text(error.busy, error.damaged))
        self.empty.show()

    def selected_game(self) -> GameRecord | None:
        """The game of the selected row, if a row is selected."""
        rows = {index.row() for index in self.table.selectionModel().selectedRows()}
        row = self.table.currentRow()
        return self.games[row] if row in rows and 0 <= row < len(self.games) else None


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
    scroll.setAccessibleName(tr(RULES_TAB))  # it takes the focus, to scroll by keys
    return scroll


class StatisticsDialog(QDialog):
    """A tab per standard variant (and any other variant with games): figures, recent games,
    Review game for the selected one, and a Reset button that asks first. `on_review` opens the
    Review window (the main window's, with practice); without it, a plain one opens here."""

    def __init__(
        self,
        store: StatisticsStore,
        parent: QWidget | None = None,
        *,
        on_review: ReviewOpener | None = None,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.on_review = on_review
        self.review_dialog: QDialog | None = None  # a Review window opened here (no opener)
        self.setWindowTitle(tr("Statistics"))
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
            self.tabs.addTab(page, variant_tab(name))
            page.table.reviewRequested.connect(self.review_selected)
            page.table.itemSelectionChanged.connect(self._selection_changed)
        self.rules = rules_page()
        self.tabs.addTab(self.rules, tr(RULES_TAB))
        self.tabs.currentChanged.connect(self._tab_changed)
        # Games finished while the file was busy or damaged: kept, and said so.
        self.waiting = QLabel()
        self.waiting.setWordWrap(True)
        self.waiting.hide()

        # Games are counted apart per "Tiles shown ahead" setting: the figures of one, or of all.
        self.lookahead = chooser(self, with_all=True)
        self.lookahead.currentIndexChanged.connect(lambda _index: self.refresh())
        layout = QVBoxLayout(self)
        layout.addLayout(labelled(tr("Tiles shown ahead:"), self.lookahead))
        layout.addWidget(self.tabs)
        layout.addWidget(self.waiting)
        layout.addWidget(self.error)
        buttons = self._buttons()
        layout.addWidget(buttons)
        follow(self.lookahead, self.tabs, buttons)  # the tabs' own controls, then the buttons
        self.refresh()

    def _buttons(self) -> QDialogButtonBox:
        self.reset_button = QPushButton(tr("Reset…"))
        self.reset_button.setToolTip(tr("Delete the recorded games of the variant shown"))
        self.reset_button.clicked.connect(self.confirm_reset)
        self.review_button = QPushButton(tr("Review game"))
        self.review_button.setAutoDefault(False)
        self.review_button.clicked.connect(self.review_selected)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        return buttons

    def current_variant(self) -> str:
        return self.tabs.tabText(self.tabs.currentIndex())

    def show_variant(self, variant: str) -> None:
        """Open on the variant being played."""
        if variant in self.pages:
            self.tabs.setCurrentWidget(self.pages[variant])

    def show_lookahead(self, lookahead: int) -> None:
        """Count the games of one "Tiles shown ahead" setting (that of the game played)."""
        select(self.lookahead, lookahead)

    def _tab_changed(self) -> None:
        self.reset_button.setEnabled(self.tabs.currentWidget() is not self.rules)
        self._selection_changed()

    # -- review ------------------------------------------------------------------------------

    def selected_game(self) -> GameRecord | None:
        page = self.tabs.currentWidget()
        return page.selected_game() if isinstance(page, VariantPage) else None

    def _selection_changed(self) -> None:
        """Review is offered for the selected game when it can be reviewed; else the tooltip
        of the (disabled) button says why."""
        reason = why_not(self.selected_game())
        self.review_button.setEnabled(reason is None)
        self.review_button.setToolTip(reason or tr(CAN_REVIEW))

    def review_selected(self) -> None:
        """Open the Review window on the selected game (or say why it cannot be reviewed)."""
        game = self.selected_game()
        if game is None:
            return
        try:
            played = stored_game(self.store, game)
        except ReviewUnavailable as exc:
            QMessageBox.warning(self, tr("Cannot review this game"), str(exc))
            return
        except StatisticsError as exc:
            self._show_error(exc)
            return
        clairvoyant = game.source == "puzzle"  # a puzzle is played with the stack known
        if self.on_review is not None:
            self.on_review(played, clairvoyant, self, game.lookahead)
            return
        from ui.app.dialogs.review import ReviewDialog

        if self.review_dialog is not None:
            self.review_dialog.close()
        self.review_dialog = ReviewDialog(
            played.variant,
            played.deal,
            list(played.moves),
            self,
            clairvoyant=clairvoyant,
            lookahead=game.lookahead,
        )
        self.review_dialog.show()

    def refresh(self) -> None:
        pending = self.store.pending
        if pending:
            self.waiting.setText(waiting_words(pending, self.store.only_in_memory))
        self.waiting.setVisible(bool(pending))
        chosen = self.lookahead.currentData()
        ahead = None if chosen in (None, ALL) else int(chosen)
        try:
            for name, page in self.pages.items():
                games = self.store.games(name)
                page.show_figures(
                    self.store.summary(name, lookahead=ahead),
                    self.store.counts(name, ahead),
                    self.store.history(name, RECENT_GAMES, lookahead=ahead),
                    (ahead, sum(ahead not in (None, g.lookahead) for g in games)),
                )
                page.skill.show_games([g for g in games if ahead in (None, g.lookahead)])
                page.skill.show()
        except StatisticsError as exc:
            self._show_error(exc)
            for page in self.pages.values():
                page.show_unreadable(exc)
        self._selection_changed()

    def _show_error(self, exc: StatisticsError) -> None:
        self.error.setText(tr("The statistics could not be read. {exc}").format(exc=exc))
        self.error.show()

    def confirm_reset(self) -> None:
        variant = self.current_variant()
        try:
            # Every game of the variant goes, the ones counted apart too.
            played = sum(count.played for count in self.store.counts(variant).values())
        except StatisticsError as exc:
            self._show_error(exc)
            return
        if not asked_reset(self, variant, played):
            return
        try:
            self.store.reset(variant)
        except StatisticsError as exc:
            self._show_error(exc)
        self.refresh()
