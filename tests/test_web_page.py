"""The web page (issue 23) in a real headless Chromium: whole games played by clicks, deal
numbers, game IDs and links against the command line, a reload that resumes, the keyboard, the
first lesson, a phone's screen, and no request ever leaving the local server.

One site is built per test session (into a temporary folder) and served on 127.0.0.1; the
pages share one browser. Python starts in every new page (Pyodide), so the tests load few."""

from __future__ import annotations

from urllib.parse import quote

from solitaire.game import Game
from solitaire.variant import Variant
from tests.web_helpers import (
    READY,
    cli_json,
    devtools,
    done,
    open_page,
    play_by_clicks,
    state,
    tap,
)
from ui.common import presenter


def replayed(page_state: dict) -> Game:
    variant = Variant(page_state["size"], page_state["goal"])
    return Game(variant, tuple(_deal(page_state)), None, page_state["moves"])


def _deal(page_state: dict) -> list[int]:
    from solitaire.deal import parse_deal

    return list(parse_deal(page_state["deal"], page_state["size"]))


def test_a_whole_3x3_game_by_clicks_with_no_request_leaving_the_local_server(web_browser, web_base):
    page = open_page(web_browser, web_base, "?size=3&goal=line&number=12345")
    assert state(page)["deal"] is None  # the stack is not the page's until the game is over
    clicks = play_by_clicks(page)
    final = state(page)
    assert final["deal"] == cli_json("deal", "--size", "3", "--number", "12345")["deal"]
    assert final["kind"] in ("won", "lost")
    assert 1 <= clicks <= 9 and clicks == len(final["moves"])
    game = replayed(final)  # the page's moves, played again by the engine on the host
    assert game.position.outcome().over
    assert len(game.position.tiles) == len([c for c in final["board"]["cells"] if "tile" in c])
    kind, _ = presenter.outcome_status(
        game.position.outcome(), ("white", "black"), str, len(game.moves), 0
    )
    assert kind == final["kind"]
    assert page.get_attribute("body", "data-kind") == final["kind"]
    assert "Playing" not in page.inner_text("#status")
    assert page.requests.urls and not page.requests.outside()
    done(page)


def test_a_4x4_loop_game_by_clicks_from_a_deal_number_typed_in(web_browser, web_base):
    page = open_page(web_browser, web_base)
    page.select_option("#variant", "4x4 loop")
    page.fill("#game-id", "777")
    page.click("#open-id")
    shown = state(page)
    assert shown["variant"] == "4x4 loop" and shown["number"] == 777
    # The panel's words are Python's (ui/web/words.py), shown as they come.
    assert page.get_attribute("#hand", "aria-label") == shown["hand_label"]
    assert page.get_attribute("#next", "aria-label") == shown["next_label"]
    assert page.inner_text("#remaining") == "16 tiles left"
    assert page.inner_text("#caption") == shown["heading"] and "deal #777" in shown["game_id"]
    clicks = play_by_clicks(page, limit=60)
    final = state(page)
    assert final["deal"] == cli_json("deal", "--size", "4", "--number", "777")["deal"]
    assert final["kind"] in ("won", "lost") and clicks == len(final["moves"])
    assert replayed(final).position.outcome().over
    assert not page.requests.outside()
    done(page)


def test_a_game_id_pasted_and_a_link_with_moves_open_that_game(web_browser, web_base):
    deal = cli_json("deal", "--size", "3", "--number", "4242")["deal"]
    page = open_page(web_browser, web_base)
    page.fill("#game-id", deal)
    page.click("#open-id")
    assert state(page)["deal"] == deal and state(page)["number"] is None
    assert deal in page.inner_text("#this-id")
    page.locator("#board .cell.fits").first.click()
    first = state(page)["moves"][0]
    link = f"?size=3&goal=line&deal={quote(deal)}&moves={quote(first)}"
    page.goto(web_base + link)
    page.wait_for_selector(READY)
    again = state(page)
    assert again["deal"] == deal and again["moves"] == [first]
    assert again["address"] == f"?size=3&goal=line&deal={deal.replace(' ', '+')}&moves={first}"
    done(page)


def test_a_bad_address_says_so_plainly_and_deals_a_fresh_game(web_browser, web_base):
    page = open_page(web_browser, web_base, "?size=3&deal=NS+XX")
    shown = state(page)
    assert shown["error"] and "That address names no game here" in shown["message"]
    assert "Traceback" not in shown["message"]
    assert shown["moves"] == [] and shown["number"] is not None
    assert "names no game" in page.inner_text("#message")
    done(page)


def test_a_reload_mid_game_resumes_it(web_browser, web_base):
    page = open_page(web_browser, web_base, "?size=4&goal=line&number=31337")
    for _ in range(3):
        page.locator("#board .cell.fits").first.click()
    moves = state(page)["moves"]
    assert len(moves) >= 3
    page.reload()
    page.wait_for_selector(READY)
    assert state(page)["moves"] == moves
    assert "Welcome back" in state(page)["message"]
    page.goto(web_base)  # no address at all: the game kept in the browser is resumed
    page.wait_for_selector(READY)
    assert state(page)["moves"] == moves and state(page)["number"] == 31337
    done(page)


# IndexedDB writes that never land (as when the page is reloaded before they commit): `put`
# does nothing while window.traxStallWrites is true, or for the keys it begins (each load
# starts with it unset). Date.now() moves on at each call, as a slow machine's clock would
# between two writes of one move.
STALL_WRITES = """(() => {
  let now = Date.now();
  Date.now = () => ++now;
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (...args) {
    const stall = window.traxStallWrites;
    const stalled = stall === true || (stall && String(args[1]).startsWith(stall));
    return stalled ? { result: undefined } : put.apply(this, args);
  };
})();"""


def test_a_reload_straight_after_a_move_keeps_that_move(web_browser, web_base):
    """The last move and the lesson's place are kept at once, before IndexedDB's write lands:
    a reload that beats the write loses nothing."""
    page = open_page(
        web_browser, web_base, "?size=4&goal=line&number=31337", init_script=STALL_WRITES
    )
    page.locator("#board .cell.fits").first.click()
    page.evaluate("window.traxStallWrites = true")
    page.locator("#board .cell.fits").first.click()
    moves = state(page)["moves"]
    page.reload()
    page.wait_for_selector(READY)
    assert state(page)["moves"] == moves
    page.click("#settings summary")
    page.select_option("#lessons", "4")
    # The game's write lands and the lesson's does not: a reload between the two.
    page.evaluate("window.traxStallWrites = 'lesson:'")
    page.locator("#board .cell.ring-red").click()
    page.locator("#board .cell.ring-gold").click()
    lesson_moves = state(page)["moves"]
    page.reload()
    page.wait_for_selector(READY)
    assert state(page)["lesson"]["number"] == 4 and state(page)["moves"] == lesson_moves
    done(page)


def test_keyboard_play_undo_redo_restart_and_refusals_in_plain_words(web_browser, web_base):
    page = open_page(web_browser, web_base, "?number=99")
    spoken = "document.activeElement.getAttribute('aria-label')"
    page.locator("#board .cell.fits").first.focus()
    page.keyboard.press("ArrowRight")  # no other cell may take the first tile: passed over
    assert page.evaluate(spoken).startswith("@0, empty; the tile in hand fits here as ")
    page.keyboard.press("Enter")
    assert len(state(page)["moves"]) == 1
    page.keyboard.press("ArrowDown")  # the arrows move the focus from cell to cell
    assert page.evaluate(spoken).startswith("A2, empty; the tile in hand ")
    page.keyboard.press("u")
    assert state(page)["moves"] == [] and state(page)["can_redo"]
    page.keyboard.press("Control+y")
    assert len(state(page)["moves"]) == 1
    page.keyboard.press("Control+r")
    assert state(page)["moves"] == [] and state(page)["can_redo"]
    page.keyboard.press("t")  # the first tile fits: it may not be turned
    assert state(page)["error"] and "may not be turned" in state(page)["message"]
    far = page.locator('#board .cell[aria-label*="not next"], #board .cell:not(.fits)').first
    far.click()
    assert state(page)["error"] and state(page)["moves"] == []
    names = page.locator("#board .cell").evaluate_all("cells => cells.map(c => c.ariaLabel)")
    assert any(name.startswith("@0, empty; the tile in hand fits here as ") for name in names)
    page.click("#settings summary")
    page.select_option("#theme", "uk")  # the UK theme: white and red on black
    assert state(page)["theme"] == "uk" and "theme-uk" in page.get_attribute("body", "class")
    face = page.evaluate("getComputedStyle(document.body).getPropertyValue('--face').trim()")
    assert face == "#1b1b1d"
    page.reload()
    page.wait_for_selector(READY)
    assert state(page)["theme"] == "uk"  # kept
    done(page)


def test_the_first_lesson_played_to_its_end(web_browser, web_base):
    from puzzles.lessons import read_lessons

    lesson = read_lessons()[0]
    page = open_page(web_browser, web_base, "?lesson=1")
    for step in lesson.steps:
        if step.auto:
            continue
        assert step.text in page.inner_text("#lesson")
        cell = step.move.partition(":")[0]
        page.locator(f'#board .cell[aria-label^="{cell},"]').click()
        assert not state(page)["error"], state(page)["message"]
    assert state(page)["lesson"]["done"]
    assert lesson.done in page.inner_text("#lesson")
    assert page.is_visible("#next-lesson")
    page.click("#next-lesson")
    assert state(page)["lesson"]["number"] == 2 and "lesson=2" in page.url
    done(page)


def test_lesson_4_in_the_page_rings_resumes_after_a_reload_and_leaves(web_browser, web_base):
    """The red ring on the cell to try, the gold one where to play after the refusal, the
    lesson where it was after a reload, and Leave lesson back to the player's own game."""
    page = open_page(web_browser, web_base, "?number=4242")
    page.locator("#board .cell.fits").first.click()
    own = state(page)["moves"]
    page.click("#settings summary")
    page.select_option("#lessons", "4")
    assert state(page)["lesson"]["number"] == 4 and state(page)["reports"] == []
    red = page.locator("#board .cell.ring-red")
    assert red.count() == 1 and red.get_attribute("aria-label").startswith("C3,")
    red.click()
    assert state(page)["error"] and "Now play at B3 instead." in state(page)["message"]
    gold = page.locator("#board .cell.ring-gold")
    assert gold.count() == 1 and gold.get_attribute("aria-label").startswith("B3,")
    gold.click()
    moves = state(page)["moves"]
    assert moves[-1] == "B3:NW"
    page.reload()
    page.wait_for_selector(READY)
    assert state(page)["lesson"]["number"] == 4 and state(page)["moves"] == moves
    assert "Welcome back to lesson 4" in state(page)["message"]
    page.click("#leave-lesson")
    assert state(page)["lesson"] is None and state(page)["moves"] == own
    assert not page.is_visible("#lesson-bar")
    done(page)


def test_the_phone_portrait_screen_scrolls_only_downward_and_its_tiles_are_tappable(
    web_browser, web_base, tmp_path
):
    phone = {"width": 390, "height": 844}
    page = open_page(
        web_browser, web_base, "?size=4&goal=loop&number=5", viewport=phone, phone=True
    )
    assert page.evaluate("matchMedia('(pointer: coarse)').matches && navigator.maxTouchPoints > 0")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, width
    box = page.locator("#board .cell").first.bounding_box()
    assert box["width"] >= 40 and box["height"] >= 40, box
    tap(page, page.locator("#board .cell.fits").first)
    assert len(state(page)["moves"]) == 1
    shot = tmp_path / "phone.png"
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000
    devtools(page).send("Emulation.clearDeviceMetricsOverride")  # the phone's screen put away
    for width, height in ((768, 1024), (1280, 800)):  # a tablet, a desktop
        page.set_viewport_size({"width": width, "height": height})
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    done(page)
