"""Refresh the Qt Linguist files from the code: every string marked with tr() or QT_TR_NOOP in
the window's code (ui/app) and the shared words it shows (SHARED), and the lessons' titles and
texts (puzzles/lessons/lessons.json), go into ui/resources/translations/trax-solitaire_<code>.ts,
with the translations already made kept. Translate the new entries with Qt Linguist
(pyside6-linguist) or any editor; the build compiles them (setup.py, ui/app/language.py).
Given language codes, it also starts a file for each that has none (docs/translating.md).

    python tools/update_translations.py          # refresh every language's file
    python tools/update_translations.py fr de    # and start French and German
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ui.app.language import CATALOGUE, TRANSLATED, TRANSLATIONS  # noqa: E402

# Shared words below Qt, marked with solitaire.translatable.QT_TR_NOOP and shown by the window.
SHARED = (
    "puzzles/grades.py",
    "puzzles/levels.py",
    "ui/common/presenter.py",
    "ui/common/cell_names.py",
    "ui/data/saved_games.py",
    "ui/data/autosave.py",
    "puzzles/progress.py",
    "puzzles/progress_file.py",
    "ui/data/lesson_progress.py",
    "solitaire/storage.py",
    "solitaire/record.py",
    "ui/common/project.py",
    "solitaire/cell_words.py",
    "solitaire/file_words.py",
    "ui/data/statistics_words.py",
    "ui/data/statistics_review.py",
    "solitaire/reasons.py",
    "solitaire/move.py",
    "solitaire/tiles.py",
    "solitaire/deal.py",
    "puzzles/game_request.py",
    # The web page's words (issue 31 item 9: the page speaks the desktop's languages).
    *(f"ui/web/{name}.py" for name in ("bridge", "extras", "games", "lesson", "packs")),
    *(f"ui/web/{name}.py" for name in ("page_words", "records", "replay", "words", "board")),
)


def sources() -> list[str]:
    """The files whose strings are translated, relative to the repository."""
    window = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "ui" / "app").rglob("*.py"))
    return [*window, *SHARED]


def lesson_words() -> str:
    """The lessons' words as Python lupdate reads: the tutorial shows them through tr()."""
    from puzzles.lessons import read_lessons

    texts: list[str] = []
    for lesson in read_lessons():
        texts += [lesson.title, *(step.text for step in lesson.steps if step.text), lesson.done]
    return "".join(f"QT_TR_NOOP({text!r})\n" for text in dict.fromkeys(texts))


def main(new: list[str] | None = None) -> int:
    """Refresh each language's file, and start one for each code in `new` that has none."""
    import PySide6

    lupdate = Path(PySide6.__file__).parent / (
        "lupdate.exe" if sys.platform == "win32" else "lupdate"
    )
    with tempfile.TemporaryDirectory() as folder:
        lessons = Path(folder) / "lessons.py"
        lessons.write_text(lesson_words(), encoding="utf-8")
        for code in dict.fromkeys([*TRANSLATED, *(new or [])]):
            target = TRANSLATIONS / f"{CATALOGUE}_{code}.ts"
            target.parent.mkdir(parents=True, exist_ok=True)
            command = [str(lupdate), "-locations", "none", "-no-obsolete", *sources(), str(lessons)]
            if not target.is_file():
                command += ["-target-language", code]  # a new language's file
            subprocess.run([*command, "-ts", str(target.relative_to(ROOT))], cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
