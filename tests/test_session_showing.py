"""What a game may show (issue 31): the solution and the solvability verdict only once a
counted game is decided, and the tiles not yet drawn only when the player asks for the game
ID, which makes the game practice, never counted. The session decides; front ends ask."""

from __future__ import annotations

from solitaire.deal import parse_deal
from solitaire.game import Game
from solitaire.session import GameSession
from solitaire.variant import Variant

DEAL = "NS NE NE SW NS NS NE NE SW"
WIN = ["@0:NS", "B1:NE", "A2:NE", "B0:SW", "C1:NS", "B3:EW", "C3:SW"]
DECIDED_NUMBER = 2  # 3x3 line deal #2: after these moves no play wins, and the game goes on
DECIDED = ["@0:ES", "@1:SW", "C1:SW", "C2:NE", "A0:NW"]


def dealt(source: str = "random") -> GameSession:
    return GameSession(Game(Variant(3), parse_deal(DEAL, 3)), source)


def test_the_solution_is_offered_only_once_a_counted_game_is_decided() -> None:
    session = dealt()
    assert not session.may_show_solution()  # before the first move
    session.solution, session.solvable = list(WIN), True  # as if the solver had answered
    assert not session.start_replay()  # the session refuses it, whoever asks
    session.play(WIN[0])
    assert not session.may_show_solution()
    for move in WIN[1:]:
        session.play(move)
    assert session.may_show_solution() and session.start_replay()


def test_a_decided_game_may_see_the_solution_before_it_is_over() -> None:
    session = GameSession(Game.from_number(Variant(3), DECIDED_NUMBER))
    for move in DECIDED[:-1]:
        session.play(move)
        while session.fill_shown():
            pass
        assert not session.may_show_solution()
    session.play(DECIDED[-1])
    assert not session.may_show_solution() or not session.pending  # fills first
    while session.fill_shown():
        pass
    assert session.position.outcome().status == "playing" and session.may_show_solution()


def test_conceding_offers_the_solution_and_the_stack() -> None:
    session = dealt()
    session.play(WIN[0])
    assert not session.may_show_stack()
    [report] = [session.concede(), *session.take_reports()][1:]
    assert report.result == "conceded"
    assert session.may_show_solution() and session.may_show_stack()


def test_the_stack_is_hidden_in_a_counted_game_and_open_in_a_typed_in_deal_or_a_puzzle() -> None:
    assert not dealt("random").may_show_stack()
    assert not dealt("daily").may_show_stack()
    assert not dealt("number").may_show_stack()
    assert dealt("deal").may_show_stack()  # the player typed it in
    assert dealt("puzzle").may_show_stack()  # a puzzle's whole stack is shown by design


def test_asking_for_the_game_id_before_the_first_move_makes_the_game_practice() -> None:
    session = dealt()
    assert session.reveal_stack() == DEAL
    assert session.practice and session.may_show_stack() and session.may_show_solution()
    for move in WIN:
        session.play(move)
    assert session.take_reports() == []  # the win is not counted
    again = GameSession.from_record(session.to_record())  # the record keeps it practice
    assert again.practice and again.may_show_stack()


def test_asking_for_the_game_id_during_a_game_ends_the_attempt_as_abandoned() -> None:
    session = dealt()
    session.play(WIN[0])
    attempt = session.attempt
    session.reveal_stack()
    [report] = session.take_reports()
    assert report.result == "abandoned" and report.attempt == attempt
    assert session.practice and session.attempt != attempt  # practice goes on, a new attempt
    for move in WIN[1:]:
        session.play(move)
    assert session.take_reports() == []  # the win after the stack was seen is not counted
    assert not session.in_progress and not session.can_concede()


def test_asking_for_the_game_id_of_a_finished_or_open_game_changes_nothing() -> None:
    session = dealt("deal")
    assert session.reveal_stack() == DEAL and not session.practice
    for move in WIN:
        session.play(move)
    [report] = session.take_reports()
    assert report.result == "won"
    session.reveal_stack()
    assert session.result == "won" and not session.practice
