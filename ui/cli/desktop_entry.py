"""`trax-solitaire --install-desktop` and `--uninstall-desktop`: put the app in the desktop's
applications menu for this user, with no root, as the freedesktop specifications say:

    $XDG_DATA_HOME/applications/<id>.desktop              the menu entry (Exec: this command)
    $XDG_DATA_HOME/icons/hicolor/<N>x<N>/apps/<id>.png    the icon at each shipped size
    $XDG_DATA_HOME/icons/hicolor/scalable/apps/<id>.svg
    $XDG_DATA_HOME/metainfo/<id>.metainfo.xml             AppStream data for software centres

XDG_DATA_HOME is ~/.local/share unless set (to an absolute path). Uninstalling removes exactly
these files, says which, and the folders installing made for them when they are left empty (the
entry names them, in its X-TraxSolitaire-MadeFolders key); everything else, and any folder that
was there before, is left alone. No Qt here.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shlex
import shutil
import sys
from pathlib import Path

from solitaire.storage import atomic_write_text
from ui.cli.metainfo import COMMAND, NAME, SUMMARY, metainfo_text
from ui.common.icon_files import APP_ID, SIZES, png_path, svg_path

# Printed after installing, and in --help: pipx uninstall (or deleting the standalone folder)
# cannot remove files in the player's data folder, so they are removed first, by this command.
BEFORE_UNINSTALLING = (
    f"before uninstalling {NAME} (pipx uninstall trax-solitaire, or deleting the standalone "
    f"folder), run `{COMMAND} --uninstall-desktop` to remove these files; an entry whose "
    "program is gone hides itself from the menu"
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


# The Desktop Entry Specification, "The Exec key": an argument holding one of these is quoted.
RESERVED = frozenset(" \t\n\"'\\><~|&;$*?#()`")
STRING_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def string_value(text: str) -> str:
    """`text` as a value of type string ("Possible value types": backslash, newline, tab and
    carriage return escaped; a leading space as \\s)."""
    escaped = "".join(STRING_ESCAPES.get(c, c) for c in text)
    return "\\s" + escaped[1:] if escaped.startswith(" ") else escaped


def exec_argument(word: str) -> str:
    """One argument of the Exec key, before the string escapes: in double quotes, with `"`,
    `` ` ``, `$` and `\\` escaped by a backslash, if it holds a reserved character; `%` doubled
    (a literal percent sign, not a field code)."""
    if word and not RESERVED.intersection(word):
        return word.replace("%", "%%")
    quoted = "".join("\\" + c if c in '"`$\\' else c for c in word)
    return f'"{quoted}"'.replace("%", "%%")


MADE_FOLDERS = "X-TraxSolitaire-MadeFolders"  # the folders --install-desktop made


def desktop_text(command: list[str], made: list[str] | None = None) -> str:
    """The desktop entry that runs `command` (absolute program first). Exec is quoted as the
    specification says, then string-escaped (so a backslash in a quoted argument is written
    as four); TryExec is the program's path as a plain string, never quoted: when that file
    is gone (the program uninstalled), the menu hides the entry. `made`: the folders (relative
    to the data folder) that installing made, for uninstalling to remove."""
    exec_line = " ".join(exec_argument(word) for word in command)
    record = f"{MADE_FOLDERS}={''.join(name + ';' for name in made)}\n" if made else ""
    return (
        "[Desktop Entry]\n"
        "Type=Application\n"
        "Version=1.4\n"
        f"Name={NAME}\n"
        "GenericName=Tile Puzzle\n"
        f"Comment={SUMMARY}\n"
        f"Exec={string_value(exec_line)}\n"
        f"TryExec={string_value(command[0])}\n"
        f"Icon={APP_ID}\n"
        "Terminal=false\n"
        "Categories=Game;LogicGame;BoardGame;\n"
        "Keywords=trax;solitaire;puzzle;tiles;loop;\n"
        "StartupNotify=true\n"
        f"{record}"
    )


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


def made_folders(home: Path) -> list[str]:
    """The folders (relative to `home`, deepest last) that the installed entry says installing
    made; none when there is no entry or it names none."""
    entry = home / "applications" / f"{APP_ID}.desktop"
    try:
        lines = entry.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return []
    for line in lines:
        key, _, value = line.partition("=")
        if key == MADE_FOLDERS:
            names = [name for name in value.split(";") if name]
            return [name for name in names if ".." not in Path(name).parts and name[:1] != "/"]
    return []


def missing_folders(home: Path, files: list[Path]) -> list[str]:
    """The folders below `home` that writing `files` would make (relative, parents first)."""
    missing: set[Path] = set()
    for file in files:
        for folder in file.relative_to(home).parents:
            if folder != Path(".") and not (home / folder).is_dir():
                missing.add(folder)
    return sorted((folder.as_posix() for folder in missing), key=lambda n: (n.count("/"), n))


def install(home: Path | None = None) -> list[Path]:
    """Write the desktop entry, icons and metainfo; returns the files written. The folders it
    makes (with those an earlier install made) are named in the entry."""
    home = home or data_home()
    files = targets(home)
    made = set(made_folders(home)) | set(missing_folders(home, list(files)))
    made = sorted(made, key=lambda name: (name.count("/"), name))
    written = []
    for target, source in files.items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if source is not None:
            temporary = target.with_name(f".{target.name}.tmp")
            shutil.copyfile(source, temporary)
            os.replace(temporary, target)
        elif target.suffix == ".desktop":
            atomic_write_text(target, desktop_text(launch_command(), made))
        else:
            atomic_write_text(target, metainfo_text())
        written.append(target)
    return written


def uninstall(home: Path | None = None) -> list[Path]:
    """Remove exactly the files `install` writes (those present), then the folders it made
    that are left empty (deepest first; never one that was there before it); returns the files
    and folders removed."""
    home = home or data_home()
    made = made_folders(home)
    removed = []
    for target in targets(home):
        if target.is_file() or target.is_symlink():
            target.unlink()
            removed.append(target)
    for name in sorted(made, key=lambda n: (-n.count("/"), n)):
        folder = home / name
        with contextlib.suppress(OSError):  # not empty (the player's files), or gone
            folder.rmdir()
            removed.append(folder)
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
        help="remove exactly the files --install-desktop writes; run it before uninstalling "
        "(pipx uninstall trax-solitaire), which cannot remove them",
    )


def run(args: argparse.Namespace) -> int | None:
    """Do what the flags ask and return the exit status; None when neither was given."""
    if getattr(args, "install_desktop", False):
        for path in install():
            print(f"wrote {path}")
        print(f"Trax Solitaire is in the applications menu (runs: {shlex.join(launch_command())})")
        print(BEFORE_UNINSTALLING[0].upper() + BEFORE_UNINSTALLING[1:] + ".")
        return 0
    if getattr(args, "uninstall_desktop", False):
        removed = uninstall()
        for path in removed:
            print(f"removed {path}")
        if not removed:
            print(f"nothing to remove: no desktop entry installed under {data_home()}")
        return 0
    return None
