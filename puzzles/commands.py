"""Subcommands of the puzzles package (registered by ui.cli)."""

from __future__ import annotations

import argparse


def register(subcommands: argparse._SubParsersAction) -> None:
    """Add this package's subcommands. None yet."""
