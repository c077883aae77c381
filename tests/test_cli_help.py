"""Every help text states exactly what the command accepts: the sizes, the defaults and the
limits written in the help are read back from it and tried against the real commands."""

from __future__ import annotations

import argparse
import re

import pytest

from ui.cli import build_parser, main
from ui.cli.args import DEFAULT_GOAL, DEFAULT_SIZE, EXACT_SIZES, SOLVER_SIZES, WholeNumber

DEAL = {n: " ".join(["NS"] * (n * n)) for n in range(0, 11)}


def subparsers(parser: argparse.ArgumentParser, prefix: tuple[str, ...] = ()):
    """(command words, parser) for every subcommand, nested ones included."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield (*prefix, name), sub
                yield from subparsers(sub, (*prefix, name))


COMMANDS = dict(subparsers(build_parser()))


def help_of(capsys: pytest.CaptureFixture[str], words: tuple[str, ...]) -> str:
    assert main([*words, "--help"]) == 0
    return " ".join(capsys.readouterr().out.split())


def option(words: tuple[str, ...], flag: str) -> argparse.Action | None:
    return next((a for a in COMMANDS[words]._actions if flag in a.option_strings), None)


def sized_commands() -> list[tuple[str, ...]]:
    return [words for words in COMMANDS if option(words, "--size") is not None]


def test_every_command_is_reachable_and_has_help(capsys: pytest.CaptureFixture[str]) -> None:
    expected = {"show", "deal", "hint", "odds", "solve", "stats", "exact-solvable", "daily"}
    assert expected <= {words[0] for words in COMMANDS}
    for words in COMMANDS:
        assert help_of(capsys, words).startswith(f"usage: trax-solitaire {' '.join(words)}")


@pytest.mark.parametrize("words", sized_commands(), ids=" ".join)
def test_sizes_in_help_are_the_sizes_accepted(
    capsys: pytest.CaptureFixture[str], words: tuple[str, ...]
) -> None:
    text = help_of(capsys, words)
    found = re.search(r"--size N board size N, (\d) (to|or) (\d) \(default (\d)\)", text)
    assert found, text
    lo, hi, default = int(found[1]), int(found[3]), int(found[4])
    assert (found[2] == "or") == (hi == lo + 1)
    # None: the command tells "not given" apart, and still reads it as the default.
    assert default == DEFAULT_SIZE and option(words, "--size").default in (DEFAULT_SIZE, None)
    parser = build_parser()
    extra = ["--deals", "1"] if words == ("stats",) else []
    for size in range(0, 11):
        argv = [*words, "--size", str(size), *extra]
        if "--deal TILES" in text:
            argv += ["--deal", DEAL[size]]
        if lo <= size <= hi:
            parser.parse_args(argv)  # accepted (running each is below, at the ends)
            continue
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and f"size must be {lo} {found[2]} {hi}, not {size}" in err


@pytest.mark.parametrize(
    "argv",
    [
        # The smallest and largest size each command accepts, run for real.
        ["hint", "--size", "2", "--deal", DEAL[2]],
        ["hint", "--size", "4", "--goal", "loop", "--deal", DEAL[4]],
        ["odds", "--size", "2"],
        ["odds", "--size", "4", "--goal", "loop"],
        ["solve", "--size", "2", "--deal", DEAL[2]],
        ["solve", "--size", "4", "--deal", DEAL[4]],
        ["stats", "--size", "2", "--deals", "3", "--jobs", "1", "--no-progress"],
        ["stats", "--size", "4", "--deals", "3", "--jobs", "1", "--no-progress"],
        ["exact-solvable", "--size", "2"],
        ["show", "--size", "2", "--deal", DEAL[2]],
        ["show", "--size", "8", "--deal", DEAL[8]],
        ["deal", "--size", "8"],
        ["daily", "--size", "2"],
        ["daily", "--size", "8"],
    ],
    ids=" ".join,
)
def test_the_ends_of_each_size_range_run(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    assert main(argv) == 0, capsys.readouterr().err
    assert capsys.readouterr().out


def test_the_solver_itself_stops_where_the_help_says() -> None:
    """The limits are the solver's own, not just the parser's."""
    from solitaire.errors import TraxError
    from solitaire.variant import Variant
    from solver.clairvoyant import solve
    from solver.tables.service import table_for

    too_big = Variant(SOLVER_SIZES.hi + 1)
    with pytest.raises(TraxError):
        solve(too_big, (0,) * too_big.tiles)
    with pytest.raises(ValueError):
        table_for(too_big, 1)
    assert EXACT_SIZES.hi <= SOLVER_SIZES.hi  # the exact figures need the solver's sizes too


@pytest.mark.parametrize("words", sized_commands(), ids=" ".join)
def test_goal_help_and_behaviour(capsys: pytest.CaptureFixture[str], words) -> None:
    if option(words, "--goal") is None:
        return
    text = help_of(capsys, words)
    assert f"--goal GOAL line or loop (default {DEFAULT_GOAL}); a loop needs an even size" in text
    assert option(words, "--goal").default in (DEFAULT_GOAL, None)
    base = [*words, "--size", "3"] + (["--deal", DEAL[3]] if "--deal TILES" in text else [])
    if words == ("stats",):
        base += ["--deals", "1"]
    assert main([*base, "--goal", "ring"]) == 2
    assert "goal must be line or loop, not 'ring'" in capsys.readouterr().err
    assert main([*base, "--goal", "loop"]) == 2
    assert "needs an even size" in capsys.readouterr().err


def numeric_options() -> list[tuple[tuple[str, ...], argparse.Action]]:
    return [
        (words, action)
        for words, parser in COMMANDS.items()
        for action in parser._actions
        if isinstance(action.type, WholeNumber) and action.dest != "size"
    ]


@pytest.mark.parametrize(
    ("words", "action"),
    numeric_options(),
    ids=[" ".join(w) + " " + a.option_strings[0] for w, a in numeric_options()],
)
def test_number_limits_in_help_are_enforced(
    capsys: pytest.CaptureFixture[str], words: tuple[str, ...], action: argparse.Action
) -> None:
    kind: WholeNumber = action.type
    text = help_of(capsys, words)
    flag = action.option_strings[0]
    options = text[text.index("options:") :]
    described = options[options.index(f"{flag} {action.metavar}") :][:160]
    if kind.lo is not None or kind.hi is not None:
        assert kind.limits() in described, described
    if action.default is not None:
        assert re.search(rf"default {action.default}[);]", described), described
    required = [
        arg
        for a in COMMANDS[words]._actions
        if a.required and a is not action and a.option_strings
        for arg in (a.option_strings[0], "1" if a.dest == "deals" else DEAL[3])
    ]
    for bad in ([kind.lo - 1] if kind.lo is not None else []) + (
        [kind.hi + 1] if kind.hi is not None else []
    ):
        assert main([*words, *required, flag, str(bad)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and f"must be {kind.limits()}, not {bad}" in err
    assert main([*words, *required, flag, "many"]) == 2
    assert "not 'many'" in capsys.readouterr().err


def test_every_default_in_a_help_text_is_the_real_default(capsys) -> None:
    for words, parser in COMMANDS.items():
        for action in parser._actions:
            said = re.search(r"\(default (\d+)\)", action.help or "")
            if said and action.dest != "count":
                unset = action.dest == "size" and action.default is None  # see add_size
                assert unset or int(said[1]) == action.default, (words, action.dest)


def test_generate_help_gives_the_real_default_counts(capsys) -> None:
    from puzzles.generate import DEFAULT_COUNTS
    from solitaire.variant import STANDARD_VARIANTS

    text = help_of(capsys, ("puzzles", "generate"))
    counts = " / ".join(str(DEFAULT_COUNTS[v]) for v in STANDARD_VARIANTS)
    assert f"(default {counts})" in text
