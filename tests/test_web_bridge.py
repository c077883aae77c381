"""The web page's Python on the host (issue 23): the bridge the page calls, the links that name
a game, the statistics' words, the built site's contents, and `trax-solitaire web`'s bad
input (exit 2, one line). The page itself is tested in a browser (tests/test_web_page.py)."""

from __future__ import annotations

import html
import json
import zipfile

import pytest

from puzzles import game_request
from puzzles.game_request import GameRequest
from solitaire.deal import parse_deal
from solitaire.errors import TraxError
from solitaire.game import Game
from solitaire.variant import Variant
from tests.cli_helpers import one_line, run
from ui.common.cell_names import beyond_words
from ui.web import bridge, records


def ask(table: bridge.WebTable, op: str, **args) -> dict:
    bridge.OPS[op](table, args)
    return table.state()


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("?size=3&deal=NS+NS", "a 3x3 deal has 9 tiles"),
        ("?size=5&goal=loop&number=1", "the app plays 3x3 line, 4x4 line, 4x4 loop; not 5x5"),
        ("?size=99&number=1", "not 99x99 line"),  # what is true, not Variant's "use 2 to 8"
        ("?size=3&goal=loop&number=1", "needs an even size"),
        ("?number=12&deal=NS", "names a game twice"),
        ("?moves=@0:NS", "moves but no deal"),
        ("?number=x", "not a whole number"),
        ("?colour=red", "names nothing here"),
        ("?number=3&moves=@0:NS", "moves go with a deal"),
    ],
)
def test_a_bad_address_is_named_plainly(query, words):
    with pytest.raises(TraxError, match=words):
        game_request.from_link(query)


def test_a_link_is_read_back_as_the_game_it_names():
    deal = parse_deal("NS EW NE ES SW NW NS EW NE ES SW NW NS EW NE ES", 4)
    link = GameRequest(Variant(4, "loop"), deal=deal, moves=("@0:NS",)).link()
    wanted = game_request.from_link(link)
    assert wanted.variant == Variant(4, "loop") and wanted.moves == ("@0:NS",)
    assert "moves=@0:NS" in link and "deal=NS+EW" in link
    assert game_request.from_link("") is None


def test_the_bridge_words_a_refusal_as_the_window_does_and_counts_an_attempt_once():
    table = bridge.WebTable()
    shown = ask(table, "open", query="?size=3&goal=line&number=12345", saved=None)
    assert table.session.game.deal_text() == "ES NE NS SW EW ES NS NS NW"
    assert shown["number"] == 12345 and shown["deal"] is None  # the stack is not the page's
    far = ask(table, "click", r=-2, c=-2)
    assert far["error"] and far["moves"] == []
    assert far["message"] == beyond_words(table.session.position, (-2, -2))  # the window's words
    ask(table, "click", r=0, c=0)
    far = ask(table, "click", r=-2, c=-2)
    assert far["error"] and "not next to the layout" in far["message"]
    reports = []
    while table.state()["kind"] in ("playing", "decided"):
        cell = next((c for c in table.state()["board"]["cells"] if "play" in c), None)
        if cell is None:
            break
        reports += ask(table, "click", r=cell["r"], c=cell["c"])["reports"]
    assert [r["result"] for r in reports] in (["won"], ["lost"])
    ask(table, "restart")
    again = []
    for _ in range(9):
        again += ask(table, "redo")["reports"]
    assert again == []  # a restart and redo never report the attempt again
    assert "1 game" in records.summary_html(reports + reports)


def test_a_saved_game_is_resumed_and_a_damaged_one_ignored():
    table = bridge.WebTable()
    ask(table, "open", query="?number=77", saved=None)
    cell = next(c for c in table.state()["board"]["cells"] if "play" in c)
    record = ask(table, "click", r=cell["r"], c=cell["c"])["record"]
    other = bridge.WebTable()
    resumed = ask(other, "open", query="", saved=record)
    assert resumed["moves"] == table.state()["moves"] and "Welcome back" in resumed["message"]
    fresh = ask(bridge.WebTable(), "open", query="", saved="not a record")
    assert fresh["moves"] == []


def test_the_built_site_holds_pyodide_the_python_and_the_tables(web_site):
    files = json.loads((web_site / "files.json").read_text())["files"]
    for name in ("index.html", "app.js", "sw.js", "pyodide/pyodide.asm.wasm", "python.zip"):
        assert (web_site / name).is_file(), name
    assert "index.html" in files and "pyodide/python_stdlib.zip" in files
    names = zipfile.ZipFile(web_site / "python.zip").namelist()
    for name in ("ui/web/bridge.py", "solitaire/session.py", "solver/portable/hints.py"):
        assert name in names, name
    assert "puzzles/lessons/lessons.json" in names
    assert sum(n.startswith("web_tables/") for n in names) == 3
    text = " ".join((web_site / n).read_text() for n in ("index.html", "app.js", "sw.js"))
    assert "https://" not in text and "http://" not in text  # nothing from another host


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (("web", "--port", "99999"), "not a port number"),
        (("web", "--port", "x"), "invalid int value"),
    ],
)
def test_web_bad_input_exits_2_with_one_line(argv, words):
    done = run(*argv)
    assert done.returncode == 2
    assert words in one_line(done.stderr)


def test_web_build_into_a_file_exits_2_with_one_line(tmp_path):
    target = tmp_path / "a-file"
    target.write_text("keep me")
    done = run("web", "--build", str(target))
    assert done.returncode == 2 and "is a file, not a folder" in one_line(done.stderr)
    assert target.read_text() == "keep me"


@pytest.mark.parametrize(("size", "goal"), [(3, "line"), (4, "loop")])
def test_the_deal_of_the_day_is_the_command_lines(size, goal):
    from tests.web_helpers import cli_json

    day = "2026-12-03"
    table = bridge.WebTable()
    shown = ask(table, "open", query=f"?size={size}&goal={goal}&daily={day}", saved=None)
    expected = cli_json("daily", "--date", day, "--size", str(size), "--goal", goal)
    assert shown["number"] == expected["number"]
    assert table.session.game.deal_text() == expected["deal"]
    assert shown["game_id"] == f"the deal of the day {day} (deal #{expected['number']})"
    assert shown["address"] == f"?size={size}&goal={goal}&daily={day}"
    assert day in shown["message"] and not shown["error"]


def test_a_puzzle_link_opens_the_shipped_puzzle():
    from puzzles.pack import shipped_packs

    puzzle = shipped_packs()[0].puzzles[0]
    shown = ask(bridge.WebTable(), "open", query=f"?puzzle={puzzle.id}", saved=None)
    assert shown["number"] == puzzle.number and shown["variant"] == str(puzzle.variant)
    assert puzzle.id in shown["message"]
    wrong = ask(bridge.WebTable(), "open", query="?puzzle=no-such", saved=None)
    assert wrong["error"] and "no-such" in wrong["message"]


def test_a_game_left_open_then_replaced_by_a_link_counts_as_abandoned_once():
    table = bridge.WebTable()
    ask(table, "open", query="?number=31", saved=None)
    cell = next(c for c in table.state()["board"]["cells"] if "play" in c)
    record = ask(table, "click", r=cell["r"], c=cell["c"])["record"]
    reloaded = bridge.WebTable()  # the page loaded again, on another game's link
    shown = ask(reloaded, "open", query="?number=32", saved=record)
    assert [(r["number"], r["result"]) for r in shown["reports"]] == [(31, "abandoned")]
    assert shown["number"] == 32 and reloaded.state()["reports"] == []
    again = ask(bridge.WebTable(), "open", query="?number=31", saved=record)
    assert again["reports"] == [] and "Welcome back" in again["message"]


def test_web_build_without_npm_says_what_it_needs(tmp_path):
    done = run(
        "web",
        "--build",
        str(tmp_path / "site"),
        env={"PATH": str(tmp_path / "no-bin"), "TRAX_SOLITAIRE_CACHE_DIR": str(tmp_path / "c")},
    )
    assert done.returncode == 2 and "needs npm" in one_line(done.stderr)
    assert not (tmp_path / "site").exists()


UNREADABLE_ONE = (
    "1 game kept in this browser cannot be read (damaged, or kept by another version of this"
    " page): not counted."
)


def test_a_damaged_kept_game_is_named_in_the_statistics_never_counted_as_zero():
    words = html.unescape(bridge.stats_html(json.dumps([{"attempt": "x", "variant": "3x3 line"}])))
    assert words == UNREADABLE_ONE
    assert "0 won" not in words and "No games" not in words


def test_a_damaged_kept_game_is_named_and_left_out_while_the_others_count_and_export():
    """One entry of the browser's storage damaged (by anything: an extension, an old bug) does
    not take every figure and the export with it: the others count, it is named."""
    table = bridge.WebTable()
    good = finish_here(table, "lost")
    drawn = {**good[0], "attempt": "other", "result": "drawn"}
    words = html.unescape(bridge.stats_html(json.dumps([drawn, *good])))
    assert words == "3x3 line: 1 game, 0 won (0%), streak 0 (best 0)<br>" + UNREADABLE_ONE
    kept = [drawn, *good, "not a game", None]
    exported = json.loads(bridge.export_json(json.dumps(kept)))
    games = json.loads(exported["text"])["games"]
    assert [g["attempt"] for g in games] == [good[0]["attempt"]]
    assert exported["said"].startswith("3 games kept in this browser cannot be read")
    # What the reader found, in English, for the browser's console (a report), not the player.
    drawn_words = 'result "drawn" is not one of: won, lost, stuck, conceded, abandoned'
    assert sorted(exported["wrong"]) == ["is not a JSON object"] * 2 + [drawn_words]
    clean = json.loads(bridge.export_json(json.dumps(good)))
    assert clean["said"] == "" and clean["wrong"] == []
    assert json.loads(clean["text"])["games"] == games


def test_an_italian_page_names_the_damaged_games_in_italian_only():
    """The sentence is the player's language from end to end: no English detail in it."""
    from ui.app.language import TRANSLATIONS
    from ui.common.catalogue import compiled, install

    table = bridge.WebTable()
    good = finish_here(table, "lost")
    damaged = [{**good[0], "attempt": "a", "result": "drawn"}, {**good[0], "attempt": "b"}]
    damaged[1].pop("record")
    install(compiled(TRANSLATIONS / "trax-solitaire_it.ts"))
    try:
        words = html.unescape(bridge.stats_html(json.dumps([*damaged, *good])))
        said = json.loads(bridge.export_json(json.dumps(damaged)))["said"]
    finally:
        install(None)
    assert words.endswith(
        "2 partite conservate in questo browser non si possono leggere (danneggiate, o"
        " conservate da un’altra versione di questa pagina): non vengono contate."
    ), words
    assert said == words.split("<br>")[-1]
    assert "drawn" not in words and "record" not in words


def lesson_cell(table: bridge.WebTable, label: str) -> dict:
    """The page's cell whose label is `label` (as the board names it now)."""
    found = [c for c in table.state()["board"]["cells"] if c["label"] == label]
    assert found, label
    return found[0]


def test_lesson_4_rings_the_cell_to_try_then_says_where_to_play_instead():
    from puzzles.lessons import read_lessons

    step = read_lessons()[3].steps[8]
    assert step.try_move == "C3:NW" and step.move == "B3:NW"
    table = bridge.WebTable()
    shown = ask(table, "open", query="?lesson=4", saved=None)
    c3, b3 = lesson_cell(table, "C3"), lesson_cell(table, "B3")
    assert shown["lesson"]["try"] == "C3:NW"
    assert shown["lesson"]["rings"]["red"] == [[c3["r"], c3["c"]]]
    assert shown["lesson"]["rings"]["gold"] == []  # first the cell to try
    tried = ask(table, "click", r=c3["r"], c=c3["c"])
    assert tried["error"] and tried["message"].endswith("Now play at B3 instead.")
    assert len(tried["moves"]) == len(shown["moves"])  # refused by the rules
    assert tried["lesson"]["rings"]["gold"] == [[b3["r"], b3["c"]]]
    assert tried["lesson"]["try"] is None
    played = ask(table, "click", r=b3["r"], c=b3["c"])
    assert not played["error"] and played["moves"][-1] == "B3:NW"


def test_a_lesson_is_never_counted_and_the_players_game_waits_beside_it():
    from puzzles.lessons import read_lessons

    table = bridge.WebTable()
    ask(table, "open", query="?size=3&goal=line&number=12345", saved=None)
    ask(table, "click", r=0, c=0)
    own = table.state()["moves"]
    shown = ask(table, "lesson", number=1)
    assert shown["lesson"]["number"] == 1 and shown["record"] is not None
    assert shown["reports"] == []  # the player's game is put aside, not given up
    for step in read_lessons()[0].steps:
        label = step.move.partition(":")[0]
        cell = lesson_cell(table, label)
        assert shown["lesson"]["rings"]["gold"] == [[cell["r"], cell["c"]]]
        shown = ask(table, "click", r=cell["r"], c=cell["c"])
        assert not shown["error"], shown["message"]
    assert shown["lesson"]["done"]
    assert shown["reports"] == []  # a lesson is never counted
    back = ask(table, "leave_lesson")
    assert back["lesson"] is None and back["moves"] == own and back["number"] == 12345


def test_a_wrong_cell_in_a_lesson_is_refused_naming_the_move_asked():
    table = bridge.WebTable()
    ask(table, "open", query="?lesson=1", saved=None)
    ask(table, "click", r=0, c=0)  # @0, the first step
    wrong = next(c for c in table.state()["board"]["cells"] if c.get("play") and c["label"] != "A0")
    refused = ask(table, "click", r=wrong["r"], c=wrong["c"])
    assert refused["error"] and "This lesson asks for A0:NE now" in refused["message"]
    assert len(refused["moves"]) == 1


def test_a_reload_inside_a_lesson_comes_back_to_the_lesson_where_it_was():
    table = bridge.WebTable()
    ask(table, "open", query="?number=77", saved=None)
    ask(table, "click", r=0, c=0)
    ask(table, "lesson", number=1)
    shown = ask(table, "click", r=0, c=0)
    assert shown["address"] == "?lesson=1" and len(shown["moves"]) == 1
    again = bridge.WebTable()  # the page reloaded: what it kept is handed back
    resumed = ask(
        again,
        "open",
        query=shown["address"],
        saved=shown["record"],
        saved_lesson=shown["lesson_record"],
    )
    assert resumed["lesson"]["number"] == 1 and resumed["moves"] == shown["moves"]
    assert "Welcome back to lesson 1" in resumed["message"]
    assert ask(again, "leave_lesson")["number"] == 77  # the player's own game came back too
    other = ask(
        bridge.WebTable(),
        "open",
        query="?lesson=2",
        saved=None,
        saved_lesson=shown["lesson_record"],
    )  # another lesson's game: not resumed
    assert other["lesson"]["number"] == 2 and "Welcome back" not in other["message"]


def test_the_solution_is_replayed_move_by_move_and_back_to_the_game():
    table = bridge.WebTable()
    shown = ask(table, "open", query="?size=3&goal=line&number=12345", saved=None)
    ask(table, "click", r=0, c=0)
    refused = ask(table, "replay", action="start")
    assert refused["error"] and "finish it, or concede" in refused["message"]
    deal = table.session.game.deal_text()
    moves = json.loads(bridge.solve_json(shown["variant"], deal))
    assert moves, "deal 12345 is solvable"
    early = ask(table, "solved", deal=deal, moves=moves)  # the game can still be won
    assert early["error"] and not early["has_solution"] and not early["may_solve"]
    assert " ".join(moves) not in early["message"]
    table.session.concede()  # counted (as conceded): the solution may be shown now
    found = ask(table, "solved", deal=deal, moves=moves)
    assert found["may_solve"] and " ".join(moves) in found["message"]
    assert found["has_solution"] and found["replay"] is None
    start = ask(table, "replay", action="start")
    assert start["replay"] == {
        "index": 0,
        "count": len(moves),
        "where": f"Solution: move 0 of {len(moves)}",
    }
    assert not any(c.get("tile") for c in start["board"]["cells"])  # from the first tile
    for index in range(1, len(moves) + 1):
        step = ask(table, "replay", action="next")
        assert step["replay"]["index"] == index and f"Played {moves[index - 1]}" in step["message"]
    assert step["kind"] == "won"  # the solution wins
    assert ask(table, "replay", action="next")["error"]  # no move after the last
    back = ask(table, "replay", action="prev")
    assert back["replay"]["index"] == len(moves) - 1
    game = ask(table, "replay", action="exit")
    assert game["replay"] is None and len(game["moves"]) == 1
    assert sum(1 for c in game["board"]["cells"] if c.get("tile")) == 1


@pytest.mark.parametrize("number", range(1, 9))
def test_every_lesson_plays_to_its_end_on_the_page_never_counted(number):
    """Each lesson of the tutorial through the page's bridge, as a player follows its words:
    the move to try first where a step asks (refused, then told where to play), the tile
    turned or flipped where a step needs it, the gold ring's cell; the lesson ends and nothing
    is counted."""
    from puzzles.lessons import read_lessons
    from solitaire.move import Move

    lesson = read_lessons()[number - 1]
    table = bridge.WebTable()
    shown = ask(table, "open", query=f"?lesson={number}", saved=None)
    for step in lesson.steps[len(shown["moves"]) :]:
        if step.try_move:
            tried = lesson_cell(table, step.try_move.partition(":")[0])
            refused = ask(table, "click", r=tried["r"], c=tried["c"])
            assert refused["error"] and "Now play at" in refused["message"], refused["message"]
        wanted = Move.parse(step.move)
        for _ in range(8):  # T and F until the tile lies as the step wants it
            hand = table.state()["hand"]["tile"]
            if wanted.orientation is None or hand == step.move.partition(":")[2]:
                break
            straight = hand in ("NS", "EW")
            op = "turn" if straight == (step.move.partition(":")[2] in ("NS", "EW")) else "flip"
            assert not ask(table, op)["error"], table.state()["message"]
        cell = lesson_cell(table, step.move.partition(":")[0])
        gold = table.state()["lesson"]["rings"]["gold"]
        assert gold == [[cell["r"], cell["c"]]], (step.move, gold)
        shown = ask(table, "click", r=cell["r"], c=cell["c"])
        assert not shown["error"], (step.move, shown["message"])
        assert shown["moves"][-1] == str(wanted)
        assert shown["reports"] == []
    assert shown["lesson"]["done"] and lesson.done == shown["lesson"]["text"]


def test_the_pages_own_words_come_from_the_bridge_in_the_windows_words():
    """What the page says beside the board (the tiles as a screen reader names them, the tiles
    left, the heading, the game's ID, the lesson's line and list, the replay's place, and its
    sentences when the browser refuses) is worded in Python, never in JavaScript (issue 23)."""
    from puzzles.lessons import read_lessons
    from solitaire.cell_words import hand_words

    table = bridge.WebTable()
    shown = ask(table, "open", query="?size=3&goal=line&number=12345", saved=None)
    position = table.session.position
    assert shown["hand_label"] == f"Tile in hand: {hand_words(position.hand)}"
    assert shown["next_label"] == f"Next tile: {hand_words(position.next_tile)}"
    assert shown["remaining_html"] == f"<b>{position.remaining}</b> tiles left"
    assert shown["heading"] == f"3x3 line · {shown['caption']}"
    assert shown["game_id"] == "deal #12345"  # no tile not yet drawn (issue 31)
    revealed = ask(table, "reveal")
    assert revealed["game_id"] == "ES NE NS SW EW ES NS NS NW (deal #12345)"
    uk = ask(table, "theme", theme="uk")
    assert "red" in uk["hand_label"] and "black" not in uk["hand_label"]
    typed = ask(table, "new", kind="deal", variant="3x3 line", value="NS NS NS NS NS NS NS NS NS")
    assert typed["game_id"] == "NS NS NS NS NS NS NS NS NS"  # no number to name
    for sentence in ("not_kept", "not_kept_note", "stats_unreadable"):
        assert "{error}" in shown["words"][sentence]  # the page puts the browser's error there
    assert shown["words"]["searching"].startswith("Searching")
    first = read_lessons()[0]
    taught = ask(table, "open", query="?lesson=1", saved=None)["lesson"]
    count = len(read_lessons())
    assert taught["line"] == f"Lesson 1 of {count}, {first.title}: {taught['text']}"
    assert json.loads(bridge.lesson_titles())[0] == f"1. {first.title}"


def test_the_tile_labels_say_none_past_the_end_of_the_stack():
    table = bridge.WebTable()
    shown = ask(table, "open", query="?size=3&goal=line&number=12345", saved=None)
    while shown["kind"] in ("playing", "decided"):  # deal 12345 is played out to its end
        cell = next(c for c in shown["board"]["cells"] if "play" in c)
        shown = ask(table, "click", r=cell["r"], c=cell["c"])
    assert shown["hand_label"] == "Tile in hand: none" and shown["next_label"] == "Next tile: none"
    assert shown["remaining_html"] == "<b>0</b> tiles left"


def test_a_browser_dropping_a_download_is_no_traceback(tmp_path, capsys):
    """`trax-solitaire web`'s server, when the browser drops a connection mid-answer (a page
    reloaded or left while a large file was on its way): nothing is printed, the next
    request is served."""
    import socket
    import struct
    import threading
    import time
    import urllib.request

    from ui.web.serve import serve_in_thread

    (tmp_path / "python.zip").write_bytes(b"x" * (32 << 20))
    (tmp_path / "files.json").write_text("{}", encoding="utf-8")
    before = threading.active_count()
    server, url = serve_in_thread(tmp_path)
    try:
        for _ in range(3):
            client = socket.create_connection(server.server_address[:2])
            client.sendall(b"GET /python.zip HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            assert client.recv(4096).startswith(b"HTTP/1.0 200")
            client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            client.close()  # a reset, as a browser's dropped connection
        deadline = time.monotonic() + 30
        while threading.active_count() > before + 1 and time.monotonic() < deadline:
            time.sleep(0.05)  # until the server's handlers have met the dropped connections
        assert threading.active_count() == before + 1
        with urllib.request.urlopen(url + "files.json", timeout=30) as answer:
            assert answer.read() == b"{}"
    finally:
        server.shutdown()
        server.server_close()
    assert capsys.readouterr().err == ""


def play_to_the_end(table: bridge.WebTable) -> list[dict]:
    """Lay each tile in the first cell the page offers, turning it when it fits nowhere as
    dealt, until the game is over; the reports on the way."""
    reports: list[dict] = []
    while table.state()["kind"] in ("playing", "decided"):
        for change in ("", "turn", "turn", "turn", "flip", "turn", "turn", "turn"):
            if change:
                reports += ask(table, change)["reports"]
            cells = table.state()["board"]["cells"]
            if (cell := next((c for c in cells if "play" in c), None)) is not None:
                break
        else:
            raise AssertionError(f"no cell takes the tile in hand: {table.state()['status']}")
        reports += ask(table, "click", r=cell["r"], c=cell["c"])["reports"]
    return reports


# Deal #100 (3x3 line) and a winning play of it.
WIN_100 = ["@0:EW", "B1:EW", "B0:EW", "B0:EW", "C3:NW", "A2:NE", "C1:EW"]


def finish_here(table: bridge.WebTable, result: str) -> list[dict]:
    """A game finished on this page (won: deal #100's last move played here; lost: deal
    #12345 played first-fit): the reports on the way."""
    if result == "lost":
        ask(table, "open", query="?size=3&goal=line&number=12345", saved=None)
        return play_to_the_end(table)
    ask(table, "open", query=link_100(WIN_100[:-1]), saved=None)
    label = WIN_100[-1].split(":")[0]
    for _ in range(4):  # the last tile fits nowhere as dealt: it is turned until it fits
        if "play" in lesson_cell(table, label):
            break
        ask(table, "turn")
    last = lesson_cell(table, label)
    return ask(table, "click", r=last["r"], c=last["c"])["reports"]


def link_100(moves: list[str]) -> str:
    """The address of deal #100 typed in, with `moves` played."""
    deal = "+".join(Game.from_number(Variant(3, "line"), 100).deal_text().split())
    return f"?size=3&goal=line&deal={deal}&moves={'+'.join(moves)}"


@pytest.mark.parametrize("result", ["won", "lost"])
def test_a_finished_games_own_link_never_counts_it_again(result):
    """The address of a finished game (its deal and moves), opened in a new tab, by Back or by
    a duplicated tab, shows that game: Undo and Redo there, or a New game, count nothing."""
    table = bridge.WebTable()
    assert [r["result"] for r in finish_here(table, result)] == [result]  # counted here, once
    link = table.state()["address"]
    assert "moves=" in link  # the finished game's stack is open: its link holds the moves
    for leave in (["undo", "redo"], ["new"]):
        other = bridge.WebTable()  # another tab (or Back, or a duplicate) on that link
        shown = ask(other, "open", query=link, saved=None)
        assert shown["moves"] == table.state()["moves"] and shown["reports"] == []
        reports = []
        for op in leave:
            args = {"kind": "random", "variant": "3x3 line"} if op == "new" else {}
            reports += ask(other, op, **args)["reports"]
        assert reports == [], (leave, reports)


def test_a_link_to_a_game_in_progress_counts_from_the_first_move_played_here():
    link = link_100(WIN_100[:3])
    looked = bridge.WebTable()
    assert len(ask(looked, "open", query=link, saved=None)["moves"]) == 3
    left = ask(looked, "new", kind="random", variant="3x3 line")
    assert left["reports"] == []  # only looked at: nothing played here, nothing counted
    played = bridge.WebTable()
    ask(played, "open", query=link, saved=None)
    reports = play_to_the_end(played)
    assert [r["source"] for r in reports] == ["deal"]  # played here: counted, once


@pytest.mark.parametrize("damaged", [5, True, ["record"], {"record": "x"}, 1.5])
def test_a_kept_copy_of_the_wrong_type_deals_afresh_never_stops_the_page(damaged):
    """The browser's instant copy is JSON that anything may have damaged: a game or a lesson
    kept as something other than text is not resumed, and the page plays on."""
    for query in ("", "?number=5", "?lesson=2"):
        shown = ask(bridge.WebTable(), "open", query=query, saved=damaged, saved_lesson=damaged)
        assert shown["moves"] == [] and not shown["error"], (query, shown["message"])


def test_a_kept_copy_that_cannot_be_read_gives_way_to_the_other_or_is_said():
    """The page keeps the game twice (its instant copy and IndexedDB): when the newer copy is
    text that is not a record, the older is resumed; when neither can be read, the page says
    so rather than dropping the game in progress unsaid."""
    table = bridge.WebTable()
    ask(table, "open", query="?number=77", saved=None)
    cell = next(c for c in table.state()["board"]["cells"] if "play" in c)
    record = ask(table, "click", r=cell["r"], c=cell["c"])["record"]
    moves = table.state()["moves"]
    again = ask(bridge.WebTable(), "open", query="", saved="garbage", saved_older=record)
    assert again["moves"] == moves and not again["error"] and "Welcome back" in again["message"]
    for older in (None, "more garbage"):
        lost = ask(
            bridge.WebTable(), "open", query="?number=77", saved="garbage", saved_older=older
        )
        assert lost["moves"] == [] and lost["error"], older
        assert lost["message"].startswith(
            "The game kept in this browser could not be read, so it was not resumed. Deal #77"
        ), lost["message"]
    fresh = ask(bridge.WebTable(), "open", query="?number=77", saved=None, saved_older=None)
    assert not fresh["error"] and "could not be read" not in fresh["message"]


def test_a_win_the_browser_could_not_keep_counts_from_the_address_it_left():
    """A full disk refused every move after the first: the browser kept the game at one move,
    and the address bar the won game's link. Reopened, the link carries on the kept game, and
    the win counts once as that attempt, never as an abandoned game."""
    table = bridge.WebTable()
    ask(table, "open", query="?size=3&goal=line&number=100", saved=None)
    first = lesson_cell(table, WIN_100[0].split(":")[0])
    kept = ask(table, "click", r=first["r"], c=first["c"])["record"]  # all IndexedDB holds
    attempt = bridge.WebTable()
    ask(attempt, "open", query="", saved=kept)
    won = finish_here_from(attempt)
    link = attempt.state()["address"]
    assert won[0]["result"] == "won"
    reopened = bridge.WebTable()
    state = ask(reopened, "open", query=link, saved=kept)
    assert [(r["attempt"], r["result"]) for r in state["reports"]] == [(won[0]["attempt"], "won")]
    assert state["kind"] == "won" and "Welcome back" in state["message"]
    for op in ("undo", "redo", "restart"):  # nothing more to count there
        assert ask(reopened, op)["reports"] == []
    # A link that is not the kept game played on (another line of play) still replaces it,
    # and the game given up counts as abandoned, as before.
    other = bridge.WebTable()
    elsewhere = link_100(["@0:NS"])
    assert elsewhere != link_100(WIN_100[:1])
    state = ask(other, "open", query=elsewhere, saved=kept)
    assert [r["result"] for r in state["reports"]] == ["abandoned"]
    # Nor does a kept game with no move played here take a finished link as its own.
    fresh = bridge.WebTable()
    blank = ask(fresh, "open", query="?size=3&goal=line&number=100", saved=None)["record"]
    state = ask(bridge.WebTable(), "open", query=link, saved=blank)
    assert state["reports"] == [] and state["kind"] == "won"


def finish_here_from(table: bridge.WebTable) -> list[dict]:
    """Play deal #100's winning moves after the first on the table: the reports on the way."""
    reports: list[dict] = []
    for move in WIN_100[1:]:
        label = move.split(":")[0]
        for _ in range(4):  # a tile that fits nowhere as dealt is turned until it fits
            if "play" in lesson_cell(table, label):
                break
            ask(table, "turn")
        cell = lesson_cell(table, label)
        reports += ask(table, "click", r=cell["r"], c=cell["c"])["reports"]
    return reports
