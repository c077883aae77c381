"""The board as a screen reader reads it, in process (Qt's accessibility API): every cell an
accessible element named as the board names it with its value in words, focus following the
keyboard cursor, the tiles in hand and next named, the game status read, every change said.
tests/test_atspi_board.py plays the same through the real AT-SPI bus."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from solitaire.cell_words import tile_words
from solitaire.deal import parse_deal
from solitaire.move import Move
from solitaire.position import Position
from solitaire.variant import Variant
from tests.test_ui_hint_marks import fake_hints, press_hint
from tests.ui_helpers import FILL_BEFORE, FILL_MOVE, WIN_MOVES, click_move, make_window, start

NAME, VALUE, DESCRIPTION = (
    QAccessible.Text.Name,
    QAccessible.Text.Value,
    QAccessible.Text.Description,
)


def cells(window) -> dict[str, str]:
    """Every accessible cell of the board: name -> value."""
    board = QAccessible.queryAccessibleInterface(window.board)
    assert board.role() == QAccessible.Role.Table
    found = {}
    for index in range(board.childCount()):
        cell = board.child(index)
        assert cell.role() == QAccessible.Role.Cell
        assert board.indexOfChild(cell) == index
        assert cell.parent().object() is window.board
        assert cell.text(DESCRIPTION) == cell.text(VALUE)
        found.setdefault(cell.text(NAME), cell.text(VALUE))
    return found


def test_cells_are_named_and_valued_in_words(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    # An empty 3x3 table: 5x5 cells may be reached; only @0 has a name yet.
    board = QAccessible.queryAccessibleInterface(window.board)
    assert board.childCount() == 25
    named = cells(window)
    assert named["@0"] == "empty; the tile in hand fits here as NS"
    assert "a cell not next to the layout" in named
    click_move(qtbot, window, "@0")
    named = cells(window)
    assert named["A1"] == "NS, white straight north to south, black straight east to west"
    assert named["B1"].startswith("empty; the tile in hand fits here as NE")
    position = window.position
    reason = position.why_illegal(position.move_at((-1, 0), position.hand))
    assert (
        reason is not None and named["A0"] == f"empty; the tile in hand does not fit here: {reason}"
    )
    # The cell's place on the screen is the painted cell's.
    first = board.child(0)
    rect = first.rect()
    corner = window.board.mapToGlobal(window.board.cell_rect((-2, -2)).toAlignedRect().topLeft())
    assert rect.topLeft() == corner and rect.width() > 10


def test_hint_chance_is_in_the_cells_words(qtbot, tmp_path, monkeypatch):
    fake_hints(monkeypatch, {"B1:NE": 0.5})
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    press_hint(qtbot, window)  # the best move
    named = cells(window)
    assert named["B1"].endswith("; hint: wins 50% of the time with best play")
    assert not any("hint:" in value for name, value in named.items() if name != "B1")
    qtbot.keyClick(window.board, Qt.Key.Key_H)  # the heat map: every legal move
    hinted = {name for name, value in cells(window).items() if "hint: wins" in value}
    legal = {window.position.label(p.cell) for p in window.position.legal_moves()}
    assert hinted == legal and len(legal) > 1
    qtbot.keyClick(window.board, Qt.Key.Key_H)  # hidden
    assert not any("hint:" in value for value in cells(window).values())


def test_focus_follows_the_keyboard_cursor(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    window.board.setFocus()
    board = QAccessible.queryAccessibleInterface(window.board)
    qtbot.keyClick(window.board, Qt.Key.Key_Left)  # the click left the cursor on A1
    focused = board.focusChild()
    assert window.board.cursor == (0, -1)
    assert focused is not None and focused.text(NAME) == "@1"
    assert focused.state().focused
    qtbot.keyClick(window.board, Qt.Key.Key_Right)
    assert board.focusChild().text(NAME) == "A1"
    assert not board.child(board.indexOfChild(board.focusChild()) - 1).state().focused


def test_hand_next_and_status_are_read(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    hand = QAccessible.queryAccessibleInterface(window.panel.hand)
    after = QAccessible.queryAccessibleInterface(window.panel.next)
    assert hand.text(NAME) == "Tile in hand"
    assert (
        hand.text(DESCRIPTION) == "NS, white straight north to south, black straight east to west"
    )
    assert after.text(NAME) == "Next tile"
    assert after.text(DESCRIPTION).startswith("NE, white curve north to east")
    for text in WIN_MOVES:
        click_move(qtbot, window, text)
    status = QAccessible.queryAccessibleInterface(window.panel.status)
    assert status.text(NAME).startswith("You won! One white line runs through every tile.")


def test_every_change_is_said(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    said = window.speech.access.announced
    for text in FILL_BEFORE:
        click_move(qtbot, window, text)
    assert "Played B1:NE." in said
    said.clear()
    click_move(qtbot, window, FILL_MOVE)
    assert said[0].startswith(f"Played {FILL_MOVE} (that cell is now A2). 1 forced space")
    fills = [text for text in said if text.startswith("Forced fill at ")]
    assert len(fills) == 1 and ": " in fills[0]
    said.clear()
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_T)  # the tile fits somewhere: turning is refused
    assert said and "may not be turned" in said[-1]


def test_win_is_said(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    said = window.speech.access.announced
    for text in WIN_MOVES:
        click_move(qtbot, window, text)
    assert said[-1].startswith("You won! One white line runs through every tile.")


def test_a_colour_out_and_a_loss_are_said(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    said = window.speech.access.announced
    for text in ["@0:NS", "A2:NE", "B1:NE", "A0:SW", "@3:NS", "C1:NS", "A1:NE", "C3:SW"]:
        assert window.play_move(Move.parse(text)) is not None
    outs = [text for text in said if " is out: " in text]
    assert outs and all(text.startswith(("White is out: ", "Black is out: ")) for text in outs)
    assert len(outs) == len({text.partition(" ")[0] for text in outs}), "each colour once"
    status = window.panel.status
    assert said[-1].startswith(("Lost — ", "Stuck — "))
    assert said[-1] == QAccessible.queryAccessibleInterface(status).text(NAME)


def test_the_tutorial_is_said(qtbot, tmp_path):
    from ui.app.announce import SAID

    window = make_window(qtbot, tmp_path)
    SAID.clear()
    window.tutorial.open()
    step = window.tutorial.panel
    assert any(text.startswith(step.heading.text() + ". ") for text in SAID)
    assert any("@0 (column @, row 0)" in text for text in SAID)  # the step's words, plain
    click_move(qtbot, window, "@0:EW")
    click_move(qtbot, window, "B1")  # refused: the lesson says why, aloud too
    assert SAID[-1] == step.feedback.text()
    assert SAID[-1].startswith("Colours must match where tiles touch.")


def test_statistics_figures_are_read_with_their_captions(qtbot, tmp_path):
    from ui.app.statistics.dialog import StatisticsDialog
    from ui.data.statistics import FILE_NAME, StatisticsStore

    with StatisticsStore(tmp_path / FILE_NAME) as store:
        for won in (True, False, True):
            store.record_game("3x3 line", won, 1, 8, "NS ES NW EW EW SW NE NS ES")
        dialog = StatisticsDialog(store)
        qtbot.addWidget(dialog)
        page = dialog.pages["3x3 line"]
        named = {
            key: QAccessible.queryAccessibleInterface(label).text(NAME)
            for key, label in page.figures.items()
        }
        assert named["played"] == "Played: 3"
        assert named["win_rate"] == "Win rate: 67%"
        chart = QAccessible.queryAccessibleInterface(page.skill.chart)
        assert chart.text(NAME) == "Skill loss of the recent games"


def test_the_review_board_is_read_too(qtbot):
    from tests.test_review_dialog import DEAL, MOVES, open_review

    dialog = open_review(qtbot)  # on move 4, the blunder: every legal move with its chance
    board = QAccessible.queryAccessibleInterface(dialog.board)
    named = {}
    for index in range(board.childCount()):
        cell = board.child(index)
        named.setdefault(cell.text(NAME), cell.text(DESCRIPTION))
    position = Position(Variant(3), parse_deal(DEAL, 3), MOVES[:3])
    for placement in position.legal_moves():
        words = named[position.label(placement.cell)]
        assert "the tile in hand fits here" in words and "hint: " in words
    assert named[position.label((0, 0))] == tile_words(position.tiles[(0, 0)])


def test_the_new_tiles_in_hand_and_next_are_said_after_each_move(qtbot, tmp_path):
    """After each move, the tile now in hand and the next one in words (issue 32); none once
    the game is over; the next tile left out when "Tiles shown ahead" is 0."""
    window = make_window(qtbot, tmp_path)
    start(window)
    said = window.speech.access.announced
    for text in WIN_MOVES[:-1]:
        said.clear()
        click_move(qtbot, window, text)
        position = window.position
        after = position.next_tile
        expected = f"In hand: {tile_words(position.hand)}. Next: "
        expected += f"{tile_words(after)}." if after is not None else "none."
        assert said[-1] == expected, (text, list(said))
        assert window.panel.hand.accessibleDescription() == tile_words(position.hand)
    said.clear()
    click_move(qtbot, window, WIN_MOVES[-1])
    assert said and not any(text.startswith("In hand:") for text in said)
    window.commands.act_undo.trigger()  # taken back: in hand again
    assert f"In hand: {tile_words(window.position.hand)}. Next: none." in said
    hidden = make_window(qtbot, tmp_path / "hidden", tiles_ahead=0)
    start(hidden)
    click_move(qtbot, hidden, WIN_MOVES[0])
    told = hidden.speech.access.announced[-1]
    assert told == f"In hand: {tile_words(hidden.position.hand)}.", told


def test_the_tiles_in_hand_and_next_take_the_focus_by_tab(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window)
    window.board.setFocus()
    reached = []
    for _ in range(4):
        qtbot.keyClick(window.focusWidget(), Qt.Key.Key_Tab)
        reached.append(window.focusWidget())
    assert reached[:3] == [window.move_box.edit, window.panel.hand, window.panel.next]
    hand = QAccessible.queryAccessibleInterface(window.panel.hand)
    assert hand.state().focusable and not hand.state().focused
    assert hand.text(NAME) == "Tile in hand" and hand.text(DESCRIPTION).startswith("NS, ")


def test_the_board_is_a_table_of_rows_and_columns(qtbot, tmp_path):
    """Each cell says its row and column among those shown (its table cell interface), and the
    board answers as a table (tests/test_atspi_board.py reads both through the bus)."""
    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, "@0")
    board = QAccessible.queryAccessibleInterface(window.board)
    top, bottom, left, right = window.board.state.region
    assert int(board.interface_cast(QAccessible.InterfaceType.TableInterface))  # lent, not null
    for index in range(board.childCount()):
        cell = board.child(index)
        place = cell.tableCellInterface()
        row, column = place.rowIndex(), place.columnIndex()
        assert index == row * (right - left + 1) + column
        assert (top + row, left + column) == cell.cell
        assert place.table().object() is window.board
    model = window.speech.access.model
    assert (model.rowCount(), model.columnCount()) == (bottom - top + 1, right - left + 1)
    a1 = window.board.state.region  # A1 is the tile just laid, at (0, 0)
    assert model.index(0 - a1[0], 0 - a1[2]).data() == "A1"


def test_the_tiles_said_after_a_move_are_said_in_italian(qtbot, tmp_path):
    from ui.app.language import install_language, remove_language

    install_language("it")
    try:
        window = make_window(qtbot, tmp_path)
        start(window)
        click_move(qtbot, window, WIN_MOVES[0])
        said = window.speech.access.announced[-1]
        assert said.startswith("In mano: ") and " Prossima: " in said, said
    finally:
        remove_language()
