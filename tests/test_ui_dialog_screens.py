"""The main window and every dialog on a small and on a high-DPI screen (issue 32): the window
in a game, in the tutorial and in an open-stack puzzle, then New game, Preferences, Puzzles,
About, Help, Statistics and Review, each opened as its menu opens it, on an 800x600 screen, at
twice the scale on a 1920x1080 one (960x540 logical pixels) and at their first size on a
1920x1080 one (the panel's large tiles), in English and in every language the app has (one for
each translation file: Italian, French, German): each fits on the screen with a usual frame, no
text is cut ("…" included) and no widget covers another's text. Each case is a fresh process
(tests/dialog_probe.py) on Qt's offscreen platform given that screen, one window for all its
checks; the grabs it saves are kept in the test's folder to look at."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.screen_run import run_on_screen
from ui.app.language import present_languages

ROOT = Path(__file__).resolve().parents[1]
DIALOGS = {"new-game", "preferences", "puzzles", "about", "help", "statistics", "review"}
WINDOW = {"window-game", "window-tutorial", "window-puzzle"}
LANGUAGES = ("en", *present_languages())
TITLES = {"en": "Review", "it": "Revisione", "fr": "Revue", "de": "Analyse"}  # Review's title


def run_probe(tmp_path: Path, screen: tuple[int, int], scale: int, language: str) -> dict:
    env = {
        "TRAX_SOLITAIRE_DATA_DIR": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    args = [str(tmp_path), language]
    return run_on_screen("tests.dialog_probe", args, tmp_path, screen, scale, env)


def test_every_language_is_looked_at():
    assert {"it", "fr", "de"} <= set(LANGUAGES)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(
    ("screen", "scale"),
    [((800, 600), 1), ((1920, 1080), 2), ((1920, 1080), 1)],
    ids=["800x600", "1920x1080-scale-2", "1920x1080"],
)
def test_the_window_and_every_dialog_fit_with_nothing_cut_or_covered(
    tmp_path, screen, scale, language
):
    report = run_probe(tmp_path, screen, scale, language)
    assert set(report) == DIALOGS | WINDOW
    for name, seen in report.items():
        assert seen["on_screen"], (name, seen["framed"], seen["size"])
        assert seen["problems"] == [], (name, seen["problems"])
        assert (tmp_path / f"{name}.png").stat().st_size
    if language in TITLES:  # the language asked for is the one shown
        assert report["review"]["title"].startswith(TITLES[language])
