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
import time
from pathlib import Path

import pytest

from solitaire.version import __version__
from tests.conftest import REPO_ROOT
from ui.cli import desktop_entry, main
from ui.common.icon_files import APP_ID, SIZES, png_path, svg_path


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


def test_exec_quotes_a_path_with_spaces_and_tryexec_does_not() -> None:
    lines = desktop_entry.desktop_text(["/opt/My Games/trax-solitaire"]).splitlines()
    assert 'Exec="/opt/My Games/trax-solitaire"' in lines
    assert "TryExec=/opt/My Games/trax-solitaire" in lines  # a string: never quoted


def test_exec_escapes_as_the_specification_says() -> None:
    # Quoted, with " ` $ \ escaped, then string-escaped: a backslash is written as four.
    lines = desktop_entry.desktop_text(['/a b/$x\\y`"z', "100%", "-m"]).splitlines()
    assert 'Exec="/a b/\\\\$x\\\\\\\\y\\\\`\\\\"z" 100%% -m' in lines
    assert 'TryExec=/a b/$x\\\\y`"z' in lines


def harmless_program(tmp_path: Path) -> Path:
    """A script standing in for the app, at a path with a space and the characters the Exec key
    escapes, that writes its arguments, one a line, to tmp_path/marker."""
    program = tmp_path / 'My Games $HOME \\ `q` "x"' / "trax-solitaire"
    program.parent.mkdir()
    marker = shlex.quote(str(tmp_path / "marker"))
    program.write_text(
        f'#!/bin/sh\nprintf "%s\\n" "$@" > {marker}.part && mv {marker}.part {marker}\n'
    )
    program.chmod(0o755)
    return program


def gio_launch(entry: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["gio", "launch", str(entry)], capture_output=True, text=True, timeout=60)


@pytest.mark.skipif(not shutil.which("gio"), reason="libglib2.0-bin (gio)")
def test_glib_launches_the_entry_of_a_program_at_a_path_with_a_space(
    xdg: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    program = harmless_program(tmp_path)
    monkeypatch.setattr(desktop_entry, "launch_command", lambda: [str(program), "two words"])
    desktop_entry.install()
    entry = xdg / "applications" / f"{APP_ID}.desktop"
    done = gio_launch(entry)
    assert done.returncode == 0, done.stderr
    marker = tmp_path / "marker"
    for _ in range(600):  # gio does not wait for the program it starts
        if marker.exists():
            break
        time.sleep(0.1)
    assert marker.read_text() == "two words\n"


@pytest.mark.skipif(not shutil.which("gio"), reason="libglib2.0-bin (gio)")
def test_an_entry_whose_program_is_gone_hides_itself(
    xdg: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    program = harmless_program(tmp_path)
    monkeypatch.setattr(desktop_entry, "launch_command", lambda: [str(program)])
    desktop_entry.install()
    program.unlink()  # uninstalled without --uninstall-desktop first
    done = gio_launch(xdg / "applications" / f"{APP_ID}.desktop")
    assert done.returncode != 0 and "Unable to load application information" in done.stderr
    assert not (tmp_path / "marker").exists()


def test_help_and_readme_say_to_uninstall_the_desktop_files_first(xdg: Path, capsys) -> None:
    assert main(["--help"]) == 0
    helped = " ".join(capsys.readouterr().out.split())
    assert (
        "--uninstall-desktop remove exactly the files --install-desktop writes; run it "
        "before uninstalling (pipx uninstall trax-solitaire)" in helped
    )
    assert main(["--install-desktop"]) == 0
    said = capsys.readouterr().out
    assert "run `trax-solitaire --uninstall-desktop`" in said.splitlines()[-1]
    readme = " ".join((REPO_ROOT / "README.md").read_text(encoding="utf-8").split())
    assert (
        "run `trax-solitaire --uninstall-desktop` before `pipx uninstall trax-solitaire`" in readme
    )


def test_launch_command_is_the_running_script(monkeypatch: pytest.MonkeyPatch) -> None:
    script = Path(sys.executable).parent / "trax-solitaire"
    monkeypatch.setattr(sys, "argv", [str(script)])
    assert desktop_entry.launch_command() == [str(script.absolute())]


def test_uninstall_removes_exactly_what_install_wrote(xdg: Path, capsys) -> None:
    # The player's own files beside ours stay, as do the folders that were there before; the
    # folders installing made are removed once empty (pipx uninstall leaves none behind).
    other_entry = xdg / "applications" / "other.desktop"
    other_icon = xdg / "icons/hicolor/48x48/apps/other.png"
    for path in (other_entry, other_icon):
        path.parent.mkdir(parents=True)
        path.write_text("not ours")
    (xdg / "icons/hicolor/64x64").mkdir()  # empty, and the player's
    before = {path for path in xdg.rglob("*") if path.is_dir()}
    assert main(["--install-desktop"]) == 0
    ours = sorted(set(installed_files(xdg)) - {other_entry, other_icon})
    made = {path for path in xdg.rglob("*") if path.is_dir()} - before
    # Every NxN but 48 and 64 (the player's) with its apps/, 64x64/apps, scalable(/apps), metainfo
    assert len(made) == 2 * (len(SIZES) - 2) + 4
    capsys.readouterr()
    assert main(["--install-desktop"]) == 0  # again: the folders the first made are still named
    capsys.readouterr()
    assert main(["--uninstall-desktop"]) == 0
    said = capsys.readouterr().out
    assert installed_files(xdg) == sorted([other_entry, other_icon])
    assert {path for path in xdg.rglob("*") if path.is_dir()} == before
    assert sorted(line.removeprefix("removed ") for line in said.splitlines()) == sorted(
        str(path) for path in [*ours, *made]
    )
    assert main(["--uninstall-desktop"]) == 0
    assert "nothing to remove" in capsys.readouterr().out


def test_a_folder_made_by_install_that_the_player_filled_stays(xdg: Path, capsys) -> None:
    assert main(["--install-desktop"]) == 0
    kept = xdg / "icons/hicolor/32x32/apps/theirs.png"
    kept.write_text("the player's")
    assert main(["--uninstall-desktop"]) == 0
    assert installed_files(xdg) == [kept]
    assert sorted(path.relative_to(xdg).as_posix() for path in xdg.rglob("*")) == [
        "icons",
        "icons/hicolor",
        "icons/hicolor/32x32",
        "icons/hicolor/32x32/apps",
        "icons/hicolor/32x32/apps/theirs.png",
    ]


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
