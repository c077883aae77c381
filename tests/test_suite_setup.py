"""The test run's own set-up (tests/conftest.py): the files it names exist, and the web page's
tests that drive a browser are split into the two work units named there, each run by one
worker (one Chromium each, not one per worker)."""

from __future__ import annotations

import os

import pytest

from tests import conftest
from tests.conftest import LONG_FILES, REPO_ROOT, WEB_HALVES


def test_every_file_named_for_the_order_or_the_halves_exists() -> None:
    halves = [name for half in WEB_HALVES for name in half]
    assert len(set(halves)) == len(halves) and len(set(LONG_FILES)) == len(LONG_FILES)
    named = [*LONG_FILES, *halves]
    for name in named:
        assert (REPO_ROOT / "tests" / name).is_file(), name


def test_every_web_test_that_drives_the_browser_is_in_a_half() -> None:
    halves = {name for half in WEB_HALVES for name in half}
    for path in sorted((REPO_ROOT / "tests").glob("test_web_*.py")):
        if "web_browser" in path.read_text(encoding="utf-8"):
            assert path.name in halves, path.name


def test_the_scheduler_hands_out_each_half_as_one_unit(pytestconfig: pytest.Config) -> None:
    pytest.importorskip("xdist")
    scheduler = conftest.pytest_xdist_make_scheduler(pytestconfig, None)
    if pytestconfig.getvalue("dist") != "loadfile":
        assert scheduler is None
        return
    scope = scheduler._split_scope  # noqa: SLF001
    first, second = (half[:2] for half in WEB_HALVES)
    assert scope(f"tests/{first[0]}::a") == scope(f"tests/{first[1]}::b[x]")
    assert scope(f"tests/{second[0]}::a") == scope(f"tests/{second[1]}::b")
    assert scope(f"tests/{first[0]}::a") != scope(f"tests/{second[0]}::a")
    assert scope("tests/test_bundle.py::a") == "tests/test_bundle.py"  # a file of its own


def test_test_modules_are_rewritten_once_and_kept(pytestconfig: pytest.Config, tmp_path) -> None:
    """The run's first process rewrites every test module's asserts and keeps the result where
    pytest's import reads it, in every worker, even where no bytecode is written."""
    rewrite = pytest.importorskip("_pytest.assertion.rewrite")
    if pytestconfig.getoption("assertmode") != "rewrite":
        pytest.skip("asserts are not rewritten in this run (--assert)")
    source = tmp_path / "test_sample.py"
    source.write_text("def test_it():\n    x = 1\n    assert x == 2\n", encoding="utf-8")
    conftest._rewrite_tests_once(pytestconfig, tmp_path)
    (pyc,) = (tmp_path / "__pycache__").iterdir()
    assert pyc.name == "test_sample" + rewrite.PYC_TAIL
    code = rewrite._read_pyc(source, pyc)  # noqa: SLF001
    assert code is not None and code.co_filename == str(source)
    function = next(c for c in code.co_consts if getattr(c, "co_name", "") == "test_it")
    assert any(name.startswith("@py_assert") for name in function.co_varnames)
    kept = pyc.stat().st_mtime_ns
    os.utime(pyc, ns=(kept - 10**9, kept - 10**9))
    conftest._rewrite_tests_once(pytestconfig, tmp_path)  # still good: left as it is
    assert pyc.stat().st_mtime_ns == kept - 10**9
    source.write_text("def test_it():\n    assert 3 == 4\n", encoding="utf-8")
    conftest._rewrite_tests_once(pytestconfig, tmp_path)  # its source changed: rewritten
    assert pyc.stat().st_mtime_ns != kept - 10**9
    code = rewrite._read_pyc(source, pyc)  # noqa: SLF001
    function = next(c for c in code.co_consts if getattr(c, "co_name", "") == "test_it")
    assert 4 in function.co_consts
