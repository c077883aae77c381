"""The web page's figures and its life offline (issue 23), in a real headless Chromium: hints on
30 random positions equal `trax-solitaire hint --json --all` value for value, "Was it
solvable?" answered by the Web Worker with a play the engine confirms. The page playing on
with the network off once loaded (service worker) is in tests/test_web_soft.py, on the first
visit that test makes anyway."""

from __future__ import annotations

import random

from puzzles.game_request import GameRequest
from solitaire.deal import parse_deal
from solitaire.game import Game
from solitaire.position import Position
from solitaire.variant import STANDARD_VARIANTS, Variant
from tests.web_helpers import READY, cli_json, done, open_page, state


def random_position(rng: random.Random) -> tuple[Variant, int, list[str]]:
    """A variant, a deal number and some legal moves from it, with the game not yet over."""
    from solitaire.deal import deal_from_number

    variant = rng.choice(STANDARD_VARIANTS)
    number = rng.randrange(1, 10**9)
    position = Position(variant, deal_from_number(variant.size, number))
    moves: list[str] = []
    for _ in range(rng.randrange(0, variant.tiles - 1)):
        legal = position.legal_moves()
        if not legal:
            break
        choice = rng.choice(legal)
        before = position.copy()
        position.push(choice.move)
        if position.outcome().over:
            position = before
            break
        moves.append(str(choice.move))
    return variant, number, moves


def test_hints_on_30_random_positions_equal_the_command_lines(web_browser, web_base):
    page = open_page(web_browser, web_base)
    rng = random.Random(23)
    for index in range(30):
        variant, number, moves = random_position(rng)
        lookahead = index % 2
        deal = cli_json("deal", "--size", str(variant.size), "--number", str(number))["deal"]
        query = link_to(variant, deal, moves)
        page.evaluate("q => window.traxCall('open', {query: q, saved: null})", query)
        assert state(page)["moves"] == moves, state(page)["message"]
        page.evaluate("k => window.traxCall('hint', {lookahead: k})", lookahead)
        page.evaluate("k => window.traxCall('hint', {lookahead: k})", lookahead)  # heat map
        shown = state(page)["hints"]
        expected = cli_json(
            "hint",
            "--size", str(variant.size),
            "--goal", variant.goal,
            "--deal", deal,
            "--moves", " ".join(moves),
            "--lookahead", str(lookahead),
            "--all",
        )["moves"]  # fmt: skip
        assert [(h["move"], h["forced"], h["win"]) for h in shown] == [
            (e["move"], e["forced"], e["win"]) for e in expected
        ], (variant, deal, moves, lookahead)
        percents = page.locator("#board .cell .hint").all_inner_texts()
        assert len(percents) == len({m["move"].partition(":")[0] for m in expected})
    check_forced_fills_are_animated(page, rng)
    assert not page.requests.outside()
    done(page)


def check_forced_fills_are_animated(page, rng: random.Random) -> None:
    """A move that forces fills: each filled cell drops in, one after another."""
    for _ in range(500):
        variant, number, moves = random_position(rng)
        deal = cli_json("deal", "--size", str(variant.size), "--number", str(number))["deal"]
        position = Position(variant, parse_deal(deal, variant.size), moves)
        forcing = [p for p in position.legal_moves() if p.fills and p.orientation == position.hand]
        if forcing:
            break
    else:
        raise AssertionError("no forcing move found")
    query = link_to(variant, deal, moves)
    page.evaluate("q => window.traxCall('open', {query: q, saved: null})", query)
    move = forcing[0].move
    page.locator(f'#board .cell[aria-label^="{move.cell},"]').click()
    assert state(page)["moves"] == [*moves, str(move)]
    delays = page.locator("#board .cell.drop").evaluate_all(
        "cells => cells.map(c => parseInt(c.style.animationDelay))"
    )
    assert len(delays) == len(forcing[0].fills) and delays == sorted(set(delays))


def test_was_it_solvable_is_answered_by_the_worker_with_a_play_that_wins(web_browser, web_base):
    from tests.web_helpers import play_by_clicks

    page = open_page(web_browser, web_base, "?size=4&goal=line&number=2024")
    assert page.is_disabled("#solvable")  # not while the game can be won (issue 31)
    play_by_clicks(page, limit=60)
    played = state(page)["moves"]
    page.click("#solvable")
    page.wait_for_function(
        "() => /olvable/.test(window.traxState().message) && "
        "!/Searching/.test(window.traxState().message)",
        timeout=300_000,
    )
    message = state(page)["message"]
    variant = Variant(4, "line")
    deal = parse_deal(state(page)["deal"], 4)
    if message.startswith("Solvable"):
        play = message.split("winning play is ")[1].rstrip(".").split()
        game = Game(variant, deal, None, play)
        assert game.position.is_won()
    else:
        assert message.startswith("Not solvable")
    if message.startswith("Solvable"):  # Show solution replays it on the board, move by move
        page.click("#show-solution")
        assert state(page)["replay"]["index"] == 0 and state(page)["replay"]["count"] == len(play)
        assert page.inner_text("#replay-where") == f"Solution: move 0 of {len(play)}"
        assert page.locator("#board .cell svg").count() == 0  # from the first tile
        for index in range(1, len(play) + 1):
            page.click("#replay-next")
            assert state(page)["replay"]["index"] == index
        assert state(page)["kind"] == "won" and page.is_disabled("#replay-next")
        page.click("#replay-exit")
        assert state(page)["replay"] is None and state(page)["moves"] == played
        assert not page.is_visible("#replay-bar")
    done(page)


# Workers that cannot search: one whose script does not load (the browser's error event), one
# whose Python does not start (it answers with its error). The page's own Worker is kept aside.
BROKEN_WORKERS = """() => {
  window.RealWorker ??= window.Worker;
  const Broken = (answer) => class extends EventTarget {
    postMessage(asked) { setTimeout(() => answer(this, asked), 0); }
    terminate() {}
  };
  window.brokenWorkers = {
    script: Broken((worker) => worker.onerror?.(
      new ErrorEvent("error", { message: "its script did not load", cancelable: true }))),
    python: Broken((worker, asked) => worker.onmessage?.(
      { data: { deal: asked.deal, error: "Python did not start" } })),
    silent: Broken(() => {}),  // its Python's files stalled on the way: it never says a word
  };
  window.traxWorkerStartMs = 300;  // the page's two minutes, shortened
}"""


def test_a_search_that_cannot_run_says_so_and_the_next_ask_runs_it(web_browser, web_base):
    from tests.web_helpers import play_by_clicks

    page = open_page(web_browser, web_base, "?size=3&goal=line&number=4321")
    play_by_clicks(page)
    page.evaluate(BROKEN_WORKERS)
    broken_ways = (
        ("script", "its script did not load"),
        ("python", "Python did not start"),
        ("silent", "its Python did not start in time (its files did not arrive)"),
    )
    for broken, error in broken_ways:
        page.evaluate(f"() => {{ window.Worker = window.brokenWorkers.{broken}; }}")
        page.click("#solvable")
        page.wait_for_selector("#message.error", timeout=15_000)  # never "Searching" for good
        said = page.inner_text("#message")
        assert said == f"The search could not run in this browser: {error}", said
        assert page.text_content("#spoken") == said  # what a screen reader hears
    page.evaluate("() => { window.Worker = window.RealWorker; delete window.traxWorkerStartMs; }")
    page.click("#solvable")  # a new worker, which runs
    page.wait_for_function("() => /olvable/.test(window.traxState().message)", timeout=300_000)
    assert page.inner_text("#message") == state(page)["message"]
    done(page)


def test_finished_games_are_counted_once_and_exported_for_history(web_browser, web_base, tmp_path):
    from solitaire.history_file import read_history_json
    from tests.web_helpers import cli, play_by_clicks

    page = open_page(web_browser, web_base, "?size=3&goal=line&number=2")
    play_by_clicks(page)
    result = state(page)["kind"]
    page.click("#restart")  # a restart and the moves played again cannot farm a second win
    for _ in range(9):
        page.evaluate("window.traxCall('redo', {})")
    page.reload()
    page.wait_for_selector(READY)
    page.click("#stats summary")
    assert "3x3 line: 1 game" in page.inner_text("#stats-text")
    page.click("#export")
    text = page.wait_for_function("() => window.traxExported").json_value()
    games = read_history_json(text)
    assert [g.number for g in games] == [2]  # one attempt, counted once
    assert (games[0].result == "won") == (result == "won")
    exported = tmp_path / "games.json"
    exported.write_text(text)
    listed = cli("history", "--from", str(exported), "--json")
    assert '"number": 2' in listed
    done(page)


def link_to(variant: Variant, deal: str, moves: list[str]) -> str:
    """The page's link to a deal with moves played (puzzles/game_request.py spells it)."""
    return GameRequest(variant, deal=parse_deal(deal, variant.size), moves=tuple(moves)).link()
