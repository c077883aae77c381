"""The window's link to the statistics store.

Opens the store, offering to move a damaged file aside (the player decides; the moved file is
named); records finished games without blocking the window (a locked file makes a game wait,
and a timer writes it when the file is free); and says what happened through `message`.
Games are never dropped: while the player keeps a damaged file, they wait in a pending file
beside it and are written once the file has been moved aside.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from ui.app.language import tr
from ui.app.statistics.unrecorded import games, unwritable_text, warn_unwritable
from ui.data.file_words import cannot_write
from ui.data.statistics import StatisticsError, StatisticsStore, default_path

RETRY_MS = 3000  # how often waiting games are tried again while the file is locked
OPEN_AFTER_MS = 250  # the store is opened this long after the window is made


def open_statistics_store(
    parent: QWidget | None = None, path: Path | None = None, quiet: bool = False
) -> StatisticsStore:
    """Open the store; on a damaged file, tell the player and move it aside only if they agree.

    Never None: when the file cannot be used, the store returned keeps the session's games in
    a pending file beside it (see StatisticsStore.queue_only) and its `problem` says why.
    `quiet`: the player was told already why the file cannot be used (its folder is unwritable).
    """
    try:
        return StatisticsStore(path)
    except StatisticsError as exc:
        error = exc
    kept = tr("This session's games are kept beside it and recorded once it can be used.")
    if not error.damaged:
        if quiet:
            return StatisticsStore.queue_only(error)
        QMessageBox.warning(
            parent,
            tr("Statistics unavailable"),
            tr("{error}\n\n{kept}").format(error=error, kept=kept),
        )
        return StatisticsStore.queue_only(error)
    answer = QMessageBox.question(
        parent,
        tr("Statistics file damaged"),
        tr(
            "{error}\n\nMove the damaged file aside (it is kept, renamed) "
            "and start new statistics? If you choose No, the file is "
            "left as it is. {kept}"
        ).format(error=error, kept=kept),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.No,
    )
    if answer != QMessageBox.StandardButton.Yes:
        return StatisticsStore.queue_only(error)
    try:
        aside = StatisticsStore.quarantine(error.path)
        store = StatisticsStore(error.path)
    except StatisticsError as exc:
        QMessageBox.warning(
            parent, tr("Statistics unavailable"), tr("{exc}\n\n{kept}").format(exc=exc, kept=kept)
        )
        return StatisticsStore.queue_only(exc)
    QMessageBox.information(
        parent,
        tr("New statistics"),
        tr("The damaged file was kept as {aside}.\nNew statistics start.").format(aside=aside),
    )
    return store


class StatisticsLink(QObject):
    """Owns the window's store. `message(text, is_error)` reports what the player should know."""

    message = Signal(str, bool)
    chooseFolder = Signal()  # the player asked to choose another data folder  # noqa: N815

    def __init__(self, parent: QWidget, path: Path | None = None) -> None:
        super().__init__(parent)
        self._window = parent
        self.path = path
        self._store: StatisticsStore | None = None
        self._offered = False  # a damaged file is offered for moving aside once per session
        self.retry = QTimer(self)
        self.retry.setInterval(RETRY_MS)
        self.retry.timeout.connect(self.flush)
        self._closed = False
        # Open once the window is painted, so a damaged file is offered at the start rather
        # than mid-game, without delaying the first paint.
        QTimer.singleShot(OPEN_AFTER_MS, self, self._open_at_start)

    def _open_at_start(self) -> None:
        if not self._closed:
            self.store()

    def store(self) -> StatisticsStore:
        """The store, opened on first use (asking the player about a damaged file)."""
        if self._store is None:
            folder = (self.path or default_path()).parent
            reason = cannot_write(folder)
            self._store = open_statistics_store(self._window, self.path, reason is not None)
            self._offered = self._store.problem is not None
            if reason is not None:  # said plainly, at once, and once: nothing can be saved
                # (after the store is set: a call while the warning is open finds it)
                self.message.emit(unwritable_text(folder, reason), True)
                if warn_unwritable(self._window, folder, reason):
                    QTimer.singleShot(0, self.chooseFolder.emit)  # once this call is over
        return self._store

    def opened(self) -> StatisticsStore | None:
        """The store if it is open (never opens it)."""
        return self._store

    def record(self, *args: Any, **keywords: Any) -> None:
        """StatisticsStore.record_game, never raising for the file's sake: the game waits."""
        store = self.store()
        try:
            store.record_game(*args, **keywords)
        except StatisticsError as exc:  # found damaged just now; the game waits in the queue
            self._damaged_now(exc)
            return
        self._report(store)

    record_game = record  # so the link stands in for the store (Report.record_into)

    def counted(self, attempt: str) -> str | None:
        """The result the store holds for this attempt id (also a game still waiting to be
        written), or None. A file that cannot be read answers None: recording is idempotent
        per attempt, so a second report of a counted attempt is ignored by the store anyway."""
        try:
            return self.store().attempt_result(attempt)
        except StatisticsError:
            return None

    def flush(self) -> None:
        """Try the waiting games again (the timer calls this while any wait)."""
        if self._store is None:
            return
        try:
            self._store.flush_pending()
        except StatisticsError as exc:
            self._damaged_now(exc)
            return
        self._report(self._store)

    def moved(self, old: Path, new: Path) -> None:
        """The data folder moved from `old` to `new`: the store is opened there next time it
        is needed (its waiting games were saved there by the caller)."""
        self.close()
        self._closed, self._offered = False, False
        if self.path is not None and self.path.parent == old:
            self.path = new / self.path.name

    def close(self) -> None:
        self._closed = True
        self.retry.stop()
        if self._store is not None:
            self._store.close()
            self._store = None

    def _report(self, store: StatisticsStore) -> None:
        if not store.pending:
            if self.retry.isActive():
                self.retry.stop()
                self.message.emit(
                    tr("The waiting games are now recorded in the statistics."), False
                )
            return
        if store.only_in_memory:
            self.message.emit(
                (
                    tr("Statistics: {games} cannot be recorded or kept: nothing can be written")
                    + tr(" in {folder}. File ▸ Save finished games elsewhere… keeps ")
                    + (tr("it.") if store.pending == 1 else tr("them."))
                ).format(games=games(store.pending), folder=store.path.parent),
                True,
            )
            return
        why = f" {store.problem}." if store.problem is not None else ""
        if store.problem is not None and store.problem.busy:
            self.retry.start()
        self.message.emit(
            (
                tr("Statistics: 1 game waits to be recorded, kept meanwhile.")
                if store.pending == 1
                else tr("Statistics: {count} games wait to be recorded, kept meanwhile.")
            ).format(count=store.pending)
            + why,
            True,
        )

    def _damaged_now(self, error: StatisticsError) -> None:
        """The file turned out damaged while open: offer, once, to move it aside."""
        old = self._store
        if self._offered or old is None:
            if old is not None:
                self._report(old)
            return
        self._offered = True
        old.close()  # its waiting games stay in its pending file, for the next store
        self._store = open_statistics_store(self._window, self.path or error.path)
        self._report(self._store)
