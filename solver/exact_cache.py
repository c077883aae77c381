"""An on-disk cache of exact solvable fractions: the 3x3 walk takes seconds, `stats` wants it
every run. Entries are keyed on a hash of the solver's source, so a rules fix recomputes them."""

from __future__ import annotations

import contextlib
import hashlib
import json
from fractions import Fraction
from functools import cache
from pathlib import Path

from solitaire.record import write_atomically
from solitaire.variant import Variant
from solver.cache import RULES_VERSION, cache_dir

_SOURCES = ("core.py", "clairvoyant.py", "exact.py")


def _source_hash() -> str:
    digest = hashlib.sha256()
    here = Path(__file__).resolve().parent
    for name in _SOURCES:
        digest.update((here / name).read_bytes())
    return digest.hexdigest()[:16]


@cache
def cached_exact_solvable(variant: Variant, jobs: int = 1) -> Fraction:
    from solver.exact import exact_solvable

    name = f"exact-{variant.size}x{variant.size}-{variant.goal}-rules{RULES_VERSION}"
    path = cache_dir() / f"{name}-{_source_hash()}.json"
    with contextlib.suppress(OSError, ValueError, KeyError, TypeError):
        return Fraction(json.loads(path.read_text())["fraction"])  # damaged: recompute
    value = exact_solvable(variant, jobs=jobs)
    # A read-only cache only costs recomputing next time.
    with contextlib.suppress(OSError):
        write_atomically(path, json.dumps({"fraction": str(value), "float": float(value)}))
    return value
