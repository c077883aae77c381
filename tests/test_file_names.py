"""Every name the repository tracks can be checked out on Windows, macOS and Linux (issue 34: a
stray file named `eb: issue 23#` once broke a Windows clone): no character Windows reserves
(<>:"|?* and backslash), no control character, no name ending in a dot or a space, none of
Windows' reserved device names (CON, PRN, AUX, NUL, COM1-9, LPT1-9, with any extension), and no
two paths that differ only in case (the same file on macOS and Windows)."""

from __future__ import annotations

import re
import shutil
import subprocess

import pytest

from tests.conftest import REPO_ROOT

RESERVED_CHARACTERS = set('<>:"|?*\\')
RESERVED_NAMES = re.compile(r"^(CON|PRN|AUX|NUL|COM[1-9¹²³]|LPT[1-9¹²³])(\.|$)", re.IGNORECASE)


def problems(path: str) -> list[str]:
    """What keeps `path` (a tracked path, parts joined by /) from some system's file names."""
    found = []
    for part in path.split("/"):
        bad = sorted(RESERVED_CHARACTERS.intersection(part))
        if bad:
            found.append(f"{part!r} holds {''.join(bad)}")
        if any(ord(c) < 32 or ord(c) == 127 for c in part):
            found.append(f"{part!r} holds a control character")
        if part.endswith((".", " ")):
            found.append(f"{part!r} ends in a dot or a space")
        if RESERVED_NAMES.match(part):
            found.append(f"{part!r} is a reserved name on Windows")
    return found


def case_clashes(paths: list[str]) -> list[tuple[str, str]]:
    """Pairs of paths (or of their folders) that differ only in case."""
    seen: dict[str, str] = {}
    clashes = []
    for path in paths:
        parts = path.split("/")
        for depth in range(1, len(parts) + 1):
            prefix = "/".join(parts[:depth])
            other = seen.setdefault(prefix.casefold(), prefix)
            if other != prefix:
                clashes.append((other, prefix))
    return sorted(set(clashes))


def tracked() -> list[str]:
    if not shutil.which("git") or not (REPO_ROOT / ".git").exists():
        pytest.skip("git, and the repository's history")
    done = subprocess.run(["git", "ls-files", "-z"], cwd=REPO_ROOT, capture_output=True, check=True)
    return [name for name in done.stdout.decode("utf-8").split("\0") if name]


def test_every_tracked_name_is_valid_on_windows_macos_and_linux() -> None:
    paths = tracked()
    assert "pyproject.toml" in paths and "eb: issue 23#" not in paths
    bad = {path: problems(path) for path in paths if problems(path)}
    assert not bad, bad
    assert not case_clashes(paths)


@pytest.mark.parametrize(
    "path",
    [
        "eb: issue 23#",
        "docs/what?.md",
        'a"b',
        "x|y",
        "tab\there",
        "trailing.",
        "folder /file",
        "aux.txt",
        "lib/COM1",
        "Lpt9.log",
        "back\\slash",
    ],
)
def test_the_check_refuses_names_some_system_cannot_hold(path: str) -> None:
    assert problems(path)


def test_the_check_keeps_ordinary_names_and_finds_case_clashes() -> None:
    fine = ["docs/figures.md", "ui/resources/icons/a-16.png", "console.py", "auxiliary.txt"]
    assert not [p for p in fine if problems(p)]
    assert case_clashes(["README.md", "docs/a.md", "Docs/b.md"]) == [("docs", "Docs")]
    assert case_clashes(["a/B.txt", "a/b.txt"]) == [("a/B.txt", "a/b.txt")]
