"""The Statistics window's words about the "Tiles shown ahead" setting it shows: the caption of
the recent games and the text of an empty list. The figures count one setting at a time (or
every setting), so the words say when games of the variant were played under other settings
and how to see them, never hiding them silently."""

from __future__ import annotations

from ui.app.tiles_ahead import short_words

NO_GAMES = "No games of this variant have been finished yet."
DETAILS = "all kinds of deal; hover for the reason; double-click to review"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


def setting_phrase(ahead: int) -> str:
    """'1 tile shown ahead', '2 tiles shown ahead', 'the next tile hidden'."""
    return "the next tile hidden" if ahead == 0 else short_words(ahead)


def recent_caption(ahead: int | None, others: int) -> str:
    """The caption over the recent games: which setting they are of, and how many games of the
    variant the list leaves out because they were played under other settings."""
    if ahead is None:
        return f"Recent games of every setting ({DETAILS})"
    caption = f"Recent games with {setting_phrase(ahead)} ({DETAILS})"
    if others:
        caption += (
            f". {_plural(others, 'more game')} under other settings: choose Every setting to "
            "see them."
        )
    return caption


def empty_text(ahead: int | None, others: int) -> str:
    """What an empty list says: nothing finished yet, or nothing under this setting."""
    if ahead is None or not others:
        return NO_GAMES
    return (
        f"No games with {setting_phrase(ahead)} yet; {_plural(others, 'game')} under other "
        "settings: choose Every setting in Tiles shown ahead."
    )
