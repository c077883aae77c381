"""Issue 34, item 10: a sample a researcher can check and reuse. `stats --per-deal FILE` writes
one CSV line a deal (index, deal, solvable, won) that reads back to the printed summary, and
`stats` shows the exact solvable fraction beside its sample wherever it is known: computed for
3x3 and smaller, for 4x4 only once `exact-solvable` has cached it, read through that cache's
checks (a damaged entry is named, moved aside and not shown)."""

from __future__ import annotations

import csv
import json
import os
import random
import re
import shutil
import stat
from fractions import Fraction
from pathlib import Path

import pytest

from solitaire.deal import format_deal, parse_deal
from solitaire.variant import Variant
from solver.clairvoyant import is_solvable
from solver.measure import PER_DEAL_HEADER, deal_for
from tests.conftest import REPO_ROOT
from ui.cli import main


def stats(capsys: pytest.CaptureFixture[str], *words: str) -> dict:
    capsys.readouterr()
    assert main(["stats", *words, "--no-progress", "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def read_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        assert handle.readline().strip() == PER_DEAL_HEADER
        handle.seek(0)
        return list(csv.DictReader(handle))


def test_per_deal_lines_are_the_summary_deal_by_deal(tmp_path: Path, capsys) -> None:
    # Three chunks on two processes: whichever finishes first, the file is in deal order.
    path = tmp_path / "deals.csv"
    words = ("--size", "3", "--deals", "1200", "--seed", "9", "--per-deal", str(path))
    summary = stats(capsys, *words, "--jobs", "2")
    rows = read_rows(path)
    assert [int(row["index"]) for row in rows] == list(range(1200))
    assert all(row["deal"] == format_deal(deal_for(3, 9, int(row["index"]))) for row in rows)
    solvable = sum(int(row["solvable"]) for row in rows)
    won = sum(int(row["won"]) for row in rows)
    assert solvable == round(summary["solvable"]["rate"] * 1200)
    assert won == round(summary["optimal"]["rate"] * 1200)
    assert 0 < won < solvable < 1200
    assert all(row["solvable"] == "1" for row in rows if row["won"] == "1")
    variant = Variant(3, "line")
    for row in rows[:60]:  # each line's verdict is the solver's for that deal
        assert is_solvable(variant, parse_deal(row["deal"], 3)) == (row["solvable"] == "1")
    again = tmp_path / "again.csv"
    assert stats(capsys, *words[:-1], str(again), "--jobs", "1") == summary
    assert again.read_bytes() == path.read_bytes()  # whatever --jobs is


def test_per_deal_to_a_folder_or_nowhere_is_bad_input(tmp_path: Path, capsys) -> None:
    for target in (tmp_path, tmp_path / "missing" / "deals.csv"):
        capsys.readouterr()
        assert main(["stats", "--size", "2", "--deals", "5", "--per-deal", str(target)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "--per-deal" in err
    assert list(tmp_path.iterdir()) == []


def test_an_old_file_stays_whole_until_the_new_one_is_complete(tmp_path: Path, capsys) -> None:
    path = tmp_path / "deals.csv"
    path.write_text("kept\n", encoding="utf-8")
    capsys.readouterr()
    argv = ["stats", "--size", "2", "--deals", "5", "--per-deal", str(path), "--jobs", "0"]
    assert main(argv) == 2  # refused before any work: the old file untouched
    assert path.read_text(encoding="utf-8") == "kept\n"
    assert stats(capsys, *argv[1:-2], "--jobs", "1")["deals"] == 5
    assert len(read_rows(path)) == 5 and sorted(p.name for p in tmp_path.iterdir()) == [path.name]
    path.chmod(0o640)  # a replaced file keeps its permissions; a new one gets 0666 less umask
    assert stats(capsys, *argv[1:-2], "--jobs", "1")["deals"] == 5
    assert stat.S_IMODE(path.stat().st_mode) == 0o640
    fresh = tmp_path / "fresh.csv"
    umask = os.umask(0o022)
    try:
        assert stats(capsys, "--size", "2", "--deals", "3", "--per-deal", str(fresh))["deals"] == 3
    finally:
        os.umask(umask)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o644


def test_the_exact_figure_beside_the_sample(tmp_path: Path, monkeypatch, capsys, loop4_run) -> None:
    """4x4 loop: null until `exact-solvable` caches it, then the cached fraction; an edited
    cache entry is not shown."""
    monkeypatch.setenv("TRAX_SOLITAIRE_CACHE_DIR", str(tmp_path))
    words = ("--size", "4", "--goal", "loop", "--deals", "500", "--jobs", "1")
    before = stats(capsys, *words)
    assert before["exact_solvable"] is None and before["exact_fraction"] is None
    capsys.readouterr()
    assert main(["stats", *words, "--no-progress"]) == 0 and "not computed yet" in (
        capsys.readouterr().out
    )
    # What `exact-solvable --size 4 --goal loop` kept in its cache (run once for the test run,
    # tests/conftest.py), put in this cache as that command would have.
    exact, kept = loop4_run
    assert exact["exact"] is True
    for path in kept.glob("exact-flow-4x4-loop-*.json"):
        shutil.copy2(path, tmp_path / path.name)
    after = stats(capsys, *words)
    assert after["exact_fraction"] == exact["fraction"]
    assert after["exact_solvable"] == float(Fraction(exact["fraction"]))
    assert {k: after[k] for k in ("solvable", "optimal")} == {
        k: before[k] for k in ("solvable", "optimal")
    }
    capsys.readouterr()
    assert main(["stats", *words, "--no-progress"]) == 0
    assert f"({exact['fraction']})" in capsys.readouterr().out
    # An entry edited to another plausible figure fails its checks: moved aside, not shown.
    (entry,) = [p for p in tmp_path.glob("exact-flow-4x4-loop-*.json")]
    text = entry.read_text(encoding="utf-8")
    entry.write_text(text.replace(exact["fraction"].split("/")[0], "1", 1), encoding="utf-8")
    capsys.readouterr()
    assert main(["stats", *words, "--no-progress", "--json"]) == 0
    done = capsys.readouterr()
    assert json.loads(done.out)["exact_fraction"] is None
    assert "damaged" in done.err and not entry.exists()


def test_the_exact_figure_for_3x3_is_computed_and_shown(capsys, walk3) -> None:
    out = stats(capsys, "--size", "3", "--deals", "50", "--jobs", "1")
    assert out["exact_fraction"] == str(walk3)


def test_per_deal_lines_through_a_dask_cluster_are_the_pool_s() -> None:
    import distributed  # a test dependency: a real local cluster, as tests/test_measure.py

    from solver.measure import measure

    variant = Variant(3, "line")
    remote: list[str] = []
    local: list[str] = []
    with distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=False,
        protocol="tcp",
        host="127.0.0.1",
        dashboard_address=None,
    ) as cluster:
        measure(
            variant,
            1100,
            seed=4,
            scheduler=cluster.scheduler_address,
            progress=False,
            exact=lambda v, j: None,
            rows=remote.append,
        )
    measure(
        variant, 1100, seed=4, jobs=1, progress=False, exact=lambda v, j: None, rows=local.append
    )
    assert "".join(remote) == "".join(local) and "".join(local).count("\n") == 1100


def test_the_seed_maps_to_deals_as_docs_cli_md_says() -> None:
    """The mapping written in docs/cli.md, rebuilt from its words alone (Python's random seeded
    with "S:i", randrange(8) per tile, eighths to orientations in the order given there)."""
    doc = " ".join((REPO_ROOT / "docs" / "cli.md").read_text(encoding="utf-8").split())
    table = re.search(r"0 and 1 NS, 2 and 3 EW, 4 NE, 5 ES, 6 SW, 7 NW", doc)
    assert table and '`"S:i"`' in doc
    eighths = ["NS", "NS", "EW", "EW", "NE", "ES", "SW", "NW"]
    for size, seed, index in ((3, 7, 0), (4, 7, 123), (2, 1, 5), (4, 16, 9_999_999)):
        rng = random.Random(f"{seed}:{index}")
        written = " ".join(eighths[rng.randrange(8)] for _ in range(size * size))
        assert written == format_deal(deal_for(size, seed, index))
