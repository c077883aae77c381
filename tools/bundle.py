"""Build the standalone app: one folder holding the `trax-solitaire` executable and everything it
needs (Python, Qt, numpy, numba and llvmlite, the puzzle packs, the shipped tables, the icons),
made by PyInstaller from tools/bundle/trax-solitaire.spec. It runs on a machine without Python.

    pip install -e ".[bundle]"
    python tools/bundle.py [--dist FOLDER] [--work FOLDER]

The app lands in FOLDER/trax-solitaire/ (default dist/trax-solitaire/); run
FOLDER/trax-solitaire/trax-solitaire (trax-solitaire.exe on Windows). PyInstaller does not
cross-compile: build on each system for that system (see the README and
.github/workflows/bundle.yml).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "tools" / "bundle" / "trax-solitaire.spec"
NAME = "trax-solitaire"


def executable(dist: Path) -> Path:
    """The bundled command inside the folder `bundle` writes into `dist`."""
    return dist / NAME / (f"{NAME}.exe" if sys.platform == "win32" else NAME)


def folder_size(folder: Path) -> int:
    """Bytes in the files of `folder` (links not followed, so nothing is counted twice)."""
    return sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())


def bundle(dist: Path, work: Path, quiet: bool = False) -> Path:
    """Run PyInstaller; returns the bundled executable. Raises CalledProcessError on failure."""
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--log-level",
        "WARN" if quiet else "INFO",
        str(SPEC),
    ]
    subprocess.run(command, check=True, cwd=ROOT)
    return executable(dist)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="default: dist/")
    parser.add_argument("--work", type=Path, default=ROOT / "build" / "bundle")
    parser.add_argument("--quiet", action="store_true", help="only PyInstaller's warnings")
    args = parser.parse_args()
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        print('bundle: PyInstaller is missing: pip install -e ".[bundle]"', file=sys.stderr)
        return 2
    started = time.monotonic()
    try:
        program = bundle(args.dist.resolve(), args.work.resolve(), args.quiet)
    except subprocess.CalledProcessError as exc:
        print(f"bundle: PyInstaller failed (exit {exc.returncode})", file=sys.stderr)
        return 1
    size = folder_size(program.parent) / 1e6
    print(f"built {program} ({size:.0f} MB, {time.monotonic() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
