"""The statistics' counting rules (solitaire.tally), one copy for the desktop, the command line
and the web page."""

from __future__ import annotations

from solitaire.tally import figures, first_reports


def test_streaks_run_in_recorded_order():
    games = [("won", 0), ("won", 2), ("lost", 0), ("won", 1), ("won", 0), ("won", 0)]
    found = figures(games)
    assert (found.played, found.won, found.current_streak, found.best_streak) == (6, 5, 3, 3)
    assert found.hints_used == 3
    assert found.win_rate == 5 / 6
    ended = figures([*games, ("abandoned", 0)])
    assert (ended.current_streak, ended.best_streak) == (0, 3)


def test_no_games():
    found = figures([])
    assert (found.played, found.won, found.current_streak, found.best_streak) == (0, 0, 0, 0)
    assert found.win_rate is None


def test_an_attempt_counts_once_and_its_first_report_stands():
    reports = [("a", "won"), ("b", "lost"), ("a", "lost"), (None, "won"), (None, "won")]
    kept = first_reports(reports, lambda r: r[0])
    assert kept == [("a", "won"), ("b", "lost"), (None, "won"), (None, "won")]
