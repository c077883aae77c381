"""What packagers install (issue 25): the licence and its metadata, the files in packaging/
(current with the program, valid by freedesktop's and AppStream's own validators) and the
Flatpak manifest, which installs only files that exist. (The built wheel and sdist are opened
in tests/test_wheel.py, the standalone folder in tests/test_bundle.py, the man page rendered
in tests/test_man_page.py.)"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET

import pytest

from solitaire.version import RELEASE_DATE, __version__
from tests.conftest import REPO_ROOT
from ui.cli import metainfo
from ui.common.icon_files import APP_ID, SIZES, png_path, svg_path
from ui.common.project import ISSUES_URL, PROJECT_URL

PACKAGING = REPO_ROOT / "packaging"
PYPROJECT = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_licence_is_mit_by_the_trax_solitaire_authors() -> None:
    text = (REPO_ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n")
    assert "Copyright (c) 2026 the trax-solitaire authors" in text
    assert "The above copyright notice and this permission notice shall be included" in text
    project = PYPROJECT["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    # PEP 639; PySide6's lrelease compiles the translations into the wheel (setup.py)
    assert PYPROJECT["build-system"]["requires"][0] == "setuptools>=77"
    assert project["urls"]["Homepage"] == PROJECT_URL == project["urls"]["Source"]
    assert project["urls"]["Issues"] == ISSUES_URL


def test_the_packaging_files_are_current() -> None:
    script = REPO_ROOT / "tools" / "make_packaging.py"
    done = subprocess.run(
        [sys.executable, str(script), "--check"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    names = {path.name for path in PACKAGING.iterdir()}
    assert {f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml", "trax-solitaire.6"} <= names


def component() -> ET.Element:
    return ET.fromstring(metainfo.metainfo_text())


def test_the_metainfo_has_what_flathub_and_debian_ask_for() -> None:
    root = component()
    assert len(root.findtext("summary")) <= 35
    assert root.find("developer").get("id") and root.findtext("developer/name")
    urls = {url.get("type"): url.text for url in root.findall("url")}
    assert urls == {"homepage": PROJECT_URL, "vcs-browser": PROJECT_URL, "bugtracker": ISSUES_URL}
    assert root.find("content_rating").get("type") == "oars-1.1"
    assert root.findtext("project_license") == "MIT"
    newest = root.find("releases/release")
    assert (newest.get("version"), newest.get("date")) == (__version__, RELEASE_DATE)
    assert newest.findtext("description/p").strip()


def test_every_screenshot_is_a_shipped_picture_with_a_caption() -> None:
    shots = component().findall("screenshots/screenshot")
    assert len(shots) >= 3 and shots[0].get("type") == "default"
    raw = PROJECT_URL.replace("https://github.com/", "https://raw.githubusercontent.com/")
    for shot in shots:
        url = shot.findtext("image")
        assert url.startswith(f"{raw}/main/docs/screenshots/"), url
        picture = REPO_ROOT / url.removeprefix(f"{raw}/main/")
        assert picture.read_bytes().startswith(b"\x89PNG"), picture
        assert shot.findtext("caption").strip()


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream")
def test_the_packaged_metainfo_passes_appstreamcli_validate_pedantic() -> None:
    done = subprocess.run(
        [
            "appstreamcli",
            "validate",
            "--no-net",
            "--pedantic",
            str(PACKAGING / f"{APP_ID}.metainfo.xml"),
        ],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    # No error or warning; the remarks left are the app id's capitals (the id the app has had
    # since its first release) and, from AppStream before 1.0, the <developer> tag it predates.
    flagged = [line for line in done.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert not flagged, done.stdout


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils")
def test_the_packaged_desktop_entry_passes_desktop_file_validate() -> None:
    entry = PACKAGING / f"{APP_ID}.desktop"
    done = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr
    lines = entry.read_text(encoding="utf-8").splitlines()
    assert "Exec=trax-solitaire" in lines and "TryExec=trax-solitaire" in lines


def test_the_flatpak_manifest_installs_the_app_and_files_that_exist() -> None:
    manifest = json.loads((PACKAGING / f"{APP_ID}.json").read_text(encoding="utf-8"))
    assert manifest["id"] == APP_ID
    assert (manifest["runtime"], manifest["sdk"]) == ("org.kde.Platform", "org.kde.Sdk")
    assert manifest["base"] == "io.qt.PySide.BaseApp"
    assert manifest["runtime-version"] == manifest["base-version"]
    assert manifest["command"] in PYPROJECT["project"]["scripts"]
    app = manifest["modules"][-1]
    commands = "\n".join(app["build-commands"]).replace("${FLATPAK_ID}", APP_ID)
    for shipped in (
        "LICENSE",
        f"packaging/{APP_ID}.desktop",
        f"packaging/{APP_ID}.metainfo.xml",
        "packaging/trax-solitaire.6",
        png_path(SIZES[0]).relative_to(REPO_ROOT).as_posix().replace("-16.png", "-$n.png"),
        svg_path().relative_to(REPO_ROOT).as_posix(),
    ):
        assert shipped in commands, shipped
        if "$n" not in shipped:
            assert (REPO_ROOT / shipped).is_file(), shipped
    assert " ".join(str(n) for n in SIZES) in commands


def flatpak_sources(module: dict | str) -> list[dict]:
    """Every source of a module and of the modules in it, a module named by file included."""
    if isinstance(module, str):
        included = PACKAGING / module
        assert included.is_file(), f"the manifest names {module}, which is not there"
        module = json.loads(included.read_text(encoding="utf-8"))
    found = list(module.get("sources", []))
    for inner in module.get("modules", []):
        found += flatpak_sources(inner)
    return found


def test_every_flatpak_source_is_pinned_and_every_file_named_exists() -> None:
    """Issue 34: flatpak-builder and Flathub need every source fetched by a fixed address and
    checked: a file or archive by its URL and sha256, a git repository by its commit. The
    Python requirements module (tools/make_flatpak.py) is in the repository. (flatpak-builder
    itself is not on the machines where this runs: the manifest is checked, not built.)"""
    manifest = json.loads((PACKAGING / f"{APP_ID}.json").read_text(encoding="utf-8"))
    sources = [source for module in manifest["modules"] for source in flatpak_sources(module)]
    assert len(sources) >= 5
    for source in sources:
        assert source["type"] in ("file", "archive", "git"), source
        if source["type"] == "git":
            assert re.fullmatch(r"[0-9a-f]{40}", source.get("commit", "")), source
        else:
            assert source["url"].startswith("https://"), source
            assert re.fullmatch(r"[0-9a-f]{64}", source.get("sha256", "")), source
    (app,) = manifest["modules"][-1]["sources"]
    assert app["type"] == "archive"
    assert re.fullmatch(
        rf"{PROJECT_URL}/releases/download/v(\d+\.\d+\.\d+)/trax_solitaire-\1\.tar\.gz",
        app["url"],
    ), app["url"]


def test_the_flatpak_python_module_brings_every_dependency_the_base_app_lacks() -> None:
    requirements = json.loads((PACKAGING / "python3-requirements.json").read_text("utf-8"))
    modules = {module["name"]: module for module in requirements["modules"]}
    declared = [re.match(r"[A-Za-z0-9._-]+", r)[0] for r in PYPROJECT["project"]["dependencies"]]
    needed = {name.lower() for name in declared if not name.lower().startswith("pyside6")}
    needed |= {"llvmlite", "setuptools"}  # numba's, and the app's build's
    assert {name.removeprefix("python3-") for name in modules} == needed
    for name, module in modules.items():
        wheels = [source["url"].rsplit("/", 1)[1] for source in module["sources"]]
        assert all(w.endswith(".whl") for w in wheels), wheels
        tags = {w.rsplit("-", 3)[1] for w in wheels}  # the Python tag
        assert tags <= {"cp312", "py3"}, (name, wheels)  # the KDE 6.8 runtime's Python 3.12
        arches = [a for source in module["sources"] for a in source.get("only-arches", [])]
        assert arches in ([], ["x86_64", "aarch64"]), (name, arches)
        assert f'"{name.removeprefix("python3-")}"' in module["build-commands"][0].lower()
    order = [name.removeprefix("python3-") for name in modules]
    assert order.index("numba") > max(order.index("numpy"), order.index("llvmlite"))
