"""The standalone bundle's entry point (tools/bundle.py): the `trax-solitaire` command, frozen.

Before numba is imported, its cache of compiled kernels is pointed at the user's cache folder
(the solver's, e.g. ~/.cache/trax-solitaire/numba): the bundle's own folder may be read-only,
and a kernel compiled once is then reused by every later start. The solver's modules, shipped
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
        from solver.cache import cache_dir

        if not os.environ.get("NUMBA_CACHE_DIR"):
            os.environ["NUMBA_CACHE_DIR"] = str(cache_dir() / "numba")
        # The solver ships as source (for numba): keep its compiled bytecode there too.
        sys.pycache_prefix = str(cache_dir() / "pycache")
        sys.dont_write_bytecode = False
    from ui.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
