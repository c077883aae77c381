"""Damaged cache files, tried through the real commands in their own processes: every cached
figure is checked before it is used, a bad one is said on stderr in one line and recomputed,
and the next run is clean again."""

from __future__ import annotations

import io
import json
import os
import subprocess
import time
import zipfile
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from solitaire.variant import Variant
from solver import cache
from solver.exact.cache import entry_path
from solver.tables.service import cache_path
from tests.cli_helpers import run as run_cli

TWO = Variant(2, "line")


def run(cache_dir: Path, *argv: str) -> subprocess.CompletedProcess:
    return run_cli(*argv, env={cache.ENV_VAR: str(cache_dir)}, timeout=180)


def entry_file(cache_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(cache.ENV_VAR, str(cache_dir))
    return entry_path(TWO)


# -- the exact-solvable cache ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def exact_two(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str, dict]:
    """A cache folder holding a good 2x2 entry, the command's output and the entry."""
    folder = tmp_path_factory.mktemp("exact")
    result = run(folder, "exact-solvable", "--size", "2", "--json")
    assert result.returncode == 0 and result.stderr == "", result.stderr
    [entry] = folder.glob("exact-2x2-line-*.json")
    return folder, result.stdout, json.loads(entry.read_text())


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        ({"fraction": "-3/4"}, "not a fraction p/q"),
        ({"fraction": "3/4"}, "disagrees"),  # the float no longer matches
        ({"fraction": "3/4", "float": 0.75}, "fails its checksum"),  # plausible, but edited
        ({"fraction": "1/3", "float": 1 / 3}, "not a multiple of 8^-tiles"),
        ({"fraction": "5/0"}, "a division by zero"),
        ({"fraction": "7/4", "float": 1.75}, "not a probability"),
        ({"fraction": 1e400}, "has no fraction"),
        ({"fraction": "1e400"}, "not a fraction p/q"),
        ({"fraction": "9" * 5000}, "too large"),
    ],
)
def test_a_bad_exact_figure_is_recomputed(
    exact_two, tmp_path: Path, damage: dict, reason: str
) -> None:
    folder, good_output, entry = exact_two
    work = tmp_path / "cache"
    work.mkdir()
    [original] = folder.glob("exact-2x2-line-*.json")
    target = work / original.name
    target.write_text(json.dumps({**entry, **damage}))
    result = run(work, "exact-solvable", "--size", "2", "--json")
    assert result.returncode == 0
    assert result.stdout == good_output  # the right figure, not the cached one
    line = result.stderr.strip()
    assert "\n" not in line and "Traceback" not in result.stderr
    assert line.startswith(f"trax-solitaire: cache file {target}") and reason in line
    assert line.endswith("rebuilding it") and (work / f"{target.name}.damaged").exists()
    assert json.loads(target.read_text()) == entry  # healed: the next run is clean
    again = run(work, "exact-solvable", "--size", "2", "--json")
    assert again.stderr == "" and again.stdout == good_output


def test_a_fifo_in_place_of_the_exact_entry_does_not_hang(exact_two, tmp_path: Path) -> None:
    folder, good_output, entry = exact_two
    [original] = folder.glob("exact-2x2-line-*.json")
    os.mkfifo(tmp_path / original.name)
    result = run(tmp_path, "exact-solvable", "--size", "2", "--json")
    assert result.returncode == 0 and result.stdout == good_output
    assert "is not a regular file" in result.stderr
    assert json.loads((tmp_path / original.name).read_text()) == entry


def test_the_cached_figure_is_used_when_sound(exact_two, tmp_path: Path, monkeypatch) -> None:
    from solver.exact.cache import read_entry

    folder, _, entry = exact_two
    path = entry_file(tmp_path, monkeypatch)
    path.write_text(json.dumps(entry))
    assert read_entry(TWO, path) == Fraction(entry["fraction"])


# -- fair-play tables -----------------------------------------------------------------------------

HINT = ("hint", "--size", "2", "--deal", "NS NE NE SW", "--json")


@pytest.fixture(scope="module")
def table_two(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, bytes]:
    """The output of a 2x2 `hint` and its fair-play table file's bytes, built in a fresh cache
    (`odds` reads the exact lookahead tables of solver.tables.seeing, `hint` the fair-play
    table)."""
    folder = tmp_path_factory.mktemp("tables")
    result = run(folder, *HINT)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    return result.stdout, (folder / _table_name()).read_bytes()


def _table_name() -> str:
    return cache_path(TWO, 1).name


def _forge_header(good: bytes, shape: tuple[int, ...]) -> bytes:
    """The same archive with the first array's .npy header claiming another shape."""
    source = zipfile.ZipFile(io.BytesIO(good))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as forged:
        for number, info in enumerate(source.infolist()):
            data = source.read(info)
            if number == 0:
                member = io.BytesIO(data)
                np.lib.format.read_magic(member)
                _, fortran, dtype = np.lib.format.read_array_header_1_0(member)
                header = io.BytesIO()
                np.lib.format.write_array_header_1_0(
                    header, {"descr": dtype.str, "fortran_order": fortran, "shape": shape}
                )
                data = header.getvalue() + data[member.tell() :]
            forged.writestr(info.filename, data)
    return out.getvalue()


def test_a_table_header_claiming_terabytes_is_set_aside_and_rebuilt(
    table_two, tmp_path: Path
) -> None:
    good_output, good_bytes = table_two
    path = tmp_path / _table_name()
    path.write_bytes(_forge_header(good_bytes, (10**11, 6)))
    result = run(tmp_path, *HINT)
    assert result.returncode == 0 and result.stdout == good_output
    line = result.stderr.strip()
    assert "\n" not in line and "MemoryError" not in line and "Traceback" not in line
    assert f"cache file {path}" in line and "(100000000000, 6)" in line
    assert f"moved to {path.name}.damaged" in line
    assert (tmp_path / f"{path.name}.damaged").is_file()
    again = run(tmp_path, *HINT)
    assert again.stderr == "" and again.stdout == good_output  # healed


def test_a_fifo_in_place_of_a_table_does_not_hang(table_two, tmp_path: Path) -> None:
    good_output, _ = table_two
    path = tmp_path / _table_name()
    os.mkfifo(path)
    result = run(tmp_path, *HINT)
    assert result.returncode == 0 and result.stdout == good_output
    assert "is not a regular file" in result.stderr and result.stderr.count("\n") == 1
    assert path.is_file()  # rebuilt in its place


def test_stale_temporaries_of_a_killed_build_are_removed(table_two, tmp_path: Path) -> None:
    good_output, good_bytes = table_two
    (tmp_path / _table_name()).write_bytes(good_bytes)
    stale = tmp_path / f"{_table_name()}.k1ll3d.tmp"
    stale.write_bytes(good_bytes[:1000])
    old = time.time() - cache.STALE_TEMP_SECONDS - 60
    os.utime(stale, (old, old))
    fresh = tmp_path / f"{_table_name()}.busy.tmp"  # another process still writing
    fresh.write_bytes(b"x")
    result = run(tmp_path, *HINT)
    assert result.returncode == 0 and result.stdout == good_output and result.stderr == ""
    assert not stale.exists() and fresh.exists()


@pytest.mark.parametrize(
    ("damage", "reason"),
    [
        (lambda good: good[:-7], "not a readable table"),
        (lambda good: b"PK" + b"\0" * 100, "not a readable table"),
        (lambda good: _forge_header(good, (3,)), "header claims shape (3,)"),
    ],
)
def test_load_reports_damage_and_moves_it_aside(
    table_two, tmp_path: Path, damage, reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    _, good_bytes = table_two
    path = tmp_path / _table_name()
    path.write_bytes(damage(good_bytes))
    assert cache.load(path, ("meta", "codes", "offsets", "values")) is None
    err = capsys.readouterr().err
    assert reason in err and err.count("\n") == 1
    assert not path.exists() and (tmp_path / f"{path.name}.damaged").exists()


# -- the lookahead-k tables (solver.tables.seeing) ------------------------------------------------


@pytest.mark.parametrize("damage", [lambda good: good[:-7], lambda good: b"PK" + b"\0" * 100])
def test_a_damaged_lookahead_table_never_changes_odds(tmp_path_factory, damage) -> None:
    folder = tmp_path_factory.mktemp("seeing")
    good = run(folder, "odds", "--size", "2", "--json")
    assert good.returncode == 0 and good.stderr == "", good.stderr
    [path] = folder.glob("seeing-2x2-line-k1-*.npz")
    path.write_bytes(damage(path.read_bytes()))
    result = run(folder, "odds", "--size", "2", "--json")
    assert result.returncode == 0 and result.stdout == good.stdout  # recomputed, same figure
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert path.name in result.stderr and (folder / f"{path.name}.damaged").is_file()


def test_the_checksum_hashed_in_slices_is_the_sha256_of_the_whole_bytes() -> None:
    """Hashed a slice at a time (so a load never freezes the window), the checksum is still the
    SHA-256 of each array's header and whole bytes: files written before stay valid."""
    import hashlib

    rng = np.random.default_rng(5)
    arrays = {
        "vals": rng.integers(0, 8**9, size=3 * cache.HASH_SLICE_BYTES // 8 + 5),
        "meta": np.array([1, 4, 0, 3, 1], dtype=np.int64),
        "values": np.asfortranarray(rng.random((300, 6))),
        "empty": np.zeros(0, dtype=np.int64),
    }
    digest = hashlib.sha256()
    for name in sorted(arrays):
        array = np.ascontiguousarray(arrays[name])
        digest.update(f"{name}|{array.dtype.str}|{array.shape}|".encode() + array.tobytes())
    assert cache.checksum(arrays) == digest.hexdigest()
    arrays["vals"][-1] += 1  # the last slice counts too
    assert cache.checksum(arrays) != digest.hexdigest()
