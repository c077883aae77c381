"""The solution replay on the web page, as in the desktop app: once "Was it solvable?" has found
a winning play, the board shows it from the first tile, one move at a time (Next, Previous),
and Back to game returns to the game as it was (solitaire.session keeps both)."""

from __future__ import annotations

from solitaire.session import GameSession
from solitaire.translatable import tr

NOT_YET = "Not while the game can still be won: finish it, or concede, first."


def act(session: GameSession, action: str) -> tuple[str, bool]:
    """Start, step or leave the replay: the words to say, and whether they tell of a refusal."""
    if action == "start":
        if not session.may_show_solution():
            return NOT_YET, True
        if not session.start_replay():
            return 'No solution to show: ask "Was it solvable?" first.', True
        return _where(session), False
    if session.replay is None:
        return "No solution is being shown.", True
    if action == "next":
        placement = session.replay_next()
        if placement is None:
            return "That was the last move of the solution.", True
        return f"{_where(session)} Played {placement.move}.", False
    if action == "prev":
        if not session.replay_prev():
            return "This is the first tile of the solution.", True
        return _where(session), False
    session.exit_replay()
    return "Back to your game, as you left it.", False


def _where(session: GameSession) -> str:
    count = len(session.solution or [])
    return f"The solution, move {session.replay_index} of {count}: Next plays the next one."


def state(session: GameSession) -> dict | None:
    """What the page shows of the replay: how far it is, or None when the game is shown."""
    if session.replay is None:
        return None
    index, count = session.replay_index, len(session.solution or [])
    where = tr("Solution: move {index} of {count}").format(index=index, count=count)
    return {"index": index, "count": count, "where": where}
