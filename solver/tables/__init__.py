"""The fair-play tables, one service with one entry: `solver.tables.service` (`table_for(variant,
lookahead)` and the few calls around it). Importing the package imports nothing, so the modules
inside never walk back out through it:

- `service`: the entry, `table_for`, memory and disk caches, the shipped tables;
- `values`: `FairPlayTable`, the look-ups of a table at lookahead 0 or 1;
- `shipped`: the tables shipped as package data (solver/data/);
- `build`, `play`: the compiled build of a table and the compiled play of deals;
- `seeing/`: the exact tables for any lookahead k (issue 16).
"""
