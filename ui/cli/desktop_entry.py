"""`trax-solitaire --install-desktop` and `--uninstall-desktop`: put the app in the desktop's
applications menu for this user, with no root, as the freedesktop specifications say:

    $XDG_DATA_HOME/applications/<id>.desktop              the menu entry (Exec: this command)
    $XDG_DATA_HOME/icons/hicolor/<N>x<N>/apps/<id>.png    the icon at each shipped size
    $XDG_DATA_HOME/icons/hicolor/scalable/apps/<id>.svg
    $XDG_DATA_HOME/metainfo/<id>.metainfo.xml             AppStream data for software centres

XDG_DATA_HOME is ~/.local/share unless set (to an absolute path). Uninstalling removes exactly
these files, says which, and leaves everything else (folders included) alone. No Qt here.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import sys
from pathlib import Path
from xml.sax.saxutils import escape

from solitaire.storage import atomic_write_text
from solitaire.version import RELEASE_DATE, __version__
from ui.icon_files import APP_ID, SIZES, png_path, svg_path

COMMAND = "trax-solitaire"
SUMMARY = "Lay Trax tiles from a shuffled stack to close a loop or join two edges"
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


def data_home() -> Path:
    """The user's XDG data folder ($XDG_DATA_HOME if absolute, else ~/.local/share)."""
    given = os.environ.get("XDG_DATA_HOME", "")
    if given and Path(given).is_absolute():
        return Path(given)
    return Path.home() / ".local" / "share"


def launch_command() -> list[str]:
    """The absolute command that starts this installed app: the frozen bundle's executable,
    the `trax-solitaire` script being run, the one beside this Python, the one on PATH, or this
    Python with `-m ui`."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    started = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if started is not None and started.stem == COMMAND and started.is_file():
        return [str(started.absolute())]
    beside = Path(sys.executable).parent / (COMMAND + (".exe" if sys.platform == "win32" else ""))
    if beside.is_file():  # the script of this Python's environment (a venv, pipx)
        return [str(beside.absolute())]
    found = shutil.which(COMMAND)
    if found:
        return [str(Path(found).absolute())]
    return [str(Path(sys.executable).absolute()), "-m", "ui"]


def _exec_quote(word: str) -> str:
    """Quote one word of an Exec line (Desktop Entry Specification, "The Exec key")."""
    if word and not any(c in word for c in " \t\n\"'\\><~|&;$*?#()`%="):
        return word
    escaped = "".join("\\" + c if c in '"`$\\' else c for c in word)
    return f'"{escaped}"'.replace("%", "%%")


def desktop_text(command: list[str]) -> str:
    exec_line = " ".join(_exec_quote(word) for word in command)
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Version=1.4\n"
        "Name=Trax Solitaire\n"
        "GenericName=Tile Puzzle\n"
        f"Comment={SUMMARY}\n"
        f"Exec={exec_line}\n"
        f"TryExec={_exec_quote(command[0])}\n"
        f"Icon={APP_ID}\n"
        "Terminal=false\n"
        "Categories=Game;LogicGame;BoardGame;\n"
        "Keywords=trax;solitaire;puzzle;tiles;loop;\n"
        "StartupNotify=true\n"
    )


def metainfo_text() -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<component type="desktop-application">
  <id>{APP_ID}</id>
  <metadata_license>CC0-1.0</metadata_license>
  <project_license>MIT</project_license>
  <name>Trax Solitaire</name>
  <summary>{escape(SUMMARY)}</summary>
  <description>
    <p>{escape(DESCRIPTION)}</p>
    <p>{escape(DETAILS)}</p>
  </description>
  <launchable type="desktop-id">{APP_ID}.desktop</launchable>
  <icon type="stock">{APP_ID}</icon>
  <categories>
    <category>Game</category>
    <category>LogicGame</category>
    <category>BoardGame</category>
  </categories>
  <provides>
    <binary>{COMMAND}</binary>
  </provides>
  <content_rating type="oars-1.1"/>
  <releases>
    <release version="{__version__}" date="{RELEASE_DATE}"/>
  </releases>
</component>
"""


def targets(home: Path) -> dict[Path, Path | None]:
    """Every file installed, and the shipped file it is a copy of (None: written from text)."""
    icons = home / "icons" / "hicolor"
    files: dict[Path, Path | None] = {
        home / "applications" / f"{APP_ID}.desktop": None,
        home / "metainfo" / f"{APP_ID}.metainfo.xml": None,
    }
    for size in SIZES:
        files[icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = png_path(size)
    files[icons / "scalable" / "apps" / f"{APP_ID}.svg"] = svg_path()
    return files


def install(home: Path | None = None) -> list[Path]:
    """Write the desktop entry, icons and metainfo; returns the files written."""
    home = home or data_home()
    written = []
    for target, source in targets(home).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if source is not None:
            temporary = target.with_name(f".{target.name}.tmp")
            shutil.copyfile(source, temporary)
            os.replace(temporary, target)
        elif target.suffix == ".desktop":
            atomic_write_text(target, desktop_text(launch_command()))
        else:
            atomic_write_text(target, metainfo_text())
        written.append(target)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove exactly the files `install` writes (those present); returns the files removed."""
    removed = []
    for target in targets(home or data_home()):
        if target.is_file() or target.is_symlink():
            target.unlink()
            removed.append(target)
    return removed


def add_arguments(parser: argparse.ArgumentParser) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--install-desktop",
        action="store_true",
        help="add Trax Solitaire to this user's applications menu (a desktop entry, icons and "
        "AppStream metainfo under $XDG_DATA_HOME, by default ~/.local/share; no root needed)",
    )
    group.add_argument(
        "--uninstall-desktop",
        action="store_true",
        help="remove exactly the files --install-desktop writes",
    )


def run(args: argparse.Namespace) -> int | None:
    """Do what the flags ask and return the exit status; None when neither was given."""
    if getattr(args, "install_desktop", False):
        for path in install():
            print(f"wrote {path}")
        print(f"Trax Solitaire is in the applications menu (runs: {shlex.join(launch_command())})")
        return 0
    if getattr(args, "uninstall_desktop", False):
        removed = uninstall()
        for path in removed:
            print(f"removed {path}")
        if not removed:
            print(f"nothing to remove: no desktop entry installed under {data_home()}")
        return 0
    return None
