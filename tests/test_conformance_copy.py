"""The repository's copy of the conformance vectors is the steering folder's, byte for byte."""

from __future__ import annotations

import json

from tests.conftest import OWN_VECTORS, SHARED_VECTORS
from tests.needs import need


def test_the_own_copy_is_a_whole_vector_file() -> None:
    vectors = json.loads(OWN_VECTORS.read_text(encoding="utf-8"))
    assert vectors["cases"], "no cases in the repository's copy"
    sizes = {(case["size"], case["goal"]) for case in vectors["cases"]}
    assert (3, "line") in sizes and (4, "loop") in sizes, sizes


def test_the_own_copy_equals_the_shared_one() -> None:
    if not SHARED_VECTORS.is_file():
        need(
            "the steering folder's vectors (../shared/conformance/vectors.json beside the checkout)"
        )
    assert OWN_VECTORS.read_bytes() == SHARED_VECTORS.read_bytes(), (
        "tests/data/conformance/vectors.json differs from ../shared/conformance/vectors.json: "
        "copy the new vectors in (cp ../shared/conformance/vectors.json tests/data/conformance/)"
    )
