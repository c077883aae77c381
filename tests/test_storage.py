"""The one data folder, atomic writes, and moving damaged files aside without losing any."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from solitaire import storage
from solitaire.storage import (
    APP_FOLDER,
    DATA_DIR_ENV,
    atomic_write_bytes,
    atomic_write_text,
    data_dir,
    migrate_legacy,
    move_aside,
)


def test_the_override_is_the_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "portable"))
    assert data_dir() == tmp_path / "portable"
    assert not (tmp_path / "portable").exists()  # asking does not create it


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the XDG layout is Linux's")
def test_default_folder_is_one_level_and_takes_the_doubled_folders_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Earlier versions used Qt's AppDataLocation: <data>/trax-solitaire/trax-solitaire.
    monkeypatch.delenv(DATA_DIR_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setattr(storage, "_migrated", set())
    monkeypatch.setattr(storage, "migrated_files", [])
    folder = tmp_path / "share" / APP_FOLDER
    doubled = folder / APP_FOLDER
    doubled.mkdir(parents=True)
    (doubled / "statistics.sqlite3").write_bytes(b"SQLite format 3\x00old games")
    (doubled / "current-game.trax").write_text("# trax-solitaire game record\n")
    (folder / "puzzle-progress.json").write_text('{"solved": ["3x3-line-001"]}')
    (doubled / "puzzle-progress.json").write_text('{"solved": ["4x4-loop-002"]}')

    assert data_dir() == folder
    assert (folder / "statistics.sqlite3").read_bytes() == b"SQLite format 3\x00old games"
    assert (folder / "current-game.trax").read_text() == "# trax-solitaire game record\n"
    # A name taken in the new folder is not overwritten: the old file arrives beside it.
    assert (folder / "puzzle-progress.json").read_text() == '{"solved": ["3x3-line-001"]}'
    beside = folder / "puzzle-progress.json.from-old-folder"
    assert beside.read_text() == '{"solved": ["4x4-loop-002"]}'
    assert not doubled.exists()  # emptied, then removed
    assert sorted(new.name for _, new in storage.migrated_files) == [
        "current-game.trax",
        "puzzle-progress.json.from-old-folder",
        "statistics.sqlite3",
    ]
    assert data_dir() == folder  # a second call migrates nothing more


def test_migration_numbers_a_second_conflict(tmp_path: Path) -> None:
    new, old = tmp_path / "new", tmp_path / "old"
    new.mkdir()
    old.mkdir()
    (new / "a.json").write_text("new")
    (new / "a.json.from-old-folder").write_text("earlier move")
    (old / "a.json").write_text("old")
    moves = migrate_legacy(new, [old, tmp_path / "missing"])
    assert moves == [(old / "a.json", new / "a.json.from-old-folder-2")]
    assert [(new / n).read_text() for n in sorted(os.listdir(new))] == [
        "new",
        "earlier move",
        "old",
    ]


def test_a_file_that_cannot_move_stays_where_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    new, old = tmp_path / "new", tmp_path / "old"
    old.mkdir()
    (old / "statistics.sqlite3").write_bytes(b"games")

    def refuse(source: Path, target: Path) -> None:
        raise PermissionError("read-only")

    monkeypatch.setattr(storage, "rename_no_overwrite", refuse)
    assert migrate_legacy(new, [old]) == []
    assert (old / "statistics.sqlite3").read_bytes() == b"games"


def test_atomic_writes_replace_whole_and_leave_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "file.txt"
    atomic_write_text(path, "first\nline ²\n")
    assert path.read_bytes() == "first\nline ²\n".encode()
    atomic_write_bytes(path, b"\x00second")
    assert path.read_bytes() == b"\x00second"
    assert os.listdir(path.parent) == ["file.txt"]


def test_a_failed_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "file.txt"
    path.write_text("precious")

    def crash(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="disk full"):
        atomic_write_text(path, "new")
    assert path.read_text() == "precious"
    assert os.listdir(tmp_path) == ["file.txt"]


def test_move_aside_never_overwrites_and_takes_companions(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3"
    asides = []
    for content in (b"first", b"second", b"third"):
        path.write_bytes(content)
        path.with_name(path.name + "-journal").write_bytes(content + b" journal")
        asides.append(move_aside(path, "test", companions=("-journal", "-wal")))
    assert len(set(asides)) == 3
    assert all(a.name.startswith("statistics.sqlite3.damaged-") for a in asides)
    assert [a.read_bytes() for a in asides] == [b"first", b"second", b"third"]
    assert [a.with_name(a.name + "-journal").read_bytes() for a in asides] == [
        b"first journal",
        b"second journal",
        b"third journal",
    ]
    assert not path.exists()


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="the XDG layout is Linux's")
def test_the_window_says_where_the_old_folders_files_went(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tests.ui_helpers import prefs
    from ui.app.window.main_window import MainWindow

    monkeypatch.delenv(DATA_DIR_ENV)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setattr(storage, "_migrated", set())
    monkeypatch.setattr(storage, "migrated_files", [])
    doubled = tmp_path / "share" / APP_FOLDER / APP_FOLDER
    doubled.mkdir(parents=True)
    (doubled / "puzzle-progress.json").write_text('{"solved": ["3x3-line-001"]}')
    window = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(window)
    folder = tmp_path / "share" / APP_FOLDER
    assert f"moved from the old data folder to {folder}: puzzle-progress.json" in window.message
    assert window.puzzles.progress.is_solved("3x3-line-001")  # and the app uses it there
