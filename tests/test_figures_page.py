"""Issue 34, item 9: docs/figures.md is what tools/figures.py makes from docs/figures.json (so
the page holds no number typed by hand), and it states the exact command that made it, whose
options are the ones its samples were drawn with; that command's defaults are those options."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys

from tests.conftest import REPO_ROOT

sys.path.insert(0, str(REPO_ROOT))
from tools.figures_page import page_text  # noqa: E402

DOCS = REPO_ROOT / "docs"


def test_the_page_is_what_its_data_make() -> None:
    data = json.loads((DOCS / "figures.json").read_text(encoding="utf-8"))
    assert (DOCS / "figures.md").read_text(encoding="utf-8") == page_text(data), (
        "docs/figures.md is not what docs/figures.json makes: run "
        "`PYTHONPATH=. python tools/figures.py --from-json docs/figures.json`"
    )


def test_the_stated_command_made_the_samples() -> None:
    page = (DOCS / "figures.md").read_text(encoding="utf-8")
    (command,) = re.findall(r"Made by `(PYTHONPATH=\. python tools/figures\.py[^`]*)`", page)
    words = shlex.split(command)[2:]
    options = dict(zip(words[1::2], map(int, words[2::2]), strict=True))
    data = json.loads((DOCS / "figures.json").read_text(encoding="utf-8"))
    for variant in data:
        deals = options["--deals" if variant["size"] == 3 else "--deals-4x4"]
        for sample in variant["sampled"]:
            assert sample["deals"] == deals
            assert sample["seed"] == options["--seed"] + sample["lookahead"]
    # The script's defaults are the page's options: the bare command remakes the page too.
    helped = subprocess.run(
        [sys.executable, str(REPO_ROOT / "tools" / "figures.py"), "--help"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO_ROOT,
    )
    assert helped.returncode == 0, helped.stderr
    source = (REPO_ROOT / "tools" / "figures.py").read_text(encoding="utf-8")
    for option, value in options.items():
        assert re.search(rf'"{option}", type=int, default={value}\b', source), option
