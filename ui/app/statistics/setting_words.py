"""The Statistics window's words about the "Tiles shown ahead" setting it shows: the caption of
the recent games and the text of an empty list. The figures count one setting at a time (or
every setting), so the words say when games of the variant were played under other settings
and how to see them, never hiding them silently."""

from __future__ import annotations

from ui.app.language import QT_TR_NOOP, tr
from ui.app.tiles_ahead import short_words

NO_GAMES = QT_TR_NOOP("No games of this variant have been finished yet.")
DETAILS = QT_TR_NOOP("all kinds of deal; hover for the reason; double-click to review")


def setting_phrase(ahead: int) -> str:
    """'1 tile shown ahead', '2 tiles shown ahead', 'the next tile hidden'."""
    return tr("the next tile hidden") if ahead == 0 else short_words(ahead)


def recent_caption(ahead: int | None, others: int) -> str:
    """The caption over the recent games: which setting they are of, and how many games of the
    variant the list leaves out because they were played under other settings."""
    if ahead is None:
        return tr("Recent games of every setting ({details})").format(details=tr(DETAILS))
    caption = tr("Recent games with {setting} ({details})").format(
        setting=setting_phrase(ahead), details=tr(DETAILS)
    )
    if others:
        caption += tr(
            ". %n more game(s) under other settings: choose Every setting to see them.",
            None,
            others,
        )
    return caption


def empty_text(ahead: int | None, others: int) -> str:
    """What an empty list says: nothing finished yet, or nothing under this setting."""
    if ahead is None or not others:
        return tr(NO_GAMES)
    return tr(
        "No games with {setting} yet; %n game(s) under other settings: choose "
        "Every setting in Tiles shown ahead.",
        None,
        others,
    ).format(setting=setting_phrase(ahead))


def waiting_words(pending: int, only_in_memory: bool) -> str:
    """Over the figures: finished games not recorded yet, and why."""
    if only_in_memory:
        return (
            tr(
                "1 finished game waits to be recorded, not counted in the figures yet: nothing "
                "can be written in the data folder, so only this session holds it (File ▸ Save "
                "finished games elsewhere… keeps it)."
            )
            if pending == 1
            else tr(
                "{count} finished games wait to be recorded, not counted in the figures yet: "
                "nothing can be written in the data folder, so only this session holds them "
                "(File ▸ Save finished games elsewhere… keeps them)."
            ).format(count=pending)
        )
    return (
        tr(
            "1 finished game waits to be recorded, not counted in the figures yet: the file is "
            "in use or damaged. It will be counted once the file can be written."
        )
        if pending == 1
        else tr(
            "{count} finished games wait to be recorded, not counted in the figures yet: the "
            "file is in use or damaged. They will be counted once the file can be written."
        ).format(count=pending)
    )
