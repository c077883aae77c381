"""Italian (issue 24): the app in Italian walks its windows and dialogs and finds no English.

The translation is loaded as the app loads it (ui/app/language.py: the .ts in the repository,
compiled by lrelease into the cache folder); every text a player sees is collected (labels,
buttons, menus and their actions, tool tips, window titles, combo box items, table headers, the
Rules help, About) and searched for English words. Proper names and notation (Trax, NS, B2:NE,
Ctrl+N), the command line's options (--deal) and file names (RULES.md) are not English words.

Walked: the main window (side panel, status bar, menus, every action), a move played and its
words, New game, Preferences, Statistics, Help > Rules, Help > About, and every lesson of the
tutorial with its panel, the question asked at quitting when the game cannot be kept, and
Review after a lost game (its marks, "errore grave"..., and where the win chance went).
The engine's reasons (a move refused, a colour out) are English on the command line; the
engine gives them as templates with their parts apart (solitaire/reasons.py), which the window
translates (ui/app/engine_words.py, tested below; tests/test_ui_every_word.py plays whole games).
The notes about the player's files that were damaged, moved or kept (ui/data/autosave.py,
puzzles/progress.py, solitaire/storage.py, solitaire/record.py's reading of a file, and the
reasons in solitaire/file_words.py) are translated (tested below); a record's own format errors
("line 1: unknown entry ...") name its English keywords and stay English. The title says the
variant as notation writes it with its goal translated ("Linea 3x3"); in messages the variant
names ("3x3 line") are notation, shared with the command line, which stays in English.
"""

from __future__ import annotations

import html
import re
from datetime import UTC
from pathlib import Path

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

from tests.ui_helpers import make_window, prefs, start
from ui.app.language import install_language, remove_language, tr

# Common English words a translation would not keep. Words Italian shares with English ("a",
# "in", "no", "come") are left out, and so are key names Qt itself names in English.
_ENGLISH_WORDS = """the and of to is are was your you with for this that it be by from on or
    not any all
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
    plain = re.sub(r"--[\w-]+", " ", plain)  # the command line's options stay English
    plain = re.sub(r"\b[\w-]+\.(md|json|trax)\b", " ", plain)  # and so do file names
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


def assert_italian(texts: list[str]) -> None:
    left = leftovers(texts)
    assert left == {}, "\n".join(f"{t!r}: {sorted(w)}" for t, w in left.items())


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
    assert_italian(texts)


def test_a_move_and_a_hint_are_told_in_italian(qtbot, tmp_path, italian):
    window = make_window(qtbot, tmp_path)
    start(window)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)  # the first tile, at the cursor
    said = window.status_label.text()
    assert said.startswith("Giocata ")
    assert_italian([said, *widget_texts(window)])


def test_new_game_and_preferences_are_italian(qtbot, italian):
    from ui.app.dialogs.new_game import NewGameDialog
    from ui.app.preferences import Preferences, PreferencesDialog

    new_game = NewGameDialog()
    qtbot.addWidget(new_game)
    new_game.show()
    assert new_game.windowTitle() == "Nuova partita"
    assert_italian(widget_texts(new_game))
    prefs = PreferencesDialog(Preferences())
    qtbot.addWidget(prefs)
    prefs.show()
    assert prefs.language.itemText(prefs.language.findData("it")) == "Italiano"
    assert_italian(widget_texts(prefs))


def test_statistics_rules_and_about_are_italian(qtbot, tmp_path, italian):
    from ui.app.window.files import about_html

    window = make_window(qtbot, tmp_path)
    window.commands.act_stats.trigger()
    qtbot.waitUntil(lambda: window.files.statistics_dialog is not None)
    statistics = window.files.statistics_dialog
    assert statistics.windowTitle() == "Statistiche"
    assert_italian(widget_texts(statistics))
    statistics.close()
    window.commands.act_rules.trigger()
    rules = window.files.help_window
    assert "Come si gioca" in rules.windowTitle()
    assert "tessere" in rules.browser.toPlainText()
    assert_italian(widget_texts(rules))
    assert_italian([about_html()])


def test_figures_follow_the_italian_locale(italian):
    from ui.app.language import number

    assert number(12.5, 1) == "12,5"


def test_every_lesson_of_the_tutorial_is_italian(qtbot, tmp_path, italian):
    window = make_window(qtbot, tmp_path)
    tutorial = window.tutorial
    tutorial.open(0)
    for index in range(len(tutorial.lessons)):
        tutorial.begin(index)
        texts = widget_texts(tutorial.panel) + [window.status_label.text()]
        assert f"Lezione {index + 1} di " in tutorial.panel.heading.text()
        assert_italian(texts)


def test_the_translation_is_complete_and_keeps_every_placeholder(tmp_path):
    """Every message of the .ts is translated, with the {names} and %n of its source; and the
    .ts holds every string of the code (lupdate run afresh finds nothing new)."""
    import shutil
    import subprocess
    import sys
    import xml.etree.ElementTree as ET

    from tools.update_translations import ROOT, lesson_words, sources
    from ui.app.language import CATALOGUE, TRANSLATIONS, compiled_catalogue

    source = TRANSLATIONS / f"{CATALOGUE}_it.ts"
    for message in ET.parse(source).iter("message"):
        text = message.find("source").text or ""
        translation = message.find("translation")
        assert translation.get("type") is None, text
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text]
        for form in forms:
            assert form, text
            assert set(re.findall(r"\{\w+", form)) == set(re.findall(r"\{\w+", text)), text
            assert ("%n" in form) == ("%n" in text) or len(forms) > 1, text
    copy = tmp_path / source.name
    shutil.copy(source, copy)
    lessons = tmp_path / "lessons.py"
    lessons.write_text(lesson_words(), encoding="utf-8")
    import PySide6

    lupdate = Path(PySide6.__file__).parent / (
        "lupdate.exe" if sys.platform == "win32" else "lupdate"
    )
    done = subprocess.run(
        [str(lupdate), "-locations", "none", *sources(), str(lessons), "-ts", str(copy)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert "(0 new and" in done.stdout + done.stderr
    assert compiled_catalogue("it") is not None  # the .qm, built from the .ts


SYSTEM_PROBE = """
from PySide6.QtWidgets import QApplication
app = QApplication([])
from ui.app.language import install_language, tr
install_language("system")
print(tr("&New game…"))
install_language("en")
"""


def test_the_window_follows_an_italian_system_and_the_command_line_stays_english(tmp_path):
    import os
    import subprocess
    import sys

    from tools.update_translations import ROOT

    env = {**os.environ, "LANG": "it_IT.UTF-8", "LC_ALL": "it_IT.UTF-8", "LANGUAGE": "it"}
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    window = subprocess.run(
        [sys.executable, "-c", SYSTEM_PROBE],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    assert window.stdout.strip() == "&Nuova partita…"
    cli = subprocess.run(
        [sys.executable, "-m", "ui", "--help"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    assert "usage:" in cli.stdout and "Nuova" not in cli.stdout


def test_dates_follow_the_italian_locale(italian):
    from datetime import datetime

    from ui.app.language import date_time

    moment = datetime(2026, 3, 14, 15, 30, tzinfo=UTC).astimezone()
    assert date_time(moment) == moment.strftime("%d/%m/%y %H:%M")  # day first, as Italians write


def test_the_engines_reasons_are_told_in_italian(qtbot, tmp_path, italian):
    from solitaire.reasons import BOTH_ENDS, WRONG_COLOUR, colour
    from solitaire.translatable import Text
    from ui.app.engine_words import translated

    window = make_window(qtbot, tmp_path)
    start(window)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)  # the first tile, at @0
    position = window.table.position
    taken = next(iter(position.tiles))
    said = window.view.why_not(taken, position.why_illegal(position.move_at(taken, 0)) or "")
    assert "ha già una tessera" in said
    assert_italian([said])
    out = Text(BOTH_ENDS[1], count=3, colour=colour(1), at=Text(" at {value}", value="A1"))
    assert out == "a black track of 3 tiles at A1 has both ends on the edge of the finished frame"
    assert translated(out, ("white", "red")).startswith("un binario rosso di 3 tessere in A1")
    wrong = Text(
        WRONG_COLOUR,
        edge=Text("north"),
        way="EW",
        mine=colour(1),
        at="A1",
        theirs=colour(0),
        turn="",
    )
    said = translated(wrong)
    assert said.endswith("ma la tessera in A1 mostra bianco"), said  # "in" once, not "in  in"


def test_the_question_at_quitting_is_italian(qtbot, tmp_path, italian, monkeypatch):
    """The question asked when the game in progress cannot be kept (issue 26) is Italian."""
    from test_ui_waiting_games import answer_every_box
    from ui_helpers import WIN_MOVES, click_move

    from ui.data import autosave

    def refused(session) -> None:
        raise OSError("disco di sola lettura")  # asked again at quitting: still refused

    window = make_window(qtbot, tmp_path)
    start(window)
    click_move(qtbot, window, WIN_MOVES[0])
    monkeypatch.setattr(autosave, "keep", refused)
    window.keeper.active, window.keeper.problem = True, "disco di sola lettura"
    seen: list[str] = []
    try:
        answer_every_box(seen, tr("Cancel"), polls=100, once=True)
        assert window.keeper.may_quit() is False
    finally:  # pytest-qt closes the window after the test: it must not ask then
        window.keeper.active, window.keeper.problem = False, ""
    assert seen and "non si può conservare" in seen[0], seen
    assert_italian(seen)


def test_review_and_its_marks_are_italian(qtbot, tmp_path, italian):
    """Review after a lost game: its table (the marks: migliore, imprecisione, errore, errore
    grave), its summary and the move shown are Italian."""
    from test_ui_review import LOSE, play, wait_review

    from solitaire.variant import Variant
    from ui.common import solver_bridge

    solver_bridge.prepare_table(Variant(3), build=True)
    window = make_window(qtbot, tmp_path)
    start(window)
    play(qtbot, window, LOSE)
    window.commands.act_review.trigger()
    dialog = wait_review(qtbot, window)
    marks = {dialog.table.item(row, 4).text() for row in range(len(LOSE))}
    assert "errore grave" in marks and "blunder" not in marks
    assert_italian(widget_texts(dialog))


def test_the_notes_about_damaged_player_files_are_italian(qtbot, tmp_path, italian, boxes):
    """A damaged game in progress and a damaged puzzle progress file at the start: the notes
    that say what was moved aside, and why, are Italian (paths and file names apart)."""
    import os

    from ui.app.window.main_window import MainWindow
    from ui.data import autosave

    data = Path(os.environ["TRAX_SOLITAIRE_DATA_DIR"])
    data.mkdir(parents=True, exist_ok=True)
    autosave.autosave_path().write_bytes(b"\x88\x89 not UTF-8\n")  # a reason in words
    (data / "puzzle-progress.json").write_text("{ not json", encoding="utf-8")
    window = MainWindow(prefs=prefs(), stats_path=tmp_path / "s.sqlite3", resume=True)
    qtbot.addWidget(window)
    said = [window.message, window.file_notice.text()]
    assert any("Non è stato possibile riprendere la partita" in s for s in said), said
    assert any("rompicapi" in s for s in said), said
    paths = [re.sub(r"/\S+", " ", s) for s in said]  # the folders' names are not words
    assert_italian(paths)


def test_the_window_title_names_the_game_in_italian(qtbot, tmp_path, italian):
    """The title keeps the notation's "3x3" and says the goal and the deal in Italian."""
    window = make_window(qtbot, tmp_path)
    start(window)
    assert window.windowTitle() == "Linea 3x3 — smazzata (scritta a mano)", window.windowTitle()


def test_the_italian_reads_as_a_native_speaker_would_write_it(qtbot, italian):
    """The words a native speaker corrected (issue 32), as the window says them."""
    from puzzles.grades import GRADES
    from solitaire.variant import Variant
    from ui.app.language import percent
    from ui.app.statistics.games_table import headers
    from ui.common import presenter

    assert tr(
        "New to Trax Solitaire? A short tutorial teaches the rules on the real board, one "
        "idea at a time."
    ).startswith("Prima volta con Trax Solitario?")
    assert presenter.sentence(presenter.variant_name(Variant(3))) == "Linea 3x3"
    grades = [tr(grade) for grade in GRADES]
    assert grades[0] == "Facile" and grades[-1] == "Impossibile"
    assert tr("Next") == "Prossima" and tr("Won") == "Vinta"
    assert headers()[-1] == "Smazzata"  # the noun, not the verb Distribuisci
    assert percent(0.658, 1) == "65,8%"
    import numpy as np

    best = tr("Best: {best} at {p:.1%}. Played: {played:.1%}")
    said = best.format(best="B2:NE", p=0.658, played=np.float64(0.019))
    assert "65,8%" in said and "1,9%" in said and "B2:NE" in said  # every figure, as Italians
    assert "Smazzata n. 12" in tr("Deal #{number}").format(number=12)
