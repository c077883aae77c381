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


class Text(str):
    """Words made below Qt with their parts kept apart from them: a template marked with
    QT_TR_NOOP and its parts (cells, tile codes, counts, or more Text). It reads as its English,
    so the command line prints it as it is; a front end says it in its language with say().
    With `n`, the template is a plural one ("%n tile(s)") resolved for n."""

    template: str
    parts: dict[str, object]
    n: int

    def __new__(cls, template: str, n: int = -1, **parts: object) -> Text:
        words = english(template, n)
        made = super().__new__(cls, words.format(**parts) if parts else words)
        made.template, made.parts, made.n = template, parts, n
        return made

    def __reduce__(self) -> tuple[object, tuple[str, int, dict[str, object]]]:
        return _text, (self.template, self.n, self.parts)  # a copy or a pickle keeps its parts


def _text(template: str, n: int, parts: dict[str, object]) -> Text:
    return Text(template, n, **parts)


def say(text: object, swap: dict[str, str] | None = None) -> str:
    """`text` in the front end's language: a Text translated, then its parts put in (each Text
    part said the same way); anything else, such as a cell or a tile code, as it is. `swap`
    names some words otherwise before they are translated (the theme's colours: black as red)."""
    if not isinstance(text, Text):
        return str(text)
    template = swap.get(text.template, text.template) if swap else text.template
    if not text.parts:
        return tr(template, None, text.n)
    parts = {key: say(value, swap) for key, value in text.parts.items()}
    return tr(template, None, text.n).format(**parts)


def why(error: BaseException) -> str:
    """What an error says: its Text when it was raised with one (to be said in the player's
    language), else its English."""
    return error.args[0] if len(error.args) == 1 and isinstance(error.args[0], Text) else str(error)
