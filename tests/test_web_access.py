"""The web page for a player who cannot see it, and the page as an installable app (issue 31,
items 8 and 10), in a real headless Chromium: the board read from Chromium's accessibility
tree (CDP Accessibility.getFullAXTree) as an ARIA grid of rows, its cells named in the
window's words, the cells no tile can reach left out, the tiles in hand and next reachable by
Tab and said after each move; a whole game played from that tree alone; the manifest that
makes the page installable (CDP Page.getInstallabilityErrors); the Puzzles menu with its
solved marks kept."""

from __future__ import annotations

from solitaire.cell_words import hand_words, tile_words
from solitaire.game import Game
from solitaire.variant import Variant
from tests.web_helpers import (
    BOOT_MS,
    READY,
    devtools,
    done,
    open_page,
    persistent_context,
    play_by_clicks,
    state,
)


class Tree:
    """Chromium's accessibility tree of a page, as a screen reader gets it."""

    def __init__(self, page) -> None:
        self.page = page
        self.cdp = devtools(page)  # detached by done(page): accessibility off again
        self.cdp.send("Accessibility.enable")

    def nodes(self) -> list[dict]:
        found = self.cdp.send("Accessibility.getFullAXTree")["nodes"]
        return [n for n in found if not n.get("ignored")]

    def read(self, role: str) -> list[dict]:
        return [n for n in self.nodes() if n.get("role", {}).get("value") == role]

    def named(self, role: str, start: str) -> list[dict]:
        return [n for n in self.read(role) if name(n).startswith(start)]

    def text_under(self, node_id: str) -> str:
        """The words of a node's subtree (a live region's text), in order."""
        by_id = {n["nodeId"]: n for n in self.cdp.send("Accessibility.getFullAXTree")["nodes"]}
        words, todo = [], [node_id]
        while todo:
            node = by_id[todo.pop(0)]
            if node.get("role", {}).get("value") == "StaticText":
                words.append(name(node))
            todo = node.get("childIds", []) + todo
        return " ".join(words)

    def press(self, node: dict) -> None:
        """Focus the element behind a node of the tree and press Enter, as a screen reader's
        user does."""
        self.cdp.send("DOM.getDocument", {"depth": 0})
        self.cdp.send("DOM.focus", {"backendNodeId": node["backendDOMNodeId"]})
        self.page.keyboard.press("Enter")


def name(node: dict) -> str:
    return str(node.get("name", {}).get("value", ""))


def disabled(node: dict) -> bool:
    return any(p["name"] == "disabled" and p["value"]["value"] for p in node.get("properties", []))


def test_the_board_is_a_grid_of_rows_named_in_the_windows_words(web_browser, web_base):
    page = open_page(web_browser, web_base, "?size=4&goal=loop&number=777")
    tree = Tree(page)
    [grid] = tree.read("grid")
    assert (
        name(grid)
        == "Board, 7 rows by 7 columns; 48 cells where no tile can go this move, left out"
    )
    assert page.get_attribute("#board", "aria-rowcount") == "7"
    assert page.get_attribute("#board", "aria-colcount") == "7"
    # At the start only the first tile's cell is read: the other 48 are not, one by one.
    cells = tree.read("gridcell")
    hand = Game.from_number(Variant(4, "loop"), 777).position.hand
    assert [name(c) for c in cells] == [
        f"@0, empty; the tile in hand fits here as {tile_name(hand)}"
    ]
    assert len(tree.read("row")) == 1  # the rows with nothing to read are left out whole
    images = {name(n).partition(":")[0]: n for n in tree.read("image")}
    assert name(images["Tile in hand"]) == f"Tile in hand: {hand_words(hand)}"
    assert "Next tile" in images
    # The tiles are reached by Tab, after the board.
    page.locator("#board .cell.fits").first.focus()
    reached = []
    for _ in range(3):
        page.keyboard.press("Tab")
        reached.append(page.evaluate("document.activeElement.id"))
    assert reached[:2] == ["hand", "next"], reached
    # A move: the tile placed is named in words as the window names it, and the live region
    # says the move, then the new tile in hand and the next tile.
    page.locator("#board .cell.fits").first.click()
    played = state(page)
    placed = next(c for c in played["board"]["cells"] if c.get("tile"))
    [tile] = tree.named("gridcell", placed["label"] + ", ")
    orientation = Game.from_number(Variant(4, "loop"), 777).position.hand
    assert name(tile) == f"{placed['label']}, {tile_words(orientation)}"
    [status] = [n for n in tree.read("status") if "Played" in tree.text_under(n["nodeId"])]
    said = tree.text_under(status["nodeId"])
    assert said.startswith(played["message"]) and played["hand_label"] in said, said
    assert played["next_label"] in said
    rows = tree.read("row")
    assert 1 < len(rows) <= 7 and all(tree.read("gridcell"))
    done(page)


def tile_name(orientation: int) -> str:
    from solitaire.tiles import ORIENTATIONS

    return ORIENTATIONS[orientation]


def test_a_whole_game_played_from_the_accessibility_tree_alone(web_browser, web_base):
    page = open_page(web_browser, web_base, "?size=4&goal=loop&number=777")
    tree = Tree(page)
    presses = 0
    for _ in range(60):
        fits = [c for c in tree.read("gridcell") if "the tile in hand fits here as" in name(c)]
        if not fits:
            turned = [c for c in tree.read("gridcell") if "fits here only turned" in name(c)]
            if not turned:
                break  # no cell takes the tile: the game is over
            [turn] = tree.named("button", "Turn")
            [flip] = tree.named("button", "Flip")
            assert not disabled(turn)
            tree.press(turn if presses % 4 != 3 else flip)
            presses += 1
            continue
        before = len(state(page)["moves"])
        tree.press(fits[0])
        assert len(state(page)["moves"]) == before + 1
        [hand] = tree.named("image", "Tile in hand: ")
        live = [tree.text_under(n["nodeId"]) for n in tree.read("status")]
        if "none" not in name(hand):
            assert any(name(hand) in text for text in live), (name(hand), live)
    final = state(page)
    assert final["kind"] in ("won", "lost")
    verdict = " ".join(tree.text_under(n["nodeId"]) for n in tree.nodes() if n.get("role"))
    assert ("You won!" in verdict) == (final["kind"] == "won")
    assert len(final["moves"]) >= 8
    done(page)


def test_the_page_is_installable_with_its_manifest_and_icons(web_browser, web_base, tmp_path):
    context = persistent_context(web_browser, tmp_path / "profile")  # never in incognito
    page = context.new_page()
    page.goto(web_base + "?number=3")
    page.wait_for_selector(READY, timeout=BOOT_MS)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=BOOT_MS)
    cdp = page.context.new_cdp_session(page)
    assert cdp.send("Page.getInstallabilityErrors")["installabilityErrors"] == []
    manifest = cdp.send("Page.getAppManifest")
    assert manifest["errors"] == [] and manifest["url"].endswith("manifest.webmanifest")
    for size in (192, 512):
        icon = page.request.get(f"{web_base}icons/icon-{size}.png")
        assert icon.ok and icon.body()[:8] == b"\x89PNG\r\n\x1a\n"
        assert int.from_bytes(icon.body()[16:20], "big") == size  # the PNG's width
    done(page)


def test_the_puzzles_menu_opens_a_puzzle_and_keeps_its_solved_mark(web_browser, web_base):
    from puzzles.pack import find_puzzle

    page = open_page(web_browser, web_base)
    page.click("#puzzles summary")
    first = page.locator("#puzzle option").first
    assert first.inner_text() == "1. Easy" and "0 of " in page.inner_text("#puzzle-count")
    page.click("#open-puzzle")
    puzzle = find_puzzle(page.get_attribute("#puzzle option >> nth=0", "value"))
    assert state(page)["deal"] == puzzle.to_json()["deal"]
    # An open-stack puzzle: the whole stack shown, top first, and named for a screen reader.
    assert page.locator("#stack .tile").count() == len(puzzle.deal)
    stack = f"Stack, top first: {puzzle.to_json()['deal']}"
    assert page.get_attribute("#stack", "aria-label") == stack
    for move in puzzle.solution:  # the puzzle's winning play, cell by cell
        label, _, way = move.partition(":")
        for _ in range(8):
            if state(page)["hand"]["tile"] == way:
                break
            straight = state(page)["hand"]["tile"] in ("NS", "EW")
            page.click("#turn" if straight == (way in ("NS", "EW")) else "#flip")
        cell = next(c for c in state(page)["board"]["cells"] if c["label"] == label)
        page.click(f'#board .cell[data-r="{cell["r"]}"][data-c="{cell["c"]}"]')
    assert state(page)["kind"] == "won"
    assert page.locator("#stack .tile").count() == 0 and "Every tile" in page.inner_text(
        "#stack-box"
    )
    count = "document.getElementById('puzzle-count').textContent"
    page.wait_for_function(f"() => {count}.startsWith('1 of ')")
    assert "\u2713" in page.locator("#puzzle option").first.inner_text()
    page.reload()  # the mark is kept with the games, in this browser
    page.wait_for_selector(READY, timeout=BOOT_MS)
    page.click("#puzzles summary")
    assert "\u2713" in page.locator("#puzzle option").first.inner_text()
    page.click("#next-puzzle")  # the first puzzle not yet solved
    assert state(page)["message"].startswith(f"Puzzle {puzzle.id[:-3]}002")
    done(page)


ANIMATION = """() => [...document.querySelectorAll("#board .cell.drop")]
  .map((cell) => getComputedStyle(cell).animationName)"""


def test_forced_tiles_drop_in_unless_the_player_asks_for_less_motion(web_browser, web_base):
    """Tiles laid by force come in with a short drop (a scale and fade), which a player who
    asks the system for less motion (prefers-reduced-motion) does not see."""
    page = open_page(web_browser, web_base, "?size=3&goal=line&number=3")
    try:
        for _ in range(9):
            if page.locator("#board .cell.drop").count() or not play_by_clicks(page, limit=1):
                break
        assert page.locator("#board .cell.drop").count(), "no tile was laid by force"
        page.emulate_media(reduced_motion="no-preference")
        assert set(page.evaluate(ANIMATION)) == {"drop"}
        page.emulate_media(reduced_motion="reduce")
        assert set(page.evaluate(ANIMATION)) == {"none"}
    finally:
        page.emulate_media(reduced_motion="null")  # the warm tab as the browser has it
    done(page)
