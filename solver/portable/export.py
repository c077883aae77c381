"""Build step (host, numpy available): the shipped fair-play tables as web table files.

`write_web_tables(out_dir)` writes one `fairplay-NxN-GOAL.trxweb` per standard variant (format:
solver.portable.webfile) and returns their paths. The values come from the tables service (the
shipped package data, so no build and no compiler), both lookaheads in one file. Together the
three files take about 1 MB (the body is zlib-compressed; the 4x4 line table is 15 MB
uncompressed). Not for the page: the page reads the files with solver.portable.hints.
"""

from __future__ import annotations

from array import array
from pathlib import Path

from solitaire.storage import atomic_write_bytes
from solitaire.variant import STANDARD_VARIANTS, Variant
from solver.portable.webfile import pack, web_table_name


def web_table_bytes(variant: Variant) -> bytes:
    """The web table file of one variant, from its fair-play tables at lookahead 0 and 1."""
    from solver.tables.service import table_for

    la1, la0 = table_for(variant, 1), table_for(variant, 0)
    if la0.codes.tobytes() != la1.codes.tobytes():
        raise ValueError(f"the {variant} tables at lookahead 0 and 1 hold different layouts")
    arrays = {
        "codes": array("q", la1.codes.astype("=i8").tobytes()),
        "offsets": array("q", la1.offsets.astype("=i8").tobytes()),
        "w0": array("d", la1.values.astype("=f8").reshape(-1).tobytes()),
        "v0": array("d", la0.values.astype("=f8").reshape(-1).tobytes()),
    }
    return pack(variant, arrays)


def write_web_tables(
    out_dir: Path, variants: tuple[Variant, ...] = STANDARD_VARIANTS
) -> list[Path]:
    """Write the web table files of `variants` into out_dir (created if need be), atomically;
    returns their paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = []
    for variant in variants:
        path = out_dir / web_table_name(variant)
        atomic_write_bytes(path, web_table_bytes(variant))
        paths.append(path)
    return paths
