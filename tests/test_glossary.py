"""The glossary (docs/glossary.md) is kept: where a checked term appears in the English of a
message, its translation holds the glossary's word for it (any ending), so that one thing has
one name everywhere (issue 32)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ui.app.language import CATALOGUE, TRANSLATED, TRANSLATIONS

GLOSSARY = Path(__file__).resolve().parents[1] / "docs" / "glossary.md"


def checked_terms() -> list[tuple[str, str, str]]:
    """(language code, English, that language's term) for each row of the glossary's table
    marked checked and each language column ("Italian (it)")."""
    rows, codes = [], []
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if cells[0] == "English":
            codes = [re.search(r"\((\w+)\)", cell).group(1) for cell in cells[1:-2]]
        elif codes and len(cells) == len(codes) + 3 and cells[-2] == "checked":
            rows += [(code, cells[0], term) for code, term in zip(codes, cells[1:-2], strict=True)]
    return rows


def any_ending(term: str) -> re.Pattern[str]:
    """The term with any ending on each word: "spazio morto" finds "spazi morti"."""
    words = [re.escape(word[:-1]) + r"\w*" for word in term.split()]
    return re.compile(r"\b" + r"\s+".join(words), re.IGNORECASE)


def english_holds(term: str, source: str) -> bool:
    plain = re.sub(r"\{\w+\}|<tt>.*?</tt>|--[\w-]+|&", " ", source)  # placeholders, commands
    return re.search(rf"\b{re.escape(term)}s?\b", plain, re.IGNORECASE) is not None


def messages(code: str) -> list[tuple[str, str]]:
    root = ET.parse(TRANSLATIONS / f"{CATALOGUE}_{code}.ts").getroot()
    found = []
    for message in root.iter("message"):
        translation = " ".join(message.find("translation").itertext()).replace("&", "")
        found.append((message.findtext("source") or "", translation))
    return found


def test_the_glossary_has_its_terms():
    terms = {(code, english): term for code, english, term in checked_terms()}
    assert terms["it", "tile"] == "tessera" and terms["it", "board"] == "tavoliere"
    assert any_ending("spazio morto").search("Spazi morti")
    assert not english_holds("cell", "{cell} already holds a tile")


@pytest.mark.parametrize(
    ("code", "english", "term"), [row for row in checked_terms() if row[0] in TRANSLATED]
)
def test_each_translation_uses_the_glossarys_term(code, english, term):
    pattern = any_ending(term)
    wrong = [
        (source, text)
        for source, text in messages(code)
        if english_holds(english, source) and not pattern.search(text)
    ]
    assert wrong == [], "\n".join(f"{s!r} => {t!r}" for s, t in wrong)
