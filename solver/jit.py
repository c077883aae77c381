"""numba's `njit`, with one compile of each kernel shared by every process of the same install.

A fresh install has no compiled kernels. numba compiles a kernel on its first call in each
process and keeps it in its cache (`cache=True`), but two processes that want the same kernel
at the same time both compile it: `stats --jobs 4` compiled the play kernels four times over
(four cores busy for 15 s to do one core's work), and the app's warm-up and a command line
started beside it did the same. Here, every kernel's compile takes a lock of its own, a file
in a private folder under the system's temporary folder named by the install's place and the
kernel: the first process compiles and writes numba's cache, the others wait for it and then
load the kernel from that cache. A kernel that calls others takes their locks in call order
(caller, then callee), and calls between kernels never go round in a circle, so no two
processes wait for each other. A lock that is not given back within `WAIT` seconds (a process
stopped, not killed: a killed one lets go at once) is passed over and the kernel compiled.
Where no lock can be made (no temporary folder, no `fcntl`), kernels compile as numba alone
would. And a kernel that another calls with a constant is compiled for the constant's plain
type, not once more for that value (`_unliteral`).

numba itself is imported only when a kernel is first wanted (called, compiled, or asked about
what numba knows of it): until then `njit` gives a `Deferred`, which holds the Python function.
Importing numba costs a third of a CPU-second, which a command that answers without a kernel
(a deal solved by the interpreter, solver/interpreted.py; an answer read from a cache) or the
app need not pay. Then every deferred kernel is made at once and put in place of its stand-in
in the project's modules, so kernels find each other as numba's own dispatchers.

No kernel copies an array into a slice (`a[i:j] = b`, `a[k, :] = b`) or works on a slice in
place: numba words that copy's shape error with str() of the shapes, and the first kernel of a
process that holds one compiled numba's whole text machinery with it (1.4 to 2.9 s of CPU), then
linked it into every kernel that calls it. Kernels copy element by element (compiled, the same
speed): compiling every kernel the tests use took 45 CPU-seconds, and takes 33 (with the table
builder on one core, solver/tables/build.py). tests/test_jit_slices.py holds kernels to it."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from solver.jit_cache import private_folder

try:
    import fcntl
except ImportError:  # not on this system: no locks, numba's own behaviour
    fcntl = None  # type: ignore[assignment]

WAIT = 600.0  # seconds a compile waits for another process's compile of the same kernel
POLL = 0.05
_PLACE = hashlib.sha1(str(Path(__file__).resolve().parent).encode()).hexdigest()[:12]
_held: dict[str, int] = {}  # kernel -> how deep this process is in its compile (reentrant)


def lock_folder() -> Path | None:
    """The private folder of the lock files (made 0700 and checked to be ours), or None:
    made and checked once per process and temporary folder, not on every compile."""
    return _folder_in(tempfile.gettempdir())


@functools.cache
def _folder_in(temporary: str) -> Path | None:
    return private_folder("jit")


def lock_path(name: str) -> Path | None:
    folder = lock_folder()
    if folder is None:
        return None
    return folder / f"{_PLACE}-{hashlib.sha1(name.encode()).hexdigest()[:16]}.lock"


@contextlib.contextmanager
def compile_lock(name: str, wait: float = WAIT) -> Iterator[bool]:
    """Hold the kernel's lock while compiling it; yields whether it is held. Run with numba's
    own compiler lock held, so only one thread of a process is ever here."""
    if name in _held:  # a kernel compiled again inside its own compile: the lock is ours
        _held[name] += 1
        try:
            yield True
        finally:
            _held[name] -= 1
        return
    path = lock_path(name) if fcntl is not None else None
    try:
        handle = open(path, "a") if path is not None else None  # noqa: SIM115
    except OSError:
        handle = None
    if handle is None:
        yield False
        return
    with handle:
        held = _take(handle, wait)
        _held[name] = 1
        try:
            yield held
        finally:
            del _held[name]
            if held:
                fcntl.flock(handle, fcntl.LOCK_UN)


def _take(handle: Any, wait: float) -> bool:
    deadline = time.monotonic() + wait
    while True:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
            return True
        except BlockingIOError:
            if time.monotonic() >= deadline:
                return False
            time.sleep(POLL)
        except OSError:  # a file system without locks
            return False


def _unliteral(sig: Any) -> tuple[Any, ...] | None:
    """The argument types with every constant's type made plain (`Literal[int](0)` to
    `int64`), or None when there is no constant. A kernel called from another with a constant
    argument is otherwise compiled once more for that constant alone: `solve_kernel` twice,
    `expand` three times (`stats` on a fresh install compiled for 18.4 s of CPU, now 13.9 s),
    for nothing: the plain version takes the constant just as well."""
    from numba.core import types

    if not isinstance(sig, tuple):
        return None
    plain = tuple(types.unliteral(arg) for arg in sig)
    return plain if plain != sig else None


# The level LLVM's passes optimise a kernel at, by its package; numba's own is 3 for all, and
# its machine code stays at 3. At 1 the kernels compile sooner (a fresh install's first
# `stats`: 12.6 CPU-seconds, now 10.0) and run as fast (benchmarks/bench_clairvoyant.py,
# bench_seeing.py). The exact flows stay at 3: they run minutes over large arrays (the 4x4 line
# figure, bench_exact.py: 76.8 s warm, mean of four runs, either way, with them at 3). At 0
# numba could no longer cache the kernels. A NUMBA_OPT the user set holds for every kernel.
LEVEL = 1
LEVELS = {"solver.exact": 3}


def level_of(module: str) -> int:
    """The level a kernel of this module compiles at (also inside another kernel's compile)."""
    return next((lv for pkg, lv in LEVELS.items() if module.startswith(pkg + ".")), LEVEL)


@contextlib.contextmanager
def optimised_at(level: int) -> Iterator[None]:
    """numba's level (`config.OPT`, read as its passes are built) at `level` for a compile,
    then as it was. numba reads its settings from the environment again as each compile
    starts, but only when the environment changed: read first here, so the level set stays."""
    from numba.core import config as numba_config

    if "NUMBA_OPT" in os.environ:
        yield
        return
    numba_config.reload_config()
    before = numba_config.OPT
    numba_config.OPT = type(before)(level)
    try:
        yield
    finally:
        numba_config.OPT = before


def njit(*args: Any, **options: Any) -> Any:
    """`numba.njit` (same options), whose dispatcher compiles under the kernel's lock, at its
    package's level (`LEVELS`); a `Deferred` stand-in until numba is first wanted."""

    def make(function: Callable[..., Any]) -> Any:
        if _numba_ready:
            return _dispatcher(function, options)
        deferred = Deferred(function, options)
        with _MAKING:
            _waiting.append(deferred)
        return deferred

    if len(args) == 1 and callable(args[0]) and not options:
        return make(args[0])
    if args:
        raise TypeError("solver.jit.njit takes the function and keyword options only")
    return make


def _dispatcher(function: Callable[..., Any], options: dict[str, Any]) -> Any:
    import numba
    from numba.core import errors
    from numba.core.compiler_lock import global_compiler_lock

    dispatcher = numba.njit(**options)(function)
    own_compile = dispatcher.compile
    name = f"{function.__module__}.{function.__qualname__}"
    level = level_of(function.__module__)

    def compile(sig: Any) -> Any:
        with global_compiler_lock, compile_lock(name), optimised_at(level):
            plain = _unliteral(sig)
            if plain is not None:
                try:
                    return own_compile(plain)
                except errors.TypingError:  # a kernel that needs the constant itself
                    pass
            return own_compile(sig)

    dispatcher.compile = compile
    return dispatcher


# -- kernels made when first wanted -------------------------------------------------------------

_MAKING = threading.RLock()
_waiting: list[Deferred] = []  # stand-ins not yet made
_numba_ready = False  # numba imported and every kernel made: `njit` makes them at once
_OURS = ("solver", "puzzles", "ui", "solitaire", "tests", "benchmarks", "tools", "__main__")


class Deferred:
    """A kernel whose numba dispatcher is made when first wanted: called, or asked for anything
    but its Python function (`py_func`) and its compiled signatures (none yet). numba sees it
    as the dispatcher (`_numba_type_`) where one kernel refers to another."""

    def __init__(self, function: Callable[..., Any], options: dict[str, Any]) -> None:
        self.__dict__["_made"] = None
        self.__dict__["py_func"] = function
        self.__dict__["_options"] = options
        functools.update_wrapper(self, function)

    def made(self) -> Any:
        """The numba dispatcher (numba imported, and every waiting kernel made, first)."""
        made = self.__dict__["_made"]
        if made is None:
            make_every_kernel()
            made = self.__dict__["_made"]
        return made

    @property
    def signatures(self) -> list[Any]:
        made = self.__dict__["_made"]
        return [] if made is None else made.signatures

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self.made()(*args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name in ("_made", "_options"):
            raise AttributeError(name)
        return getattr(self.made(), name)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_by_name, (self.__module__, self.__qualname__))

    def __repr__(self) -> str:
        return f"<kernel {self.__module__}.{self.__qualname__}, not yet made>"


def _by_name(module: str, qualname: str) -> Any:
    import importlib

    found: Any = importlib.import_module(module)
    for part in qualname.split("."):
        found = getattr(found, part)
    return found


def make_every_kernel() -> None:
    """Import numba, make every waiting kernel's dispatcher, and put each in place of its
    stand-in wherever a module of the project holds it (a module's own kernels and those it
    imported by name), so that compiled kernels call each other directly."""
    global _numba_ready
    with _MAKING:
        if not _waiting and _numba_ready:
            return
        pending = list(_waiting)
        for deferred in pending:
            if deferred.__dict__["_made"] is None:
                made = _dispatcher(deferred.py_func, deferred.__dict__["_options"])
                deferred.__dict__["_made"] = made
        _numba_ready = True
        _waiting.clear()
        for name, module in list(sys.modules.items()):
            names = getattr(module, "__dict__", None) if name.startswith(_OURS) else None
            if isinstance(names, dict):
                for key, value in list(names.items()):
                    if type(value) is Deferred:
                        names[key] = value.__dict__["_made"]


def is_kernel(value: object) -> bool:
    """Whether `value` is a kernel: a stand-in, or a numba dispatcher (numba loaded)."""
    if type(value) is Deferred:
        return True
    dispatcher = sys.modules.get("numba.core.dispatcher")
    return dispatcher is not None and isinstance(value, dispatcher.Dispatcher)
