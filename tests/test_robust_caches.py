"""Issue 18, cases 1-3: accidental damage to the exact set flow's cache never changes a figure.

The finished result, the depth checkpoints and the finished chunks are damaged exactly as the
issue describes (an edited digit, swapped numbers, a flipped byte, a truncated zip, masses that
do not add up, a FIFO in place of a file); each time the run names the file on stderr in one
line, moves it aside or drops the bad part, and prints the true figure."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from solitaire.variant import Variant
from solver.exact import chunks as exact_chunks
from solver.exact.checkpoint import load_checkpoint
from solver.exact.checks import SEAL
from solver.exact.levels import exact_solvable
from solver.exact.run import Plan, exact_by_sets
from tests.conftest import REPO_ROOT

TWO = Variant(2, "loop")  # exact 3/32, two depths: the smallest run with a checkpoint
THREE = Variant(3, "line")


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRAX_SOLITAIRE_CACHE_DIR", str(tmp_path))
    exact_chunks._WORK.clear()


def _one_line(err: str) -> str:
    assert "Traceback" not in err, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


# -- case 1: the finished result ------------------------------------------------------------


@pytest.mark.parametrize(
    "damage",
    [
        {"exact_solvable": 0.19375},  # one digit edited (0.09375)
        {"fraction": "1/2"},
        {"lower_float": 0.5},
        {"upper_float": 0.5},
        {"lower": "1/2", "upper": "1/2", "fraction": "1/2", "exact_solvable": 0.5},
    ],
)
def test_an_edited_result_is_recomputed(tmp_path: Path, capsys, damage: dict) -> None:
    good = exact_by_sets(TWO, progress=False)
    assert Fraction(good["fraction"]) == Fraction(3, 32)
    (cached,) = tmp_path.glob("exact-flow-2x2-loop-*.json")
    document = json.loads(cached.read_text())
    cached.write_text(json.dumps({**document, **damage}))
    capsys.readouterr()
    again = exact_by_sets(TWO, progress=False)
    assert again["fraction"] == "3/32" and again["exact_solvable"] == 0.09375
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"trax-solitaire: cache file {cached} ") and "moved to" in line
    assert (tmp_path / f"{cached.name}.damaged").exists()
    assert json.loads(cached.read_text())[SEAL]  # healed: sealed again
    assert exact_by_sets(TWO, progress=False)["fraction"] == "3/32"
    assert capsys.readouterr().err == ""


def test_a_result_of_another_rules_version_under_this_name_is_recomputed(
    tmp_path: Path, capsys
) -> None:
    """Sealed and sound, but written under other rules (a restore from a backup)."""
    from solver.exact.checks import sealed

    exact_by_sets(TWO, progress=False)
    (cached,) = tmp_path.glob("exact-flow-2x2-loop-*.json")
    document = json.loads(cached.read_text())
    del document[SEAL]
    document["of"]["rules"] = 0
    cached.write_text(json.dumps(sealed(document)))
    capsys.readouterr()
    assert exact_by_sets(TWO, progress=False)["fraction"] == "3/32"
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"trax-solitaire: cache file {cached} belongs to another run (rules")


def test_an_exact_figure_of_another_rules_version_is_recomputed(
    tmp_path: Path, capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    from solver.exact import cache as exact_cache

    variant = Variant(2, "line")
    monkeypatch.setattr(exact_cache, "RULES_VERSION", 0)
    old = exact_cache.make_entry(variant, Fraction(49, 64))
    monkeypatch.undo()
    path = tmp_path / "entry.json"
    path.write_text(json.dumps(old))
    assert exact_cache.read_entry(variant, path) is None
    assert "fails its checksum" in _one_line(capsys.readouterr().err)
    path.write_text(json.dumps(exact_cache.make_entry(variant, Fraction(49, 64))))
    assert exact_cache.read_entry(variant, path) == Fraction(49, 64)


def test_a_sound_result_is_read_back_as_printed(tmp_path: Path, capsys) -> None:
    first = exact_by_sets(TWO, progress=False)
    second = exact_by_sets(TWO, progress=False)
    assert capsys.readouterr().err == ""
    assert {k: v for k, v in first.items() if k != "seconds"} == {
        k: v for k, v in second.items() if k != "seconds"
    }
    assert SEAL not in second  # the checksum is the file's, not part of the output


def test_stats_checks_the_cached_exact_figure(tmp_path: Path) -> None:
    """`stats` reads the (2x2, 3x3) cached exact figure too: an edited one is recomputed."""
    argv = [sys.executable, "-m", "ui", "stats", "--size", "2", "--deals", "20", "--json"]
    env = {**os.environ, "TRAX_SOLITAIRE_CACHE_DIR": str(tmp_path)}
    first = subprocess.run(
        argv, capture_output=True, text=True, env=env, cwd=REPO_ROOT, timeout=300
    )
    assert first.returncode == 0, first.stderr
    true = json.loads(first.stdout)["exact_solvable"]
    (entry,) = tmp_path.glob("exact-2x2-line-*.json")
    data = json.loads(entry.read_text())
    entry.write_text(json.dumps({**data, "float": 0.91}))
    second = subprocess.run(
        argv, capture_output=True, text=True, env=env, cwd=REPO_ROOT, timeout=300
    )
    assert second.returncode == 0
    assert json.loads(second.stdout)["exact_solvable"] == true != 0.91
    assert f"cache file {entry}" in _one_line(second.stderr)


# -- cases 2 and 3: checkpoints ---------------------------------------------------------------


def _checkpoint(tmp_path: Path) -> Path:
    partial = exact_by_sets(THREE, budget=1e-9, progress=False)  # stops after one tile
    assert partial["exact"] is False
    (checkpoint,) = tmp_path.glob("exact-flow-3x3-line-*.npz")
    return checkpoint


def _rewrite(checkpoint: Path, edit) -> None:  # noqa: ANN001
    """Change the checkpoint's contents; np.savez writes fresh zip CRCs (they stay sound)."""
    with np.load(checkpoint) as data:
        arrays = dict(data)
    edit(arrays)
    with open(checkpoint, "wb") as handle:
        np.savez(handle, **arrays)


def _edit_meta(key: str, change):  # noqa: ANN001, ANN202
    def edit(arrays: dict) -> None:
        meta = json.loads(str(arrays["meta"][0]))
        meta[key] = change(meta[key])
        arrays["meta"] = np.array([json.dumps(meta)])

    return edit


def _resume_is_exact(checkpoint: Path, capsys, walk3: Fraction, reason: str) -> None:
    capsys.readouterr()
    done = exact_by_sets(THREE, progress=False)
    assert done["exact"] is True and Fraction(done["fraction"]) == walk3
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"trax-solitaire: cache file {checkpoint} ") and reason in line
    assert "moved to" in line


def test_an_edited_lost_mass_in_a_checkpoint_is_caught(tmp_path, capsys, walk3) -> None:
    checkpoint = _checkpoint(tmp_path)
    _rewrite(checkpoint, _edit_meta("lost", lambda lost: str(int(lost) + 10**5)))
    _resume_is_exact(checkpoint, capsys, walk3, "fails its checksum")


def test_a_checkpoint_whose_masses_do_not_add_up_is_caught(tmp_path, capsys, walk3) -> None:
    """Edited and its checksum recomputed (so only the invariants can tell)."""
    from solver.cache import checksum

    checkpoint = _checkpoint(tmp_path)

    def edit(arrays: dict) -> None:
        _edit_meta("solved", lambda solved: str(int(solved) + 8))(arrays)
        arrays.pop("checksum")
        arrays["checksum"] = np.array(checksum(arrays))

    _rewrite(checkpoint, edit)
    _resume_is_exact(checkpoint, capsys, walk3, "do not add up")


@pytest.mark.parametrize("how", ["flip", "truncate", "empty"])
def test_a_broken_checkpoint_zip_is_moved_aside(tmp_path, capsys, walk3, how: str) -> None:
    checkpoint = _checkpoint(tmp_path)
    data = bytearray(checkpoint.read_bytes())
    if how == "flip":
        data[len(data) // 2] ^= 0x01
    elif how == "truncate":
        del data[len(data) // 2 :]
    else:
        data.clear()
    checkpoint.write_bytes(bytes(data))
    _resume_is_exact(checkpoint, capsys, walk3, "")
    assert (tmp_path / f"{checkpoint.name}.damaged").exists()


def test_a_fifo_in_place_of_a_checkpoint_does_not_block(tmp_path, capsys) -> None:
    checkpoint = _checkpoint(tmp_path)
    checkpoint.unlink()
    os.mkfifo(checkpoint)
    found: list = []
    reader = threading.Thread(target=lambda: found.append(load_checkpoint(checkpoint, THREE)))
    reader.start()
    reader.join(10)
    assert not reader.is_alive() and found == [None]
    assert "not a regular file" in _one_line(capsys.readouterr().err)


def test_a_sound_checkpoint_resumes(tmp_path, capsys) -> None:
    checkpoint = _checkpoint(tmp_path)
    start = load_checkpoint(checkpoint, THREE)
    assert start is not None and start[0].depth == 2
    assert capsys.readouterr().err == ""


# -- issue 26: a checkpoint names the run it belongs to ---------------------------------------


LINE2 = Variant(2, "line")


def _checkpoint_of(variant: Variant, tmp_path: Path) -> Path:
    partial = exact_by_sets(variant, budget=1e-9, progress=False)  # stops after one tile
    assert partial["exact"] is False
    n = variant.size
    (checkpoint,) = tmp_path.glob(f"exact-flow-{n}x{n}-{variant.goal}-*.npz")
    return checkpoint


@pytest.mark.parametrize(("found", "wanted"), [(TWO, LINE2), (LINE2, TWO)])
def test_a_checkpoint_of_another_variant_under_this_name_is_set_aside(
    tmp_path: Path, capsys, found: Variant, wanted: Variant
) -> None:
    """A copy (a restore from a backup) of another variant's checkpoint under this run's name:
    its masses add up, so only its own word on what it belongs to can tell it apart."""
    other = _checkpoint_of(found, tmp_path)
    mine = _checkpoint_of(wanted, tmp_path)
    other.replace(mine)
    capsys.readouterr()
    done = exact_by_sets(wanted, progress=False)
    assert done["exact"] is True and Fraction(done["fraction"]) == exact_solvable(wanted)
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"trax-solitaire: cache file {mine} belongs to another run")
    assert f"variant '{found}'" in line and (tmp_path / f"{mine.name}.damaged").exists()


def test_a_checkpoint_that_names_no_run_is_set_aside(tmp_path, capsys, walk3) -> None:
    """As written before checkpoints named their run: sound, but of nothing known."""
    from solver.cache import checksum

    checkpoint = _checkpoint(tmp_path)

    def edit(arrays: dict) -> None:
        meta = json.loads(str(arrays["meta"][0]))
        del meta["of"]
        arrays["meta"] = np.array([json.dumps(meta)])
        arrays.pop("checksum")
        arrays["checksum"] = np.array(checksum(arrays))

    _rewrite(checkpoint, edit)
    _resume_is_exact(checkpoint, capsys, walk3, "does not say which run it belongs to")


def test_a_checkpoint_of_layouts_this_variant_never_reaches_is_set_aside(
    tmp_path: Path, capsys
) -> None:
    """A layout no deal reaches (two tiles in opposite corners) in a checkpoint that names this
    run, checksum recomputed (so nothing but the flow itself can tell; the 4x4 line's sets
    under the 4x4 loop's name fail the same way): set aside and recomputed, no traceback."""
    from solver.cache import checksum

    checkpoint = _checkpoint_of(TWO, tmp_path)

    def edit(arrays: dict) -> None:
        arrays["items"] = arrays["items"].copy()
        arrays["items"][0] = 1 | (1 << 9)  # cells 0 and 3 of 2x2: not neighbours
        arrays.pop("checksum")
        arrays["checksum"] = np.array(checksum(arrays))

    _rewrite(checkpoint, edit)
    capsys.readouterr()
    done = exact_by_sets(TWO, progress=False)
    assert done["exact"] is True and Fraction(done["fraction"]) == exact_solvable(TWO)
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"trax-solitaire: cache file {checkpoint} cannot be used")
    assert "not reachable" in line


def test_a_flipped_bit_deep_in_a_checkpoints_array_data_is_set_aside(tmp_path, capsys) -> None:
    """Past the first block the layout check reads, the zip's CRC-32 fails only when the array
    is loaded (zipfile.BadZipFile): moved aside like any other damage, not a traceback."""
    from solver.exact.checkpoint import save_checkpoint
    from solver.exact.flow import States

    path = tmp_path / "exact-flow-3x3-line-test.npz"
    count = 50_000  # 400 kB of layouts: far past the first block
    states = States(
        2,
        np.arange(count + 1, dtype=np.int64),
        np.arange(count, dtype=np.int64),
        np.ones(count, dtype=np.int64),
    )
    save_checkpoint(path, (THREE, 0), states, (0, 0), [])
    data = bytearray(path.read_bytes())
    with np.load(path) as arrays:
        tail = arrays["items"].tobytes()[-4096:]
    at = data.find(tail)
    assert at > 100_000
    data[at + 7] ^= 0x10
    path.write_bytes(bytes(data))
    capsys.readouterr()
    assert load_checkpoint(path, THREE) is None
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"trax-solitaire: cache file {path} cannot be read") and "CRC" in line
    assert (tmp_path / f"{path.name}.damaged").exists()


# -- case 2: the chunks of the streamed finish ------------------------------------------------


def _chunks_file(tmp_path: Path, monkeypatch, plan: Plan) -> Path:
    real = exact_chunks.solve_chunk
    calls: list = []

    def killed_after_two(job, lo, hi):  # noqa: ANN001, ANN202
        if len(calls) == 2:
            raise KeyboardInterrupt
        calls.append(lo)
        return real(job, lo, hi)

    monkeypatch.setattr(exact_chunks, "solve_chunk", killed_after_two)
    with pytest.raises(KeyboardInterrupt):
        exact_by_sets(THREE, progress=False, plan=plan)
    monkeypatch.setattr(exact_chunks, "solve_chunk", real)
    (saved,) = tmp_path.glob("*-chunks.json")
    return saved


def test_swapped_numbers_of_a_finished_chunk_are_redone(tmp_path, capsys, monkeypatch, walk3):
    plan = Plan(None, stream=(3, 6), chunks=6)
    saved = _chunks_file(tmp_path, monkeypatch, plan)
    data = json.loads(saved.read_text())
    key = next(iter(data["done"]))
    entry = data["done"][key]
    entry[0], entry[1] = entry[1], entry[0]  # solved and lost swapped: still adds up
    saved.write_text(json.dumps(data))
    capsys.readouterr()
    out = exact_by_sets(THREE, progress=False, plan=plan)
    assert out["exact"] is True and Fraction(out["fraction"]) == walk3
    line = _one_line(capsys.readouterr().err)
    assert f"finished chunk {key} does not add up to its mass or fails its checksum" in line


@pytest.mark.parametrize("damage", ["truncate", "fifo"])
def test_a_chunks_file_that_cannot_be_read_is_moved_aside(
    tmp_path, capsys, monkeypatch, walk3, damage: str
) -> None:
    plan = Plan(None, stream=(3, 6), chunks=6)
    saved = _chunks_file(tmp_path, monkeypatch, plan)
    if damage == "truncate":
        saved.write_text(saved.read_text()[:40])
    else:
        saved.unlink()
        os.mkfifo(saved)
    capsys.readouterr()
    out = exact_by_sets(THREE, progress=False, plan=plan)
    assert out["exact"] is True and Fraction(out["fraction"]) == walk3
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"trax-solitaire: cache file {saved} cannot be used")


# -- issue 26: an exact-figure entry replaced by a folder --------------------------------------


def test_a_folder_in_place_of_an_exact_figure_is_moved_aside_once(tmp_path: Path, capsys) -> None:
    """It was recomputed on every run (25 s for 3x3) and never moved aside."""
    from solver.exact import cache as exact_cache

    variant = Variant(2, "line")
    path = exact_cache.entry_path(variant)
    path.mkdir(parents=True)
    (path / "inside").write_text("kept")
    exact_cache.cached_exact_solvable.cache_clear()
    try:
        value = exact_cache.cached_exact_solvable(variant)
    finally:
        exact_cache.cached_exact_solvable.cache_clear()
    assert value == exact_solvable(variant)
    line = _one_line(capsys.readouterr().err)
    assert line.startswith(f"trax-solitaire: cache file {path} is not a regular file; moved to")
    assert (tmp_path / f"{path.name}.damaged" / "inside").read_text() == "kept"
    assert exact_cache.read_entry(variant, path) == value  # the next run reads it back
    assert capsys.readouterr().err == ""
