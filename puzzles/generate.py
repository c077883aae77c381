"""Generating puzzle packs reproducibly: the same variant, count and seed give the same file."""

from __future__ import annotations

import random
from collections.abc import Callable

from puzzles.levels import LEVEL_TEXT, LEVELS, level_of, thresholds_for
from puzzles.measures import measure
from puzzles.pack import Pack, Puzzle, pack_name
from solitaire.deal import deal_from_number
from solitaire.errors import TraxError
from solitaire.variant import Variant
from solver.clairvoyant import is_solvable
from solver.play_count import MAX_SEARCH_SIZE

DEFAULT_COUNTS = {Variant(3, "line"): 32, Variant(4, "line"): 32, Variant(4, "loop"): 32}
# Give up on a level after this many candidate deals per puzzle asked for, so an
# unreachable quota cannot make generation run forever; the pack is then shorter.
CANDIDATES_PER_PUZZLE = 25


def quotas(count: int) -> dict[str, int]:
    """Split the count over the levels as evenly as possible (easier levels get the rest)."""
    base, extra = divmod(count, len(LEVELS))
    return {level: base + (i < extra) for i, level in enumerate(LEVELS)}


def generate_pack(
    variant: Variant,
    count: int,
    seed: int,
    progress: Callable[[str], None] | None = None,
) -> Pack:
    """Draw numbered deals from a generator seeded by (seed, variant), keep the solvable ones
    whose level still has room, and order them from easiest to hardest."""
    # A string seed is hashed by random.seed (SHA-512), so it is the same on every run.
    if variant.size > MAX_SEARCH_SIZE:
        raise TraxError(f"puzzles are generated up to {MAX_SEARCH_SIZE}x{MAX_SEARCH_SIZE}")
    rng = random.Random(f"trax-solitaire puzzles {seed} {variant}")
    wanted = quotas(count)
    chosen: list[tuple[int, Puzzle]] = []
    seen: set[int] = set()
    for _ in range(count * CANDIDATES_PER_PUZZLE):
        if not any(wanted.values()):
            break
        number = rng.randrange(1, 10**9)
        if number in seen:
            continue
        seen.add(number)
        deal = deal_from_number(variant.size, number)
        if not is_solvable(variant, deal):  # fast reject before counting every play
            if progress:
                progress(f"{variant}: deal {number} cannot be won")
            continue
        measures, solution = measure(variant, deal)
        level = level_of(variant, measures)
        if level is None or solution is None or not wanted[level]:
            if progress:
                progress(f"{variant}: deal {number} is {level}, which is full")
            continue
        wanted[level] -= 1
        puzzle = Puzzle("", variant, number, deal, level, measures, solution)
        chosen.append((LEVELS.index(level), puzzle))
        if progress:
            progress(f"{variant}: deal {number} is {level} ({len(chosen)}/{count})")
    # Easiest first: by level, then by falling chance that random play wins.
    chosen.sort(key=lambda item: (item[0], -item[1].measures.random_win, item[1].number))
    name = pack_name(variant)
    puzzles = tuple(
        Puzzle(f"{name}-{i:03d}", p.variant, p.number, p.deal, p.level, p.measures, p.solution)
        for i, (_, p) in enumerate(chosen, start=1)
    )
    header = {
        "count": len(puzzles),
        "regenerate": f"trax-solitaire puzzles generate --variant '{variant}' "
        f"--count {count} --seed {seed}",
        "thresholds": thresholds_for(variant).to_json(),
        "levels": {level: LEVEL_TEXT[level] for level in LEVELS},
    }
    return Pack(variant, seed, puzzles, header)
