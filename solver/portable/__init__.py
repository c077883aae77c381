"""The solver's pieces for the browser edition (issue 23): pure Python at run time.

In the page (Pyodide) there is neither numba nor numpy, so every module here that the page runs
imports only the standard library, `solitaire` and each other (tests/test_portable_pure.py runs
them with numba and numpy blocked):

- `webfile`: the web table file format (documented there) and its checked reader;
  `web_table_name(variant) -> str` ("fairplay-4x4-line.trxweb"), `WebTableError`.
- `hints`: `WebTable.from_bytes(variant, data: bytes)` / `WebTable.from_folder(variant, folder)`
  and `hint_report(position: Position, lookahead: int, every: bool, table: WebTable) -> dict`,
  exactly the dict `trax-solitaire hint --json [--all] --lookahead 0|1` prints:
  {"exact": True, "moves": [{"move": "B1:NE", "forced": 0, "win": 0.5, "fraction": "1/2"}]}.
- `solve`: `solve_deal(variant: Variant, deal: Sequence[int]) -> list[str] | None`, "was it
  solvable?" with one winning play in the command line's notation (None: no play wins).
- `packing`: layouts packed into one integer, their 16 symmetries, the hint's tie order (the
  one copy solver.layout and solver.tables.values use too).

Host only, at build time, with numpy: `export.write_web_tables(out_dir: Path) -> list[Path]`
writes the three standard variants' web table files (about 0.75 MB in all) from the shipped
fair-play tables.

Importing the package imports nothing, so the modules inside never walk back out through it.
"""
