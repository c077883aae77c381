"""Search and measurement on top of the rules engine (solitaire); never imports puzzles or ui.

Two wings: `solver.tables` (the fair-play tables, one entry: `table_for(variant, lookahead)`)
and `solver.exact` (the exact solvable fraction). Beside them: the compiled rules core (`core`),
packed layouts and symmetries (`layout`, `symmetry`), the disk cache (`cache`), clairvoyant
search (`clairvoyant`, `play_count`), sampling (`measure`) and post-game analysis (`analysis`).
See docs/architecture.md. Importing the package imports nothing else but `jit_cache`, which makes
sure numba has somewhere to keep compiled kernels before any is defined (a read-only install
with no writable home).
"""

from solver.jit_cache import ensure_writable_cache

ensure_writable_cache()
