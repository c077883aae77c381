"""Issue 34, item 7: the README is a front door. Its two set-up commands stay word for word (CI
runs the test command as the README gives it), it stays short, and every page it sends a reader
to, and every page those pages link to, exists."""

from __future__ import annotations

import re

from tests.conftest import REPO_ROOT

README = REPO_ROOT / "README.md"
APP = "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/trax-solitaire"
TESTS = (
    'python3 -m venv .venv && .venv/bin/pip install -q -e ".[test]" && '
    ".venv/bin/python -m pytest -q"
)


def test_the_two_set_up_commands_word_for_word() -> None:
    text = README.read_text(encoding="utf-8")
    assert f"Install and run the app:\n\n```sh\n{APP}\n```" in text
    assert f"Install and run the tests:\n\n```sh\n{TESTS}\n```" in text
    ci = (REPO_ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert TESTS in ci  # .ci/run runs the README's test command as a line of its own


def test_the_readme_is_a_front_door() -> None:
    assert len(README.read_text(encoding="utf-8").splitlines()) <= 200


def test_every_linked_page_exists() -> None:
    pages = [README, REPO_ROOT / "CHANGELOG.md", *sorted((REPO_ROOT / "docs").rglob("*.md"))]
    broken = []
    for page in pages:
        for link in re.findall(r"\]\(([^)\s]+)\)", page.read_text(encoding="utf-8")):
            if link.startswith(("http://", "https://", "#", "mailto:")):
                continue
            if "/shared/" in link:
                continue  # the rules contract beside the checkout (tests/conftest.py finds it)
            if not (page.parent / link.split("#", 1)[0]).exists():
                broken.append(f"{page.relative_to(REPO_ROOT)}: {link}")
    assert not broken, broken
