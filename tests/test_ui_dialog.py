"""The New Game dialog names the problem with bad input."""

from __future__ import annotations

import pytest

from solitaire.errors import TraxError
from solitaire.variant import Variant
from ui.app.dialogs.new_game import NewGameDialog, read_spec


def test_read_spec():
    v = Variant(3, "line")
    assert read_spec(v, "number", "1,234", "", False).number == 1234
    assert read_spec(v, "deal", "", "ns ne ne sw ns ns ne ne sw", False).deal is not None
    assert read_spec(v, "random", "", "", True).solvable_only
    with pytest.raises(TraxError, match="not a whole number"):
        read_spec(v, "number", "12a", "", False)
    with pytest.raises(TraxError, match="has 9 tiles, this one has 3"):
        read_spec(v, "deal", "", "NS NS NS", False)
    with pytest.raises(TraxError, match="tile 2"):
        read_spec(v, "deal", "", "NS XX NE SW NS NS NE NE SW", False)
    with pytest.raises(TraxError, match="out of range"):
        read_spec(v, "number", str(2**64), "", False)


def test_dialog_refuses_bad_deal_and_accepts_good(qtbot):
    dialog = NewGameDialog(None, Variant(4, "loop"))
    qtbot.addWidget(dialog)
    assert dialog.variant.currentData() == Variant(4, "loop")
    dialog.by_string.setChecked(True)
    dialog.deal.setText("NS EW")
    dialog.accept()
    assert dialog.result() == 0 and dialog.spec is None
    assert "16 tiles" in dialog.error.text()
    dialog.by_number.setChecked(True)
    dialog.number.setText("77")
    dialog.accept()
    assert dialog.spec is not None and dialog.spec.number == 77
    assert dialog.spec.variant == Variant(4, "loop")


def test_start_spec_from_the_dialog(qtbot, tmp_path):
    from tests.ui_helpers import make_window
    from ui.app.dialogs.new_game import GameSpec

    window = make_window(qtbot, tmp_path)
    window.games.start_spec(GameSpec(Variant(4, "line"), None, 99))
    assert window.game.deal_number == 99 and window.game.variant == Variant(4, "line")
    assert window.board.state.region == (-3, 3, -3, 3)
    assert "4x4 line" in window.windowTitle()
