"""Shared test helpers: where the conformance vectors live."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


def shared_dir() -> Path:
    """`../shared` beside the repo root; worktrees under /work/wt fall back to /work/shared."""
    for candidate in (REPO.parent / "shared", Path("/work/shared")):
        if (candidate / "conformance" / "vectors.json").exists():
            return candidate
    pytest.skip("conformance vectors not found beside the repository")


@pytest.fixture(scope="session")
def vectors() -> list[dict]:
    with open(shared_dir() / "conformance" / "vectors.json") as f:
        return json.load(f)["cases"]
