"""solver.jit_cache.cache_for_install (issue 25): each place the app runs from keeps its
compiled kernels in its own folder, and a moved app removes the folder of the place it left."""

from __future__ import annotations

from pathlib import Path

from solver.jit_cache import PLACE_FILE, cache_for_install


def test_a_moved_app_removes_the_kernels_of_the_place_it_left(tmp_path: Path) -> None:
    base = tmp_path / "cache" / "numba"
    first, second = tmp_path / "apps" / "one", tmp_path / "apps" / "two"
    first.mkdir(parents=True)
    second.mkdir()
    one = cache_for_install(first, base)
    (one / "solver_kernel-12.py311.nbi").write_bytes(b"index")
    assert (one / PLACE_FILE).read_text(encoding="utf-8") == str(first.resolve())
    assert cache_for_install(first, base) == one  # the same place: the same folder, kept
    assert (one / "solver_kernel-12.py311.nbi").is_file()

    two = cache_for_install(second, base)  # another copy, still there: both kept
    assert two != one and one.is_dir()

    moved = tmp_path / "apps" / "moved"
    first.rename(moved)
    three = cache_for_install(moved, base)
    assert not one.exists()  # the place it left holds no app now
    assert {p.name for p in base.iterdir()} == {two.name, three.name}


def test_numbas_own_folders_go_and_strangers_stay(tmp_path: Path) -> None:
    base = tmp_path / "numba"
    old = base / ("solver_" + "0123456789abcdef" * 2 + "01234567")
    old.mkdir(parents=True)
    (old / "core.nbi").write_bytes(b"stale")
    stranger = base / "notes"
    stranger.mkdir()
    (stranger / "mine.txt").write_text("keep", encoding="utf-8")
    place = tmp_path / "app"
    place.mkdir()
    cache_for_install(place, base)
    assert not old.exists()
    assert (stranger / "mine.txt").read_text(encoding="utf-8") == "keep"
