"""The `web` subcommand: the browser edition (ui/web/). `--build DIR` writes the site, a folder
any static host serves; without it the site is built if need be (in the cache folder), served on
localhost, and opened in the browser where one can be found. The first build needs npm, which
installs the pinned Pyodide (ui/web/npm/package-lock.json) once into the cache folder."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ui.cli.args import add_command


def register(subcommands: argparse._SubParsersAction) -> None:
    web = add_command(
        subcommands,
        "web",
        run_web,
        help="build the web page, or serve it on localhost and open it",
        description="The browser edition: the same game in a web page (Python in the page "
        "through Pyodide). With --build DIR, write the site into DIR (any static host serves "
        "it); without, build it if needed, serve it on 127.0.0.1 and open the browser. "
        "The first build needs npm (Node.js) to install the pinned Pyodide into the cache "
        "folder; later builds reuse it.",
    )
    web.add_argument("--build", metavar="DIR", type=Path, help="write the site into DIR and stop")
    web.add_argument(
        "--port", type=int, default=8023, help="the port to serve on (default 8023; 0 any free)"
    )
    web.add_argument("--no-browser", action="store_true", help="serve without opening a browser")


def run_web(args: argparse.Namespace) -> int:
    from solitaire.errors import TraxError
    from ui.web.build import build_site, default_site, site_is_current

    if args.build is not None:
        out = build_site(args.build)
        print(f"The site is in {out}: serve that folder with any static web server.")
        return 0
    if not 0 <= args.port <= 65535:
        raise TraxError(f"port {args.port} is not a port number (0 to 65535)")
    site = default_site()
    if not site_is_current(site):
        print("Building the web page…", file=sys.stderr)
        build_site(site)
    return _serve(site, args.port, not args.no_browser)


def _serve(site: Path, port: int, browse: bool) -> int:
    import webbrowser

    from solitaire.errors import TraxError
    from ui.web.serve import make_server

    try:
        server = make_server(site, port)
    except OSError as exc:
        raise TraxError(f"cannot serve on port {port}: {exc.strerror}") from None
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"Trax Solitaire is at {url} (Ctrl+C stops it)", flush=True)
    if browse:
        webbrowser.open(url)
    try:
        server.serve_forever()
    finally:
        server.server_close()
    return 0
