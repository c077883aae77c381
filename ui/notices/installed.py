"""The notices of the copy that is running, for Help > About: the standalone folder's
THIRD-PARTY-NOTICES.txt (written when it was built, beside the executable), or, for a wheel or a
source checkout, the same notices made now from what is installed: the project, the Python that
runs it, and every distribution it needs (each installed by pip from its own wheel, with its
own licence files). No Qt."""

from __future__ import annotations

import importlib.metadata as metadata
import sys
import tomllib
from pathlib import Path

from solitaire.version import __version__
from ui.notices import NOTICES_NAME, Component, python_component, render
from ui.notices.distributions import PROJECT, distribution_component, runtime_closure

ROOT = Path(__file__).resolve().parents[2]
LGPL = {"PySide6_Essentials", "PySide6", "PySide6_Addons", "shiboken6"}
LGPL_NOTE = (
    "Used under the GNU Lesser General Public License version 3 (its text and the GPL's, "
    "below), as a separate package, linked dynamically: install another build of the same "
    "version into this environment to replace it (source: https://code.qt.io/)."
)


def shipped_file() -> Path | None:
    """The notices file of the standalone folder (beside its executable), if this is one."""
    if not getattr(sys, "frozen", False):
        return None
    found = Path(sys.executable).resolve().parent / NOTICES_NAME
    return found if found.is_file() else None


def _needed() -> list[str]:
    """The distributions the project needs: from its installed metadata, or, in a source tree
    that is not installed, from pyproject.toml's dependencies (those installed)."""
    try:
        return runtime_closure(PROJECT)
    except metadata.PackageNotFoundError:
        declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
        names = []
        for requirement in declared["project"]["dependencies"]:
            name = requirement.split(";")[0].strip()
            for stop in "<>=!~[ ":
                name = name.split(stop)[0]
            names.append(name)
        found = []
        for name in names:
            try:
                found += [metadata.distribution(name).metadata["Name"], *runtime_closure(name)]
            except metadata.PackageNotFoundError:
                continue
        return list(dict.fromkeys(found))


def project_component() -> Component:
    """The project itself, under the MIT licence (its LICENSE file)."""
    licence = ROOT / "LICENSE"
    if licence.is_file():  # a source tree
        text = licence.read_text(encoding="utf-8")
        return Component(
            f"Trax Solitaire {__version__}", "MIT", ["this program"], [("LICENSE", text)]
        )
    return distribution_component(PROJECT, ["this program"])


def notices_text() -> str:
    """The notices of this copy (read from the folder's file, or made now)."""
    shipped = shipped_file()
    if shipped is not None:
        return shipped.read_text(encoding="utf-8")
    components = [project_component(), python_component(["the Python that runs the program"])]
    for name in _needed():
        note = LGPL_NOTE if name in LGPL else ""
        components.append(distribution_component(name, ["installed by pip, from its wheel"], note))
    intro = (
        "The licences of Trax Solitaire and of what it runs on in this installation, read "
        "from the installed packages' own metadata. Each package was installed from its own "
        "wheel, which carries these texts too."
    )
    return render(f"Third-party notices: Trax Solitaire {__version__}", intro, components)
