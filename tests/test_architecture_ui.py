"""The shape of ui/, read from the source with `ast` (issue 19): a wing per front end (app,
cli, web), the player's data (data), what the front ends share (common) and no module loose at
the top, the player's data without Qt, no mixins, no import circles, and the size limits. It
reads files only: nothing is imported."""

from __future__ import annotations

import ast
from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "ui"
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 60


def module_name(path: Path) -> str:
    parts = path.relative_to(UI.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def ui_modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(UI.rglob("*.py")) if "__pycache__" not in p.parts}


def imported(path: Path, name: str) -> set[str]:
    """Every module `path` imports, anywhere in it (functions and TYPE_CHECKING included);
    `from package import name` counts as `package.name` when that is a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return found


def ui_graph() -> dict[str, set[str]]:
    """Imports between ui modules (an import of a package's name counts as one of its
    __init__ module)."""
    modules = ui_modules()
    return {
        name: {m for m in imported(path, name) if m in modules and m != name}
        for name, path in modules.items()
    }


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state and (cycle := visit(nxt)):
                return cycle
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (cycle := visit(node)):
            return cycle
    return None


def test_no_module_loose_at_the_top_of_ui():
    """What the front ends share is a wing of its own (ui/common), beside one wing per front
    end: the top of ui holds only the package and its `python -m ui`."""
    loose = sorted(p.name for p in UI.glob("*.py"))
    assert loose == ["__init__.py", "__main__.py"], loose


def test_the_wings_exist():
    for wing in ("app", "cli", "data", "web", "common"):
        assert (UI / wing / "__init__.py").is_file(), wing


def test_the_shared_wing_imports_no_front_end():
    """ui/common is below the window, the command line and the page: it imports none of them."""
    fronts = ("ui.app", "ui.cli", "ui.web")
    for path in (UI / "common").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            bad = [n for n in names if n.startswith(fronts)]
            assert not bad, f"{path.name} imports {bad}"
    assert (UI / "app" / "window" / "main_window.py").is_file()


def test_the_players_data_imports_no_qt_directly_or_through_ui():
    graph = ui_graph()
    modules = ui_modules()
    data = [name for name in modules if name == "ui.data" or name.startswith("ui.data.")]
    assert data, "no modules in ui/data"
    for start in data:
        seen, todo = {start}, [start]
        while todo:
            name = todo.pop()
            qt = sorted(m for m in imported(modules[name], name) if m.split(".")[0] == "PySide6")
            assert not qt, f"{start} reaches Qt through {name}: {qt}"
            for nxt in graph[name] - seen:
                seen.add(nxt)
                todo.append(nxt)


def test_no_class_in_ui_is_a_mixin_or_inherits_one():
    offenders = []
    for name, path in ui_modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                bases = [ast.unparse(base) for base in node.bases]
                if node.name.endswith("Mixin") or any(b.endswith("Mixin") for b in bases):
                    offenders.append(f"{name}.{node.name}({', '.join(bases)})")
    assert not offenders


def test_no_import_circle_inside_ui():
    assert find_cycle(ui_graph()) is None, " -> ".join(find_cycle(ui_graph()) or [])


def test_the_circle_finder_finds_a_circle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_module_in_ui_is_over_400_lines_nor_any_function_over_60():
    too_long = []
    for name, path in ui_modules().items():
        text = path.read_text(encoding="utf-8")
        if len(text.splitlines()) > MAX_MODULE_LINES:
            too_long.append(f"{name}: {len(text.splitlines())} lines")
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > MAX_FUNCTION_LINES:
                    too_long.append(f"{name}.{node.name}: {lines} lines")
    assert not too_long


def test_the_import_reader_sees_type_checking_and_function_imports(tmp_path):
    module = tmp_path / "m.py"
    module.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from ui.app import themes\n"
        "def f():\n    import ui.data.autosave\n"
    )
    found = imported(module, "ui.m")
    assert {"ui.app.themes", "ui.data.autosave"} <= found


def test_the_desktop_app_and_the_web_page_import_nothing_from_the_command_line():
    """Issue 31: which game to open is one request below the front ends
    (puzzles/game_request.py); the window's start no longer reaches into ui/cli/."""
    graph = ui_graph()
    for name, imports in graph.items():
        if name.startswith(("ui.app", "ui.web")):
            into_cli = sorted(m for m in imports if m == "ui.cli" or m.startswith("ui.cli."))
            assert not into_cli, f"{name} imports {into_cli}"
