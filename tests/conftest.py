"""Shared test set-up: offscreen Qt, test-only user directories, the conformance vectors."""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import shutil
import tempfile
from fractions import Fraction
from pathlib import Path

# Before any Qt import: no display here, and tests must never touch the real user dirs.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _run_data_folder() -> str:
    """The run's player's data folder: made by the run's first process (the workers and the
    pytest runs that tests start inherit it), and removed when that process ends, so runs do
    not leave a folder each in the temporary folder."""
    made = tempfile.mkdtemp(prefix="trax-solitaire-tests-")
    atexit.register(shutil.rmtree, made, ignore_errors=True)
    return made


_DATA = os.environ.get("TRAX_SOLITAIRE_DATA_DIR") or _run_data_folder()
os.environ["TRAX_SOLITAIRE_DATA_DIR"] = _DATA
os.environ.setdefault("XDG_CONFIG_HOME", os.path.join(_DATA, "config"))
os.environ.setdefault("XDG_DATA_HOME", os.path.join(_DATA, "data"))

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths  # noqa: E402
from PySide6.QtWidgets import QMessageBox  # noqa: E402

from solitaire import storage  # noqa: E402
from tests.ui_helpers import Boxes  # noqa: E402
from ui.app.qt_compat import keep_none_alive  # noqa: E402

# A skip for a missing program, browser, screen or network fails under CI's switch; the test
# modules' asserts are rewritten once for every worker (tests/rewrite_once.py).
pytest_plugins = ["tests.needs", "tests.rewrite_once", "tests.time_limit"]

keep_none_alive()  # PySide6 6.12.0 on Python 3.11 loses a reference to None per void call
QStandardPaths.setTestModeEnabled(True)
QCoreApplication.setOrganizationName("trax-solitaire-tests")
QCoreApplication.setApplicationName("trax-solitaire-tests")

REPO_ROOT = Path(__file__).resolve().parents[1]
# The conformance vectors (docs/rules.md section 8): the repository keeps its own copy as test
# data, so a clone or an unpacked sdist runs the tests alone; the steering folder beside the
# checkout (../shared, as in CI) holds the contract's copy, read first when it is there and
# checked equal to ours (tests/test_conformance_copy.py).
SHARED_DIR = REPO_ROOT.parent / "shared"
SHARED_VECTORS = SHARED_DIR / "conformance" / "vectors.json"
OWN_VECTORS = REPO_ROOT / "tests" / "data" / "conformance" / "vectors.json"
VECTORS_PATH = SHARED_VECTORS if SHARED_VECTORS.is_file() else OWN_VECTORS


def load_vector_file() -> dict:
    return json.loads(VECTORS_PATH.read_text(encoding="utf-8"))


def load_vectors() -> list[dict]:
    return load_vector_file()["cases"]


@pytest.fixture(scope="session")
def vectors() -> dict:
    """The whole vector file: {"rules": ..., "cases": [...]}."""
    return load_vector_file()


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> Boxes:
    """QMessageBox's question, information and warning answered by a Boxes (tests.ui_helpers)."""
    fake = Boxes()
    monkeypatch.setattr(QMessageBox, "question", fake.question)
    monkeypatch.setattr(QMessageBox, "information", fake.note)
    monkeypatch.setattr(QMessageBox, "warning", fake.note)
    # "Nothing can be saved" (its own box, with "Choose another data folder…"): noted, and
    # answered "Play without saving".
    monkeypatch.setattr("ui.app.statistics.link.warn_unwritable", fake.unwritable)
    return fake


def shared_root(factory: pytest.TempPathFactory) -> Path:
    """The test run's own temporary folder: with pytest-xdist each worker has a folder of its
    own (popen-gwN) inside the run's, so solver tables built by one worker serve the others
    (tables are written atomically, and two workers building the same one write equal files)."""
    base = factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


@pytest.fixture(scope="session")
def walk3(tmp_path_factory: pytest.TempPathFactory) -> Fraction:
    """The 3x3 line figure by the level walk (solver/exact/levels.py: every deal, seconds of
    work), the independent check of the set flows: walked once per test run, not once per file.
    The first worker to need it walks while holding a lock; the others wait and read it. It is
    also put in the run's shared solver cache, as `exact-solvable` would have kept it, so the
    tests that read the 3x3 figure through the cache do not walk it again."""
    import fcntl

    from solitaire.record import write_atomically
    from solitaire.variant import Variant
    from solver.cache import ENV_VAR
    from solver.exact.cache import entry_path, make_entry
    from solver.exact.levels import exact_solvable

    root, variant = shared_root(tmp_path_factory), Variant(3, "line")
    kept = root / "walk-3x3-line.txt"
    with (root / "walk-3x3-line.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not kept.exists():
            value = exact_solvable(variant)
            with pytest.MonkeyPatch.context() as patch:
                patch.setenv(ENV_VAR, str(root / "cache"))
                entry = entry_path(variant)
            entry.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(entry, json.dumps(make_entry(variant, value)))
            kept.write_text(str(value))
        return Fraction(kept.read_text())


@pytest.fixture(scope="session")
def loop4_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    """`exact-solvable --size 4 --goal loop --json` run once per test run (seconds of work), in
    a solver cache folder of its own: its answer, and that folder, holding what it kept. The
    first worker to need it runs it while holding a lock; the others wait and read it."""
    import fcntl
    import io

    from solver.cache import ENV_VAR
    from ui.cli import main

    root = shared_root(tmp_path_factory)
    folder, answer = root / "exact-4x4-loop", root / "exact-4x4-loop.json"
    with (root / "exact-4x4-loop.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not answer.exists():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            said = io.StringIO()
            with pytest.MonkeyPatch.context() as patch, contextlib.redirect_stdout(said):
                patch.setenv(ENV_VAR, str(folder))
                argv = ["exact-solvable", "--size", "4", "--goal", "loop", "--json"]
                assert main([*argv, "--no-progress"]) == 0
            answer.write_text(said.getvalue(), encoding="utf-8")
        return json.loads(answer.read_text(encoding="utf-8")), folder


# The files that take longest, longest first (seconds of wall time each on this 2-core machine
# with four workers, 2026-12-05, the sum of their tests' times in a fresh clone's run: every
# file of 5 s or more). pytest-xdist hands out whole files (--dist loadfile) in the order
# collected (--no-loadscope-reorder, pyproject.toml: by default it hands out the files with the
# most tests first), so the long ones start at once and the short ones fill the gaps at the
# end: started last, the bundle (two minutes) would leave the other workers idle while one
# finishes it, and a file of 6 s handed out last left a core idle for as long. Every other
# file follows in its order.
LONG_FILES = (
    "test_bundle.py",  # 145: PyInstaller builds it, then its commands run in a clean home
    "test_exact_numbered.py",  # 48 to 121: the exact flows' kernels compiled, the 4x4 loop run
    "test_robust_cli.py",  # 76: signals, servers that never answer
    "test_wheel.py",  # 65: built, installed in a fresh venv, run
    "test_seeing.py",  # 54
    "test_robust_interrupts.py",  # 46
    "test_web_page.py",  # 38: Chromium, Python started in every page
    "test_web_snapshot.py",  # 36
    "test_web_fit.py",  # 31
    "test_atspi_board.py",  # 29: a game through the accessibility bus
    "test_robust_caches.py",  # 29
    "test_cli_bad_input.py",  # 26
    "test_web_integrity.py",  # 24
    "test_clairvoyant.py",  # 23
    "test_web_access.py",  # 21
    "test_keep_kill.py",  # 20
    "test_qa_app.py",  # 19
    "test_web_soft.py",  # 18
    "test_cache_damage.py",  # 18
    "test_ui_dialog_screens.py",  # 18
    "test_web_language.py",  # 17
    "test_robust_budget.py",  # 17
    "test_analysis.py",  # 15
    "test_measure.py",  # 14
    "test_web_more.py",  # 13
    "test_ui_waiting_games.py",  # 12
    "test_robust_history.py",  # 12
    "test_jit_level.py",  # 11
    "test_robust_readonly.py",  # 9: a read-only install compiles its kernels privately
    "test_exact_stream.py",  # 9
    "test_contrast_drawn.py",  # 9
    "test_statistics_files.py",  # 8
    "test_ui_every_word.py",  # 8
    "test_ui_tutorial.py",  # 7
    "test_tables_shipped.py",  # 7
    "test_session.py",  # 7
    "test_puzzles.py",  # 7
    "test_cli_small_ones.py",  # 7
    "test_wm_frame.py",  # 6: a window manager on its own screen
    "test_portable_solve.py",  # 6
    "test_core.py",  # 6
    "test_colours.py",  # 6
    "test_stats_per_deal.py",  # 6
    "test_fairplay.py",  # 5
    "test_needs.py",  # 5
    "test_portable_hints.py",  # 5
    "test_statistics_fuzz.py",  # 5
)


# The web page's tests that drive the browser, in two halves of about equal work, each run by one
# worker: each worker that runs one starts its own Chromium and its first page starts Python
# from nothing (6 CPU-seconds, then its tab restores a snapshot); with the files spread over
# all four workers, that was four of each, and four browsers at once on two cores.
WEB_HALVES = (
    ("test_web_page.py", "test_web_integrity.py", "test_web_soft.py", "test_web_access.py")
    + ("test_web_finish_kept.py",),
    ("test_web_snapshot.py", "test_web_fit.py", "test_web_more.py", "test_web_language.py")
    + ("test_web_licences.py", "test_web_puzzle_link.py", "test_web_storage_full.py"),
)


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log):  # noqa: ANN001, ANN201
    """--dist loadfile (pyproject.toml) with each half of WEB_HALVES one work unit, as if it
    were one file; every other file its own unit, handed out in the order collected."""
    if config.getvalue("dist") != "loadfile":
        return None
    from xdist.scheduler import LoadFileScheduling

    halves = {name: f"web page tests, half {i + 1}" for i, h in enumerate(WEB_HALVES) for name in h}

    class _Scheduling(LoadFileScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.split("::", 1)[0]
            return halves.get(path.rpartition("/")[2], path)

    return _Scheduling(config, log)


# The project's own sources, compiled to bytecode once at the start of a run.
BYTECODE_FOLDERS = ("solitaire", "solver", "puzzles", "ui", "tests", "tools", "benchmarks")


def pytest_configure(config: pytest.Config) -> None:
    """In the run's first process (not in pytest-xdist's workers, started after it): the
    project's modules compiled to bytecode in their __pycache__ folders (git-ignored), as
    Python does by itself unless PYTHONDONTWRITEBYTECODE is set. The tests start about 480
    Python processes (the command line, the app, workers, probes): where nothing may be
    written, each compiled the same sources again (0.1 s of CPU each, about 40 CPU-seconds of
    a fresh clone's run). Where the tree is read-only, nothing is written and nothing fails."""
    if hasattr(config, "workerinput"):
        return
    import compileall
    import re

    for folder in BYTECODE_FOLDERS:
        with contextlib.suppress(OSError):
            compileall.compile_dir(
                REPO_ROOT / folder,
                quiet=2,
                rx=re.compile(r"node_modules"),
                stripdir=str(REPO_ROOT),  # no machine's path in the files; importing puts it back
            )


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto` (pyproject.toml): two workers per core, at most four. Many tests spend most of
    their time waiting (a browser starting Python, an app's window, a timeout, a child
    process): on a 2-core machine two workers left the cores a third idle, four keep them busy."""
    return max(2, min(4, 2 * (os.cpu_count() or 1)))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    rank = {name: i for i, name in enumerate(LONG_FILES)}
    items.sort(key=lambda item: rank.get(item.path.name, len(LONG_FILES)))


@pytest.fixture(autouse=True)
def _watchers_end_with_their_test():
    """A box watcher set by a test (tests.ui_helpers.later) stops when the test ends."""
    yield
    from PySide6.QtWidgets import QApplication

    from tests.ui_helpers import TEST_RUN

    app = QApplication.instance()
    if app is not None:
        app.setProperty(TEST_RUN, int(app.property(TEST_RUN) or 0) + 1)


@pytest.fixture(autouse=True)
def _isolated_user_dirs(
    tmp_path: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
):
    """Point every user directory the app or solver writes to at temporary folders. Solver
    tables are shared by the whole session (they are costly to build); the rest is per test."""
    monkeypatch.setenv("TRAX_SOLITAIRE_CACHE_DIR", str(shared_root(tmp_path_factory) / "cache"))
    monkeypatch.setenv("TRAX_SOLITAIRE_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    storage.use_data_dir(None)  # a data folder chosen in one test is never the next test's
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "ini"))
    # The app's preferences are QSettings(organisation, application): the native format, which
    # test mode otherwise keeps in one ~/.qttest file shared by every test and every run.
    QSettings.setPath(
        QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path / "native")
    )
    yield


# -- the web page's tests (tests/test_web_*.py): one site, one server, one browser per session --


@pytest.fixture(scope="session")
def web_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site, built once per test run into the run's own folder: the first worker to need
    it builds it holding a lock, the others serve the same files (no test writes into it)."""
    import fcntl

    from solitaire.errors import TraxError
    from tests.needs import need
    from ui.web.build import build_site

    root = shared_root(tmp_path_factory)
    site = root / "web-site"
    with (root / "web-site.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (site / "files.json").is_file():  # written last: the build is whole
            shutil.rmtree(site, ignore_errors=True)
            try:
                build_site(site)
            except TraxError as error:  # no npm, or no npm registry for the pinned Pyodide
                need(f"npm and the npm registry, to fetch the pinned Pyodide ({error})")
    return site


@pytest.fixture(scope="session")
def web_base(web_site: Path):
    from ui.web.serve import serve_in_thread

    server, url = serve_in_thread(web_site)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def web_browser():
    from playwright.sync_api import sync_playwright

    from tests.needs import need, strict
    from tests.web_helpers import ARGS, CHROMIUM, HEADLESS_SHELL

    program = HEADLESS_SHELL
    if not Path(HEADLESS_SHELL).is_file():
        if strict():  # CI installs it: the run's time counts on it
            need(f"Chromium's headless shell at {HEADLESS_SHELL} (chromium-headless-shell)")
        program = CHROMIUM  # the same tests, in the full browser
    if not Path(program).is_file():
        need(f"Chromium at {CHROMIUM} (Debian's chromium package)")
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=program, args=ARGS)
        yield chromium
        chromium.close()
