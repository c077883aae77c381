"""Subcommands of the solver package (registered by ui.cli)."""

from __future__ import annotations

import argparse


def _register_hint(subcommands: argparse._SubParsersAction) -> None:
    from solver import fair_commands

    parser = subcommands.add_parser(
        "hint",
        help="the best move(s) of a position with their fair-play win probability",
        description="Exact fair-play win probability of the legal moves of a position "
        "(RULES.md section 7): best moves only, or every move with --all.",
    )
    fair_commands.add_variant_arguments(parser)
    parser.add_argument("--deal", required=True, help="the deal, top of the stack first")
    parser.add_argument("--moves", default="", help="moves played so far, e.g. '@0:NS B1:NE'")
    parser.add_argument("--all", action="store_true", help="list every legal move")
    parser.set_defaults(handler=fair_commands.hint)


def _register_odds(subcommands: argparse._SubParsersAction) -> None:
    from solver import fair_commands

    parser = subcommands.add_parser(
        "odds",
        help="the optimal fair-play win rate of a variant",
        description="Exact optimal win rate of a variant with fair play (RULES.md section 7).",
    )
    fair_commands.add_variant_arguments(parser)
    parser.set_defaults(handler=fair_commands.odds)


def register(subcommands: argparse._SubParsersAction) -> None:
    """Add this package's subcommands."""
    _register_hint(subcommands)
    _register_odds(subcommands)
