"""A compiled kernel run as plain Python until compiling it pays (issue 25).

Compiling the clairvoyant search and the rules core it calls takes numba 15 to 35 s on a fresh
install; the same code run by the interpreter answers one deal in well under a second (a 4x4
deal in 0.08 s at the median, 1.7 s at worst in 150 random deals). So a command or a dialog
that asks about one deal should not wait for the compiler.

`Kernel(dispatcher)` calls the numba dispatcher's own Python function, with every compiled
function it reaches (directly, or through a module such as `solver.core`) swapped for its Python
function too: the same code, so the same answers. Once the kernel is compiled in this process
(something else compiled it, or `prepare()` did), or once the interpreter has spent
`BUDGET` seconds in it (a caller that solves thousands of deals), calls go to the compiled
kernel, which numba loads from its cache or compiles then. `TRAX_SOLITAIRE_INTERPRETED=0` in the
environment compiles at once; `=1` never compiles (for tests and benchmarks)."""

from __future__ import annotations

import os
import threading
import time
import types
from collections.abc import Callable
from typing import Any

from solver.jit import is_kernel

ENV = "TRAX_SOLITAIRE_INTERPRETED"
BUDGET = 2.0  # seconds of interpreted work before the kernel is compiled instead

_PLAIN: dict[int, Callable[..., Any]] = {}  # id(dispatcher) -> its interpreted function
_PROXIES: dict[str, types.ModuleType] = {}
_LOCK = threading.RLock()


def _plain_value(value: object) -> object:
    """What a global of an interpreted function becomes: a dispatcher its Python function, a
    module of ours a view of it whose dispatchers are Python functions, anything else itself."""
    if is_kernel(value):
        return plain(value)
    if isinstance(value, types.ModuleType) and value.__name__.startswith("solver."):
        return _proxy(value)
    return value


class _PlainModule(types.ModuleType):
    """A module seen by interpreted code: its compiled functions come back interpreted."""

    def __init__(self, module: types.ModuleType) -> None:
        super().__init__(module.__name__)
        self._module = module

    def __getattr__(self, name: str) -> object:  # the first look-up only: then kept
        value = _plain_value(getattr(self._module, name))
        setattr(self, name, value)
        return value


def _proxy(module: types.ModuleType) -> types.ModuleType:
    with _LOCK:
        if module.__name__ not in _PROXIES:
            _PROXIES[module.__name__] = _PlainModule(module)
        return _PROXIES[module.__name__]


def plain(dispatcher: Any) -> Callable[..., Any]:
    """The dispatcher's Python function, calling only Python functions of ours."""
    with _LOCK:
        done = _PLAIN.get(id(dispatcher))
        if done is not None:
            return done
        source = dispatcher.py_func
        names: dict[str, Any] = {}
        cells = tuple(types.CellType() for _ in source.__closure__ or ())
        function = types.FunctionType(
            source.__code__, names, source.__name__, source.__defaults__, cells or None
        )
        _PLAIN[id(dispatcher)] = function  # before the globals: kernels that call each other
        names.update({k: _plain_value(v) for k, v in source.__globals__.items()})
        for cell, outer in zip(cells, source.__closure__ or (), strict=True):
            cell.cell_contents = _plain_value(outer.cell_contents)
        return function


def _mode() -> str:
    return os.environ.get(ENV, "")


class Kernel:
    """A compiled kernel called interpreted until compiling pays (see the module's doc)."""

    def __init__(self, dispatcher: Any, budget: float = BUDGET) -> None:
        self.dispatcher = dispatcher
        self.budget = budget
        self.spent = 0.0
        self.ready = False  # compiled, or the budget spent: for good (unless the mode says)

    def compiled(self) -> bool:
        """Whether calls go to the compiled kernel now."""
        mode = _mode()
        if mode in ("0", "1"):
            return mode == "0"
        if not self.ready:  # numba lists its signatures anew at each look: looked at until found
            self.ready = bool(self.dispatcher.signatures) or self.spent >= self.budget
        return self.ready

    def __call__(self, *args: Any) -> Any:
        if self.compiled():
            return self.dispatcher(*args)
        started = time.perf_counter()
        try:
            return plain(self.dispatcher)(*args)
        finally:
            self.spent += time.perf_counter() - started

    def prepare(self, *args: Any) -> None:
        """Compile (or load from numba's cache) for these example arguments: for a background
        thread or process that gets the kernel ready before it is needed."""
        self.dispatcher(*args)
