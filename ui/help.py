"""The rules window: how to play, written for players. /work/shared/RULES.md is the contract;
this says the same things in plain words, with pictures of the six ways a tile can lie."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from solitaire.tiles import BLACK, EDGE_NAMES, ORIENTATIONS, WHITE, edges_of

TILE_SCHEME = "tile"
_FACE = QColor("#c8a86b")
_WHITE, _BLACK = QColor("#fbfbf8"), QColor("#1b1b1b")


def _edge_point(edge: str, side: float) -> QPointF:
    half = side / 2
    return {"N": QPointF(half, 0), "S": QPointF(half, side),
            "E": QPointF(side, half), "W": QPointF(0, half)}[edge]


def _draw_track(painter: QPainter, edges: str, side: float, colour: QColor) -> None:
    pen = QPen(colour, side * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if set(edges) in ({"N", "S"}, {"E", "W"}):
        painter.drawLine(_edge_point(edges[0], side), _edge_point(edges[1], side))
        return
    # A curve is a quarter circle round the corner between its two edges.
    corner_x = side if "E" in edges else 0.0
    corner_y = 0.0 if "N" in edges else side
    half = side / 2
    box = QRectF(corner_x - half, corner_y - half, side, side)
    start = {(side, 0.0): 180, (0.0, 0.0): 270, (0.0, side): 0, (side, side): 90}[
        (corner_x, corner_y)
    ]
    painter.drawArc(box, start * 16, 90 * 16)


def tile_image(orientation: str, side: int = 56) -> QImage:
    """A picture of one tile lying in the named orientation (for the help text)."""
    code = ORIENTATIONS.index(orientation)
    white, black = ("".join(EDGE_NAMES[e] for e in edges_of(code, c)) for c in (WHITE, BLACK))
    image = QImage(side, side, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#7a6440"), 1))
    painter.setBrush(_FACE)
    painter.drawRoundedRect(QRectF(0.5, 0.5, side - 1, side - 1), 4, 4)
    # On the straight side the tracks cross: draw black first so white visibly passes over it.
    _draw_track(painter, black, side, _BLACK)
    _draw_track(painter, white, side, _WHITE)
    painter.end()
    return image


def _tile_row() -> str:
    cells = "".join(
        f'<td align="center"><img src="{TILE_SCHEME}:{name}" width="56" height="56"><br>'
        f"<small>{name}</small></td>"
        for name in ORIENTATIONS
    )
    return f'<table cellspacing="8"><tr>{cells}</tr></table>'


KEYS = (
    ("Arrow keys", "Move the cursor over the table"),
    ("Enter", "Place the tile in hand at the cursor"),
    ("T", "Turn the tile a quarter (only when it fits nowhere as dealt)"),
    ("F", "Flip the tile to its other side (only when it fits nowhere as dealt)"),
    ("U or Ctrl+Z", "Undo"),
    ("Ctrl+Y or Ctrl+Shift+Z", "Redo"),
    ("H", "Hint; press H again for the heat map"),
    ("N", "New game"),
)


def _keys_table() -> str:
    rows = "".join(f"<tr><td><b>{key}</b></td><td>{what}</td></tr>" for key, what in KEYS)
    return f'<table cellspacing="0" cellpadding="4">{rows}</table>'


HELP_HTML = f"""
<h1>How to play Trax Solitaire</h1>
<p>You lay a stack of Trax tiles into a square, one at a time, so that the tracks join up. Win by
making one colour's track run through <b>every</b> tile. The 3x3 game uses 9 tiles, the 4x4 games
16.</p>

<h2>The tiles</h2>
<p>Every tile is the same: it carries a white track and a black track. On one side the two tracks
cross straight over each other; on the other side each track makes a quarter turn. So a tile can
lie on the table in six ways:</p>
{_tile_row()}
<p>Straight side: <b>NS</b> and <b>EW</b>. Curved side: <b>NE</b>, <b>ES</b>, <b>SW</b>,
<b>NW</b>. The name says which edges the white track joins. The stack is shuffled, so each tile
comes up on a random side, turned a random way. (Sets sold in the UK print red instead of black;
choose the UK colours in Preferences.)</p>

<h2>Your turn</h2>
<p>You hold the top tile of the stack and can see the next one under it. Nothing else in the stack
is known.</p>
<ul>
<li><b>The first tile</b> goes down just as it was dealt. Where does not matter: the square grows
around it.</li>
<li><b>Every other tile</b> goes, as dealt, into an empty space next to a tile already down.</li>
<li><b>Colours must match.</b> Wherever the new tile touches a tile on the table, the track
colour must be the same on both sides of the edge: white meets white, black meets black.</li>
</ul>

<h2>The frame</h2>
<p>The tiles must fit in the square: 3 by 3 for the 3x3 game, 4 by 4 for the 4x4 games. You can
never start a 4th row or column in 3x3 (a 5th in 4x4). Until the layout is a full square wide in
some direction, it can still grow on either side.</p>

<h2>Forced spaces are filled for you</h2>
<p>When one colour's track runs into an empty space from two of its sides, that space is
<b>forced</b>: only one way of laying a tile there joins the two tracks. After every move, each
forced space is filled at once with the next tile from the stack, turned or flipped to join them
up, whichever way it was dealt. Filling one can force another; that is filled too. These tiles
come from the stack like any other, so a move can use up several tiles. You never choose anything
in a forced fill, so the game does it.</p>

<h2>Turning and flipping</h2>
<p>Normally you must play the tile exactly as dealt. Only when the tile in hand <b>fits nowhere</b>
as dealt may you turn it (<b>T</b>) or flip it over (<b>F</b>) and play it any of the six ways,
anywhere that way fits. If it fits somewhere as dealt, it must be played as dealt.</p>

<h2>Dead spaces</h2>
<p>A space that one colour runs into from three or four sides can never be filled: no tile joins
three tracks of one colour. You may not make a move that leaves such a <b>dead space</b>, counting
the forced spaces that the move fills as well. The game will not let you make such a move.</p>

<h2>Winning</h2>
<p>When the last tile is down the square is full. Then:</p>
<ul>
<li><b>Line</b> (3x3 line, 4x4 line): you win if one colour, white or black, has a single track
that runs through all the tiles. It may end at the edges or close up on itself.</li>
<li><b>Loop</b> (4x4 loop): you win if one colour's single track through all 16 tiles closes up
into a loop.</li>
</ul>

<h2>When the game is decided</h2>
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

<h2>Hints</h2>
<p>Press <b>H</b> for a hint: the best move (or moves, when several are equally good), with a
percentage. Press <b>H</b> again for a heat map
of where the tile in hand can go, coloured by how good each move is.</p>
<p>The percentage is your <b>exact chance of winning from here if you play perfectly</b>, knowing
only what you know now: the tile in hand and the next one. The rest of the stack is unknown, so
it is a chance, not a promise: at 60% the best play wins 60 out of 100 games like this one on
average. 100% means you win whatever comes up, if you play right; 0% means the game can no longer
be won. A hint never peeks at the hidden tiles.</p>
<p>The <b>Deal only solvable deals</b> preference gives deals that could be won if you knew the
whole stack in advance. You don't, so you can still lose them.</p>

<h2>Keyboard</h2>
{_keys_table()}
"""


class _HelpBrowser(QTextBrowser):
    """Supplies the tile pictures to the HTML from memory, so no image files are needed."""

    def loadResource(self, kind: int, url: QUrl) -> object:
        if kind == QTextDocument.ResourceType.ImageResource and url.scheme() == TILE_SCHEME:
            name = url.path()
            if name in ORIENTATIONS:
                return tile_image(name)
        return super().loadResource(kind, url)


class HelpWindow(QDialog):
    """The rules, for players. Not modal: it can stay open beside the game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("How to play Trax Solitaire")
        self.setModal(False)
        self.resize(640, 720)
        self.browser = _HelpBrowser()
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(14)
        self.browser.setHtml(HELP_HTML)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)

    def text(self) -> str:
        """The help as plain text (for tests and for searching)."""
        return self.browser.toPlainText()
