"""Every word in the player's language (issue 32): in each language with a translation (Italian;
a language added by its file alone is tested the same way), whole games are played (a win,
a loss, refusals of every kind, turns, forced fills, dead spaces), every dialog is opened and the
8 lessons are played, and every string shown or spoken is collected (widget texts, accessible
names and descriptions, the board's cells as a screen reader reads them, what is painted, and
every announcement). None may hold a word of the English catalogue: a word that appears in the
English sources of the translation and in none of its translations. Tile codes (NE), cell names
(B2), the notation's moves (B2:NE) and names (Trax) are the same in every language and so are
not words of the English catalogue.

The engine's words (solitaire/reasons.py) reach the window as templates with their parts apart;
on the command line they stay English, tested there (tests/test_cli_engine.py).
"""

from __future__ import annotations

import html
import re
import xml.etree.ElementTree as ET
from functools import cache

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QApplication, QFileDialog
from test_ui_italian import menu_texts, widget_texts
from ui_helpers import FILL_BEFORE, FILL_MOVE, WIN_MOVES, click_move, make_window, start

from ui.app import announce
from ui.app.language import (
    CATALOGUE,
    TRANSLATED,
    TRANSLATIONS,
    install_language,
    remove_language,
    tr,
)

LOSE = ["@0:NS", "A2:NE", "B1:NE", "A0:SW", "@3:NS", "C1:NS", "A1:NE", "C3:SW"]


# Key names as Qt writes them in every language (Ctrl, Shift) are not words to translate.
KEYS = frozenset({"ctrl", "shift", "alt", "esc", "tab", "enter", "return", "space"})


def _tokens(text: str) -> list[str]:
    """The words of `text` as a player reads them: no markup, no command-line options, file
    names or folders (they stay as written), no single letters (a key: Ctrl+G)."""
    plain = html.unescape(re.sub(r"<[^>]+>", " ", text)).replace("&", "")
    plain = re.sub(r"\{\w+\}|%n|--[\w-]+|\b[\w-]+\.(md|json|trax)\b", " ", plain)
    plain = re.sub(r"(?<!\w)/[^\s<]*", " ", plain)  # a folder's name is not a word
    words = re.findall(r"[A-Za-z]+", plain)
    return [w for w in words if len(w) > 1 and w.lower() not in KEYS]


def _words(text: str) -> set[str]:
    return {w.lower() for w in _tokens(text)}


@cache
def english_catalogue(code: str = "it") -> frozenset[str]:
    """The words of the English sources that no translation into `code` uses."""
    root = ET.parse(TRANSLATIONS / f"{CATALOGUE}_{code}.ts").getroot()
    english: set[str] = set()
    translated: set[str] = set()
    for message in root.iter("message"):
        english |= _words(message.findtext("source") or "")
        for part in message.find("translation").itertext():
            translated |= _words(part)
    return frozenset(english - translated)


def english_in(texts: list[str], code: str = "it") -> dict[str, list[str]]:
    catalogue = english_catalogue(code)
    found = {}
    for text in texts:
        words = sorted(w for w in _tokens(text) if w.lower() in catalogue)
        if words:
            found[text] = words
    return found


def assert_translated(texts: list[str], code: str = "it") -> None:
    found = english_in([t for t in texts if t], code)
    assert found == {}, "\n".join(f"{t!r}: {w}" for t, w in found.items())


def board_texts(window) -> list[str]:
    """What a screen reader reads of every cell of the board, and what the board paints."""
    from ui.app.board.paint import empty_board_caption

    texts = [window.board.accessibleName(), empty_board_caption(window.board.state)]
    speech = window.speech.access
    for cell in speech.cells():
        texts += list(speech.told(cell))
    return texts


def seen(window) -> list[str]:
    """Every text of the window a player can read or hear now, and everything said so far."""
    texts = widget_texts(window) + menu_texts(window) + board_texts(window)
    return [*texts, window.status_label.text(), window.message, *announce.SAID]


@pytest.fixture(params=TRANSLATED)
def language(request):
    """Each language with a translation in turn, installed as the app installs it."""
    install_language(request.param)
    announce.SAID.clear()
    yield request.param
    remove_language()


def test_the_catalogue_knows_english_words_and_not_notation(language):
    catalogue = english_catalogue(language)
    assert {"the", "tile", "deal", "won", "board"} <= catalogue
    assert not {"ne", "ew", "b", "trax"} & catalogue
    played = tr("Played {move}.").format(move="B1:NE")
    assert english_in([played, "the tile"], language) == {"the tile": ["the", "tile"]}


def test_a_won_game_with_refusals_turns_and_typed_moves_is_translated(qtbot, tmp_path, language):
    window = make_window(qtbot, tmp_path)
    start(window)
    texts = seen(window)
    qtbot.keyClick(window.board, Qt.Key.Key_T)  # the first tile turned: refused
    texts.append(window.message)
    window.move_box.focus()
    for typed in ("B2", "Z", "@0:EW"):
        qtbot.keyClicks(window.move_box.edit, typed)
        qtbot.keyClick(window.move_box.edit, Qt.Key.Key_Return)
        texts += [window.message]
        window.move_box.edit.clear()
    for move in WIN_MOVES:
        click_move(qtbot, window, move)
        window.view.settle()
        texts += seen(window)
        qtbot.keyClick(window.board, Qt.Key.Key_T)  # may not be turned: refused, or turned
        texts.append(window.message)
        for cell in list(window.position.tiles)[:2]:  # a cell that holds a tile
            texts.append(
                window.view.why_not(
                    cell, window.position.why_illegal(window.position.move_at(cell, 0)) or ""
                )
            )
    assert window.position.is_won()
    assert_translated(texts + seen(window), language)


def test_a_lost_game_its_review_and_the_colours_out_are_translated(qtbot, tmp_path, language):
    from test_ui_review import wait_review

    from solitaire.variant import Variant
    from ui.common import solver_bridge

    solver_bridge.prepare_table(Variant(3), build=True)
    window = make_window(qtbot, tmp_path)
    start(window)
    texts: list[str] = []
    for move in LOSE:
        click_move(qtbot, window, move)
        qtbot.waitUntil(lambda: not window.pending and not window.board.is_animating())
        texts += seen(window)
    assert window.position.outcome().over
    window.commands.act_review.trigger()
    dialog = wait_review(qtbot, window)
    texts += widget_texts(dialog) + [label for label, _c, _s in dialog.graph.legend()]
    for row in range(dialog.table.rowCount()):
        dialog.table.setCurrentCell(row, 1)
        texts += widget_texts(dialog)
        texts += [dialog.table.item(row, c).text() for c in range(dialog.table.columnCount())]
    figures = [t for t in texts if re.search(r"\d[.,]\d", t)]
    assert figures, texts  # Review's chances and points, written as the locale writes them
    point = QLocale().decimalPoint()
    assert all(re.search(rf"\d{re.escape(point)}\d", t) for t in figures), figures
    dialog.close()
    window.commands.act_stats.trigger()
    qtbot.waitUntil(lambda: window.files.statistics_dialog is not None)
    statistics = window.files.statistics_dialog
    texts += widget_texts(statistics)
    table = statistics.pages[str(Variant(3))].table
    items = [table.item(0, c) for c in range(table.columnCount()) if table.item(0, c)]
    assert items  # the lost game, listed with its result
    texts += [item.text() for item in items] + [item.toolTip() for item in items]
    statistics.close()
    assert_translated(texts, language)


def refusals() -> dict[str, tuple[str, object]]:
    """Each kind of reason the engine gives for refusing a cell in the positions of the won
    and the lost game (by its template): the cell's name and the reason."""
    from ui_helpers import WIN_DEAL

    from solitaire.deal import parse_deal
    from solitaire.position import Position
    from solitaire.variant import Variant
    from ui.common.cell_names import nameable

    found: dict[str, tuple[str, object]] = {}
    for moves in (WIN_MOVES, LOSE):
        for played in range(len(moves)):
            position = Position(Variant(3), parse_deal(WIN_DEAL, 3), moves[:played])
            cells = [(row, col) for row in range(-3, 6) for col in range(-3, 6)]
            for cell in filter(lambda c: nameable(position, c), cells):
                for orientation in (None, *range(6)):
                    move = position.move_at(cell, orientation)
                    if (reason := position.why_illegal(move)) is not None:
                        found.setdefault(reason.template, (position.label(cell), reason))
    return found


def test_forced_fills_dead_spaces_and_every_refusal_are_translated(qtbot, tmp_path, language):
    from ui.app.tutorial.words import plain_reason
    from ui.common import presenter

    window = make_window(qtbot, tmp_path)
    start(window)
    texts: list[str] = []
    for move in FILL_BEFORE:
        click_move(qtbot, window, move)
        window.view.settle()
    import solitaire.reasons as said

    refused = refusals()  # every kind a cell gives in these games (a dead space: lesson 4)
    assert {said.HELD, said.WRONG_COLOUR, said.NOT_TURNED, said.OUTSIDE} <= refused.keys()
    for cell, reason in refused.values():
        texts += [window.view.words(reason), plain_reason(reason, window.view.colour_swap())]
        texts.append(presenter.why_not(cell, window.view.words(reason)))
    click_move(qtbot, window, FILL_MOVE)
    window.view.settle()
    texts += seen(window)
    filled = tr("Forced fill at {label}: {tile}.").split("{")[0]
    assert any(t.startswith(filled) for t in announce.SAID), list(announce.SAID)
    assert_translated(texts, language)


def test_every_dialog_is_translated(qtbot, tmp_path, language):
    from ui.app.dialogs.new_game import NewGameDialog
    from ui.app.dialogs.puzzle import PuzzleDialog
    from ui.app.preferences import Preferences, PreferencesDialog
    from ui.app.window.files import about_html

    texts: list[str] = []
    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    new_game.show()
    for index in range(new_game.variant.count()):
        new_game.variant.setCurrentIndex(index)
        texts += widget_texts(new_game)
    prefs = PreferencesDialog(Preferences())
    qtbot.addWidget(prefs)
    prefs.show()
    texts += widget_texts(prefs)
    puzzles = PuzzleDialog()
    qtbot.addWidget(puzzles)
    puzzles.show()
    for row in range(min(3, puzzles.puzzle_list.count())):
        puzzles.puzzle_list.setCurrentRow(row)
        texts += widget_texts(puzzles) + [puzzles.puzzle_list.item(row).text()]
    files = QFileDialog(None, tr("Review a game record"), str(tmp_path))
    files.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(files)
    files.show()
    texts += widget_texts(files)
    window = make_window(qtbot, tmp_path)
    window.commands.act_rules.trigger()
    texts += widget_texts(window.files.help_window) + [about_html()]
    assert_translated(texts, language)


def test_all_eight_lessons_played_are_translated(qtbot, tmp_path, language):
    from puzzles.lessons import read_lessons

    window = make_window(qtbot, tmp_path)
    tutorial = window.tutorial
    tutorial.open(0)
    texts: list[str] = []
    for lesson in read_lessons():
        for step in lesson.steps:
            if step.auto:
                continue
            texts += widget_texts(tutorial.panel) + seen(window)
            if step.try_move is not None:
                click_move(qtbot, window, step.try_move)
                texts += widget_texts(tutorial.panel) + [window.message]
            click_move(qtbot, window, step.move)
            window.view.settle()
        texts += widget_texts(tutorial.panel) + seen(window)
        assert tutorial.progress.is_finished(lesson.id)  # played to its end
        qtbot.mouseClick(tutorial.panel.next, Qt.MouseButton.LeftButton)
    assert len(read_lessons()) == 8 and len(set(announce.SAID)) > 20
    assert_translated(texts, language)
    QApplication.processEvents()


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_translation_is_complete_and_keeps_every_placeholder(code):
    """Each message translated, with the {names} of its source, its plural forms given; and
    the file compiles. (tests/test_ui_italian.py also checks the files hold every string.)"""
    from ui.app.language import compiled_catalogue

    for message in ET.parse(TRANSLATIONS / f"{CATALOGUE}_{code}.ts").iter("message"):
        text = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation.get("type") is None, text
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text]
        for form in forms:
            assert form, text
            assert set(re.findall(r"\{\w+", form)) == set(re.findall(r"\{\w+", text)), text
    assert compiled_catalogue(code) is not None


def test_a_language_is_there_when_its_file_is(qtbot, tmp_path):
    """Adding a language is adding its file: the app finds it, names it in itself in
    Preferences, and loads it (its locale with it)."""
    from ui.app.language import LANGUAGES, locale_for, native_name, present_languages
    from ui.app.preferences import Preferences, PreferencesDialog

    for name in ("trax-solitaire_fr.ts", "trax-solitaire_de.qm", "other_es.ts", "notes.txt"):
        (tmp_path / name).write_text("", encoding="utf-8")
    assert present_languages(tmp_path) == ("de", "fr")
    assert (native_name("fr"), native_name("de"), native_name("it")) == (
        "Français",
        "Deutsch",
        "Italiano",
    )
    files = sorted(TRANSLATIONS.glob(f"{CATALOGUE}_*.ts"))
    assert tuple(f.stem.split("_", 1)[1] for f in files) == TRANSLATED and "it" in TRANSLATED
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    listed = [dialog.language.itemData(i) for i in range(dialog.language.count())]
    assert listed == ["system", "en", *TRANSLATED] == list(LANGUAGES)
    for code in TRANSLATED:
        assert locale_for(code).name().split("_")[0] == code


def every_engine_words() -> list[object]:
    """Every template of the engine's words (solitaire/reasons.py, and what notation refuses),
    made with sample parts: each kind of refusal and colour out, whether or not a game above
    reached it."""
    import string

    import solitaire.reasons as said
    from solitaire import deal, move
    from solitaire.translatable import Text

    parts: dict[str, object] = {
        "cell": "B2",
        "way": "NE",
        "ways": "NS or EW",
        "size": 3,
        "edge": said.edge(0),
        "mine": said.colour(1),
        "theirs": said.colour(0),
        "at": "A1",
        "turn": Text(said.GIVE_ORIENTATION),
        "fills": said.optional(said.AFTER_FILLS, "B1, C2"),
        "colour": said.colour(1),
        "count": 3,
        "text": "'Z9'",
        "digits": "'01'",
        "reason": Text(said.HELD, cell="B2"),
        "codes": "NS EW NE ES SW NW",
        "want": 9,
        "index": 2,
        "number": -1,
        "most": deal.MAX_DEAL_NUMBER,
    }
    templates = [v for v in vars(said).values() if isinstance(v, str) and "{" in v]
    templates += [t for v in vars(said).values() if isinstance(v, tuple) for t in v]
    templates += [move.NOT_A_MOVE, move.LEADING_ZERO, move.NO_ORIENTATION]
    made = []
    for template in templates:
        names = {name for _, name, _, _ in string.Formatter().parse(template) if name}
        if names <= parts.keys():
            made.append(Text(template, **{name: parts[name] for name in names}))
    made.append(
        Text(
            said.RUNS_OFF,
            colour=said.colour(0),
            count=said.optional(said.THROUGH_ALL, 9),
            at=said.optional(said.AT, "A1"),
            edge=said.edge(2),
        )
    )
    return made


def test_every_kind_of_engine_words_is_translated(qtbot, language):
    """Each of the engine's templates, with its parts, said in the language: no English left,
    and each part (a cell, a tile code) kept as written."""
    from solitaire.translatable import say

    made = every_engine_words()
    assert len(made) >= 20
    said = [say(text) for text in made]
    assert all("B2" in s for s, t in zip(said, made, strict=True) if "B2" in t)
    assert_translated(said, language)
