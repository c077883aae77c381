"""An on-disk cache of exact solvable fractions: the 3x3 walk takes seconds, `stats` wants it
every run. Entries are keyed on a hash of the solver's source, so a rules fix recomputes them."""

from __future__ import annotations

import hashlib
import json
import os
from fractions import Fraction
from functools import cache
from pathlib import Path

from solitaire.variant import Variant

_SOURCES = ("clair_core.py", "clairvoyant.py", "exact.py")


def cache_dir() -> Path:
    base = os.environ.get("TRAX_SOLITAIRE_CACHE")
    if base:
        return Path(base)
    return Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "trax-solitaire"


def _source_hash() -> str:
    digest = hashlib.sha256()
    here = Path(__file__).resolve().parent
    for name in _SOURCES:
        digest.update((here / name).read_bytes())
    return digest.hexdigest()[:16]


@cache
def cached_exact_solvable(variant: Variant, jobs: int = 1) -> Fraction:
    from solver.exact import exact_solvable

    path = cache_dir() / f"exact-{variant.size}x{variant.size}-{variant.goal}-{_source_hash()}.json"
    try:
        return Fraction(json.loads(path.read_text())["fraction"])
    except (OSError, ValueError, KeyError):
        pass
    value = exact_solvable(variant, jobs=jobs)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"fraction": str(value), "float": float(value)}))
    except OSError:
        pass  # a read-only home only costs recomputing next time
    return value
