"""The translations without Qt (issue 31 item 9): the Qt Linguist files compiled into plain
catalogues, and a translator that says a template in a language from one, as Qt's does.

The desktop loads ui/resources/translations/trax-solitaire_<code>.ts through Qt (compiled to
.qm, ui/app/language.py); the web page has no Qt, so the site's build compiles each .ts into
a JSON catalogue (compiled()), {"language": code, "messages": {context: {key: translation}}},
the key being the source, or the source, a U+0004 and the disambiguation when the message has
one (as gettext keys them); a plural message's translation is the list of its numerus forms.

A Translator says a template as QCoreApplication.translate would: the translation for the
context "" (where solitaire.translatable.tr looks), the plural form the language's rule picks
for n (Qt's rules: Italian and German one form for 1, French one for 0 and 1), %n the count
in digits alone, as Qt writes it; what has no translation stays English. Its words'
format() writes each float as the language does (a decimal comma in Italian, French and
German), as the window's Figure does. install() makes it the one solitaire.translatable.tr
uses, so every word below the front ends (the engine's reasons, the presenter's, the page's)
comes out in the language.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

from solitaire import translatable

SEPARATOR = "\u0004"  # between a source and its disambiguation, in a catalogue's keys

# Qt's plural rules (qtbase's numerus rules) for the languages a file may be added for: the
# index of the numerus form for n. A language not named here has Qt's default: one, other.
PLURAL_RULES: dict[str, Callable[[int], int]] = {
    "fr": lambda n: 0 if n < 2 else 1,
    "pt_BR": lambda n: 0 if n < 2 else 1,
    "ja": lambda n: 0,
    "zh": lambda n: 0,
}
# How a language writes a number: (decimal point, group separator), Qt's CLDR data.
NUMBER_SIGNS: dict[str, tuple[str, str]] = {
    "en": (".", ","),
    "it": (",", "."),
    "de": (",", "."),
    "fr": (",", "\u202f"),
    "es": (",", "."),
    "pt": (",", "."),
    "nl": (",", "."),
}
# Each language named in itself, as the page's Language setting offers it (a language whose
# file was added later is named by its code until it is named here).
NATIVE_NAMES = {"en": "English", "it": "Italiano", "fr": "Français", "de": "Deutsch"}


def plural_form(code: str, n: int) -> int:
    """The index of the numerus form language `code` uses for n."""
    rule = PLURAL_RULES.get(code) or PLURAL_RULES.get(code.split("_")[0])
    return rule(n) if rule else (0 if n == 1 else 1)


def localised(text: str, code: str) -> str:
    """A figure Python wrote ("-1.9", "1,234.5", "65.8%") as language `code` writes it."""
    point, group = NUMBER_SIGNS.get(code.split("_")[0], (".", ","))
    if (point, group) == (".", ","):
        return text
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


class Figure(float):
    """A float that formats as its language writes it: Python's format spec, then the signs."""

    code = "en"

    def __format__(self, spec: str) -> str:
        return localised(format(float(self), spec), self.code)


class Words(str):
    """Translated words whose format() puts floats in as the language writes them."""

    code = "en"

    def format(self, *args: object, **kwargs: object) -> str:
        def fig(value: object) -> object:
            if isinstance(value, float):
                figure = Figure(value)
                figure.code = self.code
                return figure
            return value

        return str.format(self, *map(fig, args), **{k: fig(v) for k, v in kwargs.items()})


class Translator:
    """Says templates in the catalogue's language (English where it has no translation)."""

    def __init__(self, catalogue: dict) -> None:
        self.code = str(catalogue.get("language") or "en")
        self.messages: dict[str, object] = catalogue.get("messages", {}).get("", {})

    def __call__(self, text: str, comment: str | None = None, n: int = -1) -> str:
        found = self.messages.get(f"{text}{SEPARATOR}{comment}") if comment else None
        if found is None:
            found = self.messages.get(text)
        if isinstance(found, list) and found:
            found = found[min(plural_form(self.code, max(n, 0)), len(found) - 1)]
        if isinstance(found, str) and found:
            out = found.replace("%n", str(n)) if n >= 0 else found  # as Qt: %n, not %Ln
        else:
            out = translatable.english(text, n)
        words = Words(out)
        words.code = self.code
        return words

    def number(self, value: float, decimals: int = 0) -> str:
        """A figure as the language writes it (no group separator below 10,000, as Qt)."""
        grouped = "," if abs(value) >= 10_000 else ""
        return localised(format(float(value), f"{grouped}.{decimals}f"), self.code)

    def percent(self, value: float, decimals: int = 0) -> str:
        """A share (0.658) as a percentage: "65.8%", "65,8%" in Italian."""
        return localised(format(float(value), f".{decimals}%"), self.code)


def install(catalogue: dict | None) -> Translator | None:
    """Translate every word below the front ends from `catalogue` (None: back to English)."""
    translator = Translator(catalogue) if catalogue else None
    translatable.install(translator)
    return translator


def compiled(ts_file: Path) -> dict:
    """A Qt Linguist file as a catalogue, as lrelease compiles it: an empty translation, an
    obsolete or vanished one left out (the English is said)."""
    root = ET.parse(ts_file).getroot()
    code = (root.get("language") or ts_file.stem.rpartition("_")[2]).split("_")[0]
    messages: dict[str, dict[str, object]] = {}
    for context in root.iter("context"):
        kept = messages.setdefault(context.findtext("name") or "", {})
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("obsolete", "vanished"):
                continue
            source = message.findtext("source") or ""
            comment = message.findtext("comment")
            key = f"{source}{SEPARATOR}{comment}" if comment else source
            if message.get("numerus") == "yes":
                forms = [form.text or "" for form in translation.iter("numerusform")]
                if any(forms):
                    kept[key] = forms
            elif translation.text:
                kept[key] = translation.text
    return {"language": code, "messages": messages}
