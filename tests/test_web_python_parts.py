"""The Python the web page runs (its bridge, the worker's solver) needs neither Qt nor numba:
Pyodide has neither, and the window's wing (ui.app) is not in the site. A shared module that
imports one breaks the page at start (the Italian merge once made ui/common/cell_names.py import
ui.app.language); this test finds it in a second, before any browser does."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from tests.conftest import REPO_ROOT

BLOCKER = textwrap.dedent(
    """
    import importlib.abc, sys

    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "numba") or name.startswith("ui.app"):
                raise ImportError(f"the web page has no {name}")
            return None

    sys.meta_path.insert(0, Block())
    import solver.portable.solve  # the Web Worker's "Was it solvable?"
    import ui.web.bridge  # the page's one way in, and everything it imports
    print("ok")
    """
)


def test_the_python_the_page_ships_imports_neither_qt_nor_the_window() -> None:
    done = subprocess.run(
        [sys.executable, "-c", BLOCKER],
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0 and done.stdout.strip() == "ok", done.stderr[-3000:]
