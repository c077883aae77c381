"""Issue 18, case 6: Ctrl+C always ends with exit 130 and one line, within a second, once or
twice: during start-up (imports, argument parsing), during a 4x4 exact walk, and pressed twice
on a 3x3 exact walk in two worker processes.

Each child gets SIGINT as a terminal's foreground command has it (not ignored) and its own
process group, and Ctrl+C is sent to the whole group, as a terminal sends it."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.cli_helpers import children, cpu_seconds, sigint_default
from tests.conftest import REPO_ROOT

# Sends SIGINT to its own process at the moment a given module is first imported: Ctrl+C
# pressed exactly during start-up, deterministically.
SITECUSTOMIZE = """
import os, signal, sys

class _CtrlCAt:
    def find_spec(self, name, path=None, target=None):
        if name == os.environ.get("CTRL_C_AT_MODULE"):
            sys.meta_path.remove(self)
            os.kill(os.getpid(), signal.SIGINT)
        return None

sys.meta_path.insert(0, _CtrlCAt())
"""


def _start(argv: list[str], env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "ui", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=REPO_ROOT,
        env={**os.environ, **env},
        start_new_session=True,
        preexec_fn=sigint_default,
    )


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0]
    except OSError:
        return False
    return state != "Z"


def _interrupt(
    process: subprocess.Popen, seconds: float, twice: bool = False, workers: list[int] | None = None
) -> float:
    """Send Ctrl+C to the process group (again 0.2 s later if `twice` and it still runs), wait
    for the end (killed after `seconds`) and return the CPU time it spent after the first one.
    CPU time, not wall time: a loaded machine makes the wait longer, not the work (issue 26).
    The end counts the `workers`' CPU too (reaped children), so theirs so far is taken off."""
    before = cpu_seconds(process.pid) + sum(cpu_seconds(pid) for pid in workers or [])
    os.killpg(process.pid, signal.SIGINT)
    return _wait_for_end(process, seconds, again_at=0.2 if twice else None) - before


def _wait_for_end(
    process: subprocess.Popen, seconds: float, again_at: float | None = None
) -> float:
    """Reap the process (SIGKILL after `seconds`; a second SIGINT at `again_at` s if it still
    runs) and return the CPU time it used in all, from its rusage."""
    began = time.monotonic()
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            process.returncode = os.waitstatus_to_exitcode(status)
            return usage.ru_utime + usage.ru_stime
        waited = time.monotonic() - began
        if again_at is not None and waited > again_at:
            again_at = None
            os.killpg(process.pid, signal.SIGINT)
        if waited > seconds:
            os.killpg(process.pid, signal.SIGKILL)
        time.sleep(0.05)


@pytest.mark.parametrize(
    ("module", "argv"),
    [
        ("solitaire.game", ["deal", "--size", "2"]),  # the first import of the engine
        ("ui.cli.engine", ["deal", "--size", "2"]),  # the subcommands' parsers being built
        ("ui.cli.solver", ["--help"]),
        ("solitaire.game", ["nonsense-word"]),
    ],
)
def test_ctrl_c_during_start_up_is_one_line_and_130(
    tmp_path: Path, module: str, argv: list[str]
) -> None:
    (tmp_path / "sitecustomize.py").write_text(SITECUSTOMIZE)
    env = {"PYTHONPATH": str(tmp_path), "CTRL_C_AT_MODULE": module}
    process = _start(argv, env)
    out, err = process.communicate(timeout=120)
    text = err.decode()
    assert process.returncode == 130, text
    assert "Traceback" not in text and "KeyboardInterrupt" not in text
    assert text.splitlines() == ["trax-solitaire: interrupted"]


def _walking(process: subprocess.Popen, cpu: float) -> None:
    """Wait until the 4x4 loop walk's own process (solver.exact.bounded) has spent `cpu`
    seconds of CPU: past its imports, compiling or walking (the walk takes about 8 s of CPU).
    Its CPU, not the wall clock: on a loaded machine a wait of seconds could still fall in
    the imports, and on a quiet one it burnt a core for nothing."""
    deadline = time.monotonic() + 120  # a guard against a walk that never starts
    while time.monotonic() < deadline:
        assert process.poll() is None, process.stderr.read().decode()
        spent = [0.0]
        for pid in _descendants(process.pid):
            with contextlib.suppress(OSError):  # ended meanwhile
                spent.append(cpu_seconds(pid))
        if max(spent) >= cpu:
            return
        time.sleep(0.05)
    raise AssertionError("the walk's process never got going")


def test_ctrl_c_during_the_4x4_loop_walk_ends_at_once(tmp_path: Path) -> None:
    argv = ["exact-solvable", "--size", "4", "--goal", "loop", "--no-progress"]
    process = _start(argv, {"TRAX_SOLITAIRE_CACHE_DIR": str(tmp_path)})
    _walking(process, 1.5)  # the walk's process well under way (compiling or walking)
    spent = _interrupt(process, 60, workers=children(process.pid))  # the walk's process
    err = process.stderr.read().decode()
    # 130: the walk runs in a process of its own (solver.exact.bounded), the command is free to
    # end it and say so (issue 33: never a death by the signal).
    assert process.returncode == 130, err
    # At once: the walk (about 8 s of CPU) stops where it is; the way out costs little CPU.
    assert spent < 1.5, f"{spent:.1f} s of CPU after Ctrl+C"
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert err.splitlines()[-1] == "trax-solitaire exact-solvable: interrupted"


def _descendants(pid: int) -> list[int]:
    found = children(pid)
    return found + [d for child in found for d in _descendants(child)]


def test_ctrl_c_twice_on_two_workers_ends_everything(tmp_path: Path) -> None:
    """The walk runs in a process of its own (solver.exact.bounded), with its two workers: the
    command ends it, its workers end themselves, the command says its line, exit 130 (or, when
    the second Ctrl+C comes before the first has unwound, the end a second Ctrl+C asks for: the
    process ends at once by SIGINT's own action, which a shell reports as 130 too, its line
    said or not yet: docs/cli.md)."""
    argv = ["exact-solvable", "--size", "3", "--jobs", "2", "--no-progress"]
    process = _start(argv, {"TRAX_SOLITAIRE_CACHE_DIR": str(tmp_path)})
    deadline = time.monotonic() + 60
    while len(_descendants(process.pid)) < 4 and time.monotonic() < deadline:
        time.sleep(0.2)  # the walk's process, its two workers, the resource tracker
    workers = _descendants(process.pid)
    assert len(workers) >= 4 and process.poll() is None
    time.sleep(1.0)
    spent = _interrupt(process, 60, twice=True, workers=children(process.pid))
    err = process.stderr.read().decode()
    assert process.returncode in (130, -signal.SIGINT), err
    line = ["trax-solitaire exact-solvable: interrupted"]
    # Ended by itself: its one line. Ended at once by the second Ctrl+C: that line at most (the
    # second may come before the first has been said).
    ended = (
        err.splitlines() == line if process.returncode == 130 else err.splitlines() in ([], line)
    )
    assert ended, (process.returncode, err)
    assert spent < 1.5, f"{spent:.1f} s of CPU after Ctrl+C"
    assert "Traceback" not in err
    deadline = time.monotonic() + 60  # a bound load cannot reach: the workers end at once
    while any(_alive(w) for w in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert not any(_alive(w) for w in workers)


GONE = """
import multiprocessing
from solver.exact import bounded
reader, writer = multiprocessing.Pipe(duplex=False)
reader.close()  # the command, ended at once by a second Ctrl+C
bounded._work(writer, ("levels", (2, "line", 1)))
print("ended")
"""


def test_the_walks_process_ends_without_a_word_when_the_command_is_gone() -> None:
    """A second Ctrl+C ends the command at once (SIGINT's own action); its walk's process,
    finding no one to send its bounds or answer to, ends without a traceback on the
    terminal the command shared with it."""
    env = {**os.environ, "PYTHONPATH": str(REPO_ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", GONE], capture_output=True, text=True, env=env, timeout=600
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, "ended\n", "")


def test_workers_start_with_ctrl_c_blocked() -> None:
    """A Ctrl+C while a worker still starts up never reaches it (it inherits SIGINT blocked);
    the parent stops its workers itself."""
    from solver.parallel import end_pool, process_pool

    pool = process_pool(1)
    try:
        pool.submit(time.sleep, 0.1).result(timeout=120)
        (pid,) = list(pool._processes)  # noqa: SLF001
        status = Path(f"/proc/{pid}/status").read_text()
        blocked = int(next(x for x in status.splitlines() if x.startswith("SigBlk")).split()[1], 16)
        ignored = int(next(x for x in status.splitlines() if x.startswith("SigIgn")).split()[1], 16)
        assert (blocked | ignored) & (1 << (signal.SIGINT - 1))
    finally:
        end_pool(pool, interrupted=False)
    assert signal.pthread_sigmask(signal.SIG_BLOCK, set()) == set()  # the parent's mask is back


def test_a_stopped_pool_has_shut_its_wake_up_pipe_when_stopping_returns() -> None:
    """At exit, Python 3.11 wakes every pool's manager thread through a pipe, unguarded: a
    pool stopped by end_pool (a SIGTERM to `stats`) whose thread was still closing that pipe
    then printed "Exception ignored ... Bad file descriptor" after the command's one line.
    Once end_pool returns, the thread has ended and the pipe is shut."""
    from concurrent.futures import process as futures_process

    from solver.parallel import end_pool, process_pool

    pool = process_pool(2)
    running = [pool.submit(time.sleep, 60) for _ in range(4)]
    deadline = time.monotonic() + 120
    while not any(f.running() for f in running) and time.monotonic() < deadline:
        time.sleep(0.05)
    manager = pool._executor_manager_thread  # noqa: SLF001
    assert manager is not None and manager.is_alive()
    end_pool(pool, interrupted=True)
    assert not manager.is_alive()
    wakeup = futures_process._threads_wakeups.get(manager)  # noqa: SLF001
    assert wakeup is None or wakeup._closed  # noqa: SLF001


@pytest.mark.parametrize("to", ["the process alone", "its group"])
def test_sigint_during_the_4x4_loop_walk_says_the_line(tmp_path: Path, to: str) -> None:
    """Issue 26: SIGINT sent to the command alone (`kill -INT PID`), not to its group as
    Ctrl+C does, ended it without the line. At whatever moment it comes (before or inside the
    compiled walk), the command ends with 130 and the one line, never by the signal."""
    argv = ["exact-solvable", "--size", "4", "--goal", "loop", "--no-progress"]
    process = _start(argv, {"TRAX_SOLITAIRE_CACHE_DIR": str(tmp_path)})
    _walking(process, 1.0)
    if to == "its group":
        os.killpg(process.pid, signal.SIGINT)
    else:
        os.kill(process.pid, signal.SIGINT)
    _wait_for_end(process, 120)
    err = process.stderr.read().decode()
    assert process.returncode == 130, err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err
    assert err.splitlines()[-1] == "trax-solitaire exact-solvable: interrupted"
    assert err.count("interrupted") == 1


# -- issue 33, item 4: a signal at the end ---------------------------------------------------

DEAL_4X4 = "NS ES NW SW NE EW NS ES NW SW NE EW NS ES NW SW"
ENDING = {
    "solve": ["solve", "--size", "4", "--goal", "loop", "--deal", DEAL_4X4, "--json"],
    "stats": ["stats", "--size", "2", "--deals", "5", "--jobs", "1", "--json"],
}
WORDS = {signal.SIGINT: ("interrupted", 130), signal.SIGTERM: ("terminated", 143)}


def _check_ending(process: subprocess.Popen, answer: bytes, number: int, command: str) -> str:
    """Whatever the moment: exit 0 with the whole answer and nothing said, or the signal's
    status (130, 143) and exactly its one line; never a death by the signal, never two lines."""
    out, err = process.communicate(timeout=120)
    answer += out
    text = err.decode()
    word, status = WORDS[signal.Signals(number)]
    assert process.returncode in (0, status), (process.returncode, text)
    assert "Traceback" not in text and "KeyboardInterrupt" not in text
    if process.returncode == 0:
        assert text == ""
        assert json.loads(answer)  # the answer, whole
    else:
        said = text.splitlines()  # named once the command is known (not during start-up)
        assert said in ([f"trax-solitaire {command}: {word}"], [f"trax-solitaire: {word}"])
    return "answered" if process.returncode == 0 else word


@pytest.mark.parametrize("command", sorted(ENDING))
@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_just_after_the_answer_leaves_it_standing(command: str, number: int) -> None:
    """Issue 33: SIGINT or SIGTERM sent as the JSON answer arrives (then a little later)
    killed the process by the signal with no line (6 of 16): a script saw a failure though
    the answer was whole."""
    endings = []
    for delay in (0.0, 0.002, 0.01, 0.03, 0.1):
        process = _start(ENDING[command], {})
        answer = process.stdout.readline()
        assert answer.endswith(b"}\n")
        time.sleep(delay)
        process.send_signal(number)
        endings.append(_check_ending(process, answer, number, command))
    assert endings[-1] == "answered"  # 0.1 s after its answer the command is over


def _catches(pid: int, number: int) -> bool:
    """Does the process catch the signal yet (its SigCgt mask, /proc/PID/status)? SIGTERM is
    caught from the moment the ui package starts: before, no program could do anything."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    caught = int(next(x for x in status.splitlines() if x.startswith("SigCgt")).split()[1], 16)
    return bool(caught & (1 << (number - 1)))


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_at_any_moment_of_solve_is_one_line_or_the_answer(number: int) -> None:
    """Issue 33: a SIGINT near the end of `solve` printed two lines and the process died by
    the signal. Sent at moments spread over the whole run (start-up, search, printing, exit),
    from the moment the ui package has started (it holds them until the command's handlers);
    closely spaced during the imports, where a Ctrl+C inside a namedtuple's eval() made Python
    3.11 end the process by SIGINT after the command had caught it and said its line."""
    early = [i * 0.01 for i in range(12)]
    for delay in (*early, 0.16, 0.2, 0.3, 0.4, 0.55, 0.75, 1.0):
        process = _start(ENDING["solve"], {})
        deadline = time.monotonic() + 60
        while not _catches(process.pid, signal.SIGTERM) and time.monotonic() < deadline:
            time.sleep(0.001)
        time.sleep(delay)
        process.send_signal(number)
        _check_ending(process, b"", number, "solve")


# A signal that lands while an extension module is being imported: the handler's exception comes
# back as another error with no trace of it (numpy's C import turns it into "ImportError: numpy.
# _core.multiarray failed to import", seen under load), as this finder makes it, deterministically.
MANGLED = """
import os, sys, time

class _Mangled:
    def find_spec(self, name, path=None, target=None):
        if name == os.environ.get("SIGNAL_AT_MODULE"):
            sys.meta_path.remove(self)
            try:
                os.kill(os.getpid(), int(os.environ["SIGNAL_NUMBER"]))
                time.sleep(5)
            except KeyboardInterrupt:
                pass  # raised below, outside this block: no context names the interrupt
            raise ImportError(name + " failed to import")
        return None

sys.meta_path.insert(0, _Mangled())
"""


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_turned_into_an_import_error_is_still_one_line(tmp_path, number: int) -> None:
    """Issue 33: a Ctrl+C or SIGTERM during numpy's import gave a traceback and exit 1 (the
    ImportError it became named no KeyboardInterrupt). Once a signal is caught, whatever error
    follows is its doing: one line, its status."""
    (tmp_path / "sitecustomize.py").write_text(MANGLED)
    env = {"PYTHONPATH": f"{tmp_path}{os.pathsep}{REPO_ROOT}", "SIGNAL_AT_MODULE": "numpy"}
    process = _start(ENDING["solve"], {**env, "SIGNAL_NUMBER": str(int(number))})
    out, err = process.communicate(timeout=120)
    word, status = WORDS[signal.Signals(number)]
    assert process.returncode == status, (process.returncode, err.decode())
    assert err.decode().splitlines() == [f"trax-solitaire solve: {word}"], err.decode()
    assert out == b""
