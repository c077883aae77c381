"""ui package: the window, the command line and the player's data.

Started as the command (`trax-solitaire`, or `python -m ui`, whose argv[0] is "-m" while the
package is found), a Ctrl+C (or SIGTERM) that comes while the command line is still being
imported is held until its own handler is in place (ui.cli.signals.install), which then ends
the run as any does: one line, exit 130 (143), instead of a traceback from the middle of an
import or a death by the signal."""

import os
import signal
import sys
import threading

HELD: list[int] = []  # signals that came before the command line's handlers were in place


def hold(signum: int, frame: object) -> None:
    HELD.append(signum)


def _as_command() -> bool:
    name = os.path.basename(sys.argv[0]) if sys.argv else ""
    return name == "-m" or name.startswith("trax-solitaire")


AS_COMMAND = _as_command()  # decided once: `python -m ui` changes argv[0] after this

if AS_COMMAND and threading.current_thread() is threading.main_thread():
    if signal.getsignal(signal.SIGINT) is signal.default_int_handler:
        signal.signal(signal.SIGINT, hold)
    if signal.getsignal(signal.SIGTERM) == signal.SIG_DFL:
        signal.signal(signal.SIGTERM, hold)
