"""THIRD-PARTY-NOTICES.txt of the web site (issue 34): every file the site serves, the component
it is, and that component's licence in full, from the components' own metadata (ui/notices):

- the page, the project's Python (python.zip, with the fair-play tables) and the lists the build
  writes: the project, MIT (its LICENSE);
- Pyodide's files: Pyodide, under the licence its npm package.json names (MPL-2.0), with the
  package's LICENSE file when it ships one, else that licence's official text;
- python_stdlib.zip and the interpreter compiled into pyodide.asm.wasm: CPython, at the version
  pyodide-lock.json names, under the PSF licence (the text of the running Python's LICENSE).
"""

from __future__ import annotations

import json
from pathlib import Path

from solitaire.version import __version__
from ui.common.project import PROJECT_URL
from ui.notices import Component, python_component, render, standard_texts
from ui.notices.installed import project_component

INTERPRETER = ("pyodide/python_stdlib.zip", "pyodide/pyodide.asm.wasm")
INTRO = (
    "The web page of Trax Solitaire runs the program's Python in the browser with Pyodide. "
    "Each file of this site is named below under the component it is, with the licence it "
    "comes under and that licence's full text. The program itself is free software under "
    f"the MIT licence; its source: {PROJECT_URL}."
)
EMSCRIPTEN_NOTE = (
    "pyodide.asm.wasm and pyodide.asm.mjs are CPython and Pyodide compiled to WebAssembly "
    "with Emscripten, whose runtime libraries they include (Emscripten's licence: "
    "https://github.com/emscripten-core/emscripten/blob/main/LICENSE)."
)


def pyodide_component(package: Path, covers: list[str]) -> Component:
    """Pyodide, from its npm package: package.json's version and licence, its LICENSE file if
    it ships one."""
    meta = json.loads((package / "package.json").read_text(encoding="utf-8"))
    licence = meta.get("license") or "MPL-2.0"
    shipped = sorted(
        p for p in package.iterdir() if p.name.upper().startswith(("LICEN", "COPYING"))
    )
    texts = [(f"Pyodide's {p.name}", p.read_text(encoding="utf-8")) for p in shipped]
    return Component(
        f"Pyodide {meta['version']}",
        licence,
        covers,
        texts or standard_texts(licence),
        EMSCRIPTEN_NOTE,
    )


def pyodide_python(package: Path) -> str:
    """The CPython version Pyodide is built on (pyodide-lock.json)."""
    lock = json.loads((package / "pyodide-lock.json").read_text(encoding="utf-8"))
    return str(lock.get("info", {}).get("python", ""))


def write_site_notices(out: Path, package: Path, name: str) -> Path:
    """Write `name` (THIRD-PARTY-NOTICES.txt) into the site `out`, built with the Pyodide of the
    npm `package`."""
    files = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    files = sorted({*files, name, "files.json", "stamp.txt"})
    pyodide = [f for f in files if f.startswith("pyodide/")]
    project = project_component()  # its LICENSE, from the source tree or the installed wheel
    project.covers = [f for f in files if not f.startswith("pyodide/")]
    version = pyodide_python(package)
    python = python_component(list(INTERPRETER), f"Python (CPython) {version}, in Pyodide")
    python.note = (
        f"Pyodide's standard library and interpreter are CPython {version}'s, under the PSF "
        "licence agreement; the text below is the LICENSE file of the Python that built this "
        "site, whose version it names (a newer CPython's differs in its history table and "
        "years)."
    )
    components = [project, pyodide_component(package, pyodide), python]
    title = f"Third-party notices: Trax Solitaire {__version__}, the web page"
    target = out / name
    target.write_text(render(title, INTRO, components), encoding="utf-8")
    return target
