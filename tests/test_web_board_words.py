"""The web page's board and menus worded in Python, on the host (issue 31, items 6, 8 and 10):
the cells named in the window's words (solitaire.cell_words), the cells no tile can reach
counted in the board's summary instead of read one by one, the tiles said after a move, the
Puzzles menu's solved marks from the games kept, and the build's list of hashes."""

from __future__ import annotations

import hashlib
import json

from solitaire.cell_words import cell_value, hand_words, tile_words
from solitaire.game import Game
from solitaire.variant import Variant
from ui.web import bridge, packs


def ask(table: bridge.WebTable, op: str, **args) -> dict:
    bridge.OPS[op](table, args)
    return table.state()


def test_at_the_start_one_cell_is_read_and_the_48_others_are_counted():
    table = bridge.WebTable()
    shown = ask(table, "open", query="?size=4&goal=loop&number=777", saved=None)
    board = shown["board"]
    read = [cell for cell in board["cells"] if not cell.get("apart")]
    hand = Game.from_number(Variant(4, "loop"), 777).position.hand
    assert [cell["label"] for cell in read] == ["@0"]
    assert read[0]["name"] == f"@0, {cell_value(table.session.position, (0, 0), hand)}"
    assert board["summary"] == (
        "Board, 7 rows by 7 columns; 48 cells where no tile can go this move, left out"
    )


def test_every_cell_is_named_in_the_windows_words_as_the_game_goes():
    table = bridge.WebTable()
    shown = ask(table, "open", query="?size=4&goal=line&number=31", saved=None)
    for _ in range(5):
        position, hand = table.session.position, table.session.hand_orientation
        for cell in shown["board"]["cells"]:
            where = (cell["r"], cell["c"])
            if "tile" in cell:
                assert cell["name"] == f"{cell['label']}, {tile_words(position.tiles[where])}"
            elif not cell.get("apart"):
                assert cell["name"] == f"{cell['label']}, {cell_value(position, where, hand)}"
            else:  # no tile touches it: left out, and never a cell a tile may take
                assert "play" not in cell and "empty; " in cell["name"]
        apart = sum(1 for cell in shown["board"]["cells"] if cell.get("apart"))
        assert f"{apart} cells where no tile can go" in shown["board"]["summary"]
        for op in ("turn", "turn", "turn", "flip", "turn", "turn", "turn"):
            if any("play" in cell for cell in shown["board"]["cells"]):
                break
            shown = ask(table, op)  # it fits nowhere as it lies: turned until it fits
        fits = next(cell for cell in shown["board"]["cells"] if "play" in cell)
        shown = ask(table, "click", r=fits["r"], c=fits["c"])
        position = table.session.position
        hand, upcoming = hand_words(position.hand), hand_words(position.next_tile)
        assert shown["tiles_said"] == f"Tile in hand: {hand}. Next tile: {upcoming}."


def test_the_uk_theme_names_the_black_track_red():
    table = bridge.WebTable()
    ask(table, "theme", theme="uk")
    shown = ask(table, "open", query="?size=3&number=5", saved=None)
    fits = next(cell for cell in shown["board"]["cells"] if "play" in cell)
    shown = ask(table, "click", r=fits["r"], c=fits["c"])
    placed = next(cell for cell in shown["board"]["cells"] if "tile" in cell)
    assert "red" in placed["name"] and "black" not in placed["name"]
    assert "red" in shown["tiles_said"] and "black" not in shown["tiles_said"]


def test_the_puzzles_menu_marks_the_puzzles_won_and_offers_the_next():
    from puzzles.pack import shipped_packs

    every = [p for pack in shipped_packs() for p in pack.puzzles]
    won = {"source": "puzzle", "puzzle": every[0].id, "result": "won"}
    lost = {"source": "puzzle", "puzzle": every[1].id, "result": "lost"}
    menu = json.loads(bridge.puzzle_menu(json.dumps([won, lost, "damaged", {"puzzle": 3}])))
    first = menu["packs"][0]
    assert first["label"] == f"{every[0].variant}: 1 of {len(first['puzzles'])} puzzles solved"
    labels = [p["label"] for p in first["puzzles"]]
    assert labels[0] == f"1. {every[0].level} {packs.SOLVED_MARK} solved"
    assert labels[1] == f"2. {every[1].level}"  # lost: not solved
    assert menu["next"] == every[1].id
    assert menu["solved"] == f"1 of {len(every)} puzzles solved in this browser"
    table = bridge.WebTable()
    shown = ask(table, "puzzle", id=menu["next"])
    assert shown["message"].startswith(f"Puzzle {every[1].id} ")
    assert table.session.to_record() is not None and shown["deal"] == every[1].to_json()["deal"]
    deal = every[1].to_json()["deal"]  # an open stack: shown whole, top first
    assert shown["stack"]["name"] == f"Stack, top first: {deal}"
    assert len(shown["stack"]["tiles"]) == len(every[1].deal)
    assert ask(table, "new", kind="number", variant="3x3 line", value="7")["stack"] is None


def test_next_unsolved_puzzle_comes_after_the_one_played_as_on_the_desktop():
    from puzzles.pack import shipped_packs

    every = [p for pack in shipped_packs() for p in pack.puzzles]
    kept = [{"source": "puzzle", "puzzle": every[5].id, "result": "won"}]
    bridge.handle(json.dumps({"op": "puzzle", "id": every[4].id}))
    assert json.loads(bridge.puzzle_menu(json.dumps(kept)))["next"] == every[6].id
    bridge.handle(json.dumps({"op": "puzzle", "id": every[-1].id}))  # the last: round to the start
    assert json.loads(bridge.puzzle_menu(json.dumps(kept)))["next"] == every[0].id


def test_the_build_lists_the_hash_of_every_file_but_the_service_worker(web_site):
    listed = json.loads((web_site / "files.json").read_text())
    files = sorted(p.relative_to(web_site).as_posix() for p in web_site.rglob("*") if p.is_file())
    assert sorted(listed["sha256"]) == listed["files"]
    assert set(files) - set(listed["files"]) == {"sw.js", "files.json"}
    for name, digest in listed["sha256"].items():
        assert hashlib.sha256((web_site / name).read_bytes()).hexdigest() == digest, name
    manifest = json.loads((web_site / "manifest.webmanifest").read_text())
    assert {icon["src"] for icon in manifest["icons"]} <= set(files)
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
