"""The man page (issue 25): packaging/trax-solitaire.6, made by tools/make_packaging.py from the
argparse parser (tests/test_packaging.py checks that the committed file is current), renders
with `man -l` without a warning, and the rendered page names every subcommand (nested ones
too) and every option of each, with the program's own words."""

from __future__ import annotations

import os
import re
import shutil
import subprocess

import pytest

from tests.cli_helpers import commands
from tests.conftest import REPO_ROOT
from ui.cli import build_parser

MAN_PAGE = REPO_ROOT / "packaging" / "trax-solitaire.6"


@pytest.fixture(scope="module")
def rendered() -> str:
    if not shutil.which("man"):
        pytest.skip("man-db")
    env = {k: v for k, v in os.environ.items() if k != "MAN_KEEP_FORMATTING"}  # plain text
    env.update(MANWIDTH="200", LC_ALL="C.UTF-8")
    done = subprocess.run(
        ["man", "--warnings", "-l", str(MAN_PAGE)],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert done.returncode == 0 and not done.stderr.strip(), done.stderr
    return done.stdout.replace("\u2010", "-")  # groff may print a hyphen as U+2010


def test_man_renders_every_subcommand_and_option(rendered: str) -> None:
    parser = build_parser()
    found = commands(parser)
    assert {"trax-solitaire hint", "trax-solitaire puzzles list"} <= set(found)
    lines = [line.strip() for line in rendered.splitlines()]
    for prog, sub in found.items():
        assert prog in lines, f"no section for {prog}"
        section = rendered.split(f"\n   {prog}\n", 1)[1]
        for action in sub._actions:
            for flag in action.option_strings:
                assert flag in section, f"{prog} {flag}"
    for flag in ("--install-desktop", "--uninstall-desktop", "--version"):
        assert flag in rendered.split("COMMANDS", 1)[0]


def test_man_page_names_the_licence_and_the_exit_statuses(rendered: str) -> None:
    assert "TRAX-SOLITAIRE(6)" in rendered.splitlines()[0]
    text = " ".join(rendered.split())
    assert "MIT licence" in text and "the trax-solitaire authors" in text
    assert "run it before uninstalling" in text
    for status in ("0", "1", "2", "130"):
        assert f"\n       {status}\n" in rendered or f"\n       {status} " in rendered


def test_man_page_refers_only_to_what_a_reader_can_reach(rendered: str) -> None:
    """Issue 34: no file the installation does not have (RULES.md, a bare docs/ path without
    where to find it): the rules in brief in the page itself, the documentation by its web
    address, and every docs/ page the help texts name in the repository's docs/."""
    from ui.common.project import PROJECT_URL

    text = " ".join(rendered.split())
    assert "RULES.md" not in text
    assert "RULES" in rendered and "forced" in rendered.split("RULES", 1)[1].split("COMMANDS")[0]
    docs = f"{PROJECT_URL}/blob/main/docs/"
    assert docs in text and f"{docs}rules.md" in text and f"{docs}cli.md" in text
    named = set(re.findall(r"(?<![/\w])docs/([\w.-]+\.md)", text))
    assert "cli.md" in named
    for page in named - {"NAME.md"}:  # "the pages docs/NAME.md this page names"
        assert (REPO_ROOT / "docs" / page).is_file(), page
