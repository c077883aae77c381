"""Shipped fair-play tables: equal to a fresh build bit for bit, refused when damaged or stale,
used without building, and answered without the compiler."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from solitaire.deal import parse_deal
from solitaire.position import Position
from solitaire.variant import STANDARD_VARIANTS, Variant
from solver import cache, core
from solver.layout import symmetry_tables
from solver.symmetry import canonical as compiled_canonical
from solver.tables import service as fairplay
from solver.tables import shipped as tables_shipped
from solver.tables.build import solve
from solver.tables.service import table_for as values_for
from solver.tables.values import canonical, stored_arrays

ROOT = Path(__file__).resolve().parents[1]
LINE3 = Variant(3, "line")


@pytest.fixture
def fresh_memory():
    fairplay.clear_memory()
    yield
    fairplay.clear_memory()


@pytest.mark.parametrize("variant", STANDARD_VARIANTS, ids=str)
def test_shipped_table_equals_a_fresh_build(variant):
    shipped = tables_shipped.load(variant)
    assert shipped is not None, f"run tools/make_tables.py: no valid shipped {variant} table"
    assert shipped["meta"].tolist() == [
        tables_shipped.FORMAT,
        variant.size,
        tables_shipped.GOAL_CODES[variant.goal],
        cache.RULES_VERSION,
    ]
    fresh = solve(variant)
    for name in ("codes", "offsets", "w0", "v0"):
        expected = getattr(fresh, name)
        assert shipped[name].dtype == expected.dtype
        assert np.array_equal(shipped[name], expected), name  # bit for bit


def test_goal_codes_are_the_kernels():
    assert tables_shipped.GOAL_CODES == {"line": core.LINE, "loop": core.LOOP}


def _rewrite(path: Path, change) -> None:
    with np.load(path) as data:
        arrays = {name: data[name] for name in data.files}
    change(arrays)
    np.savez_compressed(path, **arrays)


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "table.npz"
    target.write_bytes(tables_shipped.path_for(LINE3).read_bytes())
    assert tables_shipped.load(LINE3, target) is not None
    return target


def test_damaged_shipped_files_are_refused(tmp_path):
    path = _copy(tmp_path)
    _rewrite(path, lambda a: a.update(w0=a["w0"] * 0.5))  # checksum no longer matches
    assert tables_shipped.load(LINE3, path) is None
    path.write_bytes(b"garbage")
    assert tables_shipped.load(LINE3, path) is None
    path.write_bytes(tables_shipped.path_for(LINE3).read_bytes()[:500])
    assert tables_shipped.load(LINE3, path) is None
    assert tables_shipped.load(LINE3, tmp_path / "missing.npz") is None


def test_other_rules_or_variant_are_refused(tmp_path):
    path = _copy(tmp_path)
    assert tables_shipped.load(Variant(4, "line"), path) is None
    stale = tables_shipped.meta_for(LINE3)
    stale[3] += 1  # a table made under other rules, with a valid checksum
    fresh = tables_shipped.load(LINE3, path)
    arrays = {k: fresh[k] for k in ("codes", "offsets", "w0", "v0")}
    with np.load(path) as data:
        assert str(data["checksum"]) == cache.checksum({"meta": fresh["meta"], **arrays})
    np.savez_compressed(
        path, checksum=np.array(cache.checksum({"meta": stale, **arrays})), meta=stale, **arrays
    )
    assert tables_shipped.load(LINE3, path) is None


def test_written_file_reads_back(tmp_path):
    solution = solve(LINE3)
    path = tables_shipped.write(
        LINE3, solution.codes, solution.offsets, solution.w0, solution.v0, tmp_path / "t.npz"
    )
    arrays = tables_shipped.load(LINE3, path)
    assert np.array_equal(arrays["w0"], solution.w0)
    assert not list(tmp_path.glob("*.tmp"))


def test_table_for_uses_the_shipped_table_without_building(tmp_path, monkeypatch, fresh_memory):
    monkeypatch.setenv(cache.ENV_VAR, str(tmp_path))

    def no_build(*_args, **_kwargs):
        raise AssertionError("built although a table is shipped")

    monkeypatch.setattr(fairplay, "_build", no_build)
    for variant in STANDARD_VARIANTS:
        for lookahead in (0, 1):
            table = fairplay.table_for(variant, lookahead)
            shipped = tables_shipped.load(variant)
            assert np.array_equal(table.values, shipped["w0" if lookahead else "v0"])
    assert not list(tmp_path.iterdir())  # nothing written to the disk cache


def test_switched_off_shipped_tables_come_from_the_cache(tmp_path, monkeypatch, fresh_memory):
    monkeypatch.setenv(cache.ENV_VAR, str(tmp_path))
    monkeypatch.setenv(tables_shipped.ENV_VAR, "0")
    assert stored_arrays(LINE3, 1) is None
    built = fairplay.table_for(LINE3, 1)  # builds and writes the cache
    assert stored_arrays(LINE3, 1) is not None
    fairplay.clear_memory()
    assert np.array_equal(values_for(LINE3, 1).values, built.values)


def test_one_entry_gives_one_shared_table_with_compiled_play(fresh_memory):
    table = fairplay.table_for(LINE3, 1)
    assert isinstance(table, fairplay.FairPlayTable)
    assert fairplay.table_for(LINE3, 1) is table  # the one in-memory cache
    assert fairplay.loaded(LINE3, 1) is table and fairplay.loaded(LINE3, 0) is None
    position = Position(LINE3, parse_deal("NS NE NE SW NS NS NE NE SW", 3))
    assert str(table.best_move(position)) == str(table.best_moves(position)[0][0].move)


def test_lookaheads_that_are_not_tiles_are_refused_clearly(fresh_memory):
    with pytest.raises(ValueError, match="lookahead must be a whole number of tiles, not -1"):
        fairplay.table_for(LINE3, -1)


def test_lookaheads_beyond_the_exact_tables_are_refused_clearly(fresh_memory):
    with pytest.raises(ValueError, match="5 tiles seen ahead are not available for 4x4 line"):
        fairplay.table_for(Variant(4, "line"), 5)


@pytest.mark.parametrize("lookahead", [2, 3])
def test_deeper_lookaheads_come_from_the_same_entry(lookahead, fresh_memory):
    table = fairplay.table_for(LINE3, lookahead)
    assert isinstance(table, fairplay.SeeingTable) and table.lookahead == lookahead
    assert table.exact_win_rate() == fairplay.seeing_table(LINE3, lookahead).exact_win_rate()


@pytest.mark.parametrize("size", [2, 3, 4])
def test_canonical_matches_the_compiled_one(size):
    tables = symmetry_tables(size)
    rng = random.Random(size)
    for _ in range(300):
        cells = rng.randint(1, size * size)
        code = 0
        for i in rng.sample(range(size * size), cells):
            code |= rng.randint(1, 6) << (3 * i)
        expected = compiled_canonical(np.int64(code), size, *_symmetry(tables))
        assert canonical(code, size, tables) == (int(expected[0]), int(expected[1]))


def _symmetry(tables):
    return tables.row_table, tables.row_mask, tables.col_mask


@pytest.mark.parametrize("variant", STANDARD_VARIANTS, ids=str)
def test_compiled_best_move_is_a_looked_up_hint(variant, fresh_memory):
    table = fairplay.table_for(variant, 1)
    rng = random.Random(5)
    from solitaire.deal import random_deal

    for _ in range(15):
        position = Position(variant, random_deal(variant.size, rng))
        while position.legal_moves() and not position.outcome().over:
            hints = table.best_moves(position)
            assert str(table.best_move(position)) == str(hints[0][0].move)
            position.push(rng.choice(position.legal_moves()).move)


def _run_without_numba(code: str, tmp_path: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), TRAX_SOLITAIRE_CACHE_DIR=str(tmp_path))
    env.pop(tables_shipped.ENV_VAR, None)
    return subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True
    )


@pytest.mark.parametrize(
    "argv",
    [
        ["hint", "--size", "3", "--deal", "NS NE NE SW NS NS NE NE SW", "--moves", "@0 A2"],
        ["hint", "--size", "4", "--goal", "loop", "--deal", " ".join(["NS"] * 16), "--all"],
        ["odds", "--size", "4", "--goal", "line", "--lookahead", "0"],
        ["show", "--size", "3", "--deal", "NS NE NE SW NS NS NE NE SW"],
        ["deal", "--size", "4", "--number", "7"],
    ],
    ids=lambda argv: argv[0],
)
def test_commands_on_shipped_tables_never_import_numba(argv, tmp_path):
    code = (
        "import sys\nfrom ui.cli import main\n"
        f"status = main({argv!r})\n"
        "assert status == 0, status\n"
        "assert 'numba' not in sys.modules, 'numba was imported'\n"
    )
    result = _run_without_numba(code, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip()
    assert not list(tmp_path.iterdir())  # no table built or cached


def test_prepare_makes_the_variant_ready(fresh_memory):
    from solver.tables.service import prepare, ready

    variant = Variant(4, "loop")
    assert not ready(variant)
    calls = []
    table = prepare(variant, progress=lambda *args: calls.append(args))
    assert ready(variant) and not ready(variant, 0)
    assert calls == []  # shipped: nothing to build
    assert values_for(variant) is table
    assert table.win_rate() == pytest.approx(0.179969349, abs=1e-9)


def test_building_reports_progress_when_nothing_is_shipped(tmp_path, monkeypatch, fresh_memory):
    from solver.tables.service import prepare

    monkeypatch.setenv(cache.ENV_VAR, str(tmp_path))
    monkeypatch.setenv(tables_shipped.ENV_VAR, "0")
    stages = set()
    table = prepare(Variant(2, "line"), progress=lambda stage, done, total: stages.add(stage))
    assert stages == {"layouts", "values"}
    assert isinstance(table, fairplay.FairPlayTable)


def test_the_app_window_and_hints_do_not_import_numba(tmp_path):
    code = (
        "import sys\nimport ui.app.window.main_window\nfrom ui.common import solver_bridge\n"
        "from solitaire.position import Position\nfrom solitaire.deal import parse_deal\n"
        "from solitaire.variant import Variant\n"
        "v = Variant(3, 'line')\n"
        "p = Position(v, parse_deal('NS NE NE SW NS NS NE NE SW', 3), ['@0'])\n"
        "print(solver_bridge.hint_values(v, p)[0][1])\n"
        "assert 'numba' not in sys.modules, 'numba was imported'\n"
    )
    result = _run_without_numba(code, tmp_path)
    assert result.returncode == 0, result.stderr
    assert 0 < float(result.stdout) <= 1


def test_a_header_claiming_a_huge_array_is_refused_before_loading(tmp_path):
    import io
    import zipfile

    path = _copy(tmp_path)
    header = io.BytesIO()
    np.lib.format.write_array_header_2_0(
        header, {"descr": "<f8", "fortran_order": False, "shape": (10**11, 6)}
    )
    with zipfile.ZipFile(tables_shipped.path_for(LINE3)) as source:
        members = {info.filename: source.read(info) for info in source.infolist()}
    members["w0.npy"] = header.getvalue() + b"\0" * 64
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as target:
        for name, data in members.items():
            target.writestr(name, data)
    assert tables_shipped.load(LINE3, path) is None
