"""The build step pyproject.toml cannot say: compile the Qt Linguist translations.

The .ts files in ui/resources/translations are the source; the .qm files the app loads are
compiled from them here, into the build (never into the source tree), so wheels carry them.
lrelease is found whatever the PATH (issue 34: a venv not activated, pipx): in PySide6's package
(a build requirement, so an isolated build has it), beside this Python (a venv's
pyside6-lrelease), among Qt's own programs (QLibraryInfo: a system Qt, as Debian's and the
Flatpak SDK's), and last on PATH. Without one, the app compiles the .ts itself at its first
start (ui/app/language.py). Editable installs are left alone: the app compiles from the source
tree.

Each build starts from an empty build/lib: files an earlier build left there (a module since
removed, an old .qm) never reach the next wheel; only the source tree ships.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

LRELEASE_NAMES = ("lrelease", "lrelease.exe")
ON_PATH = ("pyside6-lrelease", "lrelease", "lrelease-qt6")


def _qt_programs() -> list[Path]:
    """PySide6's package folder and Qt's folders of programs, when PySide6 is importable."""
    try:
        import PySide6
        from PySide6.QtCore import QLibraryInfo
    except ImportError:
        return []
    folders = [Path(PySide6.__file__).parent]
    for where in ("LibraryExecutablesPath", "BinariesPath"):
        folders.append(Path(QLibraryInfo.path(getattr(QLibraryInfo.LibraryPath, where))))
    return folders


def _lrelease() -> str | None:
    """Qt's translation compiler, wherever it is (see above); None when there is none."""
    qt = _qt_programs()
    beside = Path(sys.executable).parent
    candidates = [folder / name for folder in qt[:1] for name in LRELEASE_NAMES]
    candidates += [beside / f"pyside6-lrelease{suffix}" for suffix in ("", ".exe")]
    candidates += [folder / name for folder in qt[1:] for name in LRELEASE_NAMES]
    for candidate in candidates:
        if candidate.is_file():
            return str(candidate)
    found = (shutil.which(name) for name in ON_PATH)
    return next((tool for tool in found if tool), None)


class BuildWithTranslations(build_py):
    def run(self) -> None:
        if getattr(self, "editable_mode", False):
            super().run()
            return
        stale = Path(self.build_lib)
        if stale.is_dir() and stale.resolve().is_relative_to(Path.cwd().resolve()):
            shutil.rmtree(stale)  # what an earlier build left: only the source tree ships
        super().run()
        tool = _lrelease()
        if tool is None:
            return
        out = Path(self.build_lib) / "ui" / "resources" / "translations"
        for source in sorted(Path("ui/resources/translations").glob("*.ts")):
            out.mkdir(parents=True, exist_ok=True)
            target = out / source.with_suffix(".qm").name
            subprocess.run([tool, "-silent", str(source), "-qm", str(target)], check=True)


setup(cmdclass={"build_py": BuildWithTranslations})
