"""When this command started, for budgets that count the whole command (`--budget`): start-up,
imports, compiling and loading included, not only the work after them.

On Linux the process's own start (its fork, from /proc) is used; elsewhere the moment the
command line was first imported, a fraction of a second later."""

from __future__ import annotations

import os
import time


def _age() -> float:
    """Seconds since this process began (0.0 where the system does not say)."""
    try:
        with open("/proc/self/stat", "rb") as handle:
            fields = handle.read().rsplit(b")", 1)[1].split()
        with open("/proc/uptime", "rb") as handle:
            uptime = float(handle.read().split()[0])
        began = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22, starttime
    except (OSError, ValueError, IndexError):
        return 0.0
    return max(0.0, uptime - began)


STARTED = time.perf_counter() - _age()  # on the perf_counter clock


def started() -> float:
    """The command's start on the time.perf_counter clock."""
    return STARTED
