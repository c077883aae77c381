"""Write docs/commands.md, the command reference, from the command line's own argparse
definitions (ui.cli.build_parser), as tools/man_page.py makes the man page: every subcommand,
nested ones too, its usage line and every option with the words of its --help.

    PYTHONPATH=. python tools/make_commands_doc.py           # rewrite it
    PYTHONPATH=. python tools/make_commands_doc.py --check   # exit 1 when it is stale

tests/test_commands_doc.py runs --check, so a change to the command line that is not followed
by this script fails the tests."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from man_page import expanded, subcommands, usage  # noqa: E402

from ui.cli import PROG, build_parser  # noqa: E402

DOC = ROOT / "docs" / "commands.md"
COMMAND = "PYTHONPATH=. python tools/make_commands_doc.py"


def cell(words: str) -> str:
    """Text for a Markdown table cell: one line, pipes escaped."""
    return " ".join(words.split()).replace("|", "\\|")


def option_name(action: argparse.Action) -> str:
    formatter = argparse.HelpFormatter("x")
    if not action.option_strings:
        return formatter._metavar_formatter(action, action.dest)(1)[0]
    flags = ", ".join(action.option_strings)
    if action.nargs == 0:
        return flags
    return f"{flags} {formatter._format_args(action, action.dest.upper())}"


def options(parser: argparse.ArgumentParser) -> list[str]:
    rows = [
        f"| `{cell(option_name(action))}` | {cell(expanded(parser, action))} |"
        for action in parser._actions
        if not isinstance(action, argparse._SubParsersAction) and action.help != argparse.SUPPRESS
    ]
    return ["| option | meaning |", "|---|---|", *rows] if rows else []


def section(parser: argparse.ArgumentParser, summary: str, level: str = "##") -> list[str]:
    lines = [f"{level} `{parser.prog}`", ""]
    if summary:
        lines += [f"*{cell(summary)}.*", ""]
    for words in (parser.description, parser.epilog):
        if words:
            lines += [" ".join(words.split()), ""]
    lines += ["```", usage(parser), "```", ""]
    table = options(parser)
    return lines + (table + [""] if table else [])


def commands_doc() -> str:
    parser = build_parser()
    found = subcommands(parser)
    lines = [
        "# Command reference",
        "",
        f"<!-- Made by `{COMMAND}` from the argparse definitions: do not edit by hand. -->",
        "",
        f"Every command and option of `{PROG}`, with the words of its `--help` (the same as "
        f"the man page, `man -l packaging/{PROG}.6`). What the `--json` outputs hold, the exit "
        "statuses and the caches: [cli.md](cli.md). This page is made from the program: after "
        f"a change to the command line, `{COMMAND}` remakes it (a test fails while it is stale).",
        "",
        "| command | what it does |",
        "|---|---|",
    ]
    for sub, summary in found:
        anchor = sub.prog.replace(" ", "-")
        lines.append(f"| [`{sub.prog}`](#{anchor}) | {cell(summary)} |")
    lines += [""]
    lines += section(parser, "", "##")
    for sub, summary in found:
        lines += section(sub, summary, "###" if sub.prog.count(" ") > 1 else "##")
    return "\n".join(lines).rstrip("\n") + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether it is stale")
    args = parser.parse_args()
    content = commands_doc()
    current = DOC.read_text(encoding="utf-8") if DOC.is_file() else None
    if current == content:
        return 0
    if args.check:
        print(f"stale: {DOC.relative_to(ROOT)} (run: {COMMAND})")
        return 1
    DOC.write_text(content, encoding="utf-8")
    print(f"wrote {DOC.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
