"""The solver's rules version, pure Python so the browser's look-ups (solver.portable) read it
without numpy. Bump when a ruling in docs/rules.md changes solver results: old cache files, shipped
tables and web tables are then ignored. solver.cache re-exports it as cache.RULES_VERSION.
"""

RULES_VERSION = 1
