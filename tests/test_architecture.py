"""The layout of the code, read from the source with `ast` (docs/architecture.md): no import
circles, the layers importing one way, the size limits, and the solver's wings.

Every import counts: at module level, inside functions, and under `if TYPE_CHECKING:`. An import
`from a.b import c` is an edge to the module a.b (it runs a.b's `__init__` when a.b is a package)
and also to a.b.c when that is a module: so a package whose `__init__` imports its own modules
is in a circle with any of them that imports `from` the package. Findings are reported per
top-level package, so a failure names where it is.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("solitaire", "solver", "puzzles", "ui", "tools", "benchmarks")
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 60
# What each layer may not import: dependencies point one way, ui -> puzzles -> solver -> solitaire.
FORBIDDEN = {
    "solitaire": ("solver", "puzzles", "ui"),
    "solver": ("puzzles", "ui"),
    "puzzles": ("ui",),
}
TABLES = "solver.tables"  # the fair-play tables, one service
ENTRY = "solver.tables.service"  # entered only here; the package's __init__ imports nothing
WINGS = ("solver/tables", "solver/exact")


@cache
def modules() -> dict[str, Path]:
    """Every module of the checked packages by dotted name (a package by its own name)."""
    found = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


@cache
def tree(name: str) -> ast.Module:
    return ast.parse(modules()[name].read_text(encoding="utf-8"))


def _known(name: str) -> str | None:
    """The module `name` names, or the nearest enclosing one; None outside the project."""
    while name and name not in modules():
        name = name.rpartition(".")[0]
    return name or None


def imported(name: str) -> Iterator[tuple[str, int, str]]:
    """(module imported, line, as written) for every import of the project's own modules."""
    is_package = modules()[name].name == "__init__.py"
    for node in ast.walk(tree(name)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if target := _known(alias.name):
                    yield target, node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = name.split(".")[: len(name.split(".")) - node.level + is_package]
                base = ".".join([*parent, base] if base else parent)
            if package := _known(base):
                yield package, node.lineno, base
            for alias in node.names:
                full = f"{base}.{alias.name}"
                if full in modules():
                    yield full, node.lineno, full


@cache
def graph() -> dict[str, set[str]]:
    return {m: {t for t, _, _ in imported(m) if t != m} for m in modules()}


def circles() -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    edges, index, low, stack, on_stack, found = graph(), {}, {}, [], set(), []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def in_package(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


@pytest.mark.parametrize("package", PACKAGES)
def test_no_import_circles(package):
    found = [c for c in circles() if in_package(c[0], package)]
    assert not found, "import circles: " + "; ".join(" <-> ".join(c) for c in found)


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_layers_import_one_way(package):
    wrong = [
        f"{m} line {line} imports {written}"
        for m in modules()
        if in_package(m, package)
        for target, line, written in imported(m)
        if any(in_package(target, other) for other in FORBIDDEN[package])
    ]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("package", PACKAGES)
def test_modules_are_at_most_400_lines(package):
    long = [
        f"{m}: {n} lines"
        for m, path in modules().items()
        if in_package(m, package)
        and (n := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    ]
    assert not long, "\n".join(long)


@pytest.mark.parametrize("package", PACKAGES)
def test_functions_are_at_most_60_lines(package):
    long = [
        f"{m}.{node.name} (line {node.lineno}): {n} lines"
        for m in modules()
        if in_package(m, package)
        for node in ast.walk(tree(m))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and (n := node.end_lineno - node.lineno + 1) > MAX_FUNCTION_LINES
    ]
    assert not long, "\n".join(long)


def test_the_solver_has_its_wings():
    for wing in WINGS:
        assert (ROOT / wing / "__init__.py").is_file(), wing
    flat = sorted(p.name for p in (ROOT / "solver").glob("*.py"))
    leftovers = [name for name in flat if name.startswith(("exact", "fairplay", "table", "build"))]
    assert not leftovers, f"modules of a wing loose in solver/: {leftovers}"


def test_the_tables_are_entered_only_through_their_entry():
    wrong = [
        f"{m} line {line} imports {written}"
        for m in modules()
        if not in_package(m, TABLES)
        for target, line, written in imported(m)
        if in_package(target, TABLES) and target not in (TABLES, ENTRY)
    ]
    assert not wrong, "\n".join(wrong)


def test_the_tables_never_import_their_entry_from_inside():
    wrong = [
        f"{m} line {line} imports {written}"
        for m in modules()
        if in_package(m, TABLES) and m != ENTRY
        for target, line, written in imported(m)
        if target == ENTRY
    ]
    assert not wrong, "\n".join(wrong)
    package = [f"line {line} imports {written}" for _, line, written in imported(TABLES)]
    assert not package, "solver/tables/__init__.py must import nothing:\n" + "\n".join(package)


def test_the_reader_sees_every_kind_of_import(tmp_path, monkeypatch):
    """The checks above would pass vacuously if the reader missed imports: it must find an
    import under TYPE_CHECKING, one inside a function, a relative one, and their circle."""
    package = tmp_path / "solitaire"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from solitaire.b import X\n"
    )
    (package / "b.py").write_text("def f():\n    from . import c\n")
    (package / "c.py").write_text("import solitaire.a\nimport numpy\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    _forget()
    try:
        assert graph()["solitaire.a"] == {"solitaire.b"}
        assert graph()["solitaire.b"] == {"solitaire", "solitaire.c"}  # `from .` runs __init__
        assert graph()["solitaire.c"] == {"solitaire.a"}
        assert circles() == [["solitaire.a", "solitaire.b", "solitaire.c"]]
    finally:
        monkeypatch.undo()
        _forget()


def test_a_package_that_imports_its_modules_is_in_their_circle(tmp_path, monkeypatch):
    """The circle the old solver/tables/__init__.py made: the package imports a module of its own
    that imports a sibling `from` the package (which runs the package's __init__ first)."""
    package = tmp_path / "solver" / "tables"
    package.mkdir(parents=True)
    (tmp_path / "solver" / "__init__.py").write_text("")
    (package / "__init__.py").write_text("from solver.tables.values import Table\n")
    (package / "values.py").write_text("from solver.tables import shipped\n")
    (package / "shipped.py").write_text("import numpy\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    _forget()
    try:
        assert graph()["solver.tables.values"] == {"solver.tables", "solver.tables.shipped"}
        assert circles() == [["solver.tables", "solver.tables.values"]]
        (package / "__init__.py").write_text('"""Imports nothing."""\n')
        _forget()
        assert circles() == []
    finally:
        monkeypatch.undo()
        _forget()


def _forget() -> None:
    for cached in (modules, tree, graph):
        cached.cache_clear()
