"""The app's language (issue 24): Qt Linguist translations, compiled, chosen and loaded.

The translations are Qt Linguist files kept in the repository,
ui/resources/translations/trax-solitaire_<code>.ts, one per language (a language is there when
its file is: present_languages(); tools/update_translations.py makes a new one and refreshes them
from the code with pyside6-lupdate). The compiled .qm files are never committed: a wheel built
by setup.py carries them, compiled from the .ts by its build step; a source checkout or an
editable install has none, so the app compiles the .ts at start into the cache folder with the
lrelease that ships with PySide6, named by the .ts's content (a changed translation is compiled
afresh, a stale one never loaded).

Every visible string of the window goes through tr(); words defined before a translator can be
loaded (theme names, table columns) are marked with QT_TR_NOOP and translated where shown.
The language follows the system unless Preferences chooses one (read at start: a change applies
on the next start). The command line never installs a translator: it stays in English.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QLibraryInfo, QLocale, QTranslator

from solitaire import translatable
from solitaire.translatable import QT_TR_NOOP

__all__ = [
    "QT_TR_NOOP",
    "Figure",
    "date_time",
    "install_language",
    "number",
    "percent",
    "remove_language",
    "tr",
]

CATALOGUE = "trax-solitaire"
TRANSLATIONS = Path(__file__).resolve().parents[1] / "resources" / "translations"


def present_languages(folder: Path = TRANSLATIONS) -> tuple[str, ...]:
    """The languages with a translation in `folder`, besides English: one for each
    trax-solitaire_<code>.ts there (or the .qm a build compiled from it). Adding a language is
    adding its file (docs/translating.md)."""
    files = [*folder.glob(f"{CATALOGUE}_*.ts"), *folder.glob(f"{CATALOGUE}_*.qm")]
    return tuple(sorted({path.stem.removeprefix(f"{CATALOGUE}_") for path in files}))


def native_name(code: str) -> str:
    """A language named in itself, as a menu starts it: "Italiano", "Français", "Deutsch"."""
    name = QLocale(code).nativeLanguageName() or code
    return name[:1].upper() + name[1:]


TRANSLATED = present_languages()
# The Preferences choice: each language named in itself, "System" in the player's.
LANGUAGES = {
    "system": QT_TR_NOOP("System language"),
    "en": "English",
    **{code: native_name(code) for code in TRANSLATED},
}


def tr(text: str, comment: str | None = None, n: int = -1) -> str:
    """`text` in the app's language; with `n`, the plural form for n, written with %n and
    "(s)" in the English source ("%n tile(s) left"): translations give each plural form, and
    English, which needs no translation file, drops the "(s)" for one and keeps the s else.
    The words' format() writes each figure as the app's locale does ("{p:.1%}": 65,8% in
    Italian)."""
    out = QCoreApplication.translate("", text, comment, n)
    return Words(translatable.english(out, n))  # an untranslated plural: English's


class Figure(float):
    """A figure that formats as the app's locale writes it: Python's format spec ("+.1f",
    ".0%"), then the locale's decimal point and group separator."""

    def __format__(self, spec: str) -> str:
        return localised(format(float(self), spec))


def localised(text: str) -> str:
    """A figure Python wrote ("-1.9", "1,234.5", "65.8%") as the app's locale writes it."""
    locale = QLocale()
    point, group = locale.decimalPoint(), locale.groupSeparator()
    if (point, group) == (".", ","):
        return text
    return text.replace(",", "\0").replace(".", point).replace("\0", group)


class Words(str):
    """Translated words whose format() puts figures in as the app's locale writes them."""

    def format(self, *args: object, **kwargs: object) -> str:
        def fig(value: object) -> object:
            return Figure(value) if isinstance(value, float) else value  # numpy's too

        return str.format(self, *map(fig, args), **{k: fig(v) for k, v in kwargs.items()})


def number(value: float, decimals: int = 0) -> str:
    """A figure as the app's locale writes it (a decimal comma in Italian)."""
    return QLocale().toString(float(value), "f", decimals)


def percent(value: float, decimals: int = 0) -> str:
    """A share (0.658) as a percentage in the app's locale: "65.8%", "65,8%" in Italian."""
    return format(Figure(value), f".{decimals}%")


def date_time(moment: datetime) -> str:
    """A date and time in the player's time zone, as the app's locale writes it (ISO 8601,
    2026-03-14 15:30, where the locale is Qt's neutral C one)."""
    local = moment.astimezone()
    if QLocale().language() == QLocale.Language.C:
        return local.strftime("%Y-%m-%d %H:%M")
    moment_qt = QDateTime.fromSecsSinceEpoch(int(local.timestamp()))
    return QLocale().toString(moment_qt, QLocale.FormatType.ShortFormat)


def locale_for(language: str) -> QLocale:
    """The locale numbers and dates follow: the system's, or the chosen language's."""
    if language == "en":
        return QLocale("en_GB")
    if language in TRANSLATED:
        return QLocale(language)  # its main country's ways: it_IT, fr_FR, de_DE
    return QLocale.system()


def _lrelease() -> str | None:
    import PySide6

    name = "lrelease.exe" if sys.platform == "win32" else "lrelease"
    shipped = Path(PySide6.__file__).parent / name
    if shipped.is_file():
        return str(shipped)
    return shutil.which("pyside6-lrelease") or shutil.which("lrelease")


def compiled_catalogue(code: str) -> Path | None:
    """The .qm for language `code`: the one the build put beside the .ts, or one compiled from
    the .ts into the cache folder now. None when there is no translation or no lrelease."""
    source = TRANSLATIONS / f"{CATALOGUE}_{code}.ts"
    built = source.with_suffix(".qm")
    if built.is_file():
        return built
    if not source.is_file():
        return None
    from solver.cache import cache_dir

    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    target = cache_dir() / "translations" / f"{CATALOGUE}_{code}-{digest}.qm"
    if target.is_file():
        return target
    tool = _lrelease()
    if tool is None:
        return None
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial.qm")
    done = subprocess.run(
        [tool, "-silent", str(source), "-qm", str(partial)], capture_output=True, check=False
    )
    if done.returncode != 0 or not partial.is_file():
        return None
    partial.replace(target)  # whole or not at all
    return target


def install_language(language: str = "system") -> QLocale:
    """Load the translation for `language` ('system', 'en', or a code of TRANSLATED) into
    the running application and make its locale the default one; returns that locale.
    English, or a language without a translation, loads nothing."""
    locale = locale_for(language)
    _LOCALES.append(QLocale())  # the default before, for remove_language()
    QLocale.setDefault(locale)
    app = QCoreApplication.instance()
    code = locale.name().split("_")[0]
    if app is None or code not in TRANSLATED:
        return locale
    qm = compiled_catalogue(code)
    if qm is None:
        return locale
    translators = []
    for folder, name in (
        (str(qm.parent), qm.name),  # the app's words
        (QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath), f"qtbase_{code}"),
    ):
        translator = QTranslator(app)  # the app keeps it alive
        if translator.load(name, folder):
            app.installTranslator(translator)
            translators.append(translator)
    translatable.install(tr)  # the words made below Qt (ui/common/presenter.py and the like)
    _INSTALLED.extend(translators)
    return locale


_INSTALLED: list[QTranslator] = []
_LOCALES: list[QLocale] = []


def remove_language() -> None:
    """Back to English (the tests that ran in Italian call this)."""
    app = QCoreApplication.instance()
    translatable.install(None)
    while _INSTALLED:
        translator = _INSTALLED.pop()
        if app is not None:
            app.removeTranslator(translator)
    if _LOCALES:
        QLocale.setDefault(_LOCALES[0])
        _LOCALES.clear()
