"""Issue 26: exit statuses and streams. Bad input is 2 and one line, whatever it is and
wherever stderr goes; a reader that goes away is not an error; Ctrl+C is 130 and one line,
also when a compiled kernel wraps it in another error."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from solitaire.errors import TraxError
from tests.cli_helpers import one_line, run
from tests.conftest import REPO_ROOT


@pytest.mark.parametrize("argv", [["{long}.trax"], ["analyse", "{long}"]])
def test_a_name_too_long_for_the_system_is_bad_input(tmp_path: Path, argv: list[str]) -> None:
    long = str(tmp_path / ("x" * 5000))
    result = run(*(word.format(long=long) for word in argv), env={"QT_QPA_PLATFORM": ""})
    assert result.returncode == 2
    line = one_line(result.stderr)
    assert line.startswith("trax-solitaire") and "too long" in line


def test_help_to_a_reader_that_went_away_is_quiet_and_0() -> None:
    """`trax-solitaire --help | true`: the pipe's reader is gone before a byte is written."""
    read, write = os.pipe()
    os.close(read)
    try:
        result = subprocess.run(
            [sys.executable, "-m", "ui", "--help"],
            stdout=write,
            stderr=subprocess.PIPE,
            cwd=REPO_ROOT,
            timeout=120,
            check=False,
        )
    finally:
        os.close(write)
    assert result.returncode == 0 and result.stderr == b""


@pytest.mark.parametrize("argv", [["show", "--size", "9"], ["analyse", "no-such-file.trax"]])
def test_bad_input_with_a_full_stderr_is_still_2(argv: list[str]) -> None:
    with open("/dev/full", "w") as full:
        result = run(*argv, stderr=full, stdout=subprocess.PIPE)
    assert result.returncode == 2


def _main_with(handler_error: BaseException, monkeypatch, capsys) -> tuple[int, str]:  # noqa: ANN001
    from ui.cli import history, main

    def failing(args: object) -> int:
        raise handler_error

    monkeypatch.setattr(history, "run_history", failing)
    status = main(["history"])
    return status, capsys.readouterr().err


def test_ctrl_c_wrapped_by_a_compiled_kernel_is_130_and_one_line(monkeypatch, capsys) -> None:
    """numba's kernels turn a KeyboardInterrupt into a SystemError chain (`odds --lookahead
    all` on 4x4)."""
    try:
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt as inner:
            raise SystemError("<function> returned a result with an exception set") from inner
    except SystemError as wrapped:
        error = wrapped
    status, err = _main_with(error, monkeypatch, capsys)
    assert status == 130 and one_line(err) == "trax-solitaire history: interrupted"


def test_an_error_of_several_lines_is_said_in_one(monkeypatch, capsys) -> None:
    status, err = _main_with(
        TraxError("Statistics file x: is damaged (disk\nimage)"), monkeypatch, capsys
    )
    assert status == 2
    assert one_line(err) == "trax-solitaire history: Statistics file x: is damaged (disk image)"


def test_another_error_is_not_taken_for_ctrl_c(monkeypatch, capsys) -> None:
    with pytest.raises(SystemError):
        _main_with(SystemError("a real fault"), monkeypatch, capsys)
