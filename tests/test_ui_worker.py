"""Background tasks answer on the UI thread, and stale answers are dropped."""

from __future__ import annotations

import threading
import time

from ui.app.worker import TaskRunner


def test_answers_arrive_on_the_ui_thread(qtbot):
    runner = TaskRunner()
    seen = []
    busy = []
    runner.busyChanged.connect(busy.append)

    def work(progress, cancel):
        progress("working", 0.5)
        return threading.current_thread().name

    runner.start("job", work, lambda name: seen.append((name, threading.current_thread())))
    qtbot.waitUntil(lambda: bool(seen))
    worker_name, thread = seen[0]
    assert worker_name.startswith("trax-job")
    assert thread is threading.main_thread()
    assert busy == [True, False]


def test_new_generation_drops_answers_and_cancels(qtbot):
    runner = TaskRunner()
    seen = []
    cancelled = threading.Event()

    def work(progress, cancel):
        for _ in range(200):
            if cancel.is_set():
                cancelled.set()
                return "stopped"
            time.sleep(0.005)
        return "done"

    runner.start("job", work, seen.append)
    runner.new_generation()
    assert not runner.busy
    assert runner.wait(3000)
    qtbot.wait(50)
    assert cancelled.is_set() and seen == []


def test_failure_is_reported(qtbot):
    runner = TaskRunner()
    errors = []

    def work(progress, cancel):
        raise ValueError("boom")

    runner.start("job", work, lambda _r: None, errors.append)
    qtbot.waitUntil(lambda: bool(errors))
    assert isinstance(errors[0], ValueError) and str(errors[0]) == "boom"  # the exception itself


def test_a_cancelled_task_ends_without_a_traceback_and_a_failure_still_prints_one(capfd) -> None:
    from ui.app.worker import Task

    def fail(progress, cancel) -> None:
        raise RuntimeError("stopped")

    cancelled = Task(fail)
    cancelled.cancel.set()
    cancelled.run()
    assert "Traceback" not in capfd.readouterr().err
    Task(fail).run()
    assert "RuntimeError: stopped" in capfd.readouterr().err
