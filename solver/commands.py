"""Subcommands of the solver package (registered by ui.cli)."""

from __future__ import annotations

import argparse


def register(subcommands: argparse._SubParsersAction) -> None:
    """Add this package's subcommands; each solver module registers its own."""
    from solver import solve_commands

    solve_commands.register(subcommands)
