"""Player preferences stored with QSettings, and the dialog that edits them.

Every read is validated: settings files are edited by hand, and some QSettings backends give
back strings for booleans and numbers, so a bad stored value falls back to its default instead
of reaching the game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QMessageBox,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from solitaire.errors import TraxError
from solitaire.variant import Variant
from ui.app.language import LANGUAGES, tr
from ui.app.tab_order import follow
from ui.app.themes import THEMES as _THEMES

ORGANIZATION = APPLICATION = "trax-solitaire"
# The themes' names, the same words as the View menu's (ui/app/themes.py).
THEMES = {name: theme.title for name, theme in _THEMES.items()}
ANIMATION_RANGE = (0, 1000)
LOOKAHEADS = (0, 1, 2, 3)  # tiles shown ahead (ui/app/tiles_ahead.py)


def _to_bool(value: object) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return bool(value) if value in (0, 1) else None
    if isinstance(value, str):
        return {
            "true": True,
            "1": True,
            "yes": True,
            "on": True,
            "false": False,
            "0": False,
            "no": False,
            "off": False,
        }.get(value.strip().lower())
    return None


def _to_animation(value: object) -> int | None:
    if isinstance(value, bool):  # bool is an int in Python; True is not 1 millisecond
        return None
    try:
        number = int(value.strip()) if isinstance(value, str) else value
    except ValueError:
        return None
    if isinstance(number, int) and ANIMATION_RANGE[0] <= number <= ANIMATION_RANGE[1]:
        return number
    return None


def _to_theme(value: object) -> str | None:
    return value if isinstance(value, str) and value in THEMES else None


def _to_lookahead(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    try:
        number = int(value.strip()) if isinstance(value, str) else value
    except ValueError:
        return None
    return number if isinstance(number, int) and number in LOOKAHEADS else None


def _to_language(value: object) -> str | None:
    return value if isinstance(value, str) and value in LANGUAGES else None


def _to_variant(value: object) -> str | None:
    if not isinstance(value, str):
        return None
    try:
        return str(Variant.parse(value))
    except TraxError:
        return None


@dataclass(frozen=True)
class _Setting:
    default: Any
    convert: Callable[[object], Any]  # stored or assigned value -> typed value, None if invalid


_SETTINGS: dict[str, _Setting] = {
    "theme": _Setting("classic", _to_theme),
    "auto_fill": _Setting(True, _to_bool),
    "highlight_legal": _Setting(False, _to_bool),
    "animation_ms": _Setting(250, _to_animation),
    "last_variant": _Setting("3x3 line", _to_variant),
    "solvable_only": _Setting(False, _to_bool),
    "ask_before_abandon": _Setting(True, _to_bool),
    "coach": _Setting(False, _to_bool),
    "tiles_ahead": _Setting(1, _to_lookahead),
    "language": _Setting("system", _to_language),
}


def _setting_property(key: str, doc: str) -> property:
    def getter(self: Preferences) -> Any:
        return self.get(key)

    def setter(self: Preferences, value: Any) -> None:
        self.set(key, value)

    return property(getter, setter, doc=doc)


class Preferences(QObject):
    """Typed access to the settings; `changed(key)` is emitted when a value really changes.

    Share one instance in the app: the signal comes from the instance that made the change.
    """

    changed = Signal(str)

    KEYS = tuple(_SETTINGS)

    def __init__(self, settings: QSettings | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else QSettings(ORGANIZATION, APPLICATION)

    @staticmethod
    def default(key: str) -> Any:
        return _SETTINGS[key].default

    def get(self, key: str) -> Any:
        setting = _SETTINGS[key]
        if not self._settings.contains(key):
            return setting.default
        value = setting.convert(self._settings.value(key))
        return setting.default if value is None else value

    def set(self, key: str, value: Any) -> None:
        """Store a value; an invalid one raises ValueError (a caller's bug, not the player's)."""
        setting = _SETTINGS[key]
        if isinstance(value, Variant):
            value = str(value)
        typed = setting.convert(value)
        # The exact type is checked too, so that 1 is not accepted as True or "250" as 250.
        if typed is None or type(typed) is not type(value):
            raise ValueError(f"{value!r} is not a valid value for {key}")
        previous = self.get(key)
        self._settings.setValue(key, typed)
        if typed != previous:
            self.changed.emit(key)

    def reset(self) -> None:
        """Forget every stored value; keys whose value changes are announced."""
        before = {key: self.get(key) for key in self.KEYS}
        for key in self.KEYS:
            self._settings.remove(key)
        for key in self.KEYS:
            if self.get(key) != before[key]:
                self.changed.emit(key)

    def sync(self) -> None:
        self._settings.sync()

    theme = _setting_property("theme", "'classic' (white and black) or 'uk' (white and red).")
    auto_fill = _setting_property("auto_fill", "Fill forced spaces without the player's click.")
    highlight_legal = _setting_property(
        "highlight_legal", "Mark the cells where the tile in hand may go."
    )
    animation_ms = _setting_property("animation_ms", "Animation length, 0 (none) to 1000 ms.")
    last_variant = _setting_property("last_variant", "The variant played last, like '3x3 line'.")
    ask_before_abandon = _setting_property(
        "ask_before_abandon", "Ask before New game, Deal again or Open give up a game in progress."
    )
    coach = _setting_property(
        "coach", "Before a move that loses more than the blunder threshold, ask first."
    )
    solvable_only = _setting_property(
        "solvable_only", "Deal only deals that can be won with the whole stack known."
    )
    tiles_ahead = _setting_property(
        "tiles_ahead", "Tiles of the stack shown after the hand in new games: 0 to 3 (1: standard)."
    )
    language = _setting_property("language", "'system', 'en' or 'it': read when the app starts.")


class PreferencesDialog(QDialog):
    """Edits a copy of the preferences; OK writes them, Cancel leaves them as they were."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.setWindowTitle(tr("Preferences"))
        self._make_fields()
        animation_row = self._make_animation()

        form = QFormLayout()
        form.addRow(tr("Colours:"), self.theme)
        form.addRow(tr("Animation:"), animation_row)
        for control in (self.animation_slider, self.animation):  # both read as "Animation"
            control.setAccessibleName(tr("Animation:").rstrip(": "))
        form.addRow(tr("Tiles shown ahead:"), self.tiles_ahead)
        form.addRow(tr("Language:"), self.language)
        form.addRow("", self.auto_fill)
        form.addRow("", self.highlight_legal)
        form.addRow("", self.solvable_only)
        form.addRow("", self.ask_before_abandon)
        form.addRow("", self.coach)
        self._make_buttons()

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.buttons)
        # No narrower than its words (a minimum of its own overrides its layout's, and a dialog
        # opens at most 2/3 of the screen wide: German's check boxes were cut at 800x600).
        self.setMinimumWidth(max(400, layout.minimumSize().width()))
        follow(  # as shown: top to bottom, left to right
            self.theme,
            self.animation_slider,
            self.animation,
            self.tiles_ahead,
            self.language,
            *(self.auto_fill, self.highlight_legal, self.solvable_only),
            *(self.ask_before_abandon, self.coach, self.buttons),
        )
        self._show(prefs.get)

    def _make_fields(self) -> None:
        """The colours and the check boxes."""
        self.theme = QComboBox()
        for key, label in THEMES.items():
            self.theme.addItem(tr(label), key)
        self.auto_fill = QCheckBox(tr("Fill forced spaces automatically"))
        self.auto_fill.setToolTip(
            tr("A forced space has only one possible tile. Off: you place it yourself.")
        )
        self.highlight_legal = QCheckBox(tr("Highlight where the tile in hand can go"))
        self.solvable_only = QCheckBox(tr("Deal only solvable deals"))
        self.solvable_only.setToolTip(
            tr("New games use deals that can be won when the whole stack is known in advance.")
        )

        self.ask_before_abandon = QCheckBox(tr("Ask before giving up a game in progress"))
        self.ask_before_abandon.setToolTip(
            tr("New game, Deal again or Open count the game in progress as lost: ask first.")
        )
        self.coach = QCheckBox(tr("Coach: ask before a costly move"))
        self.coach.setToolTip(
            tr(
                "Before a move that throws much of your chance away (more "
                "than 10 points of win chance), ask first."
            )
        )
        from ui.app.tiles_ahead import chooser

        self.tiles_ahead = chooser(self)
        self.tiles_ahead.setToolTip(self.tiles_ahead.toolTip() + tr(" For new games."))
        self.language = QComboBox()
        for key, name in LANGUAGES.items():
            self.language.addItem(tr(name), key)  # each language named in itself
        self.language.setToolTip(tr("A new language applies when Trax Solitaire starts again."))

    def _make_animation(self) -> QHBoxLayout:
        """The animation length: a slider and a spin box that follow each other."""
        self.animation = QSpinBox()
        self.animation.setRange(*ANIMATION_RANGE)
        self.animation.setSingleStep(50)
        self.animation.setSuffix(tr(" ms"))
        self.animation.setSpecialValueText(tr("Off"))  # shown at 0
        slider = QSlider(Qt.Orientation.Horizontal)
        slider.setRange(*ANIMATION_RANGE)
        slider.setSingleStep(50)
        slider.setPageStep(250)
        slider.valueChanged.connect(self.animation.setValue)
        self.animation.valueChanged.connect(slider.setValue)
        self.animation_slider = slider
        animation_row = QHBoxLayout()
        animation_row.addWidget(slider, 1)
        animation_row.addWidget(self.animation)
        return animation_row

    def _make_buttons(self) -> None:
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        # Restoring only fills the fields; nothing is stored until OK.
        restore.clicked.connect(lambda: self._show(Preferences.default))

    def _show(self, value_of: Callable[[str], Any]) -> None:
        self.theme.setCurrentIndex(self.theme.findData(value_of("theme")))
        self.auto_fill.setChecked(value_of("auto_fill"))
        self.highlight_legal.setChecked(value_of("highlight_legal"))
        self.solvable_only.setChecked(value_of("solvable_only"))
        self.ask_before_abandon.setChecked(value_of("ask_before_abandon"))
        self.coach.setChecked(value_of("coach"))
        self.animation.setValue(value_of("animation_ms"))
        self.tiles_ahead.setCurrentIndex(self.tiles_ahead.findData(value_of("tiles_ahead")))
        self.language.setCurrentIndex(self.language.findData(value_of("language")))

    def accept(self) -> None:
        self.prefs.theme = self.theme.currentData()
        self.prefs.auto_fill = self.auto_fill.isChecked()
        self.prefs.highlight_legal = self.highlight_legal.isChecked()
        self.prefs.solvable_only = self.solvable_only.isChecked()
        self.prefs.ask_before_abandon = self.ask_before_abandon.isChecked()
        self.prefs.coach = self.coach.isChecked()
        self.prefs.animation_ms = self.animation.value()
        self.prefs.tiles_ahead = int(self.tiles_ahead.currentData())
        if self.language.currentData() != self.prefs.language:
            self.prefs.language = self.language.currentData()
            QMessageBox.information(
                self,
                tr("Language"),
                tr("The new language applies when Trax Solitaire starts again."),
            )
        self.prefs.sync()
        super().accept()


GEOMETRY_KEY = "window/geometry"


class _WindowMemory(QObject):
    """Saves a window's size and position when it closes (see remember_window)."""

    def __init__(self, window: QWidget, settings: QSettings) -> None:
        super().__init__(window)
        self._settings = settings
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Close and isinstance(watched, QWidget):
            self._settings.setValue(GEOMETRY_KEY, watched.saveGeometry())
            self._settings.sync()
        return False


def remember_window(window: QWidget, settings: QSettings | None = None) -> bool:
    """Give the window the size and position it had when last closed (on a screen it fits),
    and keep them when it closes again. Returns whether a stored geometry was applied."""
    settings = settings if settings is not None else QSettings()
    _WindowMemory(window, settings)
    stored = settings.value(GEOMETRY_KEY)
    if not isinstance(stored, QByteArray) or stored.isEmpty():
        return False
    return bool(window.restoreGeometry(stored))  # Qt keeps it on a screen that exists
