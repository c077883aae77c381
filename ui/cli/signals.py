"""Ctrl+C on the command line: always exit status 130 and one line, within a second, once or
twice, whatever the program was doing.

Python's own handling is not enough: a KeyboardInterrupt raised inside a ctypes callback (numba
and llvmlite compiling a kernel) is printed as "Exception ignored" and lost, and one raised while
a process pool shuts down can leave the interpreter waiting for its workers at exit. So the
command line installs `on_interrupt` for the length of the run:
- the first Ctrl+C raises KeyboardInterrupt as usual (the command ends with one line, 130), and
  starts a watchdog thread: should the run still be going a second later, it says the line
  itself, stops this process's worker processes and exits 130 at once;
- from then on SIGINT has its default action, so a second Ctrl+C ends the process at once,
  even inside compiled code (the shell reports 130, 128 + SIGINT).
A Ctrl+C or SIGTERM that Python cannot raise where it came (see `_unraisable`) ends the run
at once in the same way. A process started with Ctrl+C ignored (a background job) keeps
ignoring it. `exact-solvable`, whose walks hold a process for seconds in compiled code, walks
in a process of its own (solver.exact.bounded): the command itself stays free to answer a
signal.

Once the command's outcome is settled (`settled`: its answer written, or its one line said),
a signal changes nothing: the process ends at once with that status (0 for a whole answer),
saying nothing more. And the interpreter's last steps, where Python puts every handler it
installed back to the default action, run with SIGINT and SIGTERM ignored, so a signal then
cannot end the process by itself after its answer (issue 33, item 4)."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import threading
from collections.abc import Callable
from types import FrameType

GRACE = 1.0  # seconds a run has to end by itself after Ctrl+C before it is ended
# Seconds before the last resort, for an interpreter held by compiled code (no Python thread
# can run): long enough that a busy machine's slow start (loading a large library holds the
# interpreter too) is not taken for it: the process then dies by SIGINT (issue 33).
LAST_RESORT = 5.0
EXIT_INTERRUPTED = 130
EXIT_TERMINATED = 143

_state: dict[str, object] = {"said": False, "command": ""}


def say_interrupted(command: str = "", word: str = "interrupted") -> None:
    """The one line, said once however many paths reach it (the helper process that would say
    it for a stuck interpreter is told first, so it never says it twice)."""
    if _state["said"]:
        return
    _state["said"] = True
    _helper_done()
    name = command or str(_state["command"])
    text = f"trax-solitaire{' ' + name if name else ''}: {word}\n"
    if _progress_bars_stopped():  # a bar's line on the terminal not ended yet
        text = "\n" + text
    try:
        sys.stderr.write(text)
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError, RuntimeError):  # closed, or in use
        with contextlib.suppress(OSError):  # stderr closed: nowhere to say it
            os.write(2, text.encode())


def _progress_bars_stopped() -> bool:
    """Every progress bar still open (tqdm's, drawn on a terminal) made to draw nothing more,
    and whether there was one: the line is then said on a line of its own, and stays the last.
    The watchdog says it while the run is still unwinding (a pool's workers stopping on a busy
    machine take more than GRACE), before the bar is closed: it was said at the end of the
    bar's line ("... 1162.68deal/s]trax-solitaire stats: interrupted"), and a bar closed
    after it would be drawn again below it. Only a flag is set: nothing here waits for a lock
    the interrupted thread may hold."""
    bars = getattr(getattr(sys.modules.get("tqdm"), "tqdm", None), "_instances", None)
    shown = False
    try:
        for bar in list(bars or ()):
            if not getattr(bar, "disable", True):
                bar.disable, shown = True, True
    except Exception:  # noqa: BLE001 (saying the line is what matters)
        return shown
    return shown


def _helper_done() -> None:
    """Tell the helper process (`_start_helper`) that the line is said or the run settled:
    it then says and does nothing."""
    if "helper" in _state:
        with contextlib.suppress(OSError, ValueError):
            os.write(int(_state["helper"]), b"done")  # type: ignore[call-overload]


def _stop_children() -> None:
    """Stop this process's worker processes (multiprocessing's own list of its children)."""
    try:
        import multiprocessing

        for child in multiprocessing.active_children():
            child.terminate()
    except Exception:  # noqa: BLE001 (leaving is what matters now)
        pass


def _watchdog(word: str = "interrupted", status: int = EXIT_INTERRUPTED) -> None:
    event = threading.Event()
    event.wait(GRACE)
    _end_now(word, status)


def _end_now(word: str, status: int) -> None:
    """End the run at once: with the status it settled on, nothing more said, if it did;
    else with its one line (`word`) and `status`, its worker processes stopped."""
    if _state.get("over") is not None:
        _leave(int(_state["over"]))  # type: ignore[call-overload]
    say_interrupted(word=word)
    _stop_children()
    _leave(status)


# Run by a helper process: wait on a pipe from this process; at its end (this process is gone)
# say nothing; if it is still open after the grace time, say the line and end this process
# with SIGINT (its default action by then). Nothing is sent to a process that has ended, so a
# reused process id is never hit.
_HELPER = """
import os, select, sys
pid, fd, grace, line = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), sys.argv[4]
if select.select([fd], [], [], grace)[0] == []:
    os.write(2, line.encode())
    os.kill(pid, 2)
"""


def _start_helper() -> None:
    """The last resort, for compiled code that holds the interpreter for seconds (a Python
    thread cannot run then): a helper process ends this one LAST_RESORT seconds from now,
    unless it has ended, said its line or settled by then. Started with os.posix_spawn, not
    subprocess: this runs in a signal handler, maybe in the middle of an import that
    subprocess needs (a half-made module); nothing here may fail the handler."""
    if not hasattr(os, "posix_spawn"):
        return
    try:
        read, write = os.pipe()
        name = str(_state["command"])
        line = f"trax-solitaire{' ' + name if name else ''}: interrupted\n"
        argv = [sys.executable, "-S", "-c", _HELPER, str(os.getpid()), str(read)]
        os.set_inheritable(read, True)
        try:
            os.posix_spawn(
                sys.executable,
                [*argv, str(LAST_RESORT), line],
                os.environ,
                file_actions=[
                    (os.POSIX_SPAWN_OPEN, 0, os.devnull, os.O_RDONLY, 0),
                    (os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0),
                ],
                setsid=True,
            )
        finally:
            os.close(read)
        _state["helper"] = write  # open for this process's life: its end tells the helper
    except Exception:  # noqa: BLE001 (no helper: the watchdog thread is left)
        return


def settled(status: int) -> int:
    """The command's outcome is decided (its answer written, or its line said): from now on a
    signal ends the process at once with this status, saying nothing (see `_late`)."""
    _state["over"] = status
    _helper_done()
    return status


def _caught(status: int) -> None:
    """A first SIGINT or SIGTERM, about to unwind the run; a later one of the other kind ends
    the process at once with the first one's status and line (never a second exception raised
    while the first is being handled)."""
    if _state.get("over") is not None:
        _leave(int(_state["over"]))  # type: ignore[call-overload]
    first = _state.get("caught")
    if first is not None:
        say_interrupted(word="terminated" if first == EXIT_TERMINATED else "interrupted")
        _leave(int(first))  # type: ignore[call-overload]
    _state["caught"] = status


def caught_status() -> int | None:
    """The status of a SIGINT or SIGTERM already caught in this run (130, 143), or None. An
    error that follows one is its doing, whatever it says: raised inside an extension module's
    import (numpy's), the KeyboardInterrupt comes back as an ImportError or a TypeError with no
    trace of it."""
    found = _state.get("caught")
    return None if found is None else int(found)  # type: ignore[call-overload]


def on_interrupt(signum: int, frame: FrameType | None) -> None:
    """SIGINT handler: see the module's docstring."""
    _caught(EXIT_INTERRUPTED)
    signal.signal(signal.SIGINT, signal.SIG_DFL)  # a second Ctrl+C ends the process at once
    threading.Thread(target=_watchdog, name="interrupt-watchdog", daemon=True).start()
    _start_helper()
    raise KeyboardInterrupt


Handler = Callable[[int, FrameType | None], object] | int | signal.Handlers | None


class Terminated(KeyboardInterrupt):
    """SIGTERM: unwound like Ctrl+C (pools stopped, files closed), so nothing leaks (no
    "leaked semaphore" warnings from multiprocessing), then exit 143."""


def on_terminate(signum: int, frame: FrameType | None) -> None:
    _caught(EXIT_TERMINATED)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # a second SIGTERM ends it at once
    threading.Thread(
        target=_watchdog,
        args=("terminated", EXIT_TERMINATED),
        name="terminate-watchdog",
        daemon=True,
    ).start()
    raise Terminated


def install(command: str = "") -> None:
    """Install on_interrupt and on_terminate (in the main thread; SIGINT only unless ignored),
    and `_unraisable`; `uninstall` puts back what they replaced."""
    _state["said"], _state["command"] = False, command
    _state.pop("over", None)
    _state.pop("caught", None)
    if threading.current_thread() is not threading.main_thread():
        return
    import ui

    if ui.AS_COMMAND and not _state.get("at_exit"):  # registered first, so it runs last
        import atexit

        atexit.register(_ignore_at_the_end)
        _state["at_exit"] = True

    # Held during start-up (ui.hold): replaced by this run's handler at once, with Python's own
    # as the one to put back, never Python's own in between (a Ctrl+C then was a traceback).
    own = {signal.SIGINT: signal.default_int_handler, signal.SIGTERM: signal.SIG_DFL}
    previous: dict[int, Handler] = {}
    _state["previous"] = previous  # filled as each is replaced: a signal may end install itself
    for number, handler in ((signal.SIGINT, on_interrupt), (signal.SIGTERM, on_terminate)):
        found = signal.getsignal(number)
        if found is ui.hold:
            found = own[number]
        if found != signal.SIG_IGN:
            previous[number] = found
            signal.signal(number, handler)
    if sys.unraisablehook is not _unraisable:
        _state["unraisable"] = sys.unraisablehook
        sys.unraisablehook = _unraisable


def _unraisable(info: object) -> None:
    """An exception Python could not raise where it came (a weakref's callback in the import
    machinery, a finalizer, a ctypes callback from the compiler), which it would print as
    "Exception ignored ..." and drop. When it is this run's Ctrl+C or SIGTERM, the run ends
    now as the watchdog would end it a second later: its one line and status (or the status
    the command had settled on), nothing printed for it. Anything else goes to Python's own."""
    status = caught_status()
    if status is not None and isinstance(getattr(info, "exc_value", None), KeyboardInterrupt):
        _end_now("terminated" if status == EXIT_TERMINATED else "interrupted", status)
    previous = _state.get("unraisable", sys.__unraisablehook__)
    previous(info)  # type: ignore[operator]


def replay_held() -> None:
    """A Ctrl+C or SIGTERM held during start-up (see the ui package) ends the run now, as any
    does."""
    import ui

    if ui.HELD:
        terminated = signal.SIGTERM in ui.HELD
        ui.HELD.clear()
        if terminated:
            _caught(EXIT_TERMINATED)
            raise Terminated
        _caught(EXIT_INTERRUPTED)
        raise KeyboardInterrupt


def uninstall() -> None:
    """Put back the handlers `install` replaced: for the app, whose Qt event loop runs no
    Python code while it waits (a Python SIGTERM handler would leave `kill` unanswered)."""
    restore(_state.get("previous"))  # type: ignore[arg-type]
    if sys.unraisablehook is _unraisable:
        sys.unraisablehook = _state.pop("unraisable", sys.__unraisablehook__)  # type: ignore[assignment]


def name_command(command: str) -> None:
    _state["command"] = command


def restore(previous: dict[int, Handler] | None) -> None:
    if threading.current_thread() is not threading.main_thread():
        return
    import ui

    for number, handler in (previous or {}).items():
        if ui.AS_COMMAND and _state.get("over") is not None:
            handler = _late  # the command is over, the process not yet: never the default now
        signal.signal(number, handler)
    if ui.AS_COMMAND and signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, _late)  # the command is over; the process not yet


def _leave(status: int) -> None:
    """End the process now with `status`, its outputs pushed out first."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError, AttributeError):
            stream.flush()
    os._exit(status)


def _late(signum: int, frame: FrameType | None) -> None:
    """A signal as the command finishes (its work done, the process still ending): the status
    the command settled on, nothing more said (its answer is whole, or its line said); before
    that (the app's start, say) one line with 130 or 143 like any other, not a traceback."""
    over = _state.get("over")
    if over is None:
        terminated = signum == signal.SIGTERM
        say_interrupted(word="terminated" if terminated else "interrupted")
        over = EXIT_TERMINATED if terminated else EXIT_INTERRUPTED
    _leave(int(over))  # type: ignore[call-overload]


def _ignore_at_the_end() -> None:
    """The last exit handler of a command: Python now puts the handlers it installed back to
    the default action, so SIGINT and SIGTERM are ignored for the few steps left (the command
    has its status; a signal must not end the process by itself after its answer)."""
    over = _state.get("over")
    if over is None or threading.current_thread() is not threading.main_thread():
        return
    for number in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(OSError, ValueError):
            signal.signal(number, signal.SIG_IGN)
    if over in (EXIT_INTERRUPTED, EXIT_TERMINATED):
        # Python 3.11 marks a Ctrl+C that came inside eval() (a namedtuple being made while
        # a module is imported) as never handled, though the command caught it, and ends the
        # process by SIGINT after the last exit handler: the status is given here instead.
        _leave(int(over))  # type: ignore[call-overload]
