"""The test modules' asserts rewritten once per run, not once per pytest-xdist worker.

pytest rewrites every test module's asserts as it imports it, and each worker imports every
module to collect the run: four workers did the same 2 to 3 CPU-seconds of work four times. It
keeps what it rewrote in `__pycache__` beside the module, unless bytecode may not be written
(PYTHONDONTWRITEBYTECODE), and even then only after each worker has rewritten its own.

Here the run's first process makes a folder under the system's temporary folder (never in the
tree: a rewritten module names the test file by its absolute path, which pytest keeps as it is)
and removes it at the end. Each worker rewrites its share of the modules into it with pytest's
own rewriter, waits for the others' shares, and reads the modules from there. pytest checks each
one against its source's hash before using it; a module not there (one pytest cannot rewrite,
such as one with a syntax error, or a folder that could not be written) is rewritten by each
worker as usual, and a worker waits for the others' shares for at most a minute. The steps
used are pytest's own but not public: where they are missing or changed, nothing is shared and
the run goes on as pytest's own."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest

ENV = "TRAX_SOLITAIRE_TESTS_REWRITTEN"  # the folder, for the workers (they inherit it)
TESTS = Path(__file__).resolve().parent
WAIT = 60.0  # seconds for the other workers' shares, then each rewrites what is missing


def pytest_configure(config: pytest.Config) -> None:
    if hasattr(config, "workerinput") or not config.getoption("numprocesses", None):
        return
    if config.getoption("assertmode", "rewrite") != "rewrite":
        return
    with contextlib.suppress(OSError):
        os.environ[ENV] = tempfile.mkdtemp(prefix="trax-solitaire-rewritten-")


def pytest_unconfigure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput") and ENV in os.environ:
        shutil.rmtree(os.environ.pop(ENV), ignore_errors=True)


def pytest_sessionstart(session: pytest.Session) -> None:
    config = session.config
    folder = os.environ.get(ENV)
    worker = getattr(config, "workerinput", None)
    if not folder or worker is None or not Path(folder).is_dir() or not _whole_run(config):
        return
    try:
        from _pytest.assertion import rewrite
    except ImportError:
        return
    steps = [getattr(rewrite, name, None) for name in ("_rewrite_test", "_write_pyc")]
    tail, key = getattr(rewrite, "PYC_TAIL", None), getattr(rewrite, "assertstate_key", None)
    if None in (*steps, tail, key) or not callable(getattr(rewrite, "get_cache_dir", None)):
        return
    try:
        index, count = int(worker["workerid"].removeprefix("gw")), int(worker["workercount"])
    except (KeyError, TypeError, ValueError):
        return
    modules = sorted(TESTS.glob("test_*.py"))
    kept = Path(folder)
    for module in modules[index::count]:
        with contextlib.suppress(Exception):  # then pytest rewrites it as usual
            source_hash, code = steps[0](module, config)
            steps[1](config.stash[key], code, source_hash, kept / (module.name[:-3] + tail))
    (kept / f"share-{index}.done").touch()  # even where a module could not be rewritten
    deadline = time.monotonic() + WAIT
    shares = [kept / f"share-{other}.done" for other in range(count)]
    while not all(path.exists() for path in shares) and time.monotonic() < deadline:
        time.sleep(0.05)
    rewrite.get_cache_dir = _kept_in(kept, rewrite.get_cache_dir)


def _whole_run(config: pytest.Config) -> bool:
    """Whether the run collects every test module (no file or test named): else the shares
    would rewrite modules no worker imports."""
    root = Path(config.rootpath)
    return all((root / arg).resolve() == TESTS for arg in config.args)


def _kept_in(kept: Path, usual: Callable[[Path], Path]) -> Callable[[Path], Path]:
    """pytest's folder for a module's rewritten code: `kept` for the test modules."""

    def folder(file_path: Path) -> Path:
        if file_path.parent == TESTS and file_path.name.startswith("test_"):
            return kept
        return usual(file_path)

    return folder
