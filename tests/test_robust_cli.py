"""Issue 18, cases 7, 8, 9 and 12: odd servers, odd files, full or closed outputs and the words
said about them. Each runs the real command in its own process and checks the exit status and
the one line on stderr (never a traceback or a hang)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest

from tests.cli_helpers import children, cpu_seconds, one_line, run
from tests.conftest import REPO_ROOT

DEAL = "NS NE NE SW NS NS NE NE SW"


# -- case 7: a scheduler address where something else answers --------------------------------


@contextmanager
def server(reply: bytes | None, lifetime: float = 60) -> Iterator[int]:
    """A TCP server on 127.0.0.1 that accepts and then says nothing (reply None) or sends
    `reply` once it has read the request; it stops itself after `lifetime` seconds."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    listener.settimeout(0.5)
    stop = threading.Event()
    held: list[socket.socket] = []

    def serve() -> None:
        end = time.monotonic() + lifetime
        while not stop.is_set() and time.monotonic() < end:
            try:
                connection, _ = listener.accept()
            except OSError:
                continue
            held.append(connection)
            if reply is not None:
                connection.settimeout(1)
                with suppress(OSError):
                    connection.recv(65536)
                connection.sendall(reply)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield listener.getsockname()[1]
    finally:
        stop.set()
        thread.join(5)
        for connection in held:
            connection.close()
        listener.close()


@pytest.mark.parametrize(
    ("reply", "words"),
    [
        (None, "accepted the connection but did not answer in 5 s"),
        (b"HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello", "does not speak Dask's protocol"),
        (b"\xff" * 64, "does not speak Dask's protocol"),
        # issue 26: a plausible length, then nothing (the client would wait for ever)
        ((300).to_bytes(8, "little"), "accepted the connection but did not answer in 5 s"),
        ((300).to_bytes(8, "little") + b"x" * 20, "did not answer in 5 s"),
    ],
)
def test_stats_scheduler_that_is_not_dask_is_one_line(reply: bytes | None, words: str) -> None:
    with server(reply) as port:  # a hang fails by run()'s own time limit, not by a clock here
        result = run("stats", "--size", "2", "--deals", "10", "--scheduler", f"127.0.0.1:{port}")
    assert result.returncode == 2
    line = one_line(result.stderr)
    assert line.startswith("trax-solitaire stats: ") and words in line
    assert "EiB" not in line and "allocate" not in line


@pytest.mark.parametrize("reply", [None, b"\xff" * 64])
def test_exact_solvable_scheduler_that_is_not_dask_is_one_line(
    tmp_path: Path, reply: bytes | None
) -> None:
    """Issue 26: `exact-solvable --scheduler` asks what `stats` asks of the address, before
    any work (it accepted any TCP listener)."""
    env = {"TRAX_SOLITAIRE_CACHE_DIR": str(tmp_path)}
    with server(reply) as port:
        argv = ("exact-solvable", "--size", "4", "--goal", "line", "--json")
        result = run(*argv, "--scheduler", f"127.0.0.1:{port}", env=env, timeout=120)
    assert result.returncode == 2 and result.stdout == ""
    line = one_line(result.stderr)
    assert line.startswith("trax-solitaire exact-solvable: ")
    assert "did not answer" in line or "does not speak Dask's protocol" in line


# -- case 8: a FIFO where a file is read ------------------------------------------------------


def test_puzzles_list_with_a_fifo_for_progress_does_not_block(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "puzzle-progress.json")
    result = run("puzzles", "list", env={"TRAX_SOLITAIRE_DATA_DIR": str(tmp_path)}, timeout=60)
    assert result.returncode == 0
    assert "3x3-line-001" in result.stdout
    assert "FIFO" in one_line(result.stderr)


# -- case 9: full or closed standard output ---------------------------------------------------


@pytest.mark.parametrize("argv", [["--help"], ["--version"], ["stats", "--help"]])
def test_help_and_version_to_a_full_or_closed_stdout_exit_1(argv: list[str]) -> None:
    with open("/dev/full", "w") as full:
        result = run(*argv, stdout=full, stderr=subprocess.PIPE)
    assert result.returncode == 1
    assert (
        one_line(result.stderr)
        == "trax-solitaire: cannot write the output: No space left on device"
    )
    closed = run(
        *argv, stdout=None, stderr=subprocess.PIPE, timeout=60, preexec_fn=lambda: os.close(1)
    )
    assert closed.returncode == 1
    assert one_line(closed.stderr) == (
        "trax-solitaire: cannot write the output: standard output is closed"
    )


def test_stats_help_shows_no_doubled_percent() -> None:
    result = run("stats", "--help")
    assert result.returncode == 0 and "%%" not in result.stdout and "95%" in result.stdout


def test_moves_separated_by_a_comma_are_accepted_and_said() -> None:
    spaced = run("show", "--deal", DEAL, "--moves", "@0:NS A2:NE")
    comma = run("show", "--deal", DEAL, "--moves", "@0:NS,A2:NE")
    assert comma.returncode == 0 == spaced.returncode and comma.stdout == spaced.stdout
    assert "separated by spaces or commas" in " ".join(run("show", "--help").stdout.split())


def test_puzzles_generate_to_a_full_stdout_is_one_line(tmp_path: Path) -> None:
    argv = ["puzzles", "generate", "--variant", "2x2 line", "--count", "1", "--out", str(tmp_path)]
    with open("/dev/full", "w") as full:
        result = run(*argv, stdout=full, stderr=subprocess.PIPE)
    assert result.returncode == 1
    assert one_line(result.stderr) == (
        "trax-solitaire puzzles generate: cannot write the output: No space left on device"
    )


# -- case 12: the words -----------------------------------------------------------------------


def test_an_empty_word_is_not_called_the_current_folder() -> None:
    result = run("")
    assert result.returncode == 2
    line = one_line(result.stderr)
    assert ". is not a file" not in line and "invalid choice: ''" in line


@pytest.mark.parametrize("kind", ["loop", "dangling", "folder"])
def test_a_record_that_cannot_be_read_says_why(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "game.trax"
    if kind == "loop":
        path.symlink_to(path)
    elif kind == "dangling":
        path.symlink_to(tmp_path / "gone.trax")
    else:
        path.mkdir()
    result = run(str(path))
    assert result.returncode == 2
    line = one_line(result.stderr)
    assert "no such game record" not in line
    words = {
        "loop": "Too many levels of symbolic links",
        "dangling": "symbolic link to nothing",
        "folder": "is a folder, not a game record",
    }
    assert line == f"trax-solitaire: {path}: " + line.split(f"{path}: ", 1)[1]
    assert words[kind] in line


def test_generate_out_a_symlink_loop_says_so(tmp_path: Path) -> None:
    loop = tmp_path / "packs"
    loop.symlink_to(loop)
    result = run("puzzles", "generate", "--variant", "2x2 line", "--count", "1", "--out", str(loop))
    assert result.returncode == 2
    line = one_line(result.stderr)
    assert "File exists" not in line and "Too many levels of symbolic links" in line


def test_no_progress_bars_when_stderr_is_not_a_terminal(tmp_path: Path) -> None:
    result = run(
        "stats", "--size", "2", "--deals", "30", env={"TRAX_SOLITAIRE_CACHE_DIR": str(tmp_path)}
    )
    assert result.returncode == 0
    assert result.stderr == ""
    assert "2x2 line: 30 deals" in result.stdout


def test_sigterm_on_stats_leaks_nothing() -> None:
    argv = ["stats", "--size", "2", "--deals", "100000000", "--jobs", "2", "--no-progress"]
    process = subprocess.Popen(
        [sys.executable, "-m", "ui", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=REPO_ROOT,
        start_new_session=True,
    )
    try:
        # Until both workers are at work (a second of CPU each; the other child, multiprocessing's
        # resource tracker, sleeps): the pool and its semaphores exist, deals are being played.
        deadline, busy = time.monotonic() + 120, 0
        while time.monotonic() < deadline and process.poll() is None and busy < 2:
            time.sleep(0.2)
            busy = 0
            for child in children(process.pid):
                with suppress(OSError, ValueError, IndexError):
                    busy += cpu_seconds(child) >= 1.0
        assert process.poll() is None and busy >= 2
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    time.sleep(1.5)  # multiprocessing's resource tracker would warn after the parent is gone
    text = err.decode()
    assert process.returncode == 143, text
    assert "leaked" not in text and "Traceback" not in text, text
    assert text.splitlines() == ["trax-solitaire stats: terminated"]


def test_bad_input_with_stderr_closed_still_exits_2() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "ui", "show", "--deal", "x"],
        stdout=subprocess.PIPE,
        cwd=REPO_ROOT,
        timeout=60,
        check=False,
        preexec_fn=lambda: os.close(2),
    )
    assert result.returncode == 2 and result.stdout == b""


def test_lessons_with_a_fifo_for_lesson_progress_does_not_block(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "lesson-progress.json")
    result = run("lessons", "--json", env={"TRAX_SOLITAIRE_DATA_DIR": str(tmp_path)}, timeout=60)
    assert result.returncode == 0
    assert '"lessons"' in result.stdout and "Traceback" not in result.stderr
