"""The words of the Statistics window: how games are counted, each result's reason, and how a
game's deal and time are named. Kept apart from the widgets so docs and tests can quote them."""

from __future__ import annotations

from solitaire.translatable import QT_TR_NOOP, tr
from ui.data.statistics import GameRecord, SourceCount

RULES = (
    QT_TR_NOOP(
        "A game is one deal, from its first move until another deal replaces it. It is "
        "counted once: <b>won</b> the first time the goal is made; <b>lost</b> when the "
        "board is full without the goal or the game is decided; <b>stuck</b> when no "
        "orientation of the tile in hand fits; <b>conceded</b> when you give it up with "
        "Concede; <b>abandoned</b>, a loss, when you start another deal after its first move."
    ),
    QT_TR_NOOP(
        "Undo after a win, Restart and redo never count a game again. A deal with no move "
        "played is not counted. Each game has a fixed id, kept in its saves: opening a saved "
        "game that was already counted never counts it again, even after the app was closed."
    ),
    QT_TR_NOOP(
        "New game, Deal again or Open with a game in progress ask first (unless you chose "
        "<i>Don't ask again</i>). Quitting keeps the game to resume: it is not a loss."
    ),
    QT_TR_NOOP(
        "The win rate and streaks count <b>random and numbered deals</b> only. Pasted deals, "
        "deals of the day, graded deals and puzzles are counted apart, below the figures."
    ),
    QT_TR_NOOP(
        "Each game keeps its moves, hints, time played and result, and the game itself: "
        "select it in the list and press <b>Review game</b> (or double-click it) to see "
        "where the chances went. Games recorded by older versions were kept without their "
        "moves and cannot be reviewed."
    ),
)

RESULT_TEXT = {
    "won": QT_TR_NOOP("Won"),
    "lost": QT_TR_NOOP("Lost"),
    "stuck": QT_TR_NOOP("Stuck"),
    "conceded": QT_TR_NOOP("Conceded"),
    "abandoned": QT_TR_NOOP("Abandoned"),
}
RESULT_REASON = {
    "won": QT_TR_NOOP("The goal was made."),
    "lost": QT_TR_NOOP("The board filled without the goal, or the game was decided."),
    "stuck": QT_TR_NOOP("No orientation of the tile in hand fitted anywhere."),
    "conceded": QT_TR_NOOP("Given up with Concede."),
    "abandoned": QT_TR_NOOP(
        "Another deal was started after this one's first move (counted as a loss)."
    ),
}
# (source, plural name) in the order shown: counted ones first, then those counted apart.
SOURCE_NAMES = {
    "random": (QT_TR_NOOP("Random"), QT_TR_NOOP("random deals")),
    "number": (QT_TR_NOOP("Numbered"), QT_TR_NOOP("numbered deals")),
    "deal": (QT_TR_NOOP("Pasted"), QT_TR_NOOP("pasted deals")),
    "daily": (QT_TR_NOOP("Deal of the day"), QT_TR_NOOP("deals of the day")),
    "graded": (QT_TR_NOOP("Graded"), QT_TR_NOOP("graded deals")),
    "puzzle": (QT_TR_NOOP("Puzzle"), QT_TR_NOOP("puzzles")),
}
COUNTED = ("random", "number")
APART = ("deal", "daily", "graded", "puzzle")


def rules_html() -> str:
    return "<p>" + "</p><p>".join(tr(rule) for rule in RULES) + "</p>"


def describe_deal(game: GameRecord) -> str:
    """'Puzzle 3x3-line-004', 'Numbered No. 17', 'Random No. 48213', 'Pasted'..."""
    kind = tr(SOURCE_NAMES.get(game.source, (game.source.title(), ""))[0])
    if game.puzzle:
        return f"{kind} {game.puzzle}"
    if game.number is None:
        return kind
    return tr("{kind} No. {number}").format(kind=kind, number=game.number)


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
        won = tr(" ({won} won)").format(won=count.won) if count.played else ""
        return f"{tr(SOURCE_NAMES[source][1])} {count.played}{won}"

    counted = ", ".join(part(source) for source in COUNTED)
    apart = ", ".join(part(source) for source in APART)
    return tr("In the figures: {counted}.<br>Counted apart: {apart}.").format(
        counted=counted, apart=apart
    )


UNREAD_FIGURE = "?"  # a figure that could not be read: never shown as 0


def unreadable_text(busy: bool, damaged: bool) -> str:
    """What a variant's page says instead of its figures when the file cannot be read."""
    if busy:
        why = tr("the statistics file is in use by another program (another Trax Solitaire?)")
        after = tr("Close the other program and open Statistics again.")
    elif damaged:
        why = tr("the statistics file is damaged and was kept as it is")
        after = tr("Your games are not lost: move the file aside at the next start to count anew.")
    else:
        why = tr("the statistics file cannot be read")
        after = tr("Nothing is deleted.")
    return tr(
        "The figures cannot be read: {why}. {after} Nothing is lost: games finished "
        "meanwhile wait beside the file and are recorded once it can be used."
    ).format(why=why, after=after)
