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
from ui.project import COPYRIGHT, CREDITS, ISSUES_URL, LICENCE_NOTE, PROJECT_URL

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
        ".SH COMMANDS",
    ]
    for sub, summary in subcommands(parser):
        lines += command_section(sub, summary)
    lines += listing("EXIT STATUS", EXIT_STATUS)
    lines += listing("ENVIRONMENT", ENVIRONMENT)
    lines += [
        ".SH SEE ALSO",
        f"The project: {text(PROJECT_URL)} (the \\-\\-json outputs: docs/cli.md; the rules: "
        "RULES.md).",
        ".SH BUGS",
        f"Report them at {text(ISSUES_URL)}.",
        ".SH COPYRIGHT",
        text(COPYRIGHT) + ".",
        text(LICENCE_NOTE),
        ".PP",
        text(CREDITS),
    ]
    return "\n".join(lines) + "\n"
