"""The player's preferences as the main window reads them: every read falls back to its
default (a preferences object may lack a name, or fail), every write is best effort."""

from __future__ import annotations

import contextlib
from typing import Any

from solitaire.errors import TraxError
from solitaire.variant import STANDARD_VARIANTS, Variant
from ui.app.themes import Theme, theme_named


class _DefaultPreferences:
    """Used until ui.app.preferences is available: the defaults, kept for this session only."""

    theme = "classic"
    auto_fill = True
    highlight_legal = False
    animation_ms = 250
    ask_before_abandon = True
    coach = False
    tiles_ahead = 1


def load_preferences() -> Any:
    try:
        from ui.app.preferences import Preferences
    except ImportError:
        return _DefaultPreferences()
    return Preferences()


class Settings:
    """Reads and writes one preferences object (ui.app.preferences.Preferences, or any object
    with the same attributes, e.g. the tests' quick preferences)."""

    def __init__(self, prefs: Any) -> None:
        self.prefs = prefs

    def pref(self, name: str, default: Any) -> Any:
        try:
            return getattr(self.prefs, name)
        except Exception:
            return default

    def set_pref(self, name: str, value: Any) -> None:
        with contextlib.suppress(Exception):
            setattr(self.prefs, name, value)

    @property
    def theme(self) -> Theme:
        return theme_named(self.pref("theme", "classic"))

    @property
    def auto_fill(self) -> bool:
        return bool(self.pref("auto_fill", True))

    @property
    def highlight_legal(self) -> bool:
        return bool(self.pref("highlight_legal", False))

    @property
    def animation_ms(self) -> int:
        return max(0, int(self.pref("animation_ms", 250)))

    @property
    def solvable_only(self) -> bool:
        """Random deals only the solver proves solvable (a preference, kept between runs)."""
        return bool(self.pref("solvable_only", False))

    @solvable_only.setter
    def solvable_only(self, value: bool) -> None:
        self.set_pref("solvable_only", bool(value))

    @property
    def tiles_ahead(self) -> int:
        """Tiles shown ahead of the hand in new games (issue 16): 0 to 3, 1 the printed rules."""
        value = self.pref("tiles_ahead", 1)
        return value if isinstance(value, int) and 0 <= value <= 3 else 1

    def last_variant(self) -> Variant:
        """The variant played last (a preference), for the first deal of a run."""
        with contextlib.suppress(TraxError, TypeError, ValueError):
            variant = Variant.parse(str(self.pref("last_variant", "3x3 line")))
            if variant in STANDARD_VARIANTS:
                return variant
        return STANDARD_VARIANTS[0]
