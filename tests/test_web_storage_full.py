"""A browser whose storage is full (issue 33: nothing a player finished is ever lost, nothing
waits forever), in a real headless Chromium: IndexedDB and localStorage refuse writes as a full
disk refuses them (QuotaExceededError: thrown by a write, or the transaction aborted as it
commits), switched on and off by a cookie while the page runs, as a disk fills and is freed.

Before: a tab that took over a closed tab's game as the disk refused it stayed "Loading" for
good, and every tab loading after it waited behind it; a finished game the disk refused was
missing from the statistics ("No games finished yet"), and was lost for good when the instant
copy was refused too, though the disk had room again, or by leaving the page unasked; a theme
not kept said the games were not kept."""

from __future__ import annotations

from tests.test_web_integrity import ATTEMPTS
from tests.web_helpers import BOOT_MS, READY, done, open_page, play_by_clicks, state

# `full=write`: every IndexedDB put or add throws; `full=commit`: the requests succeed, then the
# read-write transaction that wrote is aborted as it commits (an abort event, no error event);
# `full=all`: writes throw, localStorage's too; `full=local`: only localStorage's.
FULL = r"""(() => {
  const full = () => (document.cookie.match(/(?:^|; )full=([^;]*)/) || [])[1] || "";
  const quota = () => new DOMException("The quota has been exceeded.", "QuotaExceededError");
  const commit = (tx) => {
    if (full() !== "commit" || !tx.wrote || tx.waiting || tx.aborted) return;
    tx.aborted = true;
    Object.defineProperty(tx, "error", { value: quota(), configurable: true });
    tx.abort();
  };
  for (const name of ["get", "getAll", "getAllKeys", "put", "add", "delete"]) {
    const original = IDBObjectStore.prototype[name];
    IDBObjectStore.prototype[name] = function (...args) {
      const writes = ["put", "add", "delete"].includes(name);
      if (writes && ["write", "all"].includes(full())) throw quota();
      const tx = this.transaction;
      const request = original.apply(this, args);
      tx.waiting = (tx.waiting || 0) + 1;
      tx.wrote = tx.wrote || writes;
      request.addEventListener("success", () => {
        tx.waiting -= 1;
        commit(tx); // the last request done: the transaction would commit now
      });
      return request;
    };
  }
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (this === localStorage && ["all", "local"].includes(full())) throw quota();
    return setItem.call(this, key, value);
  };
})()"""
NOT_KEPT = "Your games cannot be kept in this browser"


def disk(page, full: str) -> None:
    page.evaluate(f"document.cookie = 'full={full}; path=/'")


def stats_say(page, words: str) -> None:
    """Wait until the statistics (worded after the page's writes settle) say `words`."""
    shown = "(w) => document.querySelector('#stats-text').textContent.includes(w)"
    page.wait_for_function(shown, arg=words, timeout=15_000)


def counted(page) -> list[tuple[int, str]]:
    return [(a["number"], a["result"]) for a in page.evaluate(ATTEMPTS)]


def new_tab(page):
    """Another tab of the page's browser, with the full disk's switch in its documents too."""
    tab = page.context.new_page()
    session = page.context.new_cdp_session(tab)
    session.send("Page.enable")
    session.send("Page.addScriptToEvaluateOnNewDocument", {"source": FULL})
    tab.goto(page.url.split("?")[0])
    tab.wait_for_selector(READY, timeout=BOOT_MS)
    return tab


def test_a_disk_that_refuses_a_closed_tabs_game_never_holds_the_tabs_that_load(
    web_browser, web_base
):
    page = open_page(web_browser, web_base, "?size=3&goal=line&number=111", init_script=FULL)
    page.locator("#board .cell.fits").first.click()
    left = new_tab(page)  # a tab whose game is taken over once it is closed
    left.locator("#board .cell.fits").first.click()
    left.wait_for_function("() => window.traxState().moves.length === 1")
    disk(page, "commit")
    left.close()
    taking = new_tab(page)  # takes the closed tab's game over: the disk refuses the move
    assert taking.inner_text("#kept-note").startswith(NOT_KEPT)
    assert state(taking)["kind"] == "playing"
    disk(page, "")  # room again: the next tab loads as ever, not behind the first
    after = new_tab(page)
    assert after.locator("#kept-note").is_hidden()
    assert len(state(after)["moves"]) == 1  # the closed tab's game, not lost on the way
    done(page)


def test_a_game_the_full_disk_refused_counts_and_is_kept_once_there_is_room(web_browser, web_base):
    page = open_page(web_browser, web_base, "?size=3&goal=line&number=111", init_script=FULL)
    page.locator("#board .cell.fits").first.click()
    disk(page, "all")  # IndexedDB and the instant copy both refuse from here on
    play_by_clicks(page)
    assert state(page)["kind"] == "lost"
    assert page.inner_text("#kept-note").startswith(NOT_KEPT)
    # Shown as it will count, never as missing: it waits to be kept.
    stats_say(page, "3x3 line: 1 game, 0 won")
    assert counted(page) == []
    # Kept nowhere but in the page: leaving it is asked about first (and not, once kept).
    with page.expect_event("dialog") as asked:
        page.evaluate("() => { setTimeout(() => location.reload()); }")
    assert asked.value.type == "beforeunload"
    asked.value.dismiss()  # the player stays
    assert state(page)["kind"] == "lost"
    disk(page, "")
    page.click("#random")  # the next change is kept, and what waited with it
    page.wait_for_function("() => document.querySelector('#kept-note').hidden")
    assert counted(page) == [(111, "lost")]
    stats_say(page, "3x3 line: 1 game, 0 won")
    page.reload()
    page.wait_for_selector(READY, timeout=BOOT_MS)
    assert counted(page) == [(111, "lost")]  # once
    done(page)


def test_a_result_refused_by_indexeddb_waits_in_the_copy_and_is_shown_after_a_reload(
    web_browser, web_base
):
    page = open_page(web_browser, web_base, "?size=3&goal=line&number=111", init_script=FULL)
    page.locator("#board .cell.fits").first.click()
    disk(page, "write")  # IndexedDB refuses; the tab's instant copy keeps the result
    play_by_clicks(page)
    page.reload()
    page.wait_for_selector(READY, timeout=BOOT_MS)
    assert state(page)["kind"] == "lost" and state(page)["number"] == 111  # the game resumed
    assert page.inner_text("#kept-note").startswith(NOT_KEPT)
    stats_say(page, "3x3 line: 1 game, 0 won")  # not "No games finished yet"
    disk(page, "")
    page.reload()
    page.wait_for_selector(READY, timeout=BOOT_MS)
    assert counted(page) == [(111, "lost")]
    assert page.locator("#kept-note").is_hidden()
    done(page)


def test_a_theme_the_full_disk_cannot_keep_says_nothing_of_the_games(web_browser, web_base):
    page = open_page(web_browser, web_base, "?size=3&goal=line&number=111", init_script=FULL)
    page.locator("#board .cell.fits").first.click()
    disk(page, "local")  # only localStorage is full: IndexedDB keeps the games
    page.click("#settings summary")
    page.select_option("#theme", "uk")
    assert state(page)["theme"] == "uk"
    play_by_clicks(page)
    stats_say(page, "3x3 line: 1 game, 0 won")
    assert page.locator("#kept-note").is_hidden()
    assert counted(page) == [(111, "lost")]
    done(page)
