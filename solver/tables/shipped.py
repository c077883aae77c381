"""Fair-play tables shipped with the package, so a first hint needs no build and no compiler.

`solver/data/fairplay-NxN-GOAL.npz` holds one variant's solved layouts with both lookaheads
(the arrays of solver.tables.build.Solution), compressed. `tools/make_tables.py` writes them; tests
check them bit for bit against a fresh build. A file is used only if its format and rules version
are the current ones and its SHA-256 checksum matches; otherwise (or with the environment
variable TRAX_SOLITAIRE_SHIPPED_TABLES=0) the solver builds the table as before.

No numba here: loading a shipped table must stay cheap.
"""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

import numpy as np

from solitaire.variant import Variant
from solver import cache

DATA_DIR = Path(__file__).resolve().parents[1] / "data"  # solver/data, the package data
ENV_VAR = "TRAX_SOLITAIRE_SHIPPED_TABLES"
FORMAT = 1
GOAL_CODES = {"line": 0, "loop": 1}  # solver.core LINE, LOOP
ARRAYS = ("meta", "codes", "offsets", "w0", "v0")
MAX_BYTES = 64 * 2**20  # uncompressed; the 4x4 line table is 15 MB


def enabled() -> bool:
    """Shipped tables are used unless TRAX_SOLITAIRE_SHIPPED_TABLES is 0 (for benchmarks and
    tests of the build path)."""
    return os.environ.get(ENV_VAR, "1").strip() not in ("0", "no", "false")


def path_for(variant: Variant) -> Path:
    n = variant.size
    return DATA_DIR / f"fairplay-{n}x{n}-{variant.goal}.npz"


def meta_for(variant: Variant) -> np.ndarray:
    return np.array(
        [FORMAT, variant.size, GOAL_CODES[variant.goal], cache.RULES_VERSION], dtype=np.int64
    )


def write(
    variant: Variant,
    codes: np.ndarray,
    offsets: np.ndarray,
    w0: np.ndarray,
    v0: np.ndarray,
    path: Path | None = None,
) -> Path:
    """Write one variant's table (both lookaheads), compressed, with its checksum."""
    path = path or path_for(variant)
    arrays = {"meta": meta_for(variant), "codes": codes, "offsets": offsets, "w0": w0, "v0": v0}
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(path.name + ".tmp")
    with open(temp, "wb") as handle:
        np.savez_compressed(handle, checksum=np.array(cache.checksum(arrays)), **arrays)
    os.replace(temp, path)
    return path


def load(variant: Variant, path: Path | None = None) -> dict[str, np.ndarray] | None:
    """The shipped arrays of a variant (meta, codes, offsets, w0, v0), or None when there is
    no shipped table, it is switched off, or the file is not for the current rules, format
    and variant or fails its checksum."""
    if path is None:
        if not enabled():
            return None
        path = path_for(variant)
    if not path.is_file():
        return None
    try:
        _check_archive(path)
        with np.load(path, allow_pickle=False) as data:
            if set(data.files) != {*ARRAYS, "checksum"}:
                return None
            if not np.array_equal(data["meta"], meta_for(variant)):
                return None
            arrays = {name: data[name] for name in ARRAYS}
            stored = str(data["checksum"])
    except (OSError, ValueError, EOFError, KeyError, zipfile.BadZipFile, cache.DamagedCacheFile):
        return None
    if cache.checksum(arrays) != stored:
        return None
    return arrays


def _check_archive(path: Path) -> None:
    """Before loading anything: the expected members, a bounded size, and .npy headers that
    account for exactly the bytes stored (cache.DamagedCacheFile otherwise)."""
    with zipfile.ZipFile(path) as archive:
        members = archive.infolist()
        if {info.filename for info in members} != {f"{n}.npy" for n in (*ARRAYS, "checksum")}:
            raise cache.DamagedCacheFile("does not hold the expected arrays")
        if sum(info.file_size for info in members) > MAX_BYTES:
            raise cache.DamagedCacheFile("is too large for a shipped table")
        for info in members:
            with archive.open(info) as member:
                cache.check_member(member, info)


def table_arrays(variant: Variant, lookahead: int) -> dict[str, np.ndarray] | None:
    """The shipped table of one lookahead in the cache's layout (meta, codes, offsets, values),
    ready for FairPlayTable.from_arrays; None as in `load`."""
    arrays = load(variant)
    if arrays is None:
        return None
    meta = np.array(
        [variant.size, GOAL_CODES[variant.goal], lookahead, cache.RULES_VERSION], dtype=np.int64
    )
    values = arrays["w0"] if lookahead == 1 else arrays["v0"]
    return {"meta": meta, "codes": arrays["codes"], "offsets": arrays["offsets"], "values": values}
