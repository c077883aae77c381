"""The game's integrity on the web page (issue 31), in a real headless Chromium: "Was it
solvable?" waits until the game is decided, nothing on the page or in its address holds a tile
not yet drawn until the player asks for the game ID (which makes the game practice, never
counted), every bad link or typed ID is one plain sentence beside a playable board, and each
tab keeps its own game, counted once."""

from __future__ import annotations

import pytest

from solitaire.deal import parse_deal
from tests.web_helpers import (
    BOOT_MS,
    READY,
    cli_json,
    done,
    open_page,
    play_by_clicks,
    state,
)

ATTEMPTS = """async () => {
  const db = await new Promise((ok, no) => {
    const r = indexedDB.open("trax-solitaire", 1);
    r.onsuccess = () => ok(r.result);
    r.onerror = () => no(r.error);
  });
  return await new Promise((ok) => {
    const r = db.transaction("attempts").objectStore("attempts").getAll();
    r.onsuccess = () => ok(r.result);
  });
}"""
SAID = """() => [document.body.innerText, location.href, document.title,
  ...[...document.querySelectorAll("[aria-label], [title], [aria-description]")].map(
    (e) => [e.getAttribute("aria-label"), e.title, e.getAttribute("aria-description")].join(" ")
  )].join("\\n")"""


def assert_no_undrawn_tile(page, deal: str) -> None:
    """The tiles past the tile in hand and the next tile (two or more, in order) appear nowhere
    on the page, in its address or in what a screen reader is given."""
    tiles = deal.split()
    shown = state(page)
    unseen = tiles[len(tiles) - shown["remaining"] + 2 :]
    said = page.evaluate(SAID)
    if len(unseen) >= 2:
        assert " ".join(unseen) not in said
        assert "+".join(unseen) not in said
    assert "deal=" not in page.url and shown["deal"] is None


def test_a_counted_game_shows_no_tile_ahead_and_offers_the_verdict_once_decided(
    web_browser, web_base
):
    deal = cli_json("deal", "--size", "4", "--number", "4141")["deal"]
    page = open_page(web_browser, web_base, "?size=4&goal=loop&number=4141")
    assert page.inner_text("#this-id") == "deal #4141"
    while state(page)["kind"] == "playing":
        assert_no_undrawn_tile(page, deal)
        assert page.is_disabled("#solvable") and page.is_disabled("#show-solution")
        page.keyboard.press("w")  # the key is refused in words, the search never starts
        assert state(page)["error"] and "finish it, or concede" in state(page)["message"]
        if not play_by_clicks(page, limit=1):
            break
    assert page.is_enabled("#solvable")  # decided or over: the verdict may be shown
    over = state(page)["kind"] in ("won", "lost", "stuck")
    assert ("deal=" in page.url) == over  # counted when over: the link may name the deal
    done(page)


def test_show_game_id_reveals_the_stack_and_the_game_is_practice(web_browser, web_base):
    deal = cli_json("deal", "--size", "3", "--number", "515")["deal"]
    page = open_page(web_browser, web_base, "?size=3&goal=line&number=515")
    assert "reveals the stack" in page.inner_text("#reveal-id")
    page.click("#reveal-id")
    shown = state(page)
    assert deal in page.inner_text("#this-id") and "practice, not counted" in shown["message"]
    assert parse_deal(shown["deal"], 3) and "deal=" in page.url
    assert not page.is_visible("#reveal-id") and page.is_enabled("#solvable")
    assert page.inner_text("#caption") == "3x3 line · Practice from deal #515"
    play_by_clicks(page)
    assert state(page)["kind"] in ("won", "lost")
    page.reload()
    page.wait_for_selector(READY)
    assert page.evaluate(ATTEMPTS) == []  # the practice game is never counted
    done(page)


LONG = "7" * 5000


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("?lesson=0", "there is no lesson 0"),
        ("?size=%C2%B2&number=3", "size '²' is not a number"),
        ("?number=%C2%B2", "deal number '²' is not a whole number"),
        ("?lesson=%C2%B2", "lesson '²' is not a whole number"),
        ("?number=" + LONG, "too long to name a game"),
        ("?size=99&number=3", "the app plays 3x3 line, 4x4 line, 4x4 loop; not 99x99 line"),
    ],
)
def test_a_bad_link_is_one_plain_sentence_beside_a_playable_board(
    web_browser, web_base, query, words
):
    page = open_page(web_browser, web_base, query)
    message = page.inner_text("#message")
    assert words in message and "Traceback" not in message and "Error" not in message
    assert message.count(". ") <= 2 and len(message) < 240
    page.locator("#board .cell.fits").first.click()
    assert len(state(page)["moves"]) == 1  # a playable board
    done(page)


def test_a_bad_typed_game_id_is_one_plain_sentence(web_browser, web_base):
    page = open_page(web_browser, web_base, "?number=12")
    for typed, words in [("²", "not a whole number"), (LONG, "out of range")]:
        page.fill("#game-id", typed)
        page.click("#open-id")
        message = page.inner_text("#message")
        assert words in message and "Traceback" not in message and len(message) < 240
        assert state(page)["error"] and state(page)["number"] == 12  # the game goes on
    done(page)


# Stands for the page a reload replaces, slow to go on a loaded machine: the tab's lock, asked
# for while the page still holds it, so it passes to this one first, which keeps it 6 s.
SLOW_TO_GO = """id => { navigator.locks.request("trax-tab-" + id,
    () => new Promise((resolve) => setTimeout(resolve, 6000))); }"""


def test_a_reload_keeps_the_game_while_the_page_it_replaces_is_slow_to_go(web_browser, web_base):
    """A reload waits for the tab's lock as long as the old page takes to let go of it, not
    the few seconds a duplicated tab waits before it takes a game of its own: otherwise the
    game just played is left behind, another tab's, and the reloaded page starts afresh."""
    page = open_page(web_browser, web_base, "?size=3&goal=line&number=111")
    page.locator("#board .cell.fits").first.click()
    mine, tab = state(page)["moves"], page.evaluate("sessionStorage.getItem('trax-tab')")
    slow = page.context.new_page()
    slow.goto(web_base + "files.json")
    slow.evaluate(SLOW_TO_GO, tab)
    asked = "async () => (await navigator.locks.query()).pending.map((lock) => lock.name)"
    slow.wait_for_function(f"({asked})().then((names) => names.includes('trax-tab-{tab}'))")
    page.reload()
    page.wait_for_selector(READY, timeout=BOOT_MS)
    assert page.evaluate("sessionStorage.getItem('trax-tab')") == tab
    assert state(page)["number"] == 111 and state(page)["moves"] == mine
    done(page)


def test_two_tabs_keep_their_own_games_and_a_win_in_either_counts_once(web_browser, web_base):
    first = open_page(web_browser, web_base, "?size=3&goal=line&number=111")
    context = first.context
    first.locator("#board .cell.fits").first.click()
    mine = state(first)["moves"]
    second = context.new_page()
    second.goto(web_base + "?size=3&goal=line&number=222")
    second.wait_for_selector(READY, timeout=120_000)
    second.locator("#board .cell.fits").first.click()
    first.reload()  # the first tab's own game, not the one played last
    first.wait_for_selector(READY, timeout=120_000)
    assert state(first)["number"] == 111 and state(first)["moves"] == mine
    assert "Welcome back" in state(first)["message"]
    play_by_clicks(second)
    result = state(second)["kind"]
    assert result in ("won", "lost")
    first.reload()
    first.wait_for_selector(READY, timeout=120_000)
    second.reload()
    second.wait_for_selector(READY, timeout=120_000)
    assert state(second)["number"] == 222 and state(first)["moves"] == mine
    counted = first.evaluate(ATTEMPTS)
    assert [(a["number"], a["result"]) for a in counted] == [(222, result)]  # once, none lost
    third = context.new_page()  # a new tab takes over no open tab's game
    third.goto(web_base)
    third.wait_for_selector(READY, timeout=120_000)
    assert state(third)["number"] not in (111, 222)
    second.close()  # a closed tab's game is free: a new tab with no game of its own takes it
    fourth = context.new_page()
    fourth.goto(web_base)
    fourth.wait_for_selector(READY, timeout=120_000)
    assert state(fourth)["number"] == 222
    twin = context.new_page()  # a tab duplicated with the first one's sessionStorage
    twin.goto(web_base + "?size=3&goal=line&number=333")
    twin.wait_for_selector(READY, timeout=120_000)
    first_id = first.evaluate("sessionStorage.getItem('trax-tab')")
    twin.evaluate("id => sessionStorage.setItem('trax-tab', id)", first_id)
    twin.reload()
    twin.wait_for_selector(READY, timeout=120_000)
    assert state(twin)["number"] == 333  # not the first tab's game
    assert twin.evaluate("sessionStorage.getItem('trax-tab')") != first_id
    first.reload()
    first.wait_for_selector(READY, timeout=120_000)
    assert state(first)["number"] == 111 and state(first)["moves"] == mine
    done(first)
