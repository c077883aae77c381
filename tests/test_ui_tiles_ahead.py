"""Issue 16 in the window: "Tiles shown ahead" 0, 2 and 3, played by clicks and keys.

The side panel shows that many next tiles (0: none, and the words "next tile hidden"); the
hint's values are solver.tables.seeing's exact values for that setting; a finished game is recorded
under its setting, shown apart in the Statistics window and by `history`."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QSettings, Qt

from solitaire.deal import parse_deal
from solitaire.game import Game
from solitaire.variant import Variant
from solver.tables.service import seeing_table
from tests.ui_helpers import (
    WIN_DEAL,
    WIN_MOVES,
    answer_coach,
    click_move,
    prefs,
    show_window,
    start,
)
from ui.cli import main
from ui.data.statistics import StatisticsStore, default_path

LINE3 = Variant(3, "line")


def open_window(qtbot, lookahead: int):  # noqa: ANN201
    from ui.app.window.main_window import MainWindow

    window = MainWindow(prefs=prefs(tiles_ahead=lookahead))  # the data folder's store
    return show_window(qtbot, window, (1040, 760))


def shown_tiles(window) -> list[int | None]:  # noqa: ANN001
    panel = window.panel
    return [tile.orientation for tile in (panel.next, *panel.later) if tile.isVisibleTo(panel)]


def check_panel(window, lookahead: int) -> None:  # noqa: ANN001
    position = window.position
    after = list(position.deal[position.consumed + 1 :])
    want = after[:lookahead] + [None] * (lookahead - len(after[:lookahead]))
    assert shown_tiles(window) == want
    assert window.panel.hidden_note.isVisibleTo(window.panel) == (lookahead == 0)
    if lookahead == 0:
        assert window.panel.hidden_note.text() == "next tile hidden"


def ask_hint(qtbot, window) -> list:  # noqa: ANN001
    qtbot.keyClick(window.board, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.session.hints is not None, timeout=120_000)
    return window.session.hints


@pytest.mark.parametrize("lookahead", [0, 2, 3])
def test_a_game_at_each_setting(qtbot, capsys, lookahead: int) -> None:
    store_path = default_path()
    if store_path.exists():
        store_path.unlink()
    window = open_window(qtbot, lookahead)
    start(window, WIN_DEAL)
    assert window.session.lookahead == lookahead
    check_panel(window, lookahead)

    exact = seeing_table(LINE3, lookahead)
    for index, text in enumerate(WIN_MOVES):
        if index in (0, 2):  # a hint (and the heat map) before some moves
            hints = ask_hint(qtbot, window)
            got = {str(p.move): v for p, v in hints}
            want = {str(p.move): v for p, v in exact.exact_move_values(window.position)}
            assert got.keys() == want.keys()
            assert all(Fraction(got[m]) == want[m] for m in want)  # exact in float64
            qtbot.keyClick(window.board, Qt.Key.Key_H)  # the heat map: the same values
            assert window.session.hint_mode == 2 and window.session.hints is hints
        click_move(qtbot, window, text)
        check_panel(window, lookahead)
    assert window.session.result == "won"

    with StatisticsStore(store_path) as store:
        (game,) = store.history("3x3 line", 5)
        assert game.lookahead == lookahead and game.result == "won"
        record = store.game_record(game.row_id) or ""
        assert f"lookahead {lookahead}" in record.splitlines()
        # Random deals (the figures count only those): one won at this setting, one lost
        # recorded as an older app did (lookahead 1).
        store.record_game("3x3 line", True, 0, 7, WIN_DEAL, lookahead=lookahead)
        store.record_game("3x3 line", False, 0, 3, WIN_DEAL)

    check_statistics_window(qtbot, window, lookahead)
    assert main(["history", "--json", "--variant", "3x3 line"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [g["lookahead"] for g in data["games"]] == [lookahead, lookahead, 1]
    apart = data["summary"]["3x3 line"]["by_lookahead"]
    assert (apart[str(lookahead)]["won"], apart["1"]["won"]) == (1, 0)


def check_statistics_window(qtbot, window, lookahead: int) -> None:  # noqa: ANN001
    qtbot.keyClick(window, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.files.statistics_dialog is not None)
    dialog = window.files.statistics_dialog
    page = dialog.pages["3x3 line"]
    assert dialog.lookahead.currentData() == lookahead  # opens on the game's setting
    assert page.figures["played"].text() == "1" and page.figures["won"].text() == "1"
    assert page.table.rowCount() == 2  # the pasted deal played in the window is listed too
    assert {page.table.item(r, COLUMN_AHEAD).text() for r in range(2)} == {str(lookahead)}
    dialog.lookahead.setFocus()
    # The setting of the printed rules: only the other game.
    dialog.lookahead.setCurrentIndex(dialog.lookahead.findData(1))
    assert page.figures["played"].text() == "1" and page.figures["won"].text() == "0"
    qtbot.keyClick(dialog.lookahead, Qt.Key.Key_Home)  # "Every setting"
    assert dialog.lookahead.currentData() == -1
    assert page.figures["played"].text() == "2" and page.table.rowCount() == 3
    assert [page.table.item(r, COLUMN_AHEAD).text() for r in range(3)] == [
        "1", str(lookahead), str(lookahead)
    ]  # fmt: skip
    dialog.close()


COLUMN_AHEAD = 5


def test_the_preference_is_stored_and_taken_by_new_games_only(qtbot, tmp_path: Path) -> None:
    from ui.app.preferences import Preferences, PreferencesDialog
    from ui.app.window.main_window import MainWindow

    settings = QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)
    stored = Preferences(settings)
    assert stored.tiles_ahead == 1  # the printed rules by default
    dialog = PreferencesDialog(stored)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.tiles_ahead.setFocus()
    qtbot.keyClick(dialog.tiles_ahead, Qt.Key.Key_End)  # 3, the easiest
    dialog.accept()
    assert stored.tiles_ahead == 3
    assert (
        Preferences(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat)).tiles_ahead
        == 3
    )
    settings.setValue("tiles_ahead", "7")  # edited by hand: the default instead
    assert stored.tiles_ahead == 1
    stored.tiles_ahead = 2

    window = MainWindow(prefs=stored, stats_path=tmp_path / "stats.sqlite3")
    qtbot.addWidget(window)
    window.show()
    start(window, WIN_DEAL)
    click_move(qtbot, window, WIN_MOVES[0])
    assert window.session.lookahead == 2 and len(shown_tiles(window)) == 2
    stored.tiles_ahead = 0  # the game in progress keeps its own
    window.refresh()
    assert window.session.lookahead == 2 and len(shown_tiles(window)) == 2
    start(window, WIN_DEAL)
    assert window.session.lookahead == 0 and shown_tiles(window) == []


def test_a_saved_game_keeps_its_setting_and_an_old_record_is_lookahead_1(
    qtbot, tmp_path: Path
) -> None:
    window = open_window(qtbot, 3)
    start(window, WIN_DEAL)
    click_move(qtbot, window, WIN_MOVES[0])
    path = tmp_path / "game.trax"
    window.files.save_to(path)
    assert "lookahead 3" in path.read_text().splitlines()
    other = open_window(qtbot, 0)
    other.files.load_from(path)
    assert other.session.lookahead == 3 and len(shown_tiles(other)) == 3
    old = path.read_text().replace("version 3", "version 2").replace("lookahead 3\n", "")
    path.write_text(old)
    other.files.load_from(path)
    assert other.session.lookahead == 1 and len(shown_tiles(other)) == 1
    check_panel(other, 1)
    assert parse_deal(WIN_DEAL, 3)


def test_review_and_the_coach_use_the_games_setting(qtbot, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox

    from tests.test_ui_review import LOSE, play, wait_review
    from tests.ui_helpers import make_window
    from ui.common import solver_bridge

    solver_bridge.prepare_table(LINE3, build=True, lookahead=2)
    assert solver_bridge.table_loaded(LINE3, 2)
    window = make_window(qtbot, tmp_path, coach=True, tiles_ahead=2)
    start(window)
    play(qtbot, window, LOSE[:3])
    exact = seeing_table(LINE3, 2)
    values = {str(p.move): v for p, v in exact.exact_move_values(window.position)}
    asked: list[str] = []
    answer_coach(window, QMessageBox.StandardButton.Yes, asked)
    click_move(qtbot, window, "A0:SW")  # a blunder at lookahead 2 as well
    best = max(values.values())
    assert asked == [
        f"This move drops your chance from {float(best):.0%} to "
        f"{float(values['A0:SW']):.0%}. Play it anyway?"
    ]
    window.settings.set_pref("coach", False)  # the rest of the game without questions
    play(qtbot, window, LOSE[4:])
    assert window.session.result == "lost"
    window.windowHandle().requestActivate()  # after the Coach's question: keys to the window
    qtbot.waitUntil(window.isActiveWindow)
    window.board.setFocus()
    qtbot.keyClick(
        window.board,
        Qt.Key.Key_R,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    dialog = wait_review(qtbot, window)
    assert dialog.lookahead == 2 and "2 tiles shown ahead" in dialog.windowTitle()
    assert Fraction(dialog.analysis.odds) == exact.exact_win_rate()
    second = dialog.analysis.decisions[1]  # before the second move, at lookahead 2
    game = Game(LINE3, window.game.deal, moves=list(window.game.moves[:1]))
    assert Fraction(second.best_value) == max(v for _, v in exact.exact_move_values(game.position))


@pytest.mark.parametrize("damaged", [False, True])
def test_a_stored_table_loads_with_progress_then_hints(
    qtbot, capfd: pytest.CaptureFixture[str], damaged: bool
) -> None:
    """A table in the disk cache but not in memory is read in the background while the window
    says so ("Loading the hints…" and the busy bar); the hint then comes from it. A damaged file
    is set aside, worked out again (in a child process) and read."""
    from solver.tables.seeing import store
    from solver.tables.service import is_stored

    exact = seeing_table(LINE3, 3)  # built and kept in the disk cache
    path = store.table_path(LINE3, 3)
    assert is_stored(LINE3, 3)
    store.LOADED.pop((LINE3, 3))  # on disk only, as in a new run of the app
    if damaged:  # one value edited, the archive sound: only the checksum can tell
        with np.load(path) as data:
            arrays = {name: data[name] for name in data.files}
        arrays["vals"][len(arrays["vals"]) // 2] ^= 1
        np.savez(path, **arrays)
    window = open_window(qtbot, 3)
    start(window, WIN_DEAL)
    shown: list[str] = []
    show = window.view.show_message

    def record(text: str, error: bool = False) -> None:
        shown.append(text)
        show(text, error)

    window.view.show_message = record
    busy: list[bool] = []
    window.runner.busyChanged.connect(busy.append)
    capfd.readouterr()
    hints = ask_hint(qtbot, window)
    loading = "Loading the hints for 3x3 line with 3 tiles shown ahead…"
    assert loading in shown and shown[-1].startswith("Hint")
    assert shown.index(loading) < len(shown) - 1 and busy[0] is True
    qtbot.waitUntil(lambda: not window.busy.isVisible())
    got = {str(p.move): Fraction(v) for p, v in hints}
    assert got == {str(p.move): v for p, v in exact.exact_move_values(window.position)}
    assert store.LOADED[(LINE3, 3)] is not exact  # read back from the file
    err = capfd.readouterr().err
    building = [m for m in shown if m.startswith("Working out exact hints")]
    if damaged:
        assert "fails its checksum" in err and (path.parent / f"{path.name}.damaged").is_file()
        assert building and shown.index(building[0]) < len(shown) - 1
    else:
        assert err == "" and not building


def test_statistics_say_when_games_were_played_under_other_settings(qtbot, tmp_path) -> None:
    """A 4x4 game given up with 2 tiles shown ahead, then a 3x3 game at 1: the Statistics
    window opens on setting 1, and its 4x4 tab says the game is under another setting (how to
    see it) instead of "no games"; the figures stay those of setting 1."""
    from puzzles.pack import shipped_packs
    from tests.ui_helpers import make_window

    window = make_window(qtbot, tmp_path, tiles_ahead=2)
    line4 = next(p for p in shipped_packs() if str(p.variant) == "4x4 line").puzzles[0]
    window.start_game(Game(line4.variant, line4.deal, line4.number))
    assert window.session.lookahead == 2
    click_move(qtbot, window, "@0")
    qtbot.waitUntil(lambda: not window.pending and window.board.is_settled())
    window.commands.act_concede.trigger()  # give up the game
    window.settings.prefs.tiles_ahead = 1
    start(window, WIN_DEAL)
    assert window.session.lookahead == 1
    qtbot.keyClick(window.board, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.files.statistics_dialog is not None)
    dialog = window.files.statistics_dialog
    page = dialog.pages["4x4 line"]
    dialog.tabs.setCurrentWidget(page)
    assert dialog.lookahead.currentData() == 1
    assert page.figures["played"].text() == "0"  # never a rate mixing settings
    assert page.empty.isVisible() and page.empty.text() == (
        "No games with 1 tile shown ahead yet; 1 game under other settings: choose Every "
        "setting in Tiles shown ahead."
    )
    assert page.caption.text().startswith("Recent games with 1 tile shown ahead (")
    assert page.caption.text().endswith(
        "1 more game under other settings: choose Every setting to see them."
    )
    dialog.lookahead.setFocus()
    qtbot.keyClick(dialog.lookahead, Qt.Key.Key_Home)  # "Every setting"
    assert page.table.isVisible() and page.table.rowCount() == 1
    assert page.caption.text().startswith("Recent games of every setting (")
    assert page.figures["played"].text() == "1"
    dialog.lookahead.setCurrentIndex(dialog.lookahead.findData(2))
    assert page.table.rowCount() == 1 and page.caption.text().endswith("double-click to review)")
    dialog.close()
