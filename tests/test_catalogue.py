"""The translator without Qt (ui/common/catalogue.py, issue 31 item 9): the desktop's Qt
Linguist files compiled into the page's catalogues, plural forms chosen by each language's rule
as Qt chooses them, templates filled with their parts (the engine's reasons included), figures
written as the language writes them, and the page's fixed words all found in its HTML."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from solitaire import translatable
from solitaire.translatable import Text, say, tr
from ui.common.catalogue import SEPARATOR, Translator, compiled, install, plural_form

TRANSLATIONS = Path(__file__).resolve().parents[1] / "ui" / "resources" / "translations"
CODES = sorted(p.stem.rpartition("_")[2] for p in TRANSLATIONS.glob("trax-solitaire_*.ts"))


def catalogue(code: str) -> dict:
    return compiled(TRANSLATIONS / f"trax-solitaire_{code}.ts")


@pytest.fixture
def speaking():
    """Install a language's catalogue for the words below the front ends, then English again."""
    yield lambda code: install(catalogue(code))
    install(None)


@pytest.mark.parametrize("code", CODES)
def test_every_translation_is_compiled_with_its_plural_forms(code):
    root = ET.parse(TRANSLATIONS / f"trax-solitaire_{code}.ts").getroot()
    messages = catalogue(code)["messages"][""]
    assert catalogue(code)["language"] == code
    for message in root.find("context").iter("message"):
        source, translation = message.findtext("source"), message.find("translation")
        if message.findtext("comment"):  # keyed with its disambiguation, as gettext keys
            source = f"{source}{SEPARATOR}{message.findtext('comment')}"
        forms = [f.text for f in translation.iter("numerusform")]
        if message.get("numerus") == "yes":
            assert messages[source] == forms and len(forms) == 2, source
        else:
            assert messages[source] == translation.text, source


def test_plurals_follow_each_language_as_qt_does(speaking):
    assert [plural_form("it", n) for n in (0, 1, 2, 5)] == [1, 0, 1, 1]
    assert [plural_form("de", n) for n in (0, 1, 2, 5)] == [1, 0, 1, 1]
    assert [plural_form("fr", n) for n in (0, 1, 2, 5)] == [0, 0, 1, 1]  # French: 0 is one
    template = "%n forced space(s) filled."
    speaking("it")
    assert [tr(template, None, n) for n in (0, 1, 2)] == [
        "0 spazi obbligati riempiti.",
        "1 spazio obbligato riempito.",
        "2 spazi obbligati riempiti.",
    ]
    speaking("fr")
    assert tr(template, None, 0) == "0 espace forcé rempli."
    assert tr(template, None, 3) == "3 espaces forcés remplis."
    speaking("de")
    assert tr(template, None, 1) == "1 Zwangsfeld gefüllt."
    install(None)
    assert tr(template, None, 0) == "0 forced spaces filled."  # English: as written


def test_templates_are_filled_after_translation_engine_reasons_included(speaking):
    from solitaire.reasons import counted

    speaking("it")
    assert tr("Deal #{number}").format(number=12) == "Smazzata n. 12"
    assert tr("Played {move}.").format(move="B1:NE") == "Giocata B1:NE."
    # An engine reason: its template translated, then its parts (themselves Text) put in.
    reason = Text("{cell} already holds a tile.", cell="B2")
    assert say(reason) == "B2 ha già una tessera."
    assert str(reason) == "B2 already holds a tile."  # the command line's English, unchanged
    tiles = counted(("%n tile(s)", "%n tile(s)"), 3)
    assert say(tiles) == tr("%n tile(s)", None, -1)  # a template with no translation: English
    assert tr("A sentence no catalogue holds.") == "A sentence no catalogue holds."


def test_figures_are_written_as_the_language_writes_them(speaking):
    speaking("it")
    line = "{variant}: %n game(s), {won} won ({rate:.0%}), streak {streak} (best {best})"
    said = tr(line, None, 3).format(variant="3x3", won=2, rate=0.6667, streak=1, best=2)
    assert said == "3x3: 3 partite, 2 vinte (67%), serie 1 (migliore 2)"
    assert tr("{p:.1%}").format(p=0.658) == "65,8%"
    italian, french = Translator(catalogue("it")), Translator(catalogue("fr"))
    assert italian.number(12345.5, 1) == "12.345,5" and italian.number(1234) == "1234"
    assert french.number(-12345) == "-12\u202f345" and french.percent(0.658, 1) == "65,8%"
    assert Translator({}).percent(0.658, 1) == "65.8%"  # English
    install(None)
    assert tr("{p:.1%}").format(p=0.658) == "65.8%"


def test_the_translator_answers_as_the_desktops_qt_translator(qapp):
    """The same message, the same count: the same words as Qt's, in every language."""
    from ui.app.language import compiled_catalogue, install_language, remove_language

    if compiled_catalogue("it") is None:
        pytest.skip("no lrelease to compile the desktop's translations")
    for code in CODES:
        ours = Translator(catalogue(code))
        texts = list(catalogue(code)["messages"][""].items())
        install_language(code)
        try:
            for key, said in texts:
                text, _, comment = key.partition(SEPARATOR)
                counts = (0, 1, 2, 7, 12345) if isinstance(said, list) else (-1,)
                for n in counts:
                    qt = tr(text, comment or None, n)
                    assert ours(text, comment or None, n) == qt, (code, key, n)
        finally:
            remove_language()
    assert translatable._translator == []


def test_the_pages_fixed_words_are_all_in_its_html_and_said_in_the_language(speaking):
    from ui.web import page_words

    html = (Path(page_words.__file__).parent / "site" / "index.html").read_text("utf-8")
    for selector in page_words.PAGE:
        found = re.match(r"#([\w-]+)", selector)
        assert found and f'id="{found.group(1)}"' in html, selector
    said = json.loads(page_words.set_language(json.dumps(catalogue("it"))))
    assert said["lang"] == "it"
    assert said["words"]["#undo"] == {
        "text": "Annulla",
        "title": "Ritira l’ultima mossa (U, Ctrl+Z)",
    }
    assert said["words"]["#variant option[value='4x4 loop']"] == {"text": "anello 4x4"}
    english = json.loads(page_words.set_language(None))
    assert english["lang"] == "en" and english["words"]["#undo"]["text"] == "Undo"
