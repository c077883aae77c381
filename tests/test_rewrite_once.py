"""The test modules' asserts are rewritten once per run and shared by the workers
(tests/rewrite_once.py), in a folder outside the tree; a run of some modules only, or in one
process, is pytest's own."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from _pytest.assertion import rewrite

from tests import rewrite_once
from tests.conftest import REPO_ROOT


def test_this_module_was_read_from_the_runs_shared_rewrite(request: pytest.FixtureRequest) -> None:
    here = Path(__file__).resolve()
    folder = os.environ.get(rewrite_once.ENV)
    shared = (
        hasattr(request.config, "workerinput")
        and request.config.getoption("assertmode") == "rewrite"
        and rewrite_once._whole_run(request.config)
    )
    if not shared:  # one module or one process: where pytest keeps it itself
        assert rewrite.get_cache_dir(here) == here.parent / "__pycache__"
        return
    assert folder is not None
    kept = Path(folder)
    assert REPO_ROOT not in kept.resolve().parents  # never in the tree
    assert rewrite.get_cache_dir(here) == kept
    assert rewrite.get_cache_dir(REPO_ROOT / "solver" / "core.py") != kept
    names = {p.name.partition(".")[0] for p in kept.glob("*.pyc")}
    assert names == {p.stem for p in here.parent.glob("test_*.py")}
    # Every worker rewrote only its share: the module's code object is the one kept.
    pyc = kept / (here.name[:-3] + rewrite.PYC_TAIL)
    code = rewrite._read_pyc(here, pyc)
    assert code is not None and code.co_filename == str(here)
