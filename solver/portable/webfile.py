"""The web table file: one variant's fair-play table (both lookaheads) for the browser, read with
the standard library only (`array`, `json`, `zlib`, `hashlib`).

File `fairplay-NxN-GOAL.trxweb` (`web_table_name(variant)`), bytes:

    MAGIC (8 bytes, b"TRAXWEB1")
    header length H (4 bytes, unsigned little-endian)
    header (H bytes, UTF-8 JSON object):
        {"format": 1, "rules": RULES_VERSION, "size": N, "goal": "line"|"loop", "count": M,
         "arrays": [["codes", "q", M], ["offsets", "q", N*N + 2], ["w0", "d", 6*M],
                    ["v0", "d", 6*M]],
         "sha256": hex digest of the uncompressed body}
    body: zlib-compressed (RFC 1950) concatenation of the arrays in header order, little-endian
          (q: int64, d: float64).

The arrays are those of solver.tables.shipped: `codes` the canonical layouts (solver.layout
packing) sorted within each tile count, `offsets` where each tile count starts, `w0` (lookahead
1) and `v0` (lookahead 0) the win probability per layout and tile in hand, row-major [M, 6].
`read_web_table` checks every field, the sizes and the checksum, and raises WebTableError
(naming the problem) rather than return a table it could not trust.
"""

from __future__ import annotations

import hashlib
import json
import struct
import sys
import zlib
from array import array

from solitaire.errors import TraxError
from solitaire.variant import Variant
from solver.rules_version import RULES_VERSION

MAGIC = b"TRAXWEB1"
FORMAT = 1
SUFFIX = ".trxweb"
MAX_BODY_BYTES = 64 * 2**20


class WebTableError(TraxError):
    """A web table file that is missing, damaged or for other rules, format or variant."""


def web_table_name(variant: Variant) -> str:
    n = variant.size
    return f"fairplay-{n}x{n}-{variant.goal}{SUFFIX}"


def array_layout(size: int, count: int) -> list[tuple[str, str, int]]:
    """(name, array type code, length) of the arrays in a body, in order."""
    return [
        ("codes", "q", count),
        ("offsets", "q", size * size + 2),
        ("w0", "d", 6 * count),
        ("v0", "d", 6 * count),
    ]


def pack(variant: Variant, arrays: dict[str, array]) -> bytes:
    """The bytes of a web table file from its four arrays (native order; written little-endian)."""
    count = len(arrays["codes"])
    body = bytearray()
    for name, code, length in array_layout(variant.size, count):
        part = array(code, arrays[name])
        if part.typecode != code or len(part) != length:
            raise ValueError(f"array {name} should be {length} of type {code}")
        if sys.byteorder != "little":
            part.byteswap()
        body += part.tobytes()
    header = {
        "format": FORMAT,
        "rules": RULES_VERSION,
        "size": variant.size,
        "goal": variant.goal,
        "count": count,
        "arrays": [list(item) for item in array_layout(variant.size, count)],
        "sha256": hashlib.sha256(body).hexdigest(),
    }
    text = json.dumps(header, sort_keys=True).encode()
    return MAGIC + struct.pack("<I", len(text)) + text + zlib.compress(bytes(body), 9)


def _header(data: bytes) -> tuple[dict, int]:
    if data[: len(MAGIC)] != MAGIC:
        raise WebTableError("is not a web table file (wrong magic bytes)")
    start = len(MAGIC) + 4
    if len(data) < start:
        raise WebTableError("is cut short before its header")
    (length,) = struct.unpack("<I", data[len(MAGIC) : start])
    try:
        header = json.loads(data[start : start + length].decode())
    except (UnicodeDecodeError, ValueError):
        raise WebTableError("has a damaged header") from None
    if not isinstance(header, dict):
        raise WebTableError("has a damaged header")
    return header, start + length


def _check_header(header: dict, variant: Variant) -> int:
    """The layout count, after checking the header describes this variant's table."""
    wanted = {"format": FORMAT, "rules": RULES_VERSION, "size": variant.size, "goal": variant.goal}
    for key, value in wanted.items():
        if header.get(key) != value:
            raise WebTableError(f"has {key} {header.get(key)!r}, not {value!r}")
    count = header.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise WebTableError("has no valid layout count")
    if header.get("arrays") != [list(x) for x in array_layout(variant.size, count)]:
        raise WebTableError("does not list the expected arrays")
    if not isinstance(header.get("sha256"), str):
        raise WebTableError("has no checksum")
    return count


def read_web_table(data: bytes, variant: Variant) -> dict[str, array]:
    """The four arrays of a web table file's bytes (see the module doc), checked."""
    header, start = _header(data)
    count = _check_header(header, variant)
    layout = array_layout(variant.size, count)
    expected = sum(length * array(code).itemsize for _, code, length in layout)
    if expected > MAX_BODY_BYTES:
        raise WebTableError("is too large for a fair-play table")
    try:
        inflater = zlib.decompressobj()
        body = inflater.decompress(data[start:], expected + 1)
    except zlib.error:
        raise WebTableError("has a damaged body") from None
    if len(body) != expected or not inflater.eof or inflater.unused_data:
        raise WebTableError("has a body of the wrong length")
    if hashlib.sha256(body).hexdigest() != header["sha256"]:
        raise WebTableError("fails its checksum")
    arrays, offset = {}, 0
    for name, code, length in layout:
        part = array(code)
        part.frombytes(body[offset : offset + length * part.itemsize])
        if sys.byteorder != "little":
            part.byteswap()
        arrays[name] = part
        offset += length * part.itemsize
    return arrays
