"""Checks on everything the exact set flow reads back from its cache folder: the finished
result, the depth checkpoints and the finished chunks of the stream.

Accidental damage (a flipped bit, a truncated or half-written file, a file of the wrong kind)
must never change a printed figure. So each of them carries a SHA-256 checksum over a canonical
encoding of its contents, and its invariants are checked on load: a decimal equals its
fraction; masses lie within [0, all deals]; solved + lost + the mass still open = all deals.
What fails is a DamagedCacheFile; the caller moves it aside (named on stderr) and recomputes.
A deliberate forgery with a recomputed checksum is out of scope (docs/cli.md)."""

from __future__ import annotations

import hashlib
import json
from fractions import Fraction
from typing import Any

import numpy as np

from solitaire.variant import Variant
from solver.cache import DamagedCacheFile

SEAL = "sha256"  # the key of a JSON document's checksum


def seal_of(document: dict[str, Any]) -> str:
    """SHA-256 over the document's canonical JSON (sorted keys), its own seal left out."""
    body = {key: value for key, value in document.items() if key != SEAL}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"), allow_nan=False)
    return hashlib.sha256(text.encode()).hexdigest()


def sealed(document: dict[str, Any]) -> dict[str, Any]:
    return {**document, SEAL: seal_of(document)}


def check_seal(document: object) -> dict[str, Any]:
    if not isinstance(document, dict) or document.get(SEAL) != seal_of(document):
        raise DamagedCacheFile("fails its checksum")
    return document


def _fraction(text: object, what: str) -> Fraction:
    if not isinstance(text, str):
        raise DamagedCacheFile(f"has no {what}")
    try:
        value = Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise DamagedCacheFile(f"holds {text[:40]!r} as {what}, not a fraction") from None
    if not 0 <= value <= 1:
        raise DamagedCacheFile(f"holds {what} {text[:40]!r}, not a probability")
    return value


def check_result(variant: Variant, out: dict[str, Any]) -> None:
    """A finished result's invariants: its variant, bounds in order, every decimal equal to
    its fraction, `exact` exactly when the bounds meet (then `fraction` is that figure)."""
    if (out.get("size"), out.get("goal")) != (variant.size, variant.goal):
        raise DamagedCacheFile("is the result of another variant")
    lower, upper = _fraction(out.get("lower"), "lower"), _fraction(out.get("upper"), "upper")
    whole = 8**variant.tiles
    if whole % lower.denominator or whole % upper.denominator or lower > upper:
        raise DamagedCacheFile("holds bounds that cannot be masses of deals")
    if out.get("lower_float") != float(lower) or out.get("upper_float") != float(upper):
        raise DamagedCacheFile("holds decimals that disagree with their fractions")
    if out.get("exact") is not (lower == upper):
        raise DamagedCacheFile("says exact when its bounds differ (or not when they meet)")
    if out["exact"] and (
        out.get("fraction") != out["lower"] or out.get("exact_solvable") != float(lower)
    ):
        raise DamagedCacheFile("holds an exact figure that disagrees with its bounds")


def check_masses(variant: Variant, depth: int, solved: int, lost: int, mass: np.ndarray) -> None:
    """solved, lost (units 8^-tiles) and the open sets' mass (units 8^-depth) within
    [0, all deals] and adding up to all deals."""
    whole = 8**variant.tiles
    if not 1 <= depth <= variant.tiles:
        raise DamagedCacheFile(f"stops at depth {depth}, not one of 1..{variant.tiles}")
    if mass.ndim != 1 or (len(mass) and int(mass.min()) < 0):
        raise DamagedCacheFile("holds a negative mass")
    open_mass = int(mass.astype(object).sum()) * 8 ** (variant.tiles - depth)
    if not (0 <= solved <= whole and 0 <= lost <= whole and solved + lost + open_mass == whole):
        raise DamagedCacheFile("holds masses that do not add up to every deal")


def check_sets(offs: np.ndarray, items: np.ndarray, mass: np.ndarray) -> None:
    """The sets' layout: offsets from 0 up to the items' count, one mass per set."""
    if offs.ndim != 1 or items.ndim != 1 or len(offs) != len(mass) + 1:
        raise DamagedCacheFile("holds sets whose offsets do not match their masses")
    if len(offs) and (offs[0] != 0 or offs[-1] != len(items) or (np.diff(offs) < 0).any()):
        raise DamagedCacheFile("holds sets whose offsets do not match their layouts")


def chunk_check(name: str, bounds: list[int], index: int, solved: int, lost: int) -> str:
    """A finished chunk's checksum: its run, its place among the chunks and its two masses."""
    text = f"{name}|{bounds[index]}|{bounds[index + 1]}|{len(bounds)}|{index}|{solved}|{lost}"
    return hashlib.sha256(text.encode()).hexdigest()


__all__ = [
    "SEAL",
    "check_masses",
    "check_result",
    "check_seal",
    "check_sets",
    "chunk_check",
    "seal_of",
    "sealed",
]
