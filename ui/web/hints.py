"""Hints on the web page: the exact fair-play values at lookahead 0 and 1 from the web table
files the build ships (solver.portable, pure Python: no compiler in the browser), the same
figures as `trax-solitaire hint --json`; and outcomes as JSON for the page's statistics."""

from __future__ import annotations

import json
from pathlib import Path

from solitaire.attempts import Report
from solitaire.deal import parse_deal
from solitaire.errors import TraxError
from solitaire.move import Move
from solitaire.position import Placement, Position
from solitaire.session import GameSession
from solitaire.variant import Variant

# Where the web table files are: the site puts them beside the Python packages; the tests and
# the host may point elsewhere with use_tables().
TABLES = {"dir": Path(__file__).resolve().parents[2] / "web_tables"}
_loaded: dict[Variant, object] = {}


def use_tables(directory: Path) -> None:
    TABLES["dir"] = Path(directory)
    _loaded.clear()


def table_for(variant: Variant):
    """The variant's web table, read once and checked (WebTableError names a bad file)."""
    from solver.portable.hints import WebTable
    from solver.portable.webfile import web_table_name

    if variant not in _loaded:
        path = TABLES["dir"] / web_table_name(variant)
        try:
            data = path.read_bytes()
        except OSError as exc:
            raise TraxError(f"the hint table for {variant} is missing ({exc.strerror})") from None
        _loaded[variant] = WebTable.from_bytes(variant, data)
    return _loaded[variant]


def hint_report(position: Position, lookahead: int, every: bool = True) -> dict:
    """What `trax-solitaire hint --json [--all] --lookahead K` prints for this position."""
    from solver.portable.hints import hint_report as report

    return report(position, lookahead, every, table_for(position.variant))


def hint_values(position: Position, lookahead: int) -> list[tuple[Placement, float]]:
    """Every legal move with its win chance, best first (what the session takes as hints)."""
    report = hint_report(position, lookahead, every=True)
    return [
        (position.placement_of(Move.parse(entry["move"])), float(entry["win"]))
        for entry in report["moves"]
    ]


def report_json(report: Report) -> dict:
    """An attempt's outcome as the page keeps it (IndexedDB) and exports it: one game of the
    history file (solitaire.history_file), finished now."""
    from solitaire.history_file import PlayedGame

    return PlayedGame.from_report(report).json()


def hints_json(session: GameSession) -> list[dict] | None:
    """The hint's figures as `hint --json --all` gives them: every move, best first."""
    if not session.hints_current():
        return None
    return [
        {"move": str(placement.move), "forced": len(placement.fills), "win": p}
        for placement, p in session.hints or []
    ]


def solve_json(variant: str, deal: str) -> str:
    """The worker's question: a winning play of the deal (moves), or null when none wins."""
    from solver.portable.solve import solve_deal

    parsed = Variant.parse(variant)
    return json.dumps(solve_deal(parsed, parse_deal(deal, parsed.size)))
