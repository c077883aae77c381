"""Process pools and Dask scheduler addresses for solver work.

Workers are started with "spawn", not Linux's default "fork": by the time work is farmed out
the parent may already run threads (numba's parallel table builder, Qt), and forking a
process with live threads can leave the child dead or deadlocked. Spawned workers load the
compiled kernels and the solver tables from their on-disk caches instead. They ignore Ctrl+C:
the parent stops them, so an interrupt ends with one line instead of a traceback per worker.
And they end themselves when the parent is gone (killed, say): otherwise they wait forever."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import re
import signal
import socket
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.process import BaseProcess
from typing import Any

from solitaire.errors import TraxError

SCHEDULER_SCHEMES = ("tcp", "tls", "ws", "wss")
CONNECT_TIMEOUT = 5.0  # seconds to wait for a scheduler to answer before giving up
MANAGER_WAIT = 5.0  # seconds a stopped pool's manager thread has to end (it takes milliseconds)
_ADDRESS = re.compile(
    r"(?:(?P<scheme>[a-z]+)://)?(?P<host>\[[0-9a-fA-F:.]+\]|[\w.-]+):(?P<port>\d+)"
)


def _worker_setup(parent: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def watch_parent() -> None:
        while True:
            time.sleep(1.0)
            if os.getppid() != parent:  # re-parented: the pool's owner has died
                os._exit(1)

    threading.Thread(target=watch_parent, name="watch-parent", daemon=True).start()


def end_pool(pool: ProcessPoolExecutor, interrupted: bool) -> None:
    """Close a pool: on a normal finish wait for its workers; when the run was interrupted
    (Ctrl+C, an error, the results no longer wanted) cancel what is queued and stop the workers
    at once, instead of waiting for chunks that may take long (or for a worker still starting)."""
    if not interrupted:
        pool.shutdown(wait=True, cancel_futures=True)
        return
    # Python < 3.14 has no public way to stop the workers; shutdown() forgets them, so take
    # them first.
    processes = list((getattr(pool, "_processes", None) or {}).values())
    manager = getattr(pool, "_executor_manager_thread", None)  # shutdown() forgets it too
    pool.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        if process.is_alive():
            process.terminate()
    # The pool's manager thread closes its wake-up pipe as it ends, once its workers are gone.
    # At exit, Python 3.11 writes to every pool's pipe unguarded: one closing at that moment
    # was an "Exception ignored ... Bad file descriptor" traceback after the command's one
    # line (a SIGTERM to `stats`, 1 run in about 60). Waited for here, it is shut before then.
    if manager is not None:
        manager.join(timeout=MANAGER_WAIT)


class _Pool(ProcessPoolExecutor):
    """Workers are started with SIGINT blocked (a spawned process inherits the signal mask),
    so a Ctrl+C sent to the whole process group while one is still starting up cannot end it
    with a traceback before its initializer ignores SIGINT (the initializer is too late)."""

    def _spawn_process(self) -> None:
        blocked = {signal.SIGINT}
        previous = signal.pthread_sigmask(signal.SIG_BLOCK, blocked)
        try:
            super()._spawn_process()  # type: ignore[misc]
        finally:
            signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def _quiet_resource_tracker() -> None:
    """Start multiprocessing's resource tracker with its stderr pointed at nothing. The pool's
    semaphores are its to clean up when this process ends at once (the walk's process of
    solver.exact.bounded ended by its command; a kill): it does, but says "leaked semaphore
    objects" over the command's one line. Started already (by an earlier pool), it is left as
    it is."""
    if sys.platform == "win32":
        return
    from multiprocessing import resource_tracker

    with contextlib.suppress(OSError):
        saved = os.dup(2)
        try:
            nothing = os.open(os.devnull, os.O_WRONLY)
            os.dup2(nothing, 2)
            os.close(nothing)
            resource_tracker.ensure_running()
        finally:
            os.dup2(saved, 2)
            os.close(saved)


def process_pool(workers: int) -> ProcessPoolExecutor:
    _quiet_resource_tracker()
    return _Pool(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_worker_setup,
        initargs=(os.getpid(),),
    )


def start_process(target: Callable[..., None], args: tuple[Any, ...]) -> BaseProcess:
    """One spawned process running `target(*args)`, started as the pool's workers are (the
    resource tracker quiet, SIGINT and SIGTERM blocked until `target` sets its own). OSError
    when this user may not run the interpreter again (an install it may only read, under a
    folder closed to it): then neither the process nor the resource tracker is started, which
    would die at once and have the tracker's "died unexpectedly" said over the command's line."""
    from multiprocessing import spawn

    interpreter = os.fsdecode(spawn.get_executable())
    if not os.access(interpreter, os.X_OK):
        raise OSError(f"{interpreter} cannot be run by this user")
    _quiet_resource_tracker()
    process = multiprocessing.get_context("spawn").Process(target=target, args=args)
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
    try:
        process.start()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)
    return process


def parse_scheduler_address(text: str) -> tuple[str, str, int]:
    """(scheme, host, port) of an address like tcp://host:8786; TraxError when it is not one."""
    match = _ADDRESS.fullmatch(text.strip())
    example = "write it like tcp://host:8786"
    if match is None:
        raise TraxError(f"{text!r} is not a Dask scheduler address ({example})")
    scheme = (match["scheme"] or "tcp").lower()
    if scheme not in SCHEDULER_SCHEMES:
        raise TraxError(f"{text!r}: the scheme must be one of {', '.join(SCHEDULER_SCHEMES)}")
    port = int(match["port"])
    if not 1 <= port <= 65535:
        raise TraxError(f"{text!r}: port {port} is not between 1 and 65535")
    return scheme, match["host"].strip("[]"), port


MAX_HANDSHAKE = 1 << 20  # a Dask handshake is a few hundred bytes


def check_speaks_dask(address: str, timeout: float = CONNECT_TIMEOUT) -> None:
    """Fail fast (TraxError) unless what answers at a tcp:// address opens as a Dask scheduler
    does: it sends its handshake at once, a message whose first 8 bytes give the (small) length
    of the rest, and then the rest, all within `timeout` seconds in all. Something that accepts
    the connection and says nothing (or a plausible length and then nothing) would make the
    client wait for ever; an HTTP server or other junk would make it try to allocate exabytes."""
    scheme, host, port = parse_scheduler_address(address)
    if scheme != "tcp":
        check_reachable(address, timeout)
        return
    deadline = time.monotonic() + timeout
    try:
        with socket.create_connection((host, port), timeout=timeout) as connection:
            header = _receive(connection, 8, deadline)
            if len(header) < 8:
                raise TraxError(
                    f"what answers at {address} closed the connection: not a Dask scheduler"
                )
            length = int.from_bytes(header, "little")
            if not 0 < length <= MAX_HANDSHAKE:
                raise TraxError(f"what answers at {address} does not speak Dask's protocol")
            if len(_receive(connection, length, deadline)) < length:
                raise TraxError(f"what answers at {address} cut its handshake short")
    except TimeoutError:
        raise TraxError(
            f"the Dask scheduler at {address} accepted the connection but did not answer in "
            f"{timeout:g} s (is it a Dask scheduler?)"
        ) from None
    except OSError as exc:
        raise TraxError(
            f"cannot reach the Dask scheduler at {address}: {exc.strerror or exc}"
        ) from None


def _receive(connection: socket.socket, count: int, deadline: float) -> bytes:
    """Up to `count` bytes (fewer when the other end closes); TimeoutError at `deadline`."""
    data = b""
    while len(data) < count:
        left = deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError
        connection.settimeout(left)
        more = connection.recv(min(count - len(data), 1 << 16))
        if not more:
            break
        data += more
    return data


def check_reachable(address: str, timeout: float = CONNECT_TIMEOUT) -> None:
    """Fail fast (TraxError) when nothing answers at the scheduler's host and port."""
    _, host, port = parse_scheduler_address(address)
    try:
        with socket.create_connection((host, port), timeout=timeout):
            pass
    except OSError as exc:
        reason = "no answer" if isinstance(exc, TimeoutError) else exc.strerror or str(exc)
        raise TraxError(f"cannot reach the Dask scheduler at {address}: {reason}") from None
