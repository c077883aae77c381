"""The build step pyproject.toml cannot say: compile the Qt Linguist translations.

The .ts files in ui/resources/translations are the source; the .qm files the app loads are
compiled from them here, into the build (never into the source tree), so wheels carry them.
lrelease comes from PySide6 when the build environment has it, or from the system (Qt's
linguist tools); without one, the app compiles the .ts itself at its first start
(ui/app/language.py). Editable installs are left alone: the app compiles from the source tree.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


def _lrelease() -> str | None:
    try:
        import PySide6
    except ImportError:
        return shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    for name in ("lrelease", "lrelease.exe"):
        shipped = Path(PySide6.__file__).parent / name
        if shipped.is_file():
            return str(shipped)
    return shutil.which("pyside6-lrelease") or shutil.which("lrelease")


class BuildWithTranslations(build_py):
    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        tool = _lrelease()
        if tool is None:
            return
        out = Path(self.build_lib) / "ui" / "resources" / "translations"
        for source in sorted(Path("ui/resources/translations").glob("*.ts")):
            out.mkdir(parents=True, exist_ok=True)
            target = out / source.with_suffix(".qm").name
            subprocess.run([tool, "-silent", str(source), "-qm", str(target)], check=True)


setup(cmdclass={"build_py": BuildWithTranslations})
