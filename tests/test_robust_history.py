"""Issue 18, cases 5, 8, 10 and 12 for `history`: a reader that never changes what it reads,
never shows a row it cannot read truthfully, and never calls a file it cannot read empty.

Each test runs the real command (`python -m ui history`) on a statistics file damaged or
replaced exactly as the issue describes."""

from __future__ import annotations

import csv
import hashlib
import io
import json
import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli_helpers import one_line, run, sigint_default
from tests.conftest import REPO_ROOT
from ui.data.statistics import FILE_NAME, StatisticsStore

DEAL = "NS NE NE SW NS NS NE NE SW"


def history(data: Path, *argv: str) -> subprocess.CompletedProcess:
    return run("history", *argv, env={"TRAX_SOLITAIRE_DATA_DIR": str(data)}, timeout=60)


def digest(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in folder.iterdir()}


@pytest.fixture
def data(tmp_path: Path) -> Path:
    """A statistics file with two good games."""
    folder = tmp_path / "data"
    folder.mkdir()
    with StatisticsStore(folder / FILE_NAME) as store:
        store.record_game("3x3 line", True, 1, 9, DEAL, seconds=61.5)
        store.record_game("3x3 line", False, 0, 4, DEAL, 17, seconds=30)
    return folder


COLUMNS = "finished_at, variant, deal, source, result, hints, moves, seconds"
WHEN = "2026-01-02T10:00:00+00:00"


def _schema_4_with_bad_rows(folder: Path) -> Path:
    """A schema-4 file as the previous version wrote it, with two good games and the rows the
    issue found: a time that is not a time, seconds of +inf (schema 4's CHECK (seconds >= 0)
    let it pass), a variant that is none."""
    from tests.test_statistics_records import SCHEMA_3

    path = folder / FILE_NAME
    connection = sqlite3.connect(path)
    connection.executescript(SCHEMA_3)
    connection.executescript("ALTER TABLE games ADD COLUMN record TEXT; PRAGMA user_version = 4;")
    for values in (
        (WHEN, "3x3 line", DEAL, "random", "won", 1, 9, 61.5),
        (WHEN, "3x3 line", DEAL, "random", "lost", 0, 4, 30.0),
        ("yesterday", "3x3 line", DEAL, "random", "won", 0, 9, 10.0),
        (WHEN, "3x3 line", DEAL, "random", "won", 0, 9, float("inf")),
        (WHEN, "banana", DEAL, "random", "won", 0, 9, 5.0),
    ):
        connection.execute(f"INSERT INTO games ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", values)
    connection.commit()
    connection.close()
    return path


@pytest.mark.parametrize("form", [[], ["--json"], ["--csv"], ["--variant", "3x3"]])
def test_unreadable_rows_are_left_out_and_counted(tmp_path: Path, form: list[str]) -> None:
    """The bad time and the bad variant are left out and counted; the infinite time is not a
    time that can be shown: it reads as unknown, as the schema-5 migration makes it."""
    _schema_4_with_bad_rows(tmp_path)
    before = digest(tmp_path)
    result = history(tmp_path, *form)
    assert result.returncode == 0
    line = one_line(result.stderr)
    assert line.startswith("trax-solitaire history: 2 games left out")
    assert "Infinity" not in result.stdout and "banana" not in result.stdout
    if form == ["--json"]:
        out = json.loads(result.stdout, parse_constant=lambda c: pytest.fail(c))
        assert out["skipped"] == 2
        assert [g["seconds"] for g in out["games"]] == [61.5, 30.0, None]
        figures = {"played": 3, "won": 2, "streak": 1, "best_streak": 1}
        assert out["summary"] == {"3x3 line": {**figures, "by_lookahead": {"1": figures}}}
    elif form == ["--csv"]:
        rows = list(csv.DictReader(io.StringIO(result.stdout)))
        assert [r["seconds"] for r in rows] == ["61.5", "30.0", ""]
    else:
        assert "played    3  won    2" in result.stdout and "3 games" in result.stdout
    assert digest(tmp_path) == before  # read, never written (nor migrated)


def test_a_row_of_the_current_schema_with_a_bad_time_is_left_out(data: Path) -> None:
    connection = sqlite3.connect(data / FILE_NAME)
    values = ("not a time", "3x3 line", DEAL, "random", "won", 0, 9, 10.0)
    connection.execute(f"INSERT INTO games ({COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", values)
    connection.commit()
    connection.close()
    result = history(data, "--json")
    assert result.returncode == 0
    assert one_line(result.stderr).startswith("trax-solitaire history: 1 game left out")
    assert json.loads(result.stdout)["skipped"] == 1


def test_history_never_writes_a_schema_into_a_file_without_one(tmp_path: Path) -> None:
    connection = sqlite3.connect(tmp_path / FILE_NAME)  # an SQLite file with nothing in it
    connection.executescript("CREATE TABLE x (a); DROP TABLE x;")
    connection.close()
    assert (tmp_path / FILE_NAME).stat().st_size > 0
    before = digest(tmp_path)
    result = history(tmp_path, "--json")
    assert result.returncode == 0 and result.stderr == ""
    assert json.loads(result.stdout)["games"] == []
    assert digest(tmp_path) == before


def test_history_never_migrates_an_older_schema(data: Path) -> None:
    """A schema 3 file (no record column): shown, and left at schema 3 for the app."""
    path = data / FILE_NAME
    connection = sqlite3.connect(path)
    connection.executescript(
        "ALTER TABLE games DROP COLUMN lookahead; ALTER TABLE games DROP COLUMN record; "
        "PRAGMA user_version = 3;"
    )
    connection.close()
    before = digest(data)
    result = history(data, "--json")
    assert result.returncode == 0, result.stderr
    assert len(json.loads(result.stdout)["games"]) == 2
    assert digest(data) == before


def test_history_leaves_the_pending_games_of_a_killed_app_alone(data: Path) -> None:
    rows = {"games": [_pending_row()], "format": 1}
    pending = data / f"{FILE_NAME}.pending-999999999-deadbeef.json"  # no such process
    pending.write_text(json.dumps(rows))
    before = digest(data)
    result = history(data, "--json")
    assert result.returncode == 0, result.stderr
    assert len(json.loads(result.stdout)["games"]) == 2
    assert digest(data) == before  # not written into the database, not deleted


def _pending_row() -> dict[str, object]:
    return {
        "finished_at": "2026-01-03T10:00:00+00:00",
        "variant": "3x3 line",
        "deal": DEAL,
        "deal_number": None,
        "source": "random",
        "result": "won",
        "hints": 0,
        "moves": 9,
        "seconds": 12.0,
        "skill_loss": None,
        "luck": None,
        "puzzle": None,
        "uid": "0123456789abcdef0123456789abcdef",
    }


@pytest.mark.parametrize("kind", ["loop", "fifo", "folder", "dangling"])
def test_a_statistics_file_that_cannot_be_read_is_said(tmp_path: Path, kind: str) -> None:
    path = tmp_path / FILE_NAME
    if kind == "loop":
        path.symlink_to(path)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    else:
        path.symlink_to(tmp_path / "gone")
    for form in ([], ["--json"]):
        result = history(tmp_path, *form)  # a FIFO must not block: the timeout would fail
        assert result.returncode == 2 and result.stdout == ""
        line = one_line(result.stderr)
        assert line.startswith(f"trax-solitaire history: Statistics file {path}")
        assert "No games recorded yet" not in line
        words = {
            "loop": "symbolic links",
            "fifo": "FIFO",
            "folder": "folder",
            "dangling": "symbolic link to nothing",
        }
        assert words[kind] in line


def test_the_schema_refuses_infinite_times(tmp_path: Path) -> None:
    with StatisticsStore(tmp_path / FILE_NAME) as store:
        store.record_game("3x3 line", True, 0, 9, DEAL, seconds=1.0)
    connection = sqlite3.connect(tmp_path / FILE_NAME)
    with pytest.raises(sqlite3.IntegrityError):
        connection.execute(
            "INSERT INTO games (finished_at, variant, deal, source, result, hints, moves, seconds)"
            " VALUES ('2026-01-01T00:00:00+00:00', '3x3 line', 'x', 'random', 'won', 0, 1, ?)",
            (float("inf"),),
        )
    connection.close()


def test_a_schema_4_file_with_an_infinite_time_keeps_every_row(tmp_path: Path) -> None:
    from tests.test_statistics_records import SCHEMA_3

    path = tmp_path / FILE_NAME
    connection = sqlite3.connect(path)
    connection.executescript(SCHEMA_3)
    connection.executescript("ALTER TABLE games ADD COLUMN record TEXT; PRAGMA user_version = 4;")
    columns = "finished_at, variant, deal, source, result, hints, moves, seconds"
    for seconds in (12.5, float("inf"), None):
        connection.execute(
            f"INSERT INTO games ({columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            ("2026-01-02T10:00:00+00:00", "3x3 line", DEAL, "random", "won", 0, 9, seconds),
        )
    connection.commit()
    connection.close()
    with StatisticsStore(path) as store:
        assert [g.seconds for g in store.games()] == [12.5, None, None]
    connection = sqlite3.connect(path)
    assert connection.execute("PRAGMA user_version").fetchone()[0] == 6  # 5, then lookahead
    connection.close()


# -- issue 26 ---------------------------------------------------------------------------------


@pytest.mark.parametrize("stored", ["two", b"\x01", 1.5])
def test_a_lookahead_that_is_not_a_count_is_left_out(data: Path, stored: object) -> None:
    """Stored as text, a blob or a fraction (all pass the column's CHECK): left out, counted."""
    connection = sqlite3.connect(data / FILE_NAME)
    values = (WHEN, "3x3 line", DEAL, "random", "won", 0, 9, 10.0, stored)
    connection.execute(
        f"INSERT INTO games ({COLUMNS}, lookahead) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", values
    )
    connection.commit()
    connection.close()
    for form in ([], ["--json"], ["--lookahead", "1"]):
        result = history(data, *form)
        assert result.returncode == 0, result.stderr
        assert one_line(result.stderr).startswith("trax-solitaire history: 1 game left out")
    assert len(json.loads(history(data, "--json").stdout)["games"]) == 2


def _held(path: Path) -> subprocess.Popen:
    """Another program holding the file's write lock until its stdin closes."""
    code = (
        "import sqlite3, sys\n"
        "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "c.execute('BEGIN EXCLUSIVE')\n"
        "c.execute('DELETE FROM games')\n"
        "print('held', flush=True)\n"
        "sys.stdin.read()\n"
    )
    holder = subprocess.Popen(
        [sys.executable, "-c", code, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline() == "held\n"
    return holder


def test_history_gives_up_on_a_file_another_program_holds(data: Path) -> None:
    """The lock is held for the whole test: the reader gives up after its wait (exit 2, one
    line), long before the timeout that would fail the test."""
    holder = _held(data / FILE_NAME)
    try:
        result = history(data, "--json")
    finally:
        holder.communicate("", timeout=30)
    assert result.returncode == 2 and result.stdout == ""
    assert "in use by another program" in one_line(result.stderr)


@pytest.mark.parametrize(("signum", "status"), [(signal.SIGINT, 130), (signal.SIGTERM, 143)])
def test_history_waiting_on_a_lock_ends_at_a_signal(data: Path, signum: int, status: int) -> None:
    """Ctrl+C or SIGTERM while it waits on the lock: it ends then, not when the lock goes."""
    returncode, err = _signalled_while_waiting(data, signum)
    assert returncode == status, err
    assert one_line(err).startswith("trax-solitaire history: ")


def test_ctrl_c_reaches_the_waiting_reader_of_a_suite_run_in_the_background(data: Path) -> None:
    """A suite started in the background (`pytest ... &`) has Ctrl+C ignored, and a child
    inherits that: the reader, rightly, kept ignoring it and waited on the lock until the
    test's timeout. The reader gets SIGINT as a terminal's foreground command has it."""
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)  # as `... &` starts the suite
    try:
        returncode, err = _signalled_while_waiting(data, signal.SIGINT)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert returncode == 130, err
    assert one_line(err) == "trax-solitaire history: interrupted"


def _signalled_while_waiting(data: Path, signum: int) -> tuple[int, str]:
    """Run `history` on the file another program holds, send `signum` once it waits on the
    lock; its exit status and stderr."""
    holder = _held(data / FILE_NAME)
    env = {**os.environ, "TRAX_SOLITAIRE_DATA_DIR": str(data), "PYTHONPATH": str(REPO_ROOT)}
    try:
        reader = subprocess.Popen(
            [sys.executable, "-c", LOCKED_FOREVER, "history"],
            cwd=REPO_ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            preexec_fn=sigint_default,
        )
        assert reader.stdout is not None and reader.stdout.readline() == "waiting\n"
        reader.send_signal(signum)
        _, err = reader.communicate(timeout=30)
    finally:
        holder.communicate("", timeout=30)
    return reader.returncode, err


# The command with its wait made endless (as a lock held for minutes is): "waiting" is printed
# once it waits on the lock.
LOCKED_FOREVER = """
import sys
from ui.data import statistics_reader
real = statistics_reader._give_up_after
def forever(wait):
    progress = real(1e9)
    def said(status, remaining, total):
        if not said.once:
            said.once = print("waiting", flush=True) or True
        progress(status, remaining, total)
    said.once = False
    return said
statistics_reader._give_up_after = forever
from ui.cli import main
sys.exit(main(sys.argv[1:]))
"""
