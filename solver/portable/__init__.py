"""The solver's pieces for the browser edition (issue 23): pure Python at run time.

In the page (Pyodide) there is neither numba nor numpy, so every module here that the page runs
imports only the standard library and `solitaire`:

- `packing`: layouts packed into one integer and their 16 symmetries (the packing of
  solver.layout, which takes its `encode`/`decode` from here), and the hint's tie order;
- `webfile`: the web table file format and its checked reader (`read_web_table`);
- `hints`: `WebTable` look-ups and `hint_report(position, lookahead, every, table)`, the exact
  dict `trax-solitaire hint --json` prints;
- `solve`: `solve_deal(variant, deal)`, "was it solvable?" with a winning play.

One module runs on the host only, at build time, with numpy: `export` (`write_web_tables`), which
turns the shipped fair-play tables (solver/data) into web table files.

Importing the package imports nothing, so the modules inside never walk back out through it.
"""
