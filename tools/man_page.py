"""The man page of `trax-solitaire`, rendered as roff from the command line's own argparse
definitions (ui.cli.build_parser), so it names every subcommand and option the program takes,
with the same help words. tools/make_packaging.py writes it to packaging/trax-solitaire.6
(section 6: games); a test checks that the file is current and that `man -l` renders it.

No dependency: argparse's actions are read directly, and the usage lines are formatted at a
fixed width so the page does not depend on the terminal it was made in."""

from __future__ import annotations

import argparse

from solitaire.version import RELEASE_DATE, __version__
from ui.cli import PROG, build_parser
from ui.cli.metainfo import DESCRIPTION, DETAILS, SUMMARY
from ui.common.project import COPYRIGHT, CREDITS, ISSUES_URL, LICENCE_NOTE, PROJECT_URL

SECTION = "6"

EXIT_STATUS = (
    ("0", "success"),
    ("1", "the output or a file could not be written"),
    ("2", "bad input: a message of one line names the problem"),
    ("130", "interrupted (Ctrl+C)"),
)
ENVIRONMENT = (
    (
        "TRAX_SOLITAIRE_DATA_DIR",
        "the folder of the player's files (games, statistics, puzzle "
        "progress) instead of $XDG_DATA_HOME/trax-solitaire (~/.local/share/trax-solitaire)",
    ),
    (
        "TRAX_SOLITAIRE_CACHE_DIR",
        "the folder of the solver's tables instead of "
        "$XDG_CACHE_HOME/trax-solitaire (~/.cache/trax-solitaire)",
    ),
    ("XDG_DATA_HOME", "where --install-desktop puts the desktop entry, icons and metainfo"),
)
# The rules in brief (the project's full reading, with every ruling: docs/rules.md, online).
RULES = (
    "A deal is a stack of N x N Trax tiles (9 for 3x3, 16 for 4x4), each lying on a random "
    "side and turned a random quarter. The player holds the top tile and sees the next one; "
    "nothing else of the stack is known.",
    "The first tile is placed as dealt. Each further tile goes, as dealt, into an empty cell "
    "beside a placed tile, where every shared edge shows the same colour and the tiles stay "
    "within N rows and N columns. A space that one colour enters from two edges is forced: it "
    "is filled at once by the next tile, turned to fit. A placement that would leave a space "
    "entered three times by one colour is illegal. Only a tile that fits nowhere as dealt may "
    "be turned or flipped; when it fits nowhere, however turned, the game is lost.",
    "Goals: line (one colour's track runs through all N x N tiles) and loop (that track is "
    "closed). The app's Help menu shows the rules.",
)


def docs_url(page: str) -> str:
    """The web address of a page of the project's docs/ folder."""
    return f"{PROJECT_URL}/blob/main/docs/{page}"


def see_also() -> list[str]:
    """The project's documentation online, one address a line (never hyphenated)."""
    pages = (
        (PROJECT_URL, "the project: its documentation, the source, the releases"),
        (docs_url(""), "the documentation: the pages docs/NAME.md this page names"),
        (docs_url("rules.md"), "the rules this program implements, with every ruling"),
        (docs_url("cli.md"), "the command line in full, and the fields of its --json outputs"),
    )
    lines = []
    for url, meaning in pages:
        lines += [".TP", f"\\%{text(url)}", text(meaning)]
    return lines


def text(words: str) -> str:
    """Plain words as roff text: backslashes and hyphens escaped, and no line starting with a
    control character."""
    escaped = words.replace("\\", "\\e").replace("-", "\\-")
    lines = [
        ("\\&" + line if line.startswith((".", "'")) else line) for line in escaped.split("\n")
    ]
    return "\n".join(lines)


def subcommands(parser: argparse.ArgumentParser) -> list[tuple[argparse.ArgumentParser, str]]:
    """(parser, one-line help) of every subcommand, nested ones after their parent."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: expanded(parser, choice) for choice in action._choices_actions}
            for name, sub in action.choices.items():
                found.append((sub, helps.get(name, "")))
                found.extend(subcommands(sub))
    return found


def expanded(parser: argparse.ArgumentParser, action: argparse.Action) -> str:
    """An action's help with its %(default)s and the like filled in, as --help shows it."""
    if not action.help or action.help == argparse.SUPPRESS:
        return ""
    return parser._get_formatter()._expand_help(action)


def usage(parser: argparse.ArgumentParser) -> str:
    formatter = argparse.HelpFormatter(parser.prog, width=100_000)
    formatter.add_usage(parser.usage, parser._actions, parser._mutually_exclusive_groups, "")
    return " ".join(formatter.format_help().split())


def option_label(action: argparse.Action) -> str:
    """`\\fB\\-\\-size\\fR \\fISIZE\\fR` for an option, `\\fIFILE\\fR` for a positional."""
    formatter = argparse.HelpFormatter("x")
    if not action.option_strings:
        return f"\\fI{text(formatter._metavar_formatter(action, action.dest)(1)[0])}\\fR"
    flags = ", ".join(f"\\fB{text(flag)}\\fR" for flag in action.option_strings)
    if action.nargs == 0:
        return flags
    metavar = formatter._format_args(action, action.dest.upper())
    return f"{flags} \\fI{text(metavar)}\\fR"


def options(parser: argparse.ArgumentParser) -> list[str]:
    lines = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        lines += [".TP", option_label(action), text(expanded(parser, action))]
    return lines


def command_section(parser: argparse.ArgumentParser, summary: str) -> list[str]:
    lines = [f'.SS "{text(parser.prog)}"', text(parser.description or summary)]
    lines += [".PP", f"\\fBUsage:\\fR {text(usage(parser))}"]
    return lines + options(parser)


def listing(title: str, rows: tuple[tuple[str, str], ...], bold: bool = True) -> list[str]:
    font = "B" if bold else "I"
    lines = [f".SH {title}"]
    for name, meaning in rows:
        lines += [".TP", f"\\f{font}{text(name)}\\fR", text(meaning)]
    return lines


def man_page() -> str:
    """The whole page, in roff (man macros)."""
    parser = build_parser()
    lines = [
        f'.TH {PROG.upper()} {SECTION} "{RELEASE_DATE}" "{PROG} {__version__}" "Games"',
        ".SH NAME",
        f"{text(PROG)} \\- {text(SUMMARY[0].lower() + SUMMARY[1:])}",
        ".SH SYNOPSIS",
        f"\\fB{text(PROG)}\\fR [\\fIOPTIONS\\fR] [\\fIFILE\\fR.trax]",
        ".br",
        f"\\fB{text(PROG)}\\fR \\fICOMMAND\\fR [\\fIOPTIONS\\fR]",
        ".SH DESCRIPTION",
        text(DESCRIPTION),
        ".PP",
        text(DETAILS),
        ".PP",
        text(parser.description or ""),
        ".PP",
        text(parser.epilog or ""),
        ".SH OPTIONS",
        *options(parser),
        ".SH RULES",
        *[line for paragraph in RULES for line in (".PP", text(paragraph))][1:],
        ".SH COMMANDS",
    ]
    for sub, summary in subcommands(parser):
        lines += command_section(sub, summary)
    lines += listing("EXIT STATUS", EXIT_STATUS)
    lines += listing("ENVIRONMENT", ENVIRONMENT)
    lines += [
        ".SH SEE ALSO",
        *see_also(),
        ".SH BUGS",
        f"Report them at {text(ISSUES_URL)}.",
        ".SH COPYRIGHT",
        text(COPYRIGHT) + ".",
        text(LICENCE_NOTE),
        ".PP",
        text(CREDITS),
    ]
    return "\n".join(lines) + "\n"
