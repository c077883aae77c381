"""The player's files: one data folder, atomic writes, and damaged files moved aside.

Every file the app keeps for the player (statistics, the game in progress, puzzle progress)
lives in `data_dir()`. Nothing here needs Qt, so the command line finds the same folder.

- `data_dir()`: $TRAX_SOLITAIRE_DATA_DIR if set, else the folder the player chose in the app
  (written down in the config folder, so the command line follows it too), else the
  platform's user data folder plus
  "trax-solitaire" (Linux: $XDG_DATA_HOME or ~/.local/share; macOS: ~/Library/Application
  Support; Windows: %APPDATA%). Earlier versions used other folders (Qt's doubled
  ".../trax-solitaire/trax-solitaire", and on Windows %LOCALAPPDATA%/trax-solitaire for puzzle
  progress): files found there are moved into the one folder the first time it is asked for.
- `atomic_write_text` / `atomic_write_bytes`: a crash mid-write leaves the old file whole.
- `move_aside`: a file that cannot be read is renamed `<name>.damaged-<UTC time>`, never
  overwritten or deleted, and the new name is returned so the player can be told.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from solitaire.translatable import tr

DATA_DIR_ENV = "TRAX_SOLITAIRE_DATA_DIR"
APP_FOLDER = "trax-solitaire"

_log = logging.getLogger(__name__)
_migrated: set[Path] = set()
_chosen: Path | None = None  # the folder the player chose (use_data_dir)
# Moves made by the migration from the old folders in this process: (old path, new path).
migrated_files: list[tuple[Path, Path]] = []


def _platform_root(mac: str, xdg_variable: str, xdg_default: str) -> Path:
    """A per-user folder of the platform: %APPDATA% on Windows, ~/Library/<mac> on macOS,
    else $<xdg_variable> when absolute, else ~/<xdg_default>."""
    home = Path.home()
    if sys.platform == "win32":
        appdata = os.environ.get("APPDATA")
        return Path(appdata) if appdata else home / "AppData" / "Roaming"
    if sys.platform == "darwin":
        return home / "Library" / mac
    xdg = os.environ.get(xdg_variable)
    return Path(xdg) if xdg and Path(xdg).is_absolute() else home / xdg_default


def platform_data_root() -> Path:
    """The platform's folder for per-user application data (without the app's name)."""
    return _platform_root("Application Support", "XDG_DATA_HOME", ".local/share")


def legacy_data_dirs(folder: Path) -> list[Path]:
    """Folders earlier versions wrote the player's files to, for the default `folder`."""
    folders = [folder / APP_FOLDER]  # Qt's AppDataLocation: organization/application
    if sys.platform == "win32" and os.environ.get("LOCALAPPDATA"):
        # Puzzle progress used Qt's GenericDataLocation, which is %LOCALAPPDATA% on Windows.
        folders.append(Path(os.environ["LOCALAPPDATA"]) / APP_FOLDER)
    return [old for old in folders if old != folder]


def use_data_dir(folder: Path | None) -> None:
    """Use `folder` for the player's files from now on in this process (the folder the player
    chose in the app, which remembers it); None: back to the usual one."""
    global _chosen
    _chosen = None if folder is None else Path(folder)


def platform_config_root() -> Path:
    """The platform's folder for per-user settings (without the app's name)."""
    return _platform_root("Preferences", "XDG_CONFIG_HOME", ".config")


def pointer_file() -> Path:
    """Where the data folder the player chose is written down for every front end."""
    return platform_config_root() / APP_FOLDER / "data-folder"


def remember_data_dir(folder: Path) -> None:
    """Write down the folder the player chose in the app, so the command line (and every
    later start) keeps the player's files there too. Raises OSError if it cannot be written."""
    atomic_write_text(pointer_file(), f"{Path(folder).resolve()}\n")


def remembered_data_dir() -> Path | None:
    """The folder written down by `remember_data_dir`, if it names a folder that exists."""
    try:
        with pointer_file().open(encoding="utf-8") as file:
            text = file.read(4096).strip()  # a path, not a file of any size
    except (OSError, UnicodeDecodeError):
        return None
    folder = Path(text)
    return folder if text and folder.is_absolute() and folder.is_dir() else None


def data_dir() -> Path:
    """The one folder for the player's files (not created here): the one the player chose in
    the app in this process (`use_data_dir`), else $TRAX_SOLITAIRE_DATA_DIR, else the one the
    player chose and the app wrote down (`remember_data_dir`), else the platform's."""
    if _chosen is not None:
        return _chosen
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override).expanduser()
    if (remembered := remembered_data_dir()) is not None:
        return remembered
    folder = platform_data_root() / APP_FOLDER
    if folder not in _migrated:
        _migrated.add(folder)
        migrated_files.extend(migrate_legacy(folder, legacy_data_dirs(folder)))
    return folder


def migration_note() -> str:
    """One sentence about the files moved from the old folders in this process, or ''."""
    if not migrated_files:
        return ""
    folder = migrated_files[0][1].parent
    names = ", ".join(new.name for _, new in migrated_files)
    return tr("Your files were moved from the old data folder to {folder}: {names}.").format(
        folder=folder, names=names
    )


def migrate_legacy(folder: Path, old_folders: list[Path]) -> list[tuple[Path, Path]]:
    """Move the files of the old folders into `folder`; return the moves made.

    Nothing is overwritten: a file whose name is taken in `folder` arrives as
    '<name>.from-old-folder' (numbered if need be). A file that cannot be moved stays where it is.
    """
    moves: list[tuple[Path, Path]] = []
    for old in old_folders:
        try:
            entries = sorted(entry for entry in old.iterdir() if entry.is_file())
        except OSError:
            continue
        for entry in entries:
            target = folder / entry.name
            try:
                folder.mkdir(parents=True, exist_ok=True)
                if _exists(target):
                    target = _free_name(folder / f"{entry.name}.from-old-folder")
                rename_no_overwrite(entry, target)
            except OSError as exc:
                _log.info("could not move %s to %s: %s", entry, target, exc)
                continue
            moves.append((entry, target))
        with contextlib.suppress(OSError):
            old.rmdir()  # only when empty
    return moves


def _exists(path: Path) -> bool:
    return os.path.lexists(path)


def _free_name(path: Path) -> Path:
    """`path`, or `path-2`, `path-3`... : the first name not taken."""
    candidate, counter = path, 1
    while _exists(candidate):
        counter += 1
        candidate = path.with_name(f"{path.name}-{counter}")
    return candidate


def rename_no_overwrite(source: Path, target: Path) -> None:
    """Rename, failing (FileExistsError) rather than replacing a file another process made."""
    if sys.platform == "win32":
        os.rename(source, target)  # refuses an existing target on Windows
        return
    try:
        os.link(source, target)  # refuses an existing target
    except FileExistsError:
        raise
    except OSError:
        # A file system without hard links: check, then rename (a narrow race, not a loss).
        if _exists(target):
            raise FileExistsError(target) from None
        os.rename(source, target)
        return
    os.unlink(source)


def atomic_write_bytes(path: Path, data: bytes) -> None:
    """Write to a temporary file in the same folder, flush it to disk, then rename it over
    `path`: a reader sees the old file or the new one, never half of one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temporary)
        raise
    _sync_folder(path.parent)


def atomic_write_text(path: Path, text: str) -> None:
    """`atomic_write_bytes` of UTF-8 text with '\\n' line ends on every platform."""
    atomic_write_bytes(path, text.encode("utf-8"))


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); harmless to skip where folders cannot be opened."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def move_aside(
    path: Path, reason: str, companions: tuple[str, ...] = (), label: str = "damaged"
) -> Path:
    """Rename a damaged file to '<name>.damaged-<UTC time>' (or another `label`, such as
    'newer' for a file a newer version wrote; never over an earlier one) and return the new
    path. Files named `<name><suffix>` for each suffix in `companions` (such as
    SQLite's '-journal') move with it, keeping their suffix. Raises OSError if it cannot move."""
    path = Path(path)
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    aside = _free_name(path.with_name(f"{path.name}.{label}-{stamp}"))
    rename_no_overwrite(path, aside)
    for suffix in companions:
        companion = path.with_name(path.name + suffix)
        if _exists(companion):
            rename_no_overwrite(companion, aside.with_name(aside.name + suffix))
    _log.info("moved %s aside to %s: %s", path, aside, reason)
    return aside
