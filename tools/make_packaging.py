"""Write the files packagers install, made from the program's own definitions so they never
drift from it: packaging/<app id>.desktop (Exec=trax-solitaire, found on PATH), the AppStream
metainfo (ui/cli/metainfo.py) and the man page (tools/man_page.py, from the argparse parser).

    PYTHONPATH=. python tools/make_packaging.py           # rewrite them
    PYTHONPATH=. python tools/make_packaging.py --check   # exit 1 naming any that is stale

tests/test_packaging.py and tests/test_man_page.py run --check, so a change to the command line
or the metainfo that is not followed by this script fails the tests."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from man_page import SECTION, man_page  # noqa: E402

from ui.cli.desktop_entry import desktop_text  # noqa: E402
from ui.cli.metainfo import COMMAND, metainfo_text  # noqa: E402
from ui.common.icon_files import APP_ID  # noqa: E402

PACKAGING = ROOT / "packaging"
MAN_PAGE = PACKAGING / f"{COMMAND}.{SECTION}"


def wanted() -> dict[Path, Callable[[], str]]:
    """Each file and the function that makes its text."""
    return {
        PACKAGING / f"{APP_ID}.desktop": lambda: desktop_text([COMMAND]),
        PACKAGING / f"{APP_ID}.metainfo.xml": metainfo_text,
        MAN_PAGE: man_page,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say which files are stale")
    args = parser.parse_args()
    stale = []
    for path, make in wanted().items():
        content = make()
        if path.is_file() and path.read_text(encoding="utf-8") == content:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(content, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    if args.check and stale:
        names = ", ".join(str(path.relative_to(ROOT)) for path in stale)
        print(f"stale: {names} (run: PYTHONPATH=. python tools/make_packaging.py)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
