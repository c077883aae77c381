"""What becomes of each attempt (Outcomes): the session reports every outcome once; each is
recorded in the statistics (with the game's skill loss and luck when the fair-play table is at
hand), marks a puzzle solved, and is announced with where its review is."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from solitaire.file_words import why
from solitaire.session import Report
from ui.app.language import tr
from ui.app.puzzle_mode import PuzzleMode
from ui.app.statistics.link import StatisticsLink
from ui.app.window.table import Table
from ui.app.window.view import View
from ui.common import solver_bridge
from ui.data.statistics_words import RESULT_TEXT


class Outcomes(QObject):
    """Records `table`'s reports into `stats_link`. `gameFinished` is emitted once per attempt
    with 'won', 'lost', 'stuck', 'conceded' or 'abandoned'.

    A game is recorded the moment it ends, even while the forced fills of its last move are
    still being shown (or wait for the player's clicks): closing the app or losing it then must
    not lose the game. What is said about it (the puzzle's tick, where its review is) and
    `gameFinished` wait until the fills have been shown (`deliver(quiet=True)`)."""

    gameFinished = Signal(str)

    def __init__(
        self, table: Table, view: View, stats_link: StatisticsLink, puzzles: PuzzleMode
    ) -> None:
        super().__init__(view.window)
        self.table, self.view = table, view
        self.stats_link, self.puzzles = stats_link, puzzles
        # The puzzle progress file found damaged (another window changed it) is said at once.
        puzzles.progress.problem.connect(lambda text: view.show_message(text, error=True))
        # A puzzle solved in another window shows its tick when the player comes back here.
        puzzles.progress.watch(view.window)
        puzzles.progress.elsewhere.connect(view.refresh)
        self._unsaid: list[tuple[Report, list[tuple[str, bool]]]] = []  # recorded, not said

    def deliver(self, reports: list[Report] | None = None, *, quiet: bool = False) -> None:
        """Record what the session reported (each attempt's outcome, once), at once; say it
        now, or, while `quiet` (fills still shown), at the next delivery that is not."""
        for report in self.table.session.take_reports() if reports is None else reports:
            self._unsaid.append((report, self._record(self.with_skill(report))))
        if not quiet:
            self._say()

    def _say(self) -> None:
        unsaid, self._unsaid = self._unsaid, []
        for report, words in unsaid:
            for text, error in words:
                if (text, error) != (self.view.message, self.view.message_is_error):
                    self.view.show_message(text, error=error)  # (not said twice)
            self.gameFinished.emit(report.result)
            if not words:  # the statistics or a puzzle had nothing to say
                self.offer_review(report)

    def statistics_store(self) -> Any | None:
        """The statistics store (opened on first use; a damaged file is offered for moving
        aside). Never None: when the file cannot be used, games wait beside it."""
        return self.stats_link.store()

    def _record(self, report: Report) -> list[tuple[str, bool]]:
        """The puzzle's tick and the statistics written; what to say of them (text, error)."""
        words: list[tuple[str, bool]] = []
        puzzle = self.puzzles.puzzle
        if report.won and puzzle is not None and puzzle.id == report.puzzle:
            try:
                first = self.puzzles.mark_solved()
            except OSError as exc:  # the game is still recorded below
                text = tr(
                    "The puzzle is solved, but its tick could not be saved in {name}: {v1}."
                ).format(name=self.puzzles.progress.path.name, v1=why(exc))
                return [(text, True), *self._record_game(report)]
            words.append(
                (
                    (tr("Puzzle solved: marked \u2713. ") if first else tr("Solved again. "))
                    + tr("Next unsolved puzzle (Ctrl+Shift+N) carries on."),
                    False,
                )
            )
        return words + self._record_game(report)

    def _record_game(self, report: Report) -> list[tuple[str, bool]]:
        before = (self.view.message, self.view.message_is_error)
        try:  # never blocks and never drops the game: a locked or damaged file makes it wait
            report.record_into(self.stats_link)
        except (ValueError, OSError) as exc:
            reason = why(exc) if isinstance(exc, OSError) else str(exc)
            text = tr("Could not record the game in the statistics: {reason}.")
            return [(text.format(reason=reason), True)]
        now = (self.view.message, self.view.message_is_error)
        return [now] if now != before else []  # what the statistics said (a game waits...)

    def offer_review(self, report: Report) -> None:
        """After a game ends (not a puzzle), say where its review is."""
        if report.puzzle is None and report.result in ("won", "lost", "stuck"):
            word = tr(RESULT_TEXT[report.result])
            self.view.show_message(
                tr(
                    "{word}. Game ▸ Review game (Ctrl+Shift+R) shows where the chances went."
                ).format(word=word)
            )

    def with_skill(self, report: Report) -> Report:
        """The report with the game's skill loss and luck when the table is at hand."""
        session = self.table.session
        if report.attempt != session.attempt or not session.game.moves or session.puzzle:
            return report  # (a puzzle is played open-stack: fair-play figures do not fit it)
        game = session.game
        figures = solver_bridge.skill_figures(
            game.variant, game.deal, list(game.moves), session.lookahead
        )
        if figures is None:
            return report
        return report.with_skill(*figures)
