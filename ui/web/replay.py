"""The solution replay on the web page, as in the desktop app: once "Was it solvable?" has found
a winning play, the board shows it from the first tile, one move at a time (Next, Previous),
and Back to game returns to the game as it was (solitaire.session keeps both)."""

from __future__ import annotations

from solitaire.session import GameSession
from solitaire.translatable import QT_TR_NOOP, tr

NOT_YET = QT_TR_NOOP("Not while the game can still be won: finish it, or concede, first.")


def act(session: GameSession, action: str) -> tuple[str, bool]:
    """Start, step or leave the replay: the words to say, and whether they tell of a refusal."""
    if action == "start":
        if not session.may_show_solution():
            return tr(NOT_YET), True
        if not session.start_replay():
            return tr('No solution to show: ask "Was it solvable?" first.'), True
        return _where(session), False
    if session.replay is None:
        return tr("No solution is being shown."), True
    if action == "next":
        placement = session.replay_next()
        if placement is None:
            return tr("That was the last move of the solution."), True
        return f"{_where(session)} " + tr("Played {move}.").format(move=placement.move), False
    if action == "prev":
        if not session.replay_prev():
            return tr("This is the first tile of the solution."), True
        return _where(session), False
    session.exit_replay()
    return tr("Back to your game, as you left it."), False


def _where(session: GameSession) -> str:
    count = len(session.solution or [])
    said = tr("The solution, move {index} of {count}: Next plays the next one.")
    return said.format(index=session.replay_index, count=count)


def state(session: GameSession) -> dict | None:
    """What the page shows of the replay: how far it is, or None when the game is shown."""
    if session.replay is None:
        return None
    index, count = session.replay_index, len(session.solution or [])
    where = tr("Solution: move {index} of {count}").format(index=index, count=count)
    return {"index": index, "count": count, "where": where}
