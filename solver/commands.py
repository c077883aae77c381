"""Subcommands of the solver package (registered by ui.cli). The modules named here import
the compiled solver only inside their handlers, so building the parser stays cheap."""

from __future__ import annotations

import argparse


def register(subcommands: argparse._SubParsersAction) -> None:
    from solver import fair_commands, solve_commands

    solve_commands.register(subcommands)
    fair_commands.register(subcommands)
