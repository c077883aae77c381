"""Every test's time limit covers its teardown even after it failed.

pytest-timeout stops a test's clock as soon as the test fails (for a debugger's sake): the
teardown that follows (a window closing that asks a question nobody answers, a fixture that
waits) then ran with no limit, and a failing test could block the whole run for good. The
clock starts again here, so a hang there also fails with the stack of every thread (issue 33).
tests/conftest.py loads this module as a plugin."""

from __future__ import annotations

import pytest


@pytest.hookimpl(trylast=True)  # after pytest-timeout's own hook, which stops the clock
def pytest_exception_interact(node: pytest.Item | pytest.Collector) -> None:
    if not isinstance(node, pytest.Item) or node.config.getoption("usepdb", False):
        return
    import pytest_timeout

    settings = pytest_timeout._get_item_settings(node)  # noqa: SLF001 (no public way to it)
    if settings.timeout and not settings.func_only:
        node.config.pluginmanager.hook.pytest_timeout_set_timer(item=node, settings=settings)
