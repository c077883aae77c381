"""Qt's own words that Qt's translations lack (issue 32).

The window loads Qt's own translations (qtbase_<code>.qm from PySide6's translations folder,
ui/app/language.py) for its standard dialogs; a few of their words changed in Qt after those
translations were made and are shown in English ("&Look in:" in the file dialog). They are
marked here, in Qt's own context, so that they are in the app's .ts files and are translated
there: Qt asks the app's translation when its own has no answer.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """`text`, unchanged: marked for translation in Qt's `context`."""
    return text


WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
