"""Issue 18, case 12: every JSON example in docs/cli.md is what the program prints today.

Each example is a ```json block after a `<!-- example: ARGS -->` line naming the command that
printed it; the test runs that command and compares: the same keys at every level, the same
values (lists in full), except values that change from run to run (none of these examples has
one; `VOLATILE` would name them)."""

from __future__ import annotations

import json
import re
import shlex
from datetime import UTC, datetime

import pytest

from tests.conftest import REPO_ROOT
from ui.cli import main

DOC = (REPO_ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
EXAMPLE = re.compile(r"^<!-- example: (.*?) -->\n```json\n(.*?)\n```$", re.S | re.M)
EXAMPLES = EXAMPLE.findall(DOC)
VOLATILE: set[str] = set()


def _argv(marker: str) -> list[str]:
    return shlex.split(marker.split(" (", 1)[0])


def _record_the_history_game() -> None:
    from ui.data.statistics import StatisticsStore

    with StatisticsStore() as store:
        store.record_game(
            "3x3 line",
            True,
            1,
            9,
            "NS ES NW EW EW SW NE NS ES",
            17,
            finished_at=datetime(2026, 12, 1, 20, 30, 15, tzinfo=UTC),
            seconds=61.5,
        )


def same(example: object, real: object, where: str = "") -> None:
    if isinstance(example, dict):
        assert isinstance(real, dict) and set(example) == set(real), (where, example, real)
        for key, value in example.items():
            if key not in VOLATILE:
                same(value, real[key], f"{where}.{key}")
    elif isinstance(example, list):
        assert isinstance(real, list) and len(example) == len(real), (where, example, real)
        for i, (a, b) in enumerate(zip(example, real, strict=True)):
            same(a, b, f"{where}[{i}]")
    else:
        assert example == real, (where, example, real)


def test_the_doc_has_its_examples() -> None:
    commands = {_argv(marker)[0] for marker, _ in EXAMPLES}
    assert {"show", "deal", "solve", "hint", "odds", "stats", "exact-solvable", "daily"} <= commands
    assert {"history", "analyse"} <= commands


@pytest.mark.parametrize(("marker", "text"), EXAMPLES, ids=[m for m, _ in EXAMPLES])
def test_each_example_is_what_the_command_prints(marker: str, text: str, capsys) -> None:
    argv = _argv(marker)
    if argv[0] == "history":
        _record_the_history_game()
    example = json.loads(text)
    capsys.readouterr()
    assert main(argv) == 0
    same(example, json.loads(capsys.readouterr().out))
