"""Background work off the UI thread: a task runs a function in a daemon thread and reports
back through Qt signals (queued to the UI thread). A runner numbers its tasks by game, so
results that arrive after a new game started are dropped, and asks running tasks to stop.

Daemon threads rather than a QThreadPool: some solver work (building a hint table) cannot be
interrupted, and quitting the app must not wait for it."""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

# A task function gets a progress callback (message, fraction 0..1 or -1 when unknown) and an
# event that is set when its result is no longer wanted.
Progress = Callable[[str, float], None]
TaskFunction = Callable[[Progress, threading.Event], Any]


class _Signals(QObject):
    finished = Signal(object)
    failed = Signal(object)  # the exception itself, raised in the worker thread
    progress = Signal(str, float)


class Task:
    def __init__(self, function: TaskFunction) -> None:
        self.function = function
        self.signals = _Signals()
        self.cancel = threading.Event()

    def run(self) -> None:
        try:
            result = self.function(self._progress, self.cancel)
        except Exception as exc:  # handed to the UI thread, never raised in the worker thread
            if not self.cancel.is_set():  # a cancelled task ending early is no fault to print
                traceback.print_exc()
            self.signals.failed.emit(exc)
            return
        self.signals.finished.emit(result)

    def _progress(self, message: str, fraction: float = -1.0) -> None:
        if not self.cancel.is_set():
            self.signals.progress.emit(message, float(fraction))


class TaskRunner(QObject):
    """Starts tasks and drops the answers of tasks started before the last `new_generation`."""

    busyChanged = Signal(bool)
    progress = Signal(str, float)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.generation = 0
        self._threads: list[threading.Thread] = []
        self._running: dict[Task, str] = {}

    @property
    def busy(self) -> bool:
        return bool(self._running)

    def running(self, kind: str) -> bool:
        return kind in self._running.values()

    def start(
        self,
        kind: str,
        function: TaskFunction,
        done: Callable[[Any], None],
        failed: Callable[[Exception], None] | None = None,
    ) -> Task:
        generation = self.generation
        task = Task(function)
        was_busy = self.busy
        self._running[task] = kind

        def finish(result: Any) -> None:
            self._forget(task)
            if generation == self.generation and not task.cancel.is_set():
                done(result)

        def fail(error: Exception) -> None:
            self._forget(task)
            if generation == self.generation and not task.cancel.is_set() and failed is not None:
                failed(error)

        def report(message: str, fraction: float) -> None:
            if generation == self.generation:
                self.progress.emit(message, fraction)

        task.signals.finished.connect(finish)
        task.signals.failed.connect(fail)
        task.signals.progress.connect(report)
        thread = threading.Thread(target=task.run, name=f"trax-{kind}", daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()
        if not was_busy:
            self.busyChanged.emit(True)
        return task

    def _forget(self, task: Task) -> None:
        if self._running.pop(task, None) is not None and not self._running:
            self.busyChanged.emit(False)

    def cancel(self, kind: str | None = None) -> None:
        """Ask running tasks (of one kind, or all) to stop; their answers are dropped."""
        for task, task_kind in list(self._running.items()):
            if kind is None or task_kind == kind:
                task.cancel.set()
                self._forget(task)

    def new_generation(self) -> None:
        """A new game: every answer still on its way belongs to the old one."""
        self.generation += 1
        self.cancel()

    def shutdown(self, wait_ms: int = 1500) -> None:
        """Stop what can be stopped and give it a moment; never wait longer than that."""
        self.new_generation()
        for thread in self._threads:
            thread.join(max(0.0, wait_ms / 1000 / max(1, len(self._threads))))
        self._threads = []

    def wait(self, timeout_ms: int = 5000) -> bool:
        """For tests: wait for the threads to end; True if they did."""
        for thread in self._threads:
            thread.join(timeout_ms / 1000)
        return not any(t.is_alive() for t in self._threads)
