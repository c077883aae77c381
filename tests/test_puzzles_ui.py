"""Puzzle widgets offscreen: the stack view, the puzzle dialog, remembered progress."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtGui import QColor, QImage  # noqa: E402

from puzzles.pack import shipped_packs  # noqa: E402
from solitaire.deal import parse_deal  # noqa: E402
from solitaire.position import Position  # noqa: E402
from solitaire.variant import Variant  # noqa: E402
from ui.app.board.stack_view import TILE_COLOUR, TRACK_COLOUR, StackView  # noqa: E402
from ui.app.dialogs.puzzle import SOLVED_MARK, PuzzleDialog  # noqa: E402
from ui.app.puzzle_progress import PuzzleProgress  # noqa: E402


def _near(a: QColor, b: QColor, tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3], strict=True))


def test_stack_view_draws_every_tile(qtbot, tmp_path: Path) -> None:
    view = StackView(tile_size=48)
    qtbot.addWidget(view)
    deal = parse_deal("NS EW NE ES SW NW NS EW NE", 3)
    view.set_stack(deal)
    view.resize(view.sizeHint())
    image: QImage = view.grab().toImage()
    assert image.save(str(tmp_path / "stack.png"))
    assert view.stack() == deal and "NS EW NE" in view.toolTip()
    # NS (index 0): white runs north-south through the centre, black east-west under it.
    first = view.tile_rect(0)
    centre = first.center()
    assert _near(image.pixelColor(int(centre.x()), int(first.top() + 4)), TRACK_COLOUR[0])
    assert _near(image.pixelColor(int(first.left() + 4), int(centre.y())), TRACK_COLOUR[1])
    # EW (index 1): the other way round.
    second = view.tile_rect(1)
    c2 = second.center()
    assert _near(image.pixelColor(int(c2.x()), int(second.top() + 4)), TRACK_COLOUR[1])
    assert _near(image.pixelColor(int(second.left() + 4), int(c2.y())), TRACK_COLOUR[0])
    # NE (index 2): a curve, so the centre of the tile is bare tile colour.
    third = view.tile_rect(2).center()
    assert _near(image.pixelColor(int(third.x()), int(third.y())), TILE_COLOUR)


def test_stack_view_wraps_and_empties(qtbot) -> None:
    view = StackView(tile_size=30)
    qtbot.addWidget(view)
    position = Position(Variant(3), parse_deal("NS EW NE ES SW NW NS EW NE", 3), ["@0:NS"])
    view.set_position(position)
    assert view.stack() == position.deal[1:]
    view.set_stack(parse_deal("NS " * 16, 4))
    assert view.heightForWidth(140) > view.heightForWidth(1000)
    view.set_stack(())
    assert "empty" in view.toolTip()


def test_progress_signals_and_persists(qtbot) -> None:
    progress = PuzzleProgress()
    with qtbot.waitSignal(progress.changed) as blocker:
        progress.mark_solved("4x4-loop-003")
    assert blocker.args == ["4x4-loop-003"]
    assert PuzzleProgress().is_solved("4x4-loop-003")


def test_dialog_lists_packs_and_returns_the_chosen_puzzle(qtbot) -> None:
    progress = PuzzleProgress()
    packs = shipped_packs()
    first = packs[0].puzzles[0]
    progress.mark_solved(first.id)
    dialog = PuzzleDialog(None, progress=progress)
    qtbot.addWidget(dialog)
    assert dialog.pack_box.count() == len(packs)
    assert dialog.pack_box.itemText(0) == f"3x3 line: 1 of {len(packs[0].puzzles)} puzzles solved"
    assert dialog.puzzle_list.count() == len(packs[0].puzzles)
    assert SOLVED_MARK in dialog.puzzle_list.item(0).text()
    assert first.level in dialog.puzzle_list.item(0).text()
    # It starts on the first unsolved puzzle and previews its whole stack.
    assert dialog.selected_puzzle() == packs[0].puzzles[1]
    assert dialog.stack_view.stack() == packs[0].puzzles[1].deal
    dialog.pack_box.setCurrentIndex(len(packs) - 1)
    dialog.puzzle_list.setCurrentRow(2)
    chosen = dialog.selected_puzzle()
    assert chosen == packs[-1].puzzles[2]
    assert chosen.level in dialog.description.text()
    progress.mark_solved(chosen.id)
    assert SOLVED_MARK in dialog.puzzle_list.item(2).text()
    assert dialog.selected_puzzle() == chosen
    assert dialog.pack_box.currentText().startswith("4x4 loop: 1 of")


@pytest.mark.parametrize("accept", [True, False])
def test_dialog_accept_and_cancel(qtbot, accept: bool) -> None:
    dialog = PuzzleDialog(None)
    qtbot.addWidget(dialog)
    dialog.show()
    (dialog.accept if accept else dialog.reject)()
    assert dialog.result() == (1 if accept else 0)
