"""The AppStream metainfo of the app (what software centres, Flathub and Debian read), and the
words the desktop entry shares with it. No Qt. `--install-desktop` writes it for one user
(ui/cli/desktop_entry.py); packagers take the copy in packaging/ (tools/make_packaging.py writes
it from here, and a test keeps it current); `appstreamcli validate --pedantic` passes both."""

from __future__ import annotations

from html import escape  # not xml.sax.saxutils: it imports urllib, http and email (30 ms a start)

from solitaire.version import RELEASE_DATE, __version__
from ui.common.icon_files import APP_ID
from ui.common.project import ISSUES_URL, LICENCE, PROJECT_URL, raw_file_url

COMMAND = "trax-solitaire"
NAME = "Trax Solitaire"
SUMMARY = "Lay Trax tiles to make one track"  # at most 35 characters (Flathub's linter)
DESCRIPTION = (
    "Trax Solitaire is the one-player form of the tile game Trax: tiles come from a shuffled "
    "stack, one at a time, and each must be laid so that track colours match, until a line "
    "joins opposite edges of the square or a loop closes."
)
DETAILS = (
    "It shows how good every move is: hints rank the legal moves by their exact chance of "
    "winning, a review after the game marks the mistakes, and an exact solver says whether a "
    "deal could have been won at all. Puzzle packs and statistics are included."
)
DEVELOPER_ID = "io.github.traxsolitaire"
DEVELOPER = "The trax-solitaire authors"

# Shown by software centres, in this order (the first is the default): the picture in
# docs/screenshots/ (tools/screenshots.py makes them) and its caption.
SCREENSHOTS = (
    ("game.png", "A game in progress: the tile in hand, the next tile and the board"),
    ("heatmap.png", "Every legal move's exact chance of winning"),
    ("review.png", "The review after a game marks the mistakes"),
    ("puzzle.png", "An open-stack puzzle with the whole stack shown"),
    ("tutorial-refused.png", "The tutorial teaches the rules on the real board"),
)

# Newest first; the first is this version (a test holds it to solitaire/version.py).
RELEASES = (
    (
        __version__,
        RELEASE_DATE,
        (
            "The first release: the 3x3 and 4x4 games with the line and loop goals, hints "
            "with exact winning chances, a review of every game, puzzle packs, a tutorial, "
            "statistics, and a command line for the solver and the published figures.",
        ),
    ),
)


def _lines(tag: str, items: list[str], indent: str = "  ") -> str:
    return "\n".join(f"{indent}<{tag}>{item}</{tag}>" for item in items)


def _screenshots() -> str:
    shots = []
    for index, (name, caption) in enumerate(SCREENSHOTS):
        kind = ' type="default"' if index == 0 else ""
        url = escape(raw_file_url(f"docs/screenshots/{name}"), quote=False)
        shots.append(
            f"    <screenshot{kind}>\n      <caption>{escape(caption, quote=False)}</caption>\n"
            f"      <image>{url}</image>\n    </screenshot>"
        )
    return "\n".join(shots)


def _releases() -> str:
    entries = []
    for version, date, paragraphs in RELEASES:
        notes = _lines("p", [escape(p, quote=False) for p in paragraphs], " " * 8)
        entries.append(
            f'    <release version="{escape(version)}" date="{escape(date)}">\n'
            f"      <description>\n{notes}\n      </description>\n    </release>"
        )
    return "\n".join(entries)


def metainfo_text() -> str:
    """The metainfo file, as installed under share/metainfo/<APP_ID>.metainfo.xml."""
    categories = _lines("category", ["Game", "LogicGame", "BoardGame"], "    ")
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>{APP_ID}</id>
  <metadata_license>CC0-1.0</metadata_license>
  <project_license>{LICENCE}</project_license>
  <name>{NAME}</name>
  <summary>{escape(SUMMARY, quote=False)}</summary>
  <developer id="{DEVELOPER_ID}">
    <name>{escape(DEVELOPER, quote=False)}</name>
  </developer>
  <description>
    <p>{escape(DESCRIPTION, quote=False)}</p>
    <p>{escape(DETAILS, quote=False)}</p>
  </description>
  <launchable type="desktop-id">{APP_ID}.desktop</launchable>
  <icon type="stock">{APP_ID}</icon>
  <url type="homepage">{escape(PROJECT_URL, quote=False)}</url>
  <url type="vcs-browser">{escape(PROJECT_URL, quote=False)}</url>
  <url type="bugtracker">{escape(ISSUES_URL, quote=False)}</url>
  <categories>
{categories}
  </categories>
  <keywords>
{_lines("keyword", ["Trax", "solitaire", "puzzle", "tiles", "loop"], "    ")}
  </keywords>
  <screenshots>
{_screenshots()}
  </screenshots>
  <supports>
    <control>pointing</control>
    <control>keyboard</control>
  </supports>
  <provides>
    <binary>{COMMAND}</binary>
  </provides>
  <content_rating type="oars-1.1"/>
  <releases>
{_releases()}
  </releases>
</component>
"""
