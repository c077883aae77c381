"""The one place the version of trax-solitaire lives.

pyproject.toml reads it (`dynamic = ["version"]`, setuptools' `attr`), and everything that
reports a version takes it from here: `trax-solitaire --version`, Help > About, the comment line
of every game record (so every game kept in the statistics file names the version that recorded
it), the desktop entry's metainfo and the standalone bundle. A plain literal, so that setuptools
can read it without importing the package.
"""

from __future__ import annotations

__version__ = "0.1.0"
RELEASE_DATE = "2026-12-03"  # of this version, for the AppStream metainfo's release entry
