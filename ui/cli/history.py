"""The `history` subcommand: the games and figures of the statistics store the app uses.

    trax-solitaire history [--from FILE.json] [--variant V] [--lookahead K] [--json | --csv]

Schema: docs/cli.md ("history --json"). The file is only read, never changed (no schema made,
none migrated, no pending game written: ui.data.statistics_reader). A damaged or unusable statistics
file, or something that is not a file, is reported in one line (exit 2) and left as it is; a
missing one is an empty history (nothing is created). Rows that cannot be read are left out and
counted in one line on stderr (and in the JSON's "skipped").

With `--from FILE.json` it reads a history file the web page exported instead
(solitaire.history_file), counted by the same rules (solitaire.tally); a file that cannot be
read truthfully is reported in one line (exit 2)."""

from __future__ import annotations

import argparse
import csv
import json
import sys

from solitaire.errors import TraxError
from solitaire.history_file import figures_json as _figures
from solitaire.variant import Variant
from ui.cli.args import add_command
from ui.cli.history_file import file_history_data

GAME_KEYS = (
    "variant", "deal", "number", "source", "puzzle", "result", "moves", "hints", "seconds",
    "finished_at", "lookahead",
)  # fmt: skip


def register(subcommands: argparse._SubParsersAction) -> None:
    parser = add_command(
        subcommands,
        "history",
        run_history,
        help="the games you played and each variant's figures, from the app's statistics",
        description="Every recorded game, oldest first, and per variant the games played, won "
        "and the streaks. Only random and numbered deals count in those figures; pasted deals, "
        "deals of the day, graded deals and puzzles are listed but counted apart. Reads the "
        "statistics file in the data folder (TRAX_SOLITAIRE_DATA_DIR overrides it).",
    )
    parser.add_argument(
        "--from",
        dest="source_file",
        metavar="FILE",
        help="read a history file exported by the web page (JSON) instead of the statistics",
    )
    parser.add_argument(
        "--variant", type=_variant, metavar="V", help='only this variant, e.g. "3x3 line"'
    )
    parser.add_argument(
        "--lookahead",
        type=_lookahead,
        metavar="K",
        help="only games played with K tiles shown ahead "
        "(0 to 3; 1 is the standard game, the next tile shown)",
    )
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="print JSON (docs/cli.md)")
    output.add_argument("--csv", action="store_true", help="print the games as CSV")


def _variant(text: str) -> Variant:
    try:
        return Variant.parse(text)
    except TraxError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _lookahead(text: str) -> int:
    if not (text.isascii() and text.isdigit()) or int(text) > 3:
        raise argparse.ArgumentTypeError(f"{text!r} is not 0, 1, 2 or 3 tiles shown ahead")
    return int(text)


def history_data(variant: Variant | None, lookahead: int | None = None) -> dict[str, object]:
    """{"games": [...], "summary": {...}, "skipped": n} from the store, read without changing
    it (ui.data.statistics_reader); TraxError if it cannot be read. With `lookahead`, only
    the games and figures of that setting; each variant's `by_lookahead` gives the figures of
    each setting apart."""
    from ui.data.statistics import default_path
    from ui.data.statistics_reader import read_history

    found = read_history(default_path(), variant, lookahead)
    summary = {}
    for name, stats in found.summary.items():
        apart = found.by_lookahead.get(name, {})
        summary[name] = {
            **_figures(stats),
            "by_lookahead": {str(k): _figures(each) for k, each in apart.items()},
        }
    return {
        "games": [_game(game) for game in found.games],
        "summary": summary,
        "skipped": found.skipped,
    }


def _game(game) -> dict[str, object]:  # noqa: ANN001 (ui.data.statistics.GameRecord)
    return {
        "variant": game.variant,
        "deal": game.deal,
        "number": game.number,
        "source": game.source,
        "puzzle": game.puzzle,
        "result": game.result,
        "moves": game.moves,
        "hints": game.hints,
        "seconds": game.seconds,  # null: recorded before time was kept
        "finished_at": game.finished_at.isoformat(),
        "lookahead": game.lookahead,  # tiles shown ahead; 1 for games recorded before
    }


def run_history(args: argparse.Namespace) -> int:
    if args.source_file is not None:
        data = file_history_data(args.source_file, args.variant, args.lookahead)
    else:
        data = history_data(args.variant, args.lookahead)
    games: list[dict[str, object]] = data["games"]  # type: ignore[assignment]
    skipped = int(data["skipped"])  # type: ignore[call-overload]
    if args.json:
        print(json.dumps(data, indent=1, ensure_ascii=True, allow_nan=False))
    elif args.csv:
        writer = csv.DictWriter(sys.stdout, fieldnames=GAME_KEYS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(games)
    else:
        _print_text(data["summary"], games)  # type: ignore[arg-type]
    if skipped:
        print(
            f"trax-solitaire history: {skipped} game{'' if skipped == 1 else 's'} left out: "
            "the statistics file holds rows that cannot be read (a time that is not a time, "
            "an infinite time, an unknown variant or result, a lookahead that is not a count, "
            "a text that is not UTF-8)",
            file=sys.stderr,
        )
    return 0


def _print_text(summary: dict[str, dict], games: list[dict[str, object]]) -> None:
    if not summary and not games:
        print("No games recorded yet.")
        return
    print("Random and numbered deals:")
    for name, figures in summary.items():
        print(f"  {name:<9} {_figures_text(figures)}")
        settings = figures.get("by_lookahead", {})
        if len(settings) > 1 or any(k != "1" for k in settings):
            for k, apart in settings.items():
                print(f"    {k} ahead  {_figures_text(apart)}")
    print(f"\n{len(games)} game{'' if len(games) == 1 else 's'}, oldest first (times in UTC):")
    for game in games:
        seconds = game["seconds"]
        time = "-" if seconds is None else f"{int(seconds) // 60}:{int(seconds) % 60:02d}"
        deal = _deal_name(game)
        print(
            f"  {str(game['finished_at'])[:16].replace('T', ' ')}  {game['variant']:<9} "
            f"{game['result']:<9} {game['moves']:>3} {_word(game['moves'], 'move')} "
            f"{game['hints']:>2} {_word(game['hints'], 'hint')} "
            f"{time:>6}  {game['lookahead']} ahead  {deal}"
        )


def _figures_text(figures: dict) -> str:
    played, won = figures["played"], figures["won"]
    rate = f"{won / played:.0%}" if played else "-"
    return (
        f"played {played:>4}  won {won:>4} ({rate:>4})  "
        f"streak {figures['streak']}  best {figures['best_streak']}"
    )


def _deal_name(game: dict[str, object]) -> str:
    source, number = game["source"], game["number"]
    if source == "puzzle":
        return f"puzzle {game['puzzle']}"
    kind = {"random": "random deal", "number": "deal", "deal": "pasted deal"}.get(
        str(source), f"{source} deal"
    )
    return f"{kind} no. {number}" if number is not None else f"{kind} {game['deal']}"


def _word(count: int, noun: str) -> str:
    """'move ' or 'moves': singular for one, padded so the columns stay in line."""
    return f"{noun} " if count == 1 else f"{noun}s"
