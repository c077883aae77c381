"""A player who reads the app only as a screen reader does: through the AT-SPI tree and its
events, and plays with the keyboard. Run by tests/test_atspi_board.py with Debian's Python
(python3-pyatspi), not the project's: it prints what it read and heard as JSON.

    /usr/bin/python3 tests/atspi_player.py '["@0:NS", "B1:NE", ...]'

Every wait has a deadline; a step that times out ends the game with its reason in "error"."""

from __future__ import annotations

import json
import subprocess
import sys
import time
import traceback

import pyatspi
from gi.repository import GLib

WAIT = 20.0  # seconds for any one thing to happen
HINT_WAIT = 90.0  # the first hint may wait for the solver's tables
STRAIGHT = ("NS", "EW")
said: list[tuple[str, str]] = []  # (what was announced, by which element)
focus: list[str] = []  # the names of the elements focused, in turn


def heard(event) -> None:  # noqa: ANN001 (a pyatspi event)
    if event.type.startswith("object:announcement"):
        said.append((str(event.any_data), event.source.name or ""))
    elif event.type.startswith("object:state-changed:focused") and event.detail1:
        focus.append(event.source.name or "")


def pump(seconds: float) -> None:
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        while context.pending():
            context.iteration(False)
        time.sleep(0.02)


def wait_for(check, seconds: float, what: str):  # noqa: ANN001, ANN201
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        found = check()
        if found:
            return found
        pump(0.05)
    raise TimeoutError(f"timed out waiting for {what}")


def find_window():  # noqa: ANN201
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        ours = "trax" in (app.name or "").lower() if app is not None else False
        for window in app or []:
            # The title names the game ("3x3 line — deal #42"); the system adds the app's name.
            if window is not None and (ours or (window.name or "").startswith("Trax Solitaire")):
                return window
    return None


def find(root, name: str, role: str | None = None):  # noqa: ANN001, ANN201
    def match(acc) -> bool:  # noqa: ANN001
        return acc.name == name and (role is None or acc.getRoleName() == role)

    return pyatspi.findDescendant(root, match)


def cells(board) -> list:  # noqa: ANN001
    return [cell for cell in board if cell is not None]


def key(name: str) -> None:
    subprocess.run(["xdotool", "key", "--clearmodifiers", name], check=True, timeout=10)


REFUSED = "The tile fits somewhere as dealt"


def say_after(keys: str, prefix: str | tuple[str, ...], seconds: float = WAIT) -> str:
    """Press `keys` and wait for an announcement starting with `prefix`; return it."""
    start = len(said)
    key(keys)
    return wait_for(
        lambda: next((text for text, _ in said[start:] if text.startswith(prefix)), None),
        seconds,
        f"an announcement starting {prefix!r} after {keys}",
    )


def centre(acc) -> tuple[int, int]:  # noqa: ANN001
    box = acc.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return box.x + box.width // 2, box.y + box.height // 2


def focused_cell(board):  # noqa: ANN001, ANN201
    return next((c for c in cells(board) if c.getState().contains(pyatspi.STATE_FOCUSED)), None)


def go_to(board, name: str) -> None:  # noqa: ANN001
    """Move the keyboard cursor to the cell named `name`, as the tree places the cells."""
    if focused_cell(board) is None:
        start = len(focus)
        key("Right")  # the first arrow shows the cursor
        wait_for(lambda: len(focus) > start, WAIT, "the cursor's first cell to be focused")
    for _ in range(20):
        here = wait_for(lambda: focused_cell(board), WAIT, "a focused cell")
        if here.name == name:
            return
        target = wait_for(lambda: find(board, name, "table cell"), WAIT, f"a cell named {name}")
        (x, y), (tx, ty) = centre(here), centre(target)
        arrow = "Right" if tx > x + 2 else "Left" if tx < x - 2 else "Down" if ty > y else "Up"
        moved = len(focus)
        key(arrow)
        wait_for(lambda n=moved: len(focus) > n, WAIT, f"focus to move {arrow} toward {name}")
    raise TimeoutError(f"the cursor never reached {name}")


def orient(window, wanted: str) -> None:  # noqa: ANN001
    """Turn (T) and flip (F) the tile in hand until it lies as `wanted`."""
    hand = wait_for(lambda: find(window, "Tile in hand"), WAIT, "the tile in hand")
    for _ in range(8):
        lies = hand.description.split(",")[0]
        if lies == wanted:
            return
        flip = (lies in STRAIGHT) != (wanted in STRAIGHT)
        # On a loaded machine the words read may still be the last tile's (the change is on
        # its way): the app then refuses to turn a tile that fits as dealt. Read them again.
        done = "Tile flipped" if flip else "Tile turned"
        try:
            answer = say_after("f" if flip else "t", (done, REFUSED))
        except TimeoutError:  # a key lost by a loaded X server: read the tile again, press again
            continue
        if answer.startswith(REFUSED):
            pump(0.5)
    raise TimeoutError(f"the tile in hand never lay as {wanted}")


def read_table(board) -> dict:  # noqa: ANN001
    """The board as a table: its rows and columns, the name at each row and column, and the
    row and column each cell (a child of the board) says it is at."""
    table = board.queryTable()
    rows, columns = table.nRows, table.nColumns
    names = [[table.getAccessibleAt(r, c).name for c in range(columns)] for r in range(rows)]
    places = {
        cell.name: [table.getRowAtIndex(i), table.getColumnAtIndex(i)]
        for i, cell in enumerate(cells(board))
    }
    return {"rows": rows, "columns": columns, "names": names, "places": places}


def play(moves: list[str]) -> dict:
    report: dict = {"said": said, "focus": focus}
    window = wait_for(find_window, WAIT, "the app's window on the bus")
    # Read as a screen reader does, keeping what it read until the app says it changed.
    window.get_application().set_cache_mask(pyatspi.cache.DEFAULT)
    board = wait_for(lambda: find(window, "Trax board", "table"), WAIT, "the board")
    report["start"] = [(cell.name, cell.description) for cell in cells(board)]
    report["table"] = read_table(board)
    report["hand"] = find(window, "Tile in hand").description
    report["hand_focusable"] = (
        find(window, "Tile in hand").getState().contains(pyatspi.STATE_FOCUSABLE)
    )
    report["next"] = find(window, "Next tile").description
    # xdotool matches WM_NAME: the title alone ("3x3 line — deal ..."), without the app's name
    # that _NET_WM_NAME adds after it. The game played here is a 3x3 line.
    search = ["xdotool", "search", "--onlyvisible", "--name", "^3x3 line"]
    subprocess.run([*search, "windowfocus", "--sync"], timeout=10, capture_output=True)
    wait_for(
        lambda: find(window, "Trax board").getState().contains(pyatspi.STATE_FOCUSED),
        WAIT,
        "the board to have the keyboard focus",
    )
    report["values"] = []
    for number, move in enumerate(moves):
        name, _, wanted = move.partition(":")
        orient(window, wanted)
        go_to(board, name)
        # The words follow the tile in hand a moment after it turns: wait for them.
        fits = f"fits here as {wanted}"
        here = wait_for(
            lambda f=fits: (cell := focused_cell(board)) and f in cell.description and cell,
            WAIT,
            f"{name} to say the tile {fits}",
        )
        report["values"].append((here.name, here.description))
        say_after("Return", f"Played {move}")
        if number == 0:
            wait_for(lambda: find(board, "A1", "table cell"), WAIT, "the first tile's cell")
            report["after_first"] = [(cell.name, cell.description) for cell in cells(board)]
            report["table_after_first"] = read_table(board)
            report["refused"] = say_after("t", REFUSED)
            report["hint"] = say_after("h", "Hint:", HINT_WAIT)
            report["hinted"] = wait_for(
                lambda: [c.description for c in cells(board) if "hint:" in c.description],
                WAIT,
                "the cells to say the hint's chance",
            )
            say_after("h", "Heat map")
            say_after("h", "Heat map hidden")
    report["won"] = wait_for(
        lambda: next((text for text, _ in said if text.startswith("You won!")), None),
        WAIT,
        "the win to be said",
    )
    status = pyatspi.findDescendant(window, lambda acc: acc.description == "Game status")
    report["status"] = status.name if status is not None else None
    return report


def main() -> int:
    moves = json.loads(sys.argv[1])
    # As a screen reader does: it listens for changes of what it has read (the app sends
    # them only to listeners) besides announcements and focus.
    kinds = ("object:announcement", "object:state-changed", "object:property-change",
             "object:children-changed")  # fmt: skip
    for kind in kinds:
        pyatspi.Registry.registerEventListener(heard, kind)
    try:
        report = play(moves)
    except (TimeoutError, AttributeError, subprocess.SubprocessError) as exc:
        where = traceback.format_exc(limit=-3)
        report = {"said": said, "focus": focus, "error": f"{type(exc).__name__}: {exc}\n{where}"}
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
