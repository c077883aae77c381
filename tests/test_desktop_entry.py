"""`trax-solitaire --install-desktop` / `--uninstall-desktop` (issue 17): with XDG_DATA_HOME in
a temporary folder, the entry, the icons and the metainfo land where the freedesktop
specifications put them, pass `desktop-file-validate` and `appstreamcli validate`, the entry's
Exec starts the app, and uninstalling removes exactly those files and nothing else.
(The installed wheel's entry is run in tests/test_wheel.py.)"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from solitaire.version import __version__
from ui.cli import desktop_entry, main
from ui.icon_files import APP_ID, SIZES, png_path, svg_path


@pytest.fixture
def xdg(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def installed_files(home: Path) -> list[Path]:
    return sorted(path for path in home.rglob("*") if path.is_file())


def test_install_writes_the_entry_icons_and_metainfo(xdg: Path, capsys) -> None:
    assert main(["--install-desktop"]) == 0
    said = capsys.readouterr().out
    entry = xdg / "applications" / f"{APP_ID}.desktop"
    metainfo = xdg / "metainfo" / f"{APP_ID}.metainfo.xml"
    icons = [xdg / f"icons/hicolor/{n}x{n}/apps/{APP_ID}.png" for n in SIZES]
    svg = xdg / f"icons/hicolor/scalable/apps/{APP_ID}.svg"
    assert installed_files(xdg) == sorted([entry, metainfo, *icons, svg])
    for path in installed_files(xdg):
        assert f"wrote {path}" in said
    for size, icon in zip(SIZES, icons, strict=True):
        assert icon.read_bytes() == png_path(size).read_bytes()
    assert svg.read_bytes() == svg_path().read_bytes()
    text = entry.read_text()
    assert "Categories=Game;LogicGame;BoardGame;" in text.splitlines()
    assert f"Icon={APP_ID}" in text.splitlines()
    assert f'<release version="{__version__}"' in metainfo.read_text()


@pytest.mark.skipif(not shutil.which("desktop-file-validate"), reason="desktop-file-utils")
def test_the_entry_passes_desktop_file_validate(xdg: Path) -> None:
    desktop_entry.install()
    entry = xdg / "applications" / f"{APP_ID}.desktop"
    done = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.skipif(not shutil.which("appstreamcli"), reason="appstream")
def test_the_metainfo_passes_appstreamcli_validate(xdg: Path) -> None:
    desktop_entry.install()
    metainfo = xdg / "metainfo" / f"{APP_ID}.metainfo.xml"
    done = subprocess.run(
        ["appstreamcli", "validate", "--no-net", "--pedantic", str(metainfo)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_exec_starts_the_app_to_its_window(xdg: Path, tmp_path: Path) -> None:
    desktop_entry.install()
    text = (xdg / "applications" / f"{APP_ID}.desktop").read_text()
    exec_line = next(line for line in text.splitlines() if line.startswith("Exec="))
    words = shlex.split(exec_line.removeprefix("Exec="))
    assert Path(words[0]).is_absolute() and os.access(words[0], os.X_OK)
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "TRAX_SOLITAIRE_DATA_DIR": str(tmp_path / "data"),
        "TRAX_SOLITAIRE_STARTUP_PROBE": "1",
    }
    done = subprocess.run(words, capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0 and done.stdout.startswith("startup-seconds "), done.stderr


def test_exec_quotes_a_path_with_spaces() -> None:
    line = desktop_entry.desktop_text(["/opt/My Games/trax-solitaire"])
    assert 'Exec="/opt/My Games/trax-solitaire"' in line.splitlines()


def test_launch_command_is_the_running_script(monkeypatch: pytest.MonkeyPatch) -> None:
    script = Path(sys.executable).parent / "trax-solitaire"
    monkeypatch.setattr(sys, "argv", [str(script)])
    assert desktop_entry.launch_command() == [str(script.absolute())]


def test_uninstall_removes_exactly_what_install_wrote(xdg: Path, capsys) -> None:
    # The player's own files beside ours stay, as do the folders.
    other_entry = xdg / "applications" / "other.desktop"
    other_icon = xdg / "icons/hicolor/48x48/apps/other.png"
    for path in (other_entry, other_icon):
        path.parent.mkdir(parents=True)
        path.write_text("not ours")
    assert main(["--install-desktop"]) == 0
    ours = sorted(set(installed_files(xdg)) - {other_entry, other_icon})
    capsys.readouterr()
    assert main(["--uninstall-desktop"]) == 0
    said = capsys.readouterr().out
    assert installed_files(xdg) == sorted([other_entry, other_icon])
    assert sorted(line.removeprefix("removed ") for line in said.splitlines()) == [
        str(path) for path in ours
    ]
    assert (xdg / "icons/hicolor/512x512/apps").is_dir()
    assert main(["--uninstall-desktop"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_desktop_flags_refuse_a_subcommand(capsys) -> None:
    assert main(["--install-desktop", "odds"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "takes no subcommand" in err[0]


def test_desktop_flags_are_refused_where_there_is_no_freedesktop(monkeypatch, capsys) -> None:
    monkeypatch.setattr(sys, "platform", "win32")
    assert main(["--install-desktop"]) == 2
    assert "desktop entries are for Linux" in capsys.readouterr().err


def test_an_unwritable_data_folder_is_one_line_and_exit_1(tmp_path: Path, monkeypatch, capsys):
    blocked = tmp_path / "file"
    blocked.write_text("a file where the folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocked))
    assert main(["--install-desktop"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("trax-solitaire --install-desktop: ")
