"""The main window and every dialog on a small and on a high-DPI screen (issue 32): the window
in a game, in the tutorial and in an open-stack puzzle, then New game, Preferences, Puzzles,
About, Help, Statistics and Review, each opened as its menu opens it, on an 800x600 screen, at
twice the scale on a 1920x1080 one (960x540 logical pixels) and at their first size on a
1920x1080 one (the panel's large tiles), in English and in every language the app has (one for
each translation file: Italian, French, German): each fits on the screen with a usual frame, no
text is cut ("…" included) and no widget covers another's text. Each screen is a fresh process
(tests/dialog_probe.py) on Qt's offscreen platform given that screen, which looks in every
language in turn, a new window and data folder for each; the grabs it saves are kept in the
run's temporary folder (dialogs-SCREEN/LANGUAGE) to look at."""

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


SCREENS = {  # name: (size, scale)
    "800x600": ((800, 600), 1),
    "1920x1080-scale-2": ((1920, 1080), 2),
    "1920x1080": ((1920, 1080), 1),
}


@pytest.fixture(scope="module")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict:
    """Each screen's process, run once for every language: {screen: (folder, {language:
    report})}, made as a test first asks for that screen."""
    made: dict[str, tuple[Path, dict]] = {}

    def on(screen: str) -> tuple[Path, dict]:
        if screen not in made:
            folder = tmp_path_factory.mktemp(f"dialogs-{screen}")
            env = {
                "TRAX_SOLITAIRE_DATA_DIR": str(folder / "data"),
                "XDG_CONFIG_HOME": str(folder / "config"),
            }
            size, scale = SCREENS[screen]
            args = [str(folder), *LANGUAGES]
            made[screen] = (
                folder,
                run_on_screen("tests.dialog_probe", args, folder, size, scale, env),
            )
        return made[screen]

    return on


def test_every_language_is_looked_at():
    assert {"it", "fr", "de"} <= set(LANGUAGES)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_window_and_every_dialog_fit_with_nothing_cut_or_covered(reports, screen, language):
    folder, by_language = reports(screen)
    report = by_language[language]
    assert set(report) == DIALOGS | WINDOW
    for name, seen in report.items():
        assert seen["on_screen"], (name, seen["framed"], seen["size"])
        assert seen["problems"] == [], (name, seen["problems"])
        assert (folder / language / f"{name}.png").stat().st_size
    if language in TITLES:  # the language asked for is the one shown
        assert report["review"]["title"].startswith(TITLES[language])
