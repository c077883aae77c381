"""Write what the Flatpak manifest (packaging/<app id>.json) needs from a release (issue 34):

- packaging/python3-requirements.json: the module that installs every Python package the app
  needs beyond the PySide6 base app (numpy, numba and llvmlite, tqdm; and setuptools, which the
  app's build needs), each as a source file with its PyPI URL and sha256, as Flathub's
  flatpak-pip-generator writes them. pip resolves them (`pip install --dry-run --report`) for
  the runtime's Python, for x86_64 and aarch64; a wheel built for one architecture is marked
  only-arches.
- with --sdist FILE: the app's own source in the manifest, pinned to that release archive (the
  sdist a release uploads to its GitHub release) by its URL and sha256.

    python tools/make_flatpak.py                                      # the requirements
    python tools/make_flatpak.py --sdist dist/trax_solitaire-X.Y.Z.tar.gz   # and the pin

It asks PyPI (the network); packaging/README.md says when a release runs it. Flatpak itself is
not needed here, and was not on the machines where this was written: the manifest has not been
built by flatpak-builder (tests/test_packaging.py checks what can be checked without it).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.traxsolitaire.TraxSolitaire"
MANIFEST = PACKAGING / f"{APP_ID}.json"
REQUIREMENTS = PACKAGING / "python3-requirements.json"
INDEX = "https://pypi.org/simple"
# The KDE runtime 6.8 is built on the freedesktop SDK 24.08, whose Python is 3.12.
PYTHON = "3.12"
ARCHES = {
    "x86_64": ("manylinux_2_28_x86_64", "manylinux_2_17_x86_64", "manylinux2014_x86_64"),
    "aarch64": ("manylinux_2_28_aarch64", "manylinux_2_17_aarch64", "manylinux2014_aarch64"),
}
PROVIDED = {"pyside6-essentials", "pyside6"}  # by the base app, io.qt.PySide.BaseApp
BUILD_ONLY = ["setuptools>=77"]  # pyproject.toml's build requirement, for the app's own build
RELEASE_URL = (
    "https://github.com/traxsolitaire/trax-solitaire/releases/download/"
    "v{version}/trax_solitaire-{version}.tar.gz"
)
INSTALL = (
    'pip3 install --verbose --exists-action=i --no-index --find-links="file://${{PWD}}" '
    '--prefix=${{FLATPAK_DEST}} "{name}" --no-build-isolation'
)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def wanted() -> list[str]:
    """The run-time requirements of pyproject.toml the base app does not bring, and the
    build's."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    found = []
    for requirement in project["dependencies"]:
        name = re.match(r"[A-Za-z0-9._-]+", requirement)[0]
        if canonical(name) not in PROVIDED:
            found.append(requirement.split(";")[0].strip())
    return found + BUILD_ONLY


def resolve(requirements: list[str], arch: str) -> list[dict]:
    """pip's report of what it would install for the runtime's Python on `arch` (wheels only,
    from PyPI): one entry per package, with its URL, sha256 and requirements."""
    with tempfile.TemporaryDirectory() as scratch:
        report = Path(scratch) / "report.json"
        command = [sys.executable, "-m", "pip", "--isolated", "install", "--dry-run"]
        command += ["--ignore-installed", "--quiet", "--report", str(report)]
        command += ["--only-binary=:all:", "--python-version", PYTHON, "--implementation", "cp"]
        command += ["--abi", "cp" + PYTHON.replace(".", "")]
        for platform in ARCHES[arch]:
            command += ["--platform", platform]
        command += ["--target", str(Path(scratch) / "target"), "--index-url", INDEX]
        subprocess.run([*command, *requirements], check=True)
        return json.loads(report.read_text(encoding="utf-8"))["install"]


def source(entry: dict, arch: str | None) -> dict:
    """A flatpak-builder file source for one resolved wheel."""
    info = entry["download_info"]
    found = {"type": "file", "url": info["url"], "sha256": info["archive_info"]["hashes"]["sha256"]}
    if arch is not None:
        found["only-arches"] = [arch]
    return found


def in_order(entries: list[dict]) -> list[dict]:
    """The packages, each after those it requires (as pip must install them, one module each)."""
    by_name = {canonical(e["metadata"]["name"]): e for e in entries}
    ordered: list[str] = []

    def visit(name: str) -> None:
        if name in ordered:
            return
        for requirement in by_name[name]["metadata"].get("requires_dist") or []:
            if "extra ==" in requirement:
                continue
            needed = canonical(re.match(r"[A-Za-z0-9._-]+", requirement)[0])
            if needed in by_name:
                visit(needed)
        ordered.append(name)

    for name in sorted(by_name):
        visit(name)
    return [by_name[name] for name in ordered]


def requirements_module() -> dict:
    """The python3-requirements module: one module per package, x86_64's resolution pinned
    for aarch64 too."""
    first = in_order(resolve(wanted(), "x86_64"))
    pins = [f"{e['metadata']['name']}=={e['metadata']['version']}" for e in first]
    second = {canonical(e["metadata"]["name"]): e for e in resolve(pins, "aarch64")}
    modules = []
    for entry in first:
        name = entry["metadata"]["name"]
        other = second[canonical(name)]
        if other["download_info"]["url"] == entry["download_info"]["url"]:
            sources = [source(entry, None)]  # one wheel for every architecture
        else:
            sources = [source(entry, "x86_64"), source(other, "aarch64")]
        modules.append(
            {
                "name": f"python3-{canonical(name)}",
                "buildsystem": "simple",
                "build-commands": [INSTALL.format(name=name)],
                "sources": sources,
            }
        )
    return {
        "name": "python3-requirements",
        "buildsystem": "simple",
        "build-commands": [],
        "modules": modules,
    }


def app_source(sdist: Path) -> dict:
    """The manifest's source of the app: the release archive `sdist`, by URL and sha256."""
    match = re.fullmatch(r"trax_solitaire-(\d+\.\d+\.\d+)\.tar\.gz", sdist.name)
    if match is None:
        raise SystemExit(
            f"make_flatpak: {sdist.name} is not a release sdist (trax_solitaire-X.Y.Z.tar.gz)"
        )
    version = match[1]
    return {
        "type": "archive",
        "url": RELEASE_URL.format(version=version),
        "sha256": hashlib.sha256(sdist.read_bytes()).hexdigest(),
        "x-checker-data": {
            "type": "json",
            "url": "https://api.github.com/repos/traxsolitaire/trax-solitaire/releases/latest",
            "version-query": '.tag_name | sub("^v"; "")',
            "url-query": '.assets[] | select(.name == "trax_solitaire-" + $version + ".tar.gz")'
            " | .browser_download_url",
        },
    }


def write_json(path: Path, data: dict) -> None:
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {path.relative_to(ROOT)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sdist", type=Path, help="pin the app's source to this release sdist")
    parser.add_argument(
        "--pin-only", action="store_true", help="with --sdist: leave the requirements as they are"
    )
    args = parser.parse_args()
    if not args.pin_only:
        write_json(REQUIREMENTS, requirements_module())
    if args.sdist is not None:
        manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
        manifest["modules"][-1]["sources"] = [app_source(args.sdist)]
        write_json(MANIFEST, manifest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
