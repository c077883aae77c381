"""A guard against a reference-counting bug in the PySide6 build we run on.

PySide6 6.12.0 on CPython 3.11 returns None from every void method (QPainter.setPen,
QColor.setAlpha, ...) without taking a reference to it. Each call takes one reference away
from None; a few dozen board repaints bring None's count to zero and CPython aborts with
"Fatal Python error: none_dealloc". CPython 3.12 made None immortal (PEP 683), so there the
bug is harmless. On older versions we measure the bug and, only if it is there, give None a
reference count so large that no session can use it up: what PEP 683 does for 3.12."""

from __future__ import annotations

import ctypes
import sys

_applied: bool | None = None


def references_lost_per_call() -> float:
    """How many references to None one void PySide6 call loses (0 when healthy)."""
    from PySide6.QtGui import QColor

    colour = QColor()
    calls = 64
    before = sys.getrefcount(None)
    for _ in range(calls):
        colour.setAlpha(255)
    return (before - sys.getrefcount(None)) / calls


def keep_none_alive() -> bool:
    """Apply the guard once per process if this PySide6 needs it; True if applied."""
    global _applied
    if _applied is not None:
        return _applied
    _applied = False
    if sys.version_info >= (3, 12) or hasattr(sys, "gettotalrefcount"):
        return False  # immortal None, or a debug build whose object layout differs
    if references_lost_per_call() < 0.5:
        return False
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 60
    _applied = True
    return True
