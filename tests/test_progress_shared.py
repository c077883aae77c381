"""The progress files (puzzles solved, lessons finished) are shared by every window open on one
data folder (puzzles/progress_file.py): what one window adds is never written away by another,
each sees what the other added, a reset reaches both, and ids one could not write are kept."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

import puzzles.progress_file
from puzzles.progress import ProgressStore
from puzzles.progress_file import IdsFile
from ui.data.lesson_progress import LessonProgress

KINDS: dict[str, tuple[Callable[[Path], IdsFile], str]] = {
    "puzzles": (ProgressStore, "solved"),
    "lessons": (LessonProgress, "finished"),
}


def add(store: IdsFile, item: str) -> None:
    """The store's own way to add an id, as the app calls it."""
    if isinstance(store, ProgressStore):
        store.mark_solved(item)
    else:
        assert isinstance(store, LessonProgress)
        store.mark_finished(item)


def listed(store: IdsFile) -> set[str]:
    if isinstance(store, ProgressStore):
        return store.solved_ids()
    assert isinstance(store, LessonProgress)
    return set(store.finished())


def on_disk(path: Path, key: str) -> list[str]:
    return json.loads(path.read_text())[key]


@pytest.fixture(params=sorted(KINDS))
def kind(request: pytest.FixtureRequest) -> tuple[Callable[[Path], IdsFile], str]:
    return KINDS[request.param]


def test_two_windows_adding_keep_both(tmp_path: Path, kind) -> None:
    make, key = kind
    path = tmp_path / "progress.json"
    first, second = make(path), make(path)  # both opened before either adds anything
    add(first, "a")
    add(second, "b")
    add(first, "c")
    assert on_disk(path, key) == ["a", "b", "c"]
    assert listed(first) == listed(second) == {"a", "b", "c"}
    assert listed(make(path)) == {"a", "b", "c"}  # the next start


def test_a_reset_in_one_window_reaches_the_other(tmp_path: Path, kind) -> None:
    make, key = kind
    path = tmp_path / "progress.json"
    first, second = make(path), make(path)
    add(first, "a")
    add(second, "b")
    first.reset()  # type: ignore[attr-defined]
    assert listed(second) == set()
    add(second, "c")  # what was reset does not come back from the other window's memory
    assert on_disk(path, key) == ["c"] and listed(first) == {"c"}


def test_ids_a_window_could_not_write_stay_on_top_of_the_file(
    tmp_path: Path, kind, monkeypatch: pytest.MonkeyPatch
) -> None:
    make, key = kind
    path = tmp_path / "progress.json"
    first, second = make(path), make(path)

    def full(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(puzzles.progress_file, "atomic_write_text", full)
    if isinstance(second, ProgressStore):
        with pytest.raises(OSError):  # the window says the tick could not be saved
            add(second, "unsaved")
    else:
        add(second, "unsaved")
        assert "could not be written (the disk is full)" in second.message()
    monkeypatch.undo()
    assert listed(second) == {"unsaved"}
    add(first, "a")
    assert listed(second) == {"a", "unsaved"}  # the file's new id, and its own kept
    assert on_disk(path, key) == ["a"]
    add(second, "b")  # written again at its next change, with what could not be then
    assert on_disk(path, key) == ["a", "unsaved", "b"]


def test_a_file_damaged_meanwhile_is_moved_aside_and_named_not_written_over(
    tmp_path: Path, kind
) -> None:
    make, key = kind
    path = tmp_path / "progress.json"
    store = make(path)
    add(store, "a")
    path.write_text('{"' + key + '": 5}')  # damaged by something else while the app is open
    add(store, "b")
    aside = sorted(tmp_path.glob("progress.json.damaged-*"))
    assert len(aside) == 1 and aside[0].read_text() == '{"' + key + '": 5}'
    assert on_disk(path, key) == ["a", "b"]  # nothing of this window's lost
    assert aside[0].name in store.message()  # type: ignore[attr-defined]


def test_keys_another_window_of_a_newer_version_wrote_are_kept(tmp_path: Path, kind) -> None:
    make, key = kind
    path = tmp_path / "progress.json"
    store = make(path)
    path.write_text(json.dumps({key: ["x"], "best_times": {"x": 12}}))  # a newer version
    add(store, "y")
    assert json.loads(path.read_text()) == {"best_times": {"x": 12}, key: ["x", "y"]}
