"""An on-disk cache of exact solvable fractions: the 3x3 walk takes seconds, `stats` wants it
every run. Entries are keyed on a hash of the solver's source, so a rules fix recomputes them.

A cached figure is never trusted blindly: it must be a fraction p/q written in digits, between 0
and 1, whose denominator divides 8^tiles (every deal's probability is a multiple of 8^-tiles);
the stored float must agree with it, and so must the entry's checksum (so an edited figure is
caught even when it looks plausible). Anything else (a folder in its place too) is moved aside
to `<name>.damaged`, said on stderr and recomputed."""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
from fractions import Fraction
from functools import cache
from pathlib import Path

from solitaire.files import read_regular_text
from solitaire.record import write_atomically
from solitaire.variant import Variant
from solver.cache import RULES_VERSION, DamagedCacheFile, cache_dir, regular_file_size, set_aside

_SOURCES = ("core.py", "clairvoyant.py", "exact/levels.py")  # paths inside solver/
_FRACTION = re.compile(r"(\d{1,400})(?:/(\d{1,400}))?")
MAX_ENTRY_BYTES = 4096  # an entry is two short fields; anything bigger is not ours


def _source_hash() -> str:
    digest = hashlib.sha256()
    here = Path(__file__).resolve().parents[1]  # solver/
    for name in _SOURCES:
        with contextlib.suppress(OSError):  # a source folded into another module
            digest.update((here / name).read_bytes())
    return digest.hexdigest()[:16]


def entry_path(variant: Variant) -> Path:
    name = f"exact-{variant.size}x{variant.size}-{variant.goal}-rules{RULES_VERSION}"
    return cache_dir() / f"{name}-{_source_hash()}.json"


def entry_checksum(variant: Variant, fraction: str) -> str:
    """Over what the figure is (an exact figure, its variant, the rules version) and the figure:
    an entry copied under another variant's or rules version's name fails it."""
    text = f"exact figure|{variant}|rules{RULES_VERSION}|{fraction}"
    return hashlib.sha256(text.encode()).hexdigest()


def make_entry(variant: Variant, value: Fraction) -> dict[str, object]:
    text = str(value)
    return {"fraction": text, "float": float(value), "check": entry_checksum(variant, text)}


def check_fraction(variant: Variant, entry: object) -> Fraction:
    """The fraction in a cache entry, or DamagedCacheFile saying what is wrong with it."""
    if not isinstance(entry, dict) or not isinstance(entry.get("fraction"), str):
        raise DamagedCacheFile("has no fraction")
    match = _FRACTION.fullmatch(entry["fraction"].strip())
    if match is None:
        raise DamagedCacheFile(f"holds {entry['fraction'][:40]!r}, not a fraction p/q")
    numerator, denominator = int(match[1]), int(match[2] or 1)
    if denominator == 0:
        raise DamagedCacheFile(f"holds {entry['fraction'][:40]!r}, a division by zero")
    value = Fraction(numerator, denominator)
    if not 0 <= value <= 1:
        raise DamagedCacheFile(f"holds {entry['fraction'][:40]!r}, not a probability")
    if 8**variant.tiles % value.denominator:
        raise DamagedCacheFile(f"holds {entry['fraction'][:40]!r}, not a multiple of 8^-tiles")
    stored = entry.get("float")
    if stored is not None and (not isinstance(stored, float) or stored != float(value)):
        raise DamagedCacheFile(f"holds a float ({str(stored)[:40]}) that disagrees with it")
    if entry.get("check") != entry_checksum(variant, entry["fraction"]):
        raise DamagedCacheFile("fails its checksum")
    return value


def read_entry(variant: Variant, path: Path) -> Fraction | None:
    """The cached fraction; None when missing, or damaged (then said on stderr)."""
    try:
        size = regular_file_size(path)
        if size is None:
            return None
        if size > MAX_ENTRY_BYTES:
            raise DamagedCacheFile(f"is {size} bytes, too large for a cache entry")
        try:
            entry = json.loads(read_regular_text(path, MAX_ENTRY_BYTES))
        except (OSError, UnicodeError, ValueError, RecursionError) as exc:
            raise DamagedCacheFile(f"cannot be read ({exc})") from None
        return check_fraction(variant, entry)
    except DamagedCacheFile as exc:  # moved aside (a folder too), so it is not met again
        set_aside(path, str(exc))
        return None


@cache
def cached_exact_solvable(variant: Variant, jobs: int = 1) -> Fraction:
    from solver.exact.levels import exact_solvable

    path = entry_path(variant)
    value = read_entry(variant, path)
    if value is not None:
        return value
    value = exact_solvable(variant, jobs=jobs)
    # A read-only cache only costs recomputing next time. Whatever stood in the entry's place
    # (a FIFO, a folder) was moved aside by read_entry.
    with contextlib.suppress(OSError):
        write_atomically(path, json.dumps(make_entry(variant, value)))
    return value
