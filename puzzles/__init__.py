"""Open-stack puzzle packs, graded deals and the deal of the day.

The API the app uses:

- `shipped_packs()`, `load_pack(variant)`, `Puzzle`, `LEVELS`, `LEVEL_TEXT`: the puzzle packs;
- `daily_deal(variant, date)`: the deal of the day (a `DailyDeal` with `.number`, `.deal`);
- `graded_deal(variant, grade, rng_or_seed)`: a deal number of a grade; `GRADES` maps each grade
  to the text the app shows for it; `grade_deal(variant, deal)` grades a given deal.

Imports are lazy so `import puzzles` stays cheap for the command line.
"""

from __future__ import annotations

from typing import Any

_EXPORTS = {
    "shipped_packs": "puzzles.pack",
    "load_pack": "puzzles.pack",
    "find_puzzle": "puzzles.pack",
    "Puzzle": "puzzles.pack",
    "Pack": "puzzles.pack",
    "LEVELS": "puzzles.levels",
    "LEVEL_TEXT": "puzzles.levels",
    "daily_deal": "puzzles.daily",
    "DailyDeal": "puzzles.daily",
    "graded_deal": "puzzles.grades",
    "grade_deal": "puzzles.grades",
    "GRADES": "puzzles.grades",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        import importlib

        return getattr(importlib.import_module(_EXPORTS[name]), name)
    raise AttributeError(f"module 'puzzles' has no attribute {name!r}")
