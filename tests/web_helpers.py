"""Shared pieces of the web page's tests (tests/test_web_*.py): one site built per test session
into a temporary folder, served on 127.0.0.1, and a real headless Chromium driven by Playwright
(Debian's; `playwright install` is never run): its headless shell, the same engine (Blink and
V8) without the browser's windows, as Playwright's own headless Chromium is, which does the
same work for a fifth less CPU; the full browser where a test needs what only it has (a
profile's own settings), and in the shell's place where the shell is not installed."""

from __future__ import annotations

import contextlib
import io
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

CHROMIUM = "/usr/bin/chromium"  # Debian's chromium
HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell"  # Debian's chromium-headless-shell
# The browser asks for less motion, as a player may in the system's settings: forced tiles are
# laid without their drop-in, which the tests never look at (tests/test_web_access.py checks
# it is there by default and not then), and which kept the page drawing frames after moves.
ARGS = [
    "--force-prefers-reduced-motion",
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
READY = "body[data-ready=yes]"
# Python's snapshot is kept in the page's Cache Storage, made by this version of the site
# (ui/web/site/python.js).
KEPT = """async () => {
  const found = await (await caches.open("trax-snapshot")).match("python-snapshot");
  const list = await (await fetch("files.json")).json();
  return !!found && found.headers.get("X-Trax-Version") === list.version
    && (await found.clone().arrayBuffer()).byteLength > 1e6;
}"""
BOOT_MS = 120_000  # Pyodide starting on a busy machine; a wait, never an assertion on time
# How often a wait asks a question that reads the page's caches and fetches files.json (KEPT,
# and the like): every 100 ms, not every frame (Playwright's default), which kept the page,
# the browser and the test's server busy answering it sixty times a second.
POLL_MS = 100


def cli(*words: str) -> str:
    """Run `trax-solitaire WORDS` in this process; its standard output."""
    from ui.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(list(words))
    assert status == 0, (words, status)
    return out.getvalue()


def cli_json(*words: str) -> dict:
    return json.loads(cli(*words, "--json"))


class Requests:
    """Every request the pages of a context make, to check none leaves the local server."""

    def __init__(self, base: str) -> None:
        self.base, self.urls = base, []

    def __call__(self, request) -> None:
        self.urls.append(request.url)

    def outside(self) -> list[str]:
        return [url for url in self.urls if not url.startswith(self.base)]


# What a new player has none of: the site's games, statistics and settings. The HTTP cache,
# the offline copy (Cache Storage, the service worker) and Python's snapshot are kept.
PLAYER_STORAGE = "indexeddb,local_storage,websql,file_systems,cookies"
DEFAULT_VIEWPORT = {"width": 1280, "height": 720}  # Playwright's own


@dataclass
class _Warm:
    """A browser's warm context (see open_page), its one tab, and the request log of the
    test using it."""

    context: Any
    home: Any = None
    requests: Requests | None = None
    devtools: Any = None  # the test's DevTools session on the tab (see open_page)


_WARM: dict[int, _Warm] = {}  # by the browser's id, made on first use


def open_page(
    browser,
    base: str,
    query: str = "",
    *,
    fresh: bool = False,
    restored: bool = False,
    init_script: str | None = None,
    phone: bool = False,
    **context_options,
):
    """A page at base + query, waited until Python has drawn the board; its request log is
    the page's `requests` attribute, and `done(page)` closes it.

    By default the page opens in the browser's warm context, as in the browser of a player
    coming back: the site's files are in its cache and Python starts from the snapshot an
    earlier page kept (python.js), in the context's one tab, which every such test reuses. Each
    test still starts as a new player: the tabs earlier tests left are closed and the site's
    storage (games, statistics, settings, the tab's own) is cleared first. `fresh=True`, or
    any context option but `viewport`, gives a new context of its own: a first visit, Python
    started from nothing (as in tests/test_web_snapshot.py).

    `locale` (the browser's languages) is given to the warm tab as Playwright gives it to a
    context's pages (the user agent's languages and the locale, over the DevTools protocol),
    until the test is done: a player whose browser speaks that language, coming back.
    `init_script` runs in each document the tab loads before the page's own scripts, until the
    test is done (given over the DevTools protocol, which takes it away again).
    `phone=True` makes the warm tab a phone's screen, as Playwright's `has_touch` and
    `is_mobile` make a context's pages (a touch screen, a mobile viewport of `viewport`'s size),
    over the test's DevTools session until the test is done: tap on it with `tap`.
    `restored=True` makes sure Python was restored from the context's snapshot (visiting again
    once it is kept, if the context had none yet)."""
    if phone and (fresh or set(context_options) - {"viewport", "locale"}):
        raise ValueError("phone=True makes the warm tab a phone: not a context of its own")
    viewport = context_options.pop("viewport", None)
    locale = None if fresh else context_options.pop("locale", None)
    requests = Requests(base)
    if fresh or context_options:
        context = browser.new_context(viewport=viewport, **context_options)
        if init_script is not None:
            context.add_init_script(init_script)
        page = context.new_page()
    else:
        warm = _new_player_in_the_warm_tab(browser, base, viewport)
        context, page, warm.requests = warm.context, warm.home, requests
        if locale is not None:  # navigator.languages, Accept-Language and Intl's locale
            agent = page.evaluate("navigator.userAgent")
            languages = {"userAgent": agent, "acceptLanguage": locale}
            _devtools(warm).send("Emulation.setUserAgentOverride", languages)
            _devtools(warm).send("Emulation.setLocaleOverride", {"locale": locale})
        if phone:
            size = viewport or DEFAULT_VIEWPORT
            metrics = {**size, "deviceScaleFactor": 3, "mobile": True}
            _devtools(warm).send("Emulation.setTouchEmulationEnabled", {"enabled": True})
            _devtools(warm).send("Emulation.setDeviceMetricsOverride", metrics)
        if init_script is not None:
            _devtools(warm).send("Page.enable")
            _devtools(warm).send("Page.addScriptToEvaluateOnNewDocument", {"source": init_script})
    context.on("request", requests)  # the service worker's requests too
    page.goto(base + query)
    page.wait_for_selector(READY, timeout=BOOT_MS)
    if restored and page.get_attribute("body", "data-python") != "snapshot":
        # The context's first visit: a second, once the first has kept its snapshot.
        page.wait_for_function(KEPT, timeout=BOOT_MS, polling=POLL_MS)
        page.goto(base + query)
        page.wait_for_selector(READY, timeout=BOOT_MS)
    page.requests = requests
    return page


def _devtools(warm: _Warm):
    """The test's own DevTools session on the warm tab: what it sets lasts while it is
    attached, and detaching it takes all of it away."""
    if warm.devtools is None:
        warm.devtools = warm.context.new_cdp_session(warm.home)
    return warm.devtools


def devtools(page):
    """The test's own DevTools session on `page`: on the warm tab, the one `done(page)`
    detaches, taking away all it set (a domain it enabled too); on a page of a context of its
    own, a new one, gone with the context."""
    warm = _WARM.get(id(page.context.browser))
    if warm is not None and page is warm.home:
        return _devtools(warm)
    return page.context.new_cdp_session(page)


def tap(page, locator) -> None:
    """A finger's tap at the middle of `locator` on a phone's page (open_page's `phone`): the
    touch events a touch screen sends, as Playwright's own tap sends them (scrolled to first)."""
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    point = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
    session = devtools(page)
    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


def _devtools_done(warm: _Warm) -> None:
    if warm.devtools is not None:
        warm.devtools.detach()
        warm.devtools = None


def _new_player_in_the_warm_tab(browser, base: str, viewport: dict | None) -> _Warm:
    """The browser's warm context with its tab made ready for a new player: the other tabs an
    earlier test opened closed, its page unloaded (its locks and database connections let go)
    by going to a file of the site, this tab's and the site's storage cleared, its size set."""
    warm = _warm(browser)
    context = warm.context
    for old in context.pages:
        if old is not warm.home:
            old.close()
    if warm.home is None or warm.home.is_closed():
        warm.home, warm.devtools = context.new_page(), None
    _devtools_done(warm)
    if warm.requests is not None:
        context.remove_listener("request", warm.requests)
        warm.requests = None
    warm.home.goto(base + "files.json")
    warm.home.evaluate("() => { sessionStorage.clear(); localStorage.clear(); }")
    cdp = context.new_cdp_session(warm.home)
    origin = base.rstrip("/")
    cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": PLAYER_STORAGE})
    cdp.detach()
    warm.home.set_viewport_size(viewport or DEFAULT_VIEWPORT)
    return warm


def _warm(browser) -> _Warm:
    if id(browser) not in _WARM:
        context = browser.new_context()
        _WARM[id(browser)] = _Warm(context)
        context.on("close", lambda _: _WARM.pop(id(browser), None))  # closed: the next is new
    return _WARM[id(browser)]


def done(page) -> None:
    """The test's pages closed: in the warm context, every page it opened but the context's
    tab, which is left empty for the next test (the context stays); otherwise the page's own
    context."""
    warm = _WARM.get(id(page.context.browser))
    if warm is None or page.context is not warm.context:
        page.context.close()
        return
    for old in page.context.pages:
        if old is not warm.home:
            old.close()
    if warm.home is not None and not warm.home.is_closed():
        _devtools_done(warm)
        warm.home.goto("about:blank")


def persistent_context(browser, profile: Path, preferences: dict | None = None):
    """A context with a profile folder of its own (not incognito, as the shared browser's
    contexts are: what installing the page needs), started with Chromium's `preferences`, in
    the full browser (the headless shell reads no profile's settings)."""
    from tests.needs import need

    if not Path(CHROMIUM).is_file():
        need(f"Chromium at {CHROMIUM} (Debian's chromium package)")
    (profile / "Default").mkdir(parents=True)
    if preferences is not None:
        (profile / "Default" / "Preferences").write_text(json.dumps(preferences))
    return browser.browser_type.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, args=ARGS, headless=True
    )


def state(page) -> dict:
    return page.evaluate("window.traxState()")


def play_by_clicks(page, limit: int = 40) -> int:
    """Click cells that take the tile in hand until the game is over, turning the tile (the
    Turn and Flip buttons) only when it fits nowhere as it lies; the cells clicked."""
    clicks = 0
    while state(page)["kind"] in ("playing", "decided") and clicks < limit:
        cells = page.locator("#board .cell.fits")
        if cells.count() == 0 and not turn_until_it_fits(page):
            break
        page.locator("#board .cell.fits").first.click()
        clicks += 1
    return clicks


def turn_until_it_fits(page) -> bool:
    for button in ("#turn", "#turn", "#turn", "#flip", "#turn", "#turn", "#turn"):
        if not state(page)["can_turn"]:
            return False
        page.click(button)
        if page.locator("#board .cell.fits").count():
            return True
    return False


def site_files(site: Path) -> list[Path]:
    return [p for p in site.rglob("*") if p.is_file()]
