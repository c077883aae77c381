"""The web page (issue 23): the same Python engine in the browser through Pyodide.

The page (ui/web/site/) draws and forwards input; Python decides and words. `bridge` is what
the page calls (JSON in, JSON out) and runs in the browser; `board` words the board for it;
`address` reads and writes the links that name a game; `extras` opens the day, puzzles and
lessons; `hints` reads the web tables; `records` words the statistics and writes the export.
`build` writes the site and `serve` serves it on localhost (those two run on the player's
machine, never in the browser). This
package's `__init__` imports nothing, so the browser loads only what it needs.
"""
