"""The application icon (issue 17): the shipped files are what tools/make_icons.py makes from
the game's tile painter, at every size, and the app started as a player starts it gives every
window and dialog that icon."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QDialog

from tests.conftest import REPO_ROOT
from ui.app.icon import render_icon
from ui.common.icon_files import SIZES, png_path, svg_path


def difference(a: QImage, b: QImage) -> float:
    """Mean absolute difference per channel (0..255) of two images of one size."""
    a = a.convertToFormat(QImage.Format.Format_RGBA8888)
    b = b.convertToFormat(QImage.Format.Format_RGBA8888)
    assert a.size() == b.size()
    left, right = bytes(a.constBits()), bytes(b.constBits())
    return sum(abs(x - y) for x, y in zip(left, right, strict=True)) / len(left)


@pytest.mark.parametrize("size", SIZES)
def test_the_shipped_png_is_what_the_painter_draws(qapp, size: int) -> None:
    shipped = QImage(str(png_path(size)))
    assert not shipped.isNull() and shipped.size() == QSize(size, size)
    assert shipped.hasAlphaChannel()
    # Exact on the Qt that made them; a little antialiasing drift allowed on another.
    assert difference(shipped, render_icon(size)) < 1.5


def test_the_svg_draws_the_same_icon(qapp) -> None:
    renderer = QSvgRenderer(str(svg_path()))
    assert renderer.isValid()
    image = QImage(256, 256, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, 256, 256))
    painter.end()
    assert difference(image, render_icon(256)) < 4


def test_make_icons_writes_the_shipped_files(tmp_path: Path) -> None:
    script = REPO_ROOT / "tools" / "make_icons.py"
    subprocess.run([sys.executable, str(script), "--out", str(tmp_path)], check=True, timeout=120)
    made = sorted(path.name for path in tmp_path.iterdir())
    shipped = sorted([*(png_path(size).name for size in SIZES), svg_path().name])
    assert made == shipped
    for size in SIZES:
        assert (
            difference(QImage(str(tmp_path / png_path(size).name)), QImage(str(png_path(size))))
            == 0
        )


def test_the_app_gives_every_window_its_icon(qtbot, tmp_path, monkeypatch) -> None:
    from tests.ui_helpers import make_window
    from ui.app import start as app

    monkeypatch.setenv("TRAX_SOLITAIRE_DATA_DIR", str(tmp_path))
    monkeypatch.setenv(app.STARTUP_PROBE_ENV, "1")  # quit once the window is painted
    names = (QApplication.organizationName(), QApplication.applicationName())
    try:
        assert app.run() == 0
    finally:  # run() names the application as the real app: give the tests theirs back
        QApplication.setOrganizationName(names[0])
        QApplication.setApplicationName(names[1])
    icon = QApplication.windowIcon()
    assert not icon.isNull()
    assert {size.width() for size in icon.availableSizes()} == set(SIZES)
    window = make_window(qtbot, tmp_path)
    dialog = QDialog(window)
    for shown in (window, dialog):
        assert shown.windowIcon().cacheKey() == icon.cacheKey()
