"""Damaged player files (the kept game, puzzle progress) never stop the app or a command, and
are never lost: each is moved aside, named to the player, and never overwritten."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from puzzles.progress import ProgressStore
from solitaire.storage import data_dir
from tests.ui_helpers import prefs
from ui.data import autosave

ROOT = Path(__file__).resolve().parents[1]
RECORD = "# trax-solitaire game record\nvariant 3x3 line\n"
DAMAGED_RECORDS = {
    "not a record": b"hello, this is not a game record\n",
    "not UTF-8": b"# trax-solitaire game record\nvariant 3x3 line\ndeal \xff\xfe\n",
    "non-ASCII digits": (RECORD + "number \u00b2\n").encode(),
    "number then other deal": (RECORD + "number 5\ndeal NS NS NS NS NS NS NS NS NS\n").encode(),
    "deal then other number": (RECORD + "deal NS NS NS NS NS NS NS NS NS\nnumber 5\n").encode(),
    "illegal move": (RECORD + "number 5\nmove Z9:NS\n").encode(),
    "empty": b"",
}


def _aside(folder: Path, name: str) -> list[Path]:
    return sorted(folder.glob(f"{name}.damaged-*"))


def _window(qtbot, tmp_path: Path):
    from ui.app.window.main_window import MainWindow

    window = MainWindow(prefs=prefs(), stats_path=tmp_path / "stats.sqlite3", resume=True)
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("content", DAMAGED_RECORDS.values(), ids=DAMAGED_RECORDS.keys())
def test_an_unreadable_kept_game_is_moved_aside_and_the_window_says_so(
    qtbot, tmp_path: Path, content: bytes
) -> None:
    path = autosave.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    window = _window(qtbot, tmp_path)
    (aside,) = _aside(path.parent, autosave.FILE_NAME)
    assert aside.read_bytes() == content  # kept byte for byte
    assert not path.exists()
    assert str(aside) in window.message and "could not be resumed" in window.message
    assert window.game.moves == []  # a fresh game instead
    window.close()  # quitting with nothing played leaves the damaged copy alone
    assert aside.read_bytes() == content


def test_the_real_app_starts_with_a_damaged_kept_game(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / autosave.FILE_NAME).write_bytes(DAMAGED_RECORDS["non-ASCII digits"])
    (data / "puzzle-progress.json").write_text('{"solved": 5}')
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "TRAX_SOLITAIRE_STARTUP_PROBE": "1",
        "TRAX_SOLITAIRE_DATA_DIR": str(data),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "PYTHONPATH": str(ROOT),
    }
    code = "from ui.cli import main; raise SystemExit(main([]))"
    for _ in range(2):  # and again: the next start is clean
        result = subprocess.run(
            [sys.executable, "-c", code],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        assert "startup-seconds" in result.stdout
    (record,) = _aside(data, autosave.FILE_NAME)
    assert record.read_bytes() == DAMAGED_RECORDS["non-ASCII digits"]
    (progress,) = _aside(data, "puzzle-progress.json")
    assert progress.read_text() == '{"solved": 5}'


def test_load_kept_reports_a_file_it_cannot_move(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / autosave.FILE_NAME
    path.write_bytes(b"garbage")

    def refuse(*args: object, **kwargs: object) -> Path:
        raise PermissionError("read-only folder")

    monkeypatch.setattr(autosave, "move_aside", refuse)
    found = autosave.load_kept(path)
    assert found.game is None and found.moved_to is None
    assert "could not be moved aside" in found.message()
    assert path.read_bytes() == b"garbage"


def test_a_kept_game_from_a_newer_version_is_kept_as_newer_not_damaged(tmp_path: Path) -> None:
    from solitaire.deal import parse_deal
    from solitaire.game import Game
    from solitaire.session import GameSession
    from solitaire.variant import Variant

    path = tmp_path / autosave.FILE_NAME
    GameSession(Game(Variant(3), parse_deal("NS NE NE SW NS NS NE NE SW", 3))).save(path)
    text = path.read_text().replace("version 3", "version 9", 1)
    path.write_text(text)
    found = autosave.load_kept(path)
    assert found.game is None and not path.exists()
    assert found.moved_to is not None and ".newer-" in found.moved_to.name
    assert found.moved_to.read_text() == text
    assert "newer trax-solitaire" in found.message() and str(found.moved_to) in found.message()


DAMAGED_PROGRESS = {
    "solved is a number": '{"solved": 5}',
    "not JSON": "{not json",
    "a list": '["3x3-line-001"]',
    "ids not strings": '{"solved": [1, 2]}',
    "not UTF-8": b"\xff\xfe{}",
}


def _write(path: Path, content: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        path.write_text(content)
    else:
        path.write_bytes(content)


@pytest.mark.parametrize("content", DAMAGED_PROGRESS.values(), ids=DAMAGED_PROGRESS.keys())
def test_damaged_progress_is_moved_aside_not_overwritten(
    qtbot, tmp_path: Path, content: str | bytes
) -> None:
    path = data_dir() / "puzzle-progress.json"
    _write(path, content)
    raw = path.read_bytes()
    window = _window(qtbot, tmp_path)
    (aside,) = _aside(path.parent, "puzzle-progress.json")
    assert aside.read_bytes() == raw
    assert str(aside) in window.message and "puzzle progress" in window.message
    window.puzzles.progress.mark_solved("3x3-line-001")  # the next solve writes a new file
    assert json.loads(path.read_text()) == {"solved": ["3x3-line-001"]}
    assert aside.read_bytes() == raw


def test_puzzles_list_survives_damaged_progress(tmp_path: Path) -> None:
    data = tmp_path / "data"
    _write(data / "puzzle-progress.json", '{"solved": 5}')
    env = {**os.environ, "TRAX_SOLITAIRE_DATA_DIR": str(data), "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-m", "ui", "puzzles", "list"], cwd=ROOT, env=env,
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    assert result.returncode == 0 and "3x3-line-001" in result.stdout
    (aside,) = _aside(data, "puzzle-progress.json")
    assert result.stderr.count("\n") == 1 and str(aside) in result.stderr  # one line, named
    assert aside.read_text() == '{"solved": 5}'


def test_progress_keeps_what_a_newer_version_added(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text('\ufeff{"solved": ["a"], "best_times": {"a": 12}}')  # with a BOM
    store = ProgressStore(path)
    assert store.solved_ids() == {"a"} and not store.message()
    store.mark_solved("b")
    assert json.loads(path.read_text()) == {"best_times": {"a": 12}, "solved": ["a", "b"]}


def test_unreadable_progress_is_left_alone(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "progress.json"
    path.write_text('{"solved": ["a"]}')
    import puzzles.progress_file

    real_read = puzzles.progress_file.read_regular_bytes

    def denied(self: Path, limit: int | None = None) -> bytes:
        if self == path:
            raise PermissionError(13, "Permission denied")
        return real_read(self, limit)

    monkeypatch.setattr(puzzles.progress_file, "read_regular_bytes", denied)
    store = ProgressStore(path)
    store.mark_solved("b")  # kept for this session, but never written over the unread file
    monkeypatch.undo()
    assert store.is_solved("b")
    assert path.read_text() == '{"solved": ["a"]}'
    assert "permission was refused" in store.message() and "not saved" in store.message()
