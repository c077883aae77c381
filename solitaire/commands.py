"""Subcommands of the rules engine: show and deal (registered by ui.cli)."""

from __future__ import annotations

import argparse


def register(subcommands: argparse._SubParsersAction) -> None:
    """Add this package's subcommands."""
