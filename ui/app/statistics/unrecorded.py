"""Finished games that cannot be recorded or kept (the data folder cannot be written): the
player is told at once, may save them in another folder (a file dialog), and is asked before
quitting would lose them."""

from __future__ import annotations

from contextlib import suppress
from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from ui.app.language import tr
from ui.data.saved_games import SAVED_FILTER, saved_file_name
from ui.data.statistics import StatisticsStore
from ui.data.statistics_errors import StatisticsError


def games(count: int) -> str:
    return tr("%n finished game(s)", None, count)


def unwritable_text(folder: Path, reason: str) -> str:
    """The plain warning when nothing can be written in the data folder."""
    return tr(
        "Nothing can be saved in your data folder {folder}: "
        "{reason}. Finished games cannot be recorded in the "
        "statistics, and the game in progress cannot be kept for "
        "next time. You can play: when a game ends, File ▸ Save "
        "finished games elsewhere… keeps it in another folder, and "
        "you are asked before quitting would lose it."
    ).format(folder=folder, reason=reason)


def warn_unwritable(parent: QWidget | None, folder: Path, reason: str) -> bool:
    """Say that nothing can be saved; True when the player chooses to pick another data
    folder."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        tr("Nothing can be saved"),
        unwritable_text(folder, reason),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    box.setInformativeText(
        tr(
            "You can choose another folder for your games and statistics now (File ▸ Choose "
            "data folder… later): it is remembered, and everything is saved there from then on."
        )
    )
    choose = box.addButton(tr("Choose another data folder…"), QMessageBox.ButtonRole.AcceptRole)
    play = box.addButton(tr("Play without saving"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(choose)
    box.setEscapeButton(play)
    box.exec()
    return box.clickedButton() is choose


def save_elsewhere(parent: QWidget | None, store: StatisticsStore) -> str:
    """Ask where to save the games waiting to be recorded, and save them there. Returns what
    happened, for the status line ('' when the player cancelled)."""
    if not store.pending:
        return tr("No finished game waits to be recorded.")
    suggested = Path.home() / saved_file_name()
    name, _ = QFileDialog.getSaveFileName(
        parent, tr("Save finished games elsewhere"), str(suggested), tr(SAVED_FILTER)
    )
    if not name:
        return ""
    try:
        count = store.save_waiting_to(Path(name))
    except OSError as exc:
        from ui.data.file_words import why

        return tr("Could not save the games in {name}: {v1}.").format(
            name=Path(name).name, v1=why(exc)
        )
    store.kept = True  # a copy holds them now: quitting loses nothing
    said = (
        tr(
            "Saved {games} in {name}. To count it in your statistics later, open that file "
            "with File ▸ Import saved games… (or File ▸ Open) once your data folder can be "
            "written, or after choosing another one (File ▸ Choose data folder…)."
        )
        if count == 1
        else tr(
            "Saved {games} in {name}. To count them in your statistics later, open that file "
            "with File ▸ Import saved games… (or File ▸ Open) once your data folder can be "
            "written, or after choosing another one (File ▸ Choose data folder…)."
        )
    ).format(games=games(count), name=name)
    QMessageBox.information(parent, tr("Finished games saved"), said)
    return said


def may_quit(parent: QWidget | None, store: StatisticsStore | None) -> tuple[bool, str]:
    """Before quitting: with games only in memory, ask (save them elsewhere, quit without
    them, or stay). Returns (quit?, what happened). Tried once more first: the folder may
    be writable again, and then nothing is lost and nothing is asked."""
    if store is None or not store.only_in_memory:
        return True, ""
    with suppress(StatisticsError):  # damaged: the games stay in memory, and it asks
        store.flush_pending(wait=0.5)
    if not store.only_in_memory:
        return True, ""
    count = store.only_in_memory
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        tr("Finished games not recorded"),
        (
            tr("{games} could not be recorded or kept: nothing can be written in {folder}.")
            + (tr(" Quitting now loses it.") if count == 1 else tr(" Quitting now loses them."))
        ).format(games=games(count), folder=store.path.parent),
        QMessageBox.StandardButton.NoButton,
        parent,
    )
    save = box.addButton(tr("Save them elsewhere…"), QMessageBox.ButtonRole.AcceptRole)
    lose = box.addButton(tr("Quit without them"), QMessageBox.ButtonRole.DestructiveRole)
    stay = box.addButton(tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(save)
    box.setEscapeButton(stay)
    box.exec()
    clicked = box.clickedButton()
    if clicked is lose:
        return True, ""
    if clicked is save:
        said = save_elsewhere(parent, store)
        return not store.only_in_memory, said
    return False, tr("Not quitting: the finished games still wait.")
