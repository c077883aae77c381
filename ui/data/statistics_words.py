"""The words of the Statistics window: how games are counted, each result's reason, and how a
game's deal and time are named. Kept apart from the widgets so docs and tests can quote them."""

from __future__ import annotations

from ui.data.statistics import GameRecord, SourceCount

RULES = (
    "A game is one deal, from its first move until another deal replaces it. It is counted "
    "once: <b>won</b> the first time the goal is made; <b>lost</b> when the board is full "
    "without the goal or the game is decided; <b>stuck</b> when no orientation of the tile in "
    "hand fits; <b>conceded</b> when you give it up with Concede; <b>abandoned</b>, a loss, "
    "when you start another deal after its first move.",
    "Undo after a win, Restart and redo never count a game again. A deal with no move played "
    "is not counted. Each game has a fixed id, kept in its saves: opening a saved game that was "
    "already counted never counts it again, even after the app was closed.",
    "New game, Deal again or Open with a game in progress ask first (unless you chose "
    "<i>Don't ask again</i>). Quitting keeps the game to resume: it is not a loss.",
    "The win rate and streaks count <b>random and numbered deals</b> only. Pasted deals, deals "
    "of the day, graded deals and puzzles are counted apart, below the figures.",
    "Each game keeps its moves, hints, time played and result, and the game itself: select it "
    "in the list and press <b>Review game</b> (or double-click it) to see where the chances "
    "went. Games recorded by older versions were kept without their moves and cannot be "
    "reviewed.",
)

RESULT_TEXT = {
    "won": "Won",
    "lost": "Lost",
    "stuck": "Stuck",
    "conceded": "Conceded",
    "abandoned": "Abandoned",
}
RESULT_REASON = {
    "won": "The goal was made.",
    "lost": "The board filled without the goal, or the game was decided.",
    "stuck": "No orientation of the tile in hand fitted anywhere.",
    "conceded": "Given up with Concede.",
    "abandoned": "Another deal was started after this one's first move (counted as a loss).",
}
# (source, plural name) in the order shown: counted ones first, then those counted apart.
SOURCE_NAMES = {
    "random": ("Random", "random deals"),
    "number": ("Numbered", "numbered deals"),
    "deal": ("Pasted", "pasted deals"),
    "daily": ("Deal of the day", "deals of the day"),
    "graded": ("Graded", "graded deals"),
    "puzzle": ("Puzzle", "puzzles"),
}
COUNTED = ("random", "number")
APART = ("deal", "daily", "graded", "puzzle")


def rules_html() -> str:
    return "<p>" + "</p><p>".join(RULES) + "</p>"


def describe_deal(game: GameRecord) -> str:
    """'Puzzle 3x3-line-004', 'Numbered No. 17', 'Random No. 48213', 'Pasted'..."""
    kind = SOURCE_NAMES.get(game.source, (game.source.title(), ""))[0]
    if game.puzzle:
        return f"{kind} {game.puzzle}"
    return f"{kind} No. {game.number}" if game.number is not None else kind


def format_time(seconds: float | None) -> str:
    """'1:05', '1:02:03'; '–' when the game was recorded before time was kept."""
    if seconds is None:
        return "–"
    whole = int(round(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def counts_text(counts: dict[str, SourceCount]) -> str:
    """Two sentences: the games in the figures, and those counted apart."""

    def part(source: str) -> str:
        count = counts[source]
        won = f" ({count.won} won)" if count.played else ""
        return f"{SOURCE_NAMES[source][1]} {count.played}{won}"

    counted = ", ".join(part(source) for source in COUNTED)
    apart = ", ".join(part(source) for source in APART)
    return f"In the figures: {counted}.<br>Counted apart: {apart}."


UNREAD_FIGURE = "?"  # a figure that could not be read: never shown as 0


def unreadable_text(busy: bool, damaged: bool) -> str:
    """What a variant's page says instead of its figures when the file cannot be read."""
    if busy:
        why = "the statistics file is in use by another program (another Trax Solitaire?)"
        after = "Close the other program and open Statistics again."
    elif damaged:
        why = "the statistics file is damaged and was kept as it is"
        after = "Your games are not lost: move the file aside at the next start to count anew."
    else:
        why = "the statistics file cannot be read"
        after = "Nothing is deleted."
    return (
        f"The figures cannot be read: {why}. {after} Nothing is lost: games finished "
        "meanwhile wait beside the file and are recorded once it can be used."
    )
