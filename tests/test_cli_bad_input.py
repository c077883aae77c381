"""Bad input and broken output, as a new user would meet them: each runs the real command in its
own process and checks the exit status and the one line on stderr (never a traceback or hang)."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from tests.cli_helpers import one_line, run, sigint_default
from tests.conftest import REPO_ROOT

DEAL = "NS NE NE SW NS NS NE NE SW"


# -- stats ----------------------------------------------------------------------------------------


def test_stats_with_a_trillion_deals_streams_and_stops_on_ctrl_c() -> None:
    """Building every task up front died with MemoryError; streamed, the work starts at once
    and Ctrl+C (to the whole process group, as a terminal sends it) ends with one line. The
    progress bar is drawn only on a terminal, so stderr is a pseudo-terminal here."""
    argv = ["stats", "--size", "2", "--deals", "1000000000000", "--jobs", "2"]
    master, slave = pty.openpty()
    # A terminal has a size: tqdm draws nothing on one of 0 columns.
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    process = subprocess.Popen(
        [sys.executable, "-m", "ui", *argv],
        stdout=subprocess.PIPE,
        stderr=slave,
        cwd=REPO_ROOT,
        start_new_session=True,
        # As a terminal's foreground command: Ctrl+C not ignored. (A suite started in the
        # background, `... &`, passes SIGINT ignored to every child, and Python keeps it so.)
        preexec_fn=sigint_default,
    )
    os.close(slave)
    err = b""

    def read_more() -> bytes:
        ready, _, _ = select.select([master], [], [], 0.2)
        try:
            return os.read(master, 65536) if ready else b""
        except OSError:  # the child closed its end
            return b""

    try:
        deadline = time.monotonic() + 150
        while time.monotonic() < deadline and process.poll() is None:
            err += read_more()
            if re.search(rb"[1-9][\d,]*/1000000000000", err):  # progress: deals done
                break
        assert process.poll() is None, err.decode()
        assert re.search(rb"[1-9][\d,]*/1000000000000", err), err.decode()
        os.killpg(process.pid, signal.SIGINT)
        process.wait(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    while chunk := read_more():
        err += chunk
    os.close(master)
    text = err.decode(errors="replace")
    assert process.returncode == 130
    assert "Traceback" not in text and "MemoryError" not in text
    assert text.rstrip().splitlines()[-1].strip() == "trax-solitaire stats: interrupted"


def test_stats_caps_jobs_at_the_cpu_count_and_says_so() -> None:
    result = run("stats", "--size", "2", "--deals", "30", "--jobs", "100000", "--no-progress")
    assert result.returncode == 0
    cpus = os.cpu_count() or 1
    note = one_line(result.stderr)
    assert note == (
        f"trax-solitaire stats: --jobs 100000 is more than the {cpus} CPUs here; using {cpus}"
    )
    assert "2x2 line: 30 deals" in result.stdout


def test_measure_never_starts_more_workers_than_cpus(monkeypatch) -> None:
    from solitaire.variant import Variant
    from solver import measure, parallel

    started = []
    real_pool = parallel.process_pool

    def recording_pool(workers: int):
        started.append(workers)
        return real_pool(workers)

    monkeypatch.setattr(parallel, "process_pool", recording_pool)
    result = measure.measure(Variant(2), 2000, jobs=100000, progress=False)
    assert result["deals"] == 2000
    assert started and max(started) <= (os.cpu_count() or 1)


@pytest.mark.parametrize(
    ("address", "message"),
    [
        ("garbage", "'garbage' is not a Dask scheduler address (write it like tcp://host:8786)"),
        ("tcp://127.0.0.1:99999", "port 99999 is not between 1 and 65535"),
        ("http://127.0.0.1:8786", "the scheme must be one of tcp, tls, ws, wss"),
    ],
)
def test_stats_bad_scheduler_address(address: str, message: str) -> None:
    result = run("stats", "--deals", "10", "--scheduler", address)
    assert result.returncode == 2
    line = one_line(result.stderr)
    assert line.startswith("trax-solitaire stats: argument --scheduler:") and message in line


def test_stats_scheduler_nobody_listens_fails_fast() -> None:
    import socket

    with socket.socket() as probe:  # a port that was free a moment ago: nobody listens there
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    result = run("stats", "--deals", "10", "--scheduler", f"tcp://127.0.0.1:{port}")
    assert result.returncode == 2
    line = one_line(result.stderr)
    assert line == (
        f"trax-solitaire stats: cannot reach the Dask scheduler at tcp://127.0.0.1:{port}: "
        "Connection refused"
    )


def test_stats_scheduler_without_workers_fails_instead_of_waiting() -> None:
    """A scheduler with no worker took the tasks and waited for ever."""
    import distributed

    with distributed.LocalCluster(
        n_workers=0, processes=False, protocol="tcp", host="127.0.0.1", dashboard_address=None
    ) as cluster:
        address = cluster.scheduler_address
        result = run("stats", "--deals", "10", "--no-progress", "--scheduler", address)
    assert result.returncode == 2 and result.stdout == ""
    assert one_line(result.stderr) == (
        f"trax-solitaire stats: the Dask scheduler at {address} has no workers (waited 10 s)"
    )


LATE_REPORT = """
import asyncio, gc
from ui import cli
cli._say("stats", "the Dask scheduler at tcp://127.0.0.1:1 has no workers (waited 10 s)")
loop = asyncio.new_event_loop()
late = loop.create_future()  # as a Dask client can leave one behind
late.set_exception(TimeoutError("Timeout"))
del late
gc.collect()
"""


def test_nothing_is_said_after_the_one_line() -> None:
    """Dask's client left an asyncio future with an error nobody read, which asyncio logged
    after the command's one line (once in a dozen runs of the test above)."""
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", LATE_REPORT], capture_output=True, text=True, env=env, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines() == [
        "trax-solitaire stats: the Dask scheduler at tcp://127.0.0.1:1 has no workers (waited 10 s)"
    ]


# -- puzzles generate ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("out", "message"),
    [
        ("/proc/nope", "--out /proc/nope: cannot write there"),
        (__file__, f"--out {__file__} is a file; give a folder to write the packs in"),
    ],
)
def test_generate_checks_out_before_any_work(out: str, message: str) -> None:
    result = run("puzzles", "generate", "--out", out)
    assert result.returncode == 2
    assert one_line(result.stderr).startswith(f"trax-solitaire puzzles generate: {message}")
    assert result.stdout == ""


def test_generate_count_is_bounded() -> None:
    result = run("puzzles", "generate", "--count", "1000000000")
    assert result.returncode == 2
    assert one_line(result.stderr) == (
        "trax-solitaire puzzles generate: argument --count: count must be 1 to 999, not 1000000000"
    )


@pytest.mark.parametrize("variant", ["1x1 line", "9x9 loop", "5x5 line"])
def test_generate_variant_sizes_are_those_in_the_help(variant: str) -> None:
    """1x1 and 9x9 were refused with "use 2 to 8" while the help says sizes 2 to 4."""
    result = run("puzzles", "generate", "--variant", variant)
    assert result.returncode == 2
    assert one_line(result.stderr) == (
        "trax-solitaire puzzles generate: argument --variant: "
        f"puzzles are generated for sizes 2 to 4, not {variant}"
    )


@pytest.mark.parametrize(
    ("argv", "command"),
    [
        (["history", "foo"], "history"),
        (["puzzles", "list", "--foo"], "puzzles list"),
        (["show", "--deal", DEAL, "extra"], "show"),
        (["--frob"], ""),
    ],
)
def test_unrecognized_words_are_named_by_their_command(argv: list[str], command: str) -> None:
    """They were reported by the top-level program ("trax-solitaire: unrecognized ...")."""
    result = run(*argv)
    assert result.returncode == 2 and result.stdout == ""
    prefix = " ".join(filter(None, ["trax-solitaire", command]))
    assert one_line(result.stderr) == f"{prefix}: unrecognized arguments: {argv[-1]}"


def test_generate_writes_into_a_new_folder(tmp_path: Path) -> None:
    out = tmp_path / "new" / "packs"
    result = run("puzzles", "generate", "--variant", "2x2 line", "--count", "1", "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert (out / "2x2-line.json").is_file()
    assert not [p for p in out.iterdir() if p.name.startswith(".write-test")]


# -- output encodings and broken output ----------------------------------------------------------


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_show_falls_back_to_ascii_when_the_output_cannot_take_box_characters(
    encoding: str,
) -> None:
    argv = ("show", "--size", "3", "--deal", DEAL, "--moves", "@0:NS A2:NE B1:NE")
    result = run(*argv, env={"PYTHONIOENCODING": encoding})
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.isascii()
    assert "-H- -L=" in result.stdout  # NS then NE, as in the box drawing "─╫─ ─╚═"
    assert "In hand: SW   Next: NS   Tiles left: 6" in result.stdout
    utf8 = run(*argv, env={"PYTHONIOENCODING": "utf-8"})
    assert "─╫─ ─╚═" in utf8.stdout
    forced = run(*argv, "--ascii", env={"PYTHONIOENCODING": "utf-8"})
    assert forced.stdout == result.stdout


def test_deal_to_a_full_device_exits_1_with_one_line() -> None:
    with open("/dev/full", "w") as full:
        result = run("deal", stdout=full, stderr=subprocess.PIPE, timeout=60)
    assert result.returncode == 1
    assert one_line(result.stderr) == (
        "trax-solitaire deal: cannot write the output: No space left on device"
    )


@pytest.mark.parametrize("command", [["deal"], ["show", "--deal", DEAL], ["puzzles", "list"]])
def test_closed_stdout_exits_1_with_one_line(command: list[str]) -> None:
    script = f"exec {sys.executable} -m ui {' '.join(repr(c) for c in command)} >&-"
    result = subprocess.run(
        ["sh", "-c", script], capture_output=True, text=True, cwd=REPO_ROOT, timeout=60
    )
    assert result.returncode == 1
    name = " ".join(command[:2] if command[0] == "puzzles" else command[:1])
    assert one_line(result.stderr) == (
        f"trax-solitaire {name}: cannot write the output: standard output is closed"
    )


def test_closed_pipe_is_quiet() -> None:
    script = f"{sys.executable} -m ui puzzles list | head -1"
    result = subprocess.run(
        ["sh", "-c", script], capture_output=True, text=True, cwd=REPO_ROOT, timeout=120
    )
    assert result.stderr == "" and result.stdout.count("\n") == 1


@pytest.mark.parametrize(
    "game_id", [[], ["--size", "3", "--goal", "line", "--deal", DEAL], ["--number", "5"]]
)
def test_no_display_is_one_line_not_a_qt_abort(game_id: list[str]) -> None:
    """Also with a good game ID: it was read, then Qt aborted with six lines and status 134."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.pop("QT_QPA_PLATFORM", None)
    result = subprocess.run(
        [sys.executable, "-m", "ui", *game_id],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        env=env,
        timeout=60,
        check=False,
    )
    if sys.platform in ("win32", "darwin"):
        pytest.skip("the app needs no DISPLAY there")
    assert result.returncode == 1
    assert one_line(result.stderr).startswith("trax-solitaire: no display to open the app on")


def test_version_and_help_exit_0() -> None:
    version = run("--version")
    assert version.returncode == 0 and version.stdout.startswith("trax-solitaire ")
    helped = run("--help")
    assert helped.returncode == 0 and "docs/cli.md" in helped.stdout and helped.stderr == ""


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc")
def test_workers_end_when_stats_is_killed() -> None:
    """A killed `stats` (SIGKILL: no clean-up at all) leaves no worker process behind."""
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "ui",
            "stats",
            "--size",
            "2",
            "--deals",
            "10000000000",
            "--jobs",
            "2",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        cwd=REPO_ROOT,
    )
    try:
        deadline = time.monotonic() + 150
        workers: list[int] = []
        while time.monotonic() < deadline and len(workers) < 2:
            time.sleep(0.5)
            workers = children_of(process.pid)
        assert len(workers) >= 2
    finally:
        process.kill()
        process.wait()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and any(alive(pid) for pid in workers):
        time.sleep(0.5)
    assert not [pid for pid in workers if alive(pid)]


def children_of(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


def test_closed_stderr_still_runs() -> None:
    """Progress bars and notes have nowhere to go; the figures still come out."""
    script = f"exec {sys.executable} -m ui stats --size 2 --deals 10 --jobs 1 2>&-"
    result = subprocess.run(
        ["sh", "-c", script], capture_output=True, text=True, cwd=REPO_ROOT, timeout=120
    )
    assert result.returncode == 0
    assert "2x2 line: 10 deals, seed 1" in result.stdout


def test_a_fifo_given_as_a_record_does_not_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "game.trax"
    os.mkfifo(fifo)
    result = run("analyse", str(fifo), timeout=60)
    assert result.returncode == 2
    assert one_line(result.stderr) == (
        f"trax-solitaire analyse: {fifo} is a FIFO (named pipe), not a regular file"
    )
