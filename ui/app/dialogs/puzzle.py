"""Choosing an open-stack puzzle: a pack, then a puzzle from its list (level, solved mark),
with a preview of the whole stack. `PuzzleDialog.choose(parent)` returns the Puzzle or None."""

from __future__ import annotations

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLayout,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from puzzles.levels import LEVEL_TEXT
from puzzles.pack import Pack, Puzzle, shipped_packs
from ui.app.board.stack_view import StackView
from ui.app.language import tr
from ui.app.puzzle_progress import PuzzleProgress
from ui.app.readable import readable_selection
from ui.common import presenter

SOLVED_MARK = "\u2713"
DESCRIPTION_LINES = 3


def odds_words(chance: float) -> str:
    """A small chance as "1 in 1,234" (puzzles.measures.odds_text), in the app's language."""
    if not chance:
        return tr("never")
    return tr("1 in {count}").format(count=QLocale().toString(round(1 / chance)))


class PuzzleDialog(QDialog):
    def __init__(
        self,
        parent: QWidget | None = None,
        packs: list[Pack] | None = None,
        progress: PuzzleProgress | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Open-stack puzzles"))
        self.packs = shipped_packs() if packs is None else packs
        self.progress = progress or PuzzleProgress(self)

        self.pack_box = QComboBox()
        for _ in self.packs:
            self.pack_box.addItem("")
        self._label_packs()
        self.puzzle_list = QListWidget()
        self.puzzle_list.setMinimumHeight(220)
        self.description = QLabel()
        self.description.setWordWrap(True)
        # A level's words take up to three lines: room for them, so they never cover the list.
        lines = self.description.fontMetrics().lineSpacing() * DESCRIPTION_LINES
        self.description.setMinimumHeight(lines + 4)
        self.description.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.stack_view = StackView()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )

        layout = QVBoxLayout(self)
        # The window grows with what it shows (a 16-tile stack takes two rows), never letting
        # one part draw over another.
        layout.setSizeConstraint(QLayout.SizeConstraint.SetMinimumSize)
        intro = QLabel(tr("The whole stack is shown: find a play that makes the goal."))
        intro.setWordWrap(True)
        pack_label = QLabel(tr("Pack:"))
        pack_label.setBuddy(self.pack_box)  # the combo box is read by this name
        self.puzzle_list.setAccessibleName(tr("Puzzles of the pack"))
        readable_selection(self.puzzle_list)
        for widget in (intro, pack_label, self.pack_box, self.puzzle_list, self.description):
            layout.addWidget(widget)
        layout.addWidget(self.stack_view)
        layout.addWidget(self.buttons)

        self.pack_box.currentIndexChanged.connect(self._fill_list)
        self.puzzle_list.currentItemChanged.connect(self._show_selected)
        self.puzzle_list.itemDoubleClicked.connect(lambda _item: self.accept())
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.progress.changed.connect(self._progress_changed)
        self._fill_list(self.pack_box.currentIndex())
        self.setMinimumWidth(420)  # the level's words fit in three lines
        self.resize(max(self.width(), 480), self.height())

    def _label_packs(self) -> None:
        solved = self.progress.solved_ids()
        for i, pack in enumerate(self.packs):
            done = sum(p.id in solved for p in pack.puzzles)
            self.pack_box.setItemText(
                i,
                tr("{variant}: {done} of {v1} puzzles solved").format(
                    variant=presenter.variant_name(pack.variant), done=done, v1=len(pack.puzzles)
                ),
            )

    def _fill_list(self, index: int) -> None:
        self.puzzle_list.clear()
        if not 0 <= index < len(self.packs):
            self._show_selected(None)
            return
        solved = self.progress.solved_ids()
        for number, puzzle in enumerate(self.packs[index].puzzles, start=1):
            mark = f"  {SOLVED_MARK}" if puzzle.id in solved else ""
            item = QListWidgetItem(f"{number:>3}.  {tr(puzzle.level)}{mark}")
            item.setData(Qt.ItemDataRole.UserRole, puzzle)
            item.setToolTip(tr("{id}, deal {number}").format(id=puzzle.id, number=puzzle.number))
            self.puzzle_list.addItem(item)
        # Start at the first unsolved puzzle: that is what the player most likely wants next.
        first = next((i for i, p in enumerate(self.packs[index].puzzles) if p.id not in solved), 0)
        self.puzzle_list.setCurrentRow(first)

    def _show_selected(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        puzzle = self.selected_puzzle()
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(puzzle is not None)
        if puzzle is None:
            self.description.setText("")
            self.stack_view.set_stack(())
            return
        solved = tr(" Solved.") if self.progress.is_solved(puzzle.id) else ""
        self.description.setText(
            tr("<b>{level}</b>: {v1}{solved}<br>Random play wins {v2}.").format(
                level=tr(puzzle.level),
                v1=tr(LEVEL_TEXT[puzzle.level]),
                solved=solved,
                v2=odds_words(puzzle.measures.random_win),
            )
        )
        self.stack_view.set_stack(puzzle.deal)

    def _progress_changed(self, _puzzle_id: str) -> None:
        self._label_packs()
        row = self.puzzle_list.currentRow()
        self._fill_list(self.pack_box.currentIndex())
        if row >= 0:
            self.puzzle_list.setCurrentRow(row)  # keep the player's place

    def selected_puzzle(self) -> Puzzle | None:
        item = self.puzzle_list.currentItem()
        return None if item is None else item.data(Qt.ItemDataRole.UserRole)

    @classmethod
    def choose(cls, parent: QWidget | None = None, **kwargs: object) -> Puzzle | None:
        dialog = cls(parent, **kwargs)  # type: ignore[arg-type]
        if dialog.exec() == QDialog.DialogCode.Accepted:
            return dialog.selected_puzzle()
        return None
