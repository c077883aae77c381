"""The rules window: how to play, written for players. docs/rules.md, the shared rules contract, is
the authority; this says the same things in plain words, with pictures of the six ways a tile
can lie."""

from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtCore import QRectF, Qt, QUrl
from PySide6.QtGui import QAction, QImage, QKeySequence, QPainter, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from puzzles.grades import GRADES
from solitaire.tiles import ORIENTATIONS
from ui.app.board.tile_painter import paint_tile
from ui.app.language import QT_TR_NOOP, tr
from ui.app.themes import CLASSIC, Theme

TILE_SCHEME = "tile"


def tile_image(orientation: str, side: int = 56, theme: Theme = CLASSIC) -> QImage:
    """A picture of one tile lying in the named orientation, drawn as on the board."""
    code = ORIENTATIONS.index(orientation)
    image = QImage(side, side, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, side, side), code, theme)
    painter.end()
    return image


def _tile_row() -> str:
    """The six tiles, each named after its picture: in one line of text, not a table, so a
    screen reader reads them as words (Qt marks table cells with characters of its own)."""
    tiles = "&nbsp;&nbsp; ".join(
        f'<img src="{TILE_SCHEME}:{name}" width="56" height="56" style="vertical-align:middle">'
        f"&nbsp;{name}"
        for name in ORIENTATIONS
    )
    return f"<p>{tiles}</p>"


# What the mouse and the board's own keys do (they are not menu actions).
BOARD_KEYS = (
    (
        QT_TR_NOOP("Click"),
        QT_TR_NOOP("Place the tile in hand (as the hint or heat map shows it, when shown)"),
    ),
    (QT_TR_NOOP("Arrow keys"), QT_TR_NOOP("Move the cursor over the table")),
    (QT_TR_NOOP("Enter or Space"), QT_TR_NOOP("Place the tile in hand at the cursor")),
    (
        QT_TR_NOOP("Right-click or wheel down"),
        QT_TR_NOOP("Turn the tile a quarter clockwise (when allowed)"),
    ),
    (QT_TR_NOOP("Wheel up"), QT_TR_NOOP("Turn the tile a quarter anticlockwise (when allowed)")),
    (QT_TR_NOOP("Shift+right-click or middle click"), QT_TR_NOOP("Flip the tile (when allowed)")),
    (
        QT_TR_NOOP("Tab"),
        QT_TR_NOOP("From the board to the move box (type a move such as B2:NE, then Enter)"),
    ),
    (
        QT_TR_NOOP("Tab, Shift+Tab"),
        QT_TR_NOOP("On to the buttons in turn (Space presses the one framed in gold)"),
    ),
    (QT_TR_NOOP("Esc (in the move box)"), QT_TR_NOOP("Back to the board")),
    (
        QT_TR_NOOP("Alt+B, Alt+K, Alt+N"),
        QT_TR_NOOP("Tutorial: back a lesson, skip it, the next lesson"),
    ),
    (QT_TR_NOOP("Alt+O, Alt+L"), QT_TR_NOOP("Tutorial: the list of lessons, leave the tutorial")),
    (
        QT_TR_NOOP("Enter (in Statistics)"),
        QT_TR_NOOP("Review the selected game (or double-click it)"),
    ),
)


def action_keys(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    """(keys, what) for every action with a shortcut, as the menus name them."""
    rows = []
    for action in actions:
        shortcuts = [
            k.toString(QKeySequence.SequenceFormat.NativeText)
            for k in action.shortcuts()
            if not k.isEmpty()
        ]
        if not shortcuts:
            continue
        what = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        what = what.rstrip("…").strip()
        tip = action.statusTip()
        if tip.startswith((tr("Solution replay"), tr("Play the solution"))):
            what = tip  # the replay's buttons are named by arrows: say what they do
        rows.append((tr(" or ").join(shortcuts), what))
    return rows


def keys_table(actions: Iterable[QAction] = ()) -> str:
    """Each key and what it does, a line each (a list, not a table: read aloud as written)."""
    rows = "".join(
        f"<li><b>{html.escape(key)}</b>: {html.escape(what)}</li>"
        for key, what in (*[(tr(k), tr(w)) for k, w in BOARD_KEYS], *action_keys(actions))
    )
    return f"<ul>{rows}</ul>"


def _grades_list() -> str:
    items = "".join(
        f"<li><b>{html.escape(tr(name))}</b>: {html.escape(tr(text))}</li>"
        for name, text in GRADES.items()
    )
    return f"<ul>{items}</ul>"


# The help, a section at a time (each translated whole); {TILE_ROW}, {GRADES} and {KEYS_TABLE}
# are put in where shown.
HELP_SECTIONS = (
    QT_TR_NOOP(
        """<h1>How to play Trax Solitaire</h1>
<p>You lay a stack of Trax tiles into a square, one at a time, so that the tracks join up. Win by
making one colour's track run through <b>every</b> tile. The 3x3 game uses 9 tiles, the 4x4 games
16.</p>
"""
    ),
    QT_TR_NOOP(
        """<h2>The tiles</h2>
<p>Every tile is the same: it carries a white track and a black track. On one side the two tracks
cross straight over each other; on the other side each track makes a quarter turn. So a tile can
lie on the table in six ways:</p>
{TILE_ROW}
<p>Straight side: <b>NS</b> and <b>EW</b>. Curved side: <b>NE</b>, <b>ES</b>, <b>SW</b>,
<b>NW</b>. The name says which edges the white track joins. The stack is shuffled, so each tile
comes up on a random side, turned a random way. (Sets sold in the UK print red instead of black;
choose the UK colours in Preferences.)</p>
"""
    ),
    QT_TR_NOOP(
        """<h2>Your turn</h2>
<p>You hold the top tile of the stack and can see the next one under it. Nothing else in the stack
is known.</p>
<ul>
<li><b>The first tile</b> goes down just as it was dealt. Where does not matter: the square grows
around it.</li>
<li><b>Every other tile</b> goes, as dealt, into an empty space next to a tile already down.</li>
<li><b>Colours must match.</b> Wherever the new tile touches a tile on the table, the track
colour must be the same on both sides of the edge: white meets white, black meets black.</li>
</ul>
"""
    ),
    QT_TR_NOOP(
        """<h2>The frame</h2>
<p>The tiles must fit in the square: 3 by 3 for the 3x3 game, 4 by 4 for the 4x4 games. You can
never start a 4th row or column in 3x3 (a 5th in 4x4). Until the layout is a full square wide in
some direction, it can still grow on either side.</p>
"""
    ),
    QT_TR_NOOP(
        """<h2>Forced spaces are filled for you</h2>
<p>When one colour's track runs into an empty space from two of its sides, that space is
<b>forced</b>: only one way of laying a tile there joins the two tracks. After every move, each
forced space is filled at once with the next tile from the stack, turned or flipped to join them
up, whichever way it was dealt. Filling one can force another; that is filled too. These tiles
come from the stack like any other, so a move can use up several tiles. You never choose anything
in a forced fill, so the game does it.</p>
"""
    ),
    QT_TR_NOOP(
        """<h2>Turning and flipping</h2>
<p>Normally you must play the tile exactly as dealt. Only when the tile in hand <b>fits nowhere</b>
as dealt may you turn it (<b>T</b>) or flip it over (<b>F</b>) and play it any of the six ways,
anywhere that way fits. If it fits somewhere as dealt, it must be played as dealt.</p>
"""
    ),
    QT_TR_NOOP(
        """<h2>Dead spaces</h2>
<p>A space that one colour runs into from three or four sides can never be filled: no tile joins
three tracks of one colour. You may not make a move that leaves such a <b>dead space</b>, counting
the forced spaces that the move fills as well. The game will not let you make such a move.</p>
"""
    ),
    QT_TR_NOOP(
        """<h2>Winning</h2>
<p>When the last tile is down the square is full. Then:</p>
<ul>
<li><b>Line</b> (3x3 line, 4x4 line): you win if one colour, white or black, has a single track
that runs through all the tiles. It may end at the edges or close up on itself.</li>
<li><b>Loop</b> (4x4 loop): you win if one colour's single track through all 16 tiles closes up
into a loop.</li>
</ul>
"""
    ),
    QT_TR_NOOP(
        """<h2>When the game is decided</h2>
<p>You lose when the tile in hand cannot be placed anywhere, however you turn or flip it: you are
<b>stuck</b>. Often it is clear sooner: the game tells you as soon as <b>neither colour can still
reach the goal</b>, even though tiles remain. A colour is out of the running when</p>
<ul>
<li>it closes a loop that misses some tiles;</li>
<li>in a line game, a track that misses some tiles has both ends running out of the square, at
sides where the layout is already full width;</li>
<li>in the loop game, any of its tracks runs out of the square at such a side (a loop has no
ends).</li>
</ul>
"""
    ),
    QT_TR_NOOP(
        """<h2>Hints</h2>
<p>Press <b>H</b> for a hint: the best move (or moves, when several are equally good), with a
percentage and the forced spaces each fills; press H again for the heat map of where the
tile in hand can go, coloured by how good each move is. Clicking a cell plays the tile just as the
hint or the heat map shows it there.</p>
<p>The percentage is your <b>exact chance of winning from here if you play perfectly</b>, knowing
only what you see now: the tile in hand and the tiles shown ahead (the next one in the standard
game; the <b>Tiles shown ahead</b> preference shows 0, 2 or 3 instead). The rest is unknown, so
it is a chance, not a promise: at 60% the best play wins 60 out of 100 games like this one on
average. 100% means you win whatever comes up, if you play right; 0% means the game can no longer
be won. A hint never peeks at the hidden tiles.</p>
<p>The <b>Deal only solvable deals</b> preference gives deals that could be won if you knew the
whole stack in advance. You don't, so you can still lose them.</p>
"""
    ),
    QT_TR_NOOP(
        """<h2>Typing moves</h2>
<p>Press <b>M</b> (or click the box under the board) and type a move in the notation of game
records: the cell, a colon and the way the tile lies, like <b>B2:NE</b>, then Enter. <b>B2</b>
alone plays the tile as you hold it. Columns are lettered from the west edge of the layout
(<b>@</b> is the empty column west of it), rows numbered from the north edge (<b>0</b> is the
empty row north of it), as on the board's labels.</p>
"""
    ),
    QT_TR_NOOP(
        """<h2>Other ways to deal</h2>
<p><b>New game</b> (N) deals at random, or a deal by its number, or a deal you paste (its
orientations from the top of the stack down). A <b>difficulty</b> deals a random deal of that
grade:</p>
{GRADES}
<p>The <b>deal of the day</b> is the same deal for every player of a variant on that day (UTC),
and one the solver has proved can be won.</p>
"""
    ),
    QT_TR_NOOP(
        """<h2>Puzzles</h2>
<p><b>Puzzles</b> (P) are open-stack deals: the whole stack is shown beside the board, so you can
plan every move. Each pack has puzzles from easy to hard; a solved puzzle is marked, and
<b>Next unsolved puzzle</b> carries on where you left off. A hint in a puzzle names a move that
still wins for certain.</p>
"""
    ),
    QT_TR_NOOP(
        """<h2>Statistics</h2>
<p>Every game you start and play at least one move of is counted once: won, lost (the square
full without the goal, stuck, or decided and conceded), or abandoned if you start another deal
before it ends (that counts as a loss). Quitting keeps your game for next time; it is not a loss.
Undo, Restart and Redo never count a game twice. Only random and numbered deals count towards the
win rate and the streak; pasted deals, deals of the day, graded deals and puzzles are counted
apart.</p>
"""
    ),
    QT_TR_NOOP(
        """<h2>Starting on a game</h2>
<p>The command line opens the app on a game: <tt>trax-solitaire --size 3 --goal line --deal
"NS ES ..."</tt>, <tt>--number K</tt>, <tt>--daily</tt>, <tt>--puzzle 3x3-line-004</tt>, or a saved
game file.</p>
"""
    ),
    QT_TR_NOOP(
        """<h2>Keys and mouse</h2>
{KEYS_TABLE}"""
    ),
)


def help_html(actions: Iterable[QAction] = ()) -> str:
    """The help, its key table made from the window's actions and their shortcuts."""
    text = "\n".join(tr(section) for section in HELP_SECTIONS)
    text = text.replace("{TILE_ROW}", _tile_row()).replace("{GRADES}", _grades_list())
    return text.replace("{KEYS_TABLE}", keys_table(actions))


HELP_HTML = help_html()


class _HelpBrowser(QTextBrowser):
    """Supplies the tile pictures to the HTML from memory, so no image files are needed."""

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.theme = theme

    def loadResource(self, kind: int, url: QUrl) -> object:
        if kind == QTextDocument.ResourceType.ImageResource and url.scheme() == TILE_SCHEME:
            name = url.path()
            if name in ORIENTATIONS:
                return tile_image(name, theme=self.theme)
        return super().loadResource(kind, url)


class HelpWindow(QDialog):
    """The rules, for players. Not modal: it can stay open beside the game."""

    def __init__(self, parent: QWidget | None = None, theme: Theme = CLASSIC) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("How to play Trax Solitaire"))
        self.setModal(False)
        self.resize(640, 720)
        # The keys are those of the window's actions; the tiles look as on its board.
        actions = parent.actions() if parent is not None else []
        self.browser = _HelpBrowser(theme)
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(14)
        self.browser.setHtml(help_html(actions))
        self.browser.setAccessibleName(self.windowTitle())  # F1 lands here: read by its title
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    def text(self) -> str:
        """The help as plain text (for tests and for searching)."""
        return self.browser.toPlainText()
