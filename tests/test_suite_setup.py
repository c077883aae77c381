"""The test run's own set-up (tests/conftest.py): the files it names exist, and the web page's
tests that drive a browser are split into the two work units named there, each run by one
worker (one Chromium each, not one per worker)."""

from __future__ import annotations

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
