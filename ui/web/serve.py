"""Serving the built site on localhost (`trax-solitaire web`): a static server with the types
the page needs (WebAssembly, JavaScript modules), on 127.0.0.1 only."""

from __future__ import annotations

import functools
import http.server
import sys
import threading
from pathlib import Path

TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".zip": "application/zip",
    ".webmanifest": "application/manifest+json",
}


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base's name)
        pass  # quiet: the command prints the address, not every request

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")  # revalidated: a rebuild is seen at once
        super().end_headers()


class SiteServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: tuple[str, int]) -> None:
        """A browser that drops a connection mid-answer (a page reloaded or left while a file
        was on its way) is no error: said nothing of, where the base prints a traceback."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(site: Path, port: int = 0) -> http.server.ThreadingHTTPServer:
    """A server of `site` on 127.0.0.1 (port 0: any free port); not yet serving."""
    handler = functools.partial(SiteHandler, directory=str(site))
    return SiteServer(("127.0.0.1", port), handler)


def serve_in_thread(site: Path, port: int = 0) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve `site` from a daemon thread; returns the server (shutdown() stops it) and its
    address."""
    server = make_server(site, port)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"
