"""The page's statistics, worded in Python from the finished attempts the page keeps in
IndexedDB, and their export as the JSON file `trax-solitaire history` reads (solitaire.export).

The same rules as the desktop's statistics (docs/ui.md): each attempt is counted once, as the
session reported it; only random and numbered deals count in a variant's figures; deals of the
day, pasted deals and puzzles are listed but counted apart."""

from __future__ import annotations

import html
from collections import Counter

from ui import presenter

COUNTED_SOURCES = ("random", "number")


def unique(attempts: list[dict]) -> list[dict]:
    """One row per attempt id, the first kept (a report never replaces an earlier one)."""
    seen: dict[str, dict] = {}
    for row in attempts:
        if isinstance(row, dict) and isinstance(row.get("attempt"), str):
            seen.setdefault(row["attempt"], row)
    return list(seen.values())


def summary_html(attempts: list[dict]) -> str:
    """Per variant: games counted, won, the rate; and how many were counted apart."""
    rows = unique(attempts)
    if not rows:
        return "No games finished yet."
    counted = [r for r in rows if r.get("source") in COUNTED_SOURCES]
    apart = len(rows) - len(counted)
    played = Counter(str(r.get("variant")) for r in counted)
    won = Counter(str(r.get("variant")) for r in counted if r.get("result") == "won")
    lines = []
    for variant in sorted(played):
        rate = won[variant] / played[variant]
        lines.append(
            f"{html.escape(variant)}: {presenter.plural(played[variant], 'game')}, "
            f"{won[variant]} won ({rate:.0%})"
        )
    if apart:
        lines.append(f"{presenter.plural(apart, 'other game')} (days, typed-in deals, puzzles)")
    return "<br>".join(lines) or "No games finished yet."


def export_text(attempts: list[dict]) -> str:
    """The export file's text, in the format `trax-solitaire history` reads."""
    from solitaire.export import export_json

    return export_json(unique(attempts))
