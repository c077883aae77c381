"""The web page fits every screen (issue 31, item 7), in a real headless Chromium: the whole
board, the tile in hand and the next tile are on screen with no scrolling at 1280x800,
1366x768 and 390x844, at every position of a walk through games of every variant and every
step of every lesson; and every control the page shows is at least 44x44 CSS pixels."""

from __future__ import annotations

import itertools

from solitaire.move import Move
from tests.web_helpers import done, open_page, state

SCREENS = ((1280, 800), (1366, 768), (390, 844))
TURNS = itertools.count()
GAMES = (("3x3 line", (1, 2)), ("4x4 line", (3, 4)), ("4x4 loop", (5, 6, 7, 777)))

# What lies outside the window at scroll 0 once the page has laid itself out for its size:
# a move lays the page out at once (app.js draws it in the click's handler); a new size,
# in the page's resize handler, which runs in the next frame before its animation callbacks.
OFF_SCREEN = """async (frames) => {
  window.scrollTo(0, 0);
  for (let i = 0; i < frames; i++) await new Promise(requestAnimationFrame);
  const out = [];
  for (const id of ["board", "hand", "next"]) {
    const r = document.getElementById(id).getBoundingClientRect();
    if (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
      out.push(`${id} at ${Math.round(r.left)},${Math.round(r.top)} to ` +
        `${Math.round(r.right)},${Math.round(r.bottom)} in ${innerWidth}x${innerHeight}`);
  }
  return out;
}"""

# Every control shown (buttons, lists, fields, links, menus' toggles, focusable tiles) smaller
# than 44x44 CSS pixels, named.
SMALL = """() => [...document.querySelectorAll(
    "button, select, input, summary, a[href], [tabindex]:not([tabindex='-1'])")]
  .filter((e) => e.getClientRects().length)
  .map((e) => [e.id || e.textContent.trim().slice(0, 20), e.getBoundingClientRect()])
  .filter(([, r]) => r.width < 44 || r.height < 44)
  .map(([name, r]) => `${name} ${Math.round(r.width)}x${Math.round(r.height)}`)"""


def off_screen(page, where: str) -> list[str]:
    """The board's and the tiles' overflows at this position: first on the screen the page
    laid itself out for after the move, then on the others (the order turning from one
    position to the next, so that each screen in turn is the one not resized)."""
    found = [f"{where}: {text}" for text in page.evaluate(OFF_SCREEN, 0)]
    now = page.viewport_size
    others = [size for size in SCREENS if size != (now["width"], now["height"])]
    if next(TURNS) % 2:
        others.reverse()
    for width, height in others:
        page.set_viewport_size({"width": width, "height": height})
        found += [f"{where} at {width}x{height}: {text}" for text in page.evaluate(OFF_SCREEN, 1)]
    return found


def click_cell(page, cell: dict) -> None:
    page.click(f'#board .cell[data-r="{cell["r"]}"][data-c="{cell["c"]}"]')


def play_game(page, where: str) -> tuple[list[str], int]:
    """Play by clicks (the first cell that takes the tile, turned only when it fits nowhere),
    measuring every position; the overflows found and the positions measured."""
    found, seen = off_screen(page, f"{where} start"), 1
    while state(page)["kind"] in ("playing", "decided") and seen < 40:
        if page.locator("#board .cell.fits").count() == 0:
            for button in ("#turn", "#turn", "#turn", "#flip", "#turn", "#turn", "#turn"):
                if page.locator("#board .cell.fits").count() or not state(page)["can_turn"]:
                    break
                page.click(button)
            if page.locator("#board .cell.fits").count() == 0:
                break
        page.locator("#board .cell.fits").first.click()
        found += off_screen(page, f"{where} move {len(state(page)['moves'])}")
        seen += 1
    return found, seen


def lesson_cell(page, label: str) -> dict:
    return next(c for c in state(page)["board"]["cells"] if c["label"] == label)


def follow_lesson(page, number: int) -> tuple[list[str], int]:
    """Lesson `number` followed as its words ask (the move to try first, the tile turned where
    a step needs it), measuring every step; the overflows found and the steps measured."""
    page.select_option("#lessons", str(number))
    found, seen = off_screen(page, f"lesson {number} start"), 1
    while not state(page)["lesson"]["done"]:
        taught = state(page)["lesson"]
        if taught["try"]:
            click_cell(page, lesson_cell(page, taught["try"].partition(":")[0]))
            found += off_screen(page, f"lesson {number} tried {taught['try']}")
        wanted = Move.parse(taught["expect"])
        way = taught["expect"].partition(":")[2]
        for _ in range(8):
            hand = state(page)["hand"]["tile"]
            if wanted.orientation is None or hand == way:
                break
            straight = hand in ("NS", "EW")
            page.click("#turn" if straight == (way in ("NS", "EW")) else "#flip")
        click_cell(page, lesson_cell(page, taught["expect"].partition(":")[0]))
        assert state(page)["moves"][-1] == str(wanted), state(page)["message"]
        found += off_screen(page, f"lesson {number} after {wanted}")
        seen += 1
    return found, seen


def test_the_board_and_both_tiles_fit_every_screen_at_every_position(web_browser, web_base):
    page = open_page(web_browser, web_base, "?number=1", viewport={"width": 1280, "height": 800})
    found, seen = [], 0
    for variant, numbers in GAMES:
        for number in numbers:
            page.select_option("#variant", variant)
            page.fill("#game-id", str(number))
            page.click("#open-id")
            assert state(page)["number"] == number
            more, count = play_game(page, f"{variant} #{number}")
            found, seen = found + more, seen + count
    page.click("#settings summary")
    lessons = page.locator("#lessons option").count() - 1  # after the list's "—"
    assert lessons == 8
    for number in range(1, lessons + 1):
        more, count = follow_lesson(page, number)
        found, seen = found + more, seen + count
    assert seen >= 100, seen  # a walk of many positions, each on three screens
    assert not found, found[:10]
    done(page)


def test_every_control_shown_is_at_least_44_css_pixels(web_browser, web_base):
    page = open_page(web_browser, web_base, "?size=4&goal=loop&number=5")
    for menu in page.locator("details:not([open])").evaluate_all("m => m.map(d => d.id)"):
        page.click(f"#{menu} summary")  # every menu open: its controls shown
    assert page.locator("details:not([open])").count() == 0
    page.locator("#board .cell.fits").first.click()
    small = []
    for width, height in SCREENS:
        page.set_viewport_size({"width": width, "height": height})
        small += [f"{width}x{height}: {name}" for name in page.evaluate(SMALL)]
    page.select_option("#lessons", "4")  # the lesson's bar and its buttons
    assert page.is_visible("#leave-lesson")
    for width, height in SCREENS:
        page.set_viewport_size({"width": width, "height": height})
        small += [f"lesson, {width}x{height}: {name}" for name in page.evaluate(SMALL)]
    every = page.evaluate(SMALL.replace(".filter(([, r]) => r.width < 44 || r.height < 44)", ""))
    names = {text.rpartition(" ")[0] for text in every}  # the cells, buttons, lists, fields...
    assert {"hand", "next", "link", "New game", "Puzzles", "Settings", "Statistics"} <= names
    assert len(every) > 40
    assert not small, small
    done(page)
