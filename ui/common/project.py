"""What the program says about itself, in one place, without Qt: its web address, its licence
and its credits. Help > About, the AppStream metainfo (ui/cli/metainfo.py) and the man page
(tools/man_page.py) all take them from here; pyproject.toml's [project.urls] repeats the address
(tests/test_packaging.py holds the two together)."""

from __future__ import annotations

from solitaire.translatable import QT_TR_NOOP  # Help > About shows them translated

# No public repository yet: this is the address the project will have, matching the app id
# io.github.traxsolitaire.TraxSolitaire. Change it here (and in pyproject.toml) if it moves.
PROJECT_URL = "https://github.com/traxsolitaire/trax-solitaire"
ISSUES_URL = f"{PROJECT_URL}/issues"
LICENCE = "MIT"
COPYRIGHT = QT_TR_NOOP("Copyright (c) 2026 the trax-solitaire authors")
LICENCE_NOTE = QT_TR_NOOP(
    "Free software under the MIT licence: the LICENSE file that comes with every copy "
    "(the source, the wheel, the standalone app) gives its full text."
)
CREDITS = QT_TR_NOOP(
    "Trax was invented by David Smith (New Zealand, 1980). The game, its name and its rules "
    "texts, the solitaire rules printed with the game among them, are his and his publishers'. "
    "This program is an independent implementation of those rules (the project's reading of "
    "them is the rule book in its documentation), not made or endorsed by the makers of Trax."
)


def raw_file_url(path: str) -> str:
    """The web address of a file of the repository's main branch (for screenshots)."""
    raw = PROJECT_URL.replace("https://github.com/", "https://raw.githubusercontent.com/")
    return f"{raw}/main/{path}"
