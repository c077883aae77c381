"""Issue 26: exit statuses and streams. Bad input is 2 and one line, whatever it is and
wherever stderr goes; a reader that goes away is not an error; Ctrl+C is 130 and one line,
also when a compiled kernel wraps it in another error."""

from __future__ import annotations

import io
import os
import signal
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from solitaire.errors import TraxError
from tests.cli_helpers import one_line, run, sigint_default
from tests.conftest import REPO_ROOT


@pytest.mark.parametrize("argv", [["{long}.trax"], ["analyse", "{long}"]])
def test_a_name_too_long_for_the_system_is_bad_input(tmp_path: Path, argv: list[str]) -> None:
    long = str(tmp_path / ("x" * 5000))
    result = run(*(word.format(long=long) for word in argv), env={"QT_QPA_PLATFORM": ""})
    assert result.returncode == 2
    line = one_line(result.stderr)
    assert line.startswith("trax-solitaire") and "too long" in line


def test_help_to_a_reader_that_went_away_is_quiet_and_0() -> None:
    """`trax-solitaire --help | true`: the pipe's reader is gone before a byte is written."""
    read, write = os.pipe()
    os.close(read)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "ui", "--help"],
            stdout=write,
            stderr=subprocess.PIPE,
            cwd=REPO_ROOT,
            timeout=120,
            check=False,
        )
    finally:
        os.close(write)
    assert result.returncode == 0 and result.stderr == b""


@pytest.mark.parametrize("argv", [["show", "--size", "9"], ["analyse", "no-such-file.trax"]])
def test_bad_input_with_a_full_stderr_is_still_2(argv: list[str]) -> None:
    with open("/dev/full", "w") as full:
        result = run(*argv, stderr=full, stdout=subprocess.PIPE)
    assert result.returncode == 2


def _main_with(handler_error: BaseException, monkeypatch, capsys) -> tuple[int, str]:  # noqa: ANN001
    from ui.cli import history, main

    def failing(args: object) -> int:
        raise handler_error

    monkeypatch.setattr(history, "run_history", failing)
    status = main(["history"])
    return status, capsys.readouterr().err


def test_ctrl_c_wrapped_by_a_compiled_kernel_is_130_and_one_line(monkeypatch, capsys) -> None:
    """numba's kernels turn a KeyboardInterrupt into a SystemError chain (`odds --lookahead
    all` on 4x4)."""
    try:
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt as inner:
            raise SystemError("<function> returned a result with an exception set") from inner
    except SystemError as wrapped:
        error = wrapped
    status, err = _main_with(error, monkeypatch, capsys)
    assert status == 130 and one_line(err) == "trax-solitaire history: interrupted"


def test_an_error_of_several_lines_is_said_in_one(monkeypatch, capsys) -> None:
    status, err = _main_with(
        TraxError("Statistics file x: is damaged (disk\nimage)"), monkeypatch, capsys
    )
    assert status == 2
    assert one_line(err) == "trax-solitaire history: Statistics file x: is damaged (disk image)"


def test_another_error_is_not_taken_for_ctrl_c(monkeypatch, capsys) -> None:
    with pytest.raises(SystemError):
        _main_with(SystemError("a real fault"), monkeypatch, capsys)


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize("bars", [0, 1, 2])
def test_the_line_said_over_an_open_progress_bar_is_on_its_own_and_the_last(
    monkeypatch, bars: int
) -> None:
    """The watchdog says the line while the run is still unwinding, its bars still open on the
    terminal (one CI run: "... 1162.68deal/s]trax-solitaire stats: interrupted")."""
    from tqdm import tqdm

    import ui.cli.signals as signals

    screen = _Terminal()
    monkeypatch.setattr(sys, "stderr", screen)
    monkeypatch.setitem(signals._state, "said", False)
    monkeypatch.setitem(signals._state, "command", "stats")
    open_bars = [tqdm(total=10**12, unit="deal", file=screen) for _ in range(bars)]
    for bar in open_bars:
        bar.update(2000)
    drawn = screen.getvalue()
    assert ("deal/s]" in drawn) == bool(bars)
    signals.say_interrupted()
    for bar in open_bars:  # the run unwinding after the line was said
        bar.update(1000)
        bar.close()
    text = screen.getvalue()
    assert text.startswith(drawn)  # nothing drawn over or after what was there
    said = text[len(drawn) :]
    assert said == ("\n" if bars else "") + "trax-solitaire stats: interrupted\n"
    assert text.rstrip().splitlines()[-1] == "trax-solitaire stats: interrupted"


def test_puzzles_generate_to_an_empty_name_is_bad_input(tmp_path: Path) -> None:
    """`--out ''` wrote the packs into the current folder."""
    result = subprocess.run(
        [sys.executable, "-m", "ui", "puzzles", "generate", "--count", "1", "--out", ""],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(REPO_ROOT)},
        timeout=120,
        check=False,
    )
    assert result.returncode == 2 and result.stdout == ""
    assert "--out" in one_line(result.stderr) and "empty" in result.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("terminal", [False, True])
def test_the_whole_stacks_progress_bars_only_on_a_terminal(monkeypatch, terminal: bool) -> None:
    """`odds --lookahead all` on 4x4 drew its bars into a redirected stderr."""
    import io

    from solitaire.variant import Variant
    from solver.exact import run as exact_run
    from ui.cli.seeing import whole_stack

    asked: list[bool] = []

    def exact_by_sets(variant: Variant, progress: bool) -> dict[str, str]:
        asked.append(progress)
        return {"lower": "1/2", "upper": "3/4"}

    class Stderr(io.StringIO):
        def isatty(self) -> bool:
            return terminal

    monkeypatch.setattr(exact_run, "exact_by_sets", exact_by_sets)
    monkeypatch.setattr(sys, "stderr", Stderr())
    assert whole_stack(Variant(4, "loop")) == (Fraction(1, 2), Fraction(3, 4))
    assert asked == [terminal]


# Ctrl+C while the command line is still being imported (before its handler is in place),
# as the command starts it: argv[0] names the command.
EARLY_CTRL_C = """
import os, signal, sys
sys.argv = ["trax-solitaire", "history"]
import ui
os.kill(os.getpid(), signal.SIGINT)
import ui.cli
sys.exit(ui.cli.main(["history"]))
"""


def run_script(script: str, *args: str, **env: str) -> subprocess.CompletedProcess:
    """A Python script run from the source tree, as a terminal's foreground command (Ctrl+C
    not ignored), with `env` added to the environment."""
    return subprocess.run(
        [sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        env={**os.environ, "PYTHONPATH": str(REPO_ROOT), **env},
        timeout=120,
        preexec_fn=sigint_default,
        check=False,
    )


def test_ctrl_c_before_the_command_lines_handler_is_130_and_one_line(tmp_path: Path) -> None:
    result = run_script(EARLY_CTRL_C, TRAX_SOLITAIRE_DATA_DIR=str(tmp_path))
    assert result.returncode == 130, result.stderr
    assert one_line(result.stderr) == "trax-solitaire: interrupted"
    assert result.stdout == ""


# A process pool's owner ended at once (as Ctrl+C in compiled code ends it, or a kill).
POOL_KILLED = """
import os, signal
from solver.parallel import process_pool
if __name__ == "__main__":
    pool = process_pool(2)
    print(pool.submit(abs, -3).result(), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_pool_ended_at_once_leaves_no_leaked_semaphore_warning(tmp_path: Path) -> None:
    """`--jobs 2` and Ctrl+C: the resource tracker cleans the pool's semaphores up, silently
    (it said "leaked semaphore objects" after the command's one line)."""
    script = tmp_path / "pool_killed.py"
    script.write_text(POOL_KILLED)
    result = subprocess.run(
        [sys.executable, str(script)],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        env={**os.environ, "PYTHONPATH": str(REPO_ROOT)},
        timeout=120,
        check=False,
    )
    assert result.returncode == -9 and result.stdout == "3\n"
    assert "leaked" not in result.stderr and result.stderr == ""


# A signal as the command finishes: its work done and said, the process still ending.
LATE_SIGNAL = """
import os, signal, sys, time
number = int(sys.argv[1])
sys.argv = ["trax-solitaire", "--version"]
import ui.cli
status = ui.cli.main(["--version"])
os.kill(os.getpid(), number)
time.sleep(5)
sys.exit(status)
"""


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM])
def test_a_signal_as_the_command_finishes_keeps_its_status(number: int) -> None:
    """Issue 33, item 4: the answer is whole, so the command's own status (0) stands, at once
    and with nothing said (it was 130 and a line: a script saw a failure)."""
    result = run_script(LATE_SIGNAL, str(int(number)))
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("trax-solitaire ") and result.stdout.endswith("\n")
    assert result.stderr == ""


# A signal whose exception Python cannot raise where it came: here a weakref's callback (as in
# the import machinery's module locks, where a SIGTERM during `solve`'s imports landed, issue
# 33), which Python prints as "Exception ignored ..." and drops, and the run went on.
UNRAISABLE = """
import signal, sys, time, weakref
import ui.cli.signals as signals
signals.install("solve")
class Lock: pass
lock = Lock()
number = int(sys.argv[1])
handler = signals.on_terminate if number == signal.SIGTERM else signals.on_interrupt
gone = weakref.ref(lock, lambda _: handler(number, None))
del lock
print("the run went on", flush=True)
time.sleep(30)
"""


@pytest.mark.parametrize(
    ("number", "status", "word"),
    [(signal.SIGTERM, 143, "terminated"), (signal.SIGINT, 130, "interrupted")],
)
def test_a_signal_python_cannot_raise_where_it_came_ends_the_run_at_once(
    number: int, status: int, word: str
) -> None:
    result = run_script(UNRAISABLE, str(int(number)))
    assert result.returncode == status, result.stderr
    assert result.stderr == f"trax-solitaire solve: {word}\n"  # no "Exception ignored", no trace
    assert result.stdout == ""


# Ctrl+C the moment the command line puts a SIGINT handler in place (each call of
# signal.signal for SIGINT is followed at once by one): from Python's own handler in between,
# or from this run's before the command's own try, it was a traceback and a death by SIGINT.
CTRL_C_AT_INSTALL = """
import os, signal, sys
sys.argv = ["trax-solitaire", "history"]
import ui
import ui.cli
put, sent = signal.signal, []
def put_then_ctrl_c(number, handler):
    old = put(number, handler)
    if number == signal.SIGINT and not sent:
        sent.append(handler)
        os.kill(os.getpid(), signal.SIGINT)
    return old
signal.signal = put_then_ctrl_c
sys.exit(ui.cli.main(["history"]))
"""


def test_ctrl_c_as_the_command_lines_handler_is_put_in_place_is_130_and_one_line(
    tmp_path: Path,
) -> None:
    result = run_script(CTRL_C_AT_INSTALL, TRAX_SOLITAIRE_DATA_DIR=str(tmp_path))
    assert result.returncode == 130, result.stderr
    assert result.stderr == "trax-solitaire: interrupted\n"
    assert result.stdout == ""
