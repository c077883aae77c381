"""The exact set flow's files in the cache folder: the checkpoint written after every depth and
the finished result, each checked when read back (solver.exact.checks).

A checkpoint is an .npz of the undecided sets, the solved and lost masses and the depth
records, with a SHA-256 checksum over all of them. It names what it belongs to (its kind, its
variant, the rules version, the lower-bound pass's beam and its own file name), so a checkpoint
of another run copied or restored under this run's name is told apart. One that is not a
regular file, is not a whole zip, fails its checksum, belongs to another run or whose masses do
not add up is moved aside to `<name>.damaged` (said on stderr, one line) and the run starts
afresh; a result that fails is recomputed."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any
from zipfile import BadZipFile

import numpy as np

from solitaire.files import read_regular_text
from solitaire.variant import Variant
from solver.cache import (
    RULES_VERSION,
    DamagedCacheFile,
    check_npz,
    checksum,
    regular_file_size,
    set_aside,
)
from solver.exact.cache import check_fraction
from solver.exact.checks import SEAL, check_masses, check_result, check_seal, check_sets, sealed
from solver.exact.flow import DepthRecord, States

MAX_RESULT_BYTES = 1 << 20
_NAMES = ("depth", "offs", "items", "mass", "meta")
KIND = "exact-flow checkpoint"
RESULT_KIND = "exact-flow result"


def identity(path: Path, variant: Variant, beam: int) -> dict[str, Any]:
    """What a checkpoint belongs to: checked on load against the run that reads it."""
    return {
        "kind": KIND,
        "variant": str(variant),
        "rules": RULES_VERSION,
        "beam": beam,
        "name": path.name,
    }


def record_json(r: DepthRecord) -> dict[str, Any]:
    return {
        "depth": r.depth,
        "sets": r.sets,
        "layouts": r.layouts,
        "bytes": r.nbytes,
        "seconds": round(r.seconds, 3),
        "lower": str(r.lower),
        "upper": str(r.upper),
    }


def record_from(d: dict[str, Any]) -> DepthRecord:
    return DepthRecord(
        int(d["depth"]),
        int(d["sets"]),
        int(d["layouts"]),
        int(d["bytes"]),
        float(d["seconds"]),
        Fraction(d["lower"]),
        Fraction(d["upper"]),
    )


def save_checkpoint(
    path: Path,
    run: tuple[Variant, int],
    states: States,
    masses: tuple[int, int],
    records: list[DepthRecord],
) -> None:
    """Write the run's state after a depth; `run` is the variant and the pass's beam (0 for
    the full pass), `masses` the solved and lost masses (units 8^-tiles)."""
    meta = json.dumps(
        {
            "of": identity(path, *run),
            "solved": str(masses[0]),
            "lost": str(masses[1]),
            "records": [record_json(r) for r in records],
        }
    )
    arrays = {
        "depth": np.array([states.depth]),
        "offs": states.offs,
        "items": states.items,
        "mass": states.mass,
        "meta": np.array([meta]),
    }
    tmp = path.with_name(f"{path.name}.part.npz")  # one name: a killed run leaves one file
    np.savez(tmp, checksum=np.array(checksum(arrays)), **arrays)
    tmp.replace(path)


def load_checkpoint(
    path: Path, variant: Variant, beam: int = 0
) -> tuple[States, int, int, list[DepthRecord]] | None:
    """The saved run, or None when there is none; a damaged one is moved aside (said on
    stderr) and None returned, so the run starts afresh."""
    try:
        check_npz(path, _NAMES)
        return _read_checkpoint(path, variant, beam)
    except FileNotFoundError:
        return None
    except DamagedCacheFile as exc:
        set_aside(path, str(exc))
        return None


def _read_checkpoint(
    path: Path, variant: Variant, beam: int
) -> tuple[States, int, int, list[DepthRecord]]:
    try:
        with np.load(path, allow_pickle=False) as data:
            arrays = {name: data[name] for name in _NAMES}
            stored = str(data["checksum"])
        if checksum(arrays) != stored:
            raise DamagedCacheFile("fails its checksum")
        meta = json.loads(str(arrays["meta"][0]))
        _check_identity(meta.get("of"), identity(path, variant, beam))
        states = States(int(arrays["depth"][0]), arrays["offs"], arrays["items"], arrays["mass"])
        solved, lost = int(meta["solved"]), int(meta["lost"])
        records = [record_from(r) for r in meta["records"]]
    except DamagedCacheFile:
        raise
    except (OSError, ValueError, KeyError, TypeError, IndexError, EOFError, BadZipFile) as exc:
        raise DamagedCacheFile(f"cannot be read ({exc})") from None
    check_sets(states.offs, states.items, states.mass)
    check_masses(variant, states.depth, solved, lost, states.mass)
    whole = 8**variant.tiles
    last = records[-1] if records else None
    upper = Fraction(1) if beam else 1 - Fraction(lost, whole)
    if last is None or (last.lower, last.upper) != (Fraction(solved, whole), upper):
        raise DamagedCacheFile("holds depth records that disagree with its masses")
    return states, solved, lost, records


def _check_identity(found: object, wanted: dict[str, Any]) -> None:
    """DamagedCacheFile unless the checkpoint names the run that reads it."""
    if not isinstance(found, dict):
        raise DamagedCacheFile("does not say which run it belongs to")
    for key in ("kind", "variant", "rules", "beam", "name"):
        if found.get(key) != wanted[key]:
            raise DamagedCacheFile(
                f"belongs to another run ({key} {str(found.get(key))[:40]!r}, "
                f"not {str(wanted[key])!r})"
            )


def result_text(path: Path, variant: Variant, out: dict[str, Any]) -> str:
    """The finished result as cached: naming its run (as a checkpoint does) and sealed."""
    of = identity(path, variant, 0)
    return json.dumps(sealed({**out, "of": {**of, "kind": RESULT_KIND}}))


def read_result(variant: Variant, path: Path) -> dict[str, Any] | None:
    """A cached result, or None when missing or damaged (then said on stderr, and redone)."""
    try:
        size = regular_file_size(path)
        if size is None:
            return None
        if size > MAX_RESULT_BYTES:
            raise DamagedCacheFile(f"is {size} bytes, too large for a result")
        try:
            out = check_seal(json.loads(read_regular_text(path, MAX_RESULT_BYTES)))
            _check_identity(
                out.pop("of", None), {**identity(path, variant, 0), "kind": RESULT_KIND}
            )
            bounds = [check_fraction(variant, entry) for entry in out["check"]]
            if bounds != [Fraction(out["lower"]), Fraction(out["upper"])]:
                raise DamagedCacheFile("holds bounds that disagree with their checksums")
            check_result(variant, out)
            del out[SEAL]  # the printed result is as computed
        except (OSError, UnicodeError, ValueError, RecursionError, KeyError, TypeError) as exc:
            raise DamagedCacheFile(f"cannot be read ({exc})") from None
        return out
    except DamagedCacheFile as exc:
        set_aside(path, str(exc))
        return None


__all__ = [
    "identity",
    "load_checkpoint",
    "read_result",
    "record_from",
    "record_json",
    "result_text",
    "save_checkpoint",
]
