"""solver package."""

from solver.jit_cache import ensure_writable_cache

ensure_writable_cache()  # before any kernel is compiled (a read-only install, no home)
