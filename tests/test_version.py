"""One version (issue 17): it lives in solitaire/version.py; pyproject.toml reads it from there,
and `--version`, Help > About, every game record and every game the statistics file keeps report
that same one. (The installed wheel's name and `--version` are checked in tests/test_wheel.py.)"""

from __future__ import annotations

import re
import sqlite3
import tomllib

from PySide6.QtWidgets import QMessageBox

from solitaire.record import format_record, parse_record, written_by
from solitaire.version import __version__
from tests.conftest import REPO_ROOT
from tests.test_ui_review import LOSE, play
from tests.ui_helpers import WIN_DEAL, make_window, start
from ui.cli import main


def test_the_version_is_a_release_number_kept_in_one_place() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    project = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and project["project"]["dynamic"] == ["version"]
    dynamic = project["tool"]["setuptools"]["dynamic"]["version"]
    assert dynamic == {"attr": "solitaire.version.__version__"}
    # No other file states it.
    for folder in ("solitaire", "solver", "puzzles", "ui"):
        for path in (REPO_ROOT / folder).rglob("*.py"):
            if path.name != "version.py":
                assert f'"{__version__}"' not in path.read_text(encoding="utf-8"), path


def test_dash_dash_version(capsys) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"trax-solitaire {__version__}\n"


def test_about_names_the_version(qtbot, tmp_path, monkeypatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box.text()) or 0)
    window = make_window(qtbot, tmp_path)
    window.commands.act_about.trigger()
    assert re.search(rf"</b> {re.escape(__version__)}<br>", shown[0])


def test_a_game_record_names_the_version_that_wrote_it(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    game = start(window, WIN_DEAL)
    text = format_record(game)
    assert written_by(text) == __version__
    assert written_by(format_record(parse_record(text))) == __version__
    assert written_by(text.replace(__version__, "9.8.7")) == "9.8.7"
    assert written_by("# trax-solitaire game record\nvariant 3x3 line\n") is None


def test_the_statistics_file_keeps_the_version_with_each_game(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    start(window, WIN_DEAL)
    play(qtbot, window, LOSE)
    assert window.position.outcome().status == "lost"

    def stored() -> list[str]:
        with sqlite3.connect(tmp_path / "stats.sqlite3") as connection:
            return [row[0] for row in connection.execute("SELECT record FROM games")]

    qtbot.waitUntil(lambda: len(stored()) == 1, timeout=10000)
    assert written_by(stored()[0]) == __version__
