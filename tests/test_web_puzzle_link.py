"""A puzzle opened from the page's Puzzles menu, in a real headless Chromium: its heading names
the puzzle as the desktop does ("Puzzle 2 of 32"), never the deal's number; its address names
the puzzle, never its deal; and a reload brings back the same puzzle, as it was left."""

from __future__ import annotations

from puzzles.pack import find_puzzle, shipped_packs
from tests.web_helpers import BOOT_MS, READY, done, open_page, state


def test_a_puzzle_from_the_menu_keeps_its_name_and_its_address_over_a_reload(web_browser, web_base):
    page = open_page(web_browser, web_base)
    page.click("#puzzles summary")
    page.select_option("#puzzle", index=1)  # the pack's second puzzle
    chosen = page.eval_on_selector("#puzzle", "select => select.value")
    page.click("#open-puzzle")
    puzzle = find_puzzle(chosen)
    pack = next(p for p in shipped_packs() if puzzle in p.puzzles)
    heading = f"{puzzle.variant} · Puzzle 2 of {len(pack.puzzles)}"
    assert page.inner_text("#caption") == heading
    assert f"#{puzzle.number}" not in page.inner_text("#caption")
    assert page.evaluate("location.search") == f"?puzzle={puzzle.id}"
    page.locator("#board .cell.fits").first.click()  # a move, kept over the reload
    moves = state(page)["moves"]
    assert len(moves) == 1 and page.evaluate("location.search") == f"?puzzle={puzzle.id}"
    page.reload()
    page.wait_for_selector(READY, timeout=BOOT_MS)
    assert page.evaluate("location.search") == f"?puzzle={puzzle.id}"
    assert page.inner_text("#caption") == heading
    assert state(page)["moves"] == moves and state(page)["stack"] is not None
    done(page)
