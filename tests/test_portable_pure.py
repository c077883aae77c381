"""The browser's part of solver.portable runs without numba and numpy (Pyodide has neither):
proved in a fresh interpreter where importing them fails."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

from solitaire.deal import random_deal
from solitaire.history_file import history_json
from solitaire.position import Position
from solitaire.variant import Variant
from solver.portable.export import write_web_tables
from solver.portable.hints import WebTable, hint_report
from solver.portable.solve import solve_deal
from solver.portable.webfile import web_table_name
from tests.conftest import REPO_ROOT

BLOCKED = textwrap.dedent(
    """
    import importlib.abc, json, sys
    from pathlib import Path

    class Blocker(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("numba", "numpy", "llvmlite"):
                raise ImportError(f"{name} is blocked: the page has no {name}")
            return None

    sys.meta_path.insert(0, Blocker())
    from solitaire.position import Position
    from solitaire.variant import Variant
    from solver.portable.hints import WebTable, hint_report
    from solver.portable.solve import solve_deal
    from solitaire.history_file import history_report, read_history_json

    ask = json.loads(sys.stdin.read())
    variant = Variant(4, "loop")
    table = WebTable.from_bytes(variant, Path(ask["table"]).read_bytes())
    position = Position(variant, tuple(ask["deal"]), ask["moves"])
    loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("numba", "numpy"))
    print(json.dumps({
        "hint": hint_report(position, 1, True, table),
        "solve": solve_deal(variant, tuple(ask["deal"])),
        "history": history_report(read_history_json(ask["history"])),
        "loaded": loaded,
    }))
    """
)


def test_the_page_needs_neither_numba_nor_numpy(tmp_path):
    import random

    variant = Variant(4, "loop")
    (path,) = write_web_tables(tmp_path, (variant,))
    assert path.name == web_table_name(variant)
    deal = random_deal(4, random.Random(11))
    position = Position(variant, deal)
    for _ in range(3):
        position.push(position.legal_moves()[0].move)
    history = history_json([])
    ask = {"table": str(path), "deal": list(deal), "moves": [str(m) for m in position.moves]}
    ask["history"] = history
    done = subprocess.run(
        [sys.executable, "-c", BLOCKED],
        input=json.dumps(ask),
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert answer["loaded"] == []
    table = WebTable.from_bytes(variant, path.read_bytes())
    assert answer["hint"] == hint_report(position, 1, True, table)
    assert answer["hint"]["moves"]
    assert answer["solve"] == solve_deal(variant, deal)
    assert answer["history"] == {"games": [], "summary": {}, "skipped": 0}


def test_the_blocker_does_block(tmp_path):
    """The check above is not vacuous: the same blocker stops a numpy import."""
    script = BLOCKED.split("from solitaire.position")[0] + "import numpy\n"
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode != 0
    assert "numpy is blocked" in done.stderr
