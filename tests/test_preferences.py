"""Preferences: typed round trips through QSettings, fallbacks, the changed signal, the dialog."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialogButtonBox

from solitaire.variant import Variant
from ui.app.preferences import Preferences, PreferencesDialog

DEFAULTS = {
    "theme": "classic",
    "auto_fill": True,
    "highlight_legal": False,
    "animation_ms": 250,
    "last_variant": "3x3 line",
    "solvable_only": False,
}
CHANGED = {
    "theme": "uk",
    "auto_fill": False,
    "highlight_legal": True,
    "animation_ms": 0,
    "last_variant": "4x4 loop",
    "solvable_only": True,
}


@pytest.fixture
def ini(tmp_path: Path) -> Path:
    return tmp_path / "p.ini"


def settings(ini: Path) -> QSettings:
    return QSettings(str(ini), QSettings.Format.IniFormat)


def values(prefs: Preferences) -> dict[str, object]:
    return {key: getattr(prefs, key) for key in DEFAULTS}


def test_defaults_when_nothing_is_stored(ini: Path) -> None:
    assert values(Preferences(settings(ini))) == DEFAULTS


def test_values_round_trip_typed_through_a_new_object(qtbot, ini: Path) -> None:
    prefs = Preferences(settings(ini))
    for key, value in CHANGED.items():
        setattr(prefs, key, value)
    prefs.sync()
    # A new QSettings reads the INI file back, where every value is text.
    reread = values(Preferences(settings(ini)))
    assert reread == CHANGED
    assert all(type(reread[key]) is type(CHANGED[key]) for key in CHANGED)


def test_variant_is_stored_in_its_one_spelling(ini: Path) -> None:
    prefs = Preferences(settings(ini))
    prefs.last_variant = " 4X4 "
    assert prefs.last_variant == "4x4 line"
    prefs.last_variant = Variant(4, "loop")
    assert prefs.last_variant == "4x4 loop"


@pytest.mark.parametrize(
    ("stored", "expected"),
    [
        ("true", True),
        ("false", False),
        ("1", True),
        ("0", False),
        ("no", False),
        ("maybe", None),
        ("2", None),
        ("", None),
    ],
)
def test_booleans_read_robustly(ini: Path, stored: str, expected: bool | None) -> None:
    ini.write_text(f"[General]\nauto_fill={stored}\nhighlight_legal={stored}\n")
    prefs = Preferences(settings(ini))
    assert prefs.auto_fill is (True if expected is None else expected)
    assert prefs.highlight_legal is (False if expected is None else expected)


def test_invalid_stored_values_fall_back_to_defaults(ini: Path) -> None:
    ini.write_text(
        "[General]\ntheme=purple\nanimation_ms=5000\nlast_variant=3x4 line\n"
        "solvable_only=perhaps\nauto_fill=@Invalid()\n"
    )
    assert values(Preferences(settings(ini))) == DEFAULTS
    ini.write_text("[General]\nanimation_ms=fast\n")
    assert Preferences(settings(ini)).animation_ms == 250
    ini.write_text("[General]\nanimation_ms=-1\n")
    assert Preferences(settings(ini)).animation_ms == 250
    ini.write_text("[General]\nanimation_ms=1000\n")
    assert Preferences(settings(ini)).animation_ms == 1000


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("theme", "purple"),
        ("auto_fill", 1),
        ("auto_fill", "true"),
        ("animation_ms", 1001),
        ("animation_ms", "250"),
        ("animation_ms", True),
        ("last_variant", "5x5 loop"),
    ],
)
def test_invalid_assignments_are_refused(ini: Path, key: str, value: object) -> None:
    prefs = Preferences(settings(ini))
    with pytest.raises(ValueError, match=key):
        setattr(prefs, key, value)
    assert getattr(prefs, key) == DEFAULTS[key]


def test_changed_is_emitted_with_the_key_only_on_change(qtbot, ini: Path) -> None:
    prefs = Preferences(settings(ini))
    seen: list[str] = []
    prefs.changed.connect(seen.append)
    prefs.theme = "classic"  # the default: no change
    prefs.theme = "uk"
    prefs.theme = "uk"
    prefs.animation_ms = 400
    assert seen == ["theme", "animation_ms"]
    prefs.reset()
    assert sorted(seen[2:]) == ["animation_ms", "theme"]
    assert values(prefs) == DEFAULTS


def test_dialog_shows_current_values_and_ok_applies(qtbot, ini: Path) -> None:
    prefs = Preferences(settings(ini))
    prefs.theme = "uk"
    prefs.animation_ms = 600
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    assert dialog.theme.currentData() == "uk"
    assert dialog.animation.value() == 600 and dialog.animation_slider.value() == 600
    assert dialog.auto_fill.isChecked() and not dialog.solvable_only.isChecked()

    dialog.theme.setCurrentIndex(dialog.theme.findData("classic"))
    dialog.animation_slider.setValue(100)
    dialog.solvable_only.setChecked(True)
    dialog.highlight_legal.setChecked(True)
    seen: list[str] = []
    prefs.changed.connect(seen.append)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result() == dialog.DialogCode.Accepted
    expected = {**DEFAULTS, "animation_ms": 100, "solvable_only": True, "highlight_legal": True}
    assert values(Preferences(settings(ini))) == expected
    assert sorted(seen) == ["animation_ms", "highlight_legal", "solvable_only", "theme"]


def test_dialog_cancel_changes_nothing(qtbot, ini: Path) -> None:
    prefs = Preferences(settings(ini))
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.theme.setCurrentIndex(dialog.theme.findData("uk"))
    dialog.auto_fill.setChecked(False)
    dialog.animation.setValue(900)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()
    assert values(prefs) == DEFAULTS
    assert not ini.exists() or "uk" not in ini.read_text()


def test_restore_defaults_fills_the_fields_but_stores_only_on_ok(qtbot, ini: Path) -> None:
    prefs = Preferences(settings(ini))
    prefs.theme = "uk"
    dialog = PreferencesDialog(prefs)
    qtbot.addWidget(dialog)
    dialog.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert dialog.theme.currentData() == "classic"
    assert prefs.theme == "uk"
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert prefs.theme == "classic"
