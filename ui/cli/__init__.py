"""The `trax-solitaire` command: no arguments starts the app; subcommands do the rest.

All command-line parsing lives in ui/: the shared arguments in ui/cli/args.py, the subcommands
in ui/cli/engine.py, ui/cli/solver.py, ui/cli/puzzles.py and ui/cli/analyse.py. This module
assembles them and turns every failure into an exit status and one line on stderr:
  2  bad input (argparse errors and TraxError from the engine, solver or puzzles)
  1  the output could not be written (closed or full standard output, unwritable file)
  130  interrupted (Ctrl+C)"""

from __future__ import annotations

import argparse
import contextlib
import errno
import os
import sys
from collections.abc import Sequence

from ui.cli import clock as cli_clock  # noqa: F401 (the start, taken first: --budget counts it)
from ui.cli import signals as cli_signals

# Everything else is imported inside main, after its Ctrl+C handler is in place: an interrupt
# during start-up then ends like any other (one line, 130), not with a traceback.
PROG = "trax-solitaire"
BAD_INPUT_ERRNOS = (errno.ENAMETOOLONG, errno.E2BIG)


def build_parser() -> argparse.ArgumentParser:
    from solitaire.version import __version__
    from ui.cli import analyse as cli_analyse
    from ui.cli import desktop_entry
    from ui.cli import engine as cli_engine
    from ui.cli import history as cli_history
    from ui.cli import lessons as cli_lessons
    from ui.cli import puzzles as cli_puzzles
    from ui.cli import solver as cli_solver
    from ui.cli import web as cli_web
    from ui.cli.args import CliParser
    from ui.cli.game_id import HELP as GAME_ID_HELP

    parser = CliParser(
        prog=PROG,
        description="Trax Solitaire. Run with no arguments to play; subcommands below. "
        "Every --json output is described in docs/cli.md.",
        epilog=GAME_ID_HELP,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    desktop_entry.add_arguments(parser)
    subcommands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=CliParser)
    for module in (
        cli_engine,
        cli_solver,
        cli_puzzles,
        cli_lessons,
        cli_analyse,
        cli_history,
        cli_web,
    ):
        module.register(subcommands)
    return parser


def _no_display() -> bool:
    """On Linux and the BSDs the app needs an X11 or Wayland display (or QT_QPA_PLATFORM set,
    e.g. offscreen); without one Qt aborts with several lines of its own."""
    if sys.platform in ("win32", "darwin") or os.environ.get("QT_QPA_PLATFORM"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def _say(command: str, message: str) -> None:
    """The one line: a message that spans lines (sqlite's, say) is joined into one, a long
    value in it cut (ui.cli.args.clipped). Stderr broken or closed: the status says it. It is
    the command's last word: no library's late report may follow it (Dask's client can leave an
    asyncio future with an error nobody read, which asyncio logs as it is collected)."""
    import logging

    from ui.cli.args import clipped, say_error

    say_error(f"{PROG}{' ' if command else ''}{command}: {clipped(' '.join(message.split()))}")
    logging.disable(logging.CRITICAL)


def _settle_stderr() -> None:
    """Push out what stderr still holds; when it cannot take it (closed, full), point file
    descriptor 2 at nothing, so the interpreter's exit cannot fail on it and change the exit
    status (to 120) the command chose."""
    try:
        if sys.stderr is not None:
            sys.stderr.flush()
    except (OSError, ValueError):
        with contextlib.suppress(OSError):
            fd = os.open(os.devnull, os.O_WRONLY)
            os.dup2(fd, 2)
            os.close(fd)


def _by_interrupt(exc: BaseException) -> bool:
    """True when Ctrl+C is what ended the run, also when a compiled kernel wrapped its
    KeyboardInterrupt in another error (numba's SystemError chain)."""
    seen: set[int] = set()
    found: BaseException | None = exc
    while found is not None and id(found) not in seen:
        if isinstance(found, KeyboardInterrupt):
            return True
        seen.add(id(found))
        found = found.__cause__ or found.__context__
    return False


def _silence_stdout() -> None:
    """Point file descriptor 1 at nothing, so the interpreter's final flush of what is still
    buffered cannot fail a second time (and print its own traceback)."""
    try:
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, 1)
        os.close(fd)
    except OSError:
        pass


def _output_error(exc: OSError) -> str:
    reason = exc.strerror or str(exc)
    if exc.filename:
        return f"cannot write {exc.filename}: {reason}"
    return f"cannot write the output: {reason}"


def _too_long(command: str, exc: OSError) -> int:
    """A name or an argument too long for the system: bad input, said with the name cut."""
    name = str(exc.filename or "an argument")
    _say(command, f"{name[:60] + '...' if len(name) > 80 else name}: {exc.strerror}")
    return 2


def _run(args: argparse.Namespace) -> int:
    """Run the handler and push its output out, so a full or closed stdout is seen here."""
    status = int(args.handler(args) or 0)
    sys.stdout.flush()
    return status


def _desktop(args: argparse.Namespace) -> int | None:
    """--install-desktop / --uninstall-desktop (ui/cli/desktop_entry.py), or None if not asked."""
    from ui.cli import desktop_entry

    flag = "--install-desktop" if args.install_desktop else "--uninstall-desktop"
    if args.command is not None and (args.install_desktop or args.uninstall_desktop):
        _say(flag, f"takes no subcommand (got {args.command})")
        return 2
    if (args.install_desktop or args.uninstall_desktop) and sys.platform in ("win32", "darwin"):
        _say(flag, "desktop entries are for Linux and the BSDs (freedesktop.org desktops)")
        return 2
    try:
        return desktop_entry.run(args)
    except OSError as exc:
        _say(flag, str(exc))
        return 1


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (also for --help and parse errors)."""
    # Each way out settles the status first: a signal from then on ends the process with it
    # (ui.cli.signals.settled), never a second line or a death by the signal. The handlers are
    # installed inside: a Ctrl+C the moment its handler is in place is this run's.
    try:
        cli_signals.install()
        cli_signals.replay_held()
        return cli_signals.settled(_main(argv))
    except cli_signals.Terminated:
        cli_signals.say_interrupted(word="terminated")
        return cli_signals.settled(cli_signals.EXIT_TERMINATED)
    except KeyboardInterrupt:
        cli_signals.say_interrupted()
        return cli_signals.settled(cli_signals.EXIT_INTERRUPTED)
    except Exception as exc:
        status = cli_signals.caught_status()
        if status is None and not _by_interrupt(exc):
            raise
        if status == cli_signals.EXIT_TERMINATED:
            cli_signals.say_interrupted(word="terminated")
            return cli_signals.settled(status)
        cli_signals.say_interrupted()
        return cli_signals.settled(cli_signals.EXIT_INTERRUPTED)
    finally:
        cli_signals.uninstall()
        _settle_stderr()


def _main(argv: Sequence[str] | None) -> int:
    if sys.stderr is None:  # started with stderr closed: messages go nowhere (print() would
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115 (send them to stdout; whole run)
    try:
        parser = build_parser()
        from ui.cli.game_id import game_request, subcommand_names

        # A game ID (Tatham-style) opens the app on that game; a bad one exits 2 here.
        request = game_request(sys.argv[1:] if argv is None else argv, subcommand_names(parser))
        if request is None:
            args = parser.parse_args(argv)
    except SystemExit as exc:  # --help (0) or bad input (2), already reported
        return exc.code if isinstance(exc.code, int) else 2
    except BrokenPipeError:  # `--help | true`: the reader went away; not an error
        _silence_stdout()
        return 0
    except OSError as exc:  # --help or --version to a full or closed standard output
        if exc.errno in BAD_INPUT_ERRNOS:
            return _too_long("", exc)
        _say("", _output_error(exc))
        _silence_stdout()
        return 1
    if request is None and (status := _desktop(args)) is not None:
        return status
    if request is not None or args.command is None:
        if _no_display():
            print(
                f"{PROG}: no display to open the app on (DISPLAY and WAYLAND_DISPLAY are "
                "unset); the subcommands work without one, see --help",
                file=sys.stderr,
            )
            return 1
        cli_signals.uninstall()  # the app handles its own signals, as before
        from ui.app.start import run

        return run(request=request)
    command = " ".join(filter(None, (args.command, getattr(args, "action", None))))
    cli_signals.name_command(command)
    with contextlib.suppress(AttributeError, ValueError):
        # A character the output's encoding lacks (a file name, say) is escaped, not fatal;
        # `show` chooses its ASCII drawing itself (ui.cli.engine.can_encode).
        sys.stdout.reconfigure(errors="backslashreplace")  # type: ignore[union-attr]
    if sys.stdout is None:  # started with stdout closed (`>&-`): the output would be lost
        _say(command, "cannot write the output: standard output is closed")
        return 1
    return _ran(command, args)


def _ran(command: str, args: argparse.Namespace) -> int:
    """Run the command: its exit status, every failure said in one line."""
    from solitaire.errors import TraxError

    try:
        return _run(args)
    except TraxError as exc:
        _say(command, str(exc))
        return 2
    except BrokenPipeError:
        # The reader went away (`... | head`): not an error.
        _silence_stdout()
        return 0
    except OSError as exc:
        if exc.errno in BAD_INPUT_ERRNOS:
            return _too_long(command, exc)
        _say(command, _output_error(exc))
        try:
            sys.stdout.flush()
        except OSError:
            _silence_stdout()
        return 1


if __name__ == "__main__":
    sys.exit(main())
