"""Package-level promises: the engine's documented example runs, and dependencies point one
way (ui -> solver -> solitaire; the engine has no Qt)."""

from __future__ import annotations

import ast
import doctest
from pathlib import Path

import pytest

import solitaire
from tests.conftest import REPO_ROOT


def test_engine_docstring_example_runs() -> None:
    result = doctest.testmod(solitaire)
    assert result.attempted > 0 and result.failed == 0


def imported_top_levels(package: str) -> set[str]:
    names: set[str] = set()
    for path in Path(REPO_ROOT, package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                names |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize(
    ("package", "forbidden"),
    [
        ("solitaire", {"solver", "ui", "puzzles", "PySide6", "numpy", "numba"}),
        ("solver", {"ui", "puzzles", "PySide6"}),
        ("puzzles", {"ui"}),
    ],
)
def test_dependencies_point_one_way(package: str, forbidden: set[str]) -> None:
    assert not imported_top_levels(package) & forbidden
