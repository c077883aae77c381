"""The page's statistics, worded in Python from the finished games the page keeps in IndexedDB,
and their export as the history file `trax-solitaire history --from FILE` reads
(solitaire.history_file).

The desktop's counting rules (solitaire.tally): an attempt counts once, the first report kept;
only random and numbered deals count in a variant's figures and streaks; deals of the day,
typed-in deals and puzzles are counted apart. Games are taken in the order they finished."""

from __future__ import annotations

import html
import json

from solitaire.errors import TraxError
from solitaire.history_file import FORMAT, VERSION, PlayedGame, history_json, read_history_json
from solitaire.tally import COUNTED_SOURCES, figures, first_reports
from solitaire.translatable import tr
from ui.common import presenter


def readable(kept: list) -> tuple[list[PlayedGame], list[str]]:
    """The kept games the history file's own reader accepts, in the order they finished, each
    attempt once; and what is wrong with each entry it refuses: damaged in the browser's
    storage, such an entry is never counted nor exported, and said, while every other game
    still counts."""
    ordered = sorted(kept, key=lambda g: str(g.get("finished_at")) if isinstance(g, dict) else "")
    games: list[PlayedGame] = []
    wrong: list[str] = []
    for entry in ordered:
        text = json.dumps({"format": FORMAT, "version": VERSION, "games": [entry]})
        try:
            games += read_history_json(text)
        except TraxError as exc:
            wrong.append(str(exc).removeprefix("game 1: "))
    return first_reports(games, lambda game: game.attempt), wrong


def unreadable_words(wrong: list[str]) -> str:
    """The sentence that names the kept games that cannot be read, in the player's language:
    what it means for them, not the reader's English detail (which the export gives the
    browser's console, for a report)."""
    return tr(
        "%n game(s) kept in this browser cannot be read (damaged, or kept by another version"
        " of this page): not counted.",
        None,
        len(wrong),
    )


def summary_html(kept: list[dict]) -> str:
    """Per variant: games counted, won, the rate and the streaks; the games counted apart; and
    the games that cannot be read, named (never a figure that leaves them out unsaid)."""
    games, wrong = readable(kept)
    if not games and not wrong:
        return tr("No games finished yet.")
    lines = []
    for variant in sorted({str(g.variant) for g in games}):
        counted = [
            (g.result, g.hints)
            for g in games
            if str(g.variant) == variant and g.source in COUNTED_SOURCES
        ]
        if not counted:
            continue
        f = figures(counted)
        lines.append(
            html.escape(
                tr(
                    "{variant}: %n game(s), {won} won ({rate:.0%}), streak {streak} (best {best})",
                    None,
                    f.played,
                ).format(
                    variant=presenter.variant_name(variant),
                    won=f.won,
                    rate=f.won / f.played,
                    streak=f.current_streak,
                    best=f.best_streak,
                )
            )
        )
    apart = sum(g.source not in COUNTED_SOURCES for g in games)
    if apart:
        lines.append(
            html.escape(tr("%n other game(s) (days, typed-in deals, puzzles)", None, apart))
        )
    if wrong:
        lines.append(html.escape(unreadable_words(wrong)))
    return "<br>".join(lines)


def stats_html(attempts: str) -> str:
    """The statistics' words (the page calls it); a kept game that cannot be read is named,
    never counted as 0."""
    from ui.web.words import STATS_UNREADABLE

    try:
        return summary_html(json.loads(attempts))
    except TraxError as exc:
        return html.escape(tr(STATS_UNREADABLE).format(error=exc))


def export_json(attempts: str) -> str:
    """Export games (the page calls it): {"text": the history file's text of the kept games,
    "said": the sentence naming those that cannot be read and were left out, or "", and
    "wrong": what the history file's reader found wrong with each of them, in English}."""
    games, wrong = readable(json.loads(attempts))
    said = unreadable_words(wrong) if wrong else ""
    return json.dumps({"text": history_json(games), "said": said, "wrong": wrong})
