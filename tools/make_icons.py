"""Render the application icon (ui/app/icon.py: four Trax tiles closing a loop, drawn by the
game's tile painter) to the files shipped in ui/resources/icons/: an SVG and a PNG at each of
16, 24, 32, 48, 64, 128, 192, 256 and 512 pixels. Runs offscreen; the same code gives the same
files.

    python tools/make_icons.py [--out FOLDER]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRect, QSize  # noqa: E402
from PySide6.QtGui import QGuiApplication, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgGenerator  # noqa: E402

from ui.app.icon import paint_icon, render_icon  # noqa: E402
from ui.common.icon_files import ICON_DIR, SIZES, png_path, svg_path  # noqa: E402

SVG_SIDE = 256  # the SVG's nominal size; it scales to any


def svg_text() -> str:
    """The icon as SVG, drawn by the same painter calls as the PNGs."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    generator = QSvgGenerator()
    generator.setOutputDevice(buffer)
    generator.setSize(QSize(SVG_SIDE, SVG_SIDE))
    generator.setViewBox(QRect(0, 0, SVG_SIDE, SVG_SIDE))
    generator.setTitle("Trax Solitaire")
    generator.setDescription("Four Trax tiles closing a loop")
    painter = QPainter(generator)
    paint_icon(painter, float(SVG_SIDE))
    painter.end()
    buffer.close()
    return bytes(data.data()).decode("utf-8")


def png_bytes(size: int) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not render_icon(size).save(buffer, "PNG"):
        raise RuntimeError(f"cannot encode the {size}px icon as PNG")
    buffer.close()
    return bytes(data.data())


def make_icons(out: Path) -> list[Path]:
    """Write every icon file into `out`; returns their paths."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for size in SIZES:
        path = out / png_path(size).name
        path.write_bytes(png_bytes(size))
        written.append(path)
    path = out / svg_path().name
    path.write_text(svg_text(), encoding="utf-8")
    written.append(path)
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ICON_DIR, help="folder (default: %(default)s)")
    args = parser.parse_args()
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path in make_icons(args.out):
        print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
