"""The solution played by itself: a timer that steps the replay until its end (or a pause)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal


class Autoplay(QObject):
    """Calls `step()` every `interval_ms` while `more()` is true; `changed(running)` lets the
    window relabel its Play/Pause action."""

    changed = Signal(bool)

    def __init__(
        self, step: Callable[[], None], more: Callable[[], bool], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._step, self._more = step, more
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self, interval_ms: int = 700) -> None:
        if not self._more():
            return
        self._timer.start(max(50, interval_ms))
        self.changed.emit(True)
        self._tick()  # the first move at once

    def stop(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
            self.changed.emit(False)

    def toggle(self, interval_ms: int = 700) -> None:
        if self.running:
            self.stop()
        else:
            self.start(interval_ms)

    def _tick(self) -> None:
        if not self._more():
            self.stop()
            return
        self._step()
        if not self._more():
            self.stop()
