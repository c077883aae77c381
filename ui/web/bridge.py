"""What the web page calls: `handle(request)` takes one JSON request {"op": ..., ...} and
returns the page's whole state as JSON (the board, the hand, the panel's words, the link, the
game record to keep, the outcomes to count). It runs in the browser under Pyodide, and on the
host in the tests. The page keeps no rules and no words of its own."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from urllib.parse import urlencode

from puzzles import game_request
from solitaire.errors import TraxError
from solitaire.game import Game
from solitaire.session import GameSession
from solitaire.translatable import say, tr, why
from solitaire.variant import Variant
from ui.common import presenter
from ui.web import board, games, lesson, packs, replay, words
from ui.web.games import BACK, NO_TURN, WELCOME
from ui.web.hints import hint_values, hints_json, report_json, solve_json  # noqa: F401
from ui.web.lesson import lesson_titles  # noqa: F401 (the page calls these)
from ui.web.page_words import set_language  # noqa: F401
from ui.web.records import export_json, stats_html  # noqa: F401

THEMES = {"classic": ("white", "black"), "uk": ("white", "red")}


class WebTable:
    """The session on the page, with the last message and the chosen theme."""

    def __init__(self) -> None:
        self.session = games.random_session(Variant(3))
        self.message, self.error = tr(WELCOME), False
        self.theme = "classic"
        self.filled: list[dict] = []  # forced fills of the last move, for the page to animate
        self.lesson: int | None = None  # the tutorial's lesson being played (from 1)
        self.kept: GameSession | None = None  # the player's own game, beside a lesson
        self.tried_at = -1  # moves played when the lesson's move to try was tried
        self.outbox: list = []  # reports of sessions replaced, not yet handed to the page

    @property
    def names(self) -> tuple[str, str]:
        return THEMES[self.theme]

    def say(self, text: str, error: bool = False) -> None:
        self.message, self.error = text, error

    # -- games ----------------------------------------------------------------------------------

    def start(self, session: GameSession, message: str = "", number: int | None = None) -> None:
        """`session` replaces the one on the table: a game in progress (not the same attempt)
        counts as abandoned, as in the desktop app (solitaire.handover.hand_over); lesson
        `number`'s game puts the player's own aside instead, and is never counted."""
        own = self.kept if self.lesson is not None else self.session
        if number is not None:
            self.kept = own
        elif own is not None:
            if not own.continues(session):
                own.abandon()
            self.outbox += own.take_reports()
            self.kept = None
        self.session, self.lesson, self.tried_at = session, number, -1
        self.say(message or tr(WELCOME))

    def leave_lesson(self) -> None:
        if self.lesson is not None:
            own, self.kept, self.lesson = self.kept or games.random_session(Variant(3)), None, None
            self.session = own
            self.say(tr("Back to your own game."))

    def open(
        self, query: str, saved: object, saved_lesson: object = None, older: object = None
    ) -> None:
        """Open the page's address; a saved game of the same deal is resumed (a reload keeps
        the game, and a lesson where it was); no address resumes the saved game; a bad address
        says so and deals afresh. `older` is the other copy of the saved game, resumed when
        `saved` cannot be read; when neither can, the page says so."""
        resumed, unread = games.resume_either(saved, older)
        self._open(query, resumed, saved_lesson)
        if unread:
            self.say(f"{tr(games.UNREAD)} {self.message}", error=True)

    def _open(self, query: str, resumed: GameSession | None, saved_lesson: object) -> None:
        if resumed is not None:  # the game left open is on the table until another replaces it
            self.session = resumed
        try:
            wanted = game_request.from_link(query)
            again = wanted and wanted.lesson and lesson.resume(wanted.lesson, saved_lesson)
            if again:
                words = tr("Welcome back to lesson {number}, where you left it.")
                words = words.format(number=wanted.lesson)
                return self.start(again, words, wanted.lesson)
        except (TraxError, ValueError) as exc:
            self.unknown_address(exc)
            return
        if wanted is None:
            if resumed is not None:
                self.start(resumed, tr(BACK))
            return
        if resumed is not None and games.continued(resumed, wanted):
            self.start(resumed, tr(BACK))
            return
        try:
            self.start(*games.from_address(wanted), wanted.lesson)
        except (TraxError, ValueError) as exc:
            self.unknown_address(exc)

    def unknown_address(self, exc: Exception) -> None:
        """An address that names no game: said so, and a new deal (3x3) on the table."""
        words = tr("That address names no game here: {error}. A new deal.").format(
            error=say(why(exc))
        )
        self.start(games.random_session(Variant(3)), words)
        self.error = True

    def new(self, kind: str, variant_text: str, value: str = "") -> None:
        """A new game: kind 'random', 'number' (value the number) or 'deal' (value a deal
        string, the desktop's game ID) of the variant named like '4x4 loop'."""
        try:
            variant = Variant.parse(variant_text)
            if kind == "random":
                session = games.random_session(variant)
            elif kind == "number":
                session = GameSession(Game.from_number(variant, game_request.deal_number(value)))
            else:
                session = games.from_deal_text(variant, value)
        except (TraxError, ValueError) as exc:
            self.say(presenter.sentence(say(why(exc))) + ".", error=True)
            return
        said = tr("New game: {variant}, {deal}.").format(
            variant=presenter.variant_name(variant), deal=games.deal_name(session)
        )
        self.start(session, f"{said} {tr(WELCOME)}")

    # -- playing --------------------------------------------------------------------------------

    def click(self, row: int, col: int) -> None:
        session, cell = self.session, (row, col)
        if session.replay is not None:
            self.say(tr("This is the solution replay: use Prev/Next, or Back to game."), error=True)
            return
        position = session.position
        if position.outcome().over:
            self.say(tr("The game is over: undo, restart or deal again."), error=True)
            return
        if cell in position.tiles or session.hand_orientation is None:
            self.say(
                tr("{cell} already holds a tile.").format(cell=cell_label(position, cell)),
                error=True,
            )
            return
        mark = board.marks(session).get(cell)
        orientation = session.hand_orientation if mark is None else mark.orientation
        why = board.refusal(position, cell, orientation, self.names)
        move = position.move_at(cell, orientation)
        if self.lesson is not None:
            why, tried = lesson.judge(self.lesson, session, move, why)
            self.tried_at = len(session.game.moves) if tried else self.tried_at
        if why is not None:
            self.say(why, error=True)
            return
        self.play(move)

    def play(self, move) -> None:
        try:
            placement = self.session.play(move)
        except TraxError as exc:
            self.say(presenter.sentence(board.words_for(self.names, why(exc))), error=True)
            return
        self.filled = [{"r": f.cell[0], "c": f.cell[1]} for f in self.session.pending]
        while self.session.fill_shown() is not None:
            pass  # the page animates the fills; the session has them shown at once
        text = tr("Played {move}.").format(move=placement.move)
        now = self.session.position.label(placement.cell)
        if now != str(placement.move).partition(":")[0]:
            text = tr("Played {move} (that cell is now {cell}).").format(
                move=placement.move, cell=now
            )
        if placement.fills:
            text += " " + tr("%n forced space(s) filled.", None, len(placement.fills))
        self.say(text)

    def change_hand(self, verb: str) -> None:
        position = self.session.position
        if position.hand is None or position.outcome().over or self.session.replay:
            return
        if not position.turned_allowed():
            self.say(tr(NO_TURN), error=True)
            return
        (self.session.turn if verb == "turned" else self.session.flip)()
        self.say(
            tr("The tile in hand is turned.")
            if verb == "turned"
            else tr("The tile in hand is flipped.")
        )

    def history(self, op: str) -> None:
        game = self.session.game
        if op == "undo" and game.can_undo():
            self.say(tr("Took back {move}.").format(move=self.session.undo().move))
        elif op == "redo" and game.can_redo():
            self.play(game.redo_moves[0])
        elif op == "restart":
            self.session.restart()
            self.say(tr("Back to the first tile; Redo plays your moves again."))
        else:
            self.say(tr("Nothing to undo.") if op == "undo" else tr("Nothing to redo."), error=True)

    def hint(self, lookahead: int) -> None:
        """H: the best moves, then the heat map, then hidden (as in the desktop app)."""
        session = self.session
        if session.hints_current():
            session.cycle_hint()
            self.say(presenter.hint_cycle_message(session.hint_mode, self.hint_text()))
            return
        if session.position.hand is None or session.position.outcome().over:
            self.say(tr("The game is over: there is nothing to hint."), error=True)
            return
        values = hint_values(session.position, lookahead)
        if not session.take_hints(values, session.position_key()):
            self.say(tr("No legal move: nothing to hint."), error=True)
            return
        self.say(self.hint_text())

    def open_link(self, query: str) -> None:
        self.open(query, None)

    def solved(self, deal: str, moves: list[str] | None) -> None:
        """The worker's answer to "Was it solvable?" for `deal` (ignored if the deal changed)."""
        session = self.session
        if deal != session.game.deal_text():
            return
        if not session.open_solution():  # the session decides (issue 31)
            self.say(tr(replay.NOT_YET), error=True)
            return
        session.solvable = moves is not None
        if moves is None:
            self.say(tr("Not solvable: no order of play wins this deal, whatever you did."))
            return
        session.solution = list(moves)
        self.say(tr("Solvable: one winning play is {moves}.").format(moves=" ".join(moves)))

    def reveal(self) -> None:
        """Show game ID: the deal string, which reveals the stack; the session makes a game
        still to be counted practice (one begun counts as abandoned)."""
        counted = not self.session.may_show_stack()
        deal = self.session.reveal_stack()
        if counted:
            self.say(
                tr("This game's ID: {deal}. The stack is revealed: practice, not counted.").format(
                    deal=deal
                )
            )
        else:
            self.say(tr("This game's ID: {deal}.").format(deal=deal))

    def take_reports(self) -> list:
        reports, self.outbox = [*self.outbox, *self.session.take_reports()], []
        return reports

    def hint_text(self) -> str:
        return presenter.hint_message(self.session.hints or [])

    # -- what the page shows --------------------------------------------------------------------

    def state(self) -> dict:
        session = self.session
        game, position = session.game, session.shown.position
        names = self.names
        kind, status = presenter.outcome_status(
            position.outcome(),
            names,
            lambda text: board.words_for(names, text),
            len(game.moves),
            session.hints_used,
        )
        moves = [str(m) for m in game.moves]
        filled, self.filled = self.filled, []
        link = games.link_of(session)
        tried = self.tried_at == len(game.moves)
        taught = None if self.lesson is None else lesson.state(self.lesson, session, tried)
        own = self.kept if self.lesson is not None else session
        caption = (
            tr("Lesson {number}").format(number=self.lesson) if taught else games.caption(session)
        )
        hand = position.hand if session.replay else session.hand_orientation
        return {
            "variant": str(game.variant),
            "size": game.variant.size,
            "goal": game.variant.goal,
            # The deal goes to the page (for the solver) only when it may be used (issue 31).
            "deal": game.deal_text() if self._deal_open() else None,
            "number": game.deal_number,
            "caption": caption,
            "moves": moves,
            "address": link if taught is None else f"?lesson={self.lesson}",
            "board": board.board_cells(session, names),
            "hand": board.tile_json(hand),
            "next": board.tile_json(position.next_tile),
            "stack": board.open_stack(session),  # a puzzle's whole stack, else None
            "remaining": position.remaining,
            "frame": presenter.frame_text(position),
            "kind": kind,
            "status": status,
            "message": self.message,
            "error": self.error,
            "can_undo": game.can_undo(),
            "can_redo": game.can_redo(),
            "can_turn": position.hand is not None and position.turned_allowed(),
            "hint_mode": session.hint_mode if session.hints_current() else 0,
            "hints": hints_json(session),
            "filled": filled,
            "record": None if own is None else own.to_record(),  # the player's own game
            "lesson_record": None if taught is None else session.to_record(),
            "replay": replay.state(session),
            "has_solution": bool(session.solution) and session.may_show_solution(),
            "may_solve": session.may_show_solution(),
            "stack_shown": session.may_show_stack(),
            "reports": [report_json(r) for r in self.take_reports()],
            "theme": self.theme,
            "lesson": taught,
            **words.panel(game, hand, position.next_tile, position.remaining, caption, names),
            "game_id": games.shown_id(session),
        }

    def _deal_open(self) -> bool:
        return self.session.may_show_stack() or self.session.may_show_solution()


def cell_label(position, cell) -> str:
    return presenter.sentence(board.cell_name(position, cell))


TABLE: WebTable | None = None
OPS: dict[str, Callable[[WebTable, dict], None]] = {
    "open": lambda t, r: t.open(
        r.get("query", ""), r.get("saved"), r.get("saved_lesson"), r.get("saved_older")
    ),
    "new": lambda t, r: t.new(
        r.get("kind", "random"), r.get("variant", "3x3 line"), r.get("value", "")
    ),
    "click": lambda t, r: t.click(int(r["r"]), int(r["c"])),
    "turn": lambda t, r: t.change_hand("turned"),
    "flip": lambda t, r: t.change_hand("flipped"),
    "undo": lambda t, r: t.history("undo"),
    "redo": lambda t, r: t.history("redo"),
    "restart": lambda t, r: t.history("restart"),
    "hint": lambda t, r: t.hint(int(r.get("lookahead", 1))),
    "theme": lambda t, r: setattr(
        t, "theme", r["theme"] if r.get("theme") in THEMES else "classic"
    ),
    "solved": lambda t, r: t.solved(r.get("deal", ""), r.get("moves")),
    "reveal": lambda t, r: t.reveal(),
    "solvable": lambda t, r: t.say(tr(replay.NOT_YET), error=True),  # asked before it may be
    "daily": lambda t, r: t.open_link(f"?daily=&{_variant_query(r)}"),
    "lesson": lambda t, r: t.open_link(f"?lesson={int(r.get('number', 1))}"),
    "puzzle": lambda t, r: t.open_link("?" + urlencode({"puzzle": str(r.get("id", ""))})),
    "leave_lesson": lambda t, r: t.leave_lesson(),
    "replay": lambda t, r: t.say(*replay.act(t.session, str(r.get("action", "exit")))),
    "state": lambda t, r: None,
}


def _variant_query(request: dict) -> str:
    variant = Variant.parse(str(request.get("variant", "3x3 line")))
    return f"size={variant.size}&goal={variant.goal}"


def restored() -> None:
    """The page's Python comes from a memory snapshot (ui/web/site/python.js): the shared
    random generator is seeded afresh, or every visit would draw the snapshot's numbers (the
    deals themselves come from the system's randomness, never from it)."""
    random.seed()


def puzzle_menu(attempts: str) -> str:
    """The Puzzles menu: the packs, each puzzle with its solved mark (ui/web/packs.py)."""
    current = None if TABLE is None else TABLE.session.puzzle
    return json.dumps(packs.menu(json.loads(attempts), current))


def handle(request: str) -> str:
    """One request from the page (JSON), answered with the whole state (JSON)."""
    global TABLE
    if TABLE is None:
        TABLE = WebTable()
    data = json.loads(request)
    op = OPS.get(data.get("op", ""))
    if op is None:
        TABLE.say(tr("Unknown request {op}.").format(op=repr(data.get("op"))), error=True)
    else:
        op(TABLE, data)
    return json.dumps(TABLE.state())
