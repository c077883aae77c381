"""No kernel copies an array into a slice (solver/jit.py): numba words that copy's shape error
with str() of the shapes, and the first such kernel a process compiles compiles numba's whole
text machinery with it (1.4 to 2.9 s of CPU, a third more for every kernel it is linked into).
Kernels copy element by element instead; filling a slice with a constant is free of it."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.conftest import REPO_ROOT

PACKAGES = ("solver", "puzzles", "solitaire")


def _is_kernel(function: ast.FunctionDef) -> bool:
    for decorator in function.decorator_list:
        name = decorator.func if isinstance(decorator, ast.Call) else decorator
        if (
            isinstance(name, ast.Name | ast.Attribute)
            and getattr(name, "id", getattr(name, "attr", "")) == "njit"
        ):
            return True
    return False


def _sliced(target: ast.expr) -> bool:
    if not isinstance(target, ast.Subscript):
        return False
    index = target.slice
    return any(isinstance(part, ast.Slice) for part in getattr(index, "elts", [index]))


def _constant(value: ast.expr) -> bool:
    if isinstance(value, ast.UnaryOp):
        value = value.operand
    return isinstance(value, ast.Constant)


def copies_into_slices(source: str) -> tuple[int, list[str]]:
    """The kernels in `source`, and every statement of theirs that copies an array into a
    slice (`a[i:j] = b`, `a[:, k] = b`) or works on a slice in place (`a[::2] |= x`)."""
    kernels, found = 0, []
    for function in ast.walk(ast.parse(source)):
        if not isinstance(function, ast.FunctionDef) or not _is_kernel(function):
            continue
        kernels += 1
        for node in ast.walk(function):
            if isinstance(node, ast.Assign) and not _constant(node.value):
                targets = node.targets
            elif isinstance(node, ast.AugAssign):
                targets = [node.target]
            else:
                continue
            if any(_sliced(target) for target in targets):
                found.append(f"{function.name}, line {node.lineno}: {ast.unparse(node)}")
    return kernels, found


def test_the_check_finds_what_it_looks_for() -> None:
    source = """
@njit(cache=True)
def bad(a, b, m):
    a[:m] = b[:m]
    a[0, :] = b
    a[::2] |= 1
    a[:] = 0
    a[1] = b[1]

def not_a_kernel(a, b):
    a[:] = b
"""
    kernels, found = copies_into_slices(source)
    assert kernels == 1
    assert [line.split(":")[0] for line in found] == ["bad, line 4", "bad, line 5", "bad, line 6"]


def test_no_kernel_copies_an_array_into_a_slice() -> None:
    total, found = 0, []
    for package in PACKAGES:
        for path in sorted((REPO_ROOT / package).rglob("*.py")):
            kernels, copies = copies_into_slices(path.read_text(encoding="utf-8"))
            total += kernels
            found += [f"{Path(path).relative_to(REPO_ROOT)}: {copy}" for copy in copies]
    assert total > 60  # every kernel of the project was read
    assert not found, "\n".join(found)
