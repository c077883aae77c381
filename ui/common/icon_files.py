"""Where the application icon's files are shipped (package data, made by tools/make_icons.py)
and the id they are installed under. No Qt: the desktop entry (ui/cli/desktop_entry.py) copies
these files, the app (ui/app/icon.py) loads them."""

from __future__ import annotations

from pathlib import Path

APP_ID = "io.github.traxsolitaire.TraxSolitaire"  # the desktop entry's, icon's and metainfo's id
ICON_DIR = Path(__file__).resolve().parents[1] / "resources" / "icons"
SIZES = (16, 24, 32, 48, 64, 128, 192, 256, 512)


def png_path(size: int) -> Path:
    return ICON_DIR / f"{APP_ID}-{size}.png"


def svg_path() -> Path:
    return ICON_DIR / f"{APP_ID}.svg"
