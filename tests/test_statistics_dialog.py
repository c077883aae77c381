"""The Statistics window shows the store's figures, resets only on confirmation, and the
store opener asks before moving a damaged file aside."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.ui_helpers import Boxes
from ui.app.statistics.dialog import StatisticsDialog, open_statistics_store
from ui.data.statistics import FILE_NAME, StatisticsStore

DEAL = "NS ES NW EW EW SW NE NS ES"
Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatisticsStore]:
    with StatisticsStore(tmp_path / FILE_NAME) as opened:
        yield opened


def record(store: StatisticsStore, variant: str, results: str, hints: int = 1) -> None:
    for moves, result in enumerate(results.split(), start=8):
        store.record_game(
            variant,
            result == "won",
            hints,
            moves,
            DEAL,
            number=moves,
            result=result,
            finished_at=datetime(2025, 3, 1, 10, moves, tzinfo=UTC),
        )


def figures(dialog: StatisticsDialog, variant: str) -> dict[str, str]:
    return {key: label.text() for key, label in dialog.pages[variant].figures.items()}


def test_figures_per_variant(qtbot, store: StatisticsStore) -> None:
    record(store, "3x3 line", "won won lost won won won stuck won")
    record(store, "4x4 loop", "lost won", hints=4)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())] == [
        "3x3 line",
        "4x4 line",
        "4x4 loop",
        "How games count",
    ]
    assert figures(dialog, "3x3 line") == {
        "played": "8",
        "won": "6",
        "win_rate": "75%",
        "current_streak": "1",
        "best_streak": "3",
        "hints_used": "8",
    }
    assert figures(dialog, "4x4 loop") == {
        "played": "2",
        "won": "1",
        "win_rate": "50%",
        "current_streak": "1",
        "best_streak": "1",
        "hints_used": "8",
    }
    assert figures(dialog, "4x4 line")["win_rate"] == "–"
    assert figures(dialog, "4x4 line")["played"] == "0"


def test_recent_games_table(qtbot, store: StatisticsStore) -> None:
    record(store, "3x3 line", "won stuck")
    store.record_game("3x3 line", False, 0, 3, DEAL)  # a deal without a number
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    table = dialog.pages["3x3 line"].table
    rows = [[table.item(r, c).text() for c in (1, 2, 3, 4, 6)] for r in range(table.rowCount())]
    # column 5, Ahead: every game here was played with the printed rules (1 tile shown ahead)
    assert {table.item(r, 5).text() for r in range(table.rowCount())} == {"1"}
    assert rows == [
        ["Lost", "3", "0", "0:00", "Random"],
        ["Stuck", "9", "1", "0:00", "Numbered No. 9"],
        ["Won", "8", "1", "0:00", "Numbered No. 8"],
    ]
    assert table.item(0, 6).toolTip() == DEAL
    assert table.item(1, 0).text().startswith("2025-03-01")
    assert not dialog.pages["3x3 line"].empty.isVisibleTo(dialog)
    assert dialog.pages["4x4 loop"].empty.isVisibleTo(dialog.pages["4x4 loop"])


def test_other_variants_with_games_get_a_tab(qtbot, store: StatisticsStore) -> None:
    record(store, "5x5 line", "won")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.tabs.tabText(3) == "5x5 line"
    assert figures(dialog, "5x5 line")["won"] == "1"


def test_reset_asks_and_resets_only_the_variant_shown(
    qtbot, store: StatisticsStore, boxes: Boxes
) -> None:
    record(store, "3x3 line", "won won")
    record(store, "4x4 loop", "won")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.show_variant("3x3 line")

    boxes.answers.append(No)
    dialog.reset_button.click()
    assert "2 games of 3x3 line" in boxes.shown[-1]
    assert store.summary("3x3 line").played == 2
    assert figures(dialog, "3x3 line")["played"] == "2"

    boxes.answers.append(Yes)
    dialog.reset_button.click()
    assert store.summary("3x3 line").played == 0
    assert figures(dialog, "3x3 line")["played"] == "0"
    assert store.summary("4x4 loop").played == 1


def test_opener_moves_a_damaged_file_aside_only_when_the_player_agrees(
    tmp_path: Path, boxes: Boxes
) -> None:
    path = tmp_path / FILE_NAME
    garbage = b"\x00garbage\xff" * 300
    path.write_bytes(garbage)

    boxes.answers.append(No)
    kept = open_statistics_store(path=path)  # games wait beside the file, never written into it
    assert kept.problem.damaged
    kept.record_game("3x3 line", False, 0, 4, DEAL, result="abandoned")
    kept.close()
    assert str(path) in boxes.shown[-1]
    assert path.read_bytes() == garbage

    boxes.answers.append(Yes)
    store = open_statistics_store(path=path)
    assert store.problem is None
    store.record_game("3x3 line", True, 0, 9, DEAL)
    # The game kept while the player said No is in the new file too, before this one.
    assert [g.result for g in store.games()] == ["abandoned", "won"]
    store.close()
    (aside,) = tmp_path.glob(FILE_NAME + ".damaged-*")
    assert aside.read_bytes() == garbage
    assert str(aside) in boxes.shown[-1]


def test_opener_does_not_offer_to_move_a_file_that_is_only_newer(
    tmp_path: Path, boxes: Boxes
) -> None:
    import sqlite3

    path = tmp_path / FILE_NAME
    StatisticsStore(path).close()
    with sqlite3.connect(path) as other:
        other.execute("PRAGMA user_version = 7")
    assert open_statistics_store(path=path).problem is not None
    assert "newer version" in boxes.shown[-1]
    assert list(tmp_path.glob("*.damaged-*")) == []


def test_games_counted_apart_their_reasons_times_and_puzzle_ids(
    qtbot, store: StatisticsStore
) -> None:
    store.record_game("3x3 line", True, 0, 9, DEAL, number=4, seconds=65)
    store.record_game("3x3 line", True, 2, 9, DEAL, puzzle="3x3-line-004", seconds=3725)
    store.record_game("3x3 line", False, 0, 4, DEAL, source="daily", result="abandoned")
    store.record_game("3x3 line", False, 1, 6, DEAL, source="deal", result="conceded")
    store.record_game("3x3 line", False, 0, 5, DEAL, number=77, source="graded", result="stuck")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    page = dialog.pages["3x3 line"]
    # Only the numbered deal feeds the figures; the others are counted apart, by kind.
    assert figures(dialog, "3x3 line")["played"] == "1"
    assert figures(dialog, "3x3 line")["win_rate"] == "100%"
    text = page.counts.text()
    assert "In the figures: random deals 0, numbered deals 1 (1 won)." in text
    assert (
        "Counted apart: pasted deals 1 (0 won), deals of the day 1 (0 won), "
        "graded deals 1 (0 won), puzzles 1 (1 won)." in text
    )
    table = page.table
    rows = [[table.item(r, c).text() for c in (1, 2, 3, 4, 6)] for r in range(table.rowCount())]
    # column 5, Ahead: every game here was played with the printed rules (1 tile shown ahead)
    assert {table.item(r, 5).text() for r in range(table.rowCount())} == {"1"}
    assert rows == [
        ["Stuck", "5", "0", "0:00", "Graded No. 77"],
        ["Conceded", "6", "1", "0:00", "Pasted"],
        ["Abandoned", "4", "0", "0:00", "Deal of the day"],
        ["Won", "9", "2", "1:02:05", "Puzzle 3x3-line-004"],
        ["Won", "9", "0", "1:05", "Numbered No. 4"],
    ]
    assert "tile in hand" in table.item(0, 1).toolTip()  # the result's reason
    assert "counted as a loss" in table.item(2, 1).toolTip()


def test_the_rules_are_shown_in_words(qtbot, store: StatisticsStore) -> None:
    from PySide6.QtWidgets import QLabel

    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    dialog.tabs.setCurrentWidget(dialog.rules)
    assert not dialog.reset_button.isEnabled()
    text = dialog.rules.findChild(QLabel, "rules").text()
    for words in (
        "counted once",
        "Undo after a win, Restart and redo never count",
        "not a loss",
        "random and numbered deals</b> only",
        "moves, hints, time played and result",
    ):
        assert words in text


def test_waiting_games_are_shown(qtbot, tmp_path: Path) -> None:
    import sqlite3

    path = tmp_path / FILE_NAME
    store = StatisticsStore(path)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")
    store.record_game("3x3 line", True, 0, 9, DEAL)
    other.execute("ROLLBACK")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.waiting.isVisibleTo(dialog) and "1 finished game waits" in dialog.waiting.text()
    other.close()
    store.close()


def test_reset_deletes_every_kind_of_game_of_the_variant(
    qtbot, store: StatisticsStore, boxes: Boxes
) -> None:
    store.record_game("3x3 line", True, 0, 9, DEAL, puzzle="3x3-line-001")
    store.record_game("3x3 line", True, 0, 9, DEAL)
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    boxes.answers.append(Yes)
    dialog.reset_button.click()
    assert "2 games of 3x3 line" in boxes.shown[-1]
    assert store.games() == []


@pytest.mark.parametrize("size", [None, (800, 600)])
def test_every_label_fits_at_default_size_and_800x600(qtbot, store: StatisticsStore, size) -> None:
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QLabel, QPushButton

    store.record_game("3x3 line", True, 0, 9, DEAL, puzzle="3x3-line-004", seconds=3725)
    store.record_game("3x3 line", False, 0, 4, DEAL, source="daily", result="abandoned")
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    if size is not None:
        dialog.resize(*size)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 800 and dialog.height() <= 600
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        qtbot.wait(10)
        for label in dialog.findChildren(QLabel):
            if label.isVisible() and label.text():
                assert label.width() >= label.minimumSizeHint().width(), label.text()
                assert label.height() >= label.heightForWidth(label.width()), label.text()
        for button in dialog.findChildren(QPushButton):
            if button.isVisible():
                corner = button.mapTo(dialog, QPoint(0, 0))
                assert dialog.rect().contains(QRect(corner, button.size())), button.text()
