"""Issue 34, item 7: docs/commands.md, the command reference, is made from the argparse
definitions by tools/make_commands_doc.py, and the committed page is the one it makes today:
every subcommand (nested ones too) with every option, in the words of its --help."""

from __future__ import annotations

import argparse
import subprocess
import sys

from tests.cli_helpers import commands
from tests.conftest import REPO_ROOT
from ui.cli import build_parser

SCRIPT = REPO_ROOT / "tools" / "make_commands_doc.py"
DOC = REPO_ROOT / "docs" / "commands.md"


def test_the_command_reference_is_current() -> None:
    done = subprocess.run(
        [sys.executable, str(SCRIPT), "--check"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, (
        "docs/commands.md is stale: run `PYTHONPATH=. python tools/make_commands_doc.py` and "
        f"commit it ({done.stdout.strip()}{done.stderr.strip()})"
    )


def test_every_command_and_option_is_in_it() -> None:
    doc = DOC.read_text(encoding="utf-8")
    found = commands(build_parser())
    assert {"trax-solitaire stats", "trax-solitaire puzzles list", "trax-solitaire web"} <= set(
        found
    )
    for prog, sub in found.items():
        assert f"## `{prog}`" in doc, f"no section for {prog}"
        section = doc.split(f"## `{prog}`", 1)[1].split("\n## ", 1)[0]
        for action in sub._actions:
            for flag in action.option_strings:
                if action.help != argparse.SUPPRESS:
                    assert f"`{flag}" in section or f", {flag}" in section, f"{prog} {flag}"
            if action.help and action.help != argparse.SUPPRESS and "%" not in action.help:
                assert " ".join(action.help.split()).replace("|", "\\|") in section, action.help
