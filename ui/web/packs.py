"""The page's Puzzles menu: the shipped open-stack puzzle packs (puzzles/packs/), each puzzle
with its level and a solved mark, worded as the desktop's puzzle dialog words them
(ui/app/dialogs/puzzle.py). The marks come from the games the page keeps (IndexedDB): a puzzle
is solved once a game of it was won in this browser, so they last as long as the games do."""

from __future__ import annotations

from puzzles.pack import Pack, shipped_packs
from solitaire.errors import TraxError
from solitaire.translatable import tr
from ui.common import presenter

SOLVED_MARK = "\u2713"  # the desktop dialog's


def solved_ids(kept: list) -> set[str]:
    """The puzzles won among the kept games (an entry that is not a game names none)."""
    return {
        game["puzzle"]
        for game in kept
        if isinstance(game, dict)
        and game.get("source") == "puzzle"
        and game.get("result") == "won"
        and isinstance(game.get("puzzle"), str)
    }


def _pack(pack: Pack, solved: set[str]) -> dict:
    done = sum(p.id in solved for p in pack.puzzles)
    label = tr("{variant}: {done} of {v1} puzzles solved").format(
        variant=presenter.variant_name(pack.variant), done=done, v1=len(pack.puzzles)
    )
    puzzles = [
        {
            "id": puzzle.id,
            "label": f"{number}. {tr(puzzle.level)}"
            + (f" {SOLVED_MARK} " + tr("solved") if puzzle.id in solved else ""),
        }
        for number, puzzle in enumerate(pack.puzzles, start=1)
    ]
    return {"name": pack.name, "label": label, "puzzles": puzzles}


def menu(kept: list, current: str | None = None) -> dict:
    """The packs with their puzzles and marks, a line of the whole count, and the next puzzle
    not yet solved (None when every one is): as the desktop's "Next unsolved puzzle", the
    first after the `current` one in its pack, then in the packs after it, round to the
    start."""
    try:
        packs = shipped_packs()
    except TraxError as exc:  # a damaged pack must not stop the page; the menu says so
        return {"packs": [], "solved": tr("The puzzles cannot be read: {error}").format(error=exc)}
    solved = solved_ids(kept)
    every = [p for pack in packs for p in pack.puzzles]
    done = sum(p.id in solved for p in every)
    count = tr("{done} of {total} puzzles solved in this browser").format(
        done=done, total=len(every)
    )
    at = next((i for i, p in enumerate(every) if p.id == current), -1) + 1
    first = next((p.id for p in every[at:] + every[:at] if p.id not in solved), None)
    return {"packs": [_pack(pack, solved) for pack in packs], "solved": count, "next": first}
