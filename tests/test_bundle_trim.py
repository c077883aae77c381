"""tools/bundle/trim.py (issue 25): which files the standalone folder leaves out and which it
strips, decided on the paths PyInstaller gives them (the bundle test runs the result)."""

from __future__ import annotations

import sys

import pytest

from tests.conftest import REPO_ROOT

sys.path.insert(0, str(REPO_ROOT / "tools" / "bundle"))
import trim  # noqa: E402

QT = "PySide6/Qt"


@pytest.mark.parametrize(
    "destination",
    [
        f"{QT}/translations/qtbase_ja.qm",
        f"{QT}/translations/qtdeclarative_it.qm",
        f"{QT}/plugins/platforms/libqeglfs.so",
        f"{QT}/plugins/platforms/libqvnc.so",
        f"{QT}/plugins/tls/libqopensslbackend.so",
        f"{QT}/plugins/imageformats/libqjpeg.so",
        f"{QT}/plugins/platformthemes/libqgtk3.so",
        f"{QT}/plugins/generic/libqevdevmouseplugin.so",
        f"{QT}/lib/libQt6Network.so.6",
        f"{QT}/lib/libQt6Qml.so.6",
    ],
)
def test_what_is_never_loaded_is_left_out(destination: str) -> None:
    assert not trim.used(destination)


@pytest.mark.parametrize(
    "destination",
    [
        f"{QT}/translations/qtbase_it.qm",  # Qt's own dialogs in the app's languages
        f"{QT}/plugins/platforms/libqxcb.so",
        f"{QT}/plugins/platforms/libqwayland.so",
        f"{QT}/plugins/platforms/libqoffscreen.so",
        f"{QT}/plugins/imageformats/libqsvg.so",
        f"{QT}/plugins/platformthemes/libqxdgdesktopportal.so",
        f"{QT}/lib/libQt6Widgets.so.6",
        "numpy.libs/libscipy_openblas64_-32a4b2a6.so",
        "solver/data/fairplay-3x3-line.npz",
    ],
)
def test_what_the_app_loads_is_kept(destination: str) -> None:
    assert trim.used(destination)


@pytest.mark.skipif(sys.platform != "linux", reason="stripping is done on Linux only")
def test_openblas_is_never_stripped_and_llvmlite_is() -> None:
    assert not trim.strippable("numpy.libs/libscipy_openblas64_-32a4b2a6.so")
    assert not trim.strippable(f"{QT}/lib/libQt6Core.so.6")
    assert trim.strippable("llvmlite/binding/libllvmlite.so")
    assert trim.strippable("libpython3.11.so.1.0")
    assert trim.strippable("numpy/_core/_multiarray_umath.cpython-311-x86_64-linux-gnu.so")
