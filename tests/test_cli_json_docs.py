"""docs/cli.md documents every --json output: each key the commands really print is named in
the command's section, and every command with --json has a section."""

from __future__ import annotations

import json
import re

import pytest

from tests.conftest import REPO_ROOT
from tests.test_cli_help import COMMANDS, option
from ui.cli import main

DOC = (REPO_ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
DEAL = "NS NE NE SW NS NS NE NE SW"


def section(title: str) -> str:
    found = re.search(rf"^### `{re.escape(title)} --json`\n(.*?)(?=^### |\Z)", DOC, re.S | re.M)
    assert found, f"docs/cli.md has no section for {title} --json"
    return found[1]


def keys(value: object) -> set[str]:
    """Every object key in a JSON value, nested ones included."""
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys(v)}
    return set()


RUNS = {
    "show": ["show", "--deal", DEAL, "--moves", "@0:NS A2:NE B1:NE B0:SW"],
    "deal": ["deal", "--number", "7"],
    "solve": ["solve", "--deal", DEAL],
    "hint": ["hint", "--deal", DEAL, "--moves", "@0:NS A2:NE B1:NE", "--all"],
    "odds": ["odds", "--size", "2"],
    "stats": ["stats", "--size", "2", "--deals", "20", "--jobs", "1", "--no-progress"],
    "exact-solvable": ["exact-solvable", "--size", "2"],
    "daily": ["daily", "--date", "2025-01-01"],
    "puzzles list": ["puzzles", "list"],
    "lessons": ["lessons"],
}


def test_every_json_command_has_a_section() -> None:
    with_json = {" ".join(words) for words in COMMANDS if option(words, "--json")}
    for title in with_json | set(RUNS) | {"history", "analyse"}:
        section(title)


@pytest.mark.parametrize("title", RUNS)
def test_every_printed_key_is_documented(title: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*RUNS[title], "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    text = section(title)
    if title == "show":  # its cell labels are data, not keys
        printed["tiles"] = {}
    missing = {key for key in keys(printed) if f"`{key}`" not in text and f'"{key}"' not in text}
    assert not missing, f"{title} --json keys not in docs/cli.md: {sorted(missing)}"


def test_show_json_moves_are_moves(capsys: pytest.CaptureFixture[str]) -> None:
    """Each legal entry's move can be played as it is, and its forced count is what happens."""
    assert main([*RUNS["show"], "--json"]) == 0
    before = json.loads(capsys.readouterr().out)
    for entry in before["legal"]:
        moves = "@0:NS A2:NE B1:NE B0:SW " + entry["move"]
        assert main(["show", "--deal", DEAL, "--moves", moves, "--json"]) == 0
        after = json.loads(capsys.readouterr().out)
        assert len(after["tiles"]) == len(before["tiles"]) + 1 + entry["forced"]
        assert after["remaining"] == before["remaining"] - 1 - entry["forced"]
    assert set(before["tiles"].values()) <= {"NS", "EW", "NE", "ES", "SW", "NW"}


def test_every_test_switch_is_in_the_development_notes() -> None:
    """Environment variables the tests read to change what they do are in the test notes of
    docs/development.md, which the README links (the ones the suite sets for itself, like the
    cache folder, are not read this way)."""
    readme = (REPO_ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    pattern = r"(?:environ\.get\(|getenv\(|environ\[)\"(TRAX_[A-Z_]+)\""
    switches = {
        name
        for path in (REPO_ROOT / "tests").glob("*.py")
        for name in re.findall(pattern, path.read_text(encoding="utf-8"))
    }
    assert not {name for name in switches if name not in readme}
