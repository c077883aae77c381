"""The standalone bundle's entry point (tools/bundle.py): the `trax-solitaire` command, frozen.

Before numba is imported, its cache of compiled kernels is pointed at the user's cache folder
(the solver's, e.g. ~/.cache/trax-solitaire/numba/<place>): the bundle's own folder may be
read-only, and a kernel compiled once is then reused by every later start. One folder per place
the bundle runs from (solver.jit_cache.cache_for_install): a moved bundle removes the kernels
of the place it left. The solver's modules, shipped
as source for numba, keep their bytecode beside it (pycache/). Process pools start their
workers with "spawn", which a frozen program serves through freeze_support().
"""

from __future__ import annotations

import multiprocessing
import os
import sys


def main() -> int:
    multiprocessing.freeze_support()
    if getattr(sys, "frozen", False):
        from pathlib import Path

        from solver.cache import cache_dir
        from solver.jit_cache import cache_for_install

        if not os.environ.get("NUMBA_CACHE_DIR"):
            place = Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
            try:
                kernels = cache_for_install(place, cache_dir() / "numba")
            except OSError:  # a read-only cache folder: numba finds its own way (jit_cache)
                kernels = cache_dir() / "numba"
            os.environ["NUMBA_CACHE_DIR"] = str(kernels)
        # The solver ships as source (for numba): keep its compiled bytecode there too.
        sys.pycache_prefix = str(cache_dir() / "pycache")
        sys.dont_write_bytecode = False
    from ui.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
