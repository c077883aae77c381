"""What kind of deal is on the table, in words for the side panel (deal of the day, graded)."""

from __future__ import annotations

import html

from solitaire.session import GameSession
from ui.app.language import tr
from ui.common import presenter


def about_deal(session: GameSession) -> str:
    """Rich text saying what kind of deal this is (deal of the day, graded)."""
    if session.source == "daily" and session.date:
        return tr(
            "<b>Deal of the day</b>, {v1}<br><small>The same deal for "
            "every {variant} player that day (UTC).</small>"
        ).format(v1=html.escape(session.date), variant=presenter.variant_name(session.variant))
    if session.source == "graded" and session.grade:
        from puzzles.grades import GRADES

        return tr("<b>{v1} deal</b><br><small>{v2}</small>").format(
            v1=html.escape(tr(session.grade)), v2=html.escape(tr(GRADES.get(session.grade, "")))
        )
    return ""
