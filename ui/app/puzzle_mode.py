"""Open-stack puzzle play in the main window: which puzzle is being played, the solved marks,
which puzzle comes next, and the words the window shows about it. Qt-light on purpose: the
window asks this object, and shows the answers; the rules stay with the engine."""

from __future__ import annotations

import html

from PySide6.QtCore import QObject, QSettings

from puzzles.levels import LEVEL_TEXT
from puzzles.pack import Pack, Puzzle, shipped_packs
from solitaire.errors import TraxError
from ui.app.dialogs.puzzle import SOLVED_MARK
from ui.app.language import tr
from ui.app.puzzle_progress import PuzzleProgress
from ui.common.presenter import variant_name, variant_words

# Where the last puzzle played is kept, so "Next unsolved puzzle" carries on in the same pack
# after a restart of the app.
LAST_PUZZLE_KEY = "puzzles/last"


class PuzzleMode(QObject):
    """The puzzle being played (None in an ordinary hidden-stack game)."""

    def __init__(
        self,
        parent: QObject | None = None,
        progress: PuzzleProgress | None = None,
        packs: list[Pack] | None = None,
    ) -> None:
        super().__init__(parent)
        self.progress = progress or PuzzleProgress(self)
        self.puzzle: Puzzle | None = None
        self._packs = packs

    @property
    def active(self) -> bool:
        return self.puzzle is not None

    def packs(self) -> list[Pack]:
        """The shipped packs, read on first use: an ordinary game never pays for them."""
        if self._packs is None:
            try:
                self._packs = shipped_packs()
            except TraxError:
                self._packs = []  # a damaged pack must not stop the app; the menu says so
        return self._packs

    def begin(self, puzzle: Puzzle | None) -> None:
        """Enter puzzle mode with this puzzle, or leave it (None)."""
        self.puzzle = puzzle
        if puzzle is not None:
            QSettings().setValue(LAST_PUZZLE_KEY, puzzle.id)

    def last_played(self) -> Puzzle | None:
        wanted = QSettings().value(LAST_PUZZLE_KEY, "")
        return self.by_id(str(wanted)) if wanted else None

    def by_id(self, puzzle_id: str) -> Puzzle | None:
        for pack in self.packs():
            for puzzle in pack.puzzles:
                if puzzle.id == puzzle_id:
                    return puzzle
        return None

    def pack_of(self, puzzle: Puzzle) -> Pack | None:
        return next((p for p in self.packs() if puzzle in p.puzzles), None)

    def number_in_pack(self, puzzle: Puzzle) -> tuple[int, int]:
        """(1-based number, pack size), as the dialog lists them."""
        pack = self.pack_of(puzzle)
        if pack is None:
            return 0, 0
        return pack.puzzles.index(puzzle) + 1, len(pack.puzzles)

    def next_unsolved(self) -> Puzzle | None:
        """The first unsolved puzzle after the current (or last played) one in its pack, then
        in the other packs; None when every puzzle is solved."""
        solved = self.progress.solved_ids()
        after = self.puzzle or self.last_played()
        packs = self.packs()
        order: list[Puzzle] = []
        if after is not None and (pack := self.pack_of(after)) is not None:
            start = pack.puzzles.index(after) + 1
            order += list(pack.puzzles[start:]) + list(pack.puzzles[:start])
            index = packs.index(pack)
            packs = packs[index + 1 :] + packs[:index]
        for pack in packs:
            order += pack.puzzles
        return next((p for p in order if p.id not in solved and p != self.puzzle), None)

    def mark_solved(self) -> bool:
        """Mark the current puzzle solved; True if it was not solved before."""
        if self.puzzle is None or self.progress.is_solved(self.puzzle.id):
            return False
        self.progress.mark_solved(self.puzzle.id)
        return True

    # -- words for the window ----------------------------------------------------------------

    def title(self) -> str:
        assert self.puzzle is not None
        number, total = self.number_in_pack(self.puzzle)
        return tr("Puzzle {number} of {total}").format(number=number, total=total)

    def subtitle(self) -> str:
        assert self.puzzle is not None
        # The level is told just below, with what it means (about_html).
        return tr("{variant} · deal #{number}").format(
            variant=variant_words(self.puzzle.variant), number=self.puzzle.number
        )

    def window_title(self) -> str:
        assert self.puzzle is not None
        number, _total = self.number_in_pack(self.puzzle)
        return tr("{variant} puzzle {number} ({level})").format(
            variant=variant_name(self.puzzle.variant), number=number, level=tr(self.puzzle.level)
        )

    def about_html(self) -> str:
        """The level and what it means, and the solved mark."""
        assert self.puzzle is not None
        level = self.puzzle.level
        solved = (
            tr(" <span style='color:#8fe39f'>{SOLVED_MARK} Solved</span>").format(
                SOLVED_MARK=SOLVED_MARK
            )
            if self.progress.is_solved(self.puzzle.id)
            else ""
        )
        return tr("<b>Open-stack puzzle, {v1}</b>{solved}<br><small>{v2}</small>").format(
            v1=html.escape(tr(level)),
            solved=solved,
            v2=html.escape(tr(LEVEL_TEXT[level]) if level in LEVEL_TEXT else ""),
        )
