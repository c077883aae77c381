"""A game finished just before the page goes (issue 33: nothing a player finished is ever lost;
the principal issue: a result cannot be escaped): the finished attempt is counted, once, by
the reloaded page or by the tab that takes the game over; and a move made as its tab closes
is in the tab that takes the game over; a result left only in a closed tab's instant copy is
counted by the next page that loads, whichever game it takes over; in a real headless
Chromium.

The page marks an attempt reported as soon as the game ends; IndexedDB's writes land some
time later. A reload in the same moment as the last move left the finished board with no
result in the statistics (5 runs in 6), a tab closed at once left it counted in none of the
tabs that came after (2 in 4), and a tab closed before IndexedDB had its last move left the
game without it."""

from __future__ import annotations

from tests.test_web_integrity import ATTEMPTS
from tests.web_helpers import (
    BOOT_MS,
    READY,
    done,
    open_page,
    play_by_clicks,
    state,
    turn_until_it_fits,
)

# The tile in hand laid on the first cell that takes it; when that ends the game, the page is
# reloaded in the same task, before any of its writes can land.
LAST_MOVE_AND_RELOAD = """() => {
  document.querySelector("#board .cell.fits").click();
  const kind = window.traxState().kind;
  if (kind === "won" || kind === "lost") location.reload();
  return kind;
}"""


def play_to_the_end_and_reload(page) -> str:
    """Play by clicks (turning the tile only when it fits nowhere) until the game ends, the
    page reloaded in the same moment: its result ("won" or "lost")."""
    for _ in range(40):
        if page.locator("#board .cell.fits").count() == 0:
            assert turn_until_it_fits(page), state(page)
        kind = page.evaluate(LAST_MOVE_AND_RELOAD)
        if kind in ("won", "lost"):
            return kind
    raise AssertionError(f"the game did not end: {state(page)['kind']}")


def counted(page) -> list[tuple[int, str]]:
    return [(a["number"], a["result"]) for a in page.evaluate(ATTEMPTS)]


SHOWN = "() => !document.querySelector('#stats-text').textContent.includes('No games')"


def test_a_game_finished_as_the_page_reloads_is_counted_once(web_browser, web_base):
    page = open_page(web_browser, web_base, "?size=3&goal=line&number=111")
    watcher = page.context.new_page()  # another tab of the site, open all along
    watcher.goto(web_base + "?size=3&goal=line&number=112")
    watcher.wait_for_selector(READY, timeout=BOOT_MS)
    page.evaluate("window.before = true")
    result = play_to_the_end_and_reload(page)
    page.wait_for_function("() => window.before === undefined", timeout=BOOT_MS)
    page.wait_for_selector(READY, timeout=BOOT_MS)
    assert state(page)["kind"] == result and state(page)["number"] == 111
    assert counted(page) == [(111, result)]
    assert "No games finished yet" not in page.inner_text("body")
    watcher.wait_for_function(SHOWN, timeout=15_000)  # the other tab's statistics follow
    assert "3x3 line: 1 game" in watcher.text_content("#stats-text")
    watcher.close()
    page.reload()  # counted once, not again
    page.wait_for_selector(READY, timeout=BOOT_MS)
    assert counted(page) == [(111, result)] and state(page)["kind"] == result
    done(page)


# This page's IndexedDB writes never land from here on: a tab closed before they did.
STALL_WRITES = "() => { indexedDB.open = () => ({}); }"


def taken_over(page):
    """A new tab of the page's browser, which takes over the game of `page`, closed now."""
    context = page.context
    page.close()
    after = context.new_page()
    after.goto(page.url.split("?")[0])
    after.wait_for_selector(READY, timeout=BOOT_MS)
    return after


def test_a_tab_closed_as_its_game_ends_leaves_it_finished_and_counted(web_browser, web_base):
    page = open_page(web_browser, web_base, "?size=3&goal=line&number=222")
    page.evaluate(STALL_WRITES)
    play_by_clicks(page)
    result = state(page)["kind"]
    assert result in ("won", "lost")
    after = taken_over(page)
    assert state(after)["number"] == 222 and state(after)["kind"] == result
    assert counted(after) == [(222, result)]
    done(after)


def test_a_move_made_as_the_tab_closes_is_in_the_tab_that_takes_the_game_over(
    web_browser, web_base
):
    page = open_page(web_browser, web_base, "?size=3&goal=line&number=333")
    page.locator("#board .cell.fits").first.click()
    page.evaluate(STALL_WRITES)
    if page.locator("#board .cell.fits").count() == 0:
        assert turn_until_it_fits(page), state(page)
    page.locator("#board .cell.fits").first.click()  # only in the tab's instant copy
    mine = state(page)["moves"]
    assert len(mine) >= 2
    after = taken_over(page)
    assert state(after)["number"] == 333 and state(after)["moves"] == mine
    done(after)


def test_a_game_counted_in_one_tab_shows_in_the_other_tabs_statistics(web_browser, web_base):
    first = open_page(web_browser, web_base, "?size=3&goal=line&number=444")
    assert "No games finished yet" in first.text_content("#stats-text")
    second = first.context.new_page()
    second.goto(web_base + "?size=3&goal=line&number=555")
    second.wait_for_selector(READY, timeout=BOOT_MS)
    play_by_clicks(second)
    first.wait_for_function(SHOWN, timeout=15_000)  # no reload
    assert "3x3 line: 1 game" in first.text_content("#stats-text")
    done(first)


def test_a_result_left_in_a_closed_tab_is_counted_though_a_newer_game_is_taken_over(
    web_browser, web_base
):
    first = open_page(web_browser, web_base, "?size=3&goal=line&number=601")
    context = first.context
    ended = context.new_page()
    ended.goto(web_base + "?size=3&goal=line&number=602")
    ended.wait_for_selector(READY, timeout=BOOT_MS)
    ended.evaluate(STALL_WRITES)
    play_by_clicks(ended)  # its result only in the tab's instant copy
    result = state(ended)["kind"]
    assert result in ("won", "lost")
    later = context.new_page()
    later.goto(web_base + "?size=3&goal=line&number=603")
    later.wait_for_selector(READY, timeout=BOOT_MS)
    later.locator("#board .cell.fits").first.click()  # kept after the other
    ended.close()
    later.close()
    after = context.new_page()
    after.goto(web_base)
    after.wait_for_selector(READY, timeout=BOOT_MS)
    assert state(after)["number"] == 603  # the newest game no tab holds, not the finished one
    assert counted(after) == [(602, result)]
    first.wait_for_function(SHOWN, timeout=15_000)  # the tab open all along shows it too
    after.reload()
    after.wait_for_selector(READY, timeout=BOOT_MS)
    assert counted(after) == [(602, result)]  # once
    done(first)


# The tab's instant copy in localStorage, rewritten with `damage` applied to its JSON.
DAMAGE_COPY = """(damage) => {
  const key = Object.keys(localStorage).find((k) => k.startsWith("trax-kept:"));
  const copy = JSON.parse(localStorage.getItem(key));
  localStorage.setItem(key, JSON.stringify({ ...copy, ...damage }));
}"""


def test_a_damaged_instant_copy_neither_stops_the_page_nor_loses_the_game(web_browser, web_base):
    """The tab's copy is JSON anything may damage: attempts still pending that are not
    attempts, a game or a lesson that is not text. The page starts, the game in progress is
    kept, nothing false is said, and the statistics stay readable."""
    page = open_page(web_browser, web_base, "?size=3&goal=line&number=777")
    page.locator("#board .cell.fits").first.click()
    mine = state(page)["moves"]
    for damage in (
        {"pending": "abc"},
        {"pending": [None, 5, {"attempt": "zz"}]},
        {"record": 5, "lesson": {"a": 1}},
        {"record": ["x"], "lesson": True},
        {"record": "garbage"},  # text, not a record: IndexedDB's copy is resumed instead
    ):
        page.evaluate(DAMAGE_COPY, damage)
        page.reload()
        page.wait_for_selector(READY, timeout=BOOT_MS)
        shown = state(page)
        assert shown["number"] == 777 and shown["moves"] == mine, (damage, shown["message"])
        assert not shown["error"] and page.text_content("#kept-note") == "", damage
        assert "No games finished yet" in page.text_content("#stats-text"), damage
        assert counted(page) == []
    done(page)
