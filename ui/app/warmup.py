"""Preparing the solver in the background when the app starts, so the first hint does not wait:
the hint table of each standard variant (the current one first) is loaded, or built the first
time, in a daemon thread, with its real progress in the status bar. The first time ever, the
player is told once what is going on."""

from __future__ import annotations

import contextlib
import threading

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QWidget

from solitaire.variant import STANDARD_VARIANTS, Variant
from ui.app.language import tr
from ui.common import presenter, solver_bridge

EXPLAINED_KEY = "solver/warmup_explained"
EXPLANATION = tr(
    "First start: the solver is preparing its tables for hints "
    "in the background (this happens once; they are kept on "
    "disk). Play on meanwhile: the first hint will be quick."
)


class _Signals(QObject):
    progress = Signal(str, float)
    finished = Signal()
    failed = Signal(str)


class SolverWarmup(QWidget):
    """A small status-bar widget that shows the warm-up and hides when it is done."""

    building = Signal()  # the first progress of a real build

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(tr("Preparing hints…"))
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.setMaximumWidth(140)
        self.bar.setTextVisible(False)
        row.addWidget(self.label)
        row.addWidget(self.bar)
        self.hide()
        self.signals = _Signals()
        self.signals.progress.connect(self._on_progress)
        self.signals.finished.connect(self._on_finished)
        self.signals.failed.connect(self._on_failed)
        self.thread: threading.Thread | None = None
        self.done = False
        self.error = ""

    def start(self, first: Variant, settings: QSettings | None = None) -> bool:
        """Begin preparing. Returns at once; the work runs in a daemon thread that quitting
        never waits for."""
        # The current variant first. Shipped or cached tables load in milliseconds; only a
        # table that must be built shows its progress (and, once ever, why).
        others = [v for v in STANDARD_VARIANTS if v != first]
        variants = [v for v in (first, *others) if not solver_bridge.hints_ready(v)]
        puzzles = not solver_bridge.puzzle_hints_ready()  # then the puzzle hints' search
        if not variants and not puzzles:
            self.done = True
            return True
        self.thread = threading.Thread(
            target=self._work, args=(variants, puzzles), name="trax-warmup", daemon=True
        )
        self.thread.start()
        return True

    def _work(self, variants: list[Variant], puzzles: bool = False) -> None:
        try:
            for variant in variants:
                self.signals.progress.emit(
                    tr("Preparing hints for {variant}…").format(
                        variant=presenter.variant_name(variant)
                    ),
                    -1.0,
                )
                solver_bridge.prepare_hints(variant, self.signals.progress.emit)
            if puzzles:
                self.signals.progress.emit(tr("Preparing puzzle hints…"), -1.0)
                solver_bridge.prepare_puzzle_hints()
        except Exception as exc:  # reported in the window, never raised in the thread
            self.signals.failed.emit(
                tr("{__name__}: {exc}").format(__name__=type(exc).__name__, exc=exc)
            )
            return
        self.signals.finished.emit()

    def _on_progress(self, message: str, fraction: float) -> None:
        if fraction >= 0 and not self.isVisible() and not self.done:
            self.show()
            self.building.emit()  # a real build, not a quick load
        self.label.setText(message)
        if fraction < 0:
            self.bar.setRange(0, 0)  # busy, until the build reports how far it is
        else:
            self.bar.setRange(0, 1000)
            self.bar.setValue(int(fraction * 1000))

    def _on_finished(self) -> None:
        self.done = True
        self.hide()

    def _on_failed(self, message: str) -> None:
        self.error = message
        self.label.setText(tr("Hints could not be prepared: they are built when asked for."))
        self.label.setToolTip(message)
        self.bar.hide()


def first_time(settings: QSettings) -> bool:
    """True the first time this is asked for these settings (the explanation is shown once)."""
    if settings.value(EXPLAINED_KEY, False) in (True, "true"):
        return False
    settings.setValue(EXPLAINED_KEY, True)
    settings.sync()
    return True


def warm_up(window: QWidget, settings: QSettings | None = None) -> SolverWarmup:
    """Start the warm-up for a main window: its status bar shows the progress and, the first
    time, the window says why."""
    settings = settings if settings is not None else QSettings()
    warmup = SolverWarmup()
    window.statusBar().addPermanentWidget(warmup)  # type: ignore[attr-defined]
    game = getattr(window, "game", None)
    variant = getattr(game, "variant", STANDARD_VARIANTS[0])

    def explain() -> None:
        if first_time(settings):
            window.show_message(EXPLANATION)  # type: ignore[attr-defined]

    warmup.building.connect(explain)
    warmup.start(variant)
    window.warmup = warmup  # type: ignore[attr-defined]
    return warmup


_PUZZLE_THREAD: list[threading.Thread] = []  # the one background preparation, once started


def prepare_puzzle_hints_soon() -> None:
    """A puzzle is on the table: prepare its hints' search in a daemon thread (once), so the
    first hint does not wait for it to compile. Failures are quiet: the hint reports them."""
    if solver_bridge.puzzle_hints_ready() or any(t.is_alive() for t in _PUZZLE_THREAD):
        return

    def work() -> None:
        with contextlib.suppress(Exception):
            solver_bridge.prepare_puzzle_hints()

    thread = threading.Thread(target=work, name="trax-puzzle-hints", daemon=True)
    _PUZZLE_THREAD[:] = [thread]
    thread.start()
