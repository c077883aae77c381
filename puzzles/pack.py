"""Puzzle packs: plain JSON files in puzzles/packs/, one per variant, and their loading."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from puzzles.measures import Measures, measures_from_json
from solitaire.deal import Deal, format_deal, parse_deal
from solitaire.errors import TraxError
from solitaire.files import read_regular_text
from solitaire.game import Game
from solitaire.json_text import NestedTooDeeply, loads
from solitaire.record import write_atomically
from solitaire.variant import STANDARD_VARIANTS, Variant

PACK_DIR = Path(__file__).resolve().parent / "packs"
FORMAT = "trax-solitaire puzzle pack 1"


@dataclass(frozen=True)
class Puzzle:
    """An open-stack puzzle: the whole stack is shown; find a play that makes the goal."""

    id: str
    variant: Variant
    number: int  # the deal number: the same deal can be played hidden-stack by number
    deal: Deal
    level: str
    measures: Measures
    solution: tuple[str, ...]

    def new_game(self) -> Game:
        """A game of this puzzle's deal (the app shows the whole stack with StackView)."""
        return Game(self.variant, self.deal, self.number)

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "variant": str(self.variant),
            "number": self.number,
            "deal": format_deal(self.deal),
            "level": self.level,
            "measures": self.measures.to_json(),
            "solution": list(self.solution),
        }

    @classmethod
    def from_json(cls, data: dict) -> Puzzle:
        try:
            variant = Variant.parse(data["variant"])
            return cls(
                id=str(data["id"]),
                variant=variant,
                number=int(data["number"]),
                deal=parse_deal(data["deal"], variant.size),
                level=str(data["level"]),
                measures=measures_from_json(data["measures"]),
                solution=tuple(data["solution"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise TraxError(f"puzzle {data.get('id', '?')!r} is malformed: {exc!r}") from None


@dataclass(frozen=True)
class Pack:
    variant: Variant
    seed: int
    puzzles: tuple[Puzzle, ...]
    header: dict[str, object] = field(default_factory=dict, compare=False)

    @property
    def name(self) -> str:
        return pack_name(self.variant)


def pack_name(variant: Variant) -> str:
    return f"{variant.size}x{variant.size}-{variant.goal}"


def pack_path(variant: Variant, directory: Path | None = None) -> Path:
    return (directory or PACK_DIR) / f"{pack_name(variant)}.json"


def format_pack(pack: Pack) -> str:
    """The pack as JSON with one puzzle a line, so a regenerated pack diffs line by line."""
    head = json.dumps(
        {"format": FORMAT, "variant": str(pack.variant), "seed": pack.seed, **pack.header},
        indent=1,
        sort_keys=False,
    )
    lines = [json.dumps(p.to_json()) for p in pack.puzzles]
    body = ",\n  ".join(lines)
    return head[:-2] + f',\n "puzzles": [\n  {body}\n ]\n}}\n'


def read_pack(path: Path) -> Pack:
    try:
        data = loads(read_regular_text(path), "a puzzle pack")
    except OSError as exc:
        raise TraxError(f"cannot read puzzle pack {path}: {exc.strerror or exc}") from None
    except NestedTooDeeply as exc:
        raise TraxError(f"puzzle pack {path}: {exc}") from None
    except json.JSONDecodeError as exc:
        raise TraxError(f"puzzle pack {path} is not valid JSON: {exc}") from None
    if data.get("format") != FORMAT:
        raise TraxError(f"{path} is not a puzzle pack (format {data.get('format')!r})")
    header = {k: v for k, v in data.items() if k not in ("format", "variant", "seed", "puzzles")}
    return Pack(
        Variant.parse(data["variant"]),
        int(data["seed"]),
        tuple(Puzzle.from_json(p) for p in data["puzzles"]),
        header,
    )


def write_pack(pack: Pack, directory: Path | None = None) -> Path:
    path = pack_path(pack.variant, directory)
    write_atomically(path, format_pack(pack))
    return path


def load_pack(variant: Variant, directory: Path | None = None) -> Pack:
    return read_pack(pack_path(variant, directory))


def shipped_packs(directory: Path | None = None) -> list[Pack]:
    """Every pack present, in the order of the standard variants."""
    return [load_pack(v, directory) for v in STANDARD_VARIANTS if pack_path(v, directory).exists()]


def find_puzzle(puzzle_id: str, directory: Path | None = None) -> Puzzle:
    for pack in shipped_packs(directory):
        for puzzle in pack.puzzles:
            if puzzle.id == puzzle_id:
                return puzzle
    raise TraxError(f"no puzzle with id {puzzle_id!r}")
