"""Writing the web site (`trax-solitaire web --build DIR`): a folder any static host serves.

What goes in:
- the page (ui/web/site/: HTML, CSS, JavaScript, the service worker, the solver's worker);
- Pyodide, from the npm registry's `pyodide` package pinned by ui/web/npm/package-lock.json:
  `npm ci` installs it once into the cache folder (npm must be on the PATH the first time; the
  files are then reused), and the build copies the five files the page loads;
- the project's Python the page runs, in one zip: solitaire, the words of ui (presenter,
  cell_names in ui/common, ui/web), puzzles (with the lessons and packs), solver/portable;
- the fair-play tables as web table files (solver.portable.export), for exact hints;
- THIRD-PARTY-NOTICES.txt: every file's licence in full (ui/web/notices.py), linked from the
  page's footer;
- the translations: each Qt Linguist file of ui/resources/translations compiled into a JSON
  catalogue, translations/<code>.json (ui/common/catalogue.py), and translations/languages.json
  naming them, from which the page picks the player's language;
- the app's icon at 192 and 512 pixels (ui/resources/icons), named by the web app manifest
  (site/manifest.webmanifest) that lets a browser install the page;
- files.json, the list the service worker caches for offline play, with the site's version
  (the page keeps a snapshot of its started Python under that version: ui/web/site/python.js)
  and the SHA-256 of every file listed: the service worker checks each file it answers from
  its cache against it, and fetches a damaged one again (ui/web/site/sw.js).
Nothing is fetched from anywhere but the site itself when the page runs.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from solitaire.errors import TraxError
from solitaire.version import __version__
from ui.notices import NOTICES_NAME
from ui.web.notices import write_site_notices

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# The Python the page runs: (folder or file under the repository root, what it may hold).
PYTHON_PARTS = (
    "solitaire",
    "puzzles",
    "solver/portable",
    "solver/__init__.py",
    "solver/jit_cache.py",
    "solver/rules_version.py",
    "ui/__init__.py",
    "ui/common/__init__.py",
    "ui/common/presenter.py",
    "ui/common/cell_names.py",
    "ui/common/catalogue.py",
    "ui/web/__init__.py",
    "ui/web/board.py",
    "ui/web/bridge.py",
    "ui/web/extras.py",
    "ui/web/games.py",
    "ui/web/hints.py",
    "ui/web/lesson.py",
    "ui/web/packs.py",
    "ui/web/page_words.py",
    "ui/web/records.py",
    "ui/web/replay.py",
    "ui/web/words.py",
)
DATA_SUFFIXES = (".py", ".json", ".txt", ".pack", ".trxpack")
TRANSLATIONS = ROOT / "ui" / "resources" / "translations"
ICON_SIZES = (192, 512)  # the manifest's icons (site/manifest.webmanifest names them)


def npm_dir() -> Path:
    """Where `npm ci` puts the pinned Pyodide: the cache folder, named by the lock's hash."""
    from solver.cache import cache_dir

    lock = (HERE / "npm" / "package-lock.json").read_bytes()
    return cache_dir() / "web" / f"npm-{hashlib.sha256(lock).hexdigest()[:16]}"


def pyodide_files() -> Path:
    """The folder holding the pinned Pyodide's files, installed by `npm ci` if need be."""
    folder = npm_dir()
    package = folder / "node_modules" / "pyodide"
    if all((package / name).is_file() for name in PYODIDE_FILES):
        return package
    npm = shutil.which("npm")
    if npm is None:
        raise TraxError(
            "building the web page needs npm (Node.js) once, to fetch the pinned Pyodide; "
            "install Node.js and try again"
        )
    # Installed in a folder of its own, then renamed into place: two builds at once (two test
    # workers, two commands) never see or make a half-installed copy.
    work = folder.with_name(f"{folder.name}.{os.getpid()}.part")
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    try:
        for name in ("package.json", "package-lock.json"):
            shutil.copyfile(HERE / "npm" / name, work / name)
        command = [npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"]
        done = subprocess.run(command, cwd=work, capture_output=True, text=True, check=False)
        if done.returncode != 0 or not (work / "node_modules/pyodide/pyodide.mjs").is_file():
            last = (done.stderr.strip().splitlines() or ["no message"])[-1]
            raise TraxError(f"npm ci could not install Pyodide: {last}")
        if not package.is_dir():
            shutil.rmtree(folder, ignore_errors=True)  # a copy an older build left half-made
            with contextlib.suppress(OSError):  # another build may have put its copy there first
                work.rename(folder)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return package


def _python_files() -> list[tuple[Path, str]]:
    found = []
    for part in PYTHON_PARTS:
        path = ROOT / part
        files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file())
        for file in files:
            if "__pycache__" in file.parts or file.suffix not in DATA_SUFFIXES:
                continue
            found.append((file, file.relative_to(ROOT).as_posix()))
    return found


def _write_python_zip(target: Path) -> None:
    """The Python the page runs, with the web table files under web_tables/."""
    with tempfile.TemporaryDirectory() as scratch:
        tables = _web_tables(Path(scratch))
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
            for file, name in _python_files():
                archive.write(file, name)
            for table in tables:
                archive.write(table, f"web_tables/{table.name}")


def _web_tables(folder: Path) -> list[Path]:
    from solver.portable.export import write_web_tables

    return write_web_tables(folder)


def _stamp() -> str:
    """Names this build's inputs: the version, the page and the Python it ships."""
    digest = hashlib.sha256(__version__.encode())
    site = sorted(p for p in (HERE / "site").iterdir() if p.is_file())
    for file in [*site, *_icons(), *_ts_files(), *(f for f, _ in _python_files())]:
        digest.update(file.name.encode() + file.read_bytes())
    digest.update((HERE / "npm" / "package-lock.json").read_bytes())
    return digest.hexdigest()[:16]


def build_site(out: Path) -> Path:
    """Write the whole site into `out` (created; what a previous build left is replaced)."""
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise TraxError(f"{out} is a file, not a folder")
    pyodide = pyodide_files()
    out.mkdir(parents=True, exist_ok=True)
    for item in (HERE / "site").iterdir():
        if item.is_file():
            shutil.copyfile(item, out / item.name)
    (out / "pyodide").mkdir(exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(pyodide / name, out / "pyodide" / name)
    (out / "icons").mkdir(exist_ok=True)
    for size, icon in zip(ICON_SIZES, _icons(), strict=True):
        shutil.copyfile(icon, out / "icons" / f"icon-{size}.png")
    _write_python_zip(out / "python.zip")
    _write_catalogues(out / "translations")
    write_site_notices(out, pyodide, NOTICES_NAME)  # issue 34
    stamp = _stamp()
    (out / "stamp.txt").write_text(stamp, encoding="utf-8")
    # Every file but the service worker (the browser fetches it itself) and the list.
    files = sorted(
        p.relative_to(out).as_posix()
        for p in out.rglob("*")
        if p.is_file() and p.name not in ("sw.js", "files.json")
    )
    listed = {"version": stamp, "files": files, "sha256": {f: _sha256(out / f) for f in files}}
    (out / "files.json").write_text(json.dumps(listed, indent=1), encoding="utf-8")
    return out


def _ts_files() -> list[Path]:
    return sorted(TRANSLATIONS.glob("trax-solitaire_*.ts"))


def _write_catalogues(folder: Path) -> None:
    """Each translation as the page reads it, and the list of them (each named in itself)."""
    from ui.common.catalogue import NATIVE_NAMES, compiled

    folder.mkdir(exist_ok=True)
    languages = []
    for ts in _ts_files():
        catalogue = compiled(ts)
        code = catalogue["language"]
        text = json.dumps(catalogue, ensure_ascii=False, sort_keys=True)
        (folder / f"{code}.json").write_text(text, encoding="utf-8")
        languages.append({"code": code, "name": NATIVE_NAMES.get(code, code)})
    listed = json.dumps({"languages": languages}, ensure_ascii=False, indent=1)
    (folder / "languages.json").write_text(listed, encoding="utf-8")


def _icons() -> list[Path]:
    from ui.common.icon_files import png_path

    return [png_path(size) for size in ICON_SIZES]


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def site_is_current(out: Path) -> bool:
    stamp = out / "stamp.txt"
    return stamp.is_file() and stamp.read_text(encoding="utf-8").strip() == _stamp()


def default_site() -> Path:
    """Where `trax-solitaire web` keeps the site it builds and serves."""
    from solver.cache import cache_dir

    return Path(os.environ.get("TRAX_WEB_SITE") or cache_dir() / "web" / "site")
