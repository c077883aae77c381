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
from solitaire.tally import COUNTED_SOURCES, figures
from solitaire.translatable import tr
from ui.common import presenter


def games_of(kept: list[dict]) -> list[PlayedGame]:
    """The kept games, checked by the history file's own reader (a damaged entry raises
    HistoryFileError naming it), in the order they finished, each attempt once."""
    ordered = sorted(
        (g for g in kept if isinstance(g, dict)), key=lambda g: str(g.get("finished_at"))
    )
    return read_history_json(json.dumps({"format": FORMAT, "version": VERSION, "games": ordered}))


def summary_html(kept: list[dict]) -> str:
    """Per variant: games counted, won, the rate and the streaks; and the games counted apart."""
    games = games_of(kept)
    if not games:
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
    """The history file's text of the kept games (the page calls it: Export games)."""
    return export_text(json.loads(attempts))


def export_text(kept: list[dict]) -> str:
    """The history file's text: every kept game, in the order they finished."""
    return history_json(games_of(kept))
