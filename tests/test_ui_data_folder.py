"""Issue 26, item 3: finished games saved elsewhere come back in, and the data folder itself
can be moved (chosen in a dialog, remembered), so that everything works from then on."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QFileDialog

from solitaire import storage
from solitaire.session import GameSession
from tests.conftest import REPO_ROOT
from tests.test_first_hour_files import unwritable  # noqa: F401
from tests.test_ui_statistics_files import games_in, win_by_clicks
from tests.test_ui_waiting_games import answer_every_box
from tests.ui_helpers import WIN_MOVES, Boxes, click_move, prefs, show_window, start
from ui.app.window.data_folder import DATA_FOLDER_KEY, use_remembered_data_folder
from ui.app.window.main_window import MainWindow
from ui.data import autosave


@pytest.fixture(autouse=True)
def _usual_data_folder():
    yield
    storage.use_data_dir(None)  # a folder chosen in a test is not the next test's


def app_window(qtbot) -> MainWindow:
    """The window as the app makes it (statistics and the kept game in the data folder)."""
    return show_window(qtbot, MainWindow(prefs=prefs(), resume=True))


def test_nothing_can_be_saved_offers_another_data_folder_and_remembers_it(
    qtbot,
    tmp_path: Path,
    unwritable: Path,  # noqa: F811 (the fixture)
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The warning's "Choose another data folder…": the game in progress, a finished game and
    the next start all use the folder chosen."""
    chosen = tmp_path / "my-trax"
    chosen.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(chosen))
    seen: list[str] = []
    answer_every_box(seen, "Choose another data folder…", polls=6000, once=True)  # 2 min
    window = app_window(qtbot)
    qtbot.waitUntil(lambda: storage.data_dir() == chosen, timeout=120000)  # loaded machines
    assert "Nothing can be saved" in seen[0]
    assert QSettings().value(DATA_FOLDER_KEY) == str(chosen)
    assert "Your data folder is now" in window.file_notice.text()
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    window.board.setFocus()
    start(window)
    click_move(qtbot, window, WIN_MOVES[0])
    kept = GameSession.load(chosen / autosave.FILE_NAME)  # kept there at once
    assert [str(m) for m in kept.game.moves] == WIN_MOVES[:1]
    for text in WIN_MOVES[1:]:
        click_move(qtbot, window, text)
    assert window.position.is_won()
    assert games_in(chosen / "statistics.sqlite3") == ["won"]
    window.close()  # nothing asked: nothing is lost

    storage.use_data_dir(None)  # a new start: the remembered folder is used again
    assert use_remembered_data_folder() == chosen and storage.data_dir() == chosen
    # The command line follows it too (with no TRAX_SOLITAIRE_DATA_DIR, as a player runs it).
    env = {k: v for k, v in os.environ.items() if k != storage.DATA_DIR_ENV}
    done = subprocess.run(
        [sys.executable, "-m", "ui", "history", "--json"],
        cwd=REPO_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert [game["result"] for game in json.loads(done.stdout)["games"]] == ["won"]


def test_games_that_waited_go_with_the_chosen_folder(
    qtbot,
    tmp_path: Path,
    boxes: Boxes,
    unwritable: Path,  # noqa: F811 (the fixture)
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game finished while nothing could be saved is recorded in the folder chosen later
    from File ▸ Choose data folder…; quitting then asks nothing."""
    window = app_window(qtbot)
    qtbot.waitUntil(lambda: bool(boxes.shown), timeout=5000)
    win_by_clicks(qtbot, window)
    assert window.outcomes.statistics_store().only_in_memory == 1
    chosen = tmp_path / "later"
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(chosen))
    window.commands.act_data_folder.trigger()
    assert storage.data_dir() == chosen
    window.stats_link.flush()
    assert window.outcomes.statistics_store().pending == 0
    assert games_in(chosen / "statistics.sqlite3") == ["won"]
    window.close()
    assert not window.isVisible()


def test_import_saved_games_counts_them_once_and_refuses_other_files(
    qtbot, tmp_path: Path, boxes: Boxes, monkeypatch: pytest.MonkeyPatch
) -> None:
    """File ▸ Import saved games… counts a saved file's games; a second import adds none; a
    file of another kind is named and refused in plain words."""
    # A saved file as Save finished games elsewhere… writes it: rows of the waiting format.
    saved = tmp_path / "trax-solitaire-finished-games-2026-12-03.json"
    row = {
        "finished_at": "2026-12-03T20:00:00Z", "variant": "3x3 line", "deal": "NS " * 9,
        "deal_number": 5, "source": "random", "result": "won", "hints": 0, "moves": 7,
        "seconds": 30.0, "skill_loss": None, "luck": None, "puzzle": None, "uid": "u-1",
        "attempt": "a-1", "record": None, "lookahead": 1,
    }  # fmt: skip
    saved.write_text(json.dumps({"format": 1, "games": [row]}))
    window = show_window(qtbot, MainWindow(prefs=prefs(), stats_path=tmp_path / "stats.sqlite3"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(saved), ""))
    window.commands.act_import_saved.trigger()
    assert "Imported 1 finished game" in window.message, window.message
    qtbot.keyClick(window.board, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)  # again
    assert games_in(tmp_path / "stats.sqlite3") == ["won"]  # not twice
    other = tmp_path / "other.json"
    other.write_text('{"not": "games"}')
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(other), ""))
    qtbot.keyClick(window.board, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert window.message == "Nothing was imported: other.json is not a file of saved games."
    assert "unknown entry" not in window.message
    window.close()
