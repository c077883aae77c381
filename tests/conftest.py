"""Shared test helpers: where the conformance vectors are."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def shared_dir() -> Path:
    """The shared rules directory: `../shared` beside the repo root, else /work/shared
    (worktrees live one level deeper than the main checkout)."""
    for candidate in (REPO.parent / "shared", Path("/work/shared")):
        if (candidate / "conformance" / "vectors.json").is_file():
            return candidate
    raise FileNotFoundError("conformance vectors not found beside the repository")


@pytest.fixture(scope="session")
def vectors() -> dict:
    return json.loads((shared_dir() / "conformance" / "vectors.json").read_text())


@pytest.fixture(autouse=True)
def _isolated_cache(tmp_path_factory, monkeypatch):
    """Tables are cached in a per-session temporary directory, never the user's cache."""
    monkeypatch.setenv("TRAX_SOLITAIRE_CACHE_DIR", str(tmp_path_factory.getbasetemp() / "cache"))
