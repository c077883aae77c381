"""JSON nested thousands deep (issue 33): every reader of a JSON file refuses it in words
(solitaire.json_text), never a RecursionError; `history --from` exits 2 with one line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from puzzles.lessons import read_lessons
from puzzles.pack import read_pack
from puzzles.progress_file import parse_progress
from solitaire.errors import TraxError
from solitaire.history_file import HistoryFileError, read_history_json
from solitaire.json_text import NestedTooDeeply, loads
from ui.data.saved_games import read_saved_games
from ui.data.statistics_pending import read_orphan

DEEP = {"array": "[" * 5000 + "]" * 5000, "object": '{"a":' * 5000 + "1" + "}" * 5000}
REPO = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("text", DEEP.values(), ids=DEEP.keys())
def test_history_from_a_deep_file_is_one_line_and_exit_2(tmp_path: Path, text: str) -> None:
    path = tmp_path / "history.json"
    path.write_text(text)
    run = subprocess.run(
        [sys.executable, "-m", "ui", "history", "--from", str(path)],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=120,
    )
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr == (
        f"trax-solitaire history: history file {path}: is nested too deeply to be a history file\n"
    )


def test_every_json_reader_says_nested_too_deeply(tmp_path: Path) -> None:
    text = DEEP["array"]
    with pytest.raises(NestedTooDeeply, match="nested too deeply to be a thing"):
        loads(text, "a thing")
    assert loads("[[1]]", "a thing") == [[1]]
    with pytest.raises(HistoryFileError, match="^is nested too deeply to be a history file$"):
        read_history_json(text)
    with pytest.raises(ValueError, match="nested too deeply to be a progress file"):
        parse_progress(text.encode())
    path = tmp_path / "deep.json"
    path.write_text(text)
    for read, words in ((read_pack, "puzzle pack"), (read_lessons, "lesson file")):
        with pytest.raises(TraxError, match=f"{path}: it is nested too deeply to be a {words}"):
            read(path)
    with pytest.raises(ValueError, match="not a file of saved games"):
        read_saved_games(path)


def test_a_deep_waiting_games_file_is_moved_aside_and_named(tmp_path: Path) -> None:
    path = tmp_path / "statistics.sqlite3.pending-1-abc.json"
    path.write_text(DEEP["object"])
    assert read_orphan(path) == []
    (aside,) = tmp_path.glob("statistics.sqlite3.pending-1-abc.json.*")
    assert aside.read_text() == DEEP["object"] and not path.exists()
