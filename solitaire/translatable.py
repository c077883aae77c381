"""Words players read, made below Qt, and how a front end translates them (issue 24).

Words shared by the front ends (the window, the web page) are written in pure Python, in
English, and go through tr() here (or are marked with QT_TR_NOOP where a fixed string is
defined, and translated where shown). pyside6-lupdate collects both into the Qt Linguist files
(tools/update_translations.py). A front end that shows another language installs its translator
with install(): the window installs Qt's (ui/app/language.py). Without one, as on the command
line, the English is given as written, plural forms included: "%n move(s)" reads "1 move",
"2 moves".
"""

from __future__ import annotations

from collections.abc import Callable

Translator = Callable[[str, "str | None", int], str]
_translator: list[Translator] = []


def QT_TR_NOOP(text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """`text`, unchanged: marked for translation where it is shown."""
    return text


def english(text: str, n: int = -1) -> str:
    """The source text itself, its plural resolved for `n`: %n is n, "(s)" an s unless n is 1."""
    if n < 0:
        return text
    return text.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s")


def tr(text: str, comment: str | None = None, n: int = -1) -> str:
    """`text` in the language the front end installed (English if none)."""
    if _translator:
        return _translator[0](text, comment, n)
    return english(text, n)


def install(translator: Translator | None) -> None:
    """Translate with `translator` from now on (None: back to English)."""
    _translator.clear()
    if translator is not None:
        _translator.append(translator)
