"""The web site's licences (issue 34): the build writes THIRD-PARTY-NOTICES.txt, which names
every file of the site under a component with its licence text there (the project's MIT
LICENSE; Pyodide under the licence its npm package.json names, MPL-2.0; CPython's PSF licence
for the standard library and the interpreter in Pyodide), the service worker keeps it for
offline play, and the page's footer links to it."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

from tests.conftest import REPO_ROOT
from tests.web_helpers import site_files
from ui.notices import NOTICES_NAME, python_licence_file, sections
from ui.web.build import pyodide_files


def flat(text: str) -> str:
    return " ".join(text.split())


def listed(notices: str) -> dict[str, list[str]]:
    """Each file the notices list, and the components it is listed under."""
    found: dict[str, list[str]] = {}
    for name, body in sections(notices).items():
        for line in body.split("Files:\n", 1)[1].splitlines():
            if not line.startswith("  "):
                break
            found.setdefault(line.strip(), []).append(name)
    return found


def test_every_file_of_the_site_is_listed_with_its_licence(web_site: Path) -> None:
    notices = (web_site / NOTICES_NAME).read_text(encoding="utf-8")
    found = sections(notices)
    files = listed(notices)
    for path in site_files(web_site):
        relative = path.relative_to(web_site).as_posix()
        assert relative in files, f"{relative}: in no component of the notices"
    for name, body in found.items():
        assert re.search(r"\n-{78}\n\[[^\n]+\]\n.{200}", body, re.DOTALL), name
    licence = (REPO_ROOT / "LICENSE").read_text(encoding="utf-8")
    (ours,) = [b for n, b in found.items() if n.startswith("Trax Solitaire ")]
    assert flat(licence) in flat(ours)
    assert files["index.html"] == files["python.zip"] == [n for n in found if n.startswith("Trax")]


def test_pyodide_and_python_come_with_their_own_licences(web_site: Path) -> None:
    notices = (web_site / NOTICES_NAME).read_text(encoding="utf-8")
    found = sections(notices)
    package = pyodide_files()
    meta = json.loads((package / "package.json").read_text(encoding="utf-8"))
    (pyodide,) = [n for n in found if n.startswith("Pyodide ")]
    assert pyodide == f"Pyodide {meta['version']}"
    assert f"Licence: {meta['license']}" in found[pyodide]
    if meta["license"] == "MPL-2.0":
        assert "Mozilla Public License Version 2.0" in found[pyodide]
    files = listed(notices)
    python = next(n for n in found if n.startswith("Python (CPython)"))
    lock = json.loads((package / "pyodide-lock.json").read_text(encoding="utf-8"))
    assert python.startswith(f"Python (CPython) {lock['info']['python']}")
    assert (
        python in files["pyodide/python_stdlib.zip"]
        and pyodide in files["pyodide/pyodide.asm.wasm"]
    )
    assert flat(python_licence_file().read_text(encoding="utf-8")) in flat(found[python])


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: dict[str, str] = {}

    def handle_starttag(self, tag: str, attrs: list) -> None:
        attributes = dict(attrs)
        if tag == "a" and attributes.get("id"):
            self.links[attributes["id"]] = attributes.get("href", "")


def test_the_footer_links_to_the_notices_kept_for_offline_play(web_site: Path) -> None:
    parser = Links()
    parser.feed((web_site / "index.html").read_text(encoding="utf-8"))
    assert parser.links["licences"] == NOTICES_NAME
    assert (web_site / parser.links["licences"]).is_file()
    offline = json.loads((web_site / "files.json").read_text(encoding="utf-8"))["files"]
    assert NOTICES_NAME in offline


def test_the_licences_link_opens_the_notices_in_the_browser(web_browser, web_base) -> None:
    # The footer is the page's own, there before Python starts: this first visit starts none
    # (a first start of Python costs the browser about 5 CPU-seconds this test never looked at).
    context = web_browser.new_context()
    context.route("**/pyodide/**", lambda route: route.abort())
    page = context.new_page()
    page.goto(web_base)
    link = page.get_by_role("link", name="Licences")
    assert link.is_visible()
    link.click()
    page.wait_for_url(f"**/{NOTICES_NAME}")
    assert "Pyodide" in page.inner_text("body") and "MIT" in page.inner_text("body")
    context.close()
