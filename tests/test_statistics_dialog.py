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

from ui.statistics import FILE_NAME, StatisticsStore
from ui.statistics_dialog import StatisticsDialog, open_statistics_store

DEAL = "NS ES NW EW EW SW NE NS ES"
Yes, No = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


@pytest.fixture
def store(tmp_path: Path) -> Iterator[StatisticsStore]:
    with StatisticsStore(tmp_path / FILE_NAME) as opened:
        yield opened


class MessageBoxes:
    """Stands in for QMessageBox's static functions: records each text, answers from a list."""

    def __init__(self) -> None:
        self.shown: list[str] = []
        self.answers: list[QMessageBox.StandardButton] = []

    def question(self, parent, title, text, *args, **kwargs) -> QMessageBox.StandardButton:
        self.shown.append(text)
        return self.answers.pop(0)

    def note(self, parent, title, text, *args, **kwargs) -> QMessageBox.StandardButton:
        self.shown.append(text)
        return QMessageBox.StandardButton.Ok


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> MessageBoxes:
    fake = MessageBoxes()
    monkeypatch.setattr(QMessageBox, "question", fake.question)
    monkeypatch.setattr(QMessageBox, "information", fake.note)
    monkeypatch.setattr(QMessageBox, "warning", fake.note)
    return fake


def record(store: StatisticsStore, variant: str, results: str, hints: int = 1) -> None:
    for moves, result in enumerate(results.split(), start=8):
        store.record_game(
            variant, result == "won", hints, moves, DEAL, number=moves, result=result,
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
        "3x3 line", "4x4 line", "4x4 loop",
    ]
    assert figures(dialog, "3x3 line") == {
        "played": "8", "won": "6", "win_rate": "75%", "current_streak": "1",
        "best_streak": "3", "hints_used": "8",
    }
    assert figures(dialog, "4x4 loop") == {
        "played": "2", "won": "1", "win_rate": "50%", "current_streak": "1",
        "best_streak": "1", "hints_used": "8",
    }
    assert figures(dialog, "4x4 line")["win_rate"] == "–"
    assert figures(dialog, "4x4 line")["played"] == "0"


def test_recent_games_table(qtbot, store: StatisticsStore) -> None:
    record(store, "3x3 line", "won stuck")
    store.record_game("3x3 line", False, 0, 3, DEAL)  # a deal without a number
    dialog = StatisticsDialog(store)
    qtbot.addWidget(dialog)
    table = dialog.pages["3x3 line"].table
    rows = [[table.item(r, c).text() for c in range(1, 5)] for r in range(table.rowCount())]
    assert rows == [
        ["Lost", "3", "0", DEAL], ["Stuck", "9", "1", "No. 9"], ["Won", "8", "1", "No. 8"]
    ]
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
    qtbot, store: StatisticsStore, boxes: MessageBoxes
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
    tmp_path: Path, boxes: MessageBoxes
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
    tmp_path: Path, boxes: MessageBoxes
) -> None:
    import sqlite3

    path = tmp_path / FILE_NAME
    StatisticsStore(path).close()
    with sqlite3.connect(path) as other:
        other.execute("PRAGMA user_version = 7")
    assert open_statistics_store(path=path).problem is not None
    assert "newer version" in boxes.shown[-1]
    assert list(tmp_path.glob("*.damaged-*")) == []
