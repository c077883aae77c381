"""Fair-play tables on disk: written, read back, and rebuilt when damaged."""

from __future__ import annotations

import tempfile

import numpy as np
import pytest

from solitaire.variant import Variant
from solver import cache
from solver.tables.service import SHIPPED_ENV_VAR, cache_path, clear_memory, table_for

LINE3 = Variant(3, "line")


@pytest.fixture
def cache_dir(tmp_path, monkeypatch):
    """An empty disk cache, and the shipped tables switched off, so tables are built."""
    monkeypatch.setenv(cache.ENV_VAR, str(tmp_path))
    monkeypatch.setenv(SHIPPED_ENV_VAR, "0")
    clear_memory()
    yield tmp_path
    clear_memory()


def test_cache_dir_follows_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv(cache.ENV_VAR, str(tmp_path / "x"))
    assert cache.cache_dir() == tmp_path / "x"
    monkeypatch.delenv(cache.ENV_VAR)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    if cache.sys.platform.startswith("linux"):
        assert cache.cache_dir() == tmp_path / "xdg" / "trax-solitaire"


def test_written_and_read_back(cache_dir):
    built = table_for(LINE3, 1)
    path = cache_path(LINE3, 1)
    assert path.name == "fairplay-3x3-line-la1-rules1.npz"
    assert path.is_file() and cache_path(LINE3, 0).is_file()
    assert not list(cache_dir.glob("*.tmp"))
    clear_memory()
    loaded = table_for(LINE3, 1)
    assert loaded is not built
    assert np.array_equal(loaded.codes, built.codes)
    assert np.array_equal(loaded.values, built.values)
    assert loaded.win_rate() == built.win_rate()


def _rebuilt_after(damage) -> None:
    good = table_for(LINE3, 1).win_rate()
    path = cache_path(LINE3, 1)
    damage(path)
    clear_memory()
    assert table_for(LINE3, 1).win_rate() == good
    assert cache.load(path, ("meta", "codes", "offsets", "values")) is not None  # rewritten


def test_garbage_file_is_rebuilt(cache_dir):
    _rebuilt_after(lambda path: path.write_bytes(b"not a zip file"))


def test_truncated_file_is_rebuilt(cache_dir):
    _rebuilt_after(lambda path: path.write_bytes(path.read_bytes()[:300]))


def test_checksum_mismatch_is_rebuilt(cache_dir):
    def tamper(path):
        with np.load(path) as data:
            arrays = {name: data[name] for name in data.files}
        arrays["values"] = arrays["values"] * 0.5  # the stored checksum no longer matches
        np.savez(path, **arrays)

    _rebuilt_after(tamper)


def test_wrong_shapes_are_rebuilt(cache_dir):
    def reshape(path):
        with np.load(path) as data:
            arrays = {name: data[name] for name in data.files if name != "checksum"}
        arrays["values"] = arrays["values"][:, :5].copy()
        cache.save(path, arrays)  # a valid checksum over arrays of the wrong shape

    _rebuilt_after(reshape)


def test_wrong_variant_in_file_is_rebuilt(cache_dir):
    def relabel(path):
        with np.load(path) as data:
            arrays = {name: data[name] for name in data.files if name != "checksum"}
        arrays["meta"] = arrays["meta"].copy()
        arrays["meta"][2] = 0  # claims lookahead 0
        cache.save(path, arrays)

    _rebuilt_after(relabel)


def test_unwritable_cache_still_answers(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("a file where the cache directory should be")
    monkeypatch.setenv(cache.ENV_VAR, str(blocker / "cache"))
    # The private folder that serves instead (solver.cache.cache_dir) goes in this test's own.
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    clear_memory()
    assert 0 < table_for(LINE3, 0).win_rate() < 1
    clear_memory()
