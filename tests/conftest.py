"""Qt tests run offscreen, and never touch the real user's settings or data folders."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_DATA = tempfile.mkdtemp(prefix="trax-solitaire-tests-")
os.environ.setdefault("TRAX_SOLITAIRE_DATA_DIR", _DATA)
os.environ.setdefault("XDG_CONFIG_HOME", os.path.join(_DATA, "config"))
os.environ.setdefault("XDG_DATA_HOME", os.path.join(_DATA, "data"))

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths  # noqa: E402

from ui.qt_compat import keep_none_alive  # noqa: E402

keep_none_alive()  # PySide6 6.12 on Python 3.11 loses a reference to None per void call
QStandardPaths.setTestModeEnabled(True)
QCoreApplication.setOrganizationName("trax-solitaire-tests")
QCoreApplication.setApplicationName("trax-solitaire-tests")


@pytest.fixture(autouse=True)
def _isolated_settings(tmp_path, monkeypatch):
    """Each test gets its own data folder and QSettings files under tmp_path."""
    monkeypatch.setenv("TRAX_SOLITAIRE_DATA_DIR", str(tmp_path / "data"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "ini"))
    yield
