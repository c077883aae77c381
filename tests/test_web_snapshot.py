"""The web page's Python started from a memory snapshot (ui/web/site/python.js), in a real
headless Chromium: the first visit starts Python as usual and keeps a snapshot of it with the
bridge imported; the next visit restores it (the page and the solver's worker) and plays as
well (moves, hints, lessons, "Was it solvable?"); a snapshot that cannot be loaded is thrown
away and Python starts as usual."""

from __future__ import annotations

from tests.web_helpers import BOOT_MS, KEPT, POLL_MS, READY, done, open_page, state

# The first test starts in a context of its own (a first visit, Python started from nothing);
# the others in the warm context, whose snapshot an earlier visit kept, as a player coming back.


def started(page) -> str:
    return page.get_attribute("body", "data-python")


def visit(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(READY, timeout=BOOT_MS)


def test_a_second_visit_restores_python_and_plays_as_the_first(web_browser, web_base):
    page = open_page(web_browser, web_base, "?number=8", fresh=True)
    assert started(page) == "fresh"
    page.wait_for_function(KEPT, timeout=BOOT_MS, polling=POLL_MS)
    visit(page, web_base + "?size=4&goal=loop&number=5")
    assert started(page) == "snapshot"
    assert state(page)["number"] == 5 and state(page)["variant"] == "4x4 loop"
    page.locator("#board .cell.fits").first.click()
    assert len(state(page)["moves"]) == 1
    page.click("#hint")  # the fair-play tables: files unpacked beside the restored Python
    assert state(page)["hint_mode"] == 1 and "Hint:" in state(page)["message"]
    page.click("#reveal-id")  # practice now: the verdict may be asked for (issue 31)
    page.click("#solvable")  # the worker starts its own Python, from the same snapshot
    page.wait_for_function("() => window.traxSolvedAt", timeout=BOOT_MS)
    assert page.evaluate("window.traxWorkerPython") == "snapshot"
    assert state(page)["message"].startswith(("Solvable", "Not solvable"))
    page.click("#settings summary")
    page.select_option("#lessons", "1")
    assert state(page)["lesson"]["number"] == 1
    visit(page, web_base + "?lesson=1")  # a reload comes back to the lesson
    assert started(page) == "snapshot" and state(page)["lesson"]["number"] == 1
    page.context.close()


def test_random_deals_differ_from_one_restored_visit_to_the_next(web_browser, web_base):
    page = open_page(web_browser, web_base, "?number=3", restored=True)
    deals = set()
    for _ in range(2):
        visit(page, web_base + "?number=3")
        assert started(page) == "snapshot"
        page.click("#random")
        deals.add(state(page)["number"])  # a random deal is named by its number
    assert len(deals) == 2
    done(page)


def test_a_snapshot_that_cannot_be_loaded_is_thrown_away_and_python_starts_as_usual(
    web_browser, web_base
):
    page = open_page(web_browser, web_base, "?number=9", restored=True)
    page.evaluate(
        """async () => {
          const cache = await caches.open("trax-snapshot");
          const kept = await cache.match("python-snapshot");
          const headers = {"X-Trax-Version": kept.headers.get("X-Trax-Version")};
          const cut = (await kept.arrayBuffer()).slice(0, 1 << 20);  // a write cut short
          await cache.put("python-snapshot", new Response(cut, {headers}));
        }"""
    )
    visit(page, web_base + "?number=9")
    assert started(page) == "fresh"
    page.locator("#board .cell.fits").first.click()
    assert len(state(page)["moves"]) == 1
    page.wait_for_function(KEPT, timeout=BOOT_MS, polling=POLL_MS)  # a good one kept again
    visit(page, web_base + "?number=9")
    assert started(page) == "snapshot" and len(state(page)["moves"]) == 1  # the game resumed
    done(page)


def test_a_snapshot_of_another_version_of_the_site_is_never_restored(web_browser, web_base):
    page = open_page(web_browser, web_base, "?number=10", restored=True)
    page.evaluate(
        """async () => {
          const cache = await caches.open("trax-snapshot");
          const kept = await cache.match("python-snapshot");
          const headers = {"X-Trax-Version": "an older site"};
          await cache.put("python-snapshot", new Response(await kept.arrayBuffer(), {headers}));
        }"""
    )
    visit(page, web_base + "?number=10")
    assert started(page) == "fresh"
    # This version's kept in its place.
    page.wait_for_function(KEPT, timeout=BOOT_MS, polling=POLL_MS)
    done(page)


def test_with_the_network_off_python_is_restored_from_the_snapshot_and_plays(web_browser, web_base):
    page = open_page(web_browser, web_base, "?number=11", restored=True)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_MS)
    page.context.set_offline(True)
    try:
        page.reload()
        page.wait_for_selector(READY, timeout=BOOT_MS)
        assert started(page) == "snapshot"
        page.locator("#board .cell.fits").first.click()
        assert len(state(page)["moves"]) == 1
    finally:
        page.context.set_offline(False)
    done(page)
